package search

import (
	"testing"
)

// BenchmarkSearchDepth searches the positions of `vdl bench --only
// engine` (chess, a chess middlegame, capablanca, shogi, xiangqi) to a
// fixed depth, a ply deeper than bench does: the benchmark to profile the
// engine's time per node with (go test -bench SearchDepth -cpuprofile);
// the node counts it reports are the same on every machine.
func BenchmarkSearchDepth(b *testing.B) {
	cases := []struct {
		name, variant, fen string
		depth              int
	}{
		{"chess", "chess", "", 9},
		{"kiwipete", "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 7},
		{"capablanca", "capablanca", "", 8},
		{"shogi", "shogi", "", 10},
		{"xiangqi", "xiangqi", "", 8},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			p := position(b, c.variant, c.fen)
			e := NewEngine(p.Game(), Options{})
			nodes := uint64(0)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				e.NewGame()
				nodes += e.Search(p.Clone(), Limits{Depth: c.depth}, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
