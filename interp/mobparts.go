package interp

import "math/bits"

// DestinationCount's cache by part. A count the cache drops (its piece
// read a square a move changed) is mostly of a piece one line or two of
// which met the change: a Monkey passing its friends in eight directions,
// a flying queen's or a Wonder's lines and leaps. For the types whose
// moves are rays and one-leg walks counted each on its own (no fixed
// paths, no square reached two ways, no lift), the cache keeps, by
// square, each part's count (a ray, a walk) and how many squares it read
// (a prefix of the part's line); where the piece's count is dropped, its
// square stays in the cache's has set and collects the changed squares
// (stale), and the recount walks again only the parts whose squares read
// include one of them. The square's read set stays the union of every
// part's reads, those of earlier walks of a part included (a superset,
// which drops a count more often than needed, never less).

// compileMobParts sets Game.mobParts and mobUnits where the cache serves.
func (g *Game) compileMobParts() {
	if !g.mobCached {
		return
	}
	m := &g.moves
	n := g.size()
	g.mobParts = make([]bool, 2*g.nTypes)
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] == countNone || m.multiPath[t] || m.lift[t] {
				continue
			}
			ok := true
			for wi := range m.walks[i] {
				switch m.walks[i][wi].countOne {
				case countByHop, countByLeapSlide, countBySlide, countByLastLeg:
				default:
					ok = false
				}
			}
			units := 0
			for from := 0; from < n && ok; from++ {
				si := g.spanIndex(c, t, Square(from))
				if pp := m.pathSpan[si]; pp.lo < pp.hi {
					ok = false
				}
				sp := m.raySpan[si]
				units = max(units, int(sp.hi-sp.lo)+len(m.walks[i]))
			}
			if ok && units > 0 && units <= 64 {
				g.mobParts[i] = true
				g.mobUnits = max(g.mobUnits, units)
			}
		}
	}
}

// countUnit is the count of part j of the piece of type t and colour c
// on from (span index si): its ray j, or past its rays its walk
// j-rays, as countMoves counts it with a plain counter (every
// destination once, no promotion's choices).
func (p *Position) countUnit(from Square, si, t, c, j int, ct *counter) int {
	m := &p.g.moves
	sp := m.raySpan[si]
	if ri := int(sp.lo) + j; ri < int(sp.hi) {
		r := &m.rays[ri]
		n := 0
		for k := r.lo; k < r.hi; k++ {
			to := m.sq[k]
			ct.mark(to)
			cl := p.board[to]
			if cl == cellEmpty {
				if k-r.lo >= r.min && r.flags&fMove != 0 {
					n++
				}
				continue
			}
			if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cl) != c && p.mayCapture(to, t) {
				n++
			}
			break
		}
		return n
	}
	w := &m.walks[c*p.g.nTypes+t][j-int(sp.hi-sp.lo)]
	if w.cond && (w.flags&fInitial != 0 && !p.virgin[from] || w.from != nil && !w.from[from]) {
		return 0
	}
	switch w.countOne {
	case countByHop:
		return p.countHop(from, w, t, c, ct)
	case countByLeapSlide:
		if s := w.legs[0].next[from]; s >= 0 {
			ct.mark(s)
			if w.firstOK[p.board[s]] {
				return p.countSlide(s, w, &w.legs[1], t, c, ct)
			}
		}
		return 0
	case countBySlide:
		return p.countSlide(from, w, &w.legs[0], t, c, ct)
	}
	return p.countLastLeg(from, w, &w.legs[0], t, c, ct)
}

// partCount is DestinationCount of the piece of type t and colour c on
// s (a mobParts type) through the cache's parts: every part counted
// where the square holds none (fresh), else only those whose reads meet
// a square changed since (stale). read is the square's read set.
func (p *Position) partCount(s Square, t, c int, read []uint64, fresh bool) int {
	g := p.g
	mc := &p.mob
	si := g.spanIndex(c, t, s)
	sp := g.moves.raySpan[si]
	units := int(sp.hi-sp.lo) + len(g.moves.walks[c*g.nTypes+t])
	words, nu := mc.words, g.mobUnits
	counts := mc.part[int(s)*nu:][:units]
	// partRead by square, then word, then part (rows of units, packed:
	// the square's parts' reads lie in units*words words): a word's test
	// of every part is one pass over a row.
	reads := mc.partRead[int(s)*words*nu:][:words*units]
	stale := mc.stale[int(s)*words:][:words]
	n := int(mc.partSum[s])
	var hit uint64 // the parts to count again
	if fresh {
		hit = 1<<units - 1 // units <= 64
		n = 0
	} else {
		for k, m := range stale {
			if m == 0 {
				continue
			}
			for j, r := range reads[k*units:][:units] {
				x := r & m
				hit |= (x | -x) >> 63 << j // without a branch: most parts miss
			}
		}
	}
	clear(stale)
	ct := counter{target: NoSquare, read: mc.scratch}
	ok := true
	for hit != 0 {
		j := bits.TrailingZeros64(hit)
		hit &= hit - 1
		if !fresh {
			n -= int(counts[j])
		}
		clear(ct.read)
		k := p.countUnit(s, si, t, c, j, &ct)
		for i, w := range ct.read {
			reads[i*units+j] = w
			read[i] |= w
		}
		if k > 255 {
			ok = false
		}
		counts[j] = uint8(k)
		n += k
	}
	mc.partSum[s] = int32(n)
	mc.parts[s] = ok
	return n
}
