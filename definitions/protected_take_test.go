package definitions_test

import (
	"strings"
	"testing"
)

// cannot-take-protected: an Emperor (a Queen here) that may not take a
// protected King or Rook, counted by hand.
func TestCannotTakeProtected(t *testing.T) {
	g := compileOne(t, "emperor.vdl", `variant emperor extends chess {
	piece Emperor e "Q" "A queen that takes no protected King or Rook" { cannot-take-protected King Rook }
	add-pieces Emperor
	setup "8/3r4/7k/8/3E2r1/8/K7/6r1 w - - 0 1"
	allow V027 V051 V053 "a test of one piece"
}`)
	// White: Ka2, Emperor d4; Black: Kh6, Rooks d7, g4, g1. The Emperor's
	// queen lines from d4: d5 d6 d7 (takes the Rook d7, which nothing
	// protects), d3 d2 d1, c4 b4 a4, e4 f4 (not g4: the Rook g1 protects
	// it), e5 f6 g7 h8, c3 b2 a1, c5 b6 a7, e3 f2 (not g1: the Rook g4
	// protects it): 23. The King a2: a3 b2 b3 (a1 and b1 the Rook g1
	// attacks): 3. In all 26 (28 without the rule).
	p, err := g.ParseFEN(g.V.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if n := p.Perft(1); n != 26 {
		t.Errorf("perft 1 = %d, want 26", n)
	}
	for _, m := range []string{"d4g4", "d4g1"} {
		if _, err := p.ParseMove(m); err == nil {
			t.Errorf("%s: the Emperor takes a protected Rook", m)
		}
	}
	if _, err := p.ParseMove("d4d7"); err != nil {
		t.Errorf("d4d7: the Emperor may not take the unprotected Rook: %v", err)
	}

	// Black: Kg7, protected by the Rook g1; White: Ka2, Emperor d4, on
	// the King's diagonal. The Emperor may not take the protected King,
	// so it gives no check. The King: f7 f8 g6 g8 h6 h7 (f6 and h8, which
	// the Emperor attacks and nothing would protect, not): 6. The Rook:
	// g2 to g6, still protecting the King: 5; along the first rank it
	// would leave the King unprotected, and so taken: none. In all 11
	// (6 without the rule, out of check).
	p, err = g.ParseFEN("8/6k1/8/8/3E4/8/K7/6r1 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if p.InCheck() {
		t.Errorf("%s: the protected King is in check", p.FEN())
	}
	var got []string
	for _, m := range p.LegalMoves(nil) {
		got = append(got, g.MoveString(m))
	}
	want := "g1g2 g1g3 g1g4 g1g5 g1g6 g7f7 g7f8 g7g6 g7g8 g7h6 g7h7"
	if s := sorted(strings.Join(got, " ")); s != want {
		t.Errorf("Black's moves:\n got  %s\n want %s", s, want)
	}
	// Once the Rook has gone, the King is in check (Ra1 is illegal, so
	// the rook is taken away).
	p, err = g.ParseFEN("8/6k1/8/8/3E4/8/K7/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if !p.InCheck() {
		t.Errorf("%s: the unprotected King is not in check", p.FEN())
	}
}

// The same positions without the rule: 28 moves; in check, 6.
func TestCannotTakeProtectedOff(t *testing.T) {
	g := compileOne(t, "queen.vdl", `variant queen extends chess {
	piece Emperor e "Q" "A queen"
	add-pieces Emperor
	setup "8/3r4/7k/8/3E2r1/8/K7/6r1 w - - 0 1"
	allow V027 V051 V053 "a test of one piece"
}`)
	for fen, want := range map[string]uint64{"8/3r4/7k/8/3E2r1/8/K7/6r1 w - - 0 1": 28, "8/6k1/8/8/3E4/8/K7/6r1 b - - 0 1": 6} {
		p, err := g.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if n := p.Perft(1); n != want {
			t.Errorf("%s: perft 1 = %d, want %d", fen, n, want)
		}
	}
}
