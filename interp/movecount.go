package interp

// MoveCount is how many moves PieceMoves gives the piece on s, counted
// without making them, for a piece whose moves from s are all lines and
// leaps (single-leg rays) that neither promote, take en passant, nor
// carry a condition of their own, in a variant without landing rules; ok
// is false for any other piece (and
// an empty square), whose moves the caller then generates. The search's
// evaluation counts every piece's moves in every position it scores, so
// the count must cost little more than walking the rays.
func (p *Position) MoveCount(s Square) (n int, ok bool) {
	cell := p.board[s]
	if cell < firstCell {
		return 0, false
	}
	g := p.g
	t, c := cellType(cell), cellColor(cell)
	m := &g.moves
	si := g.spanIndex(c, t, s)
	if g.exits[t] != nil || m.multiPath[t] || g.promoTouch[c][t] != nil || g.landOnly[c] != nil ||
		m.pathSpan[si].lo != m.pathSpan[si].hi || len(m.walks[c*g.nTypes+t]) > 0 {
		return 0, false
	}
	virgin := p.virgin[s]
	sp := m.raySpan[si]
	for ri := sp.lo; ri < sp.hi; ri++ {
		r := &m.rays[ri]
		if r.extra >= 0 || r.flags&(fEnPassant|fSetsEP) != 0 {
			return 0, false
		}
		if r.flags&fInitial != 0 && !virgin {
			continue
		}
		for k := r.lo; k < r.hi; k++ {
			cl := p.board[m.sq[k]]
			if cl == cellEmpty {
				if k-r.lo >= r.min && r.flags&fMove != 0 {
					n++
				}
				continue
			}
			if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cl) != c && p.mayCapture(m.sq[k], t) {
				n++
			}
			break
		}
	}
	return n, true
}
