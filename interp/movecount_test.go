package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// MoveCount, where it counts, gives as many moves as PieceMoves makes,
// and the walk it counts with finds a capture onto a square where the
// generated moves have one, for every piece of every bundled variant
// along random games; every variant with line or leap pieces has some it
// counts.
func TestMoveCountMatchesPieceMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	counted := 0
	for _, g := range bundledGames(t) {
		if g.Simultaneous() {
			continue
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		var legal, buf []interp.Move
		for ply := 0; ply < 60; ply++ {
			for s := 0; s < g.Files()*g.Ranks(); s++ {
				n, ok := p.MoveCount(interp.Square(s))
				if !ok {
					continue
				}
				counted++
				buf = p.PieceMoves(interp.Square(s), buf[:0])
				if n != len(buf) {
					t.Fatalf("%s, %s, square %s: MoveCount %d, PieceMoves %d", g.V.Name, p.FEN(), g.SquareName(interp.Square(s)), n, len(buf))
				}
				if ply%8 == 0 {
					if d := p.LandsOnMismatch(interp.Square(s)); d != "" {
						t.Fatalf("%s, %s: %s", g.V.Name, p.FEN(), d)
					}
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

// MoveCount counts, without generating them, the moves of every piece
// type that promotes to nothing and captures only where it lands: rays,
// fixed paths (lame leapers, two-step pieces reaching a square two ways),
// hoppers, and walks (nearest and farthest movers, flying, ski and bent
// riders), on the start squares of these variants.
func TestMoveCountCountsEveryLandingPiece(t *testing.T) {
	for _, name := range []string{"chess", "overboard", "xiangqi", "janggi", "grande-acedrex", "chu", "capablanca"} {
		p := bundledStart(t, name)
		g := p.Game()
		for s := 0; s < g.Files()*g.Ranks(); s++ {
			typ, color, ok := p.PieceAt(interp.Square(s))
			if !ok || g.Promotes(color, typ) || g.HasEffects(typ) {
				continue
			}
			if _, ok := p.MoveCount(interp.Square(s)); !ok {
				t.Errorf("%s: MoveCount does not count the %s on %s", name, g.V.Pieces[typ].Name, g.SquareName(interp.Square(s)))
			}
		}
	}
}
