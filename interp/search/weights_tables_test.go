package search

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// table64 is a chess placement table of zeros but for one square.
func table64(square, value int) string {
	vals := make([]string, 64)
	for i := range vals {
		vals[i] = "0"
	}
	if square >= 0 {
		vals[square] = fmt.Sprint(value)
	}
	return "[" + strings.Join(vals, ", ") + "]"
}

func TestReadWeightsTables(t *testing.T) {
	dir := t.TempDir()
	p := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	g := p.Game()
	short := "[" + strings.Repeat("1, ", 62) + "1]"
	for _, tt := range []struct {
		name, text, err string
	}{
		{"scalars.yaml", "variant: chess\nscalars:\n  tempo: 20\n  mobility_mg: 3\n", ""},
		{"both.yaml", "variant: chess\nvalues:\n  Pawn: 90\nplacement:\n  Knight:\n    mg: " + table64(27, 30) + "\n    eg: " + table64(-1, 0) + "\n", ""},
		{"mgonly.yaml", "variant: chess\nplacement:\n  Knight:\n    mg: " + table64(27, 30) + "\n", ""},
		{"badscalar.yaml", "variant: chess\nscalars:\n  tempi: 20\n", `badscalar.yaml:3:3: unknown scalar "tempi" (did you mean tempo?)`},
		{"scalartext.yaml", "variant: chess\nscalars:\n  tempo: much\n", `scalartext.yaml:3:10: the scalar tempo is "much": expected a whole number`},
		{"scalarbig.yaml", "variant: chess\nscalars:\n  tempo: 20000\n", `scalarbig.yaml:3:10: the scalar tempo is 20000: expected -10000 to 10000`},
		{"scalartwice.yaml", "variant: chess\nscalars:\n  tempo: 2\n  tempo: 3\n", `scalartwice.yaml:4:3: scalar tempo given twice`},
		{"scalarlist.yaml", "variant: chess\nscalars: [1, 2]\n", `scalarlist.yaml:2:10: expected the evaluation's scalars after scalars:`},
		{"short.yaml", "variant: chess\nplacement:\n  Knight:\n    mg: " + short + "\n", `short.yaml:4:9: the mg table of Knight has 63 values: expected 64, one for each square of chess's board (8 files by 8 ranks)`},
		{"piece.yaml", "variant: chess\nplacement:\n  Knigt:\n    mg: " + table64(1, 1) + "\n", `piece.yaml:3:3: the weights give placement to a piece "Knigt" that chess does not have (did you mean Knight?)`},
		{"phase.yaml", "variant: chess\nplacement:\n  Knight:\n    md: " + table64(1, 1) + "\n", `phase.yaml:4:5: unknown table "md" (did you mean mg?) in the placement of Knight`},
		{"entry.yaml", "variant: chess\nplacement:\n  Knight:\n    eg: [1, x, 3]\n", `entry.yaml:4:13: square 2 of the eg table of Knight is "x": expected a whole number of centipawns`},
		{"nottable.yaml", "variant: chess\nplacement:\n  Knight:\n    eg: 5\n", `nottable.yaml:4:9: expected the eg table of Knight: a list of centipawns`},
		{"notmap.yaml", "variant: chess\nplacement:\n  Knight: 5\n", `notmap.yaml:3:11: expected the tables of Knight: mg: [...] and/or eg: [...]`},
		{"tabletwice.yaml", "variant: chess\nplacement:\n  Knight:\n    mg: [1]\n    mg: [2]\n", `tabletwice.yaml:5:5: the mg table of Knight given twice`},
		{"placementlist.yaml", "variant: chess\nplacement: 3\n", `placementlist.yaml:2:12: expected the pieces' placement tables after placement:`},
		{"unknownkey.yaml", "variant: chess\nscalar:\n  tempo: 2\n", `unknownkey.yaml:2:1: unknown key "scalar" (did you mean scalars?)`},
	} {
		path := filepath.Join(dir, tt.name)
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		w, err := ReadWeights(path)
		if err == nil {
			_, err = NewWeightedEvaluator(g, w)
		}
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.err)
		}
	}
}

// TestWeightsTablesMoveTheScore checks that a placement table entry and a
// scalar change the evaluation by exactly what the file says, for both
// sides (the second player's table mirrored).
func TestWeightsTablesMoveTheScore(t *testing.T) {
	p0 := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	g := p0.Game()
	knight := -1
	for ty, pc := range g.V.Pieces {
		if pc.Name == "Knight" {
			knight = ty
		}
	}
	evalWith := func(extra string) *Evaluator {
		t.Helper()
		return evaluatorWith(t, g, "variant: chess\n"+extra)
	}
	zero := evalWith("placement:\n  Knight:\n    mg: " + table64(-1, 0) + "\n    eg: " + table64(-1, 0) + "\n")
	for _, tt := range []struct {
		fen    string
		square int // the knight's square from its owner's view (d4 = 27)
		value  int
		want   int // the change of the score for the side to move
	}{
		{"4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", 27, 37, 37},
		{"4k3/8/8/8/3N4/8/8/4K3 b - - 0 1", 27, 37, -37},
		{"4k3/8/8/3n4/8/8/8/4K3 w - - 0 1", 27, 37, -37}, // d5 is Black's d4
		{"4k3/8/8/3n4/8/8/8/4K3 b - - 0 1", 27, -12, -12},
		{"r3k3/pppp4/8/8/3N4/8/PPPP4/R3K2Q w - - 0 1", 27, 25, 25}, // tapered: mg and eg alike
	} {
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		tab := table64(tt.square, tt.value)
		e := evalWith("placement:\n  Knight:\n    mg: " + tab + "\n    eg: " + tab + "\n")
		// Exact but for the taper's integer division of each side's
		// placement sum (a centipawn either way).
		if got := e.Evaluate(p) - zero.Evaluate(p); abs(got-tt.want) > 1 {
			t.Errorf("%s: the table's %d on square %d moved the score by %d, want %d", tt.fen, tt.value, tt.square, got, tt.want)
		}
		mg, _ := e.PlacementTable(knight)
		if mg[tt.square] != tt.value {
			t.Errorf("%s: PlacementTable gives %d on square %d, want %d", tt.fen, mg[tt.square], tt.square, tt.value)
		}
	}
	// The middlegame table alone, at the start position's phase (full
	// middlegame), moves the score by the whole entry.
	start, _ := g.StartPosition()
	if ph := zero.Phase(start); ph != PhaseScale {
		t.Fatalf("the start's phase is %d, want %d", ph, PhaseScale)
	}
	ng1 := 6
	e := evalWith("placement:\n  Knight:\n    mg: " + table64(ng1, 40) + "\n    eg: " + table64(-1, 0) + "\n")
	if got := e.Evaluate(start) - zero.Evaluate(start); got != 0 { // both sides' g-knights: +40 and -40
		t.Errorf("start: a symmetric table moved the score by %d", got)
	}
	// Scalars: tempo moves every score by its change.
	base, more := NewEvaluator(g), evalWith("scalars:\n  tempo: 25\n")
	for _, p := range []*interp.Position{p0, start} {
		if got, want := more.Evaluate(p)-base.Evaluate(p), 25-tempo; got != want {
			t.Errorf("%s: tempo 25 moved the score by %d, want %d", p.FEN(), got, want)
		}
	}
	if v, ok := more.Scalar("tempo"); !ok || v != 25 {
		t.Errorf("Scalar(tempo) = %d, %v", v, ok)
	}
}

// TestWriteWeightsTablesRoundTrip writes scalars and tables and reads
// them back.
func TestWriteWeightsTablesRoundTrip(t *testing.T) {
	p := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	g := p.Game()
	tab := make([]int, 64)
	for i := range tab {
		tab[i] = i - 30
	}
	w := &Weights{Variant: "chess", Values: map[string]int{"Pawn": 95}, Scalars: map[string]int{"tempo": 12, "doubled_eg": -3}, Placement: map[string]Tables{"Bishop": {MG: tab, EG: tab}, "Rook": {EG: tab}}}
	var b bytes.Buffer
	if err := WriteWeights(&b, w, g, "test"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "w.yaml")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := ReadWeights(path)
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if err := r.Check(g); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(r.Values, r.Scalars, r.Placement) != fmt.Sprint(w.Values, w.Scalars, w.Placement) {
		t.Errorf("read back %v %v %v, wrote %v %v %v", r.Values, r.Scalars, r.Placement, w.Values, w.Scalars, w.Placement)
	}
}
