package interp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestAttackOracle plays seeded random games in every bundled variant and,
// along them, scrambles the state a position keeps beside its board
// (unmoved marks, used once-per-game rights, pieces in hand), then checks
// the attack tables against brute force: a square is attacked exactly
// when some pseudo-legal move of the attacker removes the piece on it.
func TestAttackOracle(t *testing.T) {
	plies, trials := 60, 4
	if testing.Short() {
		plies, trials = 30, 2
	}
	walkBundled(t, 15, plies, trials, func(t *testing.T, p *interp.Position, moves int, rng *rand.Rand) {
		if moves == 0 || moves%5 != 0 {
			return
		}
		q := p.Clone()
		q.RandomizeState(rng)
		if msg := q.AttackMismatch(); msg != "" {
			t.Fatal(msg)
		}
	})
}
