package main

import (
	"fmt"
	"math"

	"github.com/spf13/pflag"
)

// scoreTarget is what vdl tune fits the evaluation to: the games'
// results, a stronger engine's scores of the positions (in the moves'
// PGN comments), or a mix (see tune.Data).
type scoreTarget struct {
	lambda float64 // the scores' share of the target, 0 to 1
	scale  float64 // the scores' centipawns per logistic unit; 0: fitted
}

func (t *scoreTarget) register(f *pflag.FlagSet) {
	f.Float64Var(&t.lambda, "lambda", 0, "the share of the engines' scores in the target, 0 to 1: 0 the games' results alone, 1 the scores in the moves' comments ({+0.34/12 0.10s}) alone; above 0 needs -n 0 --pgn")
	f.Float64Var(&t.scale, "score-scale", 0, "the scores' centipawns per logistic unit (win probability 1/(1+exp(-score/K))); 0 fits it to the games' results")
}

// check reports a target that cannot go with the other flags.
func (t *scoreTarget) check(games int, valuesOnly bool) error {
	if math.IsNaN(t.lambda) || t.lambda < 0 || t.lambda > 1 {
		return fmt.Errorf("--lambda %v: want a number from 0 (the games' results alone) to 1 (the engines' scores alone)", t.lambda)
	}
	if math.IsNaN(t.scale) || math.IsInf(t.scale, 0) || t.scale < 0 || (t.scale > 0 && t.scale < 1) {
		return fmt.Errorf("--score-scale %v: want centipawns per logistic unit, 1 or more (about 100 to 400), or 0 to fit it", t.scale)
	}
	if t.lambda == 0 {
		if t.scale != 0 {
			return fmt.Errorf("--score-scale goes with --lambda above 0: with the results alone no score is read")
		}
		return nil
	}
	if valuesOnly {
		return fmt.Errorf("--lambda learns placement and scalars from the scores in PGN games: it cannot go with --values-only")
	}
	if games > 0 {
		return fmt.Errorf("--lambda %g learns from the scores in the moves' comments of PGN games, which self-play does not keep: give -n 0 and --pgn FILE", t.lambda)
	}
	return nil
}
