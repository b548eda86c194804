package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/match"
)

func newAnalyzeCmd() *cobra.Command {
	var (
		vf      variantFlags
		c       analyze.Config
		asJSON  bool
		svgFile string
		pngFile string
		quiet   bool
		defTime time.Duration
		eval    string
	)
	cmd := &cobra.Command{
		Use:   "analyze VARIANT",
		Short: "Self-play a variant and report its balance, length, endings and piece values",
		Long: `analyze plays games of a player against itself and reports what a
designer asks: White's score with its 95% interval (the first-move
advantage), draw and decisive rates, game length (mean, median,
histogram), how games ended, the branching factor, board coverage, Ludii's
metrics that apply (Balance, Completion, Drawishness, Timeouts,
DecisivenessMoves, LeadChange, Drama), and piece values: the engine's
(declared, or estimated from mobility for pieces the definition gives no
value) and the values the games imply (a logistic fit of results on
material, with standard errors). --svg draws the length histogram and
White's expected score over the game, both axes ticked and labelled;
--png draws them as a PNG image.

The player (default engine:depth=3,nodes=5000: depth 3, cut short at
5,000 nodes where a large board makes a move dearer) plays both sides;
any player vdl match accepts works (random, greedy, engine:..., uci:...,
xboard:...).
Each game starts with --openings-plies random plies for variety. The
evaluation curve comes from a short search of every position.

--eval FILE gives the engine evaluation weights learnt by vdl tune (a weights
file, VARIANT.eval.yaml): the player's (unless its specification names
an eval=FILE of its own), the judging search's and the report's.
Without --eval, a variant read from a file uses the weights kept beside
it (VARIANT.eval.yaml in the file's folder, where vdl tune writes them)
if there are any, and says so; a bundled variant uses the weights vdl
ships for it (definitions/eval/VARIANT.eval.yaml), if any; --eval none uses
the definition's evaluation.`,
		Example: `  vdl analyze chess -n 50
  vdl analyze my-variant.vdl --player engine:nodes=20000 -n 200 -j 2 --svg report.svg
  vdl analyze chess --player random -n 1000
  vdl analyze butters --eval butters.eval.yaml -n 50 -j 2`,
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
			if eval == "" {
				if c.Weights, err = besideWeights(args[0], v, cmd.ErrOrStderr()); err != nil {
					return err
				}
			}
			c.Default = search.Limits{MoveTime: defTime}
			if !quiet {
				c.Progress = cmd.ErrOrStderr()
			}
			r, err := analyze.Run(c)
			if err != nil {
				return err
			}
			if svgFile != "" || pngFile != "" {
				var svg strings.Builder
				if err := r.WriteSVG(&svg); err != nil {
					return err
				}
				if err := writePicture(svgFile, pngFile, svg.String()); err != nil {
					return err
				}
			}
			if asJSON {
				return r.WriteJSON(cmd.OutOrStdout())
			}
			return r.WriteText(cmd.OutOrStdout())
		},
	}
	vf.register(cmd, false)
	f := cmd.Flags()
	selfPlayFlags(f, &c, &defTime, &eval, 20, 2)
	f.IntVar(&c.EvalDepth, "eval-depth", 1, "depth of the search judging each position (evaluation curve, metrics): at most 2,000 nodes at depth 1, deeper the player's nodes=N or 5,000")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	f.StringVar(&svgFile, "svg", "", "draw the length histogram and the evaluation curve to this SVG file")
	f.StringVar(&pngFile, "png", "", "draw the length histogram and the evaluation curve to this PNG file")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress line on standard error")
	return cmd
}

// selfPlayFlags are the flags of the commands that play a player against
// itself (analyze, tune): the player, the games and their openings.
func selfPlayFlags(f *pflag.FlagSet, c *analyze.Config, defTime *time.Duration, eval *string, games, openingPlies int) {
	f.StringVar(&c.Player, "player", "engine:depth=3,nodes=5000", "the player of both sides:\n"+strings.ReplaceAll(match.PlayerSpecHelp, "\n", "\n  "))
	f.IntVarP(&c.Games, "games", "n", games, "number of games")
	f.IntVarP(&c.Jobs, "jobs", "j", 1, "games played at once")
	f.Int64Var(&c.Seed, "seed", 1, "seed of openings and random players")
	f.IntVar(&c.MaxPlies, "max-plies", 600, "cut a game off after this many plies (a Timeout)")
	f.IntVar(&c.OpeningPlies, "openings-plies", openingPlies, "random plies at the start of each game")
	f.IntVar(&c.Balance, "openings-balance", 200, "retry random openings a short search scores beyond ±CP (0: keep any)")
	f.DurationVar(defTime, "time", 100*time.Millisecond, "time per move of engines given no depth, nodes or time")
	f.StringVar(eval, "eval", "", "a weights file of vdl tune (VARIANT.eval.yaml): the engine's piece values; none: the definition's")
}

// readEvalFlag reads the weights file of --eval (none if name is empty
// or none) and checks it against the variant before any game is played.
func readEvalFlag(name string, v *ir.Variant) (*search.Weights, error) {
	if name == "" {
		return nil, nil
	}
	if name == "none" { // the definition's evaluation, not a bundled variant's learnt weights
		return search.Definition(v.Name), nil
	}
	w, err := search.ReadWeights(name)
	if err != nil {
		return nil, fmt.Errorf("--eval: %v", err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, err
	}
	if err := w.Check(g); err != nil {
		return nil, fmt.Errorf("--eval: %v", err)
	}
	return w, nil
}

// besideWeights reads the weights kept beside the definition of a
// variant read from a file (weightsBeside), if there are any: the
// weights vdl analyze and vdl match use when none are named. A file
// there that cannot be read or does not fit the variant is an error,
// never silently passed over. It says on stderr which file it read.
func besideWeights(arg string, v *ir.Variant, stderr io.Writer) (*search.Weights, error) {
	if arg == "-" || !isPath(arg) {
		return nil, nil
	}
	name := weightsBeside(arg, v.Name)
	if _, err := os.Stat(name); err != nil {
		return nil, nil
	}
	w, err := readEvalFlag(name, v)
	if err != nil {
		return nil, fmt.Errorf("the weights beside the definition: %v", strings.TrimPrefix(err.Error(), "--eval: "))
	}
	fmt.Fprintf(stderr, "weights: %s (learnt by vdl tune; --eval none or eval=none for the definition's values)\n", name)
	return w, nil
}
