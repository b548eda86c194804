package definitions_test

import (
	"testing"
)

// Betza's z (crooked) and t (tame), from the rules.

// A Crooked Bishop (zB) on d4 of an empty board zigzags: first NE, then
// by turns NW and NE (e5 d6 e7 d8) or SE and NE (e5 f4 g5 h4); first SE:
// e3 f4 g3 h4, or e3 d2 e1; first SW: c3 d2 c1, or c3 b4 a3; first NW:
// c5 b4 a5, or c5 d6 c7 d8. Eighteen squares, each one move however many
// paths reach it.
func TestCrookedBishop(t *testing.T) {
	g := compileOne(t, "crooked.vdl", `variant crooked extends chess {
	piece CrookedBishop c "zB" "Zigzags diagonally"
	add-pieces CrookedBishop
	setup "k7/8/8/8/3C4/8/8/7K w - - 0 1"
	allow V027 V051 V053 "a test of one piece"
}`)
	p, err := g.ParseFEN(g.V.Setup)
	if err != nil {
		t.Fatal(err)
	}
	spWantMoves(t, g, p, "d4", "d4a3 d4a5 d4b4 d4c1 d4c3 d4c5 d4c7 d4d2 d4d6 d4d8 d4e1 d4e3 d4e5 d4e7 d4f4 d4g3 d4g5 d4h4")
}

// A tame Queen (tQ) takes no royal piece, so it gives no check: with the
// tame Queen on h5 on the King e8's diagonal, Black is not in check and
// the King may go to f7, on the Queen's line, or castle; the Rook h8 may
// take the Queen (h5) or go to g8 f8 h7 h6; the King d8 d7 e7 f7 f8 and
// g8 (castling): 11. A plain Queen there gives check: the King goes to
// d8 d7 e7 or f8 (f7 is on the diagonal), or the Rook takes the Queen.
func TestTameQueen(t *testing.T) {
	g := compileOne(t, "tame.vdl", `variant tame extends chess {
	piece TameQueen t "tQ" "A queen that takes no king"
	add-pieces TameQueen
	setup "4k2r/8/8/7T/8/8/8/K7 b k - 0 1"
	allow V027 V051 V053 "a test of one piece"
}`)
	p, err := g.ParseFEN(g.V.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if p.InCheck() {
		t.Errorf("%s: Black in check by a tame Queen", p.FEN())
	}
	spWantMoves(t, g, p, "", "e8d8 e8d7 e8e7 e8f7 e8f8 h8g8 h8f8 h8h7 h8h6 h8h5 e8g8")
	q, err := g.ParseFEN("4k2r/8/8/7Q/8/8/8/K7 b k - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if !q.InCheck() {
		t.Errorf("%s: Black not in check by a Queen", q.FEN())
	}
	spWantMoves(t, g, q, "", "e8d8 e8d7 e8e7 e8f8 h8h5")
}
