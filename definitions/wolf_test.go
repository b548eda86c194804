package definitions_test

import (
	"slices"
	"testing"
)

// TestWolfSergeantEnPassant: a sergeant's double step from its start
// squares may be taken en passant by a pawn, though the sergeant itself
// never captures so (Fairy-Stockfish's wolf: pawns are its en-passant
// type, and any piece's initial double step opens the right). Black's
// sergeant goes g9-g7 over g8; White's pawn on f7 takes it from g8.
func TestWolfSergeantEnPassant(t *testing.T) {
	_, p := bundledPosition(t, "wolf", "7k/6s1/8/5P2/8/8/8/8/8/K7 b - - 0 1")
	playMoves(t, p, "g9g7")
	if got := legalMoveStrings(t, "wolf", p.FEN()); !slices.Contains(got, "f7g8") {
		t.Errorf("after g9g7 (%s): %v, want f7g8 en passant among them", p.FEN(), got)
	}
	playMoves(t, p, "f7g8")
	if got, want := p.FEN(), "7k/8/6P1/8/8/8/8/8/8/K7 b - - 0 2"; got != want {
		t.Errorf("after f7xg8 e.p.: %s, want %s", got, want)
	}
}
