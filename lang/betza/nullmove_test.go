package betza

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

func TestPasses(t *testing.T) {
	for _, c := range []struct {
		betza string
		want  string // the groups that pass, as s[Off:Off+Len], space-separated
	}{
		{"mRcabWcnDabDcnHabH", "abD abH"}, // meant: take and come back (cabD)
		{"abD", "abD"},
		{"mabW", "mabW"},
		{"abR", "abR"},       // out and back the same distance
		{"[W-bW]", "[W-bW]"}, // brackets too
		{"cabW", ""},         // takes and comes back (igui)
		{"mcabK", ""},        // the Lion's pass takes what its first step lands on
		{"KNADcaKmcabK", ""}, // the Lion
		{"mafsmafW", ""},     // never back home
		{"abcW", ""},         // the last leg only captures: its own square is empty
		{"mR(1,1)", ""},
		{"qK8", ""}, // a full circle, by its range
		{"x", ""},   // does not compile: nothing
	} {
		var got []string
		for _, p := range Passes(c.betza) {
			got = append(got, c.betza[p.Off:p.Off+p.Len])
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("Passes(%q) = %q, want %q", c.betza, g, c.want)
		}
	}
}

// TestPassesBudget: a move of many long rider legs is followed within
// the budget, then given up.
func TestPassesBudget(t *testing.T) {
	var m ir.Move
	m.Final.Move = true
	for i := 0; i < 16; i++ {
		m.Legs = append(m.Legs, ir.Leg{DX: 1 - 2*(i%2), DY: i % 3, Min: 1})
	}
	g := &passGrid{seen: make([]uint32, passSide*passSide)}
	if passes(m, g) || g.work != passBudget+1 {
		t.Errorf("passes gave up after %d displacements, want %d", g.work, passBudget+1)
	}
}
