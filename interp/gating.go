package interp

import "fmt"

// gatingRule is ir.GatingRule, compiled.
type gatingRule struct {
	may []bool // by type: may be gated from hand
}

func (g *Game) compileGating() error {
	gr := g.V.Rules.Gating
	if gr == nil {
		return nil
	}
	if g.turns != nil {
		return fmt.Errorf("gating: cannot go with a turn order")
	}
	g.gating = &gatingRule{may: make([]bool, g.nTypes)}
	for _, t := range gr.Pieces {
		if err := g.checkPiece("gating", t); err != nil {
			return err
		}
		g.gating.may[t] = true
	}
	return nil
}

// mayGate reports whether colour c may gate a piece of type t on s: it
// holds one, and, with drops, could drop it there.
func (p *Position) mayGate(t, c int, s Square) bool {
	g := p.g
	return g.gating.may[t] && p.hand[c*g.nTypes+t] > 0 && (g.drops == nil || g.drops.regions[c][t][s])
}

// addGated appends, after the moves ml[start:end] of a piece leaving the gate
// from, a copy of each for every piece colour c may gate there.
func (p *Position) addGated(ml []Move, start, end int, from Square, c int) []Move {
	g := p.g
	for t := 0; t < g.nTypes; t++ {
		if !p.mayGate(t, c, from) {
			continue
		}
		for i := start; i < end; i++ {
			m := ml[i]
			m.gate = int8(t + 1)
			ml = append(ml, m)
		}
	}
	return ml
}

// addGatedAfter appends the gating forms of the board moves ml[start:]
// that leave a gate (castling moves have theirs from addCastleGated).
func (p *Position) addGatedAfter(ml []Move, start, c int) []Move {
	end := len(ml)
	for i := start; i < end; i++ {
		if m := ml[i]; m.Kind != Castle && m.gate == 0 && p.gates[m.From] {
			ml = p.addGated(ml, i, i+1, m.From, c)
		}
	}
	return ml
}

// addCastleGated appends the gating forms of the castling move m: a piece
// from hand on the king's square or on the partner's, if it is a gate.
func (p *Position) addCastleGated(ml []Move, m Move, c int) []Move {
	g := p.g
	rank := g.rankOf(m.From)
	rookTo := g.partnerTo(int(m.side), c, m.To, rank)
	for _, s := range [2]Square{m.From, Square(m.Aux)} {
		if !p.gates[s] || s == m.To || s == rookTo {
			continue // a gate the king or the partner lands on is blocked
		}
		for t := 0; t < g.nTypes; t++ {
			if p.mayGate(t, c, s) {
				gm := m
				gm.gate = int8(t + 1)
				if s != m.From {
					gm.side |= sideGatePartner
				}
				ml = append(ml, gm)
			}
		}
	}
	return ml
}

// gateSquare is where the gating move m puts its piece.
func gateSquare(m Move) Square {
	if m.Kind == Castle && m.side&sideGatePartner != 0 {
		return Square(m.Aux)
	}
	return m.From
}

// gateAfterMove does, after the board part of move m by colour c, what
// gating adds: the gated piece comes from hand onto its square, and the
// gates the move opened or took close.
func (p *Position) gateAfterMove(m Move, c int, u *undoRecord) {
	g := p.g
	p.closeGate(m.From, u)
	if m.Kind == Castle {
		p.closeGate(Square(m.Aux), u)
	} else {
		p.closeGate(m.To, u) // an enemy gate taken
	}
	if m.gate != 0 {
		t := int(m.gate - 1)
		p.handAdd(c, t, -1)
		p.addPiece(gateSquare(m), pieceCell(t, c))
	}
	if p.handN[c] == 0 && (g.hands == nil || !g.hands.captures) {
		p.closeAllGates(c, u)
	}
}

// closeGates closes every gate of the side to move once its hand is empty
// for good (no captures to refill it), as after a drop that empties it.
func (p *Position) closeGates(u *undoRecord) {
	if p.handN[p.side] == 0 && !p.g.hands.captures {
		p.closeAllGates(p.side, u)
	}
}

func (p *Position) closeAllGates(c int, u *undoRecord) {
	for s, open := range p.gates {
		if open && p.board[s] >= firstCell && cellColor(p.board[s]) == c {
			p.closeGate(Square(s), u)
		}
	}
}

// closeGate closes the gate on s, if open, recording it for Unmake.
func (p *Position) closeGate(s Square, u *undoRecord) {
	if !p.gates[s] {
		return
	}
	p.gates[s] = false
	p.hash ^= p.g.zobrist.gate[s]
	p.gateUndo = append(p.gateUndo, s)
	u.nGates++
}

// reopenGates opens again the gates the move recorded in u closed (the
// hash is restored by the caller).
func (p *Position) reopenGates(u *undoRecord) {
	for i := int8(0); i < u.nGates; i++ {
		k := len(p.gateUndo) - 1
		p.gates[p.gateUndo[k]] = true
		p.gateUndo = p.gateUndo[:k]
	}
}

// setGate opens a gate on s, reading a FEN.
func (p *Position) setGate(s Square) {
	if !p.gates[s] {
		p.gates[s] = true
		p.hash ^= p.g.zobrist.gate[s]
	}
}
