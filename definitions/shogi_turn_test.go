package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// pieceMoves lists the legal moves, in UCI, of the piece on square from
// (its drops are not among them).
func pieceMoves(t *testing.T, variant, fen, from string) []string {
	t.Helper()
	var got []string
	for _, m := range legalMoveStrings(t, variant, fen) {
		if strings.HasPrefix(m, from) {
			got = append(got, m)
		}
	}
	return got
}

// withSuffix appends suffix to each square name: "c3c4" + "-".
func withSuffix(moves []string, suffix string) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m + suffix
	}
	slices.Sort(out)
	return out
}

// boardAndHand is a FEN's placement field with its hand.
func boardAndHand(fen string) string { return strings.Fields(fen)[0] }

// TestTurningPieces: a flipping promotion map (Kyoto shogi: the zone is
// the whole board, promotion mandatory) turns a mapped piece over at every
// move, and back; with captures-only (micro shogi) only captures turn it.
// The moves are worked out from the rules: a Kyoto pawn steps forward and
// becomes a rook, which slides and becomes a pawn again, and so on.
func TestTurningPieces(t *testing.T) {
	for _, test := range []struct {
		name, variant, fen, from string
		want                     []string
	}{
		// Kyoto: kings a1 and a5; the piece on c3 or c2 stands alone.
		{"pawn turns to rook", "kyotoshogi", "k4/5/5/2P2/K4[] w - - 0 1", "c2",
			[]string{"c2c3+"}},
		{"rook turns to pawn", "kyotoshogi", "k4/5/2+P2/5/K4[] w - - 0 1", "c3",
			withSuffix([]string{"c3c4", "c3c5", "c3c2", "c3c1", "c3b3", "c3a3", "c3d3", "c3e3"}, "-")},
		{"silver turns to bishop", "kyotoshogi", "k4/5/2S2/5/K4[] w - - 0 1", "c3",
			withSuffix([]string{"c3b4", "c3c4", "c3d4", "c3b2", "c3d2"}, "+")},
		// Black's king on b5, off the bishop's diagonals; a1 blocks one.
		{"bishop turns to silver", "kyotoshogi", "1k3/5/2+S2/5/K4[] w - - 0 1", "c3",
			withSuffix([]string{"c3b4", "c3a5", "c3d4", "c3e5", "c3b2", "c3d2", "c3e1"}, "-")},
		{"knight turns to gold", "kyotoshogi", "k4/5/2N2/5/K4[] w - - 0 1", "c3",
			withSuffix([]string{"c3b5", "c3d5"}, "+")},
		{"gold turns to lance", "kyotoshogi", "k4/5/2+L2/5/K4[] w - - 0 1", "c3",
			withSuffix([]string{"c3b4", "c3c4", "c3d4", "c3b3", "c3d3", "c3c2"}, "-")},
		// The king has no other side.
		{"king stays", "kyotoshogi", "k4/5/5/5/K4[] w - - 0 1", "a1",
			[]string{"a1a2", "a1b1", "a1b2"}},
		// Black's pieces turn as White's: a black pawn steps down.
		{"black pawn", "kyotoshogi", "k4/2p2/5/5/K4[] b - - 0 1", "c4",
			[]string{"c4c3+"}},
		// Micro: kings a5 and a1 on 4x5. A quiet move keeps the piece's side
		// up, a capture turns it over.
		{"quiet step keeps", "micro", "k3/4/4/2P1/K3[] w - - 0 1", "c2",
			[]string{"c2c3"}},
		{"capture turns", "micro", "k3/4/2p1/2P1/K3[] w - - 0 1", "c2",
			[]string{"c2c3+"}},
		// A gold (a turned rook) on b2 takes the pawn on b3 and turns back
		// into a rook; its other steps are quiet (a1 holds the king).
		{"capture turns back", "micro", "k3/4/1p2/1+R2/K3[] w - - 0 1", "b2",
			[]string{"b2a2", "b2a3", "b2b1", "b2b3-", "b2c2", "b2c3"}},
	} {
		if got := pieceMoves(t, test.variant, test.fen, test.from); !slices.Equal(got, test.want) {
			t.Errorf("%s: %s moves %v, want %v", test.name, test.from, got, test.want)
		}
	}
}

// TestTurnedCaptures: the piece that captured stands turned, and the piece
// it took goes to the captor's hand as its unturned side.
func TestTurnedCaptures(t *testing.T) {
	for _, test := range []struct {
		name, variant, fen, move, want string
	}{
		// A rook (a turned pawn) takes a turned silver: the rook becomes a
		// pawn, the bishop goes to hand as a silver.
		{"kyoto", "kyotoshogi", "k4/2+s2/5/2+P2/K4[] w - - 0 1", "c2c4-", "k4/2P2/5/5/K4[S]"},
		// A pawn takes a turned lance (a silver): the pawn becomes a
		// knight, the silver goes to hand as a lance.
		{"micro", "micro", "k3/4/2+l1/2P1/K3[] w - - 0 1", "c2c3+", "k3/4/2+P1/4/K3[L]"},
	} {
		_, p := bundledPosition(t, test.variant, test.fen)
		playMoves(t, p, test.move)
		if got := boardAndHand(p.FEN()); got != test.want {
			t.Errorf("%s: after %s: %s, want %s", test.name, test.move, got, test.want)
		}
	}
}

// TestTurningDrops: a piece in hand is dropped either side up, on any
// empty square (Kyoto has no rule against a piece that could not move
// again, nor nifu): kings a1 and a5 leave 23 squares, so 46 drops.
func TestTurningDrops(t *testing.T) {
	for _, hand := range []string{"N", "P", "L", "S"} {
		fen := "k4/5/5/5/K4[" + hand + hand + "] w - - 0 1"
		var plain, turned int
		for _, m := range legalMoveStrings(t, "kyotoshogi", fen) {
			switch {
			case strings.HasPrefix(m, hand+"@"):
				plain++
			case strings.HasPrefix(m, "+"+hand+"@"):
				turned++
			}
		}
		if plain != 23 || turned != 23 {
			t.Errorf("%s in hand: %d drops and %d turned drops, want 23 and 23", hand, plain, turned)
		}
	}
}

// TestDobutsuLion: the lion is not royal; a side loses with its lion
// taken, and wins when its lion stands on the far rank and, with the
// opponent to move, no enemy piece attacks it (both: a draw). Positions
// worked out by hand on the 3x4 board.
func TestDobutsuLion(t *testing.T) {
	// White's lion on a4 (its far rank) is attacked by Black's giraffe on
	// b4; Black's lion is on c2. Black has 8 moves: the giraffe to a4, b3,
	// c4, the lion to b1, c1, b2, b3, c3.
	const attacked = "Lg1/3/2l/3[] b - - 0 1"
	if got := legalMoveStrings(t, "dobutsu", attacked); len(got) != 8 {
		t.Errorf("%s: %d moves %v, want 8", attacked, len(got), got)
	}
	for _, test := range []struct {
		name, fen, move string
		over            bool
		winner          int
		rule            string
	}{
		{"lion taken", attacked, "b4a4", true, interp.Black, "lion captured"},
		// The giraffe steps away: White's lion stands safe on the far rank.
		{"safe again", attacked, "b4b3", true, interp.White, "lion reached"},
		// Black's lion reaches its far rank (rank 1) where nothing attacks it.
		{"black reaches", attacked, "c2c1", true, interp.Black, "lion reached"},
		// Neither lion stands safe on its far rank: play goes on.
		{"still attacked", attacked, "c2c3", false, interp.NoWinner, ""},
		// Both lions stand safe on their far ranks: a draw.
		{"both", "L2/3/3/2l[] w - - 0 1", "", true, interp.NoWinner, "lion reached"},
	} {
		_, p := bundledPosition(t, "dobutsu", test.fen)
		if test.move != "" {
			playMoves(t, p, test.move)
		}
		moves := p.LegalMoves(nil)
		o := p.Outcome(moves)
		if o.Over != test.over || o.Over && (o.Winner != test.winner || o.Rule != test.rule) {
			t.Errorf("%s: %+v, want over %v winner %d rule %q", test.name, o, test.over, test.winner, test.rule)
		}
		if o.Over && len(moves) != 0 {
			t.Errorf("%s: the game is over but %d moves are listed", test.name, len(moves))
		}
	}
	// The chick must promote on the far rank.
	if got, want := pieceMoves(t, "dobutsu", "l2/1C1/3/2L[] w - - 0 1", "b3"), []string{"b3b4+"}; !slices.Equal(got, want) {
		t.Errorf("chick on b3: %v, want %v", got, want)
	}
}

// TestCheckShogi: the first check wins, the drop of a gold included.
func TestCheckShogi(t *testing.T) {
	_, p := bundledPosition(t, "checkshogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 1+1 0 1")
	playMoves(t, p, "G@e8")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.White || o.Rule != "check" {
		t.Errorf("after G@e8: %+v, want White to win by check", o)
	}
	_, p = bundledPosition(t, "checkshogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 1+1 0 1")
	playMoves(t, p, "G@e7")
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Errorf("after G@e7 (no check): %+v, want the game to go on", o)
	}
}

// TestOkisakiPieces: the lance slides both ways along its file, the
// knight leaps as in chess, and both promote in the zone (ranks 8 to 10),
// the knight by force nowhere (it can always move); the queen never
// promotes.
func TestOkisakiPieces(t *testing.T) {
	for _, test := range []struct {
		name, fen, from string
		want            []string
	}{
		// Kings a1 and j10; the lance on e5 reaches e1 to e10; on e8 to e10
		// it may promote.
		{"lance", "9k/10/10/10/10/4L5/10/10/10/K9[] w - - 0 1", "e5", []string{
			"e5e1", "e5e10", "e5e10+", "e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e8", "e5e8+", "e5e9", "e5e9+"}},
		// The knight on e7 reaches c8, g8, d9, f9 (zone: either), c6, g6,
		// d5, f5.
		{"knight", "9k/10/10/4N5/10/10/10/10/10/K9[] w - - 0 1", "e7", []string{
			"e7c6", "e7c8", "e7c8+", "e7d5", "e7d9", "e7d9+", "e7f5", "e7f9", "e7f9+", "e7g6", "e7g8", "e7g8+"}},
	} {
		if got := pieceMoves(t, "okisakishogi", test.fen, test.from); !slices.Equal(got, test.want) {
			t.Errorf("%s: %s moves %v, want %v", test.name, test.from, got, test.want)
		}
	}
	for _, m := range pieceMoves(t, "okisakishogi", "9k/10/10/10/10/10/10/4Q5/10/K9[] w - - 0 1", "e3") {
		if strings.HasSuffix(m, "+") {
			t.Errorf("queen move %s promotes", m)
		}
	}
}

// TestShogiFamilyRoundTrip plays random games of every variant of the
// family: each position's FEN reads back to the same position (pieces in
// hand, turned pieces and check counters included), and each move played,
// drops among them, is read back from its SAN.
func TestShogiFamilyRoundTrip(t *testing.T) {
	for _, name := range []string{"shogi", "minishogi", "judkins", "gorogoro", "euroshogi",
		"kyotoshogi", "micro", "dobutsu", "checkshogi", "okisakishogi", "shoshogi", "torishogi", "yarishogi"} {
		g := bundledGame(t, name)
		for seed := uint64(1); seed <= 3; seed++ {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 8))
			var moves []interp.Move
			for ply := 0; ply < 100; ply++ {
				if moves = p.LegalMoves(moves[:0]); len(moves) == 0 {
					break
				}
				m := moves[rng.IntN(len(moves))]
				san := p.SAN(m)
				if got, err := search.ParseMoveText(p, moves, san); err != nil || got != m {
					t.Fatalf("%s, %s: SAN %s reads back as %s (%v), want %s", name, p.FEN(), san, g.MoveString(got), err, g.MoveString(m))
				}
				p.Make(m)
				q, err := g.ParseFEN(p.FEN())
				if err != nil || q.FEN() != p.FEN() || q.Hash() != p.Hash() {
					t.Fatalf("%s: FEN %s does not read back (%v)", name, p.FEN(), err)
				}
			}
		}
	}
}
