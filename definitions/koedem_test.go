package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Koedem, from the rules: White holds a King and a Queen and must drop the
// King: 62 drops on the empty squares, no Rook move, no Queen drop.
func TestKoedemMustDropKing(t *testing.T) {
	g, p := bundledPosition(t, "koedem", "4k3/8/8/8/8/8/8/R7[KQ] w - - 0 1")
	ms := strings.Fields(legalUCIs(g, p))
	if len(ms) != 62 {
		t.Errorf("%d moves, want 62 King drops", len(ms))
	}
	for _, m := range ms {
		if !strings.HasPrefix(m, "K@") {
			t.Errorf("%s: not a King drop", m)
		}
	}
}

// A side with no King while the other holds both has lost; with one King
// each, or none on either side, the game goes on.
func TestKoedemBothKingsWin(t *testing.T) {
	_, p := bundledPosition(t, "koedem", "8/8/8/8/8/8/8/K6r[K] b - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.White || o.Rule != "both kings" {
		t.Errorf("outcome %+v, want White's win by both kings", o)
	}
	_, p = bundledPosition(t, "koedem", "8/8/8/8/8/8/8/K6r[k] b - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Errorf("one King each: outcome %+v, want the game going on", o)
	}
}
