package betza

import (
	"reflect"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Every expectation below is written by hand from the notation's definition
// (see render for the format); the order inside a list does not matter.
type moveCase struct {
	betza string
	want  []string
}

func runMoveCases(t *testing.T, cases []moveCase) {
	t.Helper()
	for _, c := range cases {
		ms, err := Compile(c.betza)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.betza, err)
			continue
		}
		got := renderAll(ms)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("Compile(%q)\n got  %q\n want %q", c.betza, got, want)
		}
	}
}

func TestAtoms(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"W", []string{"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)"}},
		{"F", []string{"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)"}},
		{"D", []string{"mc:(0,2)", "mc:(2,0)", "mc:(0,-2)", "mc:(-2,0)"}},
		{"N", []string{"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)"}},
		{"A", []string{"mc:(2,2)", "mc:(2,-2)", "mc:(-2,-2)", "mc:(-2,2)"}},
		{"H", []string{"mc:(0,3)", "mc:(3,0)", "mc:(0,-3)", "mc:(-3,0)"}},
		{"C", []string{"mc:(1,3)", "mc:(3,1)", "mc:(3,-1)", "mc:(1,-3)", "mc:(-1,-3)", "mc:(-3,-1)", "mc:(-3,1)", "mc:(-1,3)"}},
		{"Z", []string{"mc:(2,3)", "mc:(3,2)", "mc:(3,-2)", "mc:(2,-3)", "mc:(-2,-3)", "mc:(-3,-2)", "mc:(-3,2)", "mc:(-2,3)"}},
		{"G", []string{"mc:(3,3)", "mc:(3,-3)", "mc:(-3,-3)", "mc:(-3,3)"}},
		{"K", []string{"mc:(0,1)", "mc:(1,1)", "mc:(1,0)", "mc:(1,-1)", "mc:(0,-1)", "mc:(-1,-1)", "mc:(-1,0)", "mc:(-1,1)"}},
		{"R", []string{"mc:(0,1)*", "mc:(1,0)*", "mc:(0,-1)*", "mc:(-1,0)*"}},
		{"B", []string{"mc:(1,1)*", "mc:(1,-1)*", "mc:(-1,-1)*", "mc:(-1,1)*"}},
		{"Q", []string{"mc:(0,1)*", "mc:(1,1)*", "mc:(1,0)*", "mc:(1,-1)*", "mc:(0,-1)*", "mc:(-1,-1)*", "mc:(-1,0)*", "mc:(-1,1)*"}},
		{"(8,1)", []string{"mc:(1,8)", "mc:(8,1)", "mc:(8,-1)", "mc:(1,-8)", "mc:(-1,-8)", "mc:(-8,-1)", "mc:(-8,1)", "mc:(-1,8)"}},
		{"(1,4)", []string{"mc:(1,4)", "mc:(4,1)", "mc:(4,-1)", "mc:(1,-4)", "mc:(-1,-4)", "mc:(-4,-1)", "mc:(-4,1)", "mc:(-1,4)"}},
		{"(4,0)", []string{"mc:(0,4)", "mc:(4,0)", "mc:(0,-4)", "mc:(-4,0)"}},
		{"(2,2)", []string{"mc:(2,2)", "mc:(2,-2)", "mc:(-2,-2)", "mc:(-2,2)"}},
		// Compounds, with duplicates removed.
		{"KW", []string{"mc:(0,1)", "mc:(1,1)", "mc:(1,0)", "mc:(1,-1)", "mc:(0,-1)", "mc:(-1,-1)", "mc:(-1,0)", "mc:(-1,1)"}},
		{"RN", []string{"mc:(0,1)*", "mc:(1,0)*", "mc:(0,-1)*", "mc:(-1,0)*",
			"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)"}},
		{"", nil},
	})
}

func TestRidersAndRanges(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"NN", []string{"mc:(1,2)*", "mc:(2,1)*", "mc:(2,-1)*", "mc:(1,-2)*", "mc:(-1,-2)*", "mc:(-2,-1)*", "mc:(-2,1)*", "mc:(-1,2)*"}},
		{"AA", []string{"mc:(2,2)*", "mc:(2,-2)*", "mc:(-2,-2)*", "mc:(-2,2)*"}},
		{"DD", []string{"mc:(0,2)*", "mc:(2,0)*", "mc:(0,-2)*", "mc:(-2,0)*"}},
		{"CC", []string{"mc:(1,3)*", "mc:(3,1)*", "mc:(3,-1)*", "mc:(1,-3)*", "mc:(-1,-3)*", "mc:(-3,-1)*", "mc:(-3,1)*", "mc:(-1,3)*"}},
		{"ZZ", []string{"mc:(2,3)*", "mc:(3,2)*", "mc:(3,-2)*", "mc:(2,-3)*", "mc:(-2,-3)*", "mc:(-3,-2)*", "mc:(-3,2)*", "mc:(-2,3)*"}},
		{"(3,3)(3,3)", []string{"mc:(3,3)*", "mc:(3,-3)*", "mc:(-3,-3)*", "mc:(-3,3)*"}},
		{"W4", []string{"mc:(0,1)*4", "mc:(1,0)*4", "mc:(0,-1)*4", "mc:(-1,0)*4"}},
		{"R4", []string{"mc:(0,1)*4", "mc:(1,0)*4", "mc:(0,-1)*4", "mc:(-1,0)*4"}},
		{"R2", []string{"mc:(0,1)*2", "mc:(1,0)*2", "mc:(0,-1)*2", "mc:(-1,0)*2"}},
		{"R12", []string{"mc:(0,1)*12", "mc:(1,0)*12", "mc:(0,-1)*12", "mc:(-1,0)*12"}},
		{"B3", []string{"mc:(1,1)*3", "mc:(1,-1)*3", "mc:(-1,-1)*3", "mc:(-1,1)*3"}},
		{"N0", []string{"mc:(1,2)*", "mc:(2,1)*", "mc:(2,-1)*", "mc:(1,-2)*", "mc:(-1,-2)*", "mc:(-2,-1)*", "mc:(-2,1)*", "mc:(-1,2)*"}},
		{"N2", []string{"mc:(1,2)*2", "mc:(2,1)*2", "mc:(2,-1)*2", "mc:(1,-2)*2", "mc:(-1,-2)*2", "mc:(-2,-1)*2", "mc:(-2,1)*2", "mc:(-1,2)*2"}},
		{"NN2", []string{"mc:(1,2)*2", "mc:(2,1)*2", "mc:(2,-1)*2", "mc:(1,-2)*2", "mc:(-1,-2)*2", "mc:(-2,-1)*2", "mc:(-2,1)*2", "mc:(-1,2)*2"}},
		{"K2", []string{"mc:(0,1)*2", "mc:(1,1)*2", "mc:(1,0)*2", "mc:(1,-1)*2", "mc:(0,-1)*2", "mc:(-1,-1)*2", "mc:(-1,0)*2", "mc:(-1,1)*2"}},
		{"KK", []string{"mc:(0,1)*", "mc:(1,1)*", "mc:(1,0)*", "mc:(1,-1)*", "mc:(0,-1)*", "mc:(-1,-1)*", "mc:(-1,0)*", "mc:(-1,1)*"}},
		{"R1", []string{"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)"}},
		{"(1,3)2", []string{"mc:(1,3)*2", "mc:(3,1)*2", "mc:(3,-1)*2", "mc:(1,-3)*2", "mc:(-1,-3)*2", "mc:(-3,-1)*2", "mc:(-3,1)*2", "mc:(-1,3)*2"}},
	})
}

func TestOrthogonalDirections(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"fW", []string{"mc:(0,1)"}},
		{"bW", []string{"mc:(0,-1)"}},
		{"lW", []string{"mc:(-1,0)"}},
		{"rW", []string{"mc:(1,0)"}},
		{"vW", []string{"mc:(0,1)", "mc:(0,-1)"}},
		{"sW", []string{"mc:(1,0)", "mc:(-1,0)"}},
		{"frW", []string{"mc:(0,1)", "mc:(1,0)"}}, // orthogonal pairs join
		{"rfW", []string{"mc:(0,1)", "mc:(1,0)"}}, // in either order
		{"fsW", []string{"mc:(0,1)", "mc:(1,0)", "mc:(-1,0)"}},
		{"sfW", []string{"mc:(0,1)", "mc:(1,0)", "mc:(-1,0)"}},
		{"fbW", []string{"mc:(0,1)", "mc:(0,-1)"}},
		{"ffW", []string{"mc:(0,1)"}},
		{"fhW", []string{"mc:(0,1)"}}, // the forward half plane
		{"fR", []string{"mc:(0,1)*"}},
		{"lrR", []string{"mc:(1,0)*", "mc:(-1,0)*"}},
		{"bsD", []string{"mc:(0,-2)", "mc:(2,0)", "mc:(-2,0)"}},
		{"vH", []string{"mc:(0,3)", "mc:(0,-3)"}},
	})
}

func TestDiagonalDirections(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"fF", []string{"mc:(1,1)", "mc:(-1,1)"}},
		{"bF", []string{"mc:(1,-1)", "mc:(-1,-1)"}},
		{"lF", []string{"mc:(-1,1)", "mc:(-1,-1)"}},
		{"rF", []string{"mc:(1,1)", "mc:(1,-1)"}},
		{"frF", []string{"mc:(1,1)"}},
		{"rfF", []string{"mc:(1,1)"}},
		{"flF", []string{"mc:(-1,1)"}},
		{"lfF", []string{"mc:(-1,1)"}},
		{"brF", []string{"mc:(1,-1)"}},
		{"blF", []string{"mc:(-1,-1)"}},
		{"fsF", []string{"mc:(1,1)", "mc:(-1,1)"}}, // f cut by (l or r)
		{"bsF", []string{"mc:(1,-1)", "mc:(-1,-1)"}},
		{"sF", []string{"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)"}}, // left pair + right pair
		{"vF", []string{"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)"}},
		{"lvF", []string{"mc:(-1,1)", "mc:(-1,-1)"}},
		{"rvF", []string{"mc:(1,1)", "mc:(1,-1)"}},
		{"fhF", []string{"mc:(1,1)", "mc:(-1,1)"}},
		{"ffF", []string{"mc:(1,1)", "mc:(-1,1)"}},
		{"fA", []string{"mc:(2,2)", "mc:(-2,2)"}},
		{"bG", []string{"mc:(3,-3)", "mc:(-3,-3)"}},
		{"frB", []string{"mc:(1,1)*"}},
		{"lfrbB", []string{"mc:(-1,1)*", "mc:(1,-1)*"}}, // Fairy-Stockfish variants.ini
		{"rflbB", []string{"mc:(1,1)*", "mc:(-1,-1)*"}},
	})
}

func TestObliqueDirections(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"fN", []string{"mc:(1,2)", "mc:(-1,2)"}},
		{"bN", []string{"mc:(1,-2)", "mc:(-1,-2)"}},
		{"rN", []string{"mc:(2,1)", "mc:(2,-1)"}},
		{"lN", []string{"mc:(-2,1)", "mc:(-2,-1)"}},
		{"vN", []string{"mc:(1,2)", "mc:(-1,2)", "mc:(1,-2)", "mc:(-1,-2)"}},
		{"sN", []string{"mc:(2,1)", "mc:(2,-1)", "mc:(-2,1)", "mc:(-2,-1)"}},
		{"fsN", []string{"mc:(2,1)", "mc:(-2,1)"}},
		{"bsN", []string{"mc:(2,-1)", "mc:(-2,-1)"}},
		{"rvN", []string{"mc:(1,2)", "mc:(1,-2)"}},
		{"lvN", []string{"mc:(-1,2)", "mc:(-1,-2)"}},
		{"frN", []string{"mc:(2,1)"}},
		{"rfN", []string{"mc:(1,2)"}},
		{"flN", []string{"mc:(-2,1)"}},
		{"lfN", []string{"mc:(-1,2)"}}, // Ng1-f3
		{"brN", []string{"mc:(2,-1)"}},
		{"rbN", []string{"mc:(1,-2)"}},
		{"blN", []string{"mc:(-2,-1)"}},
		{"lbN", []string{"mc:(-1,-2)"}},
		{"fhN", []string{"mc:(1,2)", "mc:(-1,2)", "mc:(2,1)", "mc:(-2,1)"}},
		{"bhN", []string{"mc:(1,-2)", "mc:(-1,-2)", "mc:(2,-1)", "mc:(-2,-1)"}},
		{"rhN", []string{"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)"}},
		{"lhN", []string{"mc:(-1,2)", "mc:(-2,1)", "mc:(-2,-1)", "mc:(-1,-2)"}},
		{"hrN", []string{"mc:(1,2)", "mc:(2,-1)", "mc:(-1,-2)", "mc:(-2,1)"}}, // e4: f6 g3 d2 c5
		{"hlN", []string{"mc:(2,1)", "mc:(1,-2)", "mc:(-2,-1)", "mc:(-1,2)"}},
		{"ffN", []string{"mc:(1,2)", "mc:(-1,2)"}},
		{"ffrrN", []string{"mc:(1,2)", "mc:(-1,2)", "mc:(2,1)", "mc:(2,-1)"}},
		{"ffNfsN", []string{"mc:(1,2)", "mc:(-1,2)", "mc:(2,1)", "mc:(-2,1)"}},
		{"sfN", []string{"mc:(2,1)", "mc:(2,-1)", "mc:(-2,1)", "mc:(-2,-1)", "mc:(1,2)", "mc:(-1,2)"}},
		{"fC", []string{"mc:(1,3)", "mc:(-1,3)"}},
		{"fsC", []string{"mc:(3,1)", "mc:(-3,1)"}},
		{"rfZ", []string{"mc:(2,3)"}},
		{"frZ", []string{"mc:(3,2)"}},
		{"hr(1,4)", []string{"mc:(1,4)", "mc:(4,-1)", "mc:(-1,-4)", "mc:(-4,1)"}},
		{"fNN", []string{"mc:(1,2)*", "mc:(-1,2)*"}},
		{"mfhNcfW", []string{"m:(1,2)", "m:(-1,2)", "m:(2,1)", "m:(-2,1)", "c:(0,1)"}}, // Fairy-Stockfish variants.ini
	})
}

func TestKingDirections(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"fK", []string{"mc:(0,1)"}}, // 8-fold: one direction
		{"bK", []string{"mc:(0,-1)"}},
		{"rK", []string{"mc:(1,0)"}},
		{"lK", []string{"mc:(-1,0)"}},
		{"sK", []string{"mc:(1,0)", "mc:(-1,0)"}},
		{"vK", []string{"mc:(0,1)", "mc:(0,-1)"}},
		{"frK", []string{"mc:(1,1)"}},
		{"rfK", []string{"mc:(1,1)"}},
		{"flK", []string{"mc:(-1,1)"}},
		{"brK", []string{"mc:(1,-1)"}},
		{"blK", []string{"mc:(-1,-1)"}},
		{"fsK", []string{"mc:(1,1)", "mc:(-1,1)"}},
		{"bsK", []string{"mc:(1,-1)", "mc:(-1,-1)"}},
		{"rvK", []string{"mc:(1,1)", "mc:(1,-1)"}},
		{"lvK", []string{"mc:(-1,1)", "mc:(-1,-1)"}},
		{"fhK", []string{"mc:(0,1)", "mc:(1,1)", "mc:(-1,1)"}},
		{"bhK", []string{"mc:(0,-1)", "mc:(1,-1)", "mc:(-1,-1)"}},
		{"rhK", []string{"mc:(1,1)", "mc:(1,0)", "mc:(1,-1)"}},
		{"lhK", []string{"mc:(-1,1)", "mc:(-1,0)", "mc:(-1,-1)"}},
		{"ffK", []string{"mc:(0,1)"}},
		{"sfK", []string{"mc:(1,0)", "mc:(-1,0)", "mc:(0,1)"}},
		{"fQ", []string{"mc:(0,1)*"}},
		{"frQ", []string{"mc:(1,1)*"}},
		{"fsQ", []string{"mc:(1,1)*", "mc:(-1,1)*"}},
		{"fhQ", []string{"mc:(0,1)*", "mc:(1,1)*", "mc:(-1,1)*"}},
	})
}

func TestModalities(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"mW", []string{"m:(0,1)", "m:(1,0)", "m:(0,-1)", "m:(-1,0)"}},
		{"cF", []string{"c:(1,1)", "c:(1,-1)", "c:(-1,-1)", "c:(-1,1)"}},
		{"mcfW", []string{"mc:(0,1)"}},
		{"feF", []string{"e:(1,1)", "e:(-1,1)"}},
		{"fceF", []string{"ce:(1,1)", "ce:(-1,1)"}},
		{"mWcW", []string{"m:(0,1)", "m:(1,0)", "m:(0,-1)", "m:(-1,0)", "c:(0,1)", "c:(1,0)", "c:(0,-1)", "c:(-1,0)"}},
		{"ifW", []string{"imc:(0,1)"}},
		{"fiW", []string{"imc:(0,1)"}}, // any order
		{"mBcN", []string{"m:(1,1)*", "m:(1,-1)*", "m:(-1,-1)*", "m:(-1,1)*",
			"c:(1,2)", "c:(2,1)", "c:(2,-1)", "c:(1,-2)", "c:(-1,-2)", "c:(-2,-1)", "c:(-2,1)", "c:(-1,2)"}},
		{"mfrWmrfF", []string{"m:(0,1)", "m:(1,0)", "m:(1,1)"}}, // Fairy-Stockfish variants.ini
		{"fsmWfceF", []string{"m:(0,1)", "m:(1,0)", "m:(-1,0)", "ce:(1,1)", "ce:(-1,1)"}},
	})
}

func TestPawns(t *testing.T) {
	runMoveCases(t, []moveCase{
		// Chess pawn: the double step creates en-passant rights because
		// the piece captures en passant.
		{"fmWfceFifmnD", []string{"m:(0,1)", "ce:(1,1)", "ce:(-1,1)", "im!:(0,1)/e>(0,1)"}},
		// Shatranj-style pawn with a double step but no e: no rights.
		{"fmWfcFifmnD", []string{"m:(0,1)", "c:(1,1)", "c:(-1,1)", "im:(0,1)/e>(0,1)"}},
		{"ifmnD", []string{"im:(0,1)/e>(0,1)"}},
		// Berolina pawn.
		{"mfFcfeWimfnA", []string{"m:(1,1)", "m:(-1,1)", "ce:(0,1)", "im!:(1,1)/e>(1,1)", "im!:(-1,1)/e>(-1,1)"}},
		// A double step written as a range is unrolled to name its square.
		{"fmWfceFifmW2", []string{"m:(0,1)", "ce:(1,1)", "ce:(-1,1)", "im:(0,1)", "im!:(0,1)/e>(0,1)"}},
		{"ifmW3fceF", []string{"im:(0,1)", "im!:(0,1)/e>(0,1)", "im!:(0,1)/e>(0,1)/e>(0,1)", "ce:(1,1)", "ce:(-1,1)"}},
		{"ifmW3", []string{"im:(0,1)*3"}},
		// Fairy-Stockfish's dragon-chess pawn KifmnD: no e, no rights.
		{"KifmnD", []string{"mc:(0,1)", "mc:(1,1)", "mc:(1,0)", "mc:(1,-1)", "mc:(0,-1)", "mc:(-1,-1)", "mc:(-1,0)", "mc:(-1,1)", "im:(0,1)/e>(0,1)"}},
		// An initial capture does not create rights.
		{"ifnDfeF", []string{"imc:(0,1)/e>(0,1)", "e:(1,1)", "e:(-1,1)"}},
	})
}

func TestLame(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"nN", []string{ // xiangqi horse: orthogonal step first
			"mc:(0,1)/e>(1,1)", "mc:(1,0)/e>(1,1)", "mc:(1,0)/e>(1,-1)", "mc:(0,-1)/e>(1,-1)",
			"mc:(0,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,-1)", "mc:(-1,0)/e>(-1,1)", "mc:(0,1)/e>(-1,1)"}},
		{"nA", []string{"mc:(1,1)/e>(1,1)", "mc:(1,-1)/e>(1,-1)", "mc:(-1,-1)/e>(-1,-1)", "mc:(-1,1)/e>(-1,1)"}},
		{"nD", []string{"mc:(0,1)/e>(0,1)", "mc:(1,0)/e>(1,0)", "mc:(0,-1)/e>(0,-1)", "mc:(-1,0)/e>(-1,0)"}},
		{"nH", []string{"mc:(0,1)/e>(0,1)/e>(0,1)", "mc:(1,0)/e>(1,0)/e>(1,0)", "mc:(0,-1)/e>(0,-1)/e>(0,-1)", "mc:(-1,0)/e>(-1,0)/e>(-1,0)"}},
		{"nG", []string{"mc:(1,1)/e>(1,1)/e>(1,1)", "mc:(1,-1)/e>(1,-1)/e>(1,-1)", "mc:(-1,-1)/e>(-1,-1)/e>(-1,-1)", "mc:(-1,1)/e>(-1,1)/e>(-1,1)"}},
		{"nZ", []string{ // janggi elephant: W then two F outward
			"mc:(0,1)/e>(1,1)/e>(1,1)", "mc:(1,0)/e>(1,1)/e>(1,1)", "mc:(1,0)/e>(1,-1)/e>(1,-1)", "mc:(0,-1)/e>(1,-1)/e>(1,-1)",
			"mc:(0,-1)/e>(-1,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,1)/e>(-1,1)", "mc:(0,1)/e>(-1,1)/e>(-1,1)"}},
		{"fnC", []string{"mc:(0,1)/e>(0,1)/e>(1,1)", "mc:(0,1)/e>(0,1)/e>(-1,1)"}},
		{"rfn(1,4)", []string{"mc:(0,1)/e>(0,1)/e>(0,1)/e>(1,1)"}},
		{"fhmnN", []string{"m:(0,1)/e>(1,1)", "m:(1,0)/e>(1,1)", "m:(-1,0)/e>(-1,1)", "m:(0,1)/e>(-1,1)"}},
		{"nW", []string{"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)"}}, // nothing in between
		{"nfR", []string{"mc:(0,1)*"}},                                     // sliders never jump
	})
}

func TestHoppersAndSkis(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"mRcpR", []string{ // xiangqi cannon
			"m:(0,1)*", "m:(1,0)*", "m:(0,-1)*", "m:(-1,0)*",
			"c:(0,1)*/o>(0,1)*", "c:(1,0)*/o>(1,0)*", "c:(0,-1)*/o>(0,-1)*", "c:(-1,0)*/o>(-1,0)*"}},
		{"pR", []string{"mc:(0,1)*/o>(0,1)*", "mc:(1,0)*/o>(1,0)*", "mc:(0,-1)*/o>(0,-1)*", "mc:(-1,0)*/o>(-1,0)*"}},
		{"pB", []string{"mc:(1,1)*/o>(1,1)*", "mc:(1,-1)*/o>(1,-1)*", "mc:(-1,-1)*/o>(-1,-1)*", "mc:(-1,1)*/o>(-1,1)*"}},
		{"fpNN", []string{"mc:(1,2)*/o>(1,2)*", "mc:(-1,2)*/o>(-1,2)*"}},
		// The range counts the whole move, screen included.
		{"fpR2", []string{"mc:(0,1)/o>(0,1)"}},
		{"fpR3", []string{"mc:(0,1)/o>(0,1)*2", "mc:(0,1)x2/o>(0,1)"}},
		{"gQ", []string{
			"mc:(0,1)*/o>(0,1)", "mc:(1,1)*/o>(1,1)", "mc:(1,0)*/o>(1,0)", "mc:(1,-1)*/o>(1,-1)",
			"mc:(0,-1)*/o>(0,-1)", "mc:(-1,-1)*/o>(-1,-1)", "mc:(-1,0)*/o>(-1,0)", "mc:(-1,1)*/o>(-1,1)"}},
		{"gR", []string{"mc:(0,1)*/o>(0,1)", "mc:(1,0)*/o>(1,0)", "mc:(0,-1)*/o>(0,-1)", "mc:(-1,0)*/o>(-1,0)"}},
		{"fgR3", []string{"mc:(0,1)*2/o>(0,1)"}},
		{"jQ", []string{ // Snark Hunt's Boojum: skip the first square
			"mc:(0,1)/a>(0,1)*", "mc:(1,1)/a>(1,1)*", "mc:(1,0)/a>(1,0)*", "mc:(1,-1)/a>(1,-1)*",
			"mc:(0,-1)/a>(0,-1)*", "mc:(-1,-1)/a>(-1,-1)*", "mc:(-1,0)/a>(-1,0)*", "mc:(-1,1)/a>(-1,1)*"}},
		{"jR", []string{"mc:(0,1)/a>(0,1)*", "mc:(1,0)/a>(1,0)*", "mc:(0,-1)/a>(0,-1)*", "mc:(-1,0)/a>(-1,0)*"}},
		{"jB", []string{"mc:(1,1)/a>(1,1)*", "mc:(1,-1)/a>(1,-1)*", "mc:(-1,-1)/a>(-1,-1)*", "mc:(-1,1)/a>(-1,1)*"}},
		{"fjR2", []string{"mc:(0,1)/a>(0,1)"}},
		{"fjR3", []string{"mc:(0,1)/a>(0,1)*2"}},
		{"fjD", []string{"mc:(0,1)/o>(0,1)"}},  // must jump an occupied square
		{"rfjN", []string{"mc:(0,1)/o>(1,1)"}}, // the orthogonal square, as nN
		{"fjA", []string{"mc:(1,1)/o>(1,1)", "mc:(-1,1)/o>(-1,1)"}},
	})
}

func TestMultiLeg(t *testing.T) {
	mao := []string{
		"mc:(0,1)/e>(1,1)", "mc:(0,1)/e>(-1,1)", "mc:(1,0)/e>(1,1)", "mc:(1,0)/e>(1,-1)",
		"mc:(0,-1)/e>(1,-1)", "mc:(0,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,-1)", "mc:(-1,0)/e>(-1,1)"}
	moa := []string{
		"mc:(1,1)/e>(0,1)", "mc:(1,1)/e>(1,0)", "mc:(1,-1)/e>(1,0)", "mc:(1,-1)/e>(0,-1)",
		"mc:(-1,-1)/e>(0,-1)", "mc:(-1,-1)/e>(-1,0)", "mc:(-1,1)/e>(-1,0)", "mc:(-1,1)/e>(0,1)"}
	king := []string{"mc:(0,1)", "mc:(1,1)", "mc:(1,0)", "mc:(1,-1)", "mc:(0,-1)", "mc:(-1,-1)", "mc:(-1,0)", "mc:(-1,1)"}
	griffon := []string{
		"mc:(1,1)/e>(0,1)*", "mc:(1,1)/e>(1,0)*", "mc:(1,-1)/e>(1,0)*", "mc:(1,-1)/e>(0,-1)*",
		"mc:(-1,-1)/e>(0,-1)*", "mc:(-1,-1)/e>(-1,0)*", "mc:(-1,1)/e>(-1,0)*", "mc:(-1,1)/e>(0,1)*"}
	ferz := []string{"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)"}
	wazir := []string{"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)"}
	cat := func(lists ...[]string) []string { return slices.Concat(lists...) }
	runMoveCases(t, []moveCase{
		{"afsW", mao},
		{"afsF", moa},
		{"afsK", cat(mao, moa)},
		{"KafsK", cat(king, mao, moa)}, // Prince
		{"yafsF", griffon},
		{"FyafsF", cat(ferz, griffon)},
		{"WyafsW", cat(wazir, []string{
			"mc:(0,1)/e>(1,1)*", "mc:(0,1)/e>(-1,1)*", "mc:(1,0)/e>(1,1)*", "mc:(1,0)/e>(1,-1)*",
			"mc:(0,-1)/e>(1,-1)*", "mc:(0,-1)/e>(-1,-1)*", "mc:(-1,0)/e>(-1,-1)*", "mc:(-1,0)/e>(-1,1)*"})},
		{"mafsmafW", []string{ // janggi elephant
			"mc:(0,1)/e>(1,1)/e>(1,1)", "mc:(0,1)/e>(-1,1)/e>(-1,1)", "mc:(1,0)/e>(1,1)/e>(1,1)", "mc:(1,0)/e>(1,-1)/e>(1,-1)",
			"mc:(0,-1)/e>(1,-1)/e>(1,-1)", "mc:(0,-1)/e>(-1,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,-1)/e>(-1,-1)", "mc:(-1,0)/e>(-1,1)/e>(-1,1)"}},
		{"fmasR", []string{"mc:(0,1)*/e>(1,0)*", "mc:(0,1)*/e>(-1,0)*"}},                        // hook mover
		{"fpasR", []string{"mc:(0,1)*/o>(1,0)*", "mc:(0,1)*/o>(-1,0)*"}},                        // turns at the obstacle
		{"fmpasR", []string{"mc:(0,1)*/a>(1,0)*", "mc:(0,1)*/a>(-1,0)*"}},                       // either
		{"fgafsR", []string{"mc:(0,1)*/o>(1,1)", "mc:(0,1)*/o>(-1,1)"}},                         // g: R becomes W, 45° makes F
		{"fgafsW0", []string{"mc:(0,1)*/o>(1,1)*", "mc:(0,1)*/o>(-1,1)*"}},                      // W0 becomes R, then B
		{"fgabyabsR", []string{"mc:(0,1)*/o>(0,-1)/e>(1,1)*", "mc:(0,1)*/o>(0,-1)/e>(-1,1)*"}},  // bifurcator
		{"ftgabyabsR", []string{"mc:(0,1)*/f>(0,-1)/e>(1,1)*", "mc:(0,1)*/f>(0,-1)/e>(-1,1)*"}}, // tg: only at a friend (Fairy-Max's bifurcator)
		{"rfmpafN", []string{"mc:(1,2)/a>(1,2)"}},                                               // (2,4) leaper
		{"fmasN", []string{"mc:(1,2)/e>(2,-1)", "mc:(1,2)/e>(-2,1)", "mc:(-1,2)/e>(2,1)", "mc:(-1,2)/e>(-2,-1)"}},
		{"fmaW", []string{"mc:(0,1)/e>(0,1)", "mc:(0,1)/e>(1,0)", "mc:(0,1)/e>(-1,0)"}}, // default: f, r, l
		{"fmaK", []string{"mc:(0,1)/e>(0,1)", "mc:(0,1)/e>(1,1)", "mc:(0,1)/e>(1,0)", "mc:(0,1)/e>(1,-1)",
			"mc:(0,1)/e>(-1,-1)", "mc:(0,1)/e>(-1,0)", "mc:(0,1)/e>(-1,1)"}}, // default: all but back
		{"fmabK", []string{"mc:(0,1)/e>(0,-1)"}}, // back to the start square
		{"fmafcF", []string{"c:(1,1)/e>(1,1)", "c:(-1,1)/e>(-1,1)"}},
		{"fnafsD", []string{"mc:(0,1)/e>(0,1)/e>(2,2)", "mc:(0,1)/e>(0,1)/e>(-2,2)"}}, // lame D, then A outward
		{"ifamfW", []string{"im:(0,1)/e>(0,1)"}},
		{"ifamfWfeF", []string{"im!:(0,1)/e>(0,1)", "e:(1,1)", "e:(-1,1)"}},
		{"imfafW", []string{"imc:(0,1)/e>(0,1)"}}, // m belongs to the first leg,
	})
}

func TestBrackets(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"[F?R]", []string{
			"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)",
			"mc:(1,1)/e>(0,1)*", "mc:(1,1)/e>(1,0)*", "mc:(1,-1)/e>(1,0)*", "mc:(1,-1)/e>(0,-1)*",
			"mc:(-1,-1)/e>(0,-1)*", "mc:(-1,-1)/e>(-1,0)*", "mc:(-1,1)/e>(-1,0)*", "mc:(-1,1)/e>(0,1)*"}},
		{"[fF-R]", []string{"mc:(1,1)/e>(0,1)*", "mc:(1,1)/e>(1,0)*", "mc:(-1,1)/e>(-1,0)*", "mc:(-1,1)/e>(0,1)*"}},
		{"[fW?sR]", []string{"mc:(0,1)", "mc:(0,1)/e>(1,0)*", "mc:(0,1)/e>(-1,0)*"}},
		{"[fW-sR]", []string{"mc:(0,1)/e>(1,0)*", "mc:(0,1)/e>(-1,0)*"}},
		{"[fW-B]", []string{"mc:(0,1)/e>(1,1)*", "mc:(0,1)/e>(-1,1)*"}},
		{"[fW-F]", []string{"mc:(0,1)/e>(1,1)", "mc:(0,1)/e>(-1,1)"}}, // the forward half of the Mao
		{"[fW-W]", []string{"mc:(0,1)/e>(0,1)"}},
		{"[fW-K]", []string{"mc:(0,1)/e>(0,1)"}},                                    // outward = straight on when the atom can
		{"[fD?B]", []string{"mc:(0,2)", "mc:(0,2)/e>(1,1)*", "mc:(0,2)/e>(-1,1)*"}}, // Osprey
		{"[rfA?R]", []string{"mc:(2,2)", "mc:(2,2)/e>(0,1)*", "mc:(2,2)/e>(1,0)*"}}, // Condor
		{"[N?B]", []string{ // Unicorn: on along the nearest diagonal
			"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)",
			"mc:(1,2)/e>(1,1)*", "mc:(2,1)/e>(1,1)*", "mc:(2,-1)/e>(1,-1)*", "mc:(1,-2)/e>(1,-1)*",
			"mc:(-1,-2)/e>(-1,-1)*", "mc:(-2,-1)/e>(-1,-1)*", "mc:(-2,1)/e>(-1,1)*", "mc:(-1,2)/e>(-1,1)*"}},
		{"[N-R]", []string{ // Pegasus without the knight moves: the nearest orthogonal
			"mc:(1,2)/e>(0,1)*", "mc:(2,1)/e>(1,0)*", "mc:(2,-1)/e>(1,0)*", "mc:(1,-2)/e>(0,-1)*",
			"mc:(-1,-2)/e>(0,-1)*", "mc:(-2,-1)/e>(-1,0)*", "mc:(-2,1)/e>(-1,0)*", "mc:(-1,2)/e>(0,1)*"}},
		{"[rfN-K]", []string{"mc:(1,2)/e>(0,1)", "mc:(1,2)/e>(1,1)"}}, // both king steps within 45°
		{"[fW-N]", []string{"mc:(0,1)/e>(1,2)", "mc:(0,1)/e>(-1,2)"}},
		{"[mfF?cR]", []string{"m:(1,1)", "m:(-1,1)", "c:(1,1)/e>(0,1)*", "c:(1,1)/e>(1,0)*", "c:(-1,1)/e>(-1,0)*", "c:(-1,1)/e>(0,1)*"}},
		{"[fpR-fK]", []string{"mc:(0,1)*/o>(0,1)"}}, // Betza 2.0's grasshopper pQ-K
		{"[fW-fsF-frR]", []string{"mc:(0,1)/e>(1,1)/e>(1,0)*", "mc:(0,1)/e>(-1,1)/e>(0,1)*"}},
		{"[fW-fsF-R]", []string{"mc:(0,1)/e>(1,1)/e>(0,1)*", "mc:(0,1)/e>(1,1)/e>(1,0)*", "mc:(0,1)/e>(-1,1)/e>(-1,0)*", "mc:(0,1)/e>(-1,1)/e>(0,1)*"}},
		{"[ifW-mW]fceF", []string{"im!:(0,1)/e>(0,1)", "ce:(1,1)", "ce:(-1,1)"}},
	})
}

// Strings that mean the same by definition.
func TestEquivalent(t *testing.T) {
	pairs := [][2]string{
		{"(1,2)", "N"}, {"(2,1)", "N"}, {"(0,1)", "W"}, {"(1,1)", "F"}, {"(3,2)", "Z"}, {"(1,3)", "C"},
		{"R4", "W4"}, {"N0", "NN"}, {"KK", "Q"}, {"WW", "R"}, {"FF", "B"}, {"RR", "R"}, {"QQ", "Q"}, {"K0", "Q"},
		{"R1", "W"}, {"B1", "F"}, {"Q1", "K"}, {"(3,3)(3,3)", "G0"}, {"(1,2)(2,1)", "NN"},
		{"fFvF", "F"}, {"KW", "K"}, {"WF", "K"}, {"RB", "Q"}, {"ffrrN", "fNrN"}, {"sfW", "fsW"},
		{"mcW", "W"}, {"cmW", "W"}, {"fmW", "mfW"}, {"fceF", "cefF"},
		{"nN", "afsW"}, {"nZ", "mafsmafW"}, {"nA", "mafF"}, {"nD", "mafW"}, {"nG", "mafmafF"},
		{"[F?R]", "FyafsF"}, {"[F-R]", "yafsF"}, {"[W?B]", "WyafsW"}, {"[W-F]", "afsW"}, {"[F-W]", "afsF"},
		{"[R-sR]", "masR"}, {"[N]", "N"}, {"[F-F]", "nA"},
	}
	for _, p := range pairs {
		a, errA := Compile(p[0])
		b, errB := Compile(p[1])
		if errA != nil || errB != nil {
			t.Errorf("%q, %q: %v, %v", p[0], p[1], errA, errB)
			continue
		}
		if ra, rb := renderAll(a), renderAll(b); !slices.Equal(ra, rb) {
			t.Errorf("%q and %q differ:\n %q\n %q", p[0], p[1], ra, rb)
		}
	}
}

// The exact IR of one lame leap, as the brief of the package spells it.
func TestLegFields(t *testing.T) {
	ms, err := Compile("rfnN")
	if err != nil {
		t.Fatal(err)
	}
	want := []ir.Move{{
		Legs: []ir.Leg{
			{DX: 0, DY: 1, Min: 1, Max: 1, Pass: ir.Empty, End: ir.Empty},
			{DX: 1, DY: 1, Min: 1, Max: 1, Pass: ir.Empty},
		},
		Final: ir.Modality{Move: true, Capture: true},
	}}
	if !reflect.DeepEqual(ms, want) {
		t.Errorf("rfnN = %+v, want %+v", ms, want)
	}
}

// Moves come in string order, then clockwise from forward.
func TestOrder(t *testing.T) {
	cases := []struct {
		betza string
		want  []string
	}{
		{"fmWfceFifmnD", []string{"m:(0,1)", "ce:(1,1)", "ce:(-1,1)", "im!:(0,1)/e>(0,1)"}},
		{"N", []string{"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)"}},
		{"WF", []string{"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)", "mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)"}},
		{"FK", []string{"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)", "mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)"}},
		{"fF[fW?sR]", []string{"mc:(1,1)", "mc:(-1,1)", "mc:(0,1)", "mc:(0,1)/e>(1,0)*", "mc:(0,1)/e>(-1,0)*"}},
		{"ifmW3fceF", []string{"im:(0,1)", "im!:(0,1)/e>(0,1)", "im!:(0,1)/e>(0,1)/e>(0,1)", "ce:(1,1)", "ce:(-1,1)"}},
	}
	for _, c := range cases {
		ms, err := Compile(c.betza)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.betza, err)
			continue
		}
		var got []string
		for _, m := range ms {
			got = append(got, render(m))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Compile(%q) order\n got  %q\n want %q", c.betza, got, c.want)
		}
	}
}

// TestCaptureOrHop: c with p on a leg before the last is XBoard's two
// readings of it, c (end on an enemy and take it) and p (end on a piece
// of either side and pass it), with m (if written) going with p. HaChu's
// Werewolf is K3cpafK: each of its eight jumps is once a locust capture
// of the first square's enemy and once a hop over its piece.
func TestCaptureOrHop(t *testing.T) {
	type leg1 struct {
		end  ir.Occupancy
		kill bool
	}
	for _, c := range []struct {
		betza string
		want  []leg1 // by direction, the first legs of the two-leg moves
	}{
		{"fcpafW", []leg1{{ir.Enemy, true}, {ir.Occupied, false}}},
		{"fmcpafW", []leg1{{ir.Enemy, true}, {ir.Any, false}}},
		{"fcafW", []leg1{{ir.Enemy, true}}},
		{"fpafW", []leg1{{ir.Occupied, false}}},
		{"fmcafW", []leg1{{ir.EmptyOrEnemy, true}}},
	} {
		ms, err := Compile(c.betza)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.betza, err)
			continue
		}
		var got []leg1
		for _, m := range ms {
			if len(m.Legs) != 2 || m.Legs[0].DX != 0 || m.Legs[0].DY != 1 || m.Legs[1].DX != 0 || m.Legs[1].DY != 1 {
				t.Errorf("Compile(%q): move %s, want two forward steps", c.betza, render(m))
				continue
			}
			got = append(got, leg1{m.Legs[0].End, m.Legs[0].Kill})
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Compile(%q): first legs %v, want %v", c.betza, got, c.want)
		}
	}
	// The Werewolf: a slide of up to three in 8 directions, and 8 jumps
	// read twice.
	ms, err := Compile("K3cpafK")
	if err != nil {
		t.Fatal(err)
	}
	slides, kills, hops := 0, 0, 0
	for _, m := range ms {
		switch {
		case len(m.Legs) == 1 && m.Legs[0].Max == 3:
			slides++
		case len(m.Legs) == 2 && m.Legs[0].Kill && m.Legs[0].End == ir.Enemy:
			kills++
		case len(m.Legs) == 2 && !m.Legs[0].Kill && m.Legs[0].End == ir.Occupied:
			hops++
		default:
			t.Errorf("K3cpafK: unexpected move %s", render(m))
		}
	}
	if slides != 8 || kills != 8 || hops != 8 {
		t.Errorf("K3cpafK: %d slides, %d locust jumps, %d hops; want 8 of each", slides, kills, hops)
	}
}
