package interp

import "fmt"

// Irregularities describes what is unusual in the position though the
// interpreter plays it, as Fairy-Stockfish does (spec/interpreter.md,
// "Irregular positions"): a side with no pieces, on the board or in hand,
// and the side not to move in check, so that the side to move could take
// a royal piece, which no game reaches by legal moves; royal pieces
// standing next to each other are named as such. With simultaneous turns
// both sides are to move, so only the first is looked for. vdl lint warns
// of a setup with any (V047), and perft, play and show of a --fen.
func (p *Position) Irregularities() []string {
	var out []string
	for c := White; c <= Black; c++ {
		if p.pieceCount(c) == 0 {
			out = append(out, fmt.Sprintf("%s has no pieces", colorName(c)))
		}
	}
	if p.g.simul {
		return out
	}
	mover := p.SideToMove()
	other := 1 - mover
	if !p.royalAttacked(other) {
		return out
	}
	attacked := p.attackedRoyal(other)
	what := fmt.Sprintf("%s, not to move, is in check, and %s could take its royal piece on %s",
		colorName(other), colorName(mover), p.g.squareName(attacked))
	if near, ok := p.royalNextTo(attacked, mover); ok {
		what = fmt.Sprintf("the royal pieces on %s and %s stand next to each other, so %s", p.g.squareName(attacked), p.g.squareName(near), what)
	}
	return append(out, what)
}

// pieceCount is the number of pieces colour c has on the board and in hand.
func (p *Position) pieceCount(c int) int {
	n := p.handN[c]
	for t := 0; t < p.g.nTypes; t++ {
		n += p.Count(c, t)
	}
	return n
}

// royals lists the squares of colour c's pieces of royal types, royal when
// last included.
func (p *Position) royals(c int) []Square {
	var out []Square
	for _, types := range [][]int{p.g.royalTypes, p.g.lastRoyal} {
		for _, t := range types {
			out = append(out, p.pieceList(c, t)...)
		}
	}
	return out
}

// attackedRoyal returns a royal piece of colour c that the other colour
// attacks (royalAttacked(c) has said there is one).
func (p *Position) attackedRoyal(c int) Square {
	for _, s := range p.royals(c) {
		if p.attacked(s, 1-c) {
			return s
		}
	}
	return NoSquare
}

// royalNextTo finds a royal piece of colour c on a square next to s (a
// king's step away on a grid).
func (p *Position) royalNextTo(s Square, c int) (Square, bool) {
	if s == NoSquare || p.g.rings {
		return NoSquare, false
	}
	for _, r := range p.royals(c) {
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				if r == p.g.offset(s, dx, dy) { // across a joined edge too
					return r, true
				}
			}
		}
	}
	return NoSquare, false
}

func colorName(c int) string {
	if c == White {
		return "White"
	}
	return "Black"
}
