package interp_test

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestSEEAttackers plays seeded random games in every bundled variant
// and checks, along them, that the static exchange finds an attacker of
// a square for a colour exactly when the attack query says the colour
// attacks it (where the exchange is known at all).
func TestSEEAttackers(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	plies := 40
	if testing.Short() {
		plies = 20
	}
	for _, v := range vs {
		t.Run(v.Name, func(t *testing.T) {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(25, uint64(len(v.Name))))
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			var ml []interp.Move
			for ply := 0; ply < plies; ply++ {
				ml = p.LegalMoves(ml[:0])
				if len(ml) == 0 {
					break
				}
				p.Make(ml[rng.IntN(len(ml))])
				if msg := p.SEEMismatch(); msg != "" {
					t.Fatal(msg)
				}
			}
		})
	}
}
