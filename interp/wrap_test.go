package interp

import (
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Moves on a 5x5 torus (ir.Board.Wrap), worked out by hand: every line
// goes on across both joins and stops before it comes back to its start.
func TestTorusMoves(t *testing.T) {
	v := &ir.Variant{
		Name:  "torus",
		Board: ir.Board{Kind: "grid", Files: 5, Ranks: 5, Wrap: "torus"},
		Pieces: []ir.Piece{
			{Name: "Rook", Letter: "R", Moves: rides(orth...)},
			{Name: "Bishop", Letter: "B", Moves: rides(diag...)},
			{Name: "Knight", Letter: "N", Moves: leaps(both, knight...)},
			{Name: "Nightrider", Letter: "D", Moves: rides(knight...)},
		},
		Setup: "5/5/5/5/5 w - - 0 1",
		Rules: ir.Rules{Checkmate: ir.Loss, Stalemate: ir.Draw},
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, fen, from, want string }{
		// Its rank and file, 4 + 4 squares, each once.
		{"rook", "5/5/2R2/5/5 w - - 0 1", "c3", "a3 b3 c1 c2 c4 c5 d3 e3"},
		// Blocked by a friend on d3, the rook goes round the other way to
		// e3; an enemy on c5 is taken from below and from above alike.
		{"rook blocked", "2r2/5/2RR1/5/5 w - - 0 1", "c3", "a3 b3 c1 c2 c4 c5 e3"},
		// Diagonals d4 e5 a1 b2 and d2 e1 a5 b4: on a 5x5 torus each
		// diagonal is a cycle of five squares.
		{"bishop", "5/5/2B2/5/5 w - - 0 1", "c3", "a1 a5 b2 b4 d2 d4 e1 e5"},
		{"knight", "5/5/2N2/5/5 w - - 0 1", "c3", "a2 a4 b1 b5 d1 d5 e2 e4"},
		// From a1 the (1,2) line is b3 c5 d2 e4, then home; (-2,1) is
		// three times (1,2) on this board, the same cycle backwards; the
		// (2,1) line c2 e3 b4 d5 likewise covers (-1,2) and the rest.
		{"nightrider", "5/5/5/5/D4 w - - 0 1", "a1", "b3 b4 c2 c5 d2 d5 e3 e4"},
	} {
		if got := ringDests(t, g, c.fen, c.from); got != c.want {
			t.Errorf("%s: %s from %s: got %s, want %s", c.name, c.fen, c.from, got, c.want)
		}
	}
}

// A cylinder joins the files only: a vertical line leaves the board, and a
// diagonal goes across the join until it does.
func TestCylinderLines(t *testing.T) {
	v := &ir.Variant{
		Name:   "cylinder",
		Board:  ir.Board{Kind: "grid", Files: 4, Ranks: 3, Wrap: "cylinder"},
		Pieces: []ir.Piece{{Name: "Queen", Letter: "Q", Moves: rides(kingVecs...)}},
		Setup:  "4/4/4 w - - 0 1",
		Rules:  ir.Rules{Checkmate: ir.Loss, Stalemate: ir.Draw},
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	// From a1: rank 1 b1 c1 d1; file a2 a3; diagonal b2 c3; across the
	// join d2 c3 (c3 once).
	if got, want := ringDests(t, g, "4/4/Q3 w - - 0 1", "a1"), "a2 a3 b1 b2 c1 c3 d1 d2"; got != want {
		t.Errorf("queen a1: got %s, want %s", got, want)
	}
	if g.period(1, 0) != 4 || g.period(0, 1) != 0 || g.period(1, 1) != 0 || g.period(2, 0) != 2 {
		t.Errorf("periods (1,0) (0,1) (1,1) (2,0): %d %d %d %d, want 4 0 0 2", g.period(1, 0), g.period(0, 1), g.period(1, 1), g.period(2, 0))
	}
	v.Board.Wrap = "mobius"
	if _, err := NewGame(v); err == nil {
		t.Errorf("wrap mobius: compiled, want an error")
	}
}
