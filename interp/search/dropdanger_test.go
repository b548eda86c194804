package search

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestSafeDropChecks: the king danger counts a piece in hand that may
// come down next to the royal with check where it is safe (supported by
// the attacker next to the royal, unattacked by the defender two away),
// and not where the square is taken, unsupported or guarded.
func TestSafeDropChecks(t *testing.T) {
	for _, tt := range []struct {
		fen  string
		want bool
		why  string
	}{
		{"4k4/9/9/9/9/9/4p4/9/4K4[g] w - - 0 1", true, "G@e2 supported by the pawn on e3"},
		{"4k4/9/9/9/9/9/9/9/4K4[g] w - - 0 1", false, "G@e2 unsupported: the king takes it"},
		{"4k4/9/9/9/9/9/9/9/4K4[n] w - - 0 1", true, "N@d3 or N@f3, two away, unguarded"},
		{"4k4/9/9/9/9/9/9/3S1S3/4K4[n] w - - 0 1", false, "d3 and f3 guarded by the silvers"},
		{"4k4/9/9/9/9/9/3p1p3/9/4K4[n] w - - 0 1", false, "d3 and f3 taken"},
		{"4k4/9/9/9/9/9/4p4/9/4K4[] w - - 0 1", false, "nothing in hand"},
	} {
		p := position(t, "shogi", tt.fen)
		e := NewEvaluator(p.Game())
		kt := e.danger
		if kt == nil {
			t.Fatal("shogi has no king danger tables")
		}
		held := uint64(0)
		for i, ty := range kt.hand {
			if p.InHand(interp.Black, ty) > 0 {
				held |= 1 << i
			}
		}
		k := p.PieceSquares(interp.White, kt.royal)[0]
		units := kt.safeDropChecks(p, interp.Black, k, held)
		if got := units > 0; got != tt.want {
			t.Errorf("%s (%s): %d units, want safe checks %v", tt.fen, tt.why, units, tt.want)
		}
	}
}
