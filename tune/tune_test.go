package tune

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

// Self-play of Gardner's 5x5 minichess at depth 1: the fit keeps only values the games fix,
// the kept ones put the start position's material where the engine has
// it, and the weights written read back and load into an engine.
func TestTuneChess(t *testing.T) {
	v, err := lang.Find("gardner")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Run(analyze.Config{Variant: v, Player: "engine:depth=1", Games: 120, Seed: 1, MaxPlies: 200, OpeningPlies: 4, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.StartPosition()
	var before, after float64
	for ty, pc := range r.Pieces {
		if pc.Kept != (r.Weights.Values[pc.Name] != 0) {
			t.Errorf("%s: kept %v, weights %v", pc.Name, pc.Kept, r.Weights.Values)
		}
		if pc.Kept {
			if math.IsNaN(pc.Fit) || pc.Error >= pc.Fit/2 {
				t.Errorf("%s kept with a fit of %v ± %v", pc.Name, pc.Fit, pc.Error)
			}
			n := float64(start.Count(interp.White, ty) + start.Count(interp.Black, ty))
			before += n * float64(pc.Engine)
			after += n * float64(pc.Tuned)
		}
		if g.IsRoyal(ty) && pc.Kept {
			t.Errorf("the royal %s was given a value", pc.Name)
		}
	}
	if len(r.Weights.Values) == 0 {
		t.Fatal("120 games fixed no value")
	}
	if math.Abs(after-before) > float64(len(r.Weights.Values))*32 { // rounding of each kept value, at most 16 pieces of a type
		t.Errorf("start material %v with the tuned values, %v with the engine's", after, before)
	}
	var b bytes.Buffer
	if err := search.WriteWeights(&b, r.Weights, g, "a test\nof two lines"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "# a test\n# of two lines\nvariant: gardner\nvalues:\n") {
		t.Errorf("weights file:\n%s", b.String())
	}
	if _, err := search.NewWeightedEvaluator(g, r.Weights); err != nil {
		t.Error(err)
	}
}

// Games played with earlier weights (vdl tune --eval) start from them:
// the engine's value in the table is the weights', and a piece the new
// games do not fix keeps the weights' value in the file written.
func TestTuneFromWeights(t *testing.T) {
	v, err := lang.Find("gardner")
	if err != nil {
		t.Fatal(err)
	}
	w := &search.Weights{Variant: "gardner", Values: map[string]int{"Knight": 111, "Queen": 1234}}
	r, err := Run(analyze.Config{Variant: v, Player: "engine:depth=1", Games: 40, Seed: 3, MaxPlies: 120, OpeningPlies: 4, Jobs: 2, Weights: w})
	if err != nil {
		t.Fatal(err)
	}
	carried := false
	for _, pc := range r.Pieces {
		want, named := w.Values[pc.Name]
		if !named {
			continue
		}
		if pc.Engine != want {
			t.Errorf("%s: the engine's value %d, want the weights' %d", pc.Name, pc.Engine, want)
		}
		if !pc.Kept {
			carried = true
			if r.Weights.Values[pc.Name] != want {
				t.Errorf("%s: not fixed by the games, written as %d, want the weights' %d", pc.Name, r.Weights.Values[pc.Name], want)
			}
		}
	}
	if !carried {
		t.Error("the games fixed every value the weights named: nothing tested the carrying over")
	}
	bad := &search.Weights{Variant: "gardner", Values: map[string]int{"Knigth": 300}}
	if _, err := Run(analyze.Config{Variant: v, Player: "random", Games: 1, MaxPlies: 10, Weights: bad}); err == nil || !strings.Contains(err.Error(), "Knigth") {
		t.Errorf("weights naming no piece of the variant: error %v", err)
	}
}
