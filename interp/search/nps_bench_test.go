package search

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkSearchStart searches 25,000 nodes from the start of each
// variant named in VDL_BENCH_VARIANTS (commas; chess by default), as
// `vdl bench --variants` does: the benchmark to profile a variant's
// engine speed with (go test -bench SearchStart -cpuprofile).
func BenchmarkSearchStart(b *testing.B) {
	names := []string{"chess"}
	if env := os.Getenv("VDL_BENCH_VARIANTS"); env != "" {
		names = strings.Split(env, ",")
	}
	for _, name := range names {
		b.Run(name, func(b *testing.B) {
			p := position(b, name, "")
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
