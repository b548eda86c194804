package search

import "github.com/vdl-chess/vdl/interp"

// singular is what the searcher keeps for singular extensions.
type singular struct {
	// excluding[ply]: the node at ply is being searched without its
	// table move, excluded[ply] (see singularTest): that search neither
	// cuts off on the table nor stores in it, and passes no null move.
	excluding [maxPly + 1]bool
	excluded  [maxPly + 1]interp.Move
	rootDepth int // the iteration's depth
}

// singularTest is Stockfish's singular extension: at a node of depth at
// least singularDepth whose table move scored at least v (a lower bound
// or exact, from a search at most 3 plies shallower), the node is
// searched at half its depth without that move, with a null window just
// below v (singularMargin per ply of depth below). If every other move
// fails below it, the table move is singular, the only good one, and is
// searched a ply deeper (extend). If another move reaches it too and
// that bound is at least beta, the node cuts off at it (cut, score: two
// moves beat beta, as Stockfish's multi-cut). Not in games of walls (a
// move's completions are many moves), not past twice the iteration's
// depth (extensions stay bounded).
func (s *searcher) singularTest(en ttEntry, ok bool, depth, beta, ply int) (extend, cut bool, score int) {
	if !ok || depth < singularDepth || ply == 0 || ply >= 2*s.rootDepth || s.walls ||
		int(en.depth) < depth-3 || (en.bound != boundLower && en.bound != boundExact) {
		return false, false, 0
	}
	v := fromTable(int(en.score), ply)
	if abs(v) >= mateBound {
		return false, false, 0
	}
	sb := v - singularMargin*depth
	s.excluding[ply], s.excluded[ply] = true, en.move
	score = s.negamax((depth-1)/2, sb-1, sb, ply, false)
	s.excluding[ply] = false
	s.pvLen[ply] = 0
	switch {
	case s.stopped:
		return false, false, 0
	case score < sb:
		return true, false, 0
	case sb >= beta:
		return false, true, sb
	}
	return false, false, 0
}

// Singular extensions (see singularTest) work from singularDepth on, with
// a window singularMargin centipawns a ply below the table's score.
const (
	singularDepth  = 6
	singularMargin = 8
)
