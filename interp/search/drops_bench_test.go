package search

import "testing"

// dropPositions are middlegames of drop games with pieces in hand, where
// most of a node's moves are drops.
var dropPositions = []struct{ variant, fen string }{
	{"shogi", "ln1gk2nl/1r2g1s2/p1sppp1pp/2p3p2/1p7/2P3P2/PPSPPP1PP/2G2S1R1/LN2KG1NL[BPbp] b - - 0 20"},
	{"crazyhouse", "r1bqk2r/ppp2ppp/2n5/3np3/8/2NP1N2/PPP2PPP/R2QKB1R[BPbp] w KQkq - 0 8"},
}

// BenchmarkSearchDrops searches 25,000 nodes from each of dropPositions:
// the speed of drop games' middlegames (go test -bench SearchDrops).
func BenchmarkSearchDrops(b *testing.B) {
	for _, dp := range dropPositions {
		b.Run(dp.variant, func(b *testing.B) {
			p := position(b, dp.variant, dp.fen)
			e := NewEngine(p.Game(), Options{})
			nodes := uint64(0)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				e.NewGame()
				nodes += e.Search(p.Clone(), Limits{Nodes: 25000}, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
