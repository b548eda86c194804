package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Petrified chess, from its rules: a King, Queen, Rook, Bishop or Knight
// that captures turns into a wall on the square it took on; a pawn that
// captures stays a pawn, also when it promotes.

// The Queen on d1 takes the Knight on d7: d7 holds a wall, the Queen and the
// Knight are gone. Taking the move back restores the position and its hash.
func TestPetrifiedCaptorTurnsToStone(t *testing.T) {
	_, p := bundledPosition(t, "petrified", "4k3/3n4/8/8/8/8/8/3QK3 w - - 0 1")
	before, hash := p.FEN(), p.Hash()
	playMoves(t, p, "d1d7")
	if got, want := p.FEN(), "4k3/3*4/8/8/8/8/8/4K3 b - - 0 1"; got != want {
		t.Fatalf("after Qxd7:\n got %s\nwant %s", got, want)
	}
	p.Unmake()
	if p.FEN() != before || p.Hash() != hash {
		t.Fatalf("unmake: %s (hash %x), want %s (hash %x)", p.FEN(), p.Hash(), before, hash)
	}
}

// c7xd8=Q: the pawn captures, so nothing petrifies, and the new Queen
// stands on d8.
func TestPetrifiedPawnCaptureStaysAPiece(t *testing.T) {
	_, p := bundledPosition(t, "petrified", "3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1")
	playMoves(t, p, "c7d8q")
	if got, want := p.FEN(), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1"; got != want {
		t.Fatalf("after cxd8=Q:\n got %s\nwant %s", got, want)
	}
}

// Counted by hand, depth 1. A wall ('*' in FEN) stops a rook; the kings may
// stand next to each other, since a King may not capture (it would turn to
// stone), but a King's reach still forbids castling out of or across it;
// castling into it is allowed.
func TestPetrifiedPerftByHand(t *testing.T) {
	for _, c := range []struct {
		fen, why string
		want     int
	}{
		// Rd1: d2, d3 (the wall on d4 stops it), c1, b1, a1; Ke1: d2,
		// e2, f2, f1.
		{"4k3/8/8/8/3*4/8/8/3RK3 w - - 0 1", "wall blocks the rook", 9},
		// Qe2 checks Ke1, which may not take it; d1, d2, f1 and f2 are
		// the Queen's: mate.
		{"4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", "the King cannot take its checker", 0},
		// Black's King on d2 touches e1: Ke1 may go to d1, e2, f1, f2
		// (not take on d2), but not castle; Ra1: a2-a8, b1, c1, d1.
		{"8/8/8/8/8/8/3k4/R3K3 w Q - 0 1", "no castling out of the King's reach", 14},
		// Black's King on g2 reaches f1: Ke1 to d1, d2, e2, f1, f2, no
		// castling across f1; Rh1: h2-h8, g1, f1.
		{"8/8/8/8/8/8/6k1/4K2R w K - 0 1", "no castling across the King's reach", 14},
		// Black's King on b2 reaches c1 only: Ke1 to d1, d2, e2, f1, f2,
		// and O-O-O onto c1, next to it; Ra1: a2-a8, b1, c1, d1.
		{"8/8/8/8/8/8/1k6/R3K3 w Q - 0 1", "castling next to the other King", 16},
	} {
		_, p := bundledPosition(t, "petrified", c.fen)
		if got := p.Perft(1); got != uint64(c.want) {
			t.Errorf("%s (%s): perft 1 = %d, want %d", c.fen, c.why, got, c.want)
		}
	}
}

// Petrifying a King is illegal: no King move of White's is a capture, even
// of an unprotected piece next to it.
func TestPetrifiedKingNeverCaptures(t *testing.T) {
	g, p := bundledPosition(t, "petrified", "4k3/8/8/8/8/8/3pn3/4K3 w - - 0 1")
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if m == "e1d2" || m == "e1e2" {
			t.Errorf("the King takes by %s", m)
		}
	}
}

// Petrification with explosions (Fairy-Stockfish's nuclear chess): a
// captor that explodes leaves a wall where it exploded; one the blast
// spares (immune) stays a piece.
func TestPetrifyWithExplosion(t *testing.T) {
	for _, c := range []struct {
		parent, petrify, fen, move, after string
		perft                             int // perft 1 before the move
	}{
		// Rxc5 explodes the rook and the pawn; a wall stands on c5,
		// between the rook on h5 and the King on a5, so the capture is
		// legal. The rook's 11 moves, the King's a4, a6, b5 and b6 (b4
		// is the pawn's): 15; without the wall Rxc5 would be illegal.
		{"atomic", "Queen Rook Bishop Knight Pawn", "8/8/8/K1p4r/2R5/8/8/7k w - - 0 1", "c4c5", "8/8/8/K1*4r/8/8/8/7k b - - 0 1", 15},
		// The King (immune, not royal) takes the knight on d2 and stays
		// there; the blast takes nothing else.
		{"atomar", "King", "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", "e1d2", "4k3/8/8/8/8/8/3K4/8 b - - 0 1", 5},
	} {
		src := "variant v extends " + c.parent + " {\n\tpetrify " + c.petrify + "\n}\n"
		v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(src), "v")
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Perft(1); got != uint64(c.perft) {
			t.Errorf("%s: perft 1 = %d, want %d", c.fen, got, c.perft)
		}
		before, hash := p.FEN(), p.Hash()
		playMoves(t, p, c.move)
		if got := p.FEN(); got != c.after {
			t.Errorf("after %s:\n got %s\nwant %s", c.move, got, c.after)
		}
		p.Unmake()
		if p.FEN() != before || p.Hash() != hash {
			t.Errorf("unmake: %s (hash %x), want %s (hash %x)", p.FEN(), p.Hash(), before, hash)
		}
	}
}
