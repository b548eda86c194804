package interp

import "github.com/vdl-chess/vdl/interp/ir"

// Bent sliders seen from their attacker: a capture that slides one way,
// turns on a square and slides on another way (Cashew Shogi's Goblin and
// Hook Mover, Macadamia's Capricorner) has no line to be found along from
// its target, and its piece's captures were generated for every attack
// test. On a board whose steps are plain coordinate offsets, the walk
// from attacker a to target t along vectors v0 then v1 turns on the one
// square a + i·v0 with a + i·v0 + j·v1 = t, if there are whole i and j
// in the legs' ranges: a table by the offset t - a gives them, and the
// test walks that one path. A type whose every capture is a line's, a
// hopper's, a reverse walker's (revattack.go) or such a bent slide is
// tested so (attackTables.bent) instead of generating its captures.

// bentMove is one bent capture of a type and colour.
type bentMove struct {
	next0, next1 []Square // the first and last legs' step tables, holes included
	pass0, end0  uint8
	pass1        uint8
	fixed        []bentLeg // the legs between, each of one length
	// ij by offset index (bentIndex): i<<16 | j, the legs' lengths that
	// reach that offset, or -1 where none does.
	ij []int32
}

// bentLeg is a leg of one length between a bent move's two slides (the
// Bifurcator's step back before it turns).
type bentLeg struct {
	next      []Square
	steps     int
	pass, end uint8
	dx, dy    int // its vector, oriented
}

// bentIndex is the index of the offset (dx, dy) into bentMove.ij.
func (g *Game) bentIndex(dx, dy int) int {
	return (dx+g.files-1)*(2*g.ranks-1) + dy + g.ranks - 1
}

// bentOf is m, a capture of colour c, as a bentMove, if it is one: two
// slides along vectors that are not parallel, with legs of one length
// between them (none for most), plain legs (no ring direction, level,
// hurdle, kill or seniority, ending anywhere), on a board where every
// vector steps as a plain offset.
func (g *Game) bentOf(m ir.Move, c int) (bentMove, bool) {
	if len(m.Legs) < 2 || m.Becomes != nil || m.Chain || m.Swap || m.InCheck || !m.Final.Capture {
		return bentMove{}, false
	}
	o := g.orient[c]
	for _, l := range m.Legs {
		if l.Dir != "" || l.DZ != 0 || l.MinHurdles != 0 || l.Kill || l.Round || l.Min < 1 ||
			l.Extent != "" && l.Extent != ir.Anywhere || l.Pass == ir.Junior || l.End == ir.Junior {
			return bentMove{}, false
		}
	}
	l0, l1 := m.Legs[0], m.Legs[len(m.Legs)-1]
	v0x, v0y, v1x, v1y := l0.DX*o.x, l0.DY*o.y, l1.DX*o.x, l1.DY*o.y
	var fixed []bentLeg
	cx, cy := 0, 0 // the fixed legs' offset
	for _, l := range m.Legs[1 : len(m.Legs)-1] {
		if l.Max == 0 || l.Min != l.Max {
			return bentMove{}, false
		}
		pass, end, err := legReqs(l)
		if err != nil {
			return bentMove{}, false
		}
		bl := bentLeg{next: g.legTable(l, o, true), steps: l.Max, pass: pass, end: end, dx: l.DX * o.x, dy: l.DY * o.y}
		fixed = append(fixed, bl)
		cx, cy = cx+bl.steps*bl.dx, cy+bl.steps*bl.dy
	}
	det := v0x*v1y - v0y*v1x
	if det == 0 {
		return bentMove{}, false
	}
	pass0, end0, err := legReqs(l0)
	if err != nil {
		return bentMove{}, false
	}
	pass1, err := occupancyReq(l1.Pass)
	if err != nil {
		return bentMove{}, false
	}
	b := bentMove{next0: g.legTable(l0, o, true), next1: g.legTable(l1, o, true), pass0: pass0, end0: end0, pass1: pass1, fixed: fixed}
	for s := 0; s < g.size(); s++ {
		f, r := g.fileOf(Square(s)), g.rankOf(Square(s))
		if b.next0[s] != g.square(f+v0x, r+v0y) || b.next1[s] != g.square(f+v1x, r+v1y) {
			return bentMove{}, false // a joined edge, a ring: not plain offsets
		}
		for _, l := range fixed {
			if l.next[s] != g.square(f+l.dx, r+l.dy) {
				return bentMove{}, false
			}
		}
	}
	b.ij = make([]int32, (2*g.files-1)*(2*g.ranks-1))
	for dx := -(g.files - 1); dx < g.files; dx++ {
		for dy := -(g.ranks - 1); dy < g.ranks; dy++ {
			idx := g.bentIndex(dx, dy)
			b.ij[idx] = -1
			ex, ey := dx-cx, dy-cy // what the two slides make
			in, jn := ex*v1y-ey*v1x, v0x*ey-v0y*ex
			if in%det != 0 || jn%det != 0 {
				continue
			}
			i, j := in/det, jn/det
			if i < l0.Min || l0.Max > 0 && i > l0.Max || j < l1.Min || l1.Max > 0 && j > l1.Max || i >= 1<<15 || j >= 1<<16 {
				continue
			}
			b.ij[idx] = int32(i<<16 | j)
		}
	}
	return b, true
}

// bentAttacks reports whether a piece of colour c on a, whose captures
// that no line or reverse table finds are the bent moves bents, captures
// on t (which holds an enemy of c).
func (p *Position) bentAttacks(bents []bentMove, a, t Square, c int) bool {
	g := p.g
	off := g.bentIndex(g.fileOf(t)-g.fileOf(a), g.rankOf(t)-g.rankOf(a))
	for bi := range bents {
		b := &bents[bi]
		if ij := b.ij[off]; ij >= 0 && p.bentOpen(b, a, int(ij>>16), int(ij&0xffff), c) {
			return true
		}
	}
	return false
}

// bentOpen reports whether b's path from a, i steps, the fixed legs, then
// j steps, is open: the squares inside each leg meet its pass
// requirement, the square where a leg but the last ends its end
// requirement. The attacker's own square counts as empty, as for the
// walker, which leaves it as it moves (the Bifurcator next to a friend
// steps back onto it).
func (p *Position) bentOpen(b *bentMove, a Square, i, j, c int) bool {
	s := a
	for k := 1; k < i; k++ {
		if s = b.next0[s]; s < 0 || !meets(p.cellLifted(s, a), b.pass0, c) {
			return false
		}
	}
	if s = b.next0[s]; s < 0 || !meets(p.cellLifted(s, a), b.end0, c) {
		return false
	}
	for li := range b.fixed {
		l := &b.fixed[li]
		for k := 1; k <= l.steps; k++ {
			if s = l.next[s]; s < 0 {
				return false
			}
			req := l.pass
			if k == l.steps {
				req = l.end
			}
			if !meets(p.cellLifted(s, a), req, c) {
				return false
			}
		}
	}
	for k := 1; k < j; k++ {
		if s = b.next1[s]; s < 0 || !meets(p.cellLifted(s, a), b.pass1, c) {
			return false
		}
	}
	return true
}

// cellLifted is the cell on s, empty if s is the square lifted.
func (p *Position) cellLifted(s, lifted Square) uint8 {
	if s == lifted {
		return cellEmpty
	}
	return p.board[s]
}
