package interp

import (
	"math/bits"
	"sync"
)

// Legality after a plain move without the whole attack test. A move that
// only empties its start square and fills its destination (no effects, no
// locust victims, no royal moved or made) by a side whose royals were not
// attacked before it leaves them attacked only along a capture path that
// passes one of those two squares: every other path reads the same board
// as before, where it reached no royal. viaTables says, for a royal's
// square and any square, which attack lines, reverse walks, fixed paths
// and generated pieces could pass it, so the test after such a move
// (attackedVia) follows only those. MakeIfLegal and legalOnly use it
// where they would make the move and ask the whole test.

// viaTables are built on first use; ok is false where the game has none
// (a board too large, too many lines, or rules under which an attack
// depends on more than the squares of its path).
type viaTables struct {
	once sync.Once
	ok   bool
	n    int
	// By the attackers' colour, indexed k*n + s for a royal on k and a
	// square s: lines, the attackTables.lines whose walk from k reaches
	// s; rev, the rev2 entries whose line from k or legs back from it
	// reach s (a bit each).
	lines, rev [2][]uint64
	// paths[c], bit k*n + s: some fixed path of revPaths[k] has s among
	// its squares, its origin included.
	paths [2][]uint64
	// pass[c][t], bit a*n + s, for the generic types: a move of the
	// piece on a could step on s (nil: any square, as for effects).
	pass [2][][]uint64
	// quiet: a plain quiet move (plainForVia) changes no square but its
	// two once made: nothing burns on arrival and no gate closes.
	quiet bool
}

// maxViaSquares bounds the boards with via tables (two n*n tables of
// words a colour: 2 MB at 256 squares).
const maxViaSquares = 256

// via returns the game's via tables, built on first use.
func (g *Game) via() *viaTables {
	v := g.viaT
	v.once.Do(func() { g.buildVia(v) })
	return v
}

// viaRules reports whether attacks in the game read nothing but the squares
// of their paths and pieces' types, so that a move changing two squares
// changes only the attacks through them.
func (g *Game) viaRules() bool {
	if g.transfer || g.blast != nil || g.petrifyRoyal || g.freeze != nil || g.takeBan != nil || g.anyImmune || g.wall != nil || g.dynamicWalls ||
		g.wallsNeedGen || g.after != nil || g.spoilers != nil || g.petrifies != nil || g.flips != flipNone || g.turns != nil ||
		g.simul || g.parts != nil || g.afterCapture != captureLand || g.V.Rules.NoChecks {
		return false
	}
	if g.duple {
		// With duple check a side not in check may have a royal attacked
		// already (only all of them attacked is check), so a move's new
		// attacks alone do not decide.
		return false
	}
	if len(g.royalTypes) == 0 && g.lastRoyal == nil {
		return false
	}
	for i := range g.moves.walks {
		for wi := range g.moves.walks[i] {
			w := &g.moves.walks[i][wi]
			if w.relay != nil || w.inCheck || w.flags&fNotInCheck != 0 || w.chain {
				return false // a capture that depends on more than its path
			}
		}
	}
	return true
}

func (g *Game) buildVia(v *viaTables) {
	n := g.size()
	if n > maxViaSquares || !g.viaRules() {
		return
	}
	for c := 0; c < 2; c++ {
		if len(g.attacks[c].lines) > 64 || len(g.attacks[c].rev2) > 64 {
			return
		}
	}
	v.n = n
	words := (n*n + 63) / 64
	for c := 0; c < 2; c++ {
		at := &g.attacks[c]
		lines := make([]uint64, n*n)
		rev := make([]uint64, n*n)
		paths := make([]uint64, words)
		for k := 0; k < n; k++ {
			base := k * n
			for i := range at.lines {
				ln := &at.lines[i]
				s := Square(k)
				for d := 1; d <= ln.maxK; d++ {
					if s = ln.next[s]; s < 0 {
						break
					}
					lines[base+int(s)] |= 1 << i
				}
			}
			for i := range at.rev2 {
				rb := &at.rev2[i]
				s := Square(k)
				for d := 1; d <= rb.maxK; d++ {
					if s = rb.next[s]; s < 0 {
						break
					}
					rev[base+int(s)] |= 1 << i
					for oi := range rb.origins {
						o := &rb.origins[oi]
						if d < o.min2 || d > o.max2 {
							continue
						}
						a := s
						for _, l := range o.prefix {
							for j := 0; j < l.steps && a >= 0; j++ {
								if a = l.back[a]; a >= 0 {
									rev[base+int(a)] |= 1 << i
								}
							}
						}
					}
				}
			}
			for _, rp := range at.revPaths[k] {
				pt := &g.moves.paths[rp.path]
				setBit(paths, base+int(rp.origin))
				for q := pt.lo; q < pt.hi; q++ {
					setBit(paths, base+int(g.moves.pathSq[q]))
				}
			}
		}
		v.lines[c], v.rev[c], v.paths[c] = lines, rev, paths
		v.pass[c] = make([][]uint64, g.nTypes)
		for t := 0; t < g.nTypes; t++ {
			if at.generic[t] && len(g.effects[t]) == 0 {
				v.pass[c][t] = g.passTable(c, t)
			}
		}
	}
	v.quiet = g.arrivals == nil && g.gating == nil
	v.ok = true
}

func setBit(b []uint64, i int) { b[i>>6] |= 1 << (i & 63) }

func hasBit(b []uint64, i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }

// passTable is bit a*n + s for every square s a move of the piece of type
// t and colour c on a could step on, whatever stands on the board: every
// square of its rays, fixed paths and walks (each leg's every step).
func (g *Game) passTable(c, t int) []uint64 {
	n := g.size()
	m := &g.moves
	b := make([]uint64, (n*n+63)/64)
	walks := m.walks[c*g.nTypes+t]
	var seen [][]bool
	for a := 0; a < n; a++ {
		base := a * n
		mark := func(s Square) {
			if s >= 0 && int(s) < n {
				setBit(b, base+int(s))
			}
		}
		si := g.spanIndex(c, t, Square(a))
		sp := m.raySpan[si]
		for ri := sp.lo; ri < sp.hi; ri++ {
			for k := m.rays[ri].lo; k < m.rays[ri].hi; k++ {
				mark(m.sq[k])
			}
		}
		pp := m.pathSpan[si]
		for pi := pp.lo; pi < pp.hi; pi++ {
			for k := m.paths[pi].lo; k < m.paths[pi].hi; k++ {
				mark(m.pathSq[k])
			}
		}
		for wi := range walks {
			w := &walks[wi]
			for len(seen) < len(w.legs) {
				seen = append(seen, make([]bool, n))
			}
			if w.hops != nil {
				hs := w.hops[a]
				for k := hs.lo; k < hs.hi; k++ {
					mark(m.sq[k])
				}
			}
			passWalk(w, 0, Square(a), n, seen, mark)
		}
	}
	return b
}

// passWalk marks every square leg li of w and the legs after it could
// step on from s, on an empty board (ontoWalk's walk, every step marked).
func passWalk(w *walk, li int, s Square, n int, seen [][]bool, mark func(Square)) {
	leg := &w.legs[li]
	last := li == len(w.legs)-1
	sn := seen[li]
	start := s
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || int(s) >= n || sn[s] {
			break
		}
		sn[s] = true
		mark(s)
		if k >= leg.min && !last {
			passWalk(w, li+1, s, n, seen, mark)
		}
	}
	s = start
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || int(s) >= n || !sn[s] {
			break
		}
		sn[s] = false
	}
}

// plainForVia reports whether m, a move of the side to move, may be judged
// by the via test: it moves a piece without effects that is not royal
// and does not become royal, onto its destination only. viaMade then
// checks, once it is made, that it changed no other square.
func (p *Position) plainForVia(m Move) bool {
	if m.Kind != Quiet && m.Kind != Capture || m.side&sideLocust != 0 || m.gate != 0 || m.wall != 0 {
		return false
	}
	g := p.g
	cell := p.board[m.From]
	if cell < firstCell {
		return false
	}
	t := cellType(cell)
	if g.royal[t] || g.lastRoyal != nil && g.lastRoyalIs[t] || len(g.effects[t]) > 0 {
		return false
	}
	if m.Promo != 0 {
		pt := int(m.Promo) - 1
		if g.royal[pt] || g.lastRoyal != nil && g.lastRoyalIs[pt] {
			return false
		}
	}
	return true
}

// viaMade reports whether the move just made changed no square but its
// start and destination: no effect took a piece (a burn on arrival), no
// piece turned over, no gate closed (the after-move effects, rebirth and
// the like, are ruled out with the game: viaRules).
func (p *Position) viaMade() bool {
	u := &p.undo[len(p.undo)-1]
	return u.nEffect == 0 && u.nFlip == 0 && u.nGates == 0
}

// attackedVia is attackedBy for a square t that colour c did not attack
// before a move changed only the squares via: only the attacks whose
// paths could pass one of them are followed.
func (p *Position) attackedVia(t Square, c int, via *[2]Square, vt *viaTables) bool {
	g := p.g
	nC := g.nCells()
	at := &g.attacks[c]
	base := int(t) * vt.n
	a, b := base+int(via[0]), base+int(via[1])
	for lines := vt.lines[c][a] | vt.lines[c][b]; lines != 0; lines &= lines - 1 {
		if p.lineAttacks(&at.lines[bits.TrailingZeros64(lines)], t, c, nC) {
			return true
		}
	}
	if at.anyRev {
		if (hasBit(vt.paths[c], a) || hasBit(vt.paths[c], b)) && p.revPathAttack(t, c) {
			return true
		}
		for rev := vt.rev[c][a] | vt.rev[c][b]; rev != 0; rev &= rev - 1 {
			if p.revBendAttack(&at.rev2[bits.TrailingZeros64(rev)], t, c) {
				return true
			}
		}
	}
	if at.anyGen {
		return p.genericAttackVia(t, c, via, vt)
	}
	return false
}

// genericAttackVia is genericAttack for attackedVia: of the pieces that
// could reach t, only those whose moves could step on a square of via.
func (p *Position) genericAttackVia(t Square, c int, via *[2]Square, vt *viaTables) bool {
	g := p.g
	n := g.size()
	at := &g.attacks[c]
	for _, typ := range at.genTypes {
		list := p.pieceList(c, typ)
		if len(list) == 0 {
			continue
		}
		reach := at.reach[typ]
		if by := at.reachBy[typ]; by != nil && p.board[t] >= firstCell {
			reach = by[cellType(p.board[t])]
		}
		pass := vt.pass[c][typ]
		effectOnly := g.effectOnly[typ]
		for _, from := range list {
			if from == t || !reach[int(from)*n+int(t)] {
				continue
			}
			if pass != nil && !hasBit(pass, int(from)*n+int(via[0])) && !hasBit(pass, int(from)*n+int(via[1])) {
				continue
			}
			if (!effectOnly || p.effectsCould(typ, c, from, t)) && p.capturesOnto(from, typ, c, t) {
				return true
			}
		}
	}
	return false
}

// A side in check. A plain move leaves an attack along a line, a reverse
// walk or a fixed path where it was unless one of its two squares lies on
// it (a bit of viaTables.lines, rev or paths): such a move is illegal
// whatever else it does, and needs no attack test once made.
// checkedAlong finds, once per position, one royal of the side to move
// and one such attack on it.

// Kinds of lineCheck.
const (
	chkNone = iota
	chkLine // attackTables.lines[index]
	chkRev  // attackTables.rev2[index]
	chkPath // a fixed path of attackTables.revPaths[k]
)

// lineCheck is an attack on the side to move's royal on k, for the
// position of hash and ply (the undo stack's length). Where all is set,
// it holds every attack on that royal, the side's only one, besides:
// lines and rev, the attacking attackTables.lines and rev2 entries (a bit
// each), and path, an attack along a fixed path; no generated capture
// attacks it. A plain move then leaves its side in check exactly if one
// of those attacks is off its two squares (checkersKept) or an attack
// through them holds once it is made (attackedVia).
type lineCheck struct {
	hash      uint64
	ply       int32
	kind      int32
	index     int32
	k         Square
	set       bool
	all, path bool
	lines     uint64
	rev       uint64
}

// checkedAlong returns an attack on a royal of the side to move, which is
// in check, kind chkNone if there is none that lineKept can follow (the
// check comes from generated captures, or the rules count royals
// otherwise).
func (p *Position) checkedAlong() lineCheck {
	lc := &p.lineChk
	if !lc.set || lc.hash != p.hash || lc.ply != int32(len(p.undo)) {
		*lc = lineCheck{hash: p.hash, ply: int32(len(p.undo)), k: NoSquare, set: true}
		p.findLineCheck(lc)
	}
	return *lc
}

func (p *Position) findLineCheck(lc *lineCheck) {
	g := p.g
	me := p.side
	if g.lastRoyal == nil {
		n, only := 0, NoSquare
		for _, t := range g.royalTypes {
			for _, k := range p.pieceList(me, t) {
				n, only = n+1, k
			}
		}
		if n == 1 {
			p.allTableAttacks(lc, only, 1-me)
			return
		}
		for _, t := range g.royalTypes {
			for _, k := range p.pieceList(me, t) {
				if p.tableAttack(lc, k, 1-me) {
					return
				}
			}
		}
		return
	}
	// Pieces royal when last, together: only the last one is royal.
	if len(g.royalTypes) > 0 || !g.royalTogether || g.duple || g.royalPromoNextTurn {
		return
	}
	n, last := 0, NoSquare
	for _, t := range g.lastRoyal {
		for _, s := range p.pieceList(me, t) {
			n, last = n+1, s
		}
	}
	if n == 1 {
		p.tableAttack(lc, last, 1-me)
	}
}

// tableAttack sets lc to an attack of colour c on t found by the line
// tables, the reverse walks or the fixed paths (attackedBy's tests but the
// generated one), and reports whether it found one.
func (p *Position) tableAttack(lc *lineCheck, t Square, c int) bool {
	g := p.g
	nC := g.nCells()
	at := &g.attacks[c]
	lc.k = t
	for i := range at.lines {
		if p.lineAttacks(&at.lines[i], t, c, nC) {
			lc.kind, lc.index = chkLine, int32(i)
			return true
		}
	}
	if !at.anyRev {
		return false
	}
	for i := range at.rev2 {
		if p.revBendAttack(&at.rev2[i], t, c) {
			lc.kind, lc.index = chkRev, int32(i)
			return true
		}
	}
	if p.revPathAttack(t, c) {
		lc.kind = chkPath
		return true
	}
	return false
}

// allTableAttacks is tableAttack for the only royal of its side, on t: it
// sets lc to the first attack of colour c found as tableAttack does, and
// records every attack of the tables in lc's sets, which are complete
// (lc.all) unless a generated capture attacks t too.
func (p *Position) allTableAttacks(lc *lineCheck, t Square, c int) {
	g := p.g
	nC := g.nCells()
	at := &g.attacks[c]
	lc.k = t
	for i := range at.lines {
		if p.lineAttacks(&at.lines[i], t, c, nC) {
			lc.lines |= 1 << i
		}
	}
	if at.anyRev {
		for i := range at.rev2 {
			if p.revBendAttack(&at.rev2[i], t, c) {
				lc.rev |= 1 << i
			}
		}
		lc.path = p.revPathAttack(t, c)
	}
	switch {
	case lc.lines != 0:
		lc.kind, lc.index = chkLine, int32(bits.TrailingZeros64(lc.lines))
	case lc.rev != 0:
		lc.kind, lc.index = chkRev, int32(bits.TrailingZeros64(lc.rev))
	case lc.path:
		lc.kind = chkPath
	default:
		return
	}
	lc.all = !at.anyGen || !p.genericAttack(t, c)
}

// checkersKept reports whether the move just made, a plain one (viaMade)
// from from to to, left one of the attacks of lc (all of them, lc.all)
// of colour c as it was: its line, walk or paths meet neither square.
func (p *Position) checkersKept(lc *lineCheck, c int, from, to Square) bool {
	vt := p.g.viaT
	base := int(lc.k) * vt.n
	a, b := base+int(from), base+int(to)
	if lc.lines&^(vt.lines[c][a]|vt.lines[c][b]) != 0 || lc.rev&^(vt.rev[c][a]|vt.rev[c][b]) != 0 {
		return true
	}
	return lc.path && !hasBit(vt.paths[c], a) && !hasBit(vt.paths[c], b)
}

// keptUnmade reports whether m, a plain move (plainForVia) of the side
// to move, which is in check by lc, surely leaves it in check, judged
// before it is made: a quiet move that promotes nothing, in a game where
// such a move changes its two squares only (viaTables.quiet), keeps an
// attack of lc (lineKept, or checkersKept with all of them). Such a move
// changes no piece list's order either, so leaving it unmade changes
// nothing the moves generated after it depend on.
func (p *Position) keptUnmade(lc *lineCheck, m Move) bool {
	if lc.kind == chkNone || m.Kind != Quiet || m.Promo != 0 || !p.g.viaT.quiet {
		return false
	}
	if lc.all {
		return p.checkersKept(lc, 1-p.side, m.From, m.To)
	}
	return p.lineKept(lc, 1-p.side, m.From, m.To)
}

// lineKept reports whether the move just made, a plain one (viaMade) from
// from to to, left the attack lc of colour c as it was: neither square is
// on its line, walk or paths.
func (p *Position) lineKept(lc *lineCheck, c int, from, to Square) bool {
	vt := p.g.viaT
	base := int(lc.k) * vt.n
	a, b := base+int(from), base+int(to)
	switch lc.kind {
	case chkLine:
		return (vt.lines[c][a]|vt.lines[c][b])&(1<<lc.index) == 0
	case chkRev:
		return (vt.rev[c][a]|vt.rev[c][b])&(1<<lc.index) == 0
	case chkPath:
		return !hasBit(vt.paths[c], a) && !hasBit(vt.paths[c], b)
	}
	return false
}
