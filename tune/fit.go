package tune

import (
	"fmt"
	"io"
	"math"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Priors are the standard deviations, in centipawns, of the regularisation
// that holds each kind of weight towards its untuned value: a weight moves
// only as far as the games insist. A square seldom seen stays put. A
// prior of 0 keeps that kind of weight as it is: the pieces' values by
// default, which the placement tables would otherwise trade against
// (a value and a table raised evenly on every square are the same term).
type Priors struct {
	Value, Placement, Scalar float64
}

// DefaultPriors are the priors vdl tune fits with (before the strength
// the held-out games choose multiplies them).
var DefaultPriors = Priors{Value: 0, Placement: 15, Scalar: 8}

// Fitted is what a fit of the evaluation's linear weights gives.
type Fitted struct {
	// Theta are the weights by search.FeatureIndex.
	Theta []float64
	// Scale is the centipawns per logistic unit of the evaluation (the
	// result's probability is 1/(1+exp(-score/Scale))).
	Scale float64
	// Strength multiplies the priors (the held-out games chose it); 0
	// when no strength predicted the held-out games better than the
	// untuned weights, which Theta then are.
	Strength float64
	// Loss before and after, on the games fitted (Train) and on those
	// held out (Test): mean cross-entropy of the targets per weight.
	TrainBefore, TrainAfter, TestBefore, TestAfter float64
	// Seen, by type, is how much weight of positions had the type on
	// the board.
	Seen []float64
	// Lambda and ScoreScale are the target's (see Data).
	Lambda, ScoreScale float64
}

// heldOut says whether game i is held out to choose the regularisation:
// one pair of games in eight (a match plays each opening twice, colours
// swapped, in games 2k and 2k+1: both are held out, or neither).
func heldOut(i int32) bool { return (i/2)%8 == 7 }

// FitWeights fits eval's linear weights (piece values, placement tables
// by phase, scalars) to d: a logistic regression of the results on the
// evaluation's change, score = E + Σ x·(θ-θ0), by Adam's gradient descent
// with a Gaussian prior around θ0. One game in eight is held out: the fit
// is made with the priors multiplied by each of a few strengths, and the
// one that predicts the held-out games best is refitted on all games.
func FitWeights(d *Data, pri Priors, progress io.Writer) (*Fitted, error) {
	if d.Positions() == 0 {
		return nil, fmt.Errorf("no positions to learn from")
	}
	eval := d.eval
	idx := eval.Index()
	theta0 := eval.Weights0()
	sigma := make([]float64, idx.Len())
	for j := range sigma {
		sigma[j] = pri.Placement
	}
	for t := 0; t < idx.Types; t++ {
		sigma[idx.Value(t)] = pri.Value
	}
	for i := 0; i < idx.Len()-idx.Scalar(0); i++ {
		sigma[idx.Scalar(i)] = pri.Scalar
	}
	f := &Fitted{Seen: make([]float64, idx.Types)}
	for i := range d.e {
		for _, x := range d.feats[d.off[i]:d.off[i+1]] {
			j := int(x.Index)
			if j >= idx.Placement(0, 0, false) && j < idx.Scalar(0) {
				t := (j - idx.Types) / (2 * idx.Squares)
				f.Seen[t] += float64(d.w[i]) * math.Abs(float64(x.Value))
			}
		}
	}
	if err := d.prepareTargets(progress); err != nil {
		return nil, err
	}
	f.Lambda, f.ScoreScale = d.Lambda, d.ScoreScale
	f.Scale = fitScale(d)
	if progress != nil {
		fmt.Fprintf(progress, "fit: %d positions of %d games, %d weights; the evaluation's scale %.0f centipawns\n", d.Positions(), d.Games, idx.Len(), f.Scale)
	}
	best, bestLoss := 1.0, math.Inf(1)
	strengths := []float64{0.25, 0.5, 1, 2}
	if d.Lambda > 0 {
		// Scores fix the weights far better than results do, and a
		// variant whose evaluation's scale is large needs looser priors
		// (they are in centipawns): up to x16, stopping once two in a
		// row predict the held-out games worse than the best so far.
		strengths = []float64{0.25, 0.5, 1, 2, 4, 8, 16}
	}
	worse := 0
	for _, k := range strengths {
		if worse == 2 && d.Lambda > 0 {
			break
		}
		theta := descend(d, theta0, sigma, k, f.Scale, func(g int32) bool { return !heldOut(g) })
		loss := d.loss(theta, theta0, f.Scale, heldOut)
		if progress != nil {
			fmt.Fprintf(progress, "fit: priors x%g: held-out loss %.5f (untuned %.5f)\n", k, loss, d.loss(theta0, theta0, f.Scale, heldOut))
		}
		if loss < bestLoss {
			best, bestLoss, worse = k, loss, 0
		} else {
			worse++
		}
	}
	f.Strength = best
	all := func(int32) bool { return true }
	train := func(g int32) bool { return !heldOut(g) }
	f.TrainBefore, f.TestBefore = d.loss(theta0, theta0, f.Scale, train), d.loss(theta0, theta0, f.Scale, heldOut)
	if !(bestLoss < f.TestBefore) { // no strength predicts the held-out games better: keep the untuned weights
		f.Strength = 0
		f.TrainAfter, f.TestAfter = f.TrainBefore, f.TestBefore
		f.Theta = append([]float64(nil), theta0...)
		return f, nil
	}
	fitOn := descend(d, theta0, sigma, best, f.Scale, train)
	f.TrainAfter, f.TestAfter = d.loss(fitOn, theta0, f.Scale, train), d.loss(fitOn, theta0, f.Scale, heldOut)
	f.Theta = descend(d, theta0, sigma, best, f.Scale, all)
	return f, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// crossEntropy of predicting p for the result y.
func crossEntropy(p, y float64) float64 {
	p = min(max(p, 1e-9), 1-1e-9)
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

// score is position i's evaluation with the weights theta.
func (d *Data) score(i int, theta, theta0 []float64) float64 {
	s := float64(d.e[i])
	for _, x := range d.feats[d.off[i]:d.off[i+1]] {
		s += float64(x.Value) * (theta[x.Index] - theta0[x.Index])
	}
	if i < len(d.dng) {
		delta, _ := d.dangerDelta(i, theta, theta0)
		s += delta
	}
	return s
}

// dangerX are theta's king danger scalars, in search.DangerScalars'
// order.
func (d *Data) dangerX(theta []float64) (x [5]float64) {
	idx := d.eval.Index()
	for k, i := range search.DangerScalars {
		x[k] = theta[idx.Scalar(i)]
	}
	return x
}

// dangerDelta is how much the king danger's scalars theta move position
// i's score from theta0's (the penalty is quadratic in the danger's
// units: exact, not a linear feature), and its gradient with respect to
// them (search.DangerScalars' order).
func (d *Data) dangerDelta(i int, theta, theta0 []float64) (delta float64, grad [5]float64) {
	dp := &d.dng[i]
	x, x0 := d.dangerX(theta), d.dangerX(theta0)
	me, gMe := search.DangerPenalty(dp.me, x)
	them, gThem := search.DangerPenalty(dp.them, x)
	me0, _ := search.DangerPenalty(dp.me, x0)
	them0, _ := search.DangerPenalty(dp.them, x0)
	mg := float64(dp.mg)
	for k := range grad {
		grad[k] = mg * (gThem[k] - gMe[k])
	}
	return mg * ((them - them0) - (me - me0)), grad
}

// loss is the mean cross-entropy of the positions of the games in.
func (d *Data) loss(theta, theta0 []float64, scale float64, in func(int32) bool) float64 {
	var sum, w float64
	for i := range d.e {
		if !in(d.game[i]) {
			continue
		}
		sum += float64(d.w[i]) * crossEntropy(sigmoid(d.score(i, theta, theta0)/scale), float64(d.t[i]))
		w += float64(d.w[i])
	}
	if w == 0 {
		return math.NaN()
	}
	return sum / w
}

// fitScale finds the scale that best predicts the targets (the results,
// or the scores' probabilities) from the untuned evaluation.
func fitScale(d *Data) float64 { return goldenScale(d.e, d.t, d.w) }

// goldenScale is the scale s by which the scores xs best predict the
// targets ys, sigmoid(x/s) with the weights ws (a golden-section search
// on its logarithm).
func goldenScale(xs, ys, ws []float32) float64 {
	loss := func(logS float64) float64 {
		s := math.Exp(logS)
		var sum float64
		for i := range xs {
			sum += float64(ws[i]) * crossEntropy(sigmoid(float64(xs[i])/s), float64(ys[i]))
		}
		return sum
	}
	a, b := math.Log(30), math.Log(3000)
	const phi = 0.6180339887
	c, e := b-phi*(b-a), a+phi*(b-a)
	fc, fe := loss(c), loss(e)
	for range 40 {
		if fc < fe {
			b, e, fe = e, c, fc
			c = b - phi*(b-a)
			fc = loss(c)
		} else {
			a, c, fc = c, e, fe
			e = a + phi*(b-a)
			fe = loss(e)
		}
	}
	return math.Exp((a + b) / 2)
}

// Iterations of the gradient descent, and its step in centipawns.
const (
	iterations = 300
	stepCP     = 1.0
)

// descend minimises the weighted cross-entropy of the games in plus the
// prior Σ (θ-θ0)²/(2(kσ)²), by Adam.
func descend(d *Data, theta0, sigma []float64, k, scale float64, in func(int32) bool) []float64 {
	n := len(theta0)
	theta := append([]float64(nil), theta0...)
	grad, m, v := make([]float64, n), make([]float64, n), make([]float64, n)
	// The scalars' ranges (a weights file's), which each step keeps to.
	var lo, hi []float64
	var dx [5]int
	if d.eval != nil {
		idx := d.eval.Index()
		lo, hi = make([]float64, n), make([]float64, n)
		for j := range lo {
			lo[j], hi[j] = math.Inf(-1), math.Inf(1)
		}
		for i := range search.ScalarNames {
			a, b := search.ScalarRange(i)
			lo[idx.Scalar(i)], hi[idx.Scalar(i)] = float64(a), float64(b)
		}
		for k, i := range search.DangerScalars {
			dx[k] = idx.Scalar(i)
		}
	}
	const b1, b2, eps = 0.9, 0.999, 1e-12
	for it := 1; it <= iterations; it++ {
		clear(grad)
		for i := range d.e {
			if !in(d.game[i]) {
				continue
			}
			sc := float64(d.e[i])
			for _, x := range d.feats[d.off[i]:d.off[i+1]] {
				sc += float64(x.Value) * (theta[x.Index] - theta0[x.Index])
			}
			var dg [5]float64
			if i < len(d.dng) {
				var delta float64
				delta, dg = d.dangerDelta(i, theta, theta0)
				sc += delta
			}
			r := float64(d.w[i]) * (sigmoid(sc/scale) - float64(d.t[i])) / scale
			for _, x := range d.feats[d.off[i]:d.off[i+1]] {
				grad[x.Index] += r * float64(x.Value)
			}
			if i < len(d.dng) {
				for k, j := range dx {
					grad[j] += r * dg[k]
				}
			}
		}
		for j := range grad {
			if sigma[j] == 0 {
				continue
			}
			s := k * sigma[j]
			grad[j] += (theta[j] - theta0[j]) / (s * s)
			m[j] = b1*m[j] + (1-b1)*grad[j]
			v[j] = b2*v[j] + (1-b2)*grad[j]*grad[j]
			mh := m[j] / (1 - math.Pow(b1, float64(it)))
			vh := v[j] / (1 - math.Pow(b2, float64(it)))
			theta[j] -= stepCP * mh / (math.Sqrt(vh) + eps)
			if lo != nil {
				theta[j] = min(max(theta[j], lo[j]), hi[j])
			}
		}
	}
	return theta
}

// FittedWeights turns a fit into weights: every piece's value (but
// royal pieces'), every scalar, and the placement tables of the types
// the positions saw, rounded to centipawns.
func FittedWeights(g *interp.Game, eval *search.Evaluator, f *Fitted) *search.Weights {
	idx := eval.Index()
	w := &search.Weights{Variant: g.V.Name, Values: map[string]int{}, Scalars: map[string]int{}, Placement: map[string]search.Tables{}}
	for t, pc := range g.V.Pieces {
		if !g.IsRoyal(t) {
			w.Values[pc.Name] = int(math.Round(f.Theta[idx.Value(t)]))
		}
		if f.Seen[t] == 0 {
			continue
		}
		mg, eg := make([]int, idx.Squares), make([]int, idx.Squares)
		for s := range mg {
			mg[s] = int(math.Round(f.Theta[idx.Placement(t, s, false)]))
			eg[s] = int(math.Round(f.Theta[idx.Placement(t, s, true)]))
		}
		w.Placement[pc.Name] = search.Tables{MG: mg, EG: eg}
	}
	for i, name := range search.ScalarNames {
		w.Scalars[name] = int(math.Round(f.Theta[idx.Scalar(i)]))
	}
	return w
}
