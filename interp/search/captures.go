package search

import "github.com/vdl-chess/vdl/interp"

// captures is quiescenceMoves out of check in a game without walls: the
// captures (only recaptures on to with recapturesOnly) among the moves of
// Position.CandidateCaptures, which generates few of the plain moves
// that scoreCaptures drops. The moves kept and their order are those
// of the whole list, but that a capture that may lose (see mayLose) is
// kept with lazy set, to be tested when it is picked (pickCapture): a
// node that stands or is cut off after a capture or two tests one or two
// of them, not all. some, what Position.Outcome needs (its length:
// the compaction overwrites the list it may share), comes from
// Position.HasLegalMove where the list is not whole: it tries the moves
// in the order someLegal would try the whole list's, so that the moves
// made and taken back are the same (taking back a capture may reorder
// the piece lists, and so the next moves generated). Recaptures come
// from Position.CandidateCapturesOnto, which leaves out the pieces that
// cannot reach to: the same recaptures, in the same order.
func (s *searcher) captures(ply int, recapturesOnly bool, to interp.Square) (moves []interp.Move, order []int32, lazy []bool, some []interp.Move, untested bool) {
	p := s.p
	var all bool
	if recapturesOnly {
		moves, untested, all = p.CandidateCapturesOnto(s.moves[ply][:0], to)
	} else {
		moves, untested, all = p.CandidateCaptures(s.moves[ply][:0])
	}
	s.moves[ply] = moves[:0]
	if all {
		some = s.someLegal(moves, untested)
	} else if p.HasLegalMove() {
		some = someMove[:]
	}
	order, lazy = s.scoreCaptures(moves, s.order[ply][:0], s.lazy[ply][:0], recapturesOnly, to)
	s.order[ply], s.lazy[ply] = order[:0], lazy[:0]
	return moves[:len(order)], order, lazy, some, untested
}

// scoreCaptures is scoreMoves and keepCaptures at once for a list without
// the table's move: the captures and promotions (tactical) among moves,
// only those going to to with recapturesOnly, are moved to its front in
// their order, and their order appended to order; a capture that may
// lose gets the order of one that does not, and lazy set (see losing).
func (s *searcher) scoreCaptures(moves []interp.Move, order []int32, lazy []bool, recapturesOnly bool, to interp.Square) ([]int32, []bool) {
	n := 0
	for _, m := range moves {
		if recapturesOnly && m.To != to {
			continue
		}
		gain, attacker, ok := s.tactical(m)
		if !ok {
			continue
		}
		moves[n] = m
		n++
		order = append(order, captureOrder(gain, attacker))
		lazy = append(lazy, mayLose(m, gain, attacker))
	}
	return order, lazy
}

// captureOrder is the order of a capture or promotion winning gain with a
// mover worth attacker that does not lose material: by what it wins,
// the least valuable attacker first among equal gains.
func captureOrder(gain, attacker int) int32 {
	lva := 15 - min(attacker/100, 15)
	return captureBase + int32(min(gain, 1<<18)*gainScale+lva)
}

// pickCapture is pickBest for quiescence's captures, some of them lazy
// (their losing test to come): a lazy capture is tested when it is picked
// or stands at i, and dropped if it loses, as scoreMoves' order would
// have dropped it from quiescence, keeping the others' order. The list left is then what
// pickBest would have made of the list without the losing captures: the
// same move at i and the others in the same order. It returns the lists,
// with i == len(moves) where none is left from i on.
func (s *searcher) pickCapture(moves []interp.Move, order []int32, lazy []bool, i int) ([]interp.Move, []int32, []bool) {
	for i < len(moves) {
		if lazy[i] {
			if s.losesExchange(moves[i]) {
				moves, order, lazy = dropAt(moves, order, lazy, i)
				continue
			}
			lazy[i] = false
		}
		best := i
		for j := i + 1; j < len(moves); j++ {
			if order[j] > order[best] {
				best = j
			}
		}
		if lazy[best] {
			if s.losesExchange(moves[best]) {
				moves, order, lazy = dropAt(moves, order, lazy, best)
				continue
			}
			lazy[best] = false
		}
		moves[i], moves[best] = moves[best], moves[i]
		order[i], order[best] = order[best], order[i]
		lazy[i], lazy[best] = lazy[best], lazy[i]
		break
	}
	return moves, order, lazy
}

// dropAt removes entry i of the three lists, keeping the others' order.
func dropAt(moves []interp.Move, order []int32, lazy []bool, i int) ([]interp.Move, []int32, []bool) {
	copy(moves[i:], moves[i+1:])
	copy(order[i:], order[i+1:])
	copy(lazy[i:], lazy[i+1:])
	n := len(moves) - 1
	return moves[:n], order[:n], lazy[:n]
}
