package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestMakrukCountingDraw plays a scripted game to a draw by counting.
// From the rule text: with no pawns left and Black's king alone against
// a rook (and king), Black counts by pieces' honour: 16 moves, 32 plies,
// starting from the number of pieces on the board, 3, so at ply 6. The
// count starts after White's first move, and passes 32 after 27 more
// plies: the 28th ply of the game draws it, unless it mates.
func TestMakrukCountingDraw(t *testing.T) {
	g, p := bundledPosition(t, "makruk", "8/8/4k3/8/8/8/3K4/R7 w - - 0 1")
	moves := strings.Fields("d2d3 e6e5 d3e3 e5f5 e3f3 f5g5 f3g3 g5h5 g3h3 h5h6 h3h4 h6h7 h4h5 h7h8 " +
		"h5h6 h8g8 h6h5 g8g7 h5h4 g7g6 h4h3 g6g5 h3h2 g5g4 h2h1 g4g3 h1g1 g3h3")
	for i, m := range moves {
		playMoves(t, p, m)
		limit, plies := p.Counting()
		if limit != 32 || plies != 6+i {
			t.Fatalf("after %s (ply %d): count %d of %d, want %d of 32", m, i+1, plies, limit, 6+i)
		}
		o := p.Outcome(p.LegalMoves(nil))
		if over := i == len(moves)-1; o.Over != over {
			t.Fatalf("after %s (ply %d): over %v (%s)", m, i+1, o.Over, o.Rule)
		}
		if i == len(moves)-1 && (o.Rule != "counting" || o.Winner != interp.NoWinner) {
			t.Errorf("the game ended by %s, winner %d: want a draw by counting", o.Rule, o.Winner)
		}
	}
	// The count in FEN, in place of en passant and the clock, as
	// Fairy-Stockfish writes it.
	if got, want := p.FEN(), "8/8/8/8/8/7k/8/R5K1 w - 32 33 15"; got != want {
		t.Errorf("FEN %s, want %s", got, want)
	}
	if q, err := g.ParseFEN(p.FEN()); err != nil || q.FEN() != p.FEN() {
		t.Errorf("FEN %s read back: %v", p.FEN(), err)
	}
}

// TestCambodianFirstMoves: the king's first-move knight leap to the rank
// in front (not out of check) and the met's double step, kept in the
// FEN's castling field; a rook aimed along the king's rank or file takes
// the leap away. Moves and FENs worked out from the rule text.
func TestCambodianFirstMoves(t *testing.T) {
	g := bundledGame(t, "cambodian")
	for _, c := range []struct {
		fen, move, after string
	}{
		// The rook onto the 8th rank aims at the king on e8: "e" goes.
		// (Black's lone king counts against a rook: 15 moves, from the 3
		// pieces on the board: "30 6".)
		{"4k3/8/8/8/8/8/8/R2K4 w De - 0 1", "a1a8", "R3k3/8/8/8/8/8/8/3K4 b D 30 6 1"},
		// Onto the 5th rank it aims at nothing: "e" stays.
		{"4k3/8/8/8/8/8/8/R2K4 w De - 0 1", "a1a5", "4k3/8/8/R7/8/8/8/3K4 b De 30 6 1"},
		// The leap itself, d1 to b2 (and the right is spent).
		{"4k3/8/8/8/8/8/8/R2K4 w De - 0 1", "d1b2", "4k3/8/8/8/8/8/1K6/R7 b e 30 6 1"},
		// The met's double step from e1 to e3, over the khon on e2. (Black's
		// lone king counts: against one khon 43 moves, from 4 pieces.)
		{"3k4/8/8/8/8/8/4S3/3KM3 w DE - 0 1", "e1e3", "3k4/8/8/8/8/4M3/4S3/3K4 b D 86 8 1"},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		playMoves(t, p, c.move)
		if got := p.FEN(); got != c.after {
			t.Errorf("%s %s: %s, want %s", c.fen, c.move, got, c.after)
		}
	}
	// The king's leaps: b2 and f2 from d1 when not in check; none in check.
	for _, c := range []struct {
		fen   string
		leaps int
	}{
		{"4k3/8/8/8/8/8/8/3K4 w D - 0 1", 2},
		{"3rk3/8/8/8/8/8/8/3K4 w D - 0 1", 0}, // the rook on d8 gives check
		{"4k3/8/8/8/8/8/8/3K4 w - - 0 1", 0},  // the right is spent
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, m := range p.LegalMoves(nil) {
			if s := g.MoveString(m); s == "d1b2" || s == "d1f2" {
				n++
			}
		}
		if n != c.leaps {
			t.Errorf("%s: %d leaps, want %d", c.fen, n, c.leaps)
		}
	}
}

// TestShatarMates: the special endings of shatar, from the rule text. A
// mate by a knight alone loses for the mating side; a mate whose series of
// checks held no check by a rook, knight or bers (a shak) is drawn
// (niol); a rook's back-rank mate wins; a bare king draws (robado).
func TestShatarMates(t *testing.T) {
	g := bundledGame(t, "shatar")
	for _, c := range []struct {
		fen, moves, rule string
		winner           int
	}{
		// Smothered: the knight mates alone.
		{"6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", "g5f7", "mate by the wrong pieces", interp.Black},
		// A pawn mates, guarded by the bishop: no shak in the series.
		{"6nk/6pp/5P2/8/8/2B5/8/4K3 w - - 0 1", "f6g7", "checkmate without a needed check", interp.NoWinner},
		// The rook mates on the back rank.
		{"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "checkmate", interp.White},
		// Taking Black's last piece leaves its king bare.
		{"3k4/8/8/8/8/8/3p4/3RK3 w - - 0 1", "d1d2", "robado", interp.NoWinner},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		playMoves(t, p, c.moves)
		o := p.Outcome(p.LegalMoves(nil))
		if !o.Over || o.Rule != c.rule || o.Winner != c.winner {
			t.Errorf("%s %s: %+v, want %s won by %d", c.fen, c.moves, o, c.rule, c.winner)
		}
	}
}
