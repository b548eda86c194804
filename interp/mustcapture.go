package interp

// Compulsory capture (ir.Rules.MustCapture): when the side to move has a
// legal move that removes an enemy piece, only such moves are legal.

// capturesIfAny keeps, of the legal moves ml[start:], only the captures if
// there is one.
func (p *Position) capturesIfAny(ml []Move, start int) []Move {
	out := start
	for i := start; i < len(ml); i++ {
		if p.takes(ml[i]) {
			ml[out] = ml[i]
			out++
		}
	}
	if out == start {
		return ml // no capture: every move stays
	}
	if p.g.V.Rules.MustCaptureMost {
		return mostVictims(ml[:out], start)
	}
	return ml[:out]
}

// mostVictims keeps, of the captures ml[start:], those that take the most
// pieces (ir.Rules.MustCaptureMost).
func mostVictims(ml []Move, start int) []Move {
	most := 0
	for _, m := range ml[start:] {
		most = max(most, m.victimCount())
	}
	out := start
	for i := start; i < len(ml); i++ {
		if ml[i].victimCount() == most {
			ml[out] = ml[i]
			out++
		}
	}
	return ml[:out]
}

// takes reports whether m removes an enemy piece: by moving onto it, en
// passant, or by an effect of the moving piece (a butt, a custodian
// capture).
func (p *Position) takes(m Move) bool {
	if m.IsCapture() {
		return true
	}
	if m.Kind != Quiet {
		return false
	}
	t := cellType(p.board[m.From])
	if len(p.g.effects[t]) == 0 {
		return false
	}
	c := cellColor(p.board[m.From])
	var buf [maxEffectSquares]Square
	for ei := range p.g.effects[t] {
		if len(p.effectSquares(&p.g.effects[t][ei], m.From, m.To, c, buf[:0])) > 0 {
			return true
		}
	}
	return false
}
