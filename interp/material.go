package interp

import "fmt"

// Material counting (ir.MaterialCount): results that would be draws are
// decided by the points of the pieces on the board.

func (g *Game) compileMaterial() error {
	mc := g.V.Rules.MaterialCount
	if mc == nil {
		return nil
	}
	if len(mc.Points) != g.nTypes {
		return fmt.Errorf("material count: %d points for %d piece types", len(mc.Points), g.nTypes)
	}
	return nil
}

// drawOrCount is the outcome of a game ended by rule as a draw, or, with
// material counting, won by the side with more points.
func (p *Position) drawOrCount(rule string) Outcome {
	o := Outcome{Over: true, Winner: NoWinner, Rule: rule}
	if mc := p.g.V.Rules.MaterialCount; mc != nil {
		pts := [2]float64{mc.White, mc.Black}
		for c := White; c <= Black; c++ {
			for t, v := range mc.Points {
				pts[c] += v * float64(p.Count(c, t))
			}
		}
		switch {
		case pts[White] > pts[Black]:
			o.Winner = White
		case pts[Black] > pts[White]:
			o.Winner = Black
		}
	}
	return p.withScore(o)
}
