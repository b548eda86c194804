package interp

// Mate rules (ir.MateRule): shatar's checkmates, which a knight alone may
// not give, and which need a check by a rook, knight or bers somewhere in
// the series of checks that led to them.

// mateRule is ir.MateRule compiled.
type mateRule struct {
	notOnly []bool // by type; nil for none
	needs   []bool // by type; nil for none
}

// Rule names of mate rules' results.
const (
	badMateRule = "mate by the wrong pieces"
	niolRule    = "checkmate without a needed check"
)

func (g *Game) compileMate() error {
	mr := g.V.Rules.Mate
	if mr == nil {
		return nil
	}
	m := &mateRule{}
	var err error
	if m.notOnly, err = g.typeSet("mate not only by", mr.NotOnly); err != nil {
		return err
	}
	if m.needs, err = g.typeSet("mate needs", mr.Needs); err != nil {
		return err
	}
	g.mate = m
	g.keepPlies = true
	return nil
}

// checkers lists, as a set by type, the types of colour 1-c's pieces that
// attack a royal of colour c.
func (p *Position) checkerTypes(c int) []bool {
	types := make([]bool, p.g.nTypes)
	for _, k := range p.royals(c) {
		for t := 0; t < p.g.nTypes; t++ {
			for _, s := range p.pieceList(1-c, t) {
				if !types[t] && p.capturesOnto(s, t, 1-c, k) {
					types[t] = true
				}
			}
		}
	}
	return types
}

// checkedBy reports whether a royal of colour c is attacked by a piece of
// one of the types.
func (p *Position) checkedBy(c int, set []bool) bool {
	if set == nil {
		return false
	}
	for t, in := range p.checkerTypes(c) {
		if in && set[t] {
			return true
		}
	}
	return false
}

// mateOutcome judges a checkmate of the side to move under the mate rule.
func (p *Position) mateOutcome() Outcome {
	mr := p.g.mate
	c := p.side
	checkers := p.checkerTypes(c)
	if mr.notOnly != nil {
		only := true
		for t, in := range checkers {
			only = only && (!in || mr.notOnly[t])
		}
		if only {
			return p.withScore(Outcome{Over: true, Winner: c, Rule: badMateRule})
		}
	}
	if mr.needs == nil {
		return p.scored(p.g.V.Rules.Checkmate, "checkmate")
	}
	shak := false
	for t, in := range checkers {
		shak = shak || in && mr.needs[t]
	}
	// The mating side's earlier checks of the series, every other move.
	p.resolvePly()
	for i := len(p.plies) - 3; !shak && i >= 0 && p.plies[i]&plyChecked != 0; i -= 2 {
		shak = p.plies[i]&plyShak != 0
	}
	if !shak {
		return p.withScore(Outcome{Over: true, Winner: NoWinner, Rule: niolRule})
	}
	return p.scored(p.g.V.Rules.Checkmate, "checkmate")
}
