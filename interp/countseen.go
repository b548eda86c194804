package interp

// Which counts need countAll's marks of the squares counted (counter.seen).
// A type that may reach a square two ways (moves.multiPath) needs them in
// general; but a jumping general (a slider that also captures by jumping
// junior pieces, range-capture) is multiPath only for the shape of its
// moves: its slide along a line stops at the first piece there, its jump
// along the same line lands only past one, so the two never meet, nor do
// moves along different lines. compileCountSeen proves that square by
// square and lets such types count without the marks (countJump then
// counts a capture without land's call).

// compileCountSeen sets Game.countSeen: by colour*nTypes + type, whether
// countAll marks the squares it counts.
func (g *Game) compileCountSeen() {
	m := &g.moves
	n := g.size()
	g.countSeen = make([]bool, 2*g.nTypes)
	g.destRays = make([]bool, 2*g.nTypes)
	owner := make([]int, n) // by square: 1 + the element that reaches it
	stamp := make([]int, n) // by square: the pass that set owner
	pass := 0
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] != countAll {
				continue
			}
			if m.multiPath[t] {
				g.countSeen[i] = !g.disjointCounts(c, t, owner, stamp, &pass)
			}
			g.destRays[i] = !g.countSeen[i] && len(m.walks[i]) == 0 && !g.hasPaths(c, t)
			for wi := range m.walks[i] {
				if m.walks[i][wi].countOne == countByJump && g.jumpCells == nil {
					g.jumpCells = make([][]uint8, 2*g.nTypes)
				}
				if m.walks[i][wi].countOne == countByJump && g.jumpCells[i] == nil {
					g.jumpCells[i] = g.jumpCellsOf(c, t)
				}
			}
		}
	}
}

// disjointCounts reports whether, from every square, the rays of type t
// and colour c reach no square twice, and its walks are all jumps past
// at least one piece (countByJump) along lines that no other walk takes
// and that no ray meets but one that starts along it (whose squares are
// the line's first ones, one ray a line): then no square is counted
// twice.
func (g *Game) disjointCounts(c, t int, owner, stamp []int, pass *int) bool {
	m := &g.moves
	n := g.size()
	walks := m.walks[c*g.nTypes+t]
	for wi := range walks {
		w := &walks[wi]
		if w.countOne != countByJump || w.cond || w.legs[0].hurdles < 1 {
			return false
		}
	}
	claimed := make([]bool, len(walks))
	for s := 0; s < n; s++ {
		if g.hole[s] {
			continue
		}
		si := g.spanIndex(c, t, Square(s))
		if pp := m.pathSpan[si]; pp.lo < pp.hi {
			return false
		}
		*pass++
		now := *pass
		mark := func(sq Square, owner1 int) bool {
			if sq == Square(s) || stamp[sq] == now { // a square reached twice
				return false
			}
			stamp[sq], owner[sq] = now, owner1
			return true
		}
		// Each walk's line owns its squares; a ray's squares must be
		// free, or the first squares of one walk's line.
		for wi := range walks {
			leg := &walks[wi].legs[0]
			claimed[wi] = false
			at := Square(s)
			for k := 1; leg.max == 0 || k <= leg.max; k++ {
				if at = leg.next[at]; at < 0 {
					break
				}
				if !mark(at, 1+wi) {
					return false // the line crosses itself, the start or another
				}
			}
		}
		sp := m.raySpan[si]
		for ri := sp.lo; ri < sp.hi; ri++ {
			r := &m.rays[ri]
			owner1 := 1 + len(walks) + int(ri-sp.lo)
			if r.lo < r.hi && stamp[m.sq[r.lo]] == now {
				// Along a walk's line: its first squares, in order, and
				// the only ray there.
				wi := owner[m.sq[r.lo]] - 1
				if wi >= len(walks) || claimed[wi] {
					return false
				}
				claimed[wi] = true
				leg := &walks[wi].legs[0]
				at := Square(s)
				for k := r.lo; k < r.hi; k++ {
					if at = leg.next[at]; at != m.sq[k] {
						return false
					}
				}
				continue
			}
			for k := r.lo; k < r.hi; k++ {
				if !mark(m.sq[k], owner1) {
					return false
				}
			}
		}
	}
	return true
}

// hasPaths reports whether type t of colour c has a fixed path from some
// square.
func (g *Game) hasPaths(c, t int) bool {
	for s := 0; s < g.size(); s++ {
		if pp := g.moves.pathSpan[g.spanIndex(c, t, Square(s))]; pp.lo < pp.hi {
			return true
		}
	}
	return false
}

// Bits of Game.jumpCells.
const (
	jumpTake = 1 << iota // an enemy the piece may take
	jumpPass             // a piece junior to it, which it may jump
)

// jumpCellsOf is, by cell, what a jump of type t and colour c (countJump)
// finds there: mayCapture's and the seniority test of a piece.
func (g *Game) jumpCellsOf(c, t int) []uint8 {
	cells := make([]uint8, g.nCells())
	for cell := firstCell; cell < len(cells); cell++ {
		v := cellType(uint8(cell))
		if cellColor(uint8(cell)) != c && (!g.anyImmune || g.capturable[v*g.nTypes+t]) {
			cells[cell] |= jumpTake
		}
		if g.seniority[v] < g.seniority[t] {
			cells[cell] |= jumpPass
		}
	}
	return cells
}
