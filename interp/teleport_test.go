package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// teleportSource: a Jumper that steps as a king or goes anywhere it then
// attacks two enemy pieces (as a king, its own captures), and a Ghost
// that goes to any empty square of its region.
const teleportSource = `
piece Jumper j "K" { teleport forks 2 }
piece Ghost g "" { teleport in north }
variant teleporters {
	board 5x5
	pieces King Jumper Ghost Pawn
	royal King
	region north ranks 4..5
	setup "4k/1p1p1/5/5/K3J w - - 0 1"
	allow V027 "the ghost is put on the board by the tests' positions"
}
`

// TestTeleportMoves: moves counted by hand.
func TestTeleportMoves(t *testing.T) {
	cases := []struct{ name, fen, from, want string }{
		// The Jumper on e1 steps to d1 d2 e2, or goes where it attacks
		// two of b4, d4 and e5: c3 c4 c5 (b4 and d4), d5 and e4 (d4 and
		// e5). d3 attacks d4 alone, b3 and b5 b4 alone.
		{"forks", "", "e1", "e1c3 e1c4 e1c5 e1d1 e1d2 e1d5 e1e2 e1e4"},
		// The Ghost on c1 goes to every empty square of ranks 4 and 5
		// (White's region): a4 c4 e4 a5 b5 c5 d5; b4, d4 and e5 hold pieces.
		{"region", "4k/1p1p1/5/5/K1G2 w - - 0 1", "c1", "c1a4 c1a5 c1b5 c1c4 c1c5 c1d5 c1e4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := teleportGame(t, c.fen)
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
	// A teleport is made and unmade as any move.
	g, p := teleportGame(t, "")
	before, hash := p.FEN(), p.Hash()
	m, err := p.ParseMove("e1c3")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if got, want := p.FEN(), "4k/1p1p1/2J2/5/K4 b - - 1 1"; got != want {
		t.Errorf("after e1c3: %s, want %s", got, want)
	}
	if q, err := g.ParseFEN(p.FEN()); err != nil || q.Hash() != p.Hash() {
		t.Errorf("after e1c3: the hash differs from the FEN's read back (%v)", err)
	}
	p.Unmake()
	if p.FEN() != before || p.Hash() != hash {
		t.Errorf("unmade: %s, want %s", p.FEN(), before)
	}
}

func teleportGame(t *testing.T, fen string) (*interp.Game, *interp.Position) {
	t.Helper()
	v, _, diags := lang.CompileSourceVariant("teleport.vdl", []byte(teleportSource), "teleporters")
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
