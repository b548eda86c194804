package interp

import "fmt"

// Flips: enemy pieces turned over by a move or a drop (ir.Rules.Flips:
// ataxx, reversi). They keep their type and change sides.

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
	if g.V.Rules.FlipsSupported && g.flips != flipAdjacent {
		return fmt.Errorf("flips %q supported: only adjacent flips may be supported", g.V.Rules.Flips)
	}
	g.flipsSupported = g.V.Rules.FlipsSupported
	if g.flips != flipNone {
		g.compileAround()
	}
	return nil
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
