package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Effect kinds, compiled.
const (
	effButt uint8 = iota
	effCustodian
	effWithdraw
	effApproach
	effCoordinate
)

// maxEffectSquares bounds the victims one effect can take in one move: one
// per vector (at most the 8 king steps and the 8 knight leaps of a
// Betza fragment, more only for odd fragments, which are cut short), or
// two per partner of a coordinate effect.
const maxEffectSquares = 32

// effect is an ir.Effect compiled: step tables per colour for each vector
// (and for twice each vector, the custodian's partner square; for the
// reverse vector, the square a withdrawal leaves).
type effect struct {
	kind    uint8
	vec     [2][]ir.Vector // by colour: the vectors, oriented
	near    [2][][]Square  // by colour, then vector
	far     [2][][]Square
	back    [2][][]Square
	victim  []bool // by type; nil: any
	partner []bool // by type; nil: any
	after   [2][]ir.Vector
}

// effectCapture is one piece an effect removed, for Unmake.
type effectCapture struct {
	sq     Square
	cell   uint8
	virgin bool
	// With hands: the type + 1 put into the mover's hand, and the
	// piece's origin (Position.origin).
	toHand, origin int8
}

var effectKinds = map[ir.EffectKind]uint8{
	ir.Butt: effButt, ir.Custodian: effCustodian, ir.Withdraw: effWithdraw,
	ir.Approach: effApproach, ir.Coordinate: effCoordinate,
}

func (g *Game) compileEffects() error {
	g.effects = make([][]effect, g.nTypes)
	g.effectOnly = make([]bool, g.nTypes)
	for t, p := range g.V.Pieces {
		for _, e := range p.Effects {
			if e.Kind == ir.Freeze {
				continue // not a capture: see freeze.go
			}
			if e.Kind == ir.BurnsArrivals {
				if err := g.compileArrivals(t, p, e); err != nil {
					return err
				}
				continue
			}
			var ce effect
			kind, ok := effectKinds[e.Kind]
			if !ok {
				return fmt.Errorf("piece %s: effect %q: expected butt, custodian, withdraw, approach, coordinate, burns-arrivals or freeze", p.Name, e.Kind)
			}
			ce.kind = kind
			if kind == effCoordinate {
				if len(e.Partners) == 0 || len(e.Vectors) > 0 {
					return fmt.Errorf("piece %s: coordinate effect: expected partners and no vectors", p.Name)
				}
			} else if len(e.Vectors) == 0 {
				return fmt.Errorf("piece %s: %s effect without vectors", p.Name, e.Kind)
			}
			for c, o := range g.orient {
				for _, v := range e.After {
					ce.after[c] = append(ce.after[c], ir.Vector{v[0] * o.x, v[1] * o.y})
				}
				for _, v := range e.Vectors {
					ce.vec[c] = append(ce.vec[c], ir.Vector{v[0] * o.x, v[1] * o.y})
					ce.near[c] = append(ce.near[c], g.stepTable(v[0]*o.x, v[1]*o.y, false))
					ce.far[c] = append(ce.far[c], g.stepTable(2*v[0]*o.x, 2*v[1]*o.y, false))
					ce.back[c] = append(ce.back[c], g.stepTable(-v[0]*o.x, -v[1]*o.y, false))
				}
			}
			var err error
			if ce.victim, err = g.typeSet("effect victims", e.Victims); err != nil {
				return err
			}
			if ce.partner, err = g.typeSet("effect partners", e.Partners); err != nil {
				return err
			}
			g.effects[t] = append(g.effects[t], ce)
			if kind != effButt && kind != effCustodian {
				g.noQuickLegal = true // danger.go knows only effects next to the destination
			}
		}
		g.effectOnly[t] = len(g.effects[t]) > 0 && !capturesByMoves(p)
	}
	return g.compileFreeze()
}

// compileArrivals compiles a burns-arrivals effect of type t: for each
// colour, the squares a piece of that colour burns, as the step tables
// back[c][i] that lead from an arrival square to the burner's square.
func (g *Game) compileArrivals(t int, p ir.Piece, e ir.Effect) error {
	if len(e.Vectors) == 0 {
		return fmt.Errorf("piece %s: burns-arrivals effect without vectors", p.Name)
	}
	if g.arrivals == nil {
		g.arrivals = make([][]effect, g.nTypes)
	}
	ce := effect{kind: effButt}
	for c, o := range g.orient {
		for _, v := range e.Vectors {
			ce.vec[c] = append(ce.vec[c], ir.Vector{v[0] * o.x, v[1] * o.y})
			ce.back[c] = append(ce.back[c], g.stepTable(-v[0]*o.x, -v[1]*o.y, false))
		}
	}
	var err error
	if ce.victim, err = g.typeSet("burns-arrivals victims", e.Victims); err != nil {
		return err
	}
	if len(g.arrivals[t]) == 0 {
		g.burners = append(g.burners, t)
	}
	g.arrivals[t] = append(g.arrivals[t], ce)
	// A piece that moves next to a burner is gone: the quick legality
	// test (danger.go) does not know it.
	g.noQuickLegal = true
	return nil
}

// burnArrival takes the piece that has just moved to to (of colour c,
// type mt) if an enemy piece with a burns-arrivals effect stands where
// one of the effect's vectors leads from it to to. It reports whether
// the piece went.
func (p *Position) burnArrival(to Square, mt, c int) bool {
	g := p.g
	for _, bt := range g.burners {
		if p.plen[int(pieceCell(bt, 1-c)-firstCell)] == 0 {
			continue
		}
		es := g.arrivals[bt]
		burner := pieceCell(bt, 1-c)
		for ei := range es {
			e := &es[ei]
			if e.victim != nil && !e.victim[mt] {
				continue
			}
			for _, back := range e.back[1-c] {
				if q := back[to]; q >= 0 && p.board[q] == burner {
					p.takeAside(to)
					return true
				}
			}
		}
	}
	return false
}

// capturesByMoves reports whether a piece takes by some move: onto its
// destination or on the way.
func capturesByMoves(p ir.Piece) bool {
	for _, m := range p.Moves {
		if m.Final.Capture || hasKill(m) {
			return true
		}
	}
	return false
}

// typeSet turns a list of types into a lookup by type; nil for an empty
// list, which means "any".
func (g *Game) typeSet(what string, types []int) ([]bool, error) {
	if len(types) == 0 {
		return nil, nil
	}
	set := make([]bool, g.nTypes)
	for _, t := range types {
		if err := g.checkPiece(what, t); err != nil {
			return nil, err
		}
		set[t] = true
	}
	return set, nil
}

// enemyOf reports whether the piece on s is an enemy of colour c that
// effect e may take.
func (p *Position) enemyOf(e *effect, s Square, c int) bool {
	cell := p.board[s]
	return cell >= firstCell && cellColor(cell) != c && (e.victim == nil || e.victim[cellType(cell)])
}

// along reports whether to lies k >= 1 steps of v from from.
func (g *Game) along(from, to Square, v ir.Vector) bool {
	dx, dy := g.fileOf(to)-g.fileOf(from), g.rankOf(to)-g.rankOf(from)
	k := 0
	if v[0] != 0 {
		k = dx / v[0]
	} else {
		k = dy / v[1]
	}
	return k >= 1 && k*v[0] == dx && k*v[1] == dy
}

// effectsCould is a quick test for a piece that takes by effects only
// (Game.effectOnly): could the piece of type t and colour c on from take
// on target by one of its effects, from some destination? The target
// must be one of the effect's victims; a coordinate effect needs a
// partner on target's file or rank, a withdrawal a target next to from,
// and the effects next to the destination an empty square next to the
// target to land on (with, for a custodian, a partner beyond the target).
// Which squares the piece can reach is left to the reach tables.
func (p *Position) effectsCould(t, c int, from, target Square) bool {
	g := p.g
	victim := p.board[target]
	for ei := range g.effects[t] {
		e := &g.effects[t][ei]
		if e.victim != nil && victim >= firstCell && !e.victim[cellType(victim)] {
			continue
		}
		switch e.kind {
		case effCoordinate:
			for pt := 0; pt < g.nTypes; pt++ {
				if !e.partner[pt] {
					continue
				}
				for _, q := range p.pieceList(c, pt) {
					if g.fileOf(q) == g.fileOf(target) || g.rankOf(q) == g.rankOf(target) {
						return true
					}
				}
			}
		case effWithdraw:
			for _, back := range e.back[c] {
				if back[from] == target {
					return true
				}
			}
		case effCustodian:
			for i, near := range e.near[c] {
				to, f := e.back[c][i][target], near[target]
				if to < 0 || f < 0 || f == from || p.board[to] != cellEmpty {
					continue
				}
				if fc := p.board[f]; fc >= firstCell && cellColor(fc) == c && (e.partner == nil || e.partner[cellType(fc)]) {
					return true
				}
			}
		default: // butt, approach: the destination is next to the target
			for _, back := range e.back[c] {
				if to := back[target]; to >= 0 && p.board[to] == cellEmpty {
					return true
				}
			}
		}
	}
	return false
}

// alongAny reports whether to lies straight along one of vs from from.
func (g *Game) alongAny(from, to Square, vs []ir.Vector) bool {
	for _, v := range vs {
		if g.along(from, to, v) {
			return true
		}
	}
	return false
}

// effectSquares appends to out the squares whose pieces effect e takes
// after a move of a piece of colour c from from to to, judged on the
// board as the move leaves it, the victims still there.
func (p *Position) effectSquares(e *effect, from, to Square, c int, out []Square) []Square {
	g := p.g
	if len(e.after[c]) > 0 && !g.alongAny(from, to, e.after[c]) {
		return out
	}
	switch e.kind {
	case effCoordinate:
		for pt := 0; pt < g.nTypes; pt++ {
			if !e.partner[pt] {
				continue
			}
			for _, q := range p.pieceList(c, pt) {
				for _, s := range [2]Square{g.square(g.fileOf(to), g.rankOf(q)), g.square(g.fileOf(q), g.rankOf(to))} {
					if s >= 0 && s != to && len(out) < cap(out) && p.enemyOf(e, s, c) && !slicesContains(out, s) {
						out = append(out, s)
					}
				}
			}
		}
		return out
	}
	for i, near := range e.near[c] {
		var s Square
		switch e.kind {
		case effWithdraw:
			if !g.along(from, to, e.vec[c][i]) {
				continue
			}
			s = e.back[c][i][from]
		case effApproach:
			if !g.along(from, to, e.vec[c][i]) {
				continue
			}
			s = near[to]
		default:
			s = near[to]
		}
		if s < 0 || s == from && e.kind != effWithdraw || !p.enemyOf(e, s, c) || len(out) == cap(out) {
			continue
		}
		if e.kind == effCustodian {
			f := e.far[c][i][to]
			if f < 0 || f == from {
				continue
			}
			fc := p.board[f]
			if fc < firstCell || cellColor(fc) != c || (e.partner != nil && !e.partner[cellType(fc)]) {
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

func slicesContains(s []Square, x Square) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// applyEffects removes what the effects of type t capture after a move
// to to, and returns how many pieces went.
func (p *Position) applyEffects(from, to Square, t, c int) int {
	n := 0
	var buf [maxEffectSquares]Square
	for ei := range p.g.effects[t] {
		for _, s := range p.effectSquares(&p.g.effects[t][ei], from, to, c, buf[:0]) {
			p.takeAside(s)
			n++
		}
	}
	return n
}

// takeAside captures the piece on s other than by moving onto it (an
// effect, a locust capture), onto the stack undoEffects pops.
func (p *Position) takeAside(s Square) {
	ec := effectCapture{sq: s, cell: p.board[s], virgin: p.virgin[s]}
	if p.hand != nil {
		// Taken as by a capture: into the mover's hand.
		u := undoRecord{captured: ec.cell, capSq: s}
		p.takeToHand(&u)
		ec.toHand, ec.origin = u.toHand, u.capOrigin
	}
	p.effectCaps = append(p.effectCaps, ec)
	p.setVirgin(s, false)
	p.removePiece(s)
}

// undoEffects puts back the last n pieces effects removed.
func (p *Position) undoEffects(n int) {
	for ; n > 0; n-- {
		k := len(p.effectCaps) - 1
		ec := p.effectCaps[k]
		p.addPiece(ec.sq, ec.cell)
		p.virgin[ec.sq] = ec.virgin
		if ec.toHand != 0 {
			p.handAdd(p.side, int(ec.toHand-1), -1)
		}
		if p.origin != nil {
			p.origin[ec.sq] = ec.origin
		}
		p.effectCaps = p.effectCaps[:k]
	}
}

// effectHits reports whether a move of the piece of type t and colour c
// from from to to would take something by its effects: EffectVictims'
// effect squares, judged on the board as it stands.
func (p *Position) effectHits(from, to Square, t, c int) bool {
	var buf [maxEffectSquares]Square
	for ei := range p.g.effects[t] {
		if len(p.effectSquares(&p.g.effects[t][ei], from, to, c, buf[:0])) > 0 {
			return true
		}
	}
	return false
}

// compileButtBits fills Game.buttBits and buttPaths for each type whose
// one effect is a plain butt of any victim (no condition on the move's
// direction), by colour: for every square, the squares the piece butts
// from there, and for every start square, those it butts from the ends
// of its fixed paths, as words of the onto table's size (boards of at
// most maxFilterWords words).
func (g *Game) compileButtBits() {
	g.quietsOf = make([]uint8, g.nTypes)
	for t := range g.quietsOf {
		switch {
		case g.killer[t]:
			g.quietsOf[t] = qmQuiets
		case len(g.effects[t]) > 0:
			g.quietsOf[t] = qmQuiets | qmHits
		}
	}
	n := g.size()
	words := (n + 63) / 64
	if words > maxFilterWords {
		return
	}
	m := &g.moves
	for t, es := range g.effects {
		if len(es) != 1 || es[0].kind != effButt || es[0].victim != nil || len(es[0].after[0]) > 0 || len(es[0].after[1]) > 0 {
			continue
		}
		if g.buttBits == nil {
			g.buttBits = make([][2][]uint64, g.nTypes)
			g.buttPaths = make([][2][]uint64, g.nTypes)
		}
		for c := 0; c < 2; c++ {
			bits := make([]uint64, n*words)
			for s := 0; s < n; s++ {
				for _, near := range es[0].near[c] {
					if q := near[s]; q >= 0 {
						bits[s*words+int(q)/64] |= 1 << (uint(q) % 64)
					}
				}
			}
			paths := make([]uint64, n*words)
			for from := 0; from < n; from++ {
				pp := m.pathSpan[g.spanIndex(c, t, Square(from))]
				for pi := pp.lo; pi < pp.hi; pi++ {
					if to := m.pathSq[m.paths[pi].hi-1]; to >= 0 && int(to) < n {
						for w := 0; w < words; w++ {
							paths[from*words+w] |= bits[int(to)*words+w]
						}
					}
				}
			}
			g.buttBits[t][c], g.buttPaths[t][c] = bits, paths
		}
	}
}

// genPiece's qm, Game.quietsOf: which moves to an empty square it keeps.
const (
	qmQuiets uint8 = 1 << iota // all: plain moves wanted, or the piece has effects or locust moves
	qmHits                     // (with qmQuiets) of the rays and paths, those whose effects take something
	qmBurn                     // (with qmHits) hitAt reads Game.buttBits
)

// hitAt is effectHits for a move to to; with qmBurn in qm (a plain butt
// while generateCaptures runs), read from Game.buttBits and the enemies'
// squares.
func (p *Position) hitAt(qm uint8, from, to Square, t, c int) bool {
	if qm&qmBurn == 0 {
		return p.effectHits(from, to, t, c)
	}
	words := (p.g.size() + 63) / 64
	row := p.g.buttBits[t][c][int(to)*words:][:words]
	for w, b := range row {
		if b&p.capEnemies[w] != 0 {
			return true
		}
	}
	return false
}

// effectsReach reports whether a move from from to to by a piece of type t
// and colour c would remove the piece on target by an effect, judged on the
// board before the move.
func (p *Position) effectsReach(from, to Square, t, c int, target Square) bool {
	var buf [maxEffectSquares]Square
	for ei := range p.g.effects[t] {
		e := &p.g.effects[t][ei]
		if p.g.mayReach(e, from, to, c, target) && slicesContains(p.effectSquares(e, from, to, c, buf[:0]), target) {
			return true
		}
	}
	return false
}

// mayReach is the geometry of effectsReach alone, a quick test before the
// board is looked at: could effect e, after a move from from to to, take
// on target at all?
func (g *Game) mayReach(e *effect, from, to Square, c int, target Square) bool {
	switch e.kind {
	case effCoordinate:
		return g.fileOf(target) == g.fileOf(to) || g.rankOf(target) == g.rankOf(to)
	case effWithdraw:
		for _, back := range e.back[c] {
			if back[from] == target {
				return true
			}
		}
		return false
	}
	for _, near := range e.near[c] {
		if near[to] == target {
			return true
		}
	}
	return false
}
