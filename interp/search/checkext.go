package search

import "github.com/vdl-chess/vdl/interp"

// Check extensions in games with drops. A node in check is searched a
// ply deeper (negamax), which in chess costs little: checks are few. With
// pieces in hand nearly every piece may be dropped to check, and most such
// drops only give the piece away (the royal or a guard takes it); each was
// extended, and the one after it, so that the search spent its plies on
// sacrifices and fell 3 to 4 plies short of Fairy-Stockfish's in shogi's
// middlegames (which, as Stockfish, extends only checks that do not lose
// by exchange). So in a game with drops a move that gives check and loses
// material by exchange has its child searched a ply shallower, which its
// extension makes up: the move is searched, not extended.

// checkCost is the plies taken off the child of move m, just made: 1
// where m gives check in a game with drops and loses by exchange, else 0.
// The exchange is worked out on the position before m, which it unmakes
// and makes again.
func (s *searcher) checkCost(m interp.Move) int {
	p := s.p
	if !s.eval.drops || !p.InCheck() {
		return 0
	}
	p.Unmake()
	v, known := s.see(m)
	p.Make(m)
	if known && v < 0 {
		return 1
	}
	return 0
}
