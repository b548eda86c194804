package interp

import "fmt"

// The conditions the placing games put on drops (ir.DropRule): a supply
// that never runs out, drops only next to an own piece or only where
// something flips, start squares filled first, and types that must be
// dropped while held. Games without them never reach this file: genDrops
// hands over only when dropRule.conditional is set.

// compileDropConditions reads the drop conditions into dr.
func (g *Game) compileDropConditions(dr *dropRule) error {
	d := g.V.Rules.Drops
	dr.unlimited, dr.adjacent, dr.flipping = d.Unlimited, d.Adjacent, d.Flipping
	dr.onTop, dr.apart, dr.pushedIn = d.OnTop, d.Apart, d.PushedIn
	if dr.unlimited && dr.placement != placeNone {
		return fmt.Errorf("drops: an unlimited supply cannot go with a placement phase, which would never end")
	}
	if dr.flipping && g.flips == flipNone {
		return fmt.Errorf("drops: flipping, but the game has no flips rule")
	}
	if dr.adjacent || dr.flipping || dr.onTop || dr.apart || dr.pushedIn {
		g.compileAround()
	}
	if len(d.StartSquares) > 0 {
		dr.start = make([]bool, g.size())
		for _, name := range d.StartSquares {
			s, err := g.parseSquare(name)
			if err != nil {
				return fmt.Errorf("drops: start square: %v", err)
			}
			dr.start[s] = true
		}
	}
	if len(d.Must) > 0 {
		var err error
		if dr.must, err = g.typeSet("drops must", d.Must); err != nil {
			return err
		}
		for t, ok := range dr.must {
			if ok && !dr.drops[t] {
				return fmt.Errorf("drops: must drop %s, which is not dropped", g.V.Pieces[t].Name)
			}
		}
	}
	dr.conditional = dr.unlimited || dr.adjacent || dr.flipping || dr.onTop || dr.apart || dr.pushedIn || dr.start != nil || dr.must != nil
	return nil
}

// compileAround fills the king-step tables flips and drop conditions
// look around with.
func (g *Game) compileAround() {
	for i, v := range kingSteps {
		g.around[i] = g.stepTable(v[0], v[1], false)
	}
}

// startSquareEmpty reports whether a start square of the drops is empty.
func (p *Position) startSquareEmpty() bool {
	for s, ok := range p.g.drops.start {
		if ok && p.board[s] == cellEmpty {
			return true
		}
	}
	return false
}

// holdsMust reports whether colour c holds a piece it must drop.
func (p *Position) holdsMust(c int) bool {
	g := p.g
	for t, ok := range g.drops.must {
		if ok && p.InHand(c, t) > 0 {
			return true
		}
	}
	return false
}

// mustDropNow reports whether the side to move must drop before any
// other move: in a placement phase while it holds pieces, or while it
// holds a type it must drop.
func (p *Position) mustDropNow() bool {
	d := p.g.drops
	if d == nil {
		return false
	}
	return d.placement != placeNone && p.handN[p.side] > 0 || d.must != nil && p.holdsMust(p.side)
}

// mayDrop reports whether colour c has a piece of type t to drop.
func (p *Position) mayDrop(c, t int) bool {
	d := p.g.drops
	if !d.drops[t] {
		return false
	}
	return d.unlimited || p.InHand(c, t) > 0
}

// genCondDrops is genDrops under drop conditions: every type the side
// may drop (only the must types while it holds one), onto the empty
// squares of its region that the conditions allow.
func (p *Position) genCondDrops(ml []Move) []Move {
	g := p.g
	d := g.drops
	c := p.side
	mustOnly := d.must != nil && p.holdsMust(c)
	starting := d.start != nil && p.startSquareEmpty()
	for t := 0; t < g.nTypes; t++ {
		if !p.mayDrop(c, t) || mustOnly && !d.must[t] {
			continue
		}
		for _, s := range d.at[c][t] {
			switch {
			case p.board[s] != cellEmpty:
				continue
			case starting:
				if !d.start[s] {
					continue // the start squares first, whatever else holds
				}
			case d.adjacent && !p.nextToOwn(s, c), d.flipping && !p.wouldFlip(s, c),
				d.onTop && !p.onTop(s), d.apart && p.besideEnemy(s, c), d.pushedIn && !p.pushedIn(s):
				continue
			}
			ml = append(ml, Move{From: s, To: s, Kind: Drop, Promo: int8(t + 1)})
		}
	}
	return ml
}

// onTop reports whether s is on rank 1 or right above an occupied
// square (kingSteps[4] is the step down the board).
func (p *Position) onTop(s Square) bool {
	below := p.g.around[4][s]
	return below < 0 || p.board[below] != cellEmpty
}

// pushedIn reports whether a piece pushed in from an edge of the board
// along a rank or file would stop on s: in some wazir direction the next
// square is occupied or off the board, and the squares behind s, back to
// the edge, are all empty.
func (p *Position) pushedIn(s Square) bool {
	g := p.g
	for i := 0; i < 8; i += 2 {
		if next := g.around[i][s]; next >= 0 && p.board[next] == cellEmpty {
			continue // it would slide on past s
		}
		back, clear := (i+4)%8, true
		for b := g.around[back][s]; b >= 0 && clear; b = g.around[back][b] {
			clear = p.board[b] == cellEmpty
		}
		if clear {
			return true
		}
	}
	return false
}

// besideEnemy reports whether a piece of the enemy of colour c stands a
// wazir step from s (kingSteps 0, 2, 4 and 6).
func (p *Position) besideEnemy(s Square, c int) bool {
	for i := 0; i < 8; i += 2 {
		if n := p.g.around[i][s]; n >= 0 {
			if cell := p.board[n]; cell >= firstCell && cellColor(cell) != c {
				return true
			}
		}
	}
	return false
}

// nextToOwn reports whether a piece of colour c stands next to s.
func (p *Position) nextToOwn(s Square, c int) bool {
	for _, next := range p.g.around {
		if n := next[s]; n >= 0 {
			if cell := p.board[n]; cell >= firstCell && cellColor(cell) == c {
				return true
			}
		}
	}
	return false
}
