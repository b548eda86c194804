package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// royal King when-last N: a side's Kings are royal while it has at most N
// of them (Fairy-Stockfish's extinctionPseudoRoyal with
// extinctionPieceCount N-1). Black's Kings on a8 and h8 (and e8), White's
// Rook on a1; the moves were worked out by hand.
func TestRoyalWhenLastCount(t *testing.T) {
	cases := []struct {
		name, count, fen string
		check            bool
		want             string
	}{
		// Two Kings, at most one royal: neither is, a8 may even stay
		// attacked or step along the a-file.
		{"two kings, when-last", "", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1", false, "a8a7 a8b7 a8b8 h8g7 h8g8 h8h7"},
		// At most two: both are royal, a8 is in check and must leave the
		// a-file; h8 may not move while a8 stays attacked.
		{"two kings, when-last 2", " 2", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1", true, "a8b7 a8b8"},
		// Three Kings are more than two: none is royal.
		{"three kings, when-last 2", " 2", "k3k2k/8/8/8/8/8/8/R3K3 b - - 0 1", false, "a8a7 a8b7 a8b8 e8d7 e8d8 e8e7 e8f7 e8f8 h8g7 h8g8 h8h7"},
		// White's one King is royal too: the Rook may not leave it to
		// the Black Rook on e8's check.
		{"white's one king", " 2", "4r2k/8/8/8/8/8/8/R3K3 w - - 0 1", true, "e1d1 e1d2 e1f1 e1f2"},
	}
	for _, c := range cases {
		src := `variant v {
	board 8x8
	pieces King Rook
	royal King when-last` + c.count + `
	setup "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
	allow V027 "the tests' positions put the pieces"
}
`
		v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(src), "v")
		if diags.ErrorCount() > 0 {
			t.Fatal(diags)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check %v, want %v", c.name, got, c.check)
		}
		var moves []string
		for _, m := range p.LegalMoves(nil) {
			moves = append(moves, g.MoveString(m))
		}
		slices.Sort(moves)
		if got := strings.Join(moves, " "); got != c.want {
			t.Errorf("%s: legal moves\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
