package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
)

func newPerftCmd() *cobra.Command {
	var (
		vf      variantFlags
		depth   int
		divide  bool
		jobs    int
		asJSON  bool
		cpuProf string
		bitb    bool
	)
	cmd := &cobra.Command{
		Use:   "perft VARIANT",
		Short: "Count the leaf nodes of the legal move tree to a depth",
		Long: `perft counts every legal move sequence of the given length from the start
position (or --fen) and prints the number of leaves, the time taken and the
speed. Counting is bulk: at depth 1 the legal moves are counted, not played.
--divide prints each root move's count, as Fairy-Stockfish's "go perft" does.
Games on boards of at most 64 squares whose pieces are plain leapers, rook
and bishop riders and pawns (chess among them) are counted on bitboards;
--bitboards=false counts them with the general interpreter, which every
other game uses, for comparison.`,
		Example: `  vdl perft chess -d 5
  vdl perft definitions/chess.vdl --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' -d 4 --divide`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadPosition(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if _, err := p.PerftPlies(depth); err != nil {
				return fmt.Errorf("-d %v", err)
			}
			p.UseBitboards(bitb)
			progress := progressPrinter(cmd, asJSON)
			if cpuProf != "" {
				f, err := os.Create(cpuProf)
				if err != nil {
					return fmt.Errorf("--cpuprofile: %v", err)
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return fmt.Errorf("--cpuprofile: %v", err)
				}
				defer pprof.StopCPUProfile()
			}
			start := time.Now()
			nodes := uint64(1) // depth 0: the position itself
			var entries []interp.DivideEntry
			if depth > 0 {
				nodes = 0
				entries = p.Divide(depth, jobs, progress)
			}
			for _, e := range entries {
				nodes += e.Nodes
			}
			secs := time.Since(start).Seconds()
			nps := 0.0
			if secs > 0 {
				nps = float64(nodes) / secs
			}
			out := cmd.OutOrStdout()
			if asJSON {
				res := map[string]any{"nodes": nodes, "seconds": secs, "nps": nps, "depth": depth, "fen": p.FEN()}
				if divide {
					moves := map[string]uint64{}
					for _, e := range entries {
						moves[e.Move] = e.Nodes
					}
					res["divide"] = moves
				}
				return writeJSON(out, res)
			}
			if divide {
				for _, e := range entries {
					fmt.Fprintf(out, "%s: %d\n", e.Move, e.Nodes)
				}
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "nodes %d\ntime %.3fs\nnps %.0f\n", nodes, secs, nps)
			return nil
		},
	}
	vf.register(cmd, true)
	cmd.Flags().IntVarP(&depth, "depth", "d", 1, fmt.Sprintf("depth in plies (at most %d; with simultaneous turns, in move pairs)", interp.MaxPerftPlies))
	cmd.Flags().BoolVar(&divide, "divide", false, "print each root move's count")
	cmd.Flags().IntVarP(&jobs, "jobs", "j", 1, fmt.Sprintf("root moves counted in parallel (1 to %d)", maxJobs))
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	cmd.Flags().BoolVar(&bitb, "bitboards", true, "count on bitboards where the game allows (false: the general interpreter alone)")
	cmd.Flags().StringVar(&cpuProf, "cpuprofile", "", "write a CPU profile of the count to `FILE` (read it with go tool pprof)")
	return cmd
}

// progressPrinter reports root moves done on stderr when stderr is a
// terminal, so long runs show they are alive without cluttering pipes.
func progressPrinter(cmd *cobra.Command, quiet bool) func(done, total int) {
	if quiet {
		return nil
	}
	f, ok := cmd.ErrOrStderr().(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return func(done, total int) {
		fmt.Fprintf(f, "\r%d/%d root moves", done, total)
		if done == total {
			fmt.Fprint(f, "\r\033[K")
		}
	}
}
