package interp

import "fmt"

// Board games of flipping and cloning: enemy pieces turned over by a move
// (ir.Rules.Flips: ataxx, reversi), and the conditions on drops that such
// games place their pieces by (ir.DropRule: next to an own piece, only
// where something flips, start squares first, compulsory drops).

// Flip rules, compiled.
const (
	flipNone uint8 = iota
	flipAdjacent
	flipEnclosed
)

// kingSteps are the eight directions, by which flips look around.
var kingSteps = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

func (g *Game) compileFlips() error {
	switch g.V.Rules.Flips {
	case "":
	case "adjacent":
		g.flips = flipAdjacent
	case "enclosed":
		g.flips = flipEnclosed
	default:
		return fmt.Errorf("flips %q: expected adjacent or enclosed", g.V.Rules.Flips)
	}
	if g.flips != flipNone {
		for i, v := range kingSteps {
			g.around[i] = g.stepTable(v[0], v[1], false)
		}
	}
	return nil
}

// compileDropConditions reads the drop rules of drops that are moves.
func (g *Game) compileDropConditions(dr *dropRule) error {
	d := g.V.Rules.Drops
	dr.withMoves, dr.unlimited, dr.adjacent, dr.flipping = d.WithMoves, d.Unlimited, d.Adjacent, d.Flipping
	if dr.unlimited && !dr.withMoves {
		return fmt.Errorf("drops: an unlimited supply needs drops with moves (no placement phase ends)")
	}
	if dr.flipping && g.V.Rules.Flips == "" {
		return fmt.Errorf("drops: flipping without a flips rule")
	}
	if dr.adjacent || dr.flipping {
		for i, v := range kingSteps {
			g.around[i] = g.stepTable(v[0], v[1], false)
		}
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
	}
	return nil
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
		if ok && p.hand[c*g.nTypes+t] > 0 {
			return true
		}
	}
	return false
}

// genCondDrops is genDrops for drops that must land next to an own piece
// or turn an enemy piece over.
func (p *Position) genCondDrops(ml []Move, only []bool) []Move {
	g := p.g
	d := g.drops
	c := p.side
	region := d.region[c]
	for s, ok := range region {
		if !ok || p.board[s] != cellEmpty || d.adjacent && !p.nextToOwn(Square(s), c) || d.flipping && !p.wouldFlip(Square(s), c) {
			continue
		}
		for t := 0; t < g.nTypes; t++ {
			if p.mayDrop(c, t) && (only == nil || only[t]) {
				ml = append(ml, Move{From: Square(s), To: Square(s), Kind: Drop, Promo: int8(t + 1)})
			}
		}
	}
	return ml
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

// wouldFlip reports whether a piece of colour c arriving on s would turn
// an enemy piece over.
func (p *Position) wouldFlip(s Square, c int) bool {
	for _, next := range p.g.around {
		if p.g.flips == flipAdjacent {
			if n := next[s]; n >= 0 && p.board[n] >= firstCell && cellColor(p.board[n]) != c {
				return true
			}
			continue
		}
		if p.enclosedRun(next, s, c) > 0 {
			return true
		}
	}
	return false
}

// enclosedRun counts the enemy pieces in an unbroken line from s along
// next that a piece of colour c closes; 0 if the line is not closed.
func (p *Position) enclosedRun(next []Square, s Square, c int) int {
	n := 0
	for q := next[s]; q >= 0; q = next[q] {
		cell := p.board[q]
		switch {
		case cell < firstCell:
			return 0
		case cellColor(cell) == c:
			return n
		}
		n++
	}
	return 0
}

// flip turns over the enemy pieces the flips rule takes after a piece of
// colour c arrived on to, and returns how many.
func (p *Position) flip(to Square, c int) int {
	n := 0
	for _, next := range p.g.around {
		if p.g.flips == flipAdjacent {
			if q := next[to]; q >= 0 && p.board[q] >= firstCell && cellColor(p.board[q]) != c {
				p.turnOver(q)
				n++
			}
			continue
		}
		k := p.enclosedRun(next, to, c)
		for q := next[to]; k > 0; q, k = next[q], k-1 {
			p.turnOver(q)
			n++
		}
	}
	return n
}

// turnOver gives the piece on s to the other side, keeping its type.
func (p *Position) turnOver(s Square) {
	cell := p.board[s]
	p.removePiece(s)
	p.addPiece(s, cell^1)
	p.flipped = append(p.flipped, s)
}

// unflip turns back the last n pieces flip turned over.
func (p *Position) unflip(n int) {
	for ; n > 0; n-- {
		k := len(p.flipped) - 1
		s := p.flipped[k]
		cell := p.board[s]
		p.removePiece(s)
		p.addPiece(s, cell^1)
		p.flipped = p.flipped[:k]
	}
}
