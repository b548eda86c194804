package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Effect kinds, compiled.
const (
	effButt uint8 = iota
	effCustodian
)

// effect is an ir.Effect compiled: step tables per colour for each vector
// (and for twice each vector, the custodian's partner square).
type effect struct {
	kind    uint8
	near    [2][][]Square // by colour, then vector
	far     [2][][]Square
	victim  []bool // by type; nil: any
	partner []bool // by type; nil: any
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

func (g *Game) compileEffects() error {
	g.effects = make([][]effect, g.nTypes)
	for t, p := range g.V.Pieces {
		for _, e := range p.Effects {
			var ce effect
			switch e.Kind {
			case ir.Butt:
				ce.kind = effButt
			case ir.Custodian:
				ce.kind = effCustodian
			default:
				return fmt.Errorf("piece %s: effect %q: expected butt or custodian", p.Name, e.Kind)
			}
			if len(e.Vectors) == 0 {
				return fmt.Errorf("piece %s: %s effect without vectors", p.Name, e.Kind)
			}
			for c, o := range g.orient {
				for _, v := range e.Vectors {
					ce.near[c] = append(ce.near[c], g.stepTable(v[0]*o.x, v[1]*o.y, false))
					ce.far[c] = append(ce.far[c], g.stepTable(2*v[0]*o.x, 2*v[1]*o.y, false))
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
		}
	}
	return nil
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

// effectVictim reports whether the effect, for a piece of colour c that
// ended its move on to having come from from, removes the piece on s,
// reached by vector i.
func (p *Position) effectVictim(e *effect, i int, from, to, s Square, c int) bool {
	cell := p.board[s]
	if cell < firstCell || cellColor(cell) == c || (e.victim != nil && !e.victim[cellType(cell)]) {
		return false
	}
	if e.kind == effCustodian {
		f := e.far[c][i][to]
		if f < 0 || f == from {
			return false
		}
		fc := p.board[f]
		if fc < firstCell || cellColor(fc) != c || (e.partner != nil && !e.partner[cellType(fc)]) {
			return false
		}
	}
	return true
}

// applyEffects removes what the effects of type t capture after a move
// to to, and returns how many pieces went.
func (p *Position) applyEffects(from, to Square, t, c int) int {
	n := 0
	for ei := range p.g.effects[t] {
		e := &p.g.effects[t][ei]
		for i, near := range e.near[c] {
			s := near[to]
			if s < 0 || !p.effectVictim(e, i, from, to, s, c) {
				continue
			}
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
			n++
		}
	}
	return n
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

// effectsReach reports whether a move from from to to by a piece of type t
// and colour c would remove the piece on target by an effect, judged on the
// board before the move.
func (p *Position) effectsReach(from, to Square, t, c int, target Square) bool {
	for ei := range p.g.effects[t] {
		e := &p.g.effects[t][ei]
		for i, near := range e.near[c] {
			if near[to] == target && p.effectVictim(e, i, from, to, target, c) {
				return true
			}
		}
	}
	return false
}
