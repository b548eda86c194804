package interp_test

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestAttackOracle plays seeded random games in every bundled variant and,
// along them, scrambles the state a position keeps beside its board
// (unmoved marks, used once-per-game rights, pieces in hand), then checks
// the attack tables against brute force: a square is attacked exactly
// when some pseudo-legal move of the attacker removes the piece on it.
func TestAttackOracle(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	plies, trials := 60, 4
	if testing.Short() {
		plies, trials = 30, 2
	}
	for _, v := range vs {
		t.Run(v.Name, func(t *testing.T) {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(15, uint64(len(v.Name))))
			for trial := 0; trial < trials; trial++ {
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
					if ply%5 != 4 {
						continue
					}
					q := p.Clone()
					q.RandomizeState(rng)
					if msg := q.AttackMismatch(); msg != "" {
						t.Fatal(msg)
					}
				}
			}
		})
	}
}
