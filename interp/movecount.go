package interp

// MoveCount is how many moves PieceMoves gives the piece on s, counted
// without making them, for a piece whose moves from s are lines, leaps,
// fixed paths (a leap blocked at its leg) and plain hops (the cannon's
// capture) that neither promote, take en passant, nor carry a condition
// of their own, in a variant without landing rules; ok is false for any
// other piece (and an empty square), whose moves the caller then
// generates. The search's evaluation counts every piece's moves in every
// position it scores, so the count must cost little more than walking
// the rays.
func (p *Position) MoveCount(s Square) (n int, ok bool) {
	cell := p.board[s]
	if cell < firstCell {
		return 0, false
	}
	g := p.g
	t, c := cellType(cell), cellColor(cell)
	m := &g.moves
	si := g.spanIndex(c, t, s)
	pp := m.pathSpan[si]
	walks := m.walks[c*g.nTypes+t]
	if g.exits[t] != nil || m.multiPath[t] || g.promoTouch[c][t] != nil || g.landOnly[c] != nil ||
		(pp.lo != pp.hi || len(walks) > 0) && (m.lift[t] || g.chainer != nil && g.chainer[t]) {
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
	for pi := pp.lo; pi < pp.hi; pi++ {
		pt := &m.paths[pi]
		if pt.extra >= 0 || pt.flags&fEnPassant != 0 {
			return 0, false
		}
		if pt.flags&fInitial != 0 && !virgin || !p.pathOpen(pt, c) {
			continue
		}
		// addFinal's moves
		to := m.pathSq[pt.hi-1]
		if cl := p.board[to]; cl == cellEmpty {
			if pt.flags&fMove != 0 {
				n++
			}
		} else if pt.flags&fCapture != 0 && cl != cellHole && cellColor(cl) != c && p.mayCapture(to, t) {
			n++
		}
	}
	for wi := range walks {
		w := &walks[wi]
		if w.hops == nil || w.extra >= 0 || w.from != nil || w.relay != nil || w.inCheck ||
			w.flags&(fNotInCheck|fEnPassant|fSetsEP|fLocust) != 0 {
			return 0, false
		}
		if w.flags&fInitial != 0 && !virgin {
			continue
		}
		n += p.hopCount(s, w)
	}
	return n, true
}

// hopCount is how many moves genHop makes of the plain hopper w from
// from, whose moves neither promote nor carry anything extra.
func (p *Position) hopCount(from Square, w *walk) int {
	m := &p.g.moves
	sp := w.hops[from]
	k := sp.lo
	for k < sp.hi && p.board[m.sq[k]] == cellEmpty {
		k++
	}
	if k >= sp.hi-1 {
		return 0
	}
	hurdle := p.board[m.sq[k]]
	if hurdle == cellHole {
		return 0
	}
	if ban := w.legs[0].endBan; ban != nil && ban[cellType(hurdle)] {
		return 0
	}
	n := 0
	t, c := cellType(p.board[from]), cellColor(p.board[from])
	for k++; k < sp.hi; k++ {
		to := m.sq[k]
		cell := p.board[to]
		if cell == cellEmpty {
			if w.flags&fMove != 0 {
				n++
			}
			if w.grass {
				break
			}
			continue
		}
		if w.flags&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(to, t) {
			n++
		}
		break
	}
	return n
}
