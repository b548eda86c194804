package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// landing REGION captures-only (Rococo's edge squares): a move may end on
// the region only if it takes something or swaps. On a 6x6 board whose
// outer ring is the region; the moves were worked out by hand.
const landingSource = `
piece Advancer a "mQ" { approach "K" }
piece Swapper s "mQ" { swap "Q" }
variant land {
	board 6x6
	pieces King Advancer Swapper Rook Pawn
	royal King
	region edge a1 b1 c1 d1 e1 f1 a6 b6 c6 d6 e6 f6 a2 a3 a4 a5 f2 f3 f4 f5
	landing edge captures-only
	setup "k5/6/6/6/2R3/K5 w - - 0 1"
	allow V027 "the pieces are put on the board by the tests' positions"
}
`

func TestLandingCapturesOnly(t *testing.T) {
	v, _, diags := lang.CompileSourceVariant("land.vdl", []byte(landingSource), "land")
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, fen, want string }{
		// The rook on c2 reaches b2 d2 e2 c3 c4 c5 inside; a2, f2, c1
		// and c6 are edge squares it could only enter quietly. The king
		// on a1 goes to b2 only (a2 and b1 are edge squares).
		{"quiet moves stay inside", "k5/6/6/6/2R3/K5 w - - 0 1", "a1b2 c2b2 c2c3 c2c4 c2c5 c2d2 c2e2"},
		// A pawn on c6: the rook may take it there.
		{"a capture lands on the edge", "k1p3/6/6/6/2R3/K5 w - - 0 1", "a1b2 c2b2 c2c3 c2c4 c2c5 c2c6 c2d2 c2e2"},
		// The advancer on b1 (an edge square) goes to d1 along the edge
		// only by taking the pawn on e1 by approach; c1 takes nothing.
		// Inside: b2 b3 b4 b5, c2 d3 e4; b6, f5 and a2 are edge squares.
		{"an approach along the edge", "k5/6/6/6/6/KA2p1 w - - 0 1", "a1b2 b1b2 b1b3 b1b4 b1b5 b1c2 b1d1 b1d3 b1e4"},
		// The swapper on c3 swaps with the rook on c1 and the king on
		// a1, both edge squares; its quiet moves to the edge (c6, a3, f3,
		// a5, f6, e1) are gone. The rook on c1 goes only to c2.
		{"a swap lands on the edge", "k5/6/6/2S3/6/K1R3 w - - 0 1",
			"a1b2 c1c2 c3a1 c3b2 c3b3 c3b4 c3c1 c3c2 c3c4 c3c5 c3d2 c3d3 c3d4 c3e3 c3e5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := g.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range p.LegalMoves(nil) {
				got = append(got, g.MoveString(m))
			}
			slices.Sort(got)
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}
