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

// Exchange pruning, as in Stockfish: within seeDepth plies of the
// horizon, off the principal variation, a quiet move whose exchange loses
// more than seeQuietMargin a ply, or a losing capture (one ordered
// late, see losing) whose exchange loses more than seeCaptureMargin the
// depth's square, is not searched.
const (
	seeDepth         = 6
	seeQuietMargin   = 60
	seeCaptureMargin = 20
)

// seeLoses reports whether m, of order o in a node at depth, loses too
// much by exchange to be searched (see seeDepth).
func (s *searcher) seeLoses(m interp.Move, o int32, depth int) bool {
	if depth > seeDepth || o >= captureBase {
		return false
	}
	limit := -seeQuietMargin * depth
	if o >= badCaptureOrder && o < killerOrder {
		limit = -seeCaptureMargin * depth * depth
	}
	// An exchange loses at most the mover (less what it takes): where
	// that is within the limit, no exchange need be worked out.
	t := m.DropType()
	if t < 0 {
		t, _, _ = s.p.PieceAt(m.From)
	}
	if !s.g.IsRoyal(t) && s.seeValue[t] <= -limit {
		return false
	}
	v, known := s.see(m)
	return known && v < limit
}
