package interp

import "fmt"

// Facing royals (ir.Rules.Facing): two royal pieces of the two sides on
// one file or rank with nothing between them. Xiangqi forbids it (the
// flying general); janggi allows it, but then (bikjang) the side to move
// must end it or pass, and a pass that leaves it ends the game.

// Facing modes, compiled.
const (
	facingAllowed uint8 = iota
	facingIllegal
	facingBikjang
)

// bikjangRule names the end of a game by facing royals (janggi).
const bikjangRule = "bikjang"

func (g *Game) compileFacing() error {
	switch f := g.V.Rules.Facing; f {
	case "":
	case "illegal":
		g.facing = facingIllegal
	case "bikjang":
		g.facing = facingBikjang
	default:
		return fmt.Errorf("facing %q: expected illegal or bikjang", f)
	}
	if g.facing != facingAllowed {
		if len(g.V.Rules.Royal) == 0 || g.V.Rules.RoyalWhenLast {
			return fmt.Errorf("facing: the variant has no royal pieces that are always royal")
		}
		for i, v := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			g.orth[i] = g.stepTable(v[0], v[1], false)
		}
	}
	return nil
}

// royalFaces reports whether a royal piece of colour c faces a royal of
// the other colour on an open file or rank.
func (p *Position) royalFaces(c int) bool {
	for _, t := range p.g.royalTypes {
		for _, k := range p.pieceList(c, t) {
			if p.facingFrom(k, c) {
				return true
			}
		}
	}
	return false
}

// facingFrom reports whether the royal of colour c on k faces an enemy
// royal.
func (p *Position) facingFrom(k Square, c int) bool {
	for _, next := range p.g.orth {
		for s := next[k]; s >= 0; s = next[s] {
			if cell := p.board[s]; cell != cellEmpty {
				if cellColor(cell) != c && p.g.royal[cellType(cell)] {
					return true
				}
				break
			}
		}
	}
	return false
}

// markFacing marks, for the quick legality test, the mover's piece that
// stands alone between its royal on k and an enemy royal: moving it off
// the line would leave them facing. It reports whether they face already.
func (p *Position) markFacing(k Square) bool {
	c := p.side
	for _, next := range p.g.orth {
		first := NoSquare
		for s := next[k]; s >= 0; s = next[s] {
			cell := p.board[s]
			if cell == cellEmpty {
				continue
			}
			enemyRoyal := cellColor(cell) != c && p.g.royal[cellType(cell)]
			if first == NoSquare {
				if enemyRoyal {
					return true
				}
				if cellColor(cell) != c {
					break
				}
				first = s
				continue
			}
			if enemyRoyal {
				p.markSquare(first)
			}
			break
		}
	}
	return false
}

// Facing reports whether royal pieces of the two sides face each other on
// an open file or rank (in janggi, bikjang).
func (p *Position) Facing() bool { return p.g.facing != facingAllowed && p.royalFaces(p.side) }

// bikjangOver reports whether a bikjang has ended the game: the last move
// was a pass and the royals face each other, so the side that passed
// faced and left it so.
func (p *Position) bikjangOver() bool {
	n := len(p.undo)
	return p.g.facing == facingBikjang && n > 0 && p.undo[n-1].move.Kind == Pass && p.royalFaces(p.side)
}
