package search

import (
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Every bundled weights file reads, fits its bundled variant and is what
// the engine plays that variant with by default; a user's variant of the
// same name, changed, does not get it.
func TestBundledWeights(t *testing.T) {
	names, err := fs.Glob(definitions.EvalFS, "eval/*.eval.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names { // the weights vdl ships
		testBundled(t, definitions.EvalFS, strings.TrimPrefix(name, "eval/"))
	}
	// The mechanism, with weights of a test's own.
	test := fstest.MapFS{"eval/capablanca.eval.yaml": {Data: []byte("variant: capablanca\nscalars:\n  tempo: 17\nplacement:\n  Knight:\n    mg: [" + strings.Repeat("3, ", 79) + "3]\n")}}
	defer func(old fs.FS) { bundledFS = old; bundled = sync.Map{} }(bundledFS)
	bundledFS, bundled = test, sync.Map{}
	testBundled(t, test, "capablanca.eval.yaml")
}

func testBundled(t *testing.T, fsys fs.FS, name string) {
	t.Helper()
	src, _ := fs.ReadFile(fsys, "eval/"+name)
	w, err := parseWeights("definitions/eval/"+name, src)
	if err != nil {
		t.Fatal(err)
	}
	variant := strings.TrimSuffix(name, ".eval.yaml")
	v, err := lang.Find(variant)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Check(g); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if BundledWeights(g) == nil {
		t.Fatalf("%s: BundledWeights gives none for the bundled %s", name, variant)
	}
	def, own := DefaultEvaluator(g), NewEvaluator(g)
	p, _ := g.StartPosition()
	same := true
	for ty := range g.V.Pieces {
		a, _ := def.PlacementTable(ty)
		b, _ := own.PlacementTable(ty)
		for s := range a {
			same = same && a[s] == b[s]
		}
	}
	if same {
		t.Errorf("%s: the default evaluation has the definition's tables", name)
	}
	if NewEngine(g, Options{}).Evaluator().Evaluate(p) != def.Evaluate(p) {
		t.Errorf("%s: the engine's default evaluation is not the bundled one", name)
	}
	if got := NewEngine(g, Options{Eval: mustEval(t, g, Definition(variant))}).Evaluator(); got.Evaluate(p) != own.Evaluate(p) {
		t.Errorf("%s: Definition's weights are not the definition's evaluation", name)
	}
	changed := *v
	changed.Setup = strings.Replace(v.Setup, " w ", " b ", 1)
	g2, err := interp.NewGame(&changed)
	if err != nil {
		t.Fatal(err)
	}
	if BundledWeights(g2) != nil {
		t.Errorf("%s: a changed %s got the bundled weights", name, variant)
	}
	// A bundled variant without weights plays with the definition's.
	chess := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").Game()
	if _, err := fs.Stat(fsys, "eval/chess.eval.yaml"); err != nil && BundledWeights(chess) != nil {
		t.Error("chess has no weights file yet got weights")
	}
}

func mustEval(t *testing.T, g *interp.Game, w *Weights) *Evaluator {
	t.Helper()
	e, err := NewWeightedEvaluator(g, w)
	if err != nil {
		t.Fatal(err)
	}
	return e
}
