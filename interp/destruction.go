package interp

import "fmt"

// Mutual destruction (ir.Piece.Destruction) and the removal of a frozen
// piece by itself (ir.Rules.FrozenSuicide). Both are moves of kind Exit:
// the mover leaves the board (Aux -1: nothing is promoted). A suicide has
// To == From; a mutual destruction has To on the enemy it takes with it.

// destroyRule is an ir.Destruction compiled for both colours: the step
// tables of its vectors and the victim types (nil: any).
type destroyRule struct {
	steps  [2][][]Square
	victim []bool
}

// compileRemovals builds g.destroy and g.suicide; both stay nil when no
// piece has mutual destruction and the variant has no frozen-suicide.
// Royal pieces never destroy themselves, nor are they destroyed so.
func (g *Game) compileRemovals() error {
	for t, p := range g.V.Pieces {
		d := p.Destruction
		if d == nil {
			continue
		}
		if len(d.Vectors) == 0 {
			return fmt.Errorf("piece %s: mutual destruction without vectors", p.Name)
		}
		victim, err := g.typeSet("mutual-destruction victims", d.Victims)
		if err != nil {
			return err
		}
		if g.destroy == nil {
			g.destroy = make([]*destroyRule, g.nTypes)
		}
		x := &destroyRule{victim: victim}
		for c, o := range g.orient {
			for _, v := range d.Vectors {
				x.steps[c] = append(x.steps[c], g.stepTable(v[0]*o.x, v[1]*o.y, false))
			}
		}
		g.destroy[t] = x
	}
	if fs := g.V.Rules.FrozenSuicide; fs != nil {
		except, err := g.typeSet("frozen-suicide except", fs.Except)
		if err != nil {
			return err
		}
		g.suicide = make([]bool, g.nTypes)
		for t := range g.suicide {
			g.suicide[t] = !g.royal[t] && !g.lastRoyalIs[t] && (except == nil || !except[t])
		}
	}
	return nil
}

// genDestroy appends the mutual destructions of the piece of type t and
// colour c on from: one per enemy piece (of the victim types, not royal)
// one of the rule's leaps away.
func (p *Position) genDestroy(ml []Move, from Square, t, c int) []Move {
	g := p.g
	if g.royal[t] || g.lastRoyalIs[t] {
		return ml
	}
	x := g.destroy[t]
	for _, step := range x.steps[c] {
		s := step[from]
		if s < 0 {
			continue
		}
		cell := p.board[s]
		if cell < firstCell || cellColor(cell) == c {
			continue
		}
		if u := cellType(cell); g.royal[u] || g.lastRoyalIs[u] || x.victim != nil && !x.victim[u] {
			continue
		}
		ml = append(ml, Move{From: from, To: s, Kind: Exit, Aux: -1})
	}
	return ml
}
