package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestDrawOddsAndBareKings: results from the rule texts of variants that
// differ from their parents only in how a game ends. Armageddon gives
// Black every would-be draw; chaturanga drops shatranj's bare-king rule.
func TestDrawOddsAndBareKings(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		over         bool
		winner       int
	}{
		// Black to move is stalemated: a draw in chess, Black's win in armageddon.
		{"chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", true, interp.NoWinner},
		{"armageddon", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", true, interp.Black},
		// White to move is stalemated: Black wins armageddon too.
		{"armageddon", "8/8/8/8/8/6k1/5q2/7K w - - 0 1", true, interp.Black},
		// Black's king stands bare: shatranj is over, chaturanga goes on.
		{"shatranj", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", true, interp.White},
		{"chaturanga", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", false, interp.NoWinner},
	} {
		p, err := bundledGame(t, c.variant).ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		o := p.Outcome(p.LegalMoves(nil))
		if o.Over != c.over || c.over && o.Winner != c.winner {
			t.Errorf("%s %s: %+v, want over %v, winner %d", c.variant, c.fen, o, c.over, c.winner)
		}
	}
}
