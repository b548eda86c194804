package explain

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/betza"
	"strings"
	"testing"
)

// TestBetzaModifiers: z and t are said in words for the group they are
// written on, and nothing is said for a group without them.
func TestBetzaModifiers(t *testing.T) {
	for _, tc := range []struct {
		betza string
		want  []string // clause: text fragment, in order
	}{
		{"zB", []string{"crooked: crooked zB: moves in single B steps", "at most 25 steps"}},
		{"zR4", []string{"crooked: crooked zR4: moves in single R steps", "at most 4 steps"}},
		{"WzB", []string{"crooked: crooked zB:"}},
		{"zBtcpR", []string{"crooked: crooked zB:", "tame: tame tcpR: by these moves it takes no royal piece"}},
		{"[cR-tmcF]", []string{"tame: tame [cR-tmcF]:"}},
		{"[tR-cF]", nil}, // t on a leg before the last says nothing here (it is an error)
		{"mfWcfF", nil},
		{"NN(1,3)", nil},
		{"ztB", []string{"crooked: crooked ztB:", "tame: tame ztB:"}},
	} {
		var got []string
		for _, r := range betzaModifiers(tc.betza) {
			got = append(got, r.Clause+": "+r.Text)
		}
		if len(tc.want) == 0 && len(got) > 0 {
			t.Errorf("%s: got %q, want nothing", tc.betza, got)
		}
		all := strings.Join(got, "\n")
		for _, w := range tc.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: %q lacks %q", tc.betza, all, w)
			}
		}
	}
}

// TestMultiLegZigzag: a crooked rider's paths are said as one zigzag per
// start step and turn; other multi-leg moves stay leg by leg.
func TestMultiLegZigzag(t *testing.T) {
	for _, tc := range []struct {
		betza string
		lines int    // how many lines MultiLeg says
		want  string // one of them holds this
	}{
		{"zB", 8, "zigzag: forward-right (1,1) then forward-left (-1,1) by turns, 2 to 25 single steps"},
		{"zR3", 8, "zigzag: forward (0,1) then right (1,0) by turns, 2 to 3 single steps"},
		{"fzW3", 2, "zigzag: forward (0,1) then left (-1,0) by turns"},
		{"zB2", 8, "forward-right (1,1), onto an empty square -> forward-left (-1,1), moving or capturing there"},
		{"[mW-W-W]", 4, "forward (0,1), onto an empty square -> forward (0,1), onto an empty square -> forward (0,1)"},
	} {
		ms, err := betza.Compile(tc.betza)
		if err != nil {
			t.Fatalf("%s: %v", tc.betza, err)
		}
		v := &ir.Variant{Pieces: []ir.Piece{{Name: "X", Betza: tc.betza, Moves: ms}}}
		got := MultiLeg(v, 0)
		if len(got) != tc.lines || !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, tc.want) }) {
			t.Errorf("%s: %d lines, want %d, one holding %q:\n%s", tc.betza, len(got), tc.lines, tc.want, strings.Join(got, "\n"))
		}
	}
}
