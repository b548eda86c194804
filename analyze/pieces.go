package analyze

import (
	"math"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Positions sampled for the piece values: from ply sampleFrom on (past
// the opening), every sampleEvery plies.
const (
	sampleFrom  = 8
	sampleEvery = 4
)

// sample is a position's material difference (White's count of each
// type, in hand included, less Black's), to be related to the game's
// result.
type sample struct {
	diff []float64
}

func materialSample(p *interp.Position) sample {
	n := len(p.Game().V.Pieces)
	s := sample{diff: make([]float64, n)}
	for t := 0; t < n; t++ {
		s.diff[t] = float64(p.Count(interp.White, t) + p.InHand(interp.White, t) - p.Count(interp.Black, t) - p.InHand(interp.Black, t))
	}
	return s
}

// pieces fills in the value of each type: the engine's, and the one the
// games imply.
func (r *Report) pieces(g *interp.Game, eval *search.Evaluator, ts []*trace) {
	mob := search.MeasureMobility(g)
	fit, se := fitValues(g, ts)
	for t, pc := range g.V.Pieces {
		pv := PieceValue{Name: pc.Name, Letter: pc.Letter, Royal: g.IsRoyal(t), Engine: eval.Values[t],
			Estimated: pc.Estimated, Mobility: math.Round(mob.Average[t]*100) / 100}
		if fit != nil && !math.IsNaN(fit[t]) {
			v, e := math.Round(fit[t]), math.Round(se[t])
			pv.SelfPlay, pv.SelfPlayError = &v, &e
		}
		r.Pieces = append(r.Pieces, pv)
	}
}

// fitValues estimates piece values from the games by logistic
// regression: White's share of a game's points against the material
// differences of positions sampled from it, with a constant for the
// side to move's edge. Each game weighs as one observation however many
// positions it gave, and a weak ridge penalty keeps the fit finite when
// a type's difference always goes with a win. A coefficient b (in
// log-odds per piece) is b*400/ln(10) centipawns on the evaluation's
// logistic scale; the standard errors come from the inverse of the
// penalised information matrix. Types whose counts never differed get
// NaN. Royal types are left out (losing one ends the game).
func fitValues(g *interp.Game, ts []*trace) (values, errs []float64) {
	n := len(g.V.Pieces)
	var cols []int // types in the fit
	for t := 0; t < n; t++ {
		if g.IsRoyal(t) {
			continue
		}
		for _, tr := range ts {
			for _, s := range tr.samples {
				if s.diff[t] != 0 {
					cols = append(cols, t)
					goto next
				}
			}
		}
	next:
	}
	if len(cols) == 0 {
		return nil, nil
	}
	type obs struct {
		x    []float64
		y, w float64
	}
	var data []obs
	for _, tr := range ts {
		if len(tr.samples) == 0 || tr.res.Rule == "" {
			continue
		}
		pts := tr.res.Points
		y := pts[0] / math.Max(pts[0]+pts[1], 1e-9)
		w := 1 / float64(len(tr.samples))
		for _, s := range tr.samples {
			x := make([]float64, len(cols)+1)
			x[0] = 1
			for k, t := range cols {
				x[k+1] = s.diff[t]
			}
			data = append(data, obs{x, y, w})
		}
	}
	k := len(cols) + 1
	beta := make([]float64, k)
	const ridge = 0.05
	var info [][]float64
	for iter := 0; iter < 50; iter++ {
		grad := make([]float64, k)
		info = make([][]float64, k)
		for i := range info {
			info[i] = make([]float64, k)
			if i > 0 {
				info[i][i] = ridge
				grad[i] = -ridge * beta[i]
			}
		}
		for _, o := range data {
			z := 0.0
			for i := range beta {
				z += beta[i] * o.x[i]
			}
			pr := 1 / (1 + math.Exp(-z))
			for i := range beta {
				grad[i] += o.w * (o.y - pr) * o.x[i]
				for j := range beta {
					info[i][j] += o.w * pr * (1 - pr) * o.x[i] * o.x[j]
				}
			}
		}
		step, ok := solve(info, grad)
		if !ok {
			return nil, nil
		}
		change := 0.0
		for i := range beta {
			beta[i] += step[i]
			change = math.Max(change, math.Abs(step[i]))
		}
		if change < 1e-9 {
			break
		}
	}
	inv, ok := invert(info)
	if !ok {
		return nil, nil
	}
	scale := 400 / math.Ln10
	values, errs = make([]float64, n), make([]float64, n)
	for t := range values {
		values[t], errs[t] = math.NaN(), math.NaN()
	}
	for i, t := range cols {
		values[t] = beta[i+1] * scale
		errs[t] = math.Sqrt(math.Max(inv[i+1][i+1], 0)) * scale
	}
	return values, errs
}

// solve solves a x = b by Gaussian elimination with partial pivoting.
func solve(a [][]float64, b []float64) ([]float64, bool) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64(nil), a[i]...), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, false
		}
		m[c], m[p] = m[p], m[c]
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = m[i][n] / m[i][i]
	}
	return x, true
}

// invert inverts a by solving for each unit vector.
func invert(a [][]float64) ([][]float64, bool) {
	n := len(a)
	inv := make([][]float64, n)
	for i := range inv {
		inv[i] = make([]float64, n)
	}
	for j := 0; j < n; j++ {
		e := make([]float64, n)
		e[j] = 1
		col, ok := solve(a, e)
		if !ok {
			return nil, false
		}
		for i := range col {
			inv[i][j] = col[i]
		}
	}
	return inv, true
}
