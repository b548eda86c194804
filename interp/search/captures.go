package search

import "github.com/vdl-chess/vdl/interp"

// captures is quiescenceMoves out of check in a game without walls: the
// captures (only recaptures on to with recapturesOnly) among the moves of
// Position.CandidateCaptures, which generates few of the plain moves
// that keepCaptures would drop. The moves kept and their order are those
// of the whole list. some, what Position.Outcome needs, comes from
// Position.HasLegalMove where the list is not whole: it tries the moves
// in the order someLegal would try the whole list's, so that the moves
// made and taken back are the same (taking back a capture may reorder
// the piece lists, and so the next moves generated).
func (s *searcher) captures(ply int, recapturesOnly bool, to interp.Square) (moves []interp.Move, order []int32, some []interp.Move, untested bool) {
	p := s.p
	moves, untested, all := p.CandidateCaptures(s.moves[ply][:0])
	s.moves[ply] = moves[:0]
	if all {
		some = s.someLegal(moves, untested)
	} else if p.HasLegalMove() {
		some = someMove[:]
	}
	order = s.scoreMoves(moves, s.order[ply][:0], ply, optionalMove{})
	s.order[ply] = order[:0]
	moves, order = keepCaptures(moves, order, recapturesOnly, to)
	return moves, order, some, untested
}
