package interp_test

import (
	"testing"
)

// benchStart measures perft from a bundled variant's start position and
// reports leaves per second, the figure the per-move cost is judged by.
func benchStart(b *testing.B, name string, depth int) {
	p := bundledStart(b, name)
	b.ResetTimer()
	var n uint64
	for i := 0; i < b.N; i++ {
		n = p.Perft(depth)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerftOverboard3(b *testing.B)       { benchStart(b, "overboard", 3) }
func BenchmarkPerftLeapingBatChess4(b *testing.B) { benchStart(b, "leaping-bat-chess", 4) }
func BenchmarkPerftCapablanca4(b *testing.B)      { benchStart(b, "capablanca", 4) }
func BenchmarkPerftUltima3(b *testing.B)          { benchStart(b, "ultima", 3) }
func BenchmarkPerftPetrified4(b *testing.B)       { benchStart(b, "petrified", 4) }
func BenchmarkPerftCrazyhouse4(b *testing.B)      { benchStart(b, "crazyhouse", 4) }
func BenchmarkPerftShogi5(b *testing.B)           { benchStart(b, "shogi", 5) }
