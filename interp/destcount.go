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
		// A count the cache holds for this board (the evaluation asks
		// every piece's, most of them unchanged), without the call.
		if mc := &p.mob; mc.hash == p.hash && mc.dest != nil {
			if v := mc.dest[s]; v >= 0 {
				return int(v), true
			}
		}
		return p.cachedCount(s, false)
	}
	return p.countBy(s, false, nil)
}
