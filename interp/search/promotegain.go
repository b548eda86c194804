package search

// Which promoting pieces are pawns. The evaluation leaves pawns out of the
// game phase and the mobility count: a chess pawn, which promotes to a
// queen, is a pawn, but in shogi nearly every piece promotes (a rook to a
// dragon, a silver to a gold) and the rooks and bishops are its strongest
// pieces, whose mobility counts and whose presence makes the middlegame.
// A promoting type is a pawn when its best promotion at least doubles its
// value.

// promotionGain is the most a piece of type t gains in value by
// promoting, by a promotion's choices or its map; 0 if it never gains.
func (e *Evaluator) promotionGain(t int) int {
	gain := 0
	for _, z := range e.g.V.Rules.Promotions {
		if containsInt(z.Pieces, t) {
			for _, ch := range z.Choices {
				gain = max(gain, e.Values[ch]-e.Values[t])
			}
		}
		for _, pr := range z.Map {
			if pr.From == t {
				gain = max(gain, e.Values[pr.To]-e.Values[t])
			}
		}
	}
	return gain
}

// pawnLike reports whether type t is a pawn: it promotes (for either
// side) and promoting at least doubles its value.
func (e *Evaluator) pawnLike(t int) bool {
	g := e.g
	if !g.Promotes(0, t) && !g.Promotes(1, t) {
		return false
	}
	return e.promotionGain(t) >= e.Values[t]
}
