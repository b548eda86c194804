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

// revisitSource: locust moves whose later legs come back to a square
// whose piece an earlier leg took. Such moves once took the victim twice,
// or took it again by landing there, and make removed a piece that was
// not there: "index out of range" in removePiece. A victim is gone for
// the rest of the walk, so a later leg may pass or land on its square,
// never take it again.
const revisitSource = `
piece King k "K"
piece Pawn p "fW"
rules revisit {
	board 8x8
	royal King
	setup "4k3/8/2ppp3/2pXp3/2ppp3/8/8/4K3 w - - 0 1"
}
variant twice extends revisit {    # take, go on, take it again on the way back
	piece Locust x "camabcafW"
	pieces King Pawn Locust
}
variant bracket extends revisit {  # take, come home, take it again, go on
	piece Locust x "[cW-bW-cbW-W]"
	pieces King Pawn Locust
}
variant land extends revisit {     # take, then capture on the same square
	piece Locust x "cafmabcW"
	pieces King Pawn Locust
}
variant over extends revisit {     # take, then slide back over the victim's square
	piece Locust x "cafmabmR"
	pieces King Pawn Locust
}
`

func TestLocustRevisit(t *testing.T) {
	for _, c := range []struct {
		variant string
		want    []string // the Locust's moves from d5, sorted
	}{
		{"twice", nil},
		{"bracket", nil},
		{"land", nil},
		// The Locust takes the pawn next to it (c5, d4, d6, e5), slides
		// on over empty squares, and back over the victim's square and
		// its own, up to the pawn behind it. Ending on the victim's
		// square it is a plain capture there (d5d6: taken once); ending
		// on its own, an igui (d5d6,d6d5).
		{"over", []string{"d5c5", "d5c5,c5b5", "d5c5,c5d5", "d5d4", "d5d4,d4d2", "d5d4,d4d3", "d5d4,d4d5",
			"d5d6", "d5d6,d6d5", "d5d6,d6d7", "d5e5", "d5e5,e5d5", "d5e5,e5f5", "d5e5,e5g5"}},
	} {
		t.Run(c.variant, func(t *testing.T) {
			v, _, diags := lang.CompileSourceVariant("revisit.vdl", []byte(revisitSource), c.variant)
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
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if g.SquareName(m.From) == "d5" {
					got = append(got, g.MoveString(m))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("moves from d5:\n got %q\nwant %q", got, c.want)
			}
			checkVictims(t, g, p, 3)
		})
	}
}

// checkVictims makes every move to depth and checks that no move takes
// a piece twice, or one that is not there, and that unmaking restores the
// position.
func checkVictims(t *testing.T, g *interp.Game, p *interp.Position, depth int) {
	t.Helper()
	if depth == 0 {
		return
	}
	for _, m := range p.LegalMoves(nil) {
		kills := m.Kills(nil)
		for i, k := range kills {
			if _, c, ok := p.PieceAt(k); !ok || c == p.SideToMove() || slices.Contains(kills[:i], k) {
				t.Fatalf("%s in %s: takes on %s nothing, a friend or a piece taken already", g.MoveString(m), p.FEN(), g.SquareName(k))
			}
		}
		before := p.FEN()
		p.Make(m)
		checkVictims(t, g, p, depth-1)
		p.Unmake()
		if after := p.FEN(); after != before {
			t.Fatalf("%s: unmake gives %s, want %s", g.MoveString(m), after, before)
		}
	}
}
