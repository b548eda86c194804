package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Horde, from the rules: a White Pawn on the first rank may double-step
// (a1-a3 over an empty a2) but gives Black no en-passant right; one on the
// second rank double-steps and does (e3). White, who has no King, is
// never in check.
func TestHordeFirstRankDoubleStep(t *testing.T) {
	g, p := bundledPosition(t, "horde", "4k3/8/8/8/8/8/4P3/P7 w - - 0 1")
	if got, want := legalUCIs(g, p), "a1a2 a1a3 e2e3 e2e4"; got != want {
		t.Errorf("legal moves\n got %s\nwant %s", got, want)
	}
	playMoves(t, p, "a1a3")
	if f := strings.Fields(p.FEN()); f[3] != "-" {
		t.Errorf("after a1a3: en passant %s, want none", f[3])
	}
	p.Unmake()
	playMoves(t, p, "e2e4")
	if f := strings.Fields(p.FEN()); f[3] != "e3" {
		t.Errorf("after e2e4: en passant %s, want e3", f[3])
	}
}

// White loses when its last Pawn is taken.
func TestHordeLastPawnTaken(t *testing.T) {
	_, p := bundledPosition(t, "horde", "8/8/8/8/8/8/1k6/P7 b - - 0 1")
	playMoves(t, p, "b2a1")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.Black || o.Rule != "no pieces left" {
		t.Errorf("%s: outcome %+v, want Black's win", p.FEN(), o)
	}
}
