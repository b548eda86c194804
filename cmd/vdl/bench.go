package main

import (
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// benchCase is one fixed perft measurement.
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

func newBenchCmd() *cobra.Command {
	var (
		asJSON bool
		extra  int
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure perft speed on fixed positions, single-threaded",
		Long: `bench runs perft on a fixed set of bundled variants and positions, one
thread, and prints leaves, seconds and leaves per second for each.
--deeper N adds N plies to every case for steadier figures.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			type result struct {
				Variant string  `json:"variant"`
				FEN     string  `json:"fen"`
				Depth   int     `json:"depth"`
				Nodes   uint64  `json:"nodes"`
				Seconds float64 `json:"seconds"`
				NPS     float64 `json:"nps"`
			}
			if err := inRange("--deeper", extra, 0, maxBenchAdd, "plies"); err != nil {
				return err
			}
			var results []result
			for _, bc := range benchCases {
				v, err := lang.Find(bc.variant)
				if err != nil {
					return err
				}
				g, err := interp.NewGame(v)
				if err != nil {
					return err
				}
				fen := bc.fen
				if fen == "" {
					fen = v.Setup
				}
				p, err := g.ParseFEN(fen)
				if err != nil {
					return err
				}
				start := time.Now()
				n := p.Perft(bc.depth + extra)
				secs := time.Since(start).Seconds()
				results = append(results, result{bc.variant, fen, bc.depth + extra, n, secs, float64(n) / secs})
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), results)
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintln(w, "variant\tdepth\tleaves\tseconds\tleaves/s\t")
			for _, r := range results {
				fmt.Fprintf(w, "%s\t%d\t%d\t%.3f\t%.0f\t\n", r.Variant, r.Depth, r.Nodes, r.Seconds, r.NPS)
			}
			return w.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().IntVar(&extra, "deeper", 0, fmt.Sprintf("add this many plies to every case (0 to %d)", maxBenchAdd))
	return cmd
}
