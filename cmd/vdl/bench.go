package main

import (
	"fmt"
	"io"
	"math/rand"
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
}

// engineCases are searched by the engine to a fixed depth.
var engineCases = []benchCase{
	{"chess", "", 8, 0},
	{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 6, 0},
	{"capablanca", "", 7, 0},
	{"jabberwocky", "", 6, 0},
	{"butters", "", 6, 0},
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
	// Relative: nodes per second over chess's from the start in the same
	// run (engine cases of --variants).
	Relative float64 `json:"relative_to_chess,omitempty"`
}

func newBenchCmd() *cobra.Command {
	var (
		asJSON   bool
		extra    int
		only     string
		variants string
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

--variants all (or a comma-separated list of names) replaces the engine
cases by searches of 25,000 nodes (doubled by each --deeper ply) from the
start of every bundled variant (or of those named), after chess's; the
depth column is the deepest completed iteration, and the last column
each variant's nodes per second as a fraction of chess's, searched again
just before it (so a machine's changing load cancels out). Variants of
simultaneous turns count Monte Carlo simulations.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var results []benchResult
			run := func(kind string) bool { return only == "" || only == kind }
			switch only {
			case "", "perft", "engine", "playouts":
			default:
				return fmt.Errorf("--only %q: expected perft, engine or playouts", only)
			}
			if run("perft") {
				for _, bc := range benchCases {
					p, err := benchPosition(bc)
					if err != nil {
						return err
					}
					start := time.Now()
					n := p.Perft(bc.depth + extra)
					results = append(results, measured("perft", bc, bc.depth+extra, n, time.Since(start)))
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
					r, err := benchEngine(bc, extra)
					if err != nil {
						return err
					}
					if bc.nodes > 0 {
						// Against chess searched just before, so that a
						// machine's changing load cancels out.
						r.Relative = 1
						if i > 0 {
							ref, err := benchEngine(cases[0], extra)
							if err != nil {
								return err
							}
							r.Relative = r.PerSec / ref.PerSec
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
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), results)
			}
			return printBench(cmd.OutOrStdout(), results)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().IntVar(&extra, "deeper", 0, fmt.Sprintf("add this many plies to every perft and engine case (0 to %d)", maxBenchAdd))
	cmd.Flags().StringVar(&only, "only", "", "run only perft, engine or playouts")
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
	start := time.Now()
	res := e.Search(p, lim, nil)
	depth := bc.depth + extra
	if bc.nodes > 0 {
		depth = res.Info.Depth
	}
	return measured("engine", bc, depth, res.Nodes, time.Since(start)), nil
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
		"perft":    "perft\tdepth\tleaves\tseconds\tleaves/s\t\t",
		"engine":   "engine\tdepth\tnodes\tseconds\tnodes/s\t",
		"playouts": "playouts\tmean plies\tgames\tseconds\tgames/s\t\t",
	}
	last := ""
	for _, r := range results {
		if r.Kind != last {
			if last != "" {
				fmt.Fprintln(w, "\t\t\t\t\t")
			}
			h := header[r.Kind]
			if r.Relative > 0 {
				h += "x chess\t"
			}
			fmt.Fprintln(w, h)
			last = r.Kind
		}
		name := r.Variant
		if r.FEN != "" {
			name += " " + strings.SplitN(r.FEN, " ", 2)[0][:12] + "…"
		}
		col2 := fmt.Sprint(r.Depth)
		if r.Kind == "playouts" {
			col2 = fmt.Sprintf("%.0f", r.Plies)
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%.3f\t%.0f\t", name, col2, r.Nodes, r.Seconds, r.PerSec)
		if r.Relative > 0 {
			fmt.Fprintf(w, "%.2f\t", r.Relative)
		}
		fmt.Fprintln(w)
	}
	return w.Flush()
}
