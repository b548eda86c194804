package interp

// MoveCountZone is MoveCount that also tells how many of the counted
// destinations lie in zone (by square): how many squares of an enemy
// royal's surroundings the piece reaches, for the evaluation's king
// danger, counted in the same walk. ok is false where MoveCount's is.
func (p *Position) MoveCountZone(s Square, zone []bool) (n, hits int, ok bool) {
	cell := p.board[s]
	if cell < firstCell {
		return 0, 0, false
	}
	g := p.g
	t, c := cellType(cell), cellColor(cell)
	kind := g.countKind[c*g.nTypes+t]
	if kind == countNone {
		return 0, 0, false
	}
	m := &g.moves
	si := g.spanIndex(c, t, s)
	virgin := p.virgin[s]
	if kind == countRays {
		sp := m.raySpan[si]
		for ri := sp.lo; ri < sp.hi; ri++ {
			r := &m.rays[ri]
			if r.flags&fInitial != 0 && !virgin {
				continue
			}
			for k := r.lo; k < r.hi; k++ {
				to := m.sq[k]
				cl := p.board[to]
				if cl == cellEmpty {
					if k-r.lo >= r.min && r.flags&fMove != 0 {
						n++
						if zone[to] {
							hits++
						}
					}
					continue
				}
				if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cl) != c && p.mayCapture(to, t) {
					n++
					if zone[to] {
						hits++
					}
				}
				break
			}
		}
		return n, hits, true
	}
	ct := counter{target: NoSquare, zone: zone}
	if m.multiPath[t] {
		ct.seen, ct.stamp = p.squareStamp()
	}
	n = p.countMoves(s, si, t, c, virgin, &ct)
	return n, ct.hits, true
}
