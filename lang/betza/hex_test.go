package betza

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Hex moves in doubled coordinates (hex.go), written from the geometry:
// a cell's six neighbours are (0,±2) and (±1,±1); its six diagonal cells
// (±2,0) and (±1,±3); its knight cells one neighbour step then one
// diagonal step on, (±1,±5) (±2,±4) (±3,±1).
func TestCompileHex(t *testing.T) {
	for _, c := range []struct{ betza, want string }{
		{"W", "mc:(-1,-1) mc:(-1,1) mc:(0,-2) mc:(0,2) mc:(1,-1) mc:(1,1)"},
		{"F", "mc:(-1,-3) mc:(-1,3) mc:(-2,0) mc:(1,-3) mc:(1,3) mc:(2,0)"},
		{"D", "mc:(-2,-2) mc:(-2,2) mc:(0,-4) mc:(0,4) mc:(2,-2) mc:(2,2)"},
		{"N", "mc:(-1,-5) mc:(-1,5) mc:(-2,-4) mc:(-2,4) mc:(-3,-1) mc:(-3,1) mc:(1,-5) mc:(1,5) mc:(2,-4) mc:(2,4) mc:(3,-1) mc:(3,1)"},
		{"R", "mc:(-1,-1)* mc:(-1,1)* mc:(0,-2)* mc:(0,2)* mc:(1,-1)* mc:(1,1)*"},
		{"B", "mc:(-1,-3)* mc:(-1,3)* mc:(-2,0)* mc:(1,-3)* mc:(1,3)* mc:(2,0)*"},
		{"K", "mc:(-1,-1) mc:(-1,-3) mc:(-1,1) mc:(-1,3) mc:(-2,0) mc:(0,-2) mc:(0,2) mc:(1,-1) mc:(1,-3) mc:(1,1) mc:(1,3) mc:(2,0)"},
		{"W3", "mc:(-1,-1)*3 mc:(-1,1)*3 mc:(0,-2)*3 mc:(0,2)*3 mc:(1,-1)*3 mc:(1,1)*3"},
		// Single letters: the nearest steps; pairs: the quadrant.
		{"fW", "mc:(0,2)"},
		{"rW", "mc:(1,-1) mc:(1,1)"},
		{"fF", "mc:(-1,3) mc:(1,3)"},
		{"rF", "mc:(2,0)"},
		{"sF", "mc:(-2,0) mc:(2,0)"},
		{"vW", "mc:(0,-2) mc:(0,2)"},
		{"frW", "mc:(1,1)"},
		{"frF", "mc:(1,3)"},
		{"brF", "mc:(1,-3)"},
		{"fN", "mc:(-1,5) mc:(1,5)"},
		{"rN", "mc:(3,-1) mc:(3,1)"},
		{"frN", "mc:(1,5) mc:(2,4) mc:(3,1)"},
		// Glinski's pawn: one step up its file, captures (and takes en
		// passant) on the two neighbours forward at either side; its
		// double step, lame, gives en-passant rights.
		{"fmWfsceW", "ce:(-1,1) ce:(1,1) m:(0,2)"},
		{"ifmnDfsceW", "ce:(-1,1) ce:(1,1) im!:(0,2)/e>(0,2)"},
		{"fpR", "mc:(0,2)>(0,2)"}, // checked below by shape only
	} {
		ms, err := CompileHex(c.betza, false)
		if err != nil {
			t.Errorf("CompileHex(%q): %v", c.betza, err)
			continue
		}
		if c.betza == "fpR" {
			if len(ms) != 1 || len(ms[0].Legs) != 2 || ms[0].Legs[0].DY != 2 || ms[0].Legs[1].DY != 2 {
				t.Errorf("CompileHex(fpR) = %v: want one cannon line up the file", ms)
			}
			continue
		}
		want := strings.Fields(c.want)
		slices.Sort(want)
		if got := renderAll(ms); !slices.Equal(got, want) {
			t.Errorf("CompileHex(%q)\n got  %q\n want %q", c.betza, got, want)
		}
	}
}

func TestCompileHexErrors(t *testing.T) {
	for _, c := range []struct {
		betza string
		off   int
		msg   string
	}{
		{"C", 0, "no meaning on a hex board"},
		{"(1,4)", 0, "no meaning on a hex board"},
		{"WafW", 1, "simple groups"},
		{"[W-W]", 0, "simple groups"},
		{"fhW", 0, "not defined on a hex board"},
		{"ffN", 0, "not defined on a hex board"},
		{"jR", 0, "modifier 'j'"},
		{"nW", 0, "'n' (lame)"},
	} {
		_, err := CompileHex(c.betza, false)
		var be *Error
		if !errors.As(err, &be) || !strings.Contains(be.Msg, c.msg) || be.Offset != c.off || !be.Hex {
			t.Errorf("CompileHex(%q) = %v: want a hex error at %d saying %q", c.betza, err, c.off, c.msg)
		}
	}
}
