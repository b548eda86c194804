package interp

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// attackLine is one line along which pieces attack a square, seen from the
// target: walk next[] outward to the first piece and ask whether its type
// captures from that distance (can), or, past one hurdle, as a cannon or
// a grasshopper.
type attackLine struct {
	next   []Square
	maxK   int
	can    []bool // k*nCells + cell code: a piece of the table's colour attacks from distance k
	cannon []bool // by type: captures over one hurdle at any distance
	grass  []bool // by type: captures landing right behind a hurdle
	hop    bool
	// hopBan[hopper*nTypes+hurdle]: the hopper may not hop over the
	// hurdle's type (Piece.CannotHop); nil when no piece has such a ban.
	hopBan []bool
}

// lineAttacks reports whether the first piece along ln outward from t
// attacks t (ln.can), or a hopper of colour c does over it. nC is the
// game's number of cell codes.
func (p *Position) lineAttacks(ln *attackLine, t Square, c, nC int) bool {
	s := t
	for k := 1; k <= ln.maxK; k++ {
		if s = ln.next[s]; s < 0 {
			return false
		}
		cell := p.board[s]
		if cell == cellEmpty {
			continue
		}
		return ln.can[k*nC+int(cell)] || ln.hop && p.hopAttack(ln, s, k, c)
	}
	return false
}

// attackTables answer "is this square attacked by colour c" for one c:
// lines of leapers, riders and hoppers; reverse tables of walkers and
// fixed paths (revattack.go). Captures that fit none (initial-only ones,
// effects, paths that cross their start) are listed in generic and tested
// by generating the piece's captures.
type attackTables struct {
	lines []attackLine
	rev2  []revBend // walkers: flying, nearest and bent sliders, ski-sliders
	// revPaths[t]: fixed capture paths (lame leapers, circular riders)
	// that end on square t.
	revPaths [][]revPath
	anyRev   bool   // some walker or fixed path is in the reverse tables
	generic  []bool // by type: some capture needs generating
	genTypes []int  // the types generic marks, in order
	// bent[t], for a generic type t whose captures but its bent slides
	// are all found by the tables: those slides (bentattack.go); nil for
	// other types.
	bent   [][]bentMove
	anyGen bool
	// pathy[t]: some capture of type t is not a plain line, so a move off
	// or onto its path may matter to the quick legality test (danger.go).
	pathy    []bool
	anyPathy bool
	// reach[t][from*nSq+to]: a generic piece of type t on from could ever
	// capture on to, whatever stands in between; nil for other types.
	reach [][]bool
	// reachBy[t][v]: reach of the captures of a generic type t that may
	// take a piece of type v (captures and effects limited to victims, as
	// the chameleon's); nil for types whose captures take anything.
	reachBy [][][]bool
	geo     [][]geoMove // by type: capture shapes of generic types
	hop     bool        // some line has hoppers
	// lines[:always] are walked by every attack test; the rest form
	// groups, walked while a piece of theirs stands (attackgroups.go).
	always int
	groups []lineGroup
	// What attackedBy walks: walk[:walkAlways] are lines[:always] but the
	// one-step lines without hoppers (a leaper's), which it looks up in
	// leapAt instead; then the groups' lines, walkGroups indexing walk.
	walk       []attackLine
	walkAlways int
	walkGroups []lineGroup
	// leapAt[leapSpan[t].lo:leapSpan[t].hi]: the squares one step from
	// target t along those lines, each with the offset into leapCan of its
	// line's cells (leapCan[off+cell]: that cell attacks t from there).
	leapSpan []span
	leapAt   []leapSq
	leapCan  []bool
}

// leapSq is a square one leap from a target, and where its line's
// attacking cells start in attackTables.leapCan.
type leapSq struct {
	s   Square
	off int32
}

func (g *Game) compileAttacks() {
	maxDist := g.files
	if g.ranks > maxDist {
		maxDist = g.ranks
	}
	for c := 0; c < 2; c++ {
		o := g.orient[c]
		at := &g.attacks[c]
		at.generic = make([]bool, g.nTypes)
		at.pathy = make([]bool, g.nTypes)
		at.revPaths = make([][]revPath, g.size())
		byVec := map[[2]int]int{}
		line := func(dx, dy int) *attackLine {
			key := [2]int{-dx * o.x, -dy * o.y}
			i, ok := byVec[key]
			if !ok {
				i = len(at.lines)
				byVec[key] = i
				at.lines = append(at.lines, attackLine{
					next:   g.stepTable(key[0], key[1], false),
					can:    make([]bool, (maxDist+1)*g.nCells()),
					cannon: make([]bool, g.nTypes),
					grass:  make([]bool, g.nTypes),
				})
			}
			return &at.lines[i]
		}
		// notBent[t]: some capture of t is neither found by the tables
		// nor a bent slide (bentOf).
		notBent := make([]bool, g.nTypes)
		at.bent = make([][]bentMove, g.nTypes)
		// kills[t]: the locust moves of type t that the lines may cover
		// (killsCovered), judged once every line is built.
		kills := make([][]ir.Move, g.nTypes)
		for t, p := range g.V.Pieces {
			if len(p.Effects) > 0 {
				at.generic[t] = true // captures by effect: butting, custodian
				notBent[t] = true
			}
			for _, m := range p.Moves {
				if hasKill(m) {
					if g.stepKill(t, m) {
						kills[t] = append(kills[t], m)
						continue
					}
					at.generic[t] = true // seen by generating it: what it takes on the way
					notBent[t] = true
					continue
				}
				if !m.Final.Capture {
					continue
				}
				switch {
				case g.stateDependent(m) || named(m):
					// A capture that exists in some states only is seen
					// by generating it, which asks the position.
					at.generic[t] = true
					notBent[t] = true
				case g.hopsBanned(t, m) && !isHopper(m, 0) && !isHopper(m, 1):
					at.generic[t] = true // lines alone test a hurdle's type
					notBent[t] = true
				case g.bounded(t, m):
					notBent[t] = true
					// Lines cannot tell one square from another: a region
					// limit is seen through the compiled paths, indexed by
					// destination, or by generating the move.
					if isFixed(m) && !m.Initial && len(p.Effects) == 0 {
						at.pathy[t] = true
					} else {
						at.generic[t] = true
					}
				case len(m.Legs) == 1 && (m.Legs[0].Pass == "" || m.Legs[0].Pass == ir.Empty):
					// A rider, or a slider that must go as far as it can:
					// either captures the first piece on its line.
					l := m.Legs[0]
					ln := line(l.DX, l.DY)
					hi := g.legMax(l)
					if hi == 0 || hi > maxDist {
						hi = maxDist
					}
					for k := l.Min; k <= hi; k++ {
						ln.can[k*g.nCells()+int(pieceCell(t, c))] = true
						if k > ln.maxK {
							ln.maxK = k
						}
					}
				case isHopper(m, 0):
					ln := line(m.Legs[0].DX, m.Legs[0].DY)
					ln.cannon[t], ln.hop, ln.maxK = true, true, g.lineMax(m.Legs[0].DX, m.Legs[0].DY, maxDist)
				case isHopper(m, 1):
					ln := line(m.Legs[0].DX, m.Legs[0].DY)
					ln.grass[t], ln.hop, ln.maxK = true, true, g.lineMax(m.Legs[0].DX, m.Legs[0].DY, maxDist)
				case isFixed(m) && !m.Initial && len(p.Effects) == 0:
					// indexed by destination below, from the compiled paths
					// (not for a generic type)
					at.pathy[t] = true
					notBent[t] = true
				case g.addRevBend(at, m, t, c, maxDist):
					at.pathy[t] = true
				default:
					at.generic[t] = true
					if b, ok := g.bentOf(m, c); ok {
						at.bent[t] = append(at.bent[t], b)
					} else {
						notBent[t] = true
					}
				}
			}
		}
		for t, ms := range kills {
			if len(ms) > 0 && !at.generic[t] && !g.killsCovered(at, t, c, ms) {
				at.generic[t] = true
				notBent[t] = true
			}
		}
		for t := range at.bent {
			if notBent[t] {
				at.bent[t] = nil
			}
		}
		if hb := g.hopBans(); hb != nil {
			for i := range at.lines {
				at.lines[i].hopBan = hb
			}
		}
		g.groupLines(at, c)
		g.compileLeaps(at)
		g.indexRevPaths(at, c)
		g.revUsers(at, c)
		at.anyRev = len(at.rev2) > 0
		for _, rp := range at.revPaths {
			at.anyRev = at.anyRev || len(rp) > 0
		}
		at.reach = make([][]bool, g.nTypes)
		at.genTypes = at.genTypes[:0]
		for t, gen := range at.generic {
			at.anyGen = at.anyGen || gen
			if gen {
				at.genTypes = append(at.genTypes, t)
			}
			at.pathy[t] = at.pathy[t] || gen
			at.anyPathy = at.anyPathy || at.pathy[t]
			if at.pathy[t] {
				at.reach[t] = g.captureReach(t, o, -1)
			}
		}
		at.reachBy = make([][][]bool, g.nTypes)
		for t, gen := range at.generic {
			if gen && victimLimited(g.V.Pieces[t]) && g.size()*g.size()*g.nTypes <= maxReachBy {
				at.reachBy[t] = make([][]bool, g.nTypes)
				for v := range at.reachBy[t] {
					at.reachBy[t][v] = g.captureReach(t, o, v)
				}
			}
		}
		g.flattenRev(at)
		g.compileGeometry(c)
		for i := range at.lines {
			at.hop = at.hop || at.lines[i].hop
		}
		// Walls that appear during play stop the lines (a wall is no
		// piece of c); hoppers, walkers and generated captures are not
		// taught about them, so with those every capture is generated.
		g.wallsNeedGen = g.wallsNeedGen || g.dynamicWalls && (at.hop || at.anyRev || at.anyGen)
	}
	g.moves.vecIndex = nil
}

// A locust move of single steps (the Chu Shogi Lion's: a king step
// taking, then another step or back home) takes on the way and at its
// end only on squares one leap from its start. Where the piece also
// captures by a plain leap onto each of them (the Lion's K, N, A and D
// leaps), the locust move attacks nothing the lines do not already find
// (its captures need more of the board, never less), and the type needs
// no generation to be seen attacking.

// stepKill reports whether the locust move m of type t is made of single
// plain steps with no condition on state or region, so that killsCovered
// may judge it.
func (g *Game) stepKill(t int, m ir.Move) bool {
	if m.Chain || m.Final.EnPassant || g.stateDependent(m) || g.bounded(t, m) {
		return false
	}
	for _, l := range m.Legs {
		if l.Dir != "" || l.DZ != 0 || l.Min != 1 || l.Max != 1 || l.MinHurdles != 0 || l.Pass == ir.Junior || l.End == ir.Junior {
			return false
		}
	}
	return true
}

// killsCovered reports whether every square a locust move of ms (stepKill
// moves of type t and colour c) could take on, on the way or at its end,
// from any start square, is one a line of at (built) has the piece
// capturing from that start at distance 1: a leap onto it.
func (g *Game) killsCovered(at *attackTables, t, c int, ms []ir.Move) bool {
	nC := g.nCells()
	code := nC + int(pieceCell(t, c)) // distance 1
	covered := func(from, s Square) bool {
		if s == from || g.hole[s] {
			return true // no piece there to take
		}
		for i := range at.lines {
			if ln := &at.lines[i]; ln.next[s] == from && ln.can[code] {
				return true
			}
		}
		return false
	}
	o := g.orient[c]
	for _, m := range ms {
		for from := Square(0); int(from) < g.size(); from++ {
			if g.hole[from] {
				continue
			}
			s := from
			for i, l := range m.Legs {
				if s = g.legTable(l, o, true)[s]; s < 0 {
					break
				}
				if l.Kill && !covered(from, s) || i == len(m.Legs)-1 && m.Final.Capture && !covered(from, s) {
					return false
				}
			}
		}
	}
	return true
}

// stateDependent reports whether a capturing move exists only in some
// positions, whatever stands between the piece and its target: from some
// squares or for an unmoved piece only (Initial, FromRanks), while a
// once-per-game right is unused (Once), onto some victim types only
// (Victims), or while a type limit allows what the piece becomes (Becomes
// with Rules.Limits or MustFirst). Static attack tables cannot tell; move
// generation, which reads that state, can.
func (g *Game) stateDependent(m ir.Move) bool {
	return m.Initial || m.NotInCheck || len(m.FromRanks) > 0 || m.Once != "" || len(m.Victims) > 0 || m.Relay != nil || len(m.ToRanks) > 0 ||
		m.Becomes != nil && (len(g.V.Rules.Limits) > 0 || len(g.V.Rules.MustFirst) > 0)
}

// isHopper recognises a two-leg hop along one line: slide over empty squares
// to a hurdle, then go on over empty squares (cannon, after = 0) or land
// just behind it (grasshopper, after = 1).
func isHopper(m ir.Move, after int) bool {
	if len(m.Legs) != 2 {
		return false
	}
	a, b := m.Legs[0], m.Legs[1]
	empty := func(o ir.Occupancy) bool { return o == "" || o == ir.Empty }
	return a.DX == b.DX && a.DY == b.DY && a.Min == 1 && a.Max == 0 && empty(a.Pass) &&
		a.End == ir.Occupied && b.Min == 1 && b.Max == after && empty(b.Pass)
}

// attacked reports whether colour c attacks square t: could capture a
// piece standing there (the one that does, if some pieces are immune).
// Frozen pieces (freeze.go) attack nothing: the tables, which ignore
// freezing, say when it is worth asking the moves of the pieces that are
// not frozen.
func (p *Position) attacked(t Square, c int) bool {
	if p.g.freeze != nil || p.g.takeBan != nil {
		return p.attackedRare(t, c)
	}
	return p.attackedBy(t, c)
}

// attackedRare is attacked with freezing or capture bans (protectedtake.go).
func (p *Position) attackedRare(t Square, c int) bool {
	if p.g.takeBan != nil {
		return p.attackedBanned(t, c)
	}
	return p.attackedFree(t, c)
}

// attackedFree is attacked, with no capture banned where its victim is
// protected.
func (p *Position) attackedFree(t Square, c int) bool {
	if p.g.freeze != nil {
		return p.attackedBy(t, c) && p.attackedImmune(t, c)
	}
	return p.attackedBy(t, c)
}

// attackedBy is attacked, frozen pieces included.
func (p *Position) attackedBy(t Square, c int) bool {
	g := p.g
	nC := g.nCells()
	at := &g.attacks[c]
	if g.anyImmune && (g.wallsNeedGen || p.board[t] >= firstCell && g.immune[cellType(p.board[t])]) {
		return p.attackedImmune(t, c)
	}
	if sp := at.leapSpan[t]; sp.lo < sp.hi {
		for _, l := range at.leapAt[sp.lo:sp.hi] {
			if at.leapCan[int(l.off)+int(p.board[l.s])] {
				return true
			}
		}
	}
	end, gi := at.walkAlways, 0
	for i := 0; ; i++ {
		if i == end {
			for gi < len(at.walkGroups) && !p.groupPresent(&at.walkGroups[gi]) {
				gi++
			}
			if gi == len(at.walkGroups) {
				break
			}
			i, end = at.walkGroups[gi].lo, at.walkGroups[gi].hi
			gi++
		}
		ln := &at.walk[i]
		s := t
		for k := 1; k <= ln.maxK; k++ {
			s = ln.next[s]
			if s < 0 {
				break
			}
			cell := p.board[s]
			if cell == cellEmpty {
				continue
			}
			if ln.can[k*nC+int(cell)] { // never a wall's or the other colour's cell
				return true
			}
			if ln.hop && p.hopAttack(ln, s, k, c) {
				return true
			}
			break
		}
	}
	if at.anyRev && p.revAttack(t, c) {
		return true
	}
	if at.anyGen {
		return p.genericAttack(t, c)
	}
	return false
}

// compileLeaps fills the walk and leap tables of at (see attackTables)
// from its lines, once they are grouped.
func (g *Game) compileLeaps(at *attackTables) {
	nC := g.nCells()
	at.walk, at.walkGroups, at.leapAt, at.leapCan = nil, nil, nil, nil
	var leaps []int
	for i := 0; i < at.always; i++ {
		if ln := &at.lines[i]; ln.maxK == 1 && !ln.hop {
			leaps = append(leaps, i)
		} else {
			at.walk = append(at.walk, *ln)
		}
	}
	at.walkAlways = len(at.walk)
	for _, gr := range at.groups {
		wg := lineGroup{lo: len(at.walk), cells: gr.cells}
		at.walk = append(at.walk, at.lines[gr.lo:gr.hi]...)
		wg.hi = len(at.walk)
		at.walkGroups = append(at.walkGroups, wg)
	}
	for _, i := range leaps {
		at.leapCan = append(at.leapCan, at.lines[i].can[nC:2*nC]...)
	}
	at.leapSpan = make([]span, g.size())
	for t := range at.leapSpan {
		at.leapSpan[t].lo = int32(len(at.leapAt))
		for j, i := range leaps {
			if s := at.lines[i].next[t]; s >= 0 {
				at.leapAt = append(at.leapAt, leapSq{s: s, off: int32(j * nC)})
			}
		}
		at.leapSpan[t].hi = int32(len(at.leapAt))
	}
}

// hopAttack looks past the hurdle on s (at distance k from the target) for
// a cannon or grasshopper of colour c (hopperAt).
func (p *Position) hopAttack(ln *attackLine, s Square, k, c int) bool {
	_, d := p.hopperAt(ln, s, k, c)
	return d > 0
}

// genericAttack generates the captures of every piece of colour c whose
// capture shapes have no line table and looks for one onto t.
func (p *Position) genericAttack(t Square, c int) bool {
	g := p.g
	at := &g.attacks[c]
	for _, typ := range at.genTypes {
		list := p.pieceList(c, typ)
		if len(list) == 0 {
			continue
		}
		reach := at.reach[typ]
		if bents := at.bent[typ]; bents != nil && !g.anyImmune && !g.dynamicWalls && g.promoTouch[c][typ] == nil {
			if cell := p.board[t]; cell < firstCell || cellColor(cell) == c {
				continue // only a capture counts
			}
			for _, from := range list {
				if from != t && reach[int(from)*g.size()+int(t)] && p.bentAttacks(bents, from, t, c) {
					return true
				}
			}
			continue
		}
		if by := at.reachBy[typ]; by != nil && p.board[t] >= firstCell {
			reach = by[cellType(p.board[t])]
		}
		effectOnly := g.effectOnly[typ]
		for _, from := range list {
			// from == t: a piece seen as an enemy on its own square (patrolled).
			if from != t && reach[int(from)*g.size()+int(t)] && (!effectOnly || p.effectsCould(typ, c, from, t)) && p.capturesOnto(from, typ, c, t) {
				return true
			}
		}
	}
	return false
}

// maxReachBy bounds the squares x squares x types of the victim-limited
// reach tables of one type (Game.attacks reachBy): on large boards with
// many types they would cost more memory than they save time.
const maxReachBy = 1 << 22

// victimLimited reports whether some capture of p (a move or an effect)
// may take only some types.
func victimLimited(p ir.Piece) bool {
	for _, m := range p.Moves {
		if len(m.Victims) > 0 {
			return true
		}
	}
	for _, e := range p.Effects {
		if len(e.Victims) > 0 && e.Kind != ir.Freeze {
			return true
		}
	}
	return false
}

// takes reports whether a capture limited to victims (none: any) may
// take a piece of type v (v < 0: any type asked).
func takes(victims []int, v int) bool {
	return v < 0 || len(victims) == 0 || slices.Contains(victims, v)
}

// captureReach marks, for every start square, the squares the capturing
// moves of type t could end on if nothing stood in the way (and those its
// effects could reach from any destination), so attack tests skip pieces
// that cannot possibly reach the target. With victim >= 0, only the
// captures and effects that may take a piece of that type count.
func (g *Game) captureReach(t int, o orientation, victim int) []bool {
	n := g.size()
	reach := make([]bool, n*n)
	piece := &g.V.Pieces[t]
	var effects []ir.Effect
	for _, e := range piece.Effects {
		if takes(e.Victims, victim) {
			effects = append(effects, e)
		}
	}
	dest := make([]bool, n)
	for from := 0; from < n; from++ {
		row := reach[from*n : (from+1)*n]
		for i := range dest {
			dest[i] = false
		}
		for _, m := range piece.Moves {
			if m.Chain && takes(m.Victims, victim) {
				// A chain jumps on from wherever it lands: no square is
				// out of its reach for certain.
				for i := range row {
					row[i] = true
				}
			}
			if m.Final.Capture && takes(m.Victims, victim) {
				g.markReach(row, Square(from), m.Legs, o)
			}
			for i, l := range m.Legs {
				if l.Kill && takes(m.Victims, victim) {
					g.markReach(row, Square(from), m.Legs[:i+1], o)
				}
			}
			if len(effects) > 0 {
				g.markReach(dest, Square(from), m.Legs, o)
			}
		}
		for _, e := range effects {
			switch e.Kind {
			case ir.Coordinate: // a partner anywhere: any square
				for i := range row {
					row[i] = true
				}
			case ir.Withdraw: // next to the start square
				for _, v := range e.Vectors {
					if s := g.square(g.fileOf(Square(from))-v[0]*o.x, g.rankOf(Square(from))-v[1]*o.y); s != NoSquare {
						row[s] = true
					}
				}
			}
		}
		for d, ok := range dest {
			if !ok {
				continue
			}
			for _, e := range effects {
				for _, v := range e.Vectors {
					if s := g.offset(Square(d), v[0]*o.x, v[1]*o.y); s != NoSquare {
						row[s] = true
					}
				}
			}
		}
	}
	return reach
}

// attackedImmune is attacked for an occupied target whose piece may be
// immune to some capturers: every enemy capture onto t is generated.
func (p *Position) attackedImmune(t Square, c int) bool {
	g := p.g
	for typ := 0; typ < g.nTypes; typ++ {
		for _, from := range p.pieceList(c, typ) {
			if g.freeze != nil && p.frozen(from, typ, c) {
				continue // a frozen piece takes nothing
			}
			if p.capturesOnto(from, typ, c, t) && (g.freeze == nil || p.mayAttack(from, typ, c)) && !p.bannedTake(typ, t) {
				return true
			}
		}
	}
	return false
}

func (g *Game) markReach(row []bool, s Square, legs []ir.Leg, o orientation) {
	l := legs[0]
	next, max := g.legTable(l, o, true), g.legMax(l)
	for k := 1; max == 0 || k <= max; k++ {
		s = next[s]
		if s == NoSquare {
			return
		}
		if k < l.Min {
			continue
		}
		if len(legs) == 1 {
			row[s] = true
		} else {
			g.markReach(row, s, legs[1:], o)
		}
	}
}

// hopBans is the matrix of Piece.CannotHop, hopper*nTypes+hurdle, or nil
// if no piece has a ban.
func (g *Game) hopBans() []bool {
	var ban []bool
	for t, p := range g.V.Pieces {
		for _, h := range p.CannotHop {
			if ban == nil {
				ban = make([]bool, g.nTypes*g.nTypes)
			}
			ban[t*g.nTypes+h] = true
		}
	}
	return ban
}
