package definitions_test

import (
	"slices"
	"testing"
)

// TestSjaakLionProtected: Sjaak II's endangered flag (trading ...
// { protected }): a lion may not take a lion that a piece of its own side
// protects on the board before the move, near or far, however the move
// goes on; other pieces take it freely. Worked by hand on sjaakii-lion
// (White to move; kings on e1 and e8 out of the way).
func TestSjaakLionProtected(t *testing.T) {
	for _, c := range []struct {
		name, fen, move string
		legal           bool
	}{
		// Nothing protects d5.
		{"adjacent, unprotected", "4k3/8/8/3l4/3L4/8/8/4K3 w - - 0 1", "d4d5", true},
		// Black's pawn on e6 takes towards d5: it protects the lion.
		{"adjacent, protected by a pawn", "4k3/8/4p3/3l4/3L4/8/8/4K3 w - - 0 1", "d4d5", false},
		{"two squares away, protected", "4k3/8/4p3/3l4/8/3L4/8/4K3 w - - 0 1", "d3d5", false},
		// Black's rook on a5 sees b5, where the taking lion stands, and
		// not d5: before the move d5 is not protected (after it, the rook
		// could take back: the reading of Chu Shogi's distant-protected).
		{"the taker blocks the protecting line", "4k3/8/8/rL1l4/8/8/8/4K3 w - - 0 1", "b5d5", true},
		// Taking the protected lion and stepping on, or coming back
		// (igui), is as illegal as stopping there.
		{"taking and stepping on", "4k3/8/4p3/3l4/3L4/8/8/4K3 w - - 0 1", "d4d5,d5d6", false},
		{"taking and coming back", "4k3/8/4p3/3l4/3L4/8/8/4K3 w - - 0 1", "d4d5,d5d4", false},
		// A pawn taken on the way is no bridge: the protected lion on d5
		// stays out of reach.
		{"no bridge", "4k3/8/4p3/3l4/3p4/3L4/8/4K3 w - - 0 1", "d3d4,d4d5", false},
		{"taking the pawn alone", "4k3/8/4p3/3l4/3p4/3L4/8/4K3 w - - 0 1", "d3d4", true},
		// A rook takes the protected lion freely.
		{"a rook takes a protected lion", "4k3/8/4p3/3l4/8/8/8/3RK3 w - - 0 1", "d1d5", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "sjaakii-lion", c.fen)
			var moves []string
			for _, m := range p.LegalMoves(nil) {
				moves = append(moves, g.MoveString(m))
			}
			if got := slices.Contains(moves, c.move); got != c.legal {
				t.Errorf("%s in %s: legal %v, want %v (legal moves %v)", c.move, c.fen, got, c.legal, moves)
			}
		})
	}
}

// TestSjaakLionNoRetaliate: Sjaak II's no_retaliate flag (trading ... {
// counterstrike any }): after a piece other than a lion takes a lion, the
// other side's next move may take no lion, with a lion or anything else;
// after a lion takes a lion, or a move later, it may. Worked by hand on
// sjaakii-lion.
func TestSjaakLionNoRetaliate(t *testing.T) {
	// White's knight on c4 can take Black's lion on e5; Black's lion on
	// c6 and rook on b8 can take White's lion on b7, which nothing of
	// White's protects (the knight, on c4 or e5, does not reach b7).
	const ban = "1r2k3/1L6/2l5/4l3/2N5/8/8/4K3 w - - 0 1"
	// White's lion on d4 can take Black's unprotected lion on d5 and come
	// back (igui); Black's rook on h4 then sees d4.
	const igui = "4k3/8/8/3l4/3L3r/8/8/4K3 w - - 0 1"
	for _, c := range []struct {
		name, fen, before, move string
		legal                   bool
	}{
		{"knight takes a lion: no lion takes back", ban, "c4e5", "c6b7", false},
		{"knight takes a lion: no rook takes back", ban, "c4e5", "b8b7", false},
		{"no lion taken: the lion may take", ban, "e1d1", "c6b7", true},
		{"no lion taken: the rook may take", ban, "e1d1", "b8b7", true},
		{"a move later the ban is gone", ban, "c4e5 e8f8 e1d1", "c6b7", true},
		{"a lion took the lion: no ban", igui, "d4d5,d5d4", "h4d4", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "sjaakii-lion", c.fen)
			playMoves(t, p, c.before)
			var moves []string
			for _, m := range p.LegalMoves(nil) {
				moves = append(moves, g.MoveString(m))
			}
			if got := slices.Contains(moves, c.move); got != c.legal {
				t.Errorf("after %s, %s: legal %v, want %v (legal moves %v)", c.before, c.move, got, c.legal, moves)
			}
		})
	}
}
