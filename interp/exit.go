package interp

import "fmt"

// exitRule is an ir.ExitRule compiled.
type exitRule struct {
	from    [2][]bool // by colour, then square: a step leaves the board here
	promote []bool    // by type; nil: nothing is promoted
	into    int
}

func (g *Game) compileExits() error {
	g.exits = make([]*exitRule, g.nTypes)
	for t, p := range g.V.Pieces {
		if p.Exit == nil {
			continue
		}
		x := &exitRule{into: p.Exit.Into}
		if len(p.Exit.Steps) == 0 {
			return fmt.Errorf("piece %s: exit without steps", p.Name)
		}
		for c, o := range g.orient {
			x.from[c] = make([]bool, g.size())
			for s := range x.from[c] {
				for _, v := range p.Exit.Steps {
					if !g.hole[s] && g.offset(Square(s), v[0]*o.x, v[1]*o.y) == NoSquare {
						x.from[c][s] = true
					}
				}
			}
		}
		var err error
		if x.promote, err = g.typeSet("exit promotes", p.Exit.Promote); err != nil {
			return err
		}
		if x.promote != nil {
			if err := g.checkPiece("exit into", x.into); err != nil {
				return err
			}
		}
		g.exits[t] = x
	}
	return nil
}

// genExits appends the moves that take the piece on from off the board:
// one per piece its owner may promote then, or one alone if there is none.
func (p *Position) genExits(ml []Move, from Square, t, c int) []Move {
	x := p.g.exits[t]
	if !x.from[c][from] {
		return ml
	}
	n := len(ml)
	if x.promote != nil {
		for pt, ok := range x.promote {
			if !ok {
				continue
			}
			for _, s := range p.pieceList(c, pt) {
				if s != from {
					ml = append(ml, Move{From: from, To: from, Kind: Exit, Aux: int32(s)})
				}
			}
		}
	}
	if len(ml) == n {
		ml = append(ml, Move{From: from, To: from, Kind: Exit, Aux: -1})
	}
	return ml
}
