package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/tune"
)

func newTuneCmd() *cobra.Command {
	var (
		vf      variantFlags
		c       analyze.Config
		out     string
		quiet   bool
		defTime time.Duration
		eval    string
		pgns    []string
		values  bool
		target  scoreTarget
	)
	cmd := &cobra.Command{
		Use:   "tune VARIANT",
		Short: "Learn a variant's evaluation weights from self-play and games, and write them for the engine",
		Long: `tune plays games of a player against itself (as vdl analyze does) and
fits the evaluation to the results. First the pieces' values: the values
that best predict who won from the material on the board (a logistic
regression, each game one observation, with a standard error per piece:
Texel's method). A value the games fix to within half of itself is kept;
the others stay the engine's. The kept values are put on the engine's
scale (the start position's material is the same with either).

Then, around those values, the placement tables (for each piece type a
value for each square, middlegame and endgame, tapered by the game's
phase) and the evaluation's linear scalars (tempo, mobility, passed,
isolated and doubled pawns, pairs, open files; with drops, the bonus of a
piece in hand), and with drops the king danger's (the percent of its
penalty, its units per attacker, per zone square hit and per sheltering
pawn, its cap: the penalty, quadratic in the units, computed exactly at
each step of the fit): a logistic regression of
the results on the evaluation's features over the positions of
the games (not in check, not right after a capture, not in the first 8
plies), by gradient descent with a prior that holds every weight near
its untuned value, so that a square seldom seen stays put. One pair of
games in eight is held out: the prior's strength is the one of four
that predicts those games best, and if none predicts them better than
the untuned weights, those are kept. --pgn FILE (repeatable) adds games
from PGN, results from their Result tags (games of other variants, by
their Variant tag, and unfinished ones are passed over; a move that does
not replay is an error at its file:line:col, before any self-play); -n 0
learns from those alone. --values-only fits the values alone, as before.

--lambda L (with -n 0 --pgn) learns from a stronger engine's scores as
well as, or instead of, the results: each move of an engine's game in
PGN carries the mover's search score, {+0.34/12 0.10s} as vdl match and
cutechess-cli write it, for the position before the move. The fit's
target for that position becomes L·sigmoid(score/K) + (1-L)·result: 0
the results alone (the default), 1 the scores alone (distillation). Only
quiet positions with a score are then kept: not in check, the move
played from them not a capture, no mate score, no score beyond 15 pawns.
K, the scores' centipawns per logistic unit, is fitted to the games'
results (the engine's scale need not be vdl's); --score-scale K sets it.

Everything is written as weights, YAML, to --out (default
VARIANT.eval.yaml; - for standard output), which the engine reads as
engine:eval=FILE in vdl match, play and analyze, and as --eval FILE in
vdl analyze and vdl engine. Tables on standard error show each value and
scalar before and after.

Where to keep them: next to the definition, named VARIANT.eval.yaml:
for a variant read from a file that is where --out writes by default
(mygame.vdl's variant mygame: mygame.eval.yaml in its folder), and where
vdl analyze, vdl match and vdl engine look for weights when none are
given (--eval, eval=FILE; eval=none or --eval none for the definition's
own evaluation). For a bundled variant the default is VARIANT.eval.yaml
in the working directory, which nothing reads unless named; the weights
vdl ships for a bundled variant (definitions/eval/VARIANT.eval.yaml, built
in) are the engine's default for it.

--eval FILE plays the games with earlier weights (the engine's values
in the table are then those), to refine them; the pieces the new games
do not fix keep the file's values. A progress line on standard error
shows the games played, and the time left; the fit reports its
progress there too.`,
		Example: `  vdl tune capricorn -n 400 -j 2
  vdl match capricorn engine:nodes=3000,eval=capricorn.eval.yaml engine:nodes=3000 -n 200 -j 2
  # mygame.eval.yaml beside mygame.vdl, then tuned against the definition's values:
  vdl tune mygame.vdl -n 400 -j 2
  vdl match mygame.vdl engine:nodes=3000 engine:nodes=3000,eval=none -n 200 -j 2
  # placement learnt from Fairy-Stockfish's games against itself:
  vdl match capablanca uci:/usr/games/fairy-stockfish:nodes=3000 uci:/usr/games/fairy-stockfish:nodes=3000 -n 1000 --book none --openings-plies 8 --pgn capa.pgn
  vdl tune capablanca -n 0 --pgn capa.pgn
  # the same games, learning from Fairy-Stockfish's scores of the positions:
  vdl tune capablanca -n 0 --pgn capa.pgn --lambda 1`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			v, err := loadVariant(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			c.Variant = v
			if c.Weights, err = readEvalFlag(eval, v); err != nil {
				return err
			}
			c.Default = search.Limits{MoveTime: defTime}
			if !quiet {
				c.Progress = cmd.ErrOrStderr()
			}
			if out == "" {
				out = weightsBeside(args[0], v.Name)
			}
			// A file that cannot be written is found before the games.
			if err := checkWritable(out); err != nil {
				return fmt.Errorf("--out: %v", err)
			}
			if err := target.check(c.Games, values); err != nil {
				return err
			}
			if !values {
				return tuneTables(cmd, c, pgns, out, eval, target)
			}
			if c.Games == 0 {
				return fmt.Errorf("--values-only fits values to self-play: give -n 1 or more")
			}
			if len(pgns) > 0 {
				return fmt.Errorf("--pgn learns placement and scalars: it cannot go with --values-only, which fits piece values to self-play")
			}
			r, err := tune.Run(c)
			if r != nil {
				writeTuneTable(cmd, r)
			}
			if err != nil {
				return err
			}
			g, err := interp.NewGame(v)
			if err != nil {
				return err
			}
			var b bytes.Buffer
			from := ""
			if eval != "" {
				from = " with the weights of " + eval
			}
			note := fmt.Sprintf("vdl tune %s: %d games of %s%s (seed %d); values kept where the games fix them\nto within half of themselves, put on the engine's scale (x%.3f).", v.Name, r.Report.Games, c.Player, from, c.Seed, r.Scale)
			if err := search.WriteWeights(&b, r.Weights, g, note); err != nil {
				return err
			}
			if out == "-" {
				_, err = cmd.OutOrStdout().Write(b.Bytes())
				return err
			}
			if err := writeNewOrReplace(out, b.Bytes()); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s: use it as engine:eval=%s\n", out, out)
			return nil
		},
	}
	vf.register(cmd, false)
	f := cmd.Flags()
	selfPlayFlags(f, &c, &defTime, &eval, 200, 4)
	f.StringVarP(&out, "out", "o", "", "the weights file to write (default VARIANT.eval.yaml, beside the definition for a file's variant; - for standard output)")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress line on standard error")
	f.StringArrayVar(&pgns, "pgn", nil, "a PGN file of games of the variant to learn from, as well as self-play (repeatable; -n 0 for none of self-play)")
	f.BoolVar(&values, "values-only", false, "fit only the pieces' values, to the material of self-play (Texel's method on material alone)")
	target.register(f)
	return cmd
}

// writeTuneTable shows each piece's value before and after.
func writeTuneTable(cmd *cobra.Command, r *tune.Result) {
	w := tabwriter.NewWriter(cmd.ErrOrStderr(), 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "piece\tengine\tgames (logistic)\ttuned")
	for _, pc := range r.Pieces {
		fit := "-"
		if !math.IsNaN(pc.Fit) {
			fit = fmt.Sprintf("%.0f ± %.0f", pc.Fit, pc.Error)
		}
		tuned := "(unchanged)"
		if pc.Kept {
			tuned = fmt.Sprint(pc.Tuned)
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\n", pc.Name, pc.Engine, fit, tuned)
	}
	w.Flush()
}

// writeNewOrReplace writes a new file, or replaces an existing regular
// one whole (replaceFile); it never writes into a FIFO or a device.
func writeNewOrReplace(name string, data []byte) error {
	if _, err := os.Lstat(name); err == nil {
		return replaceFile(name, data)
	}
	return os.WriteFile(name, data, 0o644)
}

// weightsBeside is where a variant's weights are kept: VARIANT.eval.yaml
// in the folder of the file that defines it (arg, as given on the
// command line), or in the working directory for a bundled variant or
// one read from standard input.
func weightsBeside(arg, variant string) string {
	name := variant + ".eval.yaml"
	if arg == "-" || !isPath(arg) {
		return name
	}
	return filepath.Join(filepath.Dir(arg), name)
}

// checkWritable reports, before any work, why the file name could not be
// written: standard output (-) always can; otherwise its folder must
// exist, and an existing name must be a regular file.
func checkWritable(name string) error {
	if name == "-" {
		return nil
	}
	if st, err := os.Stat(name); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file: weights are written to regular files only", name)
		}
		return nil
	}
	dir := filepath.Dir(name)
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", name, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("cannot write %s: %s is not a folder", name, dir)
	}
	return nil
}
