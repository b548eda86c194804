// Package tune learns a variant's piece values from self-play (Texel's
// idea: the values that best predict the games' results from the
// material on the board) and writes them as weights the engine reads
// (search.Weights, `engine:eval=FILE`). The games and the fit are
// analyze's: its logistic regression of results on material gives each
// piece's value on the logistic scale with a standard error; tune keeps
// the values the games determine and puts them on the engine's scale.
package tune

import (
	"fmt"
	"math"

	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Result is what the games taught.
type Result struct {
	Weights *search.Weights
	Report  *analyze.Report
	Pieces  []Piece
	// Scale is the factor that put the fitted values on the engine's
	// scale: the start position's material, counted with the fitted
	// values of the pieces kept, equals its material with the engine's.
	Scale float64
}

// Piece is one piece's value before and after.
type Piece struct {
	Name   string
	Engine int     // the value the engine used
	Fit    float64 // from the games, on the logistic scale; NaN if the games say nothing
	Error  float64 // its standard error
	Tuned  int     // the value written (Engine where not Kept)
	Kept   bool    // the fit is determined well enough to use
}

// Run plays the games as analyze does and derives the weights.
func Run(c analyze.Config) (*Result, error) {
	g, err := interp.NewGame(c.Variant)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", c.Variant.Name, err)
	}
	eval, err := analyze.Evaluator(g, c.Weights)
	if err != nil {
		return nil, err
	}
	c.NoCurve = true // the fit needs the games' material, not their judged positions
	rep, err := analyze.Run(c)
	if err != nil {
		return nil, err
	}
	start, err := g.StartPosition()
	if err != nil {
		return nil, err
	}
	res := &Result{Report: rep}
	var engineSum, fitSum float64
	for t, pv := range rep.Pieces {
		pc := Piece{Name: pv.Name, Engine: eval.Values[t], Fit: math.NaN(), Error: math.NaN(), Tuned: eval.Values[t]}
		if pv.SelfPlay != nil && pv.SelfPlayError != nil {
			pc.Fit, pc.Error = *pv.SelfPlay, *pv.SelfPlayError
			// A value the games fix to within half of itself, and above
			// nothing: a piece whose count hardly varied is left alone.
			pc.Kept = !pv.Royal && pc.Fit > 0 && pc.Error < pc.Fit/2
		}
		if pc.Kept {
			n := float64(start.Count(interp.White, t) + start.Count(interp.Black, t))
			engineSum += n * float64(pc.Engine)
			fitSum += n * pc.Fit
		}
		res.Pieces = append(res.Pieces, pc)
	}
	if fitSum == 0 { // no kept piece at the start (they come by drops, say)
		for _, pc := range res.Pieces {
			if pc.Kept {
				engineSum += float64(pc.Engine)
				fitSum += pc.Fit
			}
		}
	}
	if fitSum == 0 {
		return res, fmt.Errorf("%d games determine no piece's value well enough (each needs a standard error below half its value): play more games (-n)", rep.Games)
	}
	res.Scale = engineSum / fitSum
	res.Weights = &search.Weights{Variant: g.V.Name, Values: map[string]int{}}
	for i := range res.Pieces {
		pc := &res.Pieces[i]
		if pc.Kept {
			pc.Tuned = int(math.Round(pc.Fit * res.Scale))
			res.Weights.Values[pc.Name] = pc.Tuned
		} else if v, ok := weightOf(c.Weights, pc.Name); ok {
			// The games played with learnt weights (--eval): a value
			// they do not fix stays the learnt one.
			res.Weights.Values[pc.Name] = v
		}
	}
	return res, nil
}

// weightOf is the value w gives the piece name, if w is not nil and
// names it.
func weightOf(w *search.Weights, name string) (int, bool) {
	if w == nil {
		return 0, false
	}
	v, ok := w.Values[name]
	return v, ok
}
