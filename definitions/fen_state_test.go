package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// compileOne compiles a one-variant source for the interpreter.
func compileOne(t *testing.T, name, src string) *interp.Game {
	t.Helper()
	vs, diags := lang.CompileSource(name, []byte(src))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A position has one perft, however it was reached (issue 24): a piece
// with initial moves is unmoved exactly when it stands where the setup
// has the same piece, in the game as in a FEN read back
// (spec/interpreter.md). A Pawn that also takes with a rifle shot (fcabF:
// takes diagonally forward and comes back) takes on d3 from e2 and stays
// on e2, its setup square: it may still double-step. By hand, after
// e2d3,d3e2 Ke8d8: White's King a1 a2 b1 b2 (3), the Pawn e3 e4 (2): 5,
// both in the game and from the FEN. (Before, the game said the Pawn had
// moved: 4, and the FEN read back 5.)
func TestFENStateRifleShot(t *testing.T) {
	g := compileOne(t, "rifle.vdl", `variant rifle extends chess {
	piece Pawn p "fmWfceFifmnDfcabF" "A pawn that also takes diagonally forward by a rifle shot" { value 100 }
}`)
	p, err := g.ParseFEN("4k3/8/8/8/8/3p4/4P3/K7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, p, "e2d3,d3e2 e8d8")
	spOn(t, g, p, "e2", "Pawn", interp.White)
	spEmpty(t, g, p, "d3")
	sameAsFEN := func(want uint64) {
		t.Helper()
		q, err := g.ParseFEN(p.FEN())
		if err != nil {
			t.Fatal(err)
		}
		if a, b := p.Perft(1), q.Perft(1); a != want || b != want {
			t.Errorf("%s: perft 1 in the game %d, read from its FEN %d, want %d", p.FEN(), a, b, want)
		}
		if a, b := p.Perft(3), q.Perft(3); a != b {
			t.Errorf("%s: perft 3 in the game %d, read from its FEN %d", p.FEN(), a, b)
		}
		if p.Hash() != q.Hash() {
			t.Errorf("%s: hash differs from the FEN read back", p.FEN())
		}
	}
	sameAsFEN(5)
	spWantMoves(t, g, p, "e2", "e2e3 e2e4")
}

// A rook's rifle shot (RcabW: takes a piece next to it and comes back) is
// a move of the rook: it costs its castling right, which FEN carries. The
// Rook h1 takes the Pawn h2 and stays on h1; White's K right is gone.
func TestRifleShotCostsCastling(t *testing.T) {
	g := compileOne(t, "rook.vdl", `variant rook extends chess {
	piece Rook r "RcabW" "A rook that also takes a piece next to it by a rifle shot" { value 500 }
}`)
	p, err := g.ParseFEN("r3k2r/8/8/8/8/8/7p/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, p, "h1h2,h2h1")
	if got, want := p.FEN(), "r3k2r/8/8/8/8/8/8/R3K2R b Qkq - 0 1"; got != want {
		t.Errorf("after the rifle shot: %s, want %s", got, want)
	}
}

// Turns of several moves (turns opening 2: White's first turn has two).
// En passant: White plays e2e4, then d2d4. The right e2e4 opened is
// dropped when White moves again, so Black's Pawn f4 may not take on e3;
// the Pawn c4 may take d4 en passant on d3 (the turn's last move).
// Mid-turn: White's only first move is h2h3 (the King a1 is boxed in by
// the Rook b8 and the Knight c3, h4 blocks the double step); after it
// White has no second move and is stalemated, a draw in chess.
func TestSeveralMoveTurns(t *testing.T) {
	g := compileOne(t, "two.vdl", `variant two extends chess {
	turns opening 2
}`)
	p, err := g.ParseFEN("4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, p, "e2e4")
	if p.SideToMove() != interp.White {
		t.Fatalf("%s: White should move again", p.FEN())
	}
	playMoves(t, p, "d2d4")
	spWantMoves(t, g, p, "f4", "f4f3")
	spWantMoves(t, g, p, "c4", "c4c3 c4d3")

	p, err = g.ParseFEN("1r5k/8/8/8/7p/2n5/7P/K7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if n := p.Perft(1); n != 1 {
		t.Errorf("perft 1 = %d, want 1 (h2h3)", n)
	}
	playMoves(t, p, "h2h3")
	spOutcome(t, p, "stalemate", interp.NoWinner, [2]float64{0.5, 0.5})
}
