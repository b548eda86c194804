package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/match"
)

func newMatchCmd() *cobra.Command {
	var (
		vf                       variantFlags
		c                        match.Config
		shard, book, bookOrder   string
		pgnFile, jsonFile        string
		quiet, asJSON            bool
		defaultTime              time.Duration
		resignScore, resignMoves int
		drawScore, drawMoves     int
		drawAfter                int
		restart                  string
		tc, sprt                 string
	)
	cmd := &cobra.Command{
		Use:   "match VARIANT PLAYER_A PLAYER_B",
		Short: "Play many games between two players and report the score with its error",
		Long: `match plays games between player A and player B in pairs from the same
opening, colours swapped, and reports A's score with its 95% interval and
the Elo difference with its error bar, as cutechess-cli does, plus White's
score (the first-move advantage) and how the games ended. A progress line
on standard error shows the games played, the score so far and the time
left: redrawn in place on a terminal, else (a file, a log) a line after
every game. Players:

  ` + strings.ReplaceAll(match.PlayerSpecHelp, "\n", "\n  ") + `

For a variant of a file with learnt weights beside it (VARIANT.eval.yaml,
written by vdl tune), engine players without eval= use them, as standard
error says, as they use the weights vdl ships for a bundled variant
(definitions/eval/VARIANT.eval.yaml); eval=none plays with the definition's
evaluation.

Every move of an external engine is checked against vdl's rules; an illegal
move, a crash or a move too late loses the game (Termination "rules
infraction" or "time forfeit" in the PGN; the reason is the game's final
comment, with any braces of the engine's words made parentheses). An
engine that crashed, or was killed for not answering in time, is started
again before the next game and the restart reported on standard error
and in the JSON (--restart off leaves it dead: it forfeits the games
left). Each engine runs in a process group of its own, killed at the end
of the match, so that no process it started outlives it.

Openings: each pair starts from the next line of an opening book, both
games of the pair from the same line, colours swapped. --book FILE reads
a PGN book (each game a line: its FEN tag or the setup, then its moves)
or an EPD book (a position a line: EPD or FEN); a line that is not legal
in the variant (an unknown piece, the side not to move in check, an
illegal move, a finished game) stops the match before it starts, at its
file:line:col. Without --book, a variant vdl bundles a book for plays
from it: chess has 50 common openings (ECO A-E, 4 to 10 plies each,
written and balance-checked by the project); --book none plays from the
setup instead. Without a book, each pair starts from the variant's setup
and --openings-plies random moves (4 unless set; with a book, 0 unless
set), retried while a short search scores the result beyond
--openings-balance.

Clocks: --tc MOVES/SECONDS+INCREMENT (cutechess-cli's form: 40/60+0.6 is
60 s for 40 moves plus 0.6 s a move; 10+0.1 is 10 s for the game) plays
every game on a clock. Engines are told the time left (UCI wtime, btime,
winc, binc, movestogo; XBoard level, time, otim; vdl's engine budgets
it), and a player whose move takes longer than its time left (plus
--timemargin) loses on time. Each move's score, depth and time go into
the PGN as cutechess-cli writes them: {+0.34/12 0.10s}.

SPRT: --sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05" (alpha and beta default
to 0.05; the settings may also follow the players unquoted, as
cutechess-cli takes them) tests whether A is elo1 rather than elo0 Elo
stronger and stops the match as soon as the test decides; -n is then the
most games played. The text and JSON summaries give the log-likelihood
ratio, its bounds and the decision.

--json-out FILE keeps the summary with every game's result. It is
written after every game, not only at the end (atomically: a temporary
file renamed over it), marked "partial": true with the games so far, so a
match that is killed keeps the games it finished, and 'vdl match merge'
reads such a file (its result says partial). The end of the match writes
it once more, complete.

Large matches: --shard I/N plays a deterministic slice (pairs k with
k mod N = I-1), and 'vdl match merge' combines the --json-out files of
all shards into exactly the result one run would give.`,
		Example: `  vdl match chess engine:depth=4 greedy -n 20
  vdl match chess engine:time=100ms uci:/usr/games/fairy-stockfish:UCI_LimitStrength=true,UCI_Elo=1500,time=100ms -n 200 -j 2 --pgn games.pgn
  vdl match capablanca engine random -n 1000 --shard 3/10 --json-out shard3.json
  vdl match chess engine engine:hash=1 --tc 10+0.1 -n 2000 -j 2 --sprt elo0=0 elo1=10 alpha=0.05 beta=0.05`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 3 && cmd.Flags().Changed("sprt") {
				for _, a := range args[3:] {
					if !strings.Contains(a, "=") {
						return fmt.Errorf("accepts 3 arguments (VARIANT PLAYER_A PLAYER_B) and --sprt settings (NAME=NUMBER), got %q", a)
					}
				}
				return nil
			}
			return cobra.ExactArgs(3)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if tc != "" {
				t, err := search.ParseTimeControl(tc)
				if err != nil {
					return fmt.Errorf("--tc: %v", err)
				}
				c.TimeControl = &t
			}
			if cmd.Flags().Changed("sprt") {
				t, err := match.ParseSPRT(strings.Join(append([]string{sprt}, args[3:]...), " "))
				if err != nil {
					return fmt.Errorf("--sprt: %v", err)
				}
				c.SPRT = &t
			}
			v, err := loadVariant(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			c.Variant, c.Players = v, [2]string{args[1], args[2]}
			if c.Weights, err = besideWeights(args[0], v, cmd.ErrOrStderr()); err != nil {
				return err
			}
			switch restart {
			case "on":
			case "off":
				c.NoRestart = true
			default:
				return fmt.Errorf("--restart %q: expected on or off", restart)
			}
			c.Default = search.Limits{MoveTime: defaultTime}
			c.Adjudication = match.Adjudication{ResignScore: resignScore, ResignMoves: resignMoves,
				DrawScore: drawScore, DrawMoves: drawMoves, DrawAfter: drawAfter}
			if shard != "" {
				if c.Shard, c.Shards, err = parseShard(shard); err != nil {
					return err
				}
			}
			bundled := false
			switch book {
			case "none":
			case "":
				c.Openings.Book, bundled = match.BundledBook(v.Name)
			default:
				if c.Openings.Book, err = match.ReadBook(book); err != nil {
					return err
				}
			}
			if len(c.Openings.Book) > 0 {
				if !cmd.Flags().Changed("openings-plies") {
					c.Openings.Plies = 0
				}
				g, err := interp.NewGame(v)
				if err == nil {
					err = c.Openings.Check(g)
				}
				if err != nil {
					if bundled {
						err = fmt.Errorf("the book bundled for %s: %v (--book none plays without it)", v.Name, err)
					}
					return err
				}
				switch bookOrder {
				case "sequential":
				case "random":
					c.Openings.Shuffle = true
				default:
					return fmt.Errorf("--book-order %q: expected sequential or random", bookOrder)
				}
			}
			if !quiet {
				c.Progress = cmd.ErrOrStderr()
			}
			var closers []io.Closer
			defer func() {
				for _, f := range closers {
					f.Close()
				}
			}()
			if pgnFile != "" {
				f, err := os.Create(pgnFile)
				if err != nil {
					return err
				}
				closers = append(closers, f)
				c.PGN = f
			}
			if jsonFile != "" {
				w, err := newSummaryWriter(jsonFile, cmd.ErrOrStderr())
				if err != nil {
					return err
				}
				c.OnSummary = w.write
			}
			sum, runErr := match.Run(c)
			if sum == nil {
				return runErr
			}
			if jsonFile != "" {
				if err := sum.WriteJSONFile(jsonFile); err != nil {
					return err
				}
			}
			if asJSON {
				err = sum.WriteJSON(cmd.OutOrStdout())
			} else {
				err = sum.WriteText(cmd.OutOrStdout())
			}
			if runErr != nil {
				return runErr
			}
			return err
		},
	}
	vf.register(cmd, false)
	f := cmd.Flags()
	f.IntVarP(&c.Games, "games", "n", 10, "number of games (pairs of games share an opening)")
	f.IntVarP(&c.Jobs, "jobs", "j", 1, "games played at once")
	f.Int64Var(&c.Seed, "seed", 1, "seed of openings and random players; the same seed replays the same match")
	f.StringVar(&shard, "shard", "", "play only slice I of N (I/N), for spreading a match over machines")
	f.IntVar(&c.Openings.Plies, "openings-plies", 4, "random plies at the start of each pair's opening")
	f.IntVar(&c.Openings.Balance, "openings-balance", 150, "retry random openings a short search scores beyond ±CP (0: keep any)")
	f.StringVar(&book, "book", "", "opening book: a PGN or EPD file, or none (default: the book bundled for the variant, if any)")
	f.StringVar(&bookOrder, "book-order", "sequential", "sequential or random (shuffled by the seed)")
	f.DurationVar(&defaultTime, "time", 100*time.Millisecond, "time per move of engines whose specification gives no depth, nodes or time")
	f.IntVar(&c.MaxPlies, "max-plies", 600, "adjudicate a game still going after this many plies as a draw")
	f.IntVar(&resignScore, "resign-score", 0, "adjudicate a loss when a player's own score is at most -CP ...")
	f.IntVar(&resignMoves, "resign-moves", 0, "... for this many of its moves in a row (0: off)")
	f.IntVar(&drawScore, "draw-score", 0, "adjudicate a draw when both players' scores stay within ±CP ...")
	f.IntVar(&drawMoves, "draw-moves", 0, "... for this many moves each in a row (0: off) ...")
	f.IntVar(&drawAfter, "draw-after", 0, "... from this move number on")
	f.StringVar(&pgnFile, "pgn", "", "write the games to this PGN file")
	f.StringVar(&jsonFile, "json-out", "", "write the summary with every game's result to this JSON file (for merge), after every game (partial) and at the end")
	f.BoolVar(&asJSON, "json", false, "print the summary as JSON instead of text")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress line on standard error")
	f.StringVar(&restart, "restart", "on", "on: start an engine that crashed (or did not answer in time) again before the next game; off: it forfeits the games left")
	f.StringVar(&c.Event, "event", "", "the PGN Event tag (default: vdl match VARIANT)")
	f.StringVar(&tc, "tc", "", "play on a clock: [MOVES/]SECONDS[+INCREMENT], such as 40/60+0.6 or 10+0.1 (overrunning loses on time)")
	f.DurationVar(&c.TimeMargin, "timemargin", 0, "with --tc: forgive an overrun of at most this much")
	f.StringVar(&sprt, "sprt", "", "stop when an SPRT decides: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	cmd.AddCommand(newMatchMergeCmd())
	return cmd
}

// summaryWriter keeps a match's --json-out file up to date while it
// runs: the summary so far (marked partial) after every game, replaced
// atomically (match.Summary.WriteJSONFile), so that a match killed at any
// moment leaves the games it finished in a file vdl match merge reads.
// Where a write takes long (a file of many games), the next is put off
// until ten times its duration has passed, so writing stays within a
// tenth of the match's time.
type summaryWriter struct {
	path   string
	stderr io.Writer
	next   time.Time // no write before this
	warned bool
}

// newSummaryWriter checks that path's directory takes a file, so that a
// bad --json-out fails before the first game.
func newSummaryWriter(path string, stderr io.Writer) (*summaryWriter, error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("--json-out %s: %v", path, err)
	}
	f.Close()
	os.Remove(f.Name())
	return &summaryWriter{path: path, stderr: stderr}, nil
}

func (w *summaryWriter) write(sum *match.Summary) {
	start := time.Now()
	if start.Before(w.next) {
		return
	}
	if err := sum.WriteJSONFile(w.path); err != nil {
		if !w.warned { // said once; the match goes on, and the end writes again
			fmt.Fprintf(w.stderr, "vdl match: --json-out: %v (the match goes on)\n", err)
			w.warned = true
		}
	}
	took := time.Since(start)
	w.next = start.Add(10 * took)
}

// parseShard reads "I/N".
func parseShard(s string) (int, int, error) {
	i, n, ok := strings.Cut(s, "/")
	a, err1 := strconv.Atoi(i)
	b, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || b < 1 || a < 1 || a > b {
		return 0, 0, fmt.Errorf("--shard %q: expected I/N with 1 <= I <= N, such as 3/10", s)
	}
	return a, b, nil
}

func newMatchMergeCmd() *cobra.Command {
	var asJSON bool
	var jsonFile string
	cmd := &cobra.Command{
		Use:   "merge SHARD.json...",
		Short: "Combine the results of shards of one match",
		Long: `merge reads the --json-out files of shards of one match (same variant,
players, seed, games and openings) and reports the combined result, which
is exactly what playing the shards in one run gives. Shards may be merged
in any order and in steps (merge outputs can be merged again).`,
		Example: `  vdl match merge shard*.json
  vdl match merge shard*.json --json-out all.json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var parts []*match.Summary
			for _, path := range args {
				s, err := match.ReadSummary(path)
				if err != nil {
					return err
				}
				parts = append(parts, s)
			}
			sum, err := match.Merge(parts)
			if err != nil {
				return err
			}
			if jsonFile != "" {
				if err := sum.WriteJSONFile(jsonFile); err != nil {
					return err
				}
			}
			if asJSON {
				return sum.WriteJSON(cmd.OutOrStdout())
			}
			return sum.WriteText(cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the merged summary as JSON")
	cmd.Flags().StringVar(&jsonFile, "json-out", "", "write the merged summary to this JSON file")
	return cmd
}
