package interp

// movesInTurn is how many moves turn n (from 0, White's first) has.
func (g *Game) movesInTurn(n int) int {
	t := g.turns
	if t == nil {
		return 1
	}
	if n < len(t.Opening) {
		return t.Opening[n]
	}
	if len(t.Then) == 0 {
		return 1
	}
	return t.Then[(n-len(t.Opening))%len(t.Then)]
}

// endOfTurnPart counts the move just made (the side to move has not
// changed yet) against the turn and reports whether the turn is over:
// its moves are used up, or the move gave check.
func (p *Position) endOfTurnPart() bool {
	g := p.g
	p.hash ^= g.zobrist.part[p.partsLeft&31]
	p.partsLeft--
	if p.partsLeft > 0 && !p.royalAttacked(1-p.side) {
		p.hash ^= g.zobrist.part[p.partsLeft&31]
		return false
	}
	p.turnNo++
	p.partsLeft = g.movesInTurn(p.turnNo)
	p.hash ^= g.zobrist.part[p.partsLeft&31]
	return true
}

// startTurn sets the turn state of a position read from FEN, which is at
// the start of a turn: the turn number follows from the move number.
func (p *Position) startTurn() {
	g := p.g
	if g.turns == nil {
		return
	}
	p.turnNo = 2*(p.fullmove-1) + p.side
	p.partsLeft = g.movesInTurn(p.turnNo)
	p.hash ^= g.zobrist.part[p.partsLeft&31]
}
