package search

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkSearchStart searches 25,000 nodes from the start of each
// variant named in VDL_BENCH_VARIANTS (commas; chess by default), as
// `vdl bench --variants` does: the benchmark to profile a variant's
// engine speed with (go test -bench SearchStart -cpuprofile).
// VDL_BENCH_NODES changes the node limit: a 1-node search measures the
// setup, to subtract from an instruction count of the whole run
// (valgrind --tool=cachegrind of the test binary, -test.benchtime 1x).
func BenchmarkSearchStart(b *testing.B) {
	names := []string{"chess"}
	if env := os.Getenv("VDL_BENCH_VARIANTS"); env != "" {
		names = strings.Split(env, ",")
	}
	limit := uint64(25000)
	if env := os.Getenv("VDL_BENCH_NODES"); env != "" {
		n, err := strconv.ParseUint(env, 10, 64)
		if err != nil || n == 0 {
			b.Fatalf("VDL_BENCH_NODES=%q: want a positive whole number", env)
		}
		limit = n
	}
	for _, name := range names {
		b.Run(name, func(b *testing.B) {
			p := position(b, name, "")
			e := NewEngine(p.Game(), Options{})
			nodes := uint64(0)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				e.NewGame()
				nodes += e.Search(p.Clone(), Limits{Nodes: limit}, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
