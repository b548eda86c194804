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
	for ei := range p.g.effects[t] {
		e := &p.g.effects[t][ei]
		for i, near := range e.near[c] {
			if s := near[m.To]; s >= 0 && p.effectVictim(e, i, m.From, m.To, s, c) {
				return true
			}
		}
	}
	return false
}
