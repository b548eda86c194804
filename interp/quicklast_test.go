package interp_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestQuickLastRoyalAgrees: in the bundled variants whose pieces royal
// when last the quick legality test serves (quicklast.go), along random
// games, LegalMoves lists the same moves in the same order with the quick
// test as when every move is made to be tested, and leaves the piece
// lists in the same order (which the moves generated after, and so a
// search, follow).
func TestQuickLastRoyalAgrees(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	served := 0
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		if !g.QuickLastRoyal() {
			continue
		}
		served++
		rng := rand.New(rand.NewPCG(3, uint64(served)))
		quickPositions := 0
		for game := 0; game < 4; game++ {
			p, _ := g.StartPosition()
			var quick, made []interp.Move
			for ply := 0; ply < 160; ply++ {
				q := p.Clone()
				quick = p.LegalMoves(quick[:0])
				g.SetQuickLegal(false)
				made = q.LegalMoves(made[:0])
				g.SetQuickLegal(true)
				if !reflect.DeepEqual(quick, made) {
					t.Fatalf("%s %s: quick test %d moves, made %d (or in another order)", v.Name, p.FEN(), len(quick), len(made))
				}
				if !reflect.DeepEqual(p.PieceLists(), q.PieceLists()) {
					t.Fatalf("%s %s: piece lists in another order after the quick test", v.Name, p.FEN())
				}
				if !p.InCheck() {
					quickPositions++
				}
				if len(quick) == 0 {
					break
				}
				p.Make(quick[rng.IntN(len(quick))])
			}
		}
		if quickPositions == 0 {
			t.Errorf("%s: no position out of check", v.Name)
		}
	}
	if served == 0 {
		t.Fatal("no bundled variant has pieces royal when last that the quick test serves")
	}
}
