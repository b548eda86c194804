package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// MoveCount and MoveCountIn, where they count, give as many moves as
// PieceMoves makes (and as many into a zone of squares), and ReachIn as
// many squares of the zone as the moves reach, for every piece of every
// bundled variant along random games; some piece is counted, and ReachIn
// takes promoting pieces too.
func TestMoveCountMatchesPieceMoves(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(7))
	counted, reached := 0, 0
	exact := map[string]bool{"chess": true, "shogi": true, "xiangqi": true, "capablanca": true}
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
				if in, ok := p.ReachIn(interp.Square(s), zone); ok {
					reached++
					buf = p.PieceMoves(interp.Square(s), buf[:0])
					dests := map[interp.Square]bool{}
					for _, m := range buf {
						if zone[m.To] {
							dests[m.To] = true
						}
					}
					// A square two lines reach counts twice, one whose
					// moves a condition rules out still counts: exact in
					// the plainest games.
					if in < len(dests) || exact[v.Name] && in != len(dests) {
						t.Fatalf("%s, %s, square %s: ReachIn %d, PieceMoves reach %d squares of the zone", v.Name, p.FEN(), g.SquareName(interp.Square(s)), in, len(dests))
					}
				}
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
	if counted == 0 || reached <= counted {
		t.Fatalf("MoveCount counted %d pieces, ReachIn %d (it takes more)", counted, reached)
	}
}
