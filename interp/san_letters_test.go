package interp_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// sanLettersSource has pawns as players write them without a letter: two
// pawn types that promote by a map (as Tamerlane's pawns of rooks and of
// knights), and a pawn that turns into a queen by capturing (as in
// Einstein chess) and promotes by no choice. Drawn as pawns (figure
// pawn), they are written as pawns.
const sanLettersSource = `
piece PawnR pr "fmWfcF" { figure pawn }
piece PawnN pn "fmWfcF" { figure pawn }
piece RookP r "R"
piece KnightP n "N"
variant tamerlane-like {
	board 8x8
	pieces King PawnR PawnN RookP KnightP
	royal King
	setup "4k3/8/8/3pn4/2PR1PN3/8/PRPN6/4K3 w - - 0 1"
	promotion { map PawnR -> RookP, PawnN -> KnightP; last-rank }
}
piece Pawn2 p "fmWfcF" { figure pawn; becomes Queen "cK" }
variant einstein-like {
	board 8x8
	pieces King Queen Pawn2
	royal King
	setup "4k3/8/8/8/8/8/2P5/4K3 w - - 0 1"
}
`

// TestSANPawnLetters: pawns drawn as pawns are written without a letter
// whatever they promote to (1. c3, not Pc3; b3, not PNb3); the letter
// tells two pawn types apart only where both go to the square.
func TestSANPawnLetters(t *testing.T) {
	for _, c := range []struct{ variant, move, want string }{
		{"tamerlane-like", "a2a3", "a3"},
		{"tamerlane-like", "b2b3", "b3"},
		{"tamerlane-like", "c4c5", "c5"},
		{"tamerlane-like", "c4d5", "PRcxd5"}, // the PawnN on e4 takes on d5 too
		{"tamerlane-like", "e4d5", "PNexd5"},
		{"einstein-like", "c2c3", "c3"},
	} {
		v, _, diags := lang.CompileSourceVariant("san.vdl", []byte(sanLettersSource), c.variant)
		if diags.ErrorCount() > 0 {
			t.Fatal(diags)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.ParseFEN(v.Setup)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.variant, err)
		}
		if got := p.SAN(m); got != c.want {
			t.Errorf("%s %s: SAN %s, want %s", c.variant, c.move, got, c.want)
		}
	}
}
