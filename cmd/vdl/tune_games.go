package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/match"
	"github.com/vdl-chess/vdl/tune"
)

// tuneTables learns the evaluation's linear weights (values, placement
// tables, scalars) from the games of self-play (if c.Games > 0) and of
// the PGN files, and writes them to out. It returns nothing written
// when no game gave a position.
func tuneTables(cmd *cobra.Command, c analyze.Config, pgns []string, out, evalName string, target scoreTarget) error {
	stderr := cmd.ErrOrStderr()
	g, err := interp.NewGame(c.Variant)
	if err != nil {
		return err
	}
	for _, name := range pgns { // a bad file stops the command before any game
		if err := tune.CheckPGNFile(g, name); err != nil {
			return fmt.Errorf("--pgn: %v", err)
		}
	}
	// Self-play first: its games fit the pieces' values to material (as
	// --values-only does), and the tables are then fitted around those
	// values, from the same games replayed.
	var played []match.GameResult
	weights := c.Weights
	valuesNote := ""
	if c.Games > 0 {
		c.OnGame = func(res match.GameResult) { played = append(played, res) }
		r, err := tune.Run(c)
		if r != nil {
			writeTuneTable(cmd, r)
		}
		if err != nil {
			fmt.Fprintf(stderr, "values: %v; the tables are fitted around the engine's values\n", err)
		} else {
			weights = r.Weights
			valuesNote = fmt.Sprintf(" values kept where the games fix them to within half of themselves, on the engine's scale (x%.3f);", r.Scale)
		}
	}
	eval, err := analyze.Evaluator(g, weights)
	if err != nil {
		return err
	}
	data := tune.NewData(eval)
	data.Lambda, data.ScoreScale = target.lambda, target.scale
	for _, res := range played {
		if err := data.AddResult(g, res); err != nil {
			return fmt.Errorf("replaying a game of self-play: %v", err)
		}
	}
	for _, name := range pgns {
		taken, skipped, err := data.AddPGNFile(g, name)
		if err != nil {
			return fmt.Errorf("--pgn: %v", err)
		}
		fmt.Fprintf(stderr, "games: %s: %d games of %s", name, taken, g.V.Name)
		if skipped > 0 {
			fmt.Fprintf(stderr, " (%d of other variants passed over)", skipped)
		}
		fmt.Fprintf(stderr, ", %d positions so far\n", data.Positions())
		if target.lambda > 0 && data.Positions() == 0 {
			fmt.Fprintf(stderr, "games: %s: no quiet position with a score in a move's comment ({+0.34/12 0.10s}) so far\n", name)
		}
	}
	if data.Positions() == 0 {
		return fmt.Errorf("no positions to learn from: give games (--pgn FILE) or play some (-n)")
	}
	var progress io.Writer
	if c.Progress != nil {
		progress = stderr
	}
	fit, err := tune.FitWeights(data, tune.DefaultPriors, progress)
	if err != nil {
		return err
	}
	if fit.Strength == 0 {
		fmt.Fprintf(stderr, "fit: no fit predicts the games held out better than the untuned weights (cross-entropy %.5f): they are kept\n", fit.TestBefore)
	} else {
		fmt.Fprintf(stderr, "fit: priors x%g; cross-entropy %.5f -> %.5f on the games fitted, %.5f -> %.5f on the games held out\n", fit.Strength, fit.TrainBefore, fit.TrainAfter, fit.TestBefore, fit.TestAfter)
	}
	w := tune.FittedWeights(g, eval, fit)
	writeTablesTable(stderr, g, eval, w)
	var b bytes.Buffer
	from := ""
	switch evalName {
	case "":
		if w := search.BundledWeights(g); w != nil {
			from = " starting from the bundled weights"
		}
	case "none":
		from = " starting from the definition's evaluation"
	default:
		from = " starting from the weights of " + evalName
	}
	sources := fmt.Sprintf("%d games", data.Games)
	if c.Games > 0 {
		sources += fmt.Sprintf(" (%d of self-play by %s, seed %d)", c.Games, c.Player, c.Seed)
	}
	if len(pgns) > 0 {
		sources += " from " + fmt.Sprint(pgns)
	}
	note := fmt.Sprintf("vdl tune %s:%s placement and scalars fitted to %s%s:\n%d positions (not in check, not after a capture, from ply %d); priors x%g (0: none fitted better, untuned kept); evaluation scale %.0f;\ncross-entropy %.5f -> %.5f on the games fitted, %.5f -> %.5f on one pair of games in eight held out.",
		g.V.Name, valuesNote, sources, from, data.Positions(), tune.SkipPlies+1, fit.Strength, fit.Scale, fit.TrainBefore, fit.TrainAfter, fit.TestBefore, fit.TestAfter)
	if target.lambda > 0 {
		note = fmt.Sprintf("vdl tune %s: placement and scalars fitted to the scores in the moves' comments of %s%s (--lambda %g:\ntarget %g x sigmoid(score/%.0f) + %g x result): %d quiet positions (not in check, the move played not a capture, no mate,\n|score| <= %d); priors x%g (0: none fitted better, untuned kept); evaluation scale %.0f;\ncross-entropy %.5f -> %.5f on the games fitted, %.5f -> %.5f on one pair of games in eight held out.",
			g.V.Name, sources, from, target.lambda, target.lambda, fit.ScoreScale, 1-target.lambda, data.Positions(), tune.ScoreCap, fit.Strength, fit.Scale, fit.TrainBefore, fit.TrainAfter, fit.TestBefore, fit.TestAfter)
	}
	if err := search.WriteWeights(&b, w, g, note); err != nil {
		return err
	}
	if out == "-" {
		_, err = cmd.OutOrStdout().Write(b.Bytes())
		return err
	}
	if err := writeNewOrReplace(out, b.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "wrote %s: use it as engine:eval=%s\n", out, out)
	return nil
}

// writeTablesTable shows the values and scalars before and after.
func writeTablesTable(w io.Writer, g *interp.Game, eval *search.Evaluator, fw *search.Weights) {
	fmt.Fprintf(w, "%-20s %8s %8s\n", "weight", "engine", "tuned")
	for t, pc := range g.V.Pieces {
		if v, ok := fw.Values[pc.Name]; ok {
			fmt.Fprintf(w, "%-20s %8d %8d\n", pc.Name, eval.Values[t], v)
		}
	}
	names := search.ScalarNames
	for _, name := range names {
		old, _ := eval.Scalar(name)
		fmt.Fprintf(w, "%-20s %8d %8d\n", name, old, fw.Scalars[name])
	}
	var placed []string
	for _, pc := range g.V.Pieces {
		if _, ok := fw.Placement[pc.Name]; ok {
			placed = append(placed, pc.Name)
		}
	}
	slices.Sort(placed)
	fmt.Fprintf(w, "placement tables learnt for: %v\n", placed)
}
