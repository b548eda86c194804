package definitions_test

import (
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Skirmish (skirmish.vdl), a game written for vdl: its rules worked out
// by hand. The Lancer moves as a rook onto empty squares only and takes
// the enemy just beyond where it stops, in the direction it moved
// (approach); the Archer moves as a bishop onto empty squares only and
// takes the enemy just behind where it started, the one it moved
// straight away from (withdrawal).

// TestSkirmishPerftByHand: counts from the start and from small
// positions, each counted square by square.
func TestSkirmishPerftByHand(t *testing.T) {
	cases := []struct {
		name, fen string
		counts    []uint64 // perft 1, 2, ...
	}{
		// The start: the pawns a2-f2 one step each (no double step) and
		// the Knight c1 to b3 or d3; the Lancers, Archers and King are
		// walled in by their own men: 8. No White move reaches rank 4, so
		// Black has its own 8 after each: 64.
		{"start", "", []uint64{8, 64}},
		// White Lancer c2, King a1; Black pawn c5, King f6. The Lancer:
		// up c3, c4 (stops short of the pawn c5, which it takes by
		// approach); down c1; left b2, a2; right d2, e2, f2: 8. The King:
		// a2, b1, b2 (the pawn c5 attacks b4 and d4 only): 3. 11 in all.
		{"lancer", "5k/2p3/6/6/2L3/K5 w - - 0 1", []uint64{11}},
		// White Archer c3, King f1; Black pawn d4, King a6. The Archer:
		// up-left b4, a5; down-left b2, a1 (both take d4, moved away
		// from); down-right d2, e1; up-right is blocked by d4, which it
		// cannot land on: 6. The King: e1, e2, f2 (the pawn d4 attacks c3
		// and e3): 3. 9 in all.
		{"archer", "k5/6/3p2/2A3/6/5K w - - 0 1", []uint64{9}},
		// Black King f6 in check from the Lancer f1, which would stop on
		// f5 and take it: the King may go to e6 or e5, not to f5 (the
		// Lancer stopping on f4 would take it there): 2.
		{"check by approach", "5k/6/6/6/6/K4L b - - 0 1", []uint64{2}},
		// White pawn b5 promotes on b6 to a Lancer, Archer or Knight (3),
		// or takes the Knight a6 promoting (3); King f1: e1, e2, f2 (3).
		// Black King d6 is not next to b6. 9.
		{"promotion", "n2k2/1P4/6/6/6/5K w - - 0 1", []uint64{9}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := bundledPosition(t, "skirmish", c.fen)
			for i, want := range c.counts {
				if got := p.Perft(i + 1); got != want {
					t.Errorf("perft %d = %d, want %d", i+1, got, want)
				}
			}
		})
	}
}

// TestSkirmishCaptures plays one move and lists the squares it empties
// besides its origin; and says whether the side to move is then in check.
func TestSkirmishCaptures(t *testing.T) {
	cases := []struct {
		name, fen, move string
		gone            []string
		check           bool
	}{
		{"lancer approaches", "5k/2p3/6/6/2L3/K5 w - - 0 1", "c2c4", []string{"c5"}, false},
		{"lancer stops short", "5k/2p3/6/6/2L3/K5 w - - 0 1", "c2c3", nil, false},
		{"lancer sideways", "5k/2p3/6/6/2L3/K5 w - - 0 1", "c2d2", nil, false},
		// The Lancer on c4 moved along rank 4, not towards c5.
		{"lancer along the rank", "5k/2p3/L5/6/6/K5 w - - 0 1", "a4c4", nil, false},
		{"lancer spares a friend", "5k/2P3/6/6/2L3/K5 w - - 0 1", "c2c4", nil, false},
		{"archer withdraws", "k5/6/3p2/2A3/6/5K w - - 0 1", "c3a1", []string{"d4"}, false},
		{"archer withdraws a step", "k5/6/3p2/2A3/6/5K w - - 0 1", "c3b2", []string{"d4"}, false},
		{"archer moves aside", "k5/6/3p2/2A3/6/5K w - - 0 1", "c3d2", nil, false},
		{"archer leaves a friend", "k5/6/3P2/2A3/6/5K w - - 0 1", "c3b2", nil, false},
		// A Lancer on the King's file gives check: it would stop on f5
		// and take f6. Moving along rank 2 it took nothing.
		{"lancer checks", "5k/6/6/6/L5/K5 w - - 0 1", "a2f2", nil, true},
		// An Archer diagonally next to the King threatens it by stepping
		// away (e5 to d4 takes f6); on its way it withdrew from b2,
		// which is empty.
		{"archer checks", "5k/6/6/2A3/6/K5 w - - 0 1", "c3e5", nil, true},
		{"archer not next to the king", "5k/6/6/2A3/6/K5 w - - 0 1", "c3d4", nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "skirmish", c.fen)
			before := skirmishOccupied(g, p)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
			after := skirmishOccupied(g, p)
			var gone []string
			for _, sq := range before {
				if !slices.Contains(after, sq) && sq != c.move[:2] {
					gone = append(gone, sq)
				}
			}
			want := slices.Clone(c.gone)
			slices.Sort(want)
			if !slices.Equal(gone, want) {
				t.Errorf("%s after %s: gone %v, want %v", c.fen, c.move, gone, want)
			}
			if got := p.InCheck(); got != c.check {
				t.Errorf("%s after %s: in check %v, want %v", c.fen, c.move, got, c.check)
			}
		})
	}
}

// skirmishOccupied lists the occupied squares by name, sorted.
func skirmishOccupied(g *interp.Game, p *interp.Position) []string {
	var out []string
	for s := 0; s < g.Files()*g.Ranks(); s++ {
		if _, _, ok := p.PieceAt(interp.Square(s)); ok {
			out = append(out, g.SquareName(interp.Square(s)))
		}
	}
	slices.Sort(out)
	return out
}
