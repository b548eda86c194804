package search

import "github.com/vdl-chess/vdl/interp"

// Static exchange evaluation in the search (interp's Position.SEE): the
// values it counts are what a capture of each type gains its captor, the
// victim's value on the board and, where captures go to hand, in hand.

// initSEE fills the exchange values.
func (s *searcher) initSEE() {
	s.seeValue = seeValues(s.eval)
}

// seeValues is, by type, what taking a piece of that type gains.
func seeValues(e *Evaluator) []int {
	v := make([]int, e.n)
	for t := range v {
		v[t] = e.Values[t] + e.handGain[t]
	}
	return v
}

// see is the static exchange evaluation of m for the side to move; known
// is false where the interpreter cannot tell (see Position.SEE).
func (s *searcher) see(m interp.Move) (score int, known bool) {
	return s.p.SEE(m, s.seeValue)
}
