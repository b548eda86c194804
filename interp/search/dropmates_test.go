package search

import "testing"

// TestDropMates: mates made with pieces in hand are found at the depth of
// their length (2n-1 plies), and the move played mates.
func TestDropMates(t *testing.T) {
	for _, tt := range []struct {
		variant, fen string
		mate         int
		why          string
	}{
		{"shogi", "4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1", 1, "G@e8, guarded by the pawn"},
		{"shogi", "k8/9/1P7/9/9/9/9/9/4K4[SG] w - - 0 1", 1, "G@b8 in the corner"},
		{"shogi", "k8/9/1P7/9/9/9/9/9/4K4[SS] w - - 0 1", 2, "two silvers"},
		{"shogi", "k8/9/9/9/9/9/9/9/4K4[RGG] w - - 0 1", 2, "G@b7, then the rook on the back rank"},
		{"shogi", "k8/9/9/9/9/9/9/9/4K4[BGG] w - - 0 1", 2, "G@a7 Kb9 G@b8"},
		{"crazyhouse", "6k1/5ppp/8/8/8/8/5PPP/6K1[R] w - - 0 1", 1, "R@d8, the back rank"},
	} {
		p := position(t, tt.variant, tt.fen)
		me := p.SideToMove()
		if forcedWin(p, me, tt.mate-1) || !forcedWin(p, me, tt.mate) {
			t.Fatalf("%s %s is not a shortest mate in %d", tt.variant, tt.fen, tt.mate)
		}
		e := NewEngine(p.Game(), Options{HashMB: 4})
		res := e.Search(p, Limits{Depth: 2*tt.mate - 1}, nil)
		if res.Info.Score.Mate != tt.mate {
			t.Errorf("%s %s (%s): score %v at depth %d, want mate %d", tt.variant, tt.fen, tt.why, res.Info.Score, 2*tt.mate-1, tt.mate)
			continue
		}
		p.Make(res.Best)
		if !forcedWin(p, me, tt.mate-1) {
			t.Errorf("%s %s (%s): %s does not mate in %d", tt.variant, tt.fen, tt.why, p.Game().MoveString(res.Best), tt.mate)
		}
		p.Unmake()
	}
}
