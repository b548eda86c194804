package definitions_test

import (
	"strings"
	"testing"
)

// Wildebeest chess (wildebeest.vdl): castling by one to four squares,
// worked out by hand from the rules. Perft rows counted by Fairy-Stockfish
// (which does not castle in wildebeest) are in fairy-stockfish-extra.tsv.

func TestWildebeestCastlingByHand(t *testing.T) {
	empty := "11/11/11/11/11/11/11/11"
	cases := []struct{ name, fen, want string }{
		// An open rank: the King steps to e1 e2 f2 g2 g1 and castles one
		// to four squares either way (the one-square ones written
		// king-takes-rook, since f1g1 and f1e1 are its steps).
		{"open", "r4k4r/" + empty + "/R4K4R w KQkq - 0 1",
			"f1e1 f1e2 f1f2 f1g2 f1g1 f1k1 f1h1 f1i1 f1j1 f1a1 f1d1 f1c1 f1b1"},
		// A black Rook on i10 watches i1: the King may not land on or cross
		// it, so kingside only g1 and h1 remain.
		{"watched square", "r4k2r2/" + empty + "/R4K4R w KQq - 0 1",
			"f1e1 f1e2 f1f2 f1g2 f1g1 f1k1 f1h1 f1a1 f1d1 f1c1 f1b1"},
		// A Knight on j1 stands between King and Rook: no kingside castling
		// at all, though the King's path to g1-i1 is free (the Rook would
		// cross j1).
		{"blocked", "r4k4r/" + empty + "/R4K3NR w KQkq - 0 1",
			"f1e1 f1e2 f1f2 f1g2 f1g1 f1a1 f1d1 f1c1 f1b1"},
		// In check (a Rook on f10 facing the King): no castling.
		{"in check", "r4r3kr/" + empty + "/R4K4R w KQ - 0 1", "f1e1 f1e2 f1g2 f1g1"},
		// Only the kingside right: the queenside Rook stays.
		{"one right", "r4k4r/" + empty + "/R4K4R w K - 0 1",
			"f1e1 f1e2 f1f2 f1g2 f1g1 f1k1 f1h1 f1i1 f1j1"},
	}
	for _, c := range cases {
		g, p := bundledPosition(t, "wildebeest", c.fen)
		spWantMoves(t, g, p, "f1", c.want)
	}
	// Where King and Rook land: next to each other, the Rook on the side
	// the King came from (on f1, after a one-square castling, checking
	// the King on f10).
	for _, c := range []struct{ move, rank1, san string }{
		{"f1k1", "R4RK4", "O-O(g1)+"},
		{"f1h1", "R5RK3", "O-O(h1)"},
		{"f1j1", "R7RK1", "O-O(j1)"},
		{"f1a1", "4KR4R", "O-O-O(e1)+"},
		{"f1b1", "1KR7R", "O-O-O(b1)"},
	} {
		_, p := bundledPosition(t, "wildebeest", "r4k4r/"+empty+"/R4K4R w KQkq - 0 1")
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if san := p.SAN(m); san != c.san {
			t.Errorf("%s: SAN %s, want %s", c.move, san, c.san)
		}
		before := p.FEN()
		p.Make(m)
		fields := strings.Split(strings.Fields(p.FEN())[0], "/")
		if got := fields[len(fields)-1]; got != c.rank1 {
			t.Errorf("%s: rank 1 %s, want %s", c.move, got, c.rank1)
		}
		if got := strings.Fields(p.FEN())[2]; got != "kq" {
			t.Errorf("%s: castling rights %s, want kq", c.move, got)
		}
		p.Unmake()
		if p.FEN() != before {
			t.Errorf("%s: unmade to %s, want %s", c.move, p.FEN(), before)
		}
	}
}

func TestWildebeestPerftByHand(t *testing.T) {
	// Depth 1 by hand: 11 pawns with 3 moves each (33); Knights b1 (a3,
	// c3) and j1 (i3, k3); Camels h1 (g4, i4) and i1 (h4, j4), their
	// (3,1) leaps blocked or off the board; the Wildebeest on g1 as a
	// Knight (f3, h3) and a Camel (f4, h4). 33 + 12 = 45.
	_, p := bundledPosition(t, "wildebeest", "")
	if n := p.Perft(1); n != 45 {
		t.Errorf("perft 1 = %d, want 45", n)
	}
	// A pawn that advanced three squares may be taken en passant on a
	// square it passed: after d2d5, Black's pawn on e4 (which attacks d3)
	// takes it there.
	_, p = bundledPosition(t, "wildebeest", "5k5/11/11/11/11/11/4p6/11/3P7/5K5 w - - 0 1")
	playMoves(t, p, "d2d5")
	g := bundledGame(t, "wildebeest")
	spWantMoves(t, g, p, "e4", "e4e3 e4d3")
}
