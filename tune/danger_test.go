package tune

import (
	"math"
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

// The king danger's scalars are fitted through the quadratic penalty
// itself: scores made by an evaluation whose danger weighs twice the
// definition's (king_danger 200) are matched by the fitted scalars and
// the held-out loss falls; a variant without drops (chess) keeps every danger scalar.
func TestFitKingDanger(t *testing.T) {
	v, err := lang.Find("shogi")
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	eval := search.NewEvaluator(g)
	idx := eval.Index()
	d := NewData(eval)
	d.Lambda, d.ScoreScale = 1, 400
	rng := rand.New(rand.NewSource(3))
	var buf []interp.Move
	x0 := [5]float64{100, 40, 70, 60, 600}
	x2 := x0
	x2[0] = 200
	for d.Positions() < 1500 {
		p, _ := g.StartPosition()
		plies := 10 + rng.Intn(60)
		for i := 0; i < plies; i++ {
			var m interp.Move
			var ok bool
			if m, ok, buf = p.RandomMove(rng, buf); !ok {
				break
			}
			p.Make(m)
		}
		me, them, mg, ok := eval.DangerTerms(p)
		if !ok {
			t.Fatal("shogi has no king danger")
		}
		pm, _ := search.DangerPenalty(me, x2)
		pt, _ := search.DangerPenalty(them, x2)
		pm0, _ := search.DangerPenalty(me, x0)
		pt0, _ := search.DangerPenalty(them, x0)
		e := float64(eval.Evaluate(p))
		d.e = append(d.e, float32(e))
		d.y = append(d.y, 0.5)
		d.sc = append(d.sc, float32(e+mg*((pt-pt0)-(pm-pm0))))
		d.w = append(d.w, 1)
		d.game = append(d.game, int32(d.Games))
		d.off = append(d.off, len(d.feats))
		d.dng = append(d.dng, dangerPos{me, them, float32(mg)})
		d.Games++
	}
	f, err := FitWeights(d, DefaultPriors, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range search.DangerScalars {
		t.Logf("%s %.1f", search.ScalarNames[i], f.Theta[idx.Scalar(i)])
	}
	// Doubling the penalty can be had by king_danger or by the units
	// (it is their square): the fitted scalars must give the scores'
	// danger far better than the definition's do.
	var before, after float64
	for i := range d.e {
		target := float64(d.sc[i] - d.e[i])
		got, _ := d.dangerDelta(i, f.Theta, d.eval.Weights0())
		before += target * target
		after += (got - target) * (got - target)
	}
	t.Logf("the danger's squared error: %.0f with the definition's scalars, %.0f fitted", before, after)
	if before == 0 || after > before/4 {
		t.Errorf("the danger's squared error %.0f with the definition's scalars, %.0f fitted: want a quarter or less", before, after)
	}
	kd := idx.Scalar(search.DangerScalars[0])
	if !(f.TestAfter < f.TestBefore) {
		t.Errorf("held-out loss %v -> %v: did not fall", f.TestBefore, f.TestAfter)
	}
	w := FittedWeights(g, eval, f)
	if w.Scalars["king_danger"] != int(math.Round(f.Theta[kd])) {
		t.Errorf("weights' king_danger %d, fitted %.1f", w.Scalars["king_danger"], f.Theta[kd])
	}
	for _, i := range search.DangerScalars {
		if lo, _ := search.ScalarRange(i); f.Theta[idx.Scalar(i)] < float64(lo) {
			t.Errorf("%s fitted to %.1f, below its least %d", search.ScalarNames[i], f.Theta[idx.Scalar(i)], lo)
		}
	}

	// Chess: no danger terms, the danger's scalars stay put.
	_, ceval := chessEval(t)
	if _, _, _, ok := ceval.DangerTerms(nil); ok {
		t.Fatal("chess has a king danger")
	}
}
