package definitions_test

import (
	"math/rand/v2"

	"github.com/vdl-chess/vdl/interp"
)

// randomWalk plays random legal moves from p until the game ends or the
// bound min+rng.IntN(spread), drawn afresh before each ply, is reached.
// Half the time it chooses among the moves prefer marks, if any: the
// moves a test's rules change, which a uniform walk would seldom make.
func randomWalk(p *interp.Position, rng *rand.Rand, min, spread int, prefer func(interp.Move) bool) {
	for ply := 0; ply < min+rng.IntN(spread); ply++ {
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			return
		}
		var pref []interp.Move
		for _, m := range ms {
			if prefer(m) {
				pref = append(pref, m)
			}
		}
		if len(pref) > 0 && rng.IntN(2) == 0 {
			ms = pref
		}
		p.Make(ms[rng.IntN(len(ms))])
	}
}
