package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// The drop conditions on-top (gravity) and apart, and flips adjacent
// supported, on a 4x4 board of stones; the moves were worked out by hand.
const dropCondSource = `
piece Stone p "" "A stone" { allow V050 "stones never move" }
piece Walker w "mK" "Steps as a king, never capturing"
variant gravity {
	board 4x4
	pieces Stone
	setup "4/4/4/4[PPpp] w - - 0 1"
	drops { pieces Stone; on-top }
}
variant snort {
	board 4x4
	pieces Stone
	setup "4/4/4/4[PPpp] w - - 0 1"
	drops { pieces Stone; apart }
}
variant quad {
	board 4x4
	pieces Stone Walker
	setup "4/4/4/W3 w - - 0 1"
	drops { pieces Stone; unlimited }
	flips adjacent supported
}
variant outside {
	board 3x3
	pieces Stone Walker
	region zone { white rank 3; black rank 1 rank 2 }
	setup "3/3/3[PWpw] w - - 0 1"
	drops { pieces Stone Walker; outside zone for Stone }
}
`

func TestDropConditions(t *testing.T) {
	games := map[string]*interp.Game{}
	game := func(name string) *interp.Game {
		if g := games[name]; g != nil {
			return g
		}
		v, _, diags := lang.CompileSourceVariant("drops.vdl", []byte(dropCondSource), name)
		if diags.ErrorCount() > 0 {
			t.Fatal(diags)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		games[name] = g
		return g
	}
	legal := []struct{ variant, fen, want string }{
		// On an empty board, rank 1 only.
		{"gravity", "4/4/4/4[PPpp] w - - 0 1", "P@a1 P@b1 P@c1 P@d1"},
		// Stones on a1, a2 and c1: on a3, b1, c2 and d1.
		{"gravity", "4/4/P3/P1p1[PPpp] w - - 0 1", "P@a3 P@b1 P@c2 P@d1"},
		// Black's stone on b2 keeps White off a2, c2, b1 and b3.
		{"snort", "4/4/1p2/4[PPpp] w - - 0 1", "P@a1 P@a3 P@a4 P@b4 P@c1 P@c3 P@c4 P@d1 P@d2 P@d3 P@d4"},
		// Stones kept out of each side's own squares of the zone: White's
		// off rank 3, Black's off ranks 1 and 2; walkers anywhere.
		{"outside", "3/3/3[Pp] w - - 0 1", "P@a1 P@a2 P@b1 P@b2 P@c1 P@c2"},
		{"outside", "3/3/3[Pp] b - - 0 1", "P@a3 P@b3 P@c3"},
		{"outside", "3/3/3[Ww] b - - 0 1", "W@a1 W@a2 W@a3 W@b1 W@b2 W@b3 W@c1 W@c2 W@c3"},
	}
	for _, c := range legal {
		g := game(c.variant)
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for _, m := range p.LegalMoves(nil) {
			moves = append(moves, g.MoveString(m))
		}
		slices.Sort(moves)
		if got := strings.Join(moves, " "); got != c.want {
			t.Errorf("%s %s: legal moves\n got %s\nwant %s", c.variant, c.fen, got, c.want)
		}
	}
	flips := []struct{ variant, fen, move, want string }{
		// A drop next to the White walker on a1 turns Black's stone on
		// c2 over when it lands on b2 (next to both).
		{"quad", "4/4/2p1/W3 w - - 0 1", "P@b2", "4/4/1PP1/W3 b - - 0 1"},
		// One on d3, next to c2 but to no White piece, turns nothing over.
		{"quad", "4/4/2p1/W3 w - - 0 1", "P@d3", "4/3P/2p1/W3 b - - 0 1"},
		// A walker's move always turns the pieces around it over.
		{"quad", "4/4/2p1/W3 w - - 0 1", "a1b1", "4/4/2P1/1W2 b - - 1 1"},
	}
	for _, c := range flips {
		p, err := game(c.variant).ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Errorf("%s %s: %v", c.variant, c.move, err)
			continue
		}
		p.Make(m)
		if got := p.FEN(); got != c.want {
			t.Errorf("%s %s after %s: %s, want %s", c.variant, c.fen, c.move, got, c.want)
		}
	}
}
