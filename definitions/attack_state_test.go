package definitions_test

import (
	"slices"
	"testing"
)

// Attacks follow the moves a piece has in the current state. Leaping Bat
// Chess (shared/seeds/003): "once per game, it may make a Knight's move".
// Black has spent its King's leap (the 'a' in the seventh field), so the
// King on h7 no longer attacks f6. White's King on e5 has its eight steps
// and, its own leap unspent, eight knight leaps: 16 moves, less g6, next
// to the Black King. Counted by hand: 15, e5f6 among them.
func TestSpentLeapDoesNotAttack(t *testing.T) {
	g, p := bundledPosition(t, "leaping-bat-chess", "16/16/16/16/16/7k8/16/4K11/16/16/16/16 w - - 0 1 a")
	got := legalNames(g, p)
	if len(got) != 15 || !slices.Contains(got, "e5f6") || slices.Contains(got, "e5g6") {
		t.Errorf("White's King moves: %d %v, want 15 with e5f6 and without e5g6", len(got), got)
	}
	// With Black's leap unspent, f6 is attacked again: 14.
	g, p = bundledPosition(t, "leaping-bat-chess", "16/16/16/16/16/7k8/16/4K11/16/16/16/16 w - - 0 1")
	if got := legalNames(g, p); len(got) != 14 || slices.Contains(got, "e5f6") {
		t.Errorf("with Black's leap unspent: %d %v, want 14 without e5f6", len(got), got)
	}
}
