package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Locust captures and the capture effects that depend on the move's
// direction, on small games written for the test; the counts and victims
// were worked out by hand.

const locustSource = `
variant liontest "Lion test" {
	board 8x8
	piece King k "K"
	piece Lion l "KNADcaKmcabK"
	piece Pawn p "fW"
	pieces King Lion Pawn
	royal King
	setup "4k3/8/8/3ppp2/4L3/8/8/4K3 w - - 0 1"
}
variant approachtest "Approach test" {
	board 8x8
	piece King k "K"
	piece Approacher a "mQ" { approach "K" }
	piece Pawn p "fW"
	pieces King Approacher Pawn
	royal King
	setup "4k3/3p4/8/8/3A4/8/8/K7 w - - 0 1"
}
`

func locustGame(t *testing.T, name, fen string) (*interp.Game, *interp.Position) {
	t.Helper()
	v, _, diags := lang.CompileSourceVariant("locust.vdl", []byte(locustSource), name)
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	if fen == "" {
		fen = v.Setup
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return g, p
}

// TestLionPerft: the Lion on e4 with enemy pawns on d5 e5 f5, kings e1
// and e8. The Lion: 24 squares within two steps (KNAD: 8 + 8 + 4 + 4),
// three of them captures; caK: 3 victims times 7 second steps (all but
// straight back) = 21; cabK (igui): take and come back, 3; mcabK: step
// to an empty square and back, a pass, once (5 ways, one move) = 1; so
// 49. The king: d1 d2 e2 f2 f1 = 5. 54 in all, none illegal (the pawns
// step straight on and take nothing sideways; the black king is far).
func TestLionPerft(t *testing.T) {
	_, p := locustGame(t, "liontest", "")
	if n := p.Perft(1); n != 54 {
		t.Errorf("perft 1 = %d, counted by hand 54", n)
	}
}

// TestLocustVictims plays White's moves and lists the Black pieces they
// take.
func TestLocustVictims(t *testing.T) {
	cases := []struct {
		variant, move string
		gone          []string
	}{
		{"liontest", "e4e5,e5e6", []string{"e5"}},       // hit and run on
		{"liontest", "e4e5,e5f5", []string{"e5", "f5"}}, // double capture
		{"liontest", "e4e5,e5e4", []string{"e5"}},       // igui: back home
		{"liontest", "e4d4,d4e4", nil},                  // no: that is written e4e4
		{"liontest", "e4e4", nil},                       // the pass
		{"liontest", "e4d5", []string{"d5"}},            // a plain capture
		{"approachtest", "d4d6", []string{"d7"}},        // straight towards d7
		{"approachtest", "d4d5", nil},                   // d6 is empty
		{"approachtest", "d4c5", nil},                   // the diagonal leads to b6
	}
	for _, c := range cases {
		t.Run(c.variant+" "+c.move, func(t *testing.T) {
			g, p := locustGame(t, c.variant, "")
			m, err := p.ParseMove(c.move)
			if c.move == "e4d4,d4e4" {
				if err == nil {
					t.Fatalf("%s parsed: a pass is written e4e4", c.move)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			before := blackSquares(g, p)
			p.Make(m)
			after := blackSquares(g, p)
			var gone []string
			for _, s := range before {
				if !slices.Contains(after, s) {
					gone = append(gone, s)
				}
			}
			if !slices.Equal(gone, c.gone) {
				t.Errorf("%s: gone %v, want %v", c.move, gone, c.gone)
			}
			if want := len(c.gone) > 0; m.IsCapture() != want && c.variant == "liontest" {
				t.Errorf("%s: IsCapture %v", c.move, m.IsCapture())
			}
			p.Unmake()
		})
	}
}

// blackSquares lists the squares of Black's pieces (White moves in the
// cases: what it takes is what leaves the list).
func blackSquares(g *interp.Game, p *interp.Position) []string {
	var out []string
	for s := 0; s < g.Files()*g.Ranks(); s++ {
		if _, c, ok := p.PieceAt(interp.Square(s)); ok && c == interp.Black {
			out = append(out, g.SquareName(interp.Square(s)))
		}
	}
	return out
}

// TestLocustSAN: short algebraic notation names each victim, so the
// Lion's moves to one square by different victims stay apart.
func TestLocustSAN(t *testing.T) {
	g, p := locustGame(t, "liontest", "")
	want := map[string]string{"e4e5,e5e6": "Lxe5-e6", "e4e5,e5f5": "Lxe5xf5", "e4e5,e5e4": "Lxe5-e4", "e4d5": "Lxd5"}
	seen := map[string]string{}
	for _, m := range p.LegalMoves(nil) {
		san, text := p.SAN(m), g.MoveString(m)
		if w, ok := want[text]; ok && strings.TrimRight(san, "+#") != w {
			t.Errorf("%s: SAN %s, want %s", text, san, w)
		}
		if other, dup := seen[san]; dup {
			t.Errorf("SAN %s for both %s and %s", san, other, text)
		}
		seen[san] = text
	}
}
