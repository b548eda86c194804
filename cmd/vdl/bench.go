package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
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
	nodes        uint64 // an engine case searched to this many nodes instead
}

// benchCases are fixed so figures can be compared across commits; the
// FEN "" is the variant's start position.
var benchCases = []benchCase{
	{"chess", "", 5, 0},
	{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 0},
	{"capablanca", "", 4, 0},
	{"overboard", "", 3, 0},
	{"leaping-bat-chess", "", 4, 0},
	// The cannon games: hoppers, the flying general, palace and river
	// regions, perpetual-check records.
	{"xiangqi", "", 4, 0},
	{"shako", "", 4, 0},
}

// engineCases are searched by the engine to a fixed depth.
var engineCases = []benchCase{
	{"chess", "", 8, 0},
	{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 6, 0},
	{"capablanca", "", 7, 0},
	{"shogi", "", 9, 0},
	{"xiangqi", "", 7, 0},
	{"jabberwocky", "", 6, 0},
	{"butters", "", 6, 0},
}

// maxBenchRepeat bounds --repeat.
const maxBenchRepeat = 20

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
	// The same by the process's CPU time (user and system), which other
	// processes on a shared machine do not inflate; absent where the
	// platform cannot tell, and in runs saved before it was measured.
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	CPUPerSec  float64 `json:"cpu_per_second,omitempty"`
	Plies      float64 `json:"mean_plies,omitempty"` // of a playout
	// Relative: nodes per second over chess's from the start in the same
	// run (engine cases of --variants).
	Relative float64 `json:"relative_to_chess,omitempty"`
}

// benchJob is one case as run: its kind (perft, engine or playouts) and
// position, bc.depth being the depth run (0 for playouts).
type benchJob struct {
	kind string
	bc   benchCase
}

// benchJobs lists the default cases of this binary, in order, of the
// kind only ("" for all), at their base depths.
func benchJobs(only string) []benchJob {
	var jobs []benchJob
	run := func(kind string) bool { return only == "" || only == kind }
	if run("perft") {
		for _, bc := range benchCases {
			jobs = append(jobs, benchJob{"perft", bc})
		}
	}
	if run("engine") {
		for _, bc := range engineCases {
			jobs = append(jobs, benchJob{"engine", bc})
		}
	}
	if run("playouts") {
		jobs = append(jobs, benchJob{"playouts", benchCase{variant: "chess"}})
	}
	return jobs
}

// runBenchJob measures one case at its depth, the fastest of repeat runs.
func runBenchJob(j benchJob, repeat int) (benchResult, error) {
	switch j.kind {
	case "playouts":
		return benchPlayouts(j.bc.variant, playoutTime)
	case "engine":
		return fastestOf(repeat, func() (benchResult, error) { return benchEngine(j.bc, 0) })
	}
	return fastestOf(repeat, func() (benchResult, error) { return benchPerft(j.bc, 0) })
}

// benchPerft counts one perft case's leaves, extra plies deeper.
func benchPerft(bc benchCase, extra int) (benchResult, error) {
	p, err := benchPosition(bc)
	if err != nil {
		return benchResult{}, err
	}
	sw := startStopwatch()
	n := p.Perft(bc.depth + extra)
	return measured("perft", bc, bc.depth+extra, n, sw), nil
}

// fastestOf runs a measurement repeat times and keeps the fastest: the
// work is the same each time, so a slower run measured only what else
// the machine was doing.
func fastestOf(repeat int, measure func() (benchResult, error)) (benchResult, error) {
	var best benchResult
	for i := 0; i < max(repeat, 1); i++ {
		r, err := measure()
		if err != nil {
			return benchResult{}, err
		}
		if i == 0 || r.rate() > best.rate() {
			best = r
		}
	}
	return best, nil
}

// saveBench writes results as JSON to name (bench --save).
func saveBench(name string, results []benchResult) error {
	var buf bytes.Buffer
	if err := writeJSON(&buf, results); err != nil {
		return err
	}
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("--save: %w", err)
	}
	return nil
}

// benchCompare runs the cases of the saved run oldName that this binary
// has, and prints each case's ratio new/old.
func benchCompare(cmd *cobra.Command, oldName, only, save string, threshold float64, repeat int) error {
	old, err := readBenchFile(oldName)
	if err != nil {
		return err
	}
	cmp := matchBench(old, only, benchJobs(only))
	var results []benchResult
	for i, p := range cmp.pairs {
		fmt.Fprintf(cmd.ErrOrStderr(), "bench: %d/%d %s\n", i+1, len(cmp.pairs), jobName(p.job))
		r, err := runBenchJob(p.job, repeat)
		if err != nil {
			return err
		}
		results = append(results, r)
	}
	if save != "" {
		if err := saveBench(save, results); err != nil {
			return err
		}
	}
	return printCompare(cmd.OutOrStdout(), oldName, cmp, results, threshold)
}

func newBenchCmd() *cobra.Command {
	var (
		asJSON    bool
		extra     int
		only      string
		variants  string
		save      string
		compare   string
		threshold float64
		repeat    int
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
figures; --repeat N times every perft and engine case N times and keeps
the fastest (the work is the same each time: a slower run measured the
machine's other load); --only runs one of the three.

--variants all (or a comma-separated list of names) replaces the engine
cases by searches of 25,000 nodes (doubled by each --deeper ply) from the
start of every bundled variant (or of those named), after chess's; the
depth column is the deepest completed iteration, and the last column
each variant's nodes per second as a fraction of chess's, searched again
just before it (so a machine's changing load cancels out). Variants of
simultaneous turns count Monte Carlo simulations.

Regression guard: --save FILE writes this run's JSON (what --json
prints) to FILE; --compare OLD.json runs the cases of that saved run (at
its depths) and prints, for each, the old rate, the new rate and the
ratio new/old, flagging the ratios below --threshold. Cases found on one
side only are named and not compared (so are the node-limited cases of a
--variants run). The exit status is 0 whatever the ratios (it reports,
it does not judge); only a file that cannot be read or is not bench
JSON is an error. The recipe:
  old binary:  vdl bench --save before.json
  new binary:  vdl bench --compare before.json
Every case is timed by the wall clock and by the process's CPU time
(user and system; "cpu s" columns, cpu_seconds and cpu_per_second in
JSON), and --compare compares CPU rates when both runs have them, since
other processes on a shared machine inflate the wall clock but not this
process's CPU time. Still, one run is noisy: a ratio of 0.9 can be
cache or frequency effects of another process's doing. Before believing a slowdown, alternate the binaries a
few times, for example
  for i in 1 2 3; do old/vdl bench --only perft; new/vdl bench --only perft; done
or save a run of each and compare both ways.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var results []benchResult
			run := func(kind string) bool { return only == "" || only == kind }
			switch only {
			case "", "perft", "engine", "playouts":
			default:
				return fmt.Errorf("--only %q: expected perft, engine or playouts", only)
			}
			if repeat < 1 || repeat > maxBenchRepeat {
				return fmt.Errorf("--repeat %d is out of range: want 1 to %d", repeat, maxBenchRepeat)
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
			if compare != "" {
				for _, f := range []string{"json", "deeper", "variants"} {
					if cmd.Flags().Changed(f) {
						return fmt.Errorf("--%s and --compare: the cases and depths are those of %s (--save FILE keeps this run's JSON)", f, compare)
					}
				}
				return benchCompare(cmd, compare, only, save, threshold, repeat)
			}
			if run("perft") {
				for _, bc := range benchCases {
					r, err := fastestOf(repeat, func() (benchResult, error) { return benchPerft(bc, extra) })
					if err != nil {
						return err
					}
					results = append(results, r)
				}
			}
			cases := engineCases
			if variants != "" {
				var err error
				if cases, err = variantCases(variants); err != nil {
					return err
				}
			}
			if run("engine") {
				progress := progressPrinter(cmd, asJSON)
				for i, bc := range cases {
					r, err := fastestOf(repeat, func() (benchResult, error) { return benchEngine(bc, extra) })
					if err != nil {
						return err
					}
					if bc.nodes > 0 {
						// Against chess searched just before, so that a
						// machine's changing load cancels out.
						r.Relative = 1
						if i > 0 {
							ref, err := fastestOf(repeat, func() (benchResult, error) { return benchEngine(cases[0], extra) })
							if err != nil {
								return err
							}
							r.Relative = r.rate() / ref.rate()
						}
					}
					results = append(results, r)
					if progress != nil && variants != "" {
						progress(i+1, len(cases))
					}
				}
			}
			if run("playouts") {
				r, err := benchPlayouts("chess", playoutTime)
				if err != nil {
					return err
				}
				results = append(results, r)
			}
			if save != "" {
				if err := saveBench(save, results); err != nil {
					return err
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), results)
			}
			return printBench(cmd.OutOrStdout(), results)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().IntVar(&extra, "deeper", 0, fmt.Sprintf("add this many plies to every perft and engine case (0 to %d)", maxBenchAdd))
	cmd.Flags().IntVar(&repeat, "repeat", 1, fmt.Sprintf("time every perft and engine case this many times and keep the fastest (1 to %d)", maxBenchRepeat))
	cmd.Flags().StringVar(&only, "only", "", "run only perft, engine or playouts")
	cmd.Flags().StringVar(&save, "save", "", "also write this run's results as JSON to this file (for a later --compare)")
	cmd.Flags().StringVar(&compare, "compare", "", "run the cases of this saved JSON run and print each case's ratio new/old")
	cmd.Flags().Float64Var(&threshold, "threshold", 0.95, "with --compare: flag the ratios new/old below this")
	cmd.Flags().StringVar(&variants, "variants", "", "engine cases: all bundled variants, or a comma-separated list, from the start, against chess")
	return cmd
}

// benchEngine searches one engine case.
func benchEngine(bc benchCase, extra int) (benchResult, error) {
	p, err := benchPosition(bc)
	if err != nil {
		return benchResult{}, err
	}
	e := search.NewEngine(p.Game(), search.Options{})
	lim := search.Limits{Depth: bc.depth + extra}
	if bc.nodes > 0 {
		lim = search.Limits{Nodes: bc.nodes << extra}
	}
	sw := startStopwatch()
	res := e.Search(p, lim, nil)
	depth := bc.depth + extra
	if bc.nodes > 0 {
		depth = res.Info.Depth
	}
	return measured("engine", bc, depth, res.Nodes, sw), nil
}

// variantNodes is how far the engine cases of --variants search, from
// the start: a fixed number of nodes, so that every variant's speed is
// measured over the same work (most variants search deeper than depth 4
// within it).
const variantNodes = 25000

// variantCases are the engine cases of --variants: chess first (the
// reference), then every bundled variant or those listed, from the start.
func variantCases(list string) ([]benchCase, error) {
	cases := []benchCase{{variant: "chess", nodes: variantNodes}}
	if list == "all" {
		vs, diags := lang.Bundled()
		if err := diags.Err(); err != nil {
			return nil, err
		}
		for _, v := range vs {
			if v.Name != "chess" {
				cases = append(cases, benchCase{variant: v.Name, nodes: variantNodes})
			}
		}
		return cases, nil
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			return nil, fmt.Errorf("--variants %q: expected all or names separated by commas", list)
		}
		if _, err := lang.Find(name); err != nil {
			return nil, fmt.Errorf("--variants: %v", err)
		}
		if name != "chess" {
			cases = append(cases, benchCase{variant: name, nodes: variantNodes})
		}
	}
	return cases, nil
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

func measured(kind string, bc benchCase, depth int, n uint64, sw stopwatch) benchResult {
	r := benchResult{Kind: kind, Variant: bc.variant, FEN: bc.fen, Depth: depth, Nodes: n}
	r.setTimes(n, sw)
	return r
}

// rate is the case's rate by CPU time where measured, else by the wall
// clock.
func (r benchResult) rate() float64 {
	if r.CPUPerSec > 0 {
		return r.CPUPerSec
	}
	return r.PerSec
}

// setTimes fills in the seconds and rates of n nodes (or games) counted
// since sw started.
func (r *benchResult) setTimes(n uint64, sw stopwatch) {
	wall, cpu := sw.elapsed()
	r.Seconds = wall.Seconds()
	r.PerSec = float64(n) / r.Seconds
	if cpu > 0 {
		r.CPUSeconds = cpu.Seconds()
		r.CPUPerSec = float64(n) / r.CPUSeconds
	}
}

// benchPlayouts plays random games from the variant's start for d.
func benchPlayouts(variant string, d time.Duration) (benchResult, error) {
	p, err := benchPosition(benchCase{variant: variant})
	if err != nil {
		return benchResult{}, err
	}
	rng := rand.New(rand.NewSource(1))
	var buf []interp.Move
	sw := startStopwatch()
	games, plies := 0, 0
	for time.Since(sw.wall) < d {
		q := p.Clone()
		_, n := search.Playout(q, rng, 100000, buf)
		games++
		plies += n
	}
	r := benchResult{Kind: "playouts", Variant: variant, Nodes: uint64(games), Plies: float64(plies) / float64(games)}
	r.setTimes(uint64(games), sw)
	return r, nil
}

func printBench(out io.Writer, results []benchResult) error {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	header := map[string]string{
		"perft":    "perft\tdepth\tleaves\tseconds\tcpu s\tleaves/s\tleaves/cpu s\t",
		"engine":   "engine\tdepth\tnodes\tseconds\tcpu s\tnodes/s\tnodes/cpu s\t",
		"playouts": "playouts\tmean plies\tgames\tseconds\tcpu s\tgames/s\tgames/cpu s\t",
	}
	last := ""
	for _, r := range results {
		if r.Kind != last {
			if last != "" {
				fmt.Fprintln(w, "\t\t\t\t\t\t\t")
			}
			h := header[r.Kind]
			if r.Relative > 0 {
				h += "x chess\t"
			}
			fmt.Fprintln(w, h)
			last = r.Kind
		}
		name := caseName(r.Variant, r.FEN)
		col2 := fmt.Sprint(r.Depth)
		if r.Kind == "playouts" {
			col2 = fmt.Sprintf("%.0f", r.Plies)
		}
		cpuSecs, cpuRate := "-", "-"
		if r.CPUSeconds > 0 {
			cpuSecs, cpuRate = fmt.Sprintf("%.3f", r.CPUSeconds), fmt.Sprintf("%.0f", r.CPUPerSec)
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%.3f\t%s\t%.0f\t%s\t", name, col2, r.Nodes, r.Seconds, cpuSecs, r.PerSec, cpuRate)
		if r.Relative > 0 {
			fmt.Fprintf(w, "%.2f\t", r.Relative)
		}
		fmt.Fprintln(w)
	}
	return w.Flush()
}
