package definitions_test

import (
	"strings"
	"testing"
)

// TestIrregularPositions checks positions no game reaches by legal moves
// (spec/interpreter.md, "Irregular positions"): vdl plays them as
// Fairy-Stockfish does, with the counts its "go perft" gives, and names
// what is irregular about them.
func TestIrregularPositions(t *testing.T) {
	for _, test := range []struct {
		fen    string
		depth  int
		fsf    uint64 // Fairy-Stockfish 221126, go perft
		reason string
	}{
		{"8/8/8/8/8/8/8/4K3 w - - 0 1", 1, 5, "Black has no pieces"},
		{"8/8/8/8/8/8/8/4K3 w - - 0 1", 2, 0, "Black has no pieces"},
		{"4k3/8/8/8/8/8/8/8 w - - 0 1", 1, 0, "White has no pieces"},
		{"8/8/8/8/8/8/3k4/4K3 w - - 0 1", 2, 11, "the royal pieces on d2 and e1 stand next to each other, so Black, not to move, is in check, and White could take its royal piece on d2"},
		{"8/8/8/8/8/8/3k1p2/4K3 w - - 0 1", 3, 71, "stand next to each other"},
		{"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", 2, 58, "Black, not to move, is in check, and White could take its royal piece on e8"},
		{"4k3/8/8/8/8/8/p7/4RK2 w - - 0 1", 3, 1253, "Black, not to move, is in check"},
		{"r3k3/8/8/8/8/8/8/4RK2 w - - 0 1", 3, 1883, "Black, not to move, is in check"},
		{"4R3/8/8/8/8/8/p7/5K2 b - - 0 1", 2, 46, ""}, // no king, but pieces: nothing irregular to name
	} {
		_, p := bundledPosition(t, "chess", test.fen)
		if got := p.Perft(test.depth); got != test.fsf {
			t.Errorf("%s: perft %d = %d, Fairy-Stockfish %d", test.fen, test.depth, got, test.fsf)
		}
		got := strings.Join(p.Irregularities(), "; ")
		if (test.reason == "") != (got == "") || !strings.Contains(got, test.reason) {
			t.Errorf("%s: irregularities %q, want %q", test.fen, got, test.reason)
		}
	}
}
