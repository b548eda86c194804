package interp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestSEEAttackers plays seeded random games in every bundled variant
// and checks, along them, that the static exchange finds an attacker of
// a square for a colour exactly when the attack query says the colour
// attacks it (where the exchange is known at all).
func TestSEEAttackers(t *testing.T) {
	plies := 40
	if testing.Short() {
		plies = 20
	}
	walkBundled(t, 25, plies, 1, func(t *testing.T, p *interp.Position, moves int, _ *rand.Rand) {
		if moves == 0 {
			return
		}
		if msg := p.SEEMismatch(); msg != "" {
			t.Fatal(msg)
		}
	})
}
