package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

// benchCase is one fixed measurement: perft to depth, or an engine
// search to depth.
type benchCase struct {
	variant, fen string
	depth        int
}

// benchCases are fixed so figures can be compared across commits; the
// FEN "" is the variant's start position.
var benchCases = []benchCase{
	{"chess", "", 5},
	{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
	{"capablanca", "", 4},
	{"overboard", "", 3},
	{"leaping-bat-chess", "", 4},
}

// engineCases are searched by the engine to a fixed depth.
var engineCases = []benchCase{
	{"chess", "", 8},
	{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 6},
	{"capablanca", "", 7},
	{"jabberwocky", "", 6},
	{"butters", "", 6},
}

// playoutTime is how long random playouts are measured.
const playoutTime = 3 * time.Second

type benchResult struct {
	Kind    string  `json:"kind"` // perft, engine or playouts
	Variant string  `json:"variant"`
	FEN     string  `json:"fen,omitempty"`
	Depth   int     `json:"depth,omitempty"`
	Nodes   uint64  `json:"nodes"` // leaves, engine nodes, or playouts
	Seconds float64 `json:"seconds"`
	PerSec  float64 `json:"per_second"`
	Plies   float64 `json:"mean_plies,omitempty"` // of a playout
}

// benchJob is one case as run: its kind (perft, engine or playouts),
// position and depth (0 for playouts).
type benchJob struct {
	kind  string
	bc    benchCase
	depth int
}

// benchJobs lists the cases of this binary, in order, of the kind only
// ("" for all), with extra plies added to the perft and engine depths.
func benchJobs(only string, extra int) []benchJob {
	var jobs []benchJob
	run := func(kind string) bool { return only == "" || only == kind }
	if run("perft") {
		for _, bc := range benchCases {
			jobs = append(jobs, benchJob{"perft", bc, bc.depth + extra})
		}
	}
	if run("engine") {
		for _, bc := range engineCases {
			jobs = append(jobs, benchJob{"engine", bc, bc.depth + extra})
		}
	}
	if run("playouts") {
		jobs = append(jobs, benchJob{kind: "playouts", bc: benchCase{variant: "chess"}})
	}
	return jobs
}

// runBenchJob measures one case.
func runBenchJob(j benchJob) (benchResult, error) {
	if j.kind == "playouts" {
		return benchPlayouts(j.bc.variant, playoutTime)
	}
	p, err := benchPosition(j.bc)
	if err != nil {
		return benchResult{}, err
	}
	if j.kind == "perft" {
		start := time.Now()
		n := p.Perft(j.depth)
		return measured("perft", j.bc, j.depth, n, time.Since(start)), nil
	}
	e := search.NewEngine(p.Game(), search.Options{}) // not timed, as before
	start := time.Now()
	res := e.Search(p, search.Limits{Depth: j.depth}, nil)
	return measured("engine", j.bc, j.depth, res.Info.Nodes, time.Since(start)), nil
}

func newBenchCmd() *cobra.Command {
	var (
		asJSON    bool
		extra     int
		only      string
		save      string
		compare   string
		threshold float64
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure perft, engine and random-playout speed on fixed positions, one thread",
		Long: `bench measures, one thread:
  perft     leaves per second on fixed positions of several variants;
  engine    nodes per second of the engine searching fixed positions to a
            fixed depth (the node counts are the same on every machine);
  playouts  random games per second from chess's start (uniform over the
            legal moves, to the end by the rules), and their mean length.
--deeper N adds N plies to every perft and engine case for steadier
figures; --only runs one of the three.

Regression guard: --save FILE writes this run's JSON (what --json
prints) to FILE; --compare OLD.json runs the cases of that saved run (at
its depths) and prints, for each, the old rate, the new rate and the
ratio new/old, flagging the ratios below --threshold. Cases found on one
side only are named and not compared. The exit status is 0 whatever the
ratios (it reports, it does not judge); only a file that cannot be read
or is not bench JSON is an error. The recipe:
  old binary:  vdl bench --save before.json
  new binary:  vdl bench --compare before.json
One run on a shared machine is noisy: a ratio of 0.9 can be another
process's doing. Before believing a slowdown, alternate the binaries a
few times, for example
  for i in 1 2 3; do old/vdl bench --only perft; new/vdl bench --only perft; done
or save a run of each and compare both ways.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch only {
			case "", "perft", "engine", "playouts":
			default:
				return fmt.Errorf("--only %q: expected perft, engine or playouts", only)
			}
			if math.IsNaN(threshold) || threshold <= 0 || threshold > 100 {
				return fmt.Errorf("--threshold %v is out of range: want a ratio above 0 such as 0.95", threshold)
			}
			if save != "" {
				if dir := filepath.Dir(save); dir != "" {
					if st, err := os.Stat(dir); err != nil || !st.IsDir() {
						return fmt.Errorf("--save %s: no directory %s to write it in", save, dir)
					}
				}
			}
			jobs := benchJobs(only, extra)
			var cmp *benchComparison
			if compare != "" {
				if asJSON {
					return fmt.Errorf("--json and --compare: give --save FILE to keep this run's JSON while comparing")
				}
				if cmd.Flags().Changed("deeper") {
					return fmt.Errorf("--deeper and --compare: the depths are those of %s", compare)
				}
				old, err := readBenchFile(compare)
				if err != nil {
					return err
				}
				cmp = matchBench(old, only, jobs)
				jobs = cmp.jobs()
			}
			var results []benchResult
			for i, j := range jobs {
				if compare != "" {
					fmt.Fprintf(cmd.ErrOrStderr(), "bench: %d/%d %s\n", i+1, len(jobs), jobName(j))
				}
				r, err := runBenchJob(j)
				if err != nil {
					return err
				}
				results = append(results, r)
			}
			if save != "" {
				var buf bytes.Buffer
				if err := writeJSON(&buf, results); err != nil {
					return err
				}
				if err := os.WriteFile(save, buf.Bytes(), 0o644); err != nil {
					return fmt.Errorf("--save: %w", err)
				}
			}
			if cmp != nil {
				return printCompare(cmd.OutOrStdout(), compare, cmp, results, threshold)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), results)
			}
			return printBench(cmd.OutOrStdout(), results)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().IntVar(&extra, "deeper", 0, fmt.Sprintf("add this many plies to every perft and engine case (0 to %d)", maxBenchAdd))
	cmd.Flags().StringVar(&only, "only", "", "run only perft, engine or playouts")
	cmd.Flags().StringVar(&save, "save", "", "also write this run's results as JSON to this file (for a later --compare)")
	cmd.Flags().StringVar(&compare, "compare", "", "run the cases of this saved JSON run and print each case's ratio new/old")
	cmd.Flags().Float64Var(&threshold, "threshold", 0.95, "with --compare: flag the ratios new/old below this")
	return cmd
}

func benchPosition(bc benchCase) (*interp.Position, error) {
	v, err := lang.Find(bc.variant)
	if err != nil {
		return nil, err
	}
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, err
	}
	if bc.fen == "" {
		return g.StartPosition()
	}
	return g.ParseFEN(bc.fen)
}

func measured(kind string, bc benchCase, depth int, n uint64, d time.Duration) benchResult {
	secs := d.Seconds()
	return benchResult{Kind: kind, Variant: bc.variant, FEN: bc.fen, Depth: depth, Nodes: n, Seconds: secs, PerSec: float64(n) / secs}
}

// benchPlayouts plays random games from the variant's start for d.
func benchPlayouts(variant string, d time.Duration) (benchResult, error) {
	p, err := benchPosition(benchCase{variant: variant})
	if err != nil {
		return benchResult{}, err
	}
	rng := rand.New(rand.NewSource(1))
	var buf []interp.Move
	start := time.Now()
	games, plies := 0, 0
	for time.Since(start) < d {
		q := p.Clone()
		_, n := search.Playout(q, rng, 100000, buf)
		games++
		plies += n
	}
	secs := time.Since(start).Seconds()
	return benchResult{Kind: "playouts", Variant: variant, Nodes: uint64(games), Seconds: secs,
		PerSec: float64(games) / secs, Plies: float64(plies) / float64(games)}, nil
}

func printBench(out io.Writer, results []benchResult) error {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	header := map[string]string{
		"perft":    "perft\tdepth\tleaves\tseconds\tleaves/s\t",
		"engine":   "engine\tdepth\tnodes\tseconds\tnodes/s\t",
		"playouts": "playouts\tmean plies\tgames\tseconds\tgames/s\t",
	}
	last := ""
	for _, r := range results {
		if r.Kind != last {
			if last != "" {
				fmt.Fprintln(w, "\t\t\t\t\t")
			}
			fmt.Fprintln(w, header[r.Kind])
			last = r.Kind
		}
		name := caseName(r.Variant, r.FEN)
		col2 := fmt.Sprint(r.Depth)
		if r.Kind == "playouts" {
			col2 = fmt.Sprintf("%.0f", r.Plies)
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%.3f\t%.0f\t\n", name, col2, r.Nodes, r.Seconds, r.PerSec)
	}
	return w.Flush()
}
