package interp_test

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestViaAgrees: after every plain move of random games of every bundled
// variant whose rules allow it, the via test (discover.go), which follows
// only the attacks through the two squares the move changed, judges the
// mover's royals as the whole attack test does.
func TestViaAgrees(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	plies, trials := 80, 3
	if testing.Short() {
		plies, trials = 40, 1
	}
	total, games := 0, 0
	for _, v := range vs {
		t.Run(v.Name, func(t *testing.T) {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(25, uint64(len(v.Name))))
			tested := 0
			for trial := 0; trial < trials; trial++ {
				p, err := g.StartPosition()
				if err != nil {
					t.Fatal(err)
				}
				var ml []interp.Move
				for ply := 0; ply < plies; ply++ {
					msg, n := p.ViaMismatch()
					if msg != "" {
						t.Fatal(msg)
					}
					tested += n
					ml = p.LegalMoves(ml[:0])
					if len(ml) == 0 {
						break
					}
					p.Make(ml[rng.IntN(len(ml))])
				}
			}
			if tested > 0 {
				games++
				total += tested
			}
		})
	}
	if games == 0 {
		t.Fatal("no variant has via tables")
	}
	t.Logf("%d moves compared in %d variants", total, games)
}

// TestCheckViaAgrees: in random games of every bundled variant, from a
// start under TrustMoves, after every legal move InCheck's via test
// (checkvia.go) judges the other side's royals as the whole attack test
// does.
func TestCheckViaAgrees(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	plies, trials := 80, 3
	if testing.Short() {
		plies, trials = 40, 1
	}
	total, games := 0, 0
	for _, v := range vs {
		t.Run(v.Name, func(t *testing.T) {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(26, uint64(len(v.Name))))
			tested := 0
			for trial := 0; trial < trials; trial++ {
				p, err := g.StartPosition()
				if err != nil {
					t.Fatal(err)
				}
				p.TrustMoves()
				var ml []interp.Move
				for ply := 0; ply < plies; ply++ {
					msg, n := p.CheckViaMismatch()
					if msg != "" {
						t.Fatal(msg)
					}
					tested += n
					ml = p.LegalMoves(ml[:0])
					if len(ml) == 0 {
						break
					}
					p.Make(ml[rng.IntN(len(ml))])
				}
			}
			if tested > 0 {
				games++
				total += tested
			}
		})
	}
	if games < 10 {
		t.Fatalf("the via test judged moves in %d variants only", games)
	}
	t.Logf("%d moves compared in %d variants", total, games)
}
