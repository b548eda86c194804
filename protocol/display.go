package protocol

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// diagram draws the position as Fairy-Stockfish's "d" command does: the
// board in boxes from Black's side down, '*' for a hole, a '*' after the
// rank number of the side to move's back rank, the pieces in hand of
// variants with drops, then the FEN, the hash key and the checkers. rank
// names the ranks (the protocols number them differently).
func diagram(p *interp.Position, rank func(r int) string) string {
	g := p.Game()
	var b strings.Builder
	rule := " " + strings.Repeat("+---", g.Files()) + "+\n"
	b.WriteString("\n" + rule)
	for r := g.Ranks() - 1; r >= 0; r-- {
		for f := 0; f < g.Files(); f++ {
			s := interp.Square(r*g.Files() + f)
			switch t, c, ok := p.PieceAt(s); {
			case g.IsHole(s):
				b.WriteString(" | *")
			case !ok:
				b.WriteString(" |  ")
			default:
				sym := symbol(g, t, c)
				if len(sym) == 1 {
					sym = " " + sym
				}
				b.WriteString(" |" + sym)
			}
		}
		b.WriteString(" |" + rank(r))
		if r == 0 || r == g.Ranks()-1 {
			side := interp.White
			if r != 0 {
				side = interp.Black
			}
			if side == p.SideToMove() {
				b.WriteString(" *")
			} else {
				b.WriteString("  ")
			}
			if g.V.Rules.Drops != nil {
				b.WriteString(" [" + handString(p, side) + "]")
			}
		}
		b.WriteString("\n" + rule)
	}
	for f := 0; f < g.Files(); f++ {
		b.WriteString("   " + string(rune('a'+f)))
	}
	b.WriteString("\n\nFen: " + p.FEN())
	fmt.Fprintf(&b, "\nKey: %016X\nCheckers: ", p.Hash())
	for _, s := range checkers(p) {
		b.WriteString(g.SquareName(s) + " ")
	}
	b.WriteString("\n")
	return b.String()
}

// symbol is the FEN symbol of a piece: upper case for White.
func symbol(g *interp.Game, t, c int) string {
	s := g.V.Pieces[t].Letter
	if c == interp.Black {
		s = strings.ToLower(s)
	}
	return s
}

// handString lists a side's pieces in hand, most valuable type first as
// Fairy-Stockfish does.
func handString(p *interp.Position, side int) string {
	g := p.Game()
	var b strings.Builder
	for t := len(g.V.Pieces) - 1; t >= 0; t-- {
		b.WriteString(strings.Repeat(symbol(g, t, side), p.InHand(side, t)))
	}
	return b.String()
}

// checkers lists the squares of the enemy pieces that attack a royal
// piece of the side to move (they could take it if it were their turn).
func checkers(p *interp.Position) []interp.Square {
	g := p.Game()
	me := p.SideToMove()
	royal := map[interp.Square]bool{}
	for t := range g.V.Pieces {
		if g.IsRoyal(t) {
			for _, s := range p.PieceSquares(me, t) {
				royal[s] = true
			}
		}
	}
	if len(royal) == 0 || !p.InCheck() {
		return nil
	}
	var out []interp.Square
	var ml []interp.Move
	var victims []interp.Square
	for s := interp.Square(0); int(s) < g.Files()*g.Ranks(); s++ {
		if _, c, ok := p.PieceAt(s); !ok || c == me {
			continue
		}
		ml = p.PieceMoves(s, ml[:0])
		for _, m := range ml {
			victims = append(victims[:0], m.To)
			victims = p.EffectVictims(m, victims)
			if hitsAny(victims, royal) {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

func hitsAny(squares []interp.Square, set map[interp.Square]bool) bool {
	for _, s := range squares {
		if set[s] {
			return true
		}
	}
	return false
}
