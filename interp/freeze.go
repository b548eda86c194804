package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Freezing (ir.Freeze effects): an enemy piece next to a freezer, on one
// of its freeze vectors, cannot move, and so attacks nothing. Games
// without freezers have Game.freeze nil and pay one nil test per piece
// generated and per attack test.

// freezer is one freeze effect of one type, for the freezer's colour: the
// squares it freezes seen from the frozen piece (from[s]: where a freezer
// would stand to freeze s, one table per vector).
type freezer struct {
	t      int
	from   [][]Square
	victim []bool // by type; nil: any
}

type freezeRule struct {
	by [2][]freezer // by the freezer's colour
	// like, by type: a piece an enemy of its type attacks is paralysed
	// (Rules.Paralysis); patrol, by type: captures only while observed by
	// a friend (Rules.Patrol). nil for none (conditions.go).
	like, patrol []bool
	// likeReach[c][t][from*nSq+to]: a piece of type t and colour c on
	// from could ever capture on to (Game.captureReach), for the types
	// of like; nil where the tables would be too large (likeAttacked then
	// asks every enemy of the type).
	likeReach [2][][]bool
}

func (g *Game) compileFreeze() error {
	for t, p := range g.V.Pieces {
		for _, e := range p.Effects {
			if e.Kind != ir.Freeze {
				continue
			}
			if len(e.Vectors) == 0 || len(e.Partners) > 0 || len(e.After) > 0 {
				return fmt.Errorf("piece %s: freeze effect: expected vectors and no partners or after", p.Name)
			}
			victim, err := g.typeSet("freeze victims", e.Victims)
			if err != nil {
				return err
			}
			if g.freeze == nil {
				g.freeze = &freezeRule{}
			}
			for c, o := range g.orient {
				f := freezer{t: t, victim: victim}
				for _, v := range e.Vectors {
					f.from = append(f.from, g.stepTable(-v[0]*o.x, -v[1]*o.y, false))
				}
				g.freeze.by[c] = append(g.freeze.by[c], f)
			}
		}
	}
	return nil
}

// frozen reports whether the piece of type t and colour c on s is frozen
// by an enemy freezer, or paralysed by an enemy of its type.
func (p *Position) frozen(s Square, t, c int) bool {
	if like := p.g.freeze.like; like != nil && like[t] && p.likeAttacked(s, t, c) {
		return true
	}
	for _, f := range p.g.freeze.by[1-c] {
		if f.victim != nil && !f.victim[t] {
			continue
		}
		want := pieceCell(f.t, 1-c)
		for _, from := range f.from {
			if q := from[s]; q >= 0 && p.board[q] == want {
				return true
			}
		}
	}
	return false
}

// Frozen reports whether the piece on s cannot move because an enemy
// piece freezes it.
func (p *Position) Frozen(s Square) bool {
	cell := p.board[s]
	return p.g.freeze != nil && cell >= firstCell && p.frozen(s, cellType(cell), cellColor(cell))
}
