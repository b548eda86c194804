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
