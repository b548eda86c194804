package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Duck chess, from the rules: White's King on e1 is attacked by the Rook
// on e8. White plays Ra1-a2 and puts the Duck on e4, blocking the file:
// Black's Rook can no longer take the King, and cannot take or pass the
// Duck (it stops on e5). With the Duck on h5 instead, Re8xe1 takes the
// King.
func TestDuckBlocksTheCheckLine(t *testing.T) {
	g, p := bundledPosition(t, "duck", "4r2k/8/8/8/8/8/8/R3K3 w - - 0 1")
	playMoves(t, p, "a1a2,a2e4")
	if got, want := p.FEN(), "4r2k/8/8/8/4*3/8/R7/4K3 b - - 1 1"; got != want {
		t.Fatalf("after a1a2,a2e4:\n got %s\nwant %s", got, want)
	}
	rook := map[string]bool{}
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if strings.HasPrefix(m, "e8") {
			rook[strings.Split(m, ",")[0]] = true
		}
	}
	for _, want := range []string{"e8e7", "e8e6", "e8e5"} {
		if !rook[want] {
			t.Errorf("Black's Rook cannot go to %s", want[2:])
		}
	}
	for _, bad := range []string{"e8e4", "e8e3", "e8e1"} {
		if rook[bad] {
			t.Errorf("Black's Rook passes or takes the Duck: %s", bad)
		}
	}
	p.Unmake()
	playMoves(t, p, "a1a2,a2h5 e8e1,e1e2")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Rule != "king captured" {
		t.Errorf("%s: the King was taken: outcome %+v", p.FEN(), o)
	}
}

// From the start every one of White's 20 moves goes with one of the 32
// empty squares for the Duck (the square the piece left included): 640.
// The Duck must then move: it never stays on its square.
func TestDuckMustMove(t *testing.T) {
	g, p := bundledPosition(t, "duck", "")
	if n := len(p.LegalMoves(nil)); n != 640 {
		t.Errorf("%d moves from the start, want 640", n)
	}
	playMoves(t, p, "e2e4,e4e5")
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if strings.HasSuffix(m, "e5") && strings.Contains(m, ",") && strings.Split(m, ",")[1][2:] == "e5" {
			t.Fatalf("%s leaves the Duck on e5", m)
		}
	}
}

// Amazons, from the rules: the Amazon on a1 moves to a2 and shoots its
// arrow as a queen from a2: back to a1 (the square it left), up the
// a-file (8), along the second rank (9), up the diagonal to i10 (8) and
// to b1: 27 squares. The arrow stays: '*' in the FEN.
func TestAmazonsArrowAfterAMove(t *testing.T) {
	g, p := bundledPosition(t, "amazons", "9q/10/10/10/10/10/10/10/10/Q9 w - - 0 1")
	n := 0
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if strings.HasPrefix(m, "a1a2,") {
			n++
		}
	}
	if n != 27 {
		t.Errorf("a1a2 with %d arrow squares, want 27", n)
	}
	playMoves(t, p, "a1a2,a2a1")
	if got, want := p.FEN(), "9q/10/10/10/10/10/10/10/Q9/*9 b - - 1 1"; got != want {
		t.Errorf("after a1a2,a2a1:\n got %s\nwant %s", got, want)
	}
}

// Isolation, from the rules: the Pawn on c1 has five steps, and each is
// followed by a wall on any of the 46 empty squares but the start square
// c1 (d8, the other, is taken): 5 × 45 moves, none walling c1.
func TestIsolationWallsSpareStartSquares(t *testing.T) {
	g, p := bundledPosition(t, "isolation", "")
	ms := strings.Fields(legalUCIs(g, p))
	if len(ms) != 5*45 {
		t.Errorf("%d moves, want 225", len(ms))
	}
	for _, m := range ms {
		if strings.HasSuffix(m, "c1") || strings.HasSuffix(m, "d8") {
			t.Errorf("%s walls a start square", m)
		}
	}
}

// Snailtrail and Joust: the square a piece leaves becomes a wall, which
// nothing may enter again (a move is written with its wall as
// Fairy-Stockfish does: a1b2,b2a1); a side with no move loses.
func TestTrailWallsOnVacatedSquare(t *testing.T) {
	g, p := bundledPosition(t, "snailtrail", "")
	if got, want := legalUCIs(g, p), "a1a2,a2a1 a1b1,b1a1 a1b2,b2a1"; got != want {
		t.Errorf("snailtrail moves\n got %s\nwant %s", got, want)
	}
	playMoves(t, p, "a1b2,b2a1")
	if got, want := p.FEN(), "6p/7/7/7/7/1P5/*6 b - - 1 1"; got != want {
		t.Errorf("after a1b2,b2a1: %s, want %s", got, want)
	}
	// The White Knight on a1, walled in on b3 and c2, has no move and loses.
	_, p = bundledPosition(t, "joust", "7n/8/8/8/8/1*6/2*5/N7 w - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.Black || o.Rule != "stalemate" {
		t.Errorf("walled-in knight: outcome %+v, want Black's win", o)
	}
}

// Perft counts a duck-chess node's moves without listing each with its
// Duck square: the count must be the listed moves', from positions with
// captures, en passant, castling and promotions to come, and from a
// position whose King was taken (no moves).
func TestDuckPerftCountsListedMoves(t *testing.T) {
	for _, fen := range []string{
		"",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
		"4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1",
		"4k3/1P6/8/8/8/8/6p1/8 b - - 0 1",
	} {
		_, p := bundledPosition(t, "duck", fen)
		var want uint64
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			want += uint64(len(p.LegalMoves(nil)))
			p.Unmake()
		}
		if got := p.Perft(2); got != want {
			t.Errorf("%q: perft 2 %d, listed moves %d", fen, got, want)
		}
		if got, want := p.Perft(1), uint64(len(p.LegalMoves(nil))); got != want {
			t.Errorf("%q: perft 1 %d, listed moves %d", fen, got, want)
		}
	}
}
