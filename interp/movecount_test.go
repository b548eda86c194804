package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// MoveCount and MoveCountIn, where they count, give as many moves as
// PieceMoves makes (and as many into a zone of squares), for every piece
// of every bundled variant along random games; some piece is counted.
func TestMoveCountMatchesPieceMoves(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(7))
	counted := 0
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		if g.Simultaneous() {
			continue
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		var legal, buf []interp.Move
		zone := make([]bool, g.Files()*g.Ranks())
		for s := range zone {
			zone[s] = s%3 != 1
		}
		for ply := 0; ply < 60; ply++ {
			for s := 0; s < g.Files()*g.Ranks(); s++ {
				n, ok := p.MoveCount(interp.Square(s))
				if !ok {
					continue
				}
				counted++
				buf = p.PieceMoves(interp.Square(s), buf[:0])
				inZone := 0
				for _, m := range buf {
					if zone[m.To] {
						inZone++
					}
				}
				n2, in, _ := p.MoveCountIn(interp.Square(s), zone)
				if n != len(buf) || n2 != n || in != inZone {
					t.Fatalf("%s, %s, square %s: MoveCount %d, MoveCountIn %d (%d in the zone), PieceMoves %d (%d)", v.Name, p.FEN(), g.SquareName(interp.Square(s)), n, n2, in, len(buf), inZone)
				}
			}
			legal = p.LegalMoves(legal[:0])
			if p.Outcome(legal).Over || len(legal) == 0 {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
	}
	if counted == 0 {
		t.Fatal("MoveCount counted no piece")
	}
}
