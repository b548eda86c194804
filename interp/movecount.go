package interp

// MoveCount is how many moves PieceMoves gives the piece on s, counted
// without making them: the destinations of its lines and leaps, fixed
// multi-leg paths (lame leapers, two-step pieces) and walks (hoppers,
// ski-sliders, bent riders, pieces that stop on the nearest or farthest
// square, pieces that pass over friends), each counted once where two
// ways reach it, a landing where the piece may promote counted as the
// moves its promotion choices make. ok is false for an empty square, for
// a piece some move of which takes en passant, carries a condition or a
// right of its own, captures on the way or by an effect, swaps, leaves
// the board or relays, and in a variant with landing rules; the caller then
// generates its moves. The search's evaluation counts every piece's
// moves in every position it scores, so the count must cost little more
// than walking the squares.
func (p *Position) MoveCount(s Square) (n int, ok bool) {
	if p.g.mobCached {
		return p.cachedCount(s, true)
	}
	return p.countBy(s, true, nil)
}

// countBy is MoveCount, a landing where the piece may promote counted as
// its promotion's choices (choices) or once (DestinationCount). Where read
// is not nil, every square whose contents the count read is marked in it
// (a bit a square; the cache's test of which counts a move may change).
func (p *Position) countBy(s Square, choices bool, read []uint64) (n int, ok bool) {
	cell := p.board[s]
	if cell < firstCell {
		return 0, false
	}
	g := p.g
	t, c := cellType(cell), cellColor(cell)
	kind := g.countKind[c*g.nTypes+t]
	if kind == countNone {
		return 0, false
	}
	if !choices && g.destRays[c*g.nTypes+t] {
		// Counted by countAll only for its promotions, which a
		// destination count leaves out: its rays, in the loop below.
		kind = countRays
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
				if read != nil {
					markRead(read, m.sq[k])
				}
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
	return p.countAll(s, si, t, c, virgin, choices, read), true
}

// markRead marks square s in the read set read.
func markRead(read []uint64, s Square) {
	read[s>>6] |= 1 << (s & 63)
}
