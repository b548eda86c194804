package interp

// MoveCount's cache on large boards. The search's evaluation counts the
// moves of every piece of both sides in every position it scores; on a
// 12x12 to 16x16 board of long-range pieces that walks thousands of
// squares, though a move changes the count of few pieces: those whose
// moves pass over or land on a square it changed. The cache keeps, by
// square, the count of the piece there as of the board it last saw; when
// the position has changed (its hash), the squares whose contents differ
// are found, and a count is dropped where its piece stood on one or could
// ever reach one (mobReach: every square any of its moves could touch,
// whatever stands on the board). Counts read nothing but the board then:
// the cache serves only games whose counted pieces have no moves for
// unmoved pieces alone and whose promotions ask no piece counts (limits,
// if-present); others count every time.

// minMobCacheSquares is the smallest board the cache serves: on smaller
// boards the count costs about what keeping the cache would.
const minMobCacheSquares = 100

// maxMobDirty is how many changed squares the cache sorts out one by one;
// past it every count is dropped.
const maxMobDirty = 24

// mobCache is a Position's MoveCount cache.
type mobCache struct {
	hash  uint64
	board []uint8  // the board the counts are of
	count []int32  // by square: the piece's count (MoveCount), -1 unknown
	dest  []int32  // by square: DestinationCount's, -1 unknown
	dirty []Square // the squares changed at the last sync
}

// compileMobReach fills Game.mobReach where the cache applies.
func (g *Game) compileMobReach() {
	n := g.size()
	if n < minMobCacheSquares {
		return
	}
	for _, z := range g.promo {
		for i := range z {
			if len(z[i].ifPresent) > 0 || len(z[i].ifAbsent) > 0 || slicesAny(z[i].limits) {
				return
			}
		}
	}
	m := &g.moves
	reach := make([][]uint64, 2*g.nTypes)
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] == countNone {
				continue
			}
			bits := make([]uint64, (n*n+63)/64)
			for from := 0; from < n; from++ {
				if g.hole[from] {
					continue
				}
				base := from * n
				set := func(s Square) { bits[(base+int(s))/64] |= 1 << ((base + int(s)) % 64) }
				si := g.spanIndex(c, t, Square(from))
				sp := m.raySpan[si]
				for ri := sp.lo; ri < sp.hi; ri++ {
					r := &m.rays[ri]
					if r.flags&fInitial != 0 {
						return
					}
					for k := r.lo; k < r.hi; k++ {
						set(m.sq[k])
					}
				}
				pp := m.pathSpan[si]
				for pi := pp.lo; pi < pp.hi; pi++ {
					pt := &m.paths[pi]
					if pt.flags&fInitial != 0 {
						return
					}
					for k := pt.lo; k < pt.hi; k++ {
						set(m.pathSq[k])
					}
				}
				for wi := range m.walks[i] {
					w := &m.walks[i][wi]
					if w.flags&fInitial != 0 {
						return
					}
					if w.hops != nil {
						hs := w.hops[from]
						for k := hs.lo; k < hs.hi; k++ {
							set(m.sq[k])
						}
						continue
					}
					markWalkAll(set, Square(from), w.legs, n)
				}
			}
			reach[i] = bits
		}
	}
	g.mobReach = reach
}

func slicesAny(limits []int) bool {
	for _, l := range limits {
		if l >= 0 {
			return true
		}
	}
	return false
}

// markWalkAll sets every square the legs may pass over or end on from s0,
// whatever stands there (at most n steps a leg: a line round a joined
// board comes back).
func markWalkAll(set func(Square), s0 Square, legs []walkLeg, n int) {
	leg := &legs[0]
	s := s0
	for k := 1; (leg.max == 0 || k <= leg.max) && k <= n; k++ {
		s = leg.next[s]
		if s < 0 {
			return
		}
		set(s)
		if len(legs) > 1 && k >= leg.min {
			markWalkAll(set, s, legs[1:], n)
		}
	}
}

// cachedCount is countBy through the cache: MoveCount with choices,
// DestinationCount without.
func (p *Position) cachedCount(s Square, choices bool) (int, bool) {
	cell := p.board[s]
	if cell < firstCell || p.g.countKind[cellColor(cell)*p.g.nTypes+cellType(cell)] == countNone {
		return 0, false
	}
	mc := &p.mob
	if mc.board == nil {
		mc.board = append([]uint8(nil), p.board...)
		mc.count = make([]int32, len(p.board))
		mc.dest = make([]int32, len(p.board))
		mc.drop()
		mc.hash = p.hash
	} else if mc.hash != p.hash {
		p.syncMob()
	}
	counts := mc.dest
	if choices {
		counts = mc.count
	}
	if v := counts[s]; v >= 0 {
		return int(v), true
	}
	n, _ := p.countBy(s, choices)
	counts[s] = int32(n)
	return n, true
}

// drop forgets every count.
func (mc *mobCache) drop() {
	for i := range mc.count {
		mc.count[i], mc.dest[i] = -1, -1
	}
}

// syncMob brings the cache to the board: the counts of pieces on a
// changed square, or that could reach one, are dropped.
func (p *Position) syncMob() {
	mc := &p.mob
	g := p.g
	mc.hash = p.hash
	mc.dirty = mc.dirty[:0]
	for s, cell := range p.board {
		if mc.board[s] != cell {
			mc.board[s] = cell
			mc.dirty = append(mc.dirty, Square(s))
		}
	}
	if len(mc.dirty) == 0 {
		return
	}
	if len(mc.dirty) > maxMobDirty {
		mc.drop()
		return
	}
	for _, d := range mc.dirty {
		mc.count[d], mc.dest[d] = -1, -1
	}
	n := g.size()
	for s, v := range mc.count {
		if v < 0 && mc.dest[s] < 0 {
			continue
		}
		cell := p.board[s]
		reach := g.mobReach[cellColor(cell)*g.nTypes+cellType(cell)]
		base := s * n
		for _, d := range mc.dirty {
			if b := base + int(d); reach[b/64]&(1<<(b%64)) != 0 {
				mc.count[s], mc.dest[s] = -1, -1
				break
			}
		}
	}
}
