package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// DestinationCount and MoveCountZone, where they count, give as many
// squares as the distinct destinations of PieceMoves (and MoveCountZone
// those in its zone), for every piece of every bundled variant
// along random games, and differs from MoveCount exactly where a move may
// promote (shogi's rook, silver and pawn among them): the test must meet
// such pieces.
func TestDestinationCountMatchesPieceMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	promoting := 0
	for _, g := range bundledGames(t) {
		if g.Simultaneous() {
			continue
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		var legal, buf []interp.Move
		seen := make([]bool, g.Files()*g.Ranks())
		zone := make([]bool, g.Files()*g.Ranks()) // every third square
		for s := range zone {
			zone[s] = s%3 == 0
		}
		for ply := 0; ply < 60; ply++ {
			for s := 0; s < g.Files()*g.Ranks(); s++ {
				n, ok := p.DestinationCount(interp.Square(s))
				if !ok {
					continue
				}
				if mc, counts := p.MoveCount(interp.Square(s)); counts && mc != n {
					promoting++
				}
				buf = p.PieceMoves(interp.Square(s), buf[:0])
				distinct, inZone := 0, 0
				for _, m := range buf {
					if !seen[m.To] {
						seen[m.To] = true
						distinct++
						if zone[m.To] {
							inZone++
						}
					}
				}
				if zn, hits, ok := p.MoveCountZone(interp.Square(s), zone); !ok || zn != distinct || hits != inZone {
					t.Errorf("%s, %s, square %s: MoveCountZone %d (%d in the zone, ok %v), PieceMoves' destinations %d (%d)", g.V.Name, p.FEN(), g.SquareName(interp.Square(s)), zn, hits, ok, distinct, inZone)
					break
				}
				for _, m := range buf {
					seen[m.To] = false
				}
				if n != distinct {
					t.Errorf("%s, %s, square %s: DestinationCount %d, PieceMoves' destinations %d", g.V.Name, p.FEN(), g.SquareName(interp.Square(s)), n, distinct)
					break
				}
			}
			legal = p.LegalMoves(legal[:0])
			if p.Outcome(legal).Over || len(legal) == 0 {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
	}
	if promoting == 0 {
		t.Fatal("DestinationCount never differed from MoveCount: no piece that may promote was met")
	}
}
