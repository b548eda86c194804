package interp_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// A pinned leaper that leaps along its pin line may not jump past the
// pinner: on a board of one rank, the Black knight (a D leaper) on g1,
// pinned to its king on h1 by the rook on f1, has no move to e1. Worked
// out by hand: from KNR2rnk White has Rd1, Re1, Rxf1 and Nd1; Black
// answers them with 3, 2, 0 (the king is stalemated behind its pinned
// knight) and 3 moves.
func TestBitboardPinnedLeaper(t *testing.T) {
	src := `
variant oned extends chess {
	piece Knight n "D"
	remove-pieces Pawn Bishop Queen
	promotion none
	move-rule 50
	castling none
	board 8x1
	setup "KNR2rnk w - - 0 1"
}
`
	v, _, diags := lang.CompileSourceVariant("oned.vdl", []byte(src), "oned")
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"KNR2rnk w - - 0 1", 1, 4},
		{"KNR2rnk w - - 0 1", 2, 8},
		{"KN3Rnk b - - 0 1", 1, 0},
	}
	for _, tt := range tests {
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if fast, general := p.Perft(tt.depth), p.PerftGeneral(tt.depth); fast != tt.want || general != tt.want {
			t.Errorf("perft %d from %s: bitboards %d, general %d, want %d (bitboard path: %v)", tt.depth, tt.fen, fast, general, tt.want, g.Bitboards())
		}
	}
}
