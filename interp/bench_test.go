package interp

import "testing"

func BenchmarkPerftChessStart5(b *testing.B) {
	g, err := NewGame(handChess())
	if err != nil {
		b.Fatal(err)
	}
	p, _ := g.StartPosition()
	b.ResetTimer()
	var n uint64
	for i := 0; i < b.N; i++ {
		n = p.Perft(5)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftChessStart5General is BenchmarkPerftChessStart5 counted
// by the general interpreter alone (chess takes the bitboard path).
func BenchmarkPerftChessStart5General(b *testing.B) {
	g, err := NewGame(handChess())
	if err != nil {
		b.Fatal(err)
	}
	p, _ := g.StartPosition()
	b.ResetTimer()
	var n uint64
	for i := 0; i < b.N; i++ {
		n = p.PerftGeneral(5)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}
