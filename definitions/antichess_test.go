package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Compulsory capture, from the rules: White can take on d5 with the Pawn
// and on f2 with the King, and must take; its other moves (Pawn e5, King
// and Rook moves) are not legal. Without a capture every move is.
func TestAntichessCompulsoryCapture(t *testing.T) {
	g, p := bundledPosition(t, "antichess", "4k3/8/8/3p4/4P3/8/5n2/R3K2r w - - 0 1")
	if got, want := legalUCIs(g, p), "e1f2 e4d5"; got != want {
		t.Errorf("legal moves\n got %s\nwant %s", got, want)
	}
	g, p = bundledPosition(t, "antichess", "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1")
	if got, want := legalUCIs(g, p), "e1d1 e1d2 e1e2 e1f1 e1f2 e4e5"; got != want {
		t.Errorf("no capture: legal moves\n got %s\nwant %s", got, want)
	}
}

// Losing every piece wins: Black's last piece, the Knight on f2, is taken
// by force (Kxf2), and Black, with nothing left, has won.
func TestAntichessNoPiecesWins(t *testing.T) {
	_, p := bundledPosition(t, "antichess", "8/8/8/8/8/8/5n2/4K3 w - - 0 1")
	playMoves(t, p, "e1f2")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.Black || o.Rule != "no pieces left" {
		t.Errorf("%s: outcome %+v, want Black's win by no pieces left", p.FEN(), o)
	}
}

// Losers: a side that is checkmated wins. Black's King h8 is mated by the
// Rook on a8 (h7 and g7 are its own Pawns' squares, g8 is covered), so
// Black, to move, has won.
func TestLosersCheckmatedSideWins(t *testing.T) {
	_, p := bundledPosition(t, "losers", "R6k/6pp/8/8/8/8/8/K7 b - - 0 1")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.Black || o.Rule != "checkmate" {
		t.Errorf("%s: outcome %+v, want Black's win by checkmate", p.FEN(), o)
	}
}

// Suicide: a stalemated side wins with fewer pieces, loses with more and
// draws with as many. Black's pawns are blocked on the a-file by White's
// a3 pawn (and by each other), with nothing to capture.
func TestSuicideStalemateByCount(t *testing.T) {
	for _, tc := range []struct {
		fen    string
		winner int
	}{
		{"8/8/8/8/p7/P7/8/7K b - - 0 1", interp.Black},   // 1 against 2
		{"8/8/8/p7/p7/P7/8/8 b - - 0 1", interp.White},   // 2 against 1
		{"8/8/8/8/p7/P7/8/8 b - - 0 1", interp.NoWinner}, // 1 against 1
	} {
		_, p := bundledPosition(t, "suicide", tc.fen)
		o := p.Outcome(p.LegalMoves(nil))
		if !o.Over || o.Winner != tc.winner || o.Rule != "stalemate" {
			t.Errorf("%s: outcome %+v, want winner %d by stalemate", tc.fen, o, tc.winner)
		}
	}
	// Antichess, without the count: the stalemated side wins.
	_, p := bundledPosition(t, "antichess", "8/8/8/p7/p7/P7/8/8 b - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); o.Winner != interp.Black {
		t.Errorf("antichess: outcome %+v, want Black's win", o)
	}
}

// Misère: the checkmated side wins.
func TestMisereCheckmatedSideWins(t *testing.T) {
	_, p := bundledPosition(t, "misere", "R6k/6pp/8/8/8/8/8/K7 b - - 0 1")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.Black || o.Rule != "checkmate" {
		t.Errorf("outcome %+v, want Black's win by checkmate", o)
	}
}
