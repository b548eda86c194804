package definitions_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// legalMoveStrings lists a position's legal moves in UCI notation, sorted.
func legalMoveStrings(t *testing.T, variant, fen string) []string {
	t.Helper()
	g, p := bundledPosition(t, variant, fen)
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, g.MoveString(m))
	}
	slices.Sort(out)
	return out
}

// pawnDrops keeps the pawn drops of a move list.
func pawnDrops(moves []string) []string {
	var out []string
	for _, m := range moves {
		if strings.HasPrefix(m, "P@") {
			out = append(out, m)
		}
	}
	return out
}

// TestShogiDrops checks the drop rules of the shogi family on minishogi
// positions whose moves were worked out by hand from the rules: no pawn
// drop on a file with an own unpromoted pawn (nifu), none where the pawn
// could never move (the last rank). A pawn drop that mates
// (uchifuzume) is a move, as Fairy-Stockfish counts it, whose mate loses
// for the side that dropped.
func TestShogiDrops(t *testing.T) {
	// White: king a1, pawn a2, gold d3 or c3, a pawn in hand; Black: king
	// e5, rook d5. The empty squares of files b to e, ranks 1 to 4, take a
	// pawn (file a has White's pawn, rank 5 would leave it no move): 15.
	for _, test := range []struct {
		fen, gold string
		mate      bool
	}{
		// The gold on d3 guards e4 and d4, the rook blocks d5 and cannot
		// reach e4: P@e4 mates, and Black wins.
		{"3rk/5/3G1/P4/K4[P] w - - 0 1", "d3", true},
		// On c3 it guards d4 but not e4: the king takes the pawn.
		{"3rk/5/2G2/P4/K4[P] w - - 0 1", "c3", false},
	} {
		var want []string
		for _, f := range "bcde" {
			for _, r := range "1234" {
				if sq := string(f) + string(r); sq != test.gold {
					want = append(want, "P@"+sq)
				}
			}
		}
		slices.Sort(want)
		if got := pawnDrops(legalMoveStrings(t, "minishogi", test.fen)); !slices.Equal(got, want) {
			t.Errorf("gold on %s: pawn drops %v, want %v", test.gold, got, want)
		}
		_, p := bundledPosition(t, "minishogi", test.fen)
		playMoves(t, p, "P@e4")
		o := p.Outcome(p.LegalMoves(nil))
		switch {
		case test.mate && (!o.Over || o.Winner != interp.Black):
			t.Errorf("gold on %s: after P@e4 %+v, want Black to win (a pawn drop may not mate)", test.gold, o)
		case !test.mate && o.Over:
			t.Errorf("gold on %s: after P@e4 %+v, want the game to go on", test.gold, o)
		}
	}
}

// TestShogiPromotion: promotion is a choice on entering, within and
// leaving the zone (minishogi: the last rank), forced where the piece
// could not move again.
func TestShogiPromotion(t *testing.T) {
	for _, test := range []struct {
		name, fen string
		from      string
		want      []string // the legal moves of the piece on from
	}{
		// A pawn reaching the last rank must promote.
		{"forced", "k4/4P/5/5/4K[] w - - 0 1", "e4", []string{"e4e5+"}},
		// A silver on e4 enters the zone on d5 and e5, may promote or not;
		// its steps back to d3 stay outside.
		{"entering", "k4/4S/5/5/4K[] w - - 0 1", "e4", []string{"e4d3", "e4d5", "e4d5+", "e4e5", "e4e5+"}},
		// A silver on d5 leaving the zone may promote (c4, e4) or not; a
		// step within it is not possible for a silver (no sideways step).
		{"leaving", "k2S1/5/5/5/4K[] w - - 0 1", "d5", []string{"d5c4", "d5c4+", "d5e4", "d5e4+"}},
	} {
		var got []string
		for _, m := range legalMoveStrings(t, "minishogi", test.fen) {
			if strings.HasPrefix(m, test.from) {
				got = append(got, m)
			}
		}
		if !slices.Equal(got, test.want) {
			t.Errorf("%s: %s moves %v, want %v", test.name, test.from, got, test.want)
		}
	}
}

// TestShogiDemotion: a captured promoted piece goes to the captor's hand
// as what it was, and changes colour.
func TestShogiDemotion(t *testing.T) {
	_, p := bundledPosition(t, "minishogi", "k4/5/5/1+p3/K4[] w - - 0 1")
	playMoves(t, p, "a1b2")
	if got, want := p.FEN(), "k4/5/5/1K3/5[P] b - - 0 1"; got != want {
		t.Errorf("after Kxb2 (a tokin): %s, want %s", got, want)
	}
}

// TestShogiFamilyPerft: variants of the family that Fairy-Stockfish's
// suite has no row for, and mid-game positions with pieces in hand (from
// random games), against its "go perft".
func TestShogiFamilyPerft(t *testing.T) {
	for _, test := range []struct {
		variant, fen string // "": the start position
		depth        int
		fsf          uint64 // Fairy-Stockfish 221126 (largeboards)
	}{
		{"mini", "", 4, 35401}, // its other name
		{"judkins", "", 4, 118345},
		{"gorogoro", "", 4, 67517},
		{"euroshogi", "", 3, 15424},
		{"checkshogi", "", 3, 25470},
		{"okisakishogi", "", 3, 48211},
		{"okisakishogi", "+Nn1k1sg3/2s1gs2gl/r3qp4/1pppp1p2p/p3P2Np1/P7P1/3P1nP3/2K1+b2PgP/1l2Q2S2/3+b5L[LPrppp] w - - 1 76", 2, 18895},
		{"kyotoshogi", "5/2k+sl/1+p2+S/p2K1/2n2[ln] b - - 1 19", 4, 392183},
		{"micro", "k+r2/p3/+L1+lP/bB+R1/3K[] b - - 11 6", 4, 25629},
		{"dobutsu", "1ge/lCC/3/ELG[] w - - 1 3", 5, 32246},
		{"shoshogi", "5+P+E2/4+r4/7+P1/3k5/9/9/9/l1SK5/8+l b - - 22 158", 3, 20451},
		{"shoshogi", "6+P2/+N4+r3/Ppk5b/g4p+EP1/1P1P4L/9/9/8K/5+sR2 b - - 2 110", 3, 28767},
		{"torishogi", "1p2c2/1r1cL1S/skPss+F1/sssS2s/Sss1CSS/L1SKs1R/1P1F1P1[c] w - - 3 32", 3, 29440},
		{"yarishogi", "1nnk1r1/5bb/1p1+B1pp/2p1p2/2r1P2/p1P3P/1P1P1P1/PB1K3/R3NNR[P] b - - 0 15", 3, 16438},
	} {
		_, p := bundledPosition(t, test.variant, test.fen)
		if got := p.Perft(test.depth); got != test.fsf {
			t.Errorf("%s %q perft %d = %d, Fairy-Stockfish %d", test.variant, test.fen, test.depth, got, test.fsf)
		}
	}
}
