package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// TestRoyalPassesSafe: royal ... passes-safe (caissa-britannia's queen):
// a royal piece may not move through a square the enemy attacks before
// the move, as a castling king may not cross check; other pieces may.
// Worked by hand: Black's rook on c10 attacks the c-file (and a10, b10),
// Black's queen on g10 the g-file, the rank and the diagonals through a4
// and j7.
func TestRoyalPassesSafe(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		want      []string // every legal move of White's, sorted
	}{
		// The queen on a1: a2 a3 b1 b2 are safe; a4, c1 and c3 are
		// attacked, and every move beyond them passes through one.
		{"the queen", "2r3q3/10/10/10/10/10/10/10/10/Q9 w - - 0 1",
			[]string{"a1a2", "a1a3", "a1b1", "a1b2"}},
		// The queen on j1 goes to h1 over i1, not to f1 over g1; up to j6,
		// not over j7; to h3 over i2, not over g4. The rook on a1 crosses
		// c1 and stops there freely.
		{"a plain piece crosses", "2r3q3/10/10/10/10/10/10/10/10/R8Q w - - 0 1",
			[]string{"a1a10", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1a9", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1", "a1i1",
				"j1h1", "j1h3", "j1i1", "j1i2", "j1j2", "j1j3", "j1j4", "j1j5", "j1j6"}},
		// In check from the rook on a5, the queen may not take it: the
		// rook attacks a2 to a4, which the queen would pass (before the
		// move). It steps off the file instead (not to e5 or g1, which are
		// attacked).
		{"no capture through the checker's line", "6q3/10/10/10/10/r9/10/10/10/Q9 w - - 0 1",
			[]string{"a1b1", "a1b2", "a1c1", "a1c3", "a1d1", "a1d4", "a1e1", "a1f1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "caissa-britannia", c.fen)
			var moves []string
			for _, m := range p.LegalMoves(nil) {
				moves = append(moves, g.MoveString(m))
			}
			slices.Sort(moves)
			if !slices.Equal(moves, c.want) {
				t.Errorf("legal moves %s\nwant %s", strings.Join(moves, " "), strings.Join(c.want, " "))
			}
		})
	}
}
