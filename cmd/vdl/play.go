package main

import (
	"fmt"
	"io"
	"math/rand"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

func newPlayCmd() *cobra.Command {
	var (
		vf           variantFlags
		white, black string
		seed         int64
		maxPlies     int
		asJSON       bool
		verbose      bool
	)
	cmd := &cobra.Command{
		Use:   "play VARIANT",
		Short: "Play a game between computer players, or against the engine",
		Long: `play runs one game between two players and prints its moves and the result
with the rule that ended it. A player is one of:

  ` + strings.ReplaceAll(search.PlayerSpecHelp, "\n", "\n  ") + `
  human   you, at the terminal: the board is drawn before each of your
          moves and you type it in SAN (Nf3, exd5, O-O) or coordinates (g1f3)

random picks uniformly among the legal moves; greedy mates when it can,
else keeps the most material, one ply deep; engine is vdl's alpha-beta
search. --seed makes games with random or greedy players reproducible;
without it the seed is printed. --verbose prints the engine's report of
each move as it is played.`,
		Example: `  vdl play chess --white engine:depth=5 --black engine:time=200ms
  vdl play capablanca --white greedy --black random --seed 7
  vdl play chess --white human --black engine:time=1s`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadPosition(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") {
				seed = time.Now().UnixNano() % 1_000_000
			}
			rng := rand.New(rand.NewSource(seed))
			out := cmd.OutOrStdout()
			var players [2]search.Player
			interactive := false
			for side, spec := range []string{white, black} {
				pl, err := makePlayer(spec, p.Game(), rng, cmd.InOrStdin(), out)
				if err != nil {
					return fmt.Errorf("--%s: %v", strings.ToLower(sideName(side)), err)
				}
				_, isHuman := pl.(*human)
				interactive = interactive || isHuman
				players[side] = pl
			}
			wp, bp := players[0], players[1]
			if verbose {
				narrate(players, out)
			}
			rec := search.PlayGame(p, wp, bp, search.GameOptions{MaxPlies: maxPlies})
			result, reason := describeOutcome(rec.Outcome, maxPlies)
			if rec.Err != nil {
				reason = rec.Err.Error()
			}
			if interactive {
				fmt.Fprintln(out, strings.Join(boardRows(p), "\n"))
			}
			if asJSON {
				return writeJSON(out, map[string]any{
					"variant": p.Game().V.Name, "seed": seed, "white": wp.Name(), "black": bp.Name(),
					"start": rec.StartFEN, "moves": rec.Moves, "uci": rec.UCI,
					"result": result, "reason": reason, "score": rec.Outcome.Score, "final": rec.FinalFEN,
				})
			}
			fmt.Fprintf(out, "%s: %s (White) vs %s (Black), seed %d\n", p.Game().V.Name, wp.Name(), bp.Name(), seed)
			fmt.Fprintln(out, rec.Movetext())
			fmt.Fprintf(out, "%s (%s)\nfinal position: %s\n", result, reason, rec.FinalFEN)
			return nil
		},
	}
	vf.register(cmd, true)
	cmd.Flags().StringVar(&white, "white", "greedy", "White's player: random, greedy, engine[:options] or human")
	cmd.Flags().StringVar(&black, "black", "random", "Black's player: random, greedy, engine[:options] or human")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print each engine move with its score, depth and principal variation")
	cmd.Flags().Int64Var(&seed, "seed", 0, "random seed (default: time-based, printed)")
	cmd.Flags().IntVar(&maxPlies, "max-plies", 1000, fmt.Sprintf("stop an unfinished game after this many plies (1 to %d)", maxPlayPly))
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the game as JSON")
	return cmd
}

// describeOutcome writes the result as PGN does (1-0, 0-1, 1/2-1/2), or as
// the points when the rules score it otherwise (3/5-2/5 is 0.6-0.4).
func describeOutcome(o interp.Outcome, maxPlies int) (result, reason string) {
	if !o.Over {
		return "*", fmt.Sprintf("unfinished after %d plies", maxPlies)
	}
	switch o.Score {
	case [2]float64{1, 0}:
		return "1-0", o.Rule
	case [2]float64{0, 1}:
		return "0-1", o.Rule
	case [2]float64{0.5, 0.5}:
		return "1/2-1/2", o.Rule
	}
	return fmt.Sprintf("%g-%g", o.Score[0], o.Score[1]), o.Rule
}

// makePlayer reads a player specification: human, or one of search's.
func makePlayer(spec string, g *interp.Game, rng *rand.Rand, in io.Reader, out io.Writer) (search.Player, error) {
	if spec == "human" {
		return newHuman(in, out), nil
	}
	return search.NewPlayer(spec, search.PlayerConfig{Game: g, Rng: rng})
}

// narrate makes engine players print their report of each iteration.
func narrate(players [2]search.Player, out io.Writer) {
	for _, pl := range players {
		ep, ok := pl.(*search.EnginePlayer)
		if !ok {
			continue
		}
		ep.Info = func(i search.Info) {
			fmt.Fprintf(out, "  depth %d score %s nodes %d nps %d time %dms pv %s\n", i.Depth, i.Score, i.Nodes, i.NPS, i.Time.Milliseconds(), i.PVString(ep.Engine.Game()))
		}
	}
}
