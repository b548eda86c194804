package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// The atomic family's rules, on positions derived by hand from the rules
// (lichess's atomic page; chronatog's atomar rules).

// A capture explodes: White's Knight takes on e6; the captor and every
// piece around e6 go (Black's Bishop d7 and Queen e7, White's own Rook
// f5), except the Pawns there (d5, f7), which are spared.
func TestAtomicExplosionSparesPawnsAndTakesTheCaptor(t *testing.T) {
	_, p := bundledPosition(t, "atomic", "7k/3bqp2/4n3/3P1R2/3N4/8/8/K7 w - - 0 1")
	playMoves(t, p, "d4e6")
	if got, want := p.FEN(), "7k/5p2/8/3P4/8/8/8/K7 b - - 0 1"; got != want {
		t.Errorf("after Nxe6:\n got %s\nwant %s", got, want)
	}
	p.Unmake()
	if got, want := p.FEN(), "7k/3bqp2/4n3/3P1R2/3N4/8/8/K7 w - - 0 1"; got != want {
		t.Errorf("after taking Nxe6 back:\n got %s\nwant %s", got, want)
	}
}

// White's Rook may not take the Knight on d2: the explosion would take
// White's own King on e1. Nor may the King take it (a King that captures
// explodes), nor step to f1, which the Knight attacks. The legal moves
// are the Rook's along the a-file and up to c2, and King d1, e2, f2.
func TestAtomicOwnKingMayNotExplode(t *testing.T) {
	g, p := bundledPosition(t, "atomic", "4k3/8/8/8/8/8/R2n4/4K3 w - - 0 1")
	want := "a2a1 a2a3 a2a4 a2a5 a2a6 a2a7 a2a8 a2b2 a2c2 e1d1 e1e2 e1f2"
	if got := legalUCIs(g, p); got != want {
		t.Errorf("legal moves\n got %s\nwant %s", got, want)
	}
}

// Kings side by side: the Rook on h4 attacks e4 along the rank, but
// taking the White King would explode the Black one on d5, so White is
// not in check.
func TestAtomicAdjacentKingsAreNotInCheck(t *testing.T) {
	_, p := bundledPosition(t, "atomic", "8/8/8/3k4/4K2r/8/8/8 w - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: White is in check, but the Kings touch", p.FEN())
	}
	_, p = bundledPosition(t, "atomic", "8/8/8/2k5/4K2r/8/8/8 w - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: the Kings do not touch: want check", p.FEN())
	}
}

// In check from the Rook on a8, White may still win at once by taking the
// Pawn on d7: the explosion takes Black's King on e8.
func TestAtomicExplodingTheKingWinsInCheck(t *testing.T) {
	g, p := bundledPosition(t, "atomic", "r3k3/3p4/8/8/8/7Q/8/K7 w - - 0 1")
	if !p.InCheck() {
		t.Fatalf("%s: want check", p.FEN())
	}
	m, err := p.ParseMove("h3d7")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.White || o.Rule != "king exploded" {
		t.Errorf("%s after %s: outcome %+v, want White's win by king exploded", p.FEN(), g.MoveString(m), o)
	}
}

// Without checks the King is an ordinary piece: it may take (and explode
// with the Knight it takes), and step where it is attacked (f1).
func TestNoCheckAtomicKingMayCaptureAndExplode(t *testing.T) {
	g, p := bundledPosition(t, "nocheckatomic", "4k3/8/8/8/8/8/R2n4/4K3 w - - 0 1")
	for _, mv := range []string{"e1d2", "e1f1", "a2d2"} {
		if _, err := p.ParseMove(mv); err != nil {
			t.Errorf("%s: want %s legal: %v", p.FEN(), mv, err)
		}
	}
	playMoves(t, p, "e1d2")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.Black {
		t.Errorf("%s: White's King exploded: outcome %+v, want Black's win", p.FEN(), o)
	}
	_ = g
}

// Atomar: Kings never explode, so White's King takes the Knight on d2 and
// stays, while the Rook on c2 next to it goes; but a King may not take
// the other King.
func TestAtomarKingsAreImmune(t *testing.T) {
	_, p := bundledPosition(t, "atomar", "7k/8/8/8/8/8/2Rn4/4K3 w - - 0 1")
	playMoves(t, p, "e1d2")
	if got, want := p.FEN(), "7k/8/8/8/8/8/3K4/8 b - - 0 1"; got != want {
		t.Errorf("after Kxd2:\n got %s\nwant %s", got, want)
	}
	_, p = bundledPosition(t, "atomar", "8/8/8/8/8/8/3k4/4K3 w - - 0 1")
	if _, err := p.ParseMove("e1d2"); err == nil {
		t.Errorf("%s: a King took the other King", p.FEN())
	}
}
