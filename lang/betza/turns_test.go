package betza

import (
	"fmt"
	"testing"
)

// TestTurnabouts: relative turns that compound into a backward leg are
// found; a leg that says b, legs that turn by default, a single turn and
// circular riders are not.
func TestTurnabouts(t *testing.T) {
	for _, test := range []struct {
		s    string
		want string // "" for none, else group@legoff leg N first back turns
	}{
		{"[cfrF-F-clF-F-clF-mF]", "[cfrF-F-clF-F-clF-mF]@15 leg 5 [1 1] [-1 -1] [l l]"},
		{"[cfrF-F-clF-F-crF-mF]", ""}, // a zigzag: left, then right again
		{"fararW", "fararW@4 leg 3 [0 1] [0 -1] [r r]"},
		{"faralW", ""},
		{"mabK", ""},         // b on its own: meant
		{"KNADcaKmcabK", ""}, // the Lion: b
		{"[cR-mK]", ""},      // outward
		{"[F?R]", ""},        // outward, 45°
		{"qN", ""},           // circular
		{"afsW", ""},         // the Mao: one turn
		{"aK", ""},           // default turns
		{"aaW", ""},          // default turns on W, left open
		{"fafrafrafrW", "fafrafrafrW@8 leg 4 [0 1] [1 -1] [fr fr fr]"},
	} {
		var got string
		for _, r := range Turnabouts(test.s) {
			got = fmt.Sprintf("%s@%d leg %d %v %v %v", test.s[r.Off:r.Off+r.Len], r.LegOff, r.Leg, r.First, r.Back, r.Turns)
		}
		if got != test.want {
			t.Errorf("Turnabouts(%q) = %q, want %q", test.s, got, test.want)
		}
	}
}
