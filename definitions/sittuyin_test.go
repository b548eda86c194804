package definitions_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestSittuyinPromotion: the standing promotion, from the rule text
// (Fairy-Stockfish's sittuyin): a pawn on a square of its side's
// diagonals in the far half (White: a8 b7 c6 d5 e5 f6 g7 h8), while its
// side has no met, may as its move become a met where it stands or one
// step diagonally onto an empty square; a side's last pawn may do so from
// any square; the new met may attack no enemy piece, nor the move give
// check. Every list is the whole set of legal moves, counted by hand.
func TestSittuyinPromotion(t *testing.T) {
	for _, c := range []struct {
		name, fen, moves string
	}{
		{
			// Two pawns: only d5, on the zone, promotes. A met on c6 would
			// attack the knight on b7, one on e4 the rook on f3; d5, e6 and
			// c4 attack nothing. Besides: Kb1, Kb2, a3, d6.
			"zone", "7k/1n6/8/3P4/8/5r2/P7/K7[] w - - 0 1",
			"a1b1 a1b2 a2a3 d5d6 d5d5f d5e6f d5c4f",
		},
		{
			// The last pawn promotes off the zone, from e3: not on f4,
			// where the met would attack the king on g5 (a check too).
			"last pawn", "8/8/8/6k1/8/4P3/8/K7[] w - - 0 1",
			"a1a2 a1b1 a1b2 e3e4 e3e3f e3d4f e3d2f e3f2f",
		},
		{
			// A side with a met has its one met: no promotion.
			"limit", "8/8/8/6k1/8/4P3/8/KF6[] w - - 0 1",
			"a1a2 a1b2 b1a2 b1c2 e3e4",
		},
		{
			// The pawn on d5 shields the king on d8 from the rook on d1:
			// it may promote where it stands, but not step off the file
			// (a discovered check). Its push to d6 still shields.
			"discovered", "3k4/8/8/3P4/8/8/7P/3R3K[] w - - 0 1",
			"d5d5f d5d6 h2h3 d1a1 d1b1 d1c1 d1e1 d1f1 d1g1 d1d2 d1d3 d1d4 h1g1 h1g2",
		},
		{
			// Black's zone is White's mirrored (a1 b2 c3 d4 e4 f3 g2 h1):
			// the pawn on e4 promotes; the one on a6 does not.
			"black", "k7/8/p7/8/4p3/8/8/7K[] b - - 0 1",
			"a8a7 a8b7 a8b8 a6a5 e4e3 e4e4f e4d5f e4f5f e4d3f e4f3f",
		},
	} {
		g, p := bundledPosition(t, "sittuyin", c.fen)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, g.MoveString(m))
		}
		want := strings.Fields(c.moves)
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: %s:\n got %v\nwant %v", c.name, c.fen, got, want)
		}
	}
}

// TestSittuyinSetup: the placement phase. From the start each side holds
// a king, a met, two rooks, two khons and two knights, which it places
// one a move, before any move on the board: the rooks only on its first
// rank (8 squares), the others anywhere empty on its first three ranks
// (8 + 8 + 4 squares, the pawns standing on a3..d3): 4*20 + 8 = 88 moves.
func TestSittuyinSetup(t *testing.T) {
	g, p := bundledPosition(t, "sittuyin", "")
	ml := p.LegalMoves(nil)
	if len(ml) != 88 {
		t.Fatalf("start: %d moves, want 88", len(ml))
	}
	rooks := 0
	for _, m := range ml {
		s := g.MoveString(m)
		if !strings.Contains(s, "@") {
			t.Errorf("start: %s is not a drop", s)
		}
		if strings.HasPrefix(s, "R@") {
			rooks++
			if !strings.HasSuffix(s, "1") {
				t.Errorf("start: rook dropped off the first rank: %s", s)
			}
		}
	}
	if rooks != 8 {
		t.Errorf("start: %d rook drops, want 8", rooks)
	}
	// Black's rooks go to its first rank, the 8th.
	playMoves(t, p, "R@a1")
	for _, m := range p.LegalMoves(nil) {
		if s := g.MoveString(m); strings.HasPrefix(s, "r@") || strings.HasPrefix(s, "R@") {
			if !strings.HasSuffix(s, "8") {
				t.Errorf("black rook dropped off the 8th rank: %s", s)
			}
		}
	}
}

// TestSittuyinSAN: a promotion in place is written with the pawn's
// square, one to another square from that square, as Fairy-Stockfish
// writes them.
func TestSittuyinSAN(t *testing.T) {
	g, p := bundledPosition(t, "sittuyin", "7k/1n6/8/3P4/8/5r2/P7/K7[] w - - 0 1")
	got := map[string]string{}
	for _, m := range p.LegalMoves(nil) {
		got[g.MoveString(m)] = p.SAN(m)
	}
	for uci, san := range map[string]string{"d5d5f": "d5=F", "d5e6f": "d5e6=F", "d5d6": "d6"} {
		if got[uci] != san {
			t.Errorf("%s: SAN %q, want %q", uci, got[uci], san)
		}
	}
}

// TestSittuyinUnforced: promotion is never forced. White's king on a1
// cannot move (b1 and b2 are the rook's, b2 the pawn's too) and its pawn
// on a2 is blocked: its only moves are promotions, so White is
// stalemated, a draw. Free to move, the king keeps the game going.
func TestSittuyinUnforced(t *testing.T) {
	for _, c := range []struct {
		fen  string
		over bool
	}{
		{"1r5k/8/8/8/8/p7/P7/K7[] w - - 0 1", true},
		{"7k/8/8/8/8/p7/P7/K7[] w - - 0 1", false},
		// Black to move: only White's side is so stuck.
		{"1r5k/8/8/8/8/p7/P7/K7[] b - - 0 1", false},
	} {
		_, p := bundledPosition(t, "sittuyin", c.fen)
		o := p.Outcome(p.LegalMoves(nil))
		if o.Over != c.over || o.Over && (o.Rule != "stalemate" || o.Winner != interp.NoWinner) {
			t.Errorf("%s: %+v, want over %v (a stalemate, drawn)", c.fen, o, c.over)
		}
	}
}
