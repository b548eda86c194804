package search

import "testing"

// TestCheckCost: in a game with drops a check that loses by exchange
// costs its child a ply (checkext.go); a safe check, a move that does not
// check and any check in a game without drops cost nothing.
func TestCheckCost(t *testing.T) {
	for _, tt := range []struct {
		variant, fen, move string
		want               int
	}{
		// The gold dropped next to the king, unguarded: the king takes it.
		{"shogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 0 1", "G@e8", 1},
		// Guarded by the pawn on e7: mate, and no loss.
		{"shogi", "4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1", "G@e8", 0},
		// A check from afar that nothing takes.
		{"shogi", "4k4/9/9/9/9/9/9/9/4K4[R] w - - 0 1", "R@e5", 0},
		// No check.
		{"shogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 0 1", "G@a5", 0},
		// Crazyhouse: a knight dropped to check where a pawn takes it.
		{"crazyhouse", "4k3/6p1/8/8/8/8/8/4K3[N] w - - 0 1", "N@f6", 1},
		// Chess has no drops: a queen check into the king's reach costs nothing.
		{"chess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d7", 0},
	} {
		p := position(t, tt.variant, tt.fen)
		m, err := p.ParseMove(tt.move)
		if err != nil {
			t.Fatalf("%s %s: %v", tt.variant, tt.move, err)
		}
		e := NewEngine(p.Game(), Options{HashMB: 1})
		s := newSearcher(e, p, Limits{Depth: 1})
		p.Make(m)
		got := s.checkCost(m)
		p.Unmake()
		if got != tt.want {
			t.Errorf("%s %s %s: cost %d, want %d", tt.variant, tt.fen, tt.move, got, tt.want)
		}
	}
}

// TestDropMates: mates made with pieces in hand are found at the depth of
// their length (2n-1 plies), losing checks not extended and late moves
// pruned in their wide nodes notwithstanding, and the move played mates.
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

// TestLateMoveLimit: late-move pruning's count of quiet moves, by depth,
// node width and improving (widenodes.go).
func TestLateMoveLimit(t *testing.T) {
	for _, tt := range []struct {
		depth, n  int
		improving bool
		want      int
	}{
		{1, 30, true, 4},
		{3, 30, true, 12},
		{3, 30, false, 6},
		{4, 30, true, maxPly},    // a narrow node beyond lateMoveDepth
		{4, wideMoves, true, 19}, // a wide one
		{6, 120, false, 19},      // 39 halved
		{wideMoveDepth + 1, 200, true, maxPly},
	} {
		if got := lateMoveLimit(tt.depth, tt.n, tt.improving); got != tt.want {
			t.Errorf("lateMoveLimit(%d, %d, %v) = %d, want %d", tt.depth, tt.n, tt.improving, got, tt.want)
		}
	}
}
