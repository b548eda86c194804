package interp

// InCheck reports whether a royal piece of the side to move is attacked.
func (p *Position) InCheck() bool { return p.royalAttacked(p.side) }

// royalAttacked reports whether any royal of colour c is attacked.
func (p *Position) royalAttacked(c int) bool {
	for _, t := range p.g.royalTypes {
		for _, s := range p.pieceList(c, t) {
			if p.attacked(s, 1-c) {
				return true
			}
		}
	}
	return false
}

// legalAfterMake reports whether the move just made left the mover's
// royals safe.
func (p *Position) legalAfterMake() bool { return !p.royalAttacked(1 - p.side) }

// LegalMoves appends the legal moves of the side to move to ml.
func (p *Position) LegalMoves(ml []Move) []Move {
	start := len(ml)
	ml = p.generate(ml)
	if len(p.g.royalTypes) == 0 {
		return ml
	}
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		p.Make(m)
		ok := p.legalAfterMake()
		p.Unmake()
		if ok {
			ml[out] = m
			out++
		}
	}
	return ml[:out]
}
