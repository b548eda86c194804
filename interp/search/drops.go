package search

import "github.com/vdl-chess/vdl/interp"

// Drops in quiescence: a drop captures nothing, so quiescence out of check
// never searches one, yet in a drop game they are most of a node's moves
// (every piece in hand onto every empty square). quiescenceCandidates
// leaves them out, generating the moves of the pieces on the board only
// (Position.CandidateBoardMoves), and lists the drops too only where the
// rules need them or no board move is legal (then whether the position
// has any legal move at all depends on them).

// quiescenceCandidates appends the moves quiescence out of check chooses
// its captures from at ply, and what Position.Outcome needs of them (see
// someLegal); untested as Position.CandidateMoves reports it.
func (s *searcher) quiescenceCandidates(ply int) (moves, some []interp.Move, untested bool) {
	p := s.p
	moves, untested, all := p.CandidateBoardMoves(s.moves[ply][:0])
	some = s.someLegal(moves, untested)
	if !all && len(some) == 0 {
		moves, untested = p.CandidateMoves(moves[:0])
		some = s.someLegal(moves, untested)
	}
	s.moves[ply] = moves[:0]
	return moves, some, untested
}

// Drops far from both royals: in a drop game most of a node's quiet moves
// are drops, and those landing away from both royals rarely matter
// within a few plies (a drop near a royal attacks or defends it). Such a
// drop is reduced a ply more than another quiet move.

// farDrop is the distance (in the royal's moves, see Evaluator.near)
// beyond which a drop is far from a royal.
const farDrop = 2

// farDropReduction is the extra reduction of drop m: 1 when it lands
// farther than farDrop from every royal of both sides, else 0 (and 0
// where the board's royal distances are not tabulated).
func (s *searcher) farDropReduction(m interp.Move) int {
	e := s.eval
	if m.Kind != interp.Drop || e.near == nil {
		return 0
	}
	for c := 0; c < 2; c++ {
		for _, rt := range e.royalTypes {
			for _, k := range s.p.PieceSquares(c, rt) {
				if int(e.near[int(k)*e.size+int(m.To)]) <= farDrop {
					return 0
				}
			}
		}
	}
	return 1
}
