package search

import "github.com/vdl-chess/vdl/interp"

// standPat is quiescence's cut-off on the evaluation, stand, of a
// position not in check, taken before its moves are generated: in the
// games of thousands of moves a turn (a move and an arrow, a move and a
// duck) or of many pieces on a large board, generating them at every
// leaf cost most of the search, and a leaf that stands pat needs none.
// Endings the rules decide (a goal reached, pieces extinct, a count or a
// move rule run out, repetitions) are still found, by Outcome with a
// stand-in for the moves; only an ending by having no legal move
// (stalemate, or a loss for having no move) is left to the search's
// full-width plies, as Stockfish's quiescence leaves stalemate.
func (s *searcher) standPat(stand, ply int) int {
	if o := s.p.Outcome(someMove[:]); o.Over {
		return terminal(o, s.p.SideToMove(), ply)
	}
	return stand
}

// someMove stands for a position's moves where only their number, not
// nil, matters (Position.Outcome).
var someMove [1]interp.Move
