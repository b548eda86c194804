package interp

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Reverse tables for captures that are walks but need no generation: seen
// from the target, the attacker stands at the end of a line whose squares
// must meet the walk's pass condition (flying and nearest sliders), or,
// for a walk whose legs but the last have fixed lengths (bent riders,
// ski-sliders, the Griffin), those legs back from a square on such a line. Where a
// walk may end (nearest, farthest, anywhere) does not matter to a capture:
// a capture ends the walk on the first square that fails the pass
// condition, which the target does.

// revPath is a compiled fixed path (moveTables.paths) that captures on the
// square it is indexed by, made by a piece of type typ on origin.
type revPath struct {
	origin Square
	typ    int16
	path   int32
	cell   uint8 // the attacker's cell code
	// run: how many paths right after this one in its list start on the
	// same origin with the same type (at most 255), so that revAttack
	// skips them with it when that origin holds no such attacker.
	run uint8
}

// indexRevPaths indexes the capturing fixed paths of colour c by their
// destination. A type whose path crosses its own start square keeps its
// captures generated instead (the start counts as empty only while moving).
func (g *Game) indexRevPaths(at *attackTables, c int) {
	m := &g.moves
	for t, p := range g.V.Pieces {
		if !at.pathy[t] || at.generic[t] || len(p.Effects) > 0 {
			continue
		}
		hasFixed := false
		for _, mv := range p.Moves {
			hasFixed = hasFixed || (mv.Final.Capture && isFixed(mv) && (!isRay(mv) || g.bounded(t, mv)))
		}
		if !hasFixed {
			continue
		}
		var found []revPath
		crosses := false
		for s := 0; s < g.size() && !crosses; s++ {
			sp := m.pathSpan[g.spanIndex(c, t, Square(s))]
			for pi := sp.lo; pi < sp.hi; pi++ {
				pt := &m.paths[pi]
				if pt.flags&fCapture == 0 || pt.flags&fInitial != 0 || m.pathSq[pt.hi-1] == Square(s) {
					continue // a path that comes home captures nothing
				}
				for k := pt.lo; k < pt.hi-1; k++ {
					crosses = crosses || m.pathSq[k] == Square(s)
				}
				found = append(found, revPath{origin: Square(s), typ: int16(t), path: pi})
			}
		}
		if crosses {
			at.generic[t] = true
			continue
		}
		for _, rp := range found {
			pt := &m.paths[rp.path]
			dest := m.pathSq[pt.hi-1]
			rp.cell = pieceCell(t, c)
			at.revPaths[dest] = append(at.revPaths[dest], rp)
		}
	}
	for _, list := range at.revPaths {
		for i := len(list) - 2; i >= 0; i-- {
			if a, b := &list[i], &list[i+1]; a.origin == b.origin && a.typ == b.typ && b.run < 255 {
				a.run = b.run + 1
			}
		}
	}
}

// revBend is the second-leg line of two-leg walkers, seen from the target,
// with the first legs that may lead onto it.
type revBend struct {
	next []Square
	pass uint8
	maxK int
	// direct[k*nTypes+t]: a one-leg walker of type t captures from k
	// squares away along this line (no fixed legs to follow back).
	direct  []bool
	origins []revOrigin
	// cells: the piece-list indexes (pieceCell-firstCell) of the types
	// that attack along it (revUsers): while none stands, revAttack
	// passes it over.
	cells []int
	// For revBendAttack's inner loop, where every origin may turn at any
	// distance (flat != nil): flat[s*len(origins)+i] is origins[i].origin[s]
	// and flatCells[i] origins[i].cell, side by side; anyDirect: some direct
	// entry is set.
	flat      []Square
	flatCells []uint8
	anyDirect bool
}

// revUsers fills the cells of colour c's reverse lines.
func (g *Game) revUsers(at *attackTables, c int) {
	for i := range at.rev2 {
		rb := &at.rev2[i]
		rb.cells = nil
		for t := 0; t < g.nTypes; t++ {
			uses := false
			for k := 0; k <= rb.maxK && !uses; k++ {
				uses = rb.direct[k*g.nTypes+t]
			}
			for oi := range rb.origins {
				uses = uses || rb.origins[oi].typ == t
			}
			if uses {
				rb.cells = append(rb.cells, int(pieceCell(t, c)-firstCell))
			}
		}
	}
}

// cellsPresent reports whether a piece of some piece-list index of cells
// stands on the board.
func (p *Position) cellsPresent(cells []int) bool {
	for _, i := range cells {
		if p.plen[i] > 0 {
			return true
		}
	}
	return false
}

// flattenRev fills the revBend fields that serve revBendAttack's loop,
// once the reverse tables are complete.
func (g *Game) flattenRev(at *attackTables) {
	n := g.size()
	for i := range at.rev2 {
		rb := &at.rev2[i]
		rb.anyDirect = slices.Contains(rb.direct, true)
		rb.flat, rb.flatCells = nil, nil
		nO := len(rb.origins)
		if nO == 0 {
			continue
		}
		spanAll := true
		for _, o := range rb.origins {
			spanAll = spanAll && o.min2 <= 1 && o.max2 >= rb.maxK
		}
		if !spanAll {
			continue
		}
		rb.flat = make([]Square, n*nO)
		rb.flatCells = make([]uint8, nO)
		for oi, o := range rb.origins {
			rb.flatCells[oi] = o.cell
			for s := 0; s < n; s++ {
				rb.flat[s*nO+oi] = o.origin[s]
			}
		}
	}
}

// revOrigin is the fixed legs before the last one, followed back from
// the turning square (last of them first) to the attacker of type typ.
type revOrigin struct {
	prefix     []revLeg
	origin     []Square // by turning square: where the attacker would stand
	cell       uint8    // the attacker's cell code
	min2, max2 int
	typ        int
}

// revLeg is a fixed leg seen backwards: steps times along back (holes
// seen); the squares inside meet pass, the square it ends on meets end.
type revLeg struct {
	back      []Square
	steps     int
	pass, end uint8
}

// addRevBend adds a walk whose legs but the last have fixed lengths (none,
// for a one-leg walk) to the reverse tables, if it is one.
func (g *Game) addRevBend(at *attackTables, m ir.Move, t, c, maxDist int) bool {
	if m.Initial || len(m.FromRanks) > 0 || len(g.V.Pieces[t].Effects) > 0 {
		return false
	}
	o := g.orient[c]
	b := m.Legs[len(m.Legs)-1]
	var prefix []revLeg
	for i := len(m.Legs) - 2; i >= 0; i-- {
		a := m.Legs[i]
		if a.Max == 0 || a.Min != a.Max || (a.Extent != "" && a.Extent != ir.Anywhere) {
			return false
		}
		pass, end, err := legReqs(a)
		if err != nil {
			return false
		}
		prefix = append(prefix, revLeg{back: g.stepTable(-a.DX*o.x, -a.DY*o.y, true), steps: a.Max, pass: pass, end: end})
	}
	pass2, err := occupancyReq(b.Pass)
	if err != nil {
		return false
	}
	// Holes are seen, as the walker sees them: a leg may start on one
	// (a jumping slider's first leap lands on a hole and slides on), and
	// one whose squares may be anything passes them.
	next := g.stepTable(-b.DX*o.x, -b.DY*o.y, true)
	var rb *revBend
	for i := range at.rev2 {
		if &at.rev2[i].next[0] == &next[0] && at.rev2[i].pass == pass2 {
			rb = &at.rev2[i]
		}
	}
	if rb == nil {
		at.rev2 = append(at.rev2, revBend{next: next, pass: pass2, direct: make([]bool, (maxDist+1)*g.nTypes)})
		rb = &at.rev2[len(at.rev2)-1]
	}
	hi := g.legMax(b)
	if hi == 0 || hi > maxDist {
		hi = maxDist
	}
	if hi > rb.maxK {
		rb.maxK = hi
	}
	if len(prefix) == 0 {
		for k := b.Min; k <= hi; k++ {
			rb.direct[k*g.nTypes+t] = true
		}
		return true
	}
	ro := revOrigin{prefix: prefix, min2: b.Min, max2: hi, typ: t, cell: pieceCell(t, c), origin: make([]Square, g.size())}
	for s := range ro.origin {
		a := Square(s)
		for _, l := range prefix {
			for j := 0; j < l.steps && a >= 0; j++ {
				a = l.back[a]
			}
		}
		ro.origin[s] = a
	}
	rb.origins = append(rb.origins, ro)
	return true
}

// revAttack reports whether a fixed path or a walker of colour c
// captures on t.
func (p *Position) revAttack(t Square, c int) bool {
	at := &p.g.attacks[c]
	if p.revPathAttack(t, c) {
		return true
	}
	for i := range at.rev2 {
		if rb := &at.rev2[i]; p.cellsPresent(rb.cells) && p.revBendAttack(rb, t, c) {
			return true
		}
	}
	return false
}

// revPathAttack reports whether a fixed path of colour c captures on t.
func (p *Position) revPathAttack(t Square, c int) bool {
	rps := p.g.attacks[c].revPaths[t]
	for i := 0; i < len(rps); i++ {
		rp := &rps[i]
		if p.board[rp.origin] != rp.cell {
			i += int(rp.run) // no attacker there for the paths after it from there
			continue
		}
		if p.pathOpen(&p.g.moves.paths[rp.path], c) {
			return true
		}
	}
	return false
}

// revBendAttack reports whether a walker of colour c captures on t along
// the reverse line rb.
func (p *Position) revBendAttack(rb *revBend, t Square, c int) bool {
	nT := p.g.nTypes
	s := t
	for k := 1; k <= rb.maxK; k++ {
		if s = rb.next[s]; s < 0 {
			break
		}
		cell := p.board[s]
		if rb.anyDirect && cell >= firstCell && cellColor(cell) == c && rb.direct[k*nT+cellType(cell)] {
			return true
		}
		if rb.flat != nil {
			nO := len(rb.flatCells)
			row := rb.flat[int(s)*nO : int(s)*nO+nO]
			for oi, a := range row {
				// originAttacks' first test, as below.
				if a >= 0 && p.board[a] == rb.flatCells[oi] && p.originAttacks(&rb.origins[oi], s, c) {
					return true
				}
			}
			if rb.pass == reqEmpty {
				if cell != cellEmpty {
					break
				}
			} else if !meets(cell, rb.pass, c) {
				break
			}
			continue
		}
		for oi := range rb.origins {
			o := &rb.origins[oi]
			if k < o.min2 || k > o.max2 {
				continue
			}
			// originAttacks' first test, without the call: most
			// turning squares have no attacker where it would stand.
			if a := o.origin[s]; a < 0 || p.board[a] != o.cell {
				continue
			}
			if p.originAttacks(o, s, c) {
				return true
			}
		}
		if !meets(cell, rb.pass, c) {
			break
		}
	}
	return false
}

// originAttacks follows the fixed legs back from the turning square s,
// checking what each leg passes and ends on, to the attacker.
func (p *Position) originAttacks(o *revOrigin, s Square, c int) bool {
	if a := o.origin[s]; a < 0 || p.board[a] != o.cell {
		return false // the usual case, found without walking
	}
	for li := range o.prefix {
		l := &o.prefix[li]
		if !meets(p.board[s], l.end, c) {
			return false
		}
		for j := 1; j <= l.steps; j++ {
			if s = l.back[s]; s < 0 {
				return false
			}
			if j < l.steps && !meets(p.board[s], l.pass, c) {
				return false
			}
		}
	}
	cell := p.board[s]
	return cell >= firstCell && cellColor(cell) == c && cellType(cell) == o.typ
}
