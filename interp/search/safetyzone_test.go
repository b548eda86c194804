package search

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestSafetyZones: where safety looks at the squares of the royals' zones
// (Evaluator.zone), it scores as the walk over every piece does, along
// random games; and the zones are chosen where the pieces outnumber the
// squares of a zone.
func TestSafetyZones(t *testing.T) {
	for _, tc := range []struct {
		name  string
		zones bool
	}{
		{"tenjiku", true},
		{"tamerlane", true},
		{"chu", true},
		{"chess", false},
		{"shogi", false},
	} {
		g := bundledGame(t, tc.name)
		e := NewEvaluator(g)
		if (e.zone != nil) != tc.zones {
			t.Fatalf("%s: zones %v, want %v", tc.name, e.zone != nil, tc.zones)
		}
		if e.zone == nil {
			continue
		}
		rng := rand.New(rand.NewPCG(5, 9))
		near := 0
		for game := 0; game < 4; game++ {
			p, _ := g.StartPosition()
			var legal []interp.Move
			for ply := 0; ply < 200; ply++ {
				for c := 0; c < 2; c++ {
					zoned := e.safety(p, c)
					zone := e.zone
					e.zone = nil
					all := e.safety(p, c)
					e.zone = zone
					if zoned != all {
						t.Fatalf("%s %s: safety of %d %d by zones, %d by pieces", tc.name, p.FEN(), c, zoned, all)
					}
					if zoned != 0 {
						near++
					}
				}
				legal = p.LegalMoves(legal[:0])
				if len(legal) == 0 {
					break
				}
				p.Make(legal[rng.IntN(len(legal))])
			}
		}
		if near == 0 {
			t.Errorf("%s: no position with a safety term", tc.name)
		}
	}
}
