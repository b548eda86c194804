package search

// Pieces in hand, in games whose captures go to the captor's hand (shogi
// and its family, crazyhouse): a capture there swings the material twice,
// the victim leaving the board and coming back into the captor's hand, and
// a piece in hand may come down on nearly any empty square, which might
// make it worth more than the same piece standing on the board.

// handBonus is the percentage a piece in hand is worth above its board
// value, in games with drops: the scalar hand_bonus's default. 0: with
// 10, the engine scored 0.450 over 60 games of shogi at 50 ms a move
// against the same engine without it.
const handBonus = 0

// handTerms fills the values of pieces in hand (handValue, by type) and
// what a capture adds to the captor's hand (handGain, by the victim's
// type: the value in hand of the type it goes to hand as; 0 where
// captures go to no hand).
func (e *Evaluator) handTerms() {
	e.handValue = make([]int, e.n)
	e.handGain = make([]int, e.n)
	if !e.drops {
		copy(e.handValue, e.Values)
		return
	}
	for t := 0; t < e.n; t++ {
		e.handValue[t] = e.Values[t] * (100 + e.sc[scHandBonus]) / 100
	}
	for t := 0; t < e.n; t++ {
		if a := e.g.CapturedToHand(t); a >= 0 {
			e.handGain[t] = e.handValue[a]
		}
	}
}
