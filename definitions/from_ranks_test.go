package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestFromRanks checks moves restricted to start ranks (from-ranks), in
// generation and in attack detection, for both colours: a ray, a walk
// (a hopper) and a fixed path.
func TestFromRanks(t *testing.T) {
	src := `piece Lancer x "W" { from-ranks 1..1 "R"; from-ranks 2..2 "pR"; from-ranks 3..3 "nD" }
variant fr {
	board 8x8
	pieces King Lancer
	royal King
	setup "k7/8/8/8/8/8/8/X3K3 w - - 0 1"
}`
	vs, diags := lang.CompileSource("fr.vdl", []byte(src))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		fen   string
		check bool
		moves int // legal moves of the side to move's Lancer, -1 to skip
	}{
		{"k7/8/8/8/8/8/8/X3K3 b - - 0 1", true, -1},   // rook move from the first rank
		{"k7/8/8/8/8/8/X7/4K3 b - - 0 1", false, -1},  // no rook move from the second
		{"k7/8/8/x7/8/8/X7/4K3 b - - 0 1", true, -1},  // hops from the second rank
		{"k7/8/8/x7/8/X7/8/4K3 b - - 0 1", false, -1}, // not from the third
		{"k7/8/X7/8/8/8/8/4K3 b - - 0 1", false, -1},  // D from a6 (rank 6) is not allowed
		{"8/k7/8/8/8/X7/8/4K3 b - - 0 1", false, -1},  // D from a3 lands on a5
		{"8/8/k7/8/X7/8/8/4K3 b - - 0 1", false, -1},  // a4 is rank 4: no D
		{"8/8/8/k7/8/X7/8/4K3 b - - 0 1", true, -1},   // D from a3 takes on a5
		{"k7/8/8/8/8/X7/8/4K3 w - - 0 1", false, 6},   // a3: W (3), D (a5, a1, c3)
		{"x6k/8/8/8/8/8/8/K7 w - - 0 1", true, -1},    // Black's first rank is the 8th
		{"7k/x7/8/8/K7/8/8/8 w - - 0 1", false, -1},   // Black's second rank: hops only
		{"7k/8/x7/8/K7/8/8/8 w - - 0 1", true, -1},    // Black's third rank: D from a6 to a4
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check %v, want %v", c.fen, got, c.check)
		}
		if c.moves >= 0 {
			n := 0
			for _, m := range p.LegalMoves(nil) {
				if typ, _, _ := p.PieceAt(m.From); typ == 1 {
					n++
				}
			}
			if n != c.moves {
				t.Errorf("%s: %d Lancer moves, want %d", c.fen, n, c.moves)
			}
		}
	}
}
