package interp

// DestinationCount is how many squares the piece on s can move to, counted
// as MoveCount counts (without making its moves), but where a move may
// promote, its destination counts once, whatever the promotion's choices
// (a shogi rook's move into its zone is two moves, promoting or not, and
// one destination). It is the count the evaluation's mobility wants for
// promoting pieces, whose averages measure distinct destinations. A
// move that may not be made for want of a promotion allowed (every
// choice at its limit) is counted all the same. ok is false where
// MoveCount's is.
func (p *Position) DestinationCount(s Square) (n int, ok bool) {
	if p.g.mobCached {
		return p.cachedCount(s, false)
	}
	return p.countBy(s, false, nil)
}
