package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// captured-by none: no piece may take the piece by moving onto it; an
// effect still takes it. Worked out by hand.
const uncapturableSource = `
piece Ghost g "K" { captured-by none }
piece Withdrawer w "mQ" { withdraw "K" }
variant ghosts {
	board 8x8
	pieces King Rook Ghost Withdrawer
	royal King
	setup "7k/8/8/g7/8/8/8/R3K3 w - - 0 1"
	allow V027 "the pieces are put on the board by the tests' positions"
}
`

func TestCapturedByNone(t *testing.T) {
	v, _, diags := lang.CompileSourceVariant("ghosts.vdl", []byte(uncapturableSource), "ghosts")
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, fen, from, want string }{
		// The rook on a1 stops below the ghost on a5: a2 a3 a4, and
		// b1 c1 d1 along the first rank.
		{"rook", "7k/8/8/g7/8/8/8/R3K3 w - - 0 1", "a1", "a1a2 a1a3 a1a4 a1b1 a1c1 a1d1"},
		// The ghost on a5 checks the king on b6, which may not take it:
		// it steps to a7 b7 c5 c6 c7 (a6 and b5 are next to the ghost).
		{"king", "7k/8/1K6/g7/8/8/8/8 w - - 0 1", "b6", "b6a7 b6b7 b6c5 b6c6 b6c7"},
		// The withdrawer on b6 takes the ghost on a5 by moving away from
		// it (c7 d8): the effect is no move onto it.
		{"withdrawal", "7k/8/1W6/g7/8/8/8/K7 w - - 0 1", "b6c7", "b6c7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := g.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if s := g.MoveString(m); strings.HasPrefix(s, c.from) {
					got = append(got, s)
				}
			}
			slices.Sort(got)
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
	// After the withdrawal b6c7 the ghost on a5 is gone.
	p, _ := g.ParseFEN("7k/8/1W6/g7/8/8/8/K7 w - - 0 1")
	m, err := p.ParseMove("b6c7")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if got := strings.Fields(p.FEN())[0]; got != "7k/2W5/8/8/8/8/8/K7" {
		t.Errorf("after b6c7: %s, want 7k/2W5/8/8/8/8/8/K7", got)
	}
}
