package definitions_test

import "testing"

// Fairy-Stockfish's test variant fairy, counted by hand at depth 1.
func TestFairyPiecesByHand(t *testing.T) {
	for _, c := range []struct {
		fen, why string
		want     int
	}{
		// Silver d4: c5, d5, e5 forward, c3, e3 diagonally back; Ke1: d1,
		// d2, e2, f1, f2.
		{"4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "the Silver", 10},
		// Commoner a8: a7, b7, b8, even into the Rook's file: it is not
		// royal; Ke8: d8, d7, e7, f7, f8.
		{"m3k3/8/8/8/8/8/8/R3K3 b - - 0 1", "the Commoner is no king", 8},
		// Chancellor a1: a2-a8, b1-d1 (the King on e1 stops it) and the
		// knight's b3, c2: 12; Ke1: d1, d2, e2, f1, f2, none reached by
		// Black's Archbishop on h8 (its diagonal ends on a1) or King.
		{"7a/8/8/8/8/8/8/C3K2k w - - 0 1", "the Chancellor", 17},
	} {
		_, p := bundledPosition(t, "fairy", c.fen)
		if got := p.Perft(1); got != uint64(c.want) {
			t.Errorf("%s (%s): perft 1 = %d, want %d", c.fen, c.why, got, c.want)
		}
	}
}
