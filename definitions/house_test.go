package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// Hand-counted positions of the house variants bundled from
// Fairy-Stockfish (dragon, capahouse, bughouse, supply): each checks one
// rule against a count made from the rule text.

// Dragon chess: the Dragon in hand goes only to an empty square of the
// dropping side's first rank. White: king e1 (5 steps) and a Dragon to
// drop on a1-d1, f1-h1 (7); Black likewise on its eighth rank.
func TestDragonDropsOnFirstRank(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want int
		rank string
	}{
		{"4k3/8/8/8/8/8/8/4K3[D] w - - 0 1", 5 + 7, "1"},
		{"4k3/8/8/8/8/8/8/4K3[d] b - - 0 1", 5 + 7, "8"},
		{"4k3/8/8/8/8/8/8/4K3[d] w - - 0 1", 5, ""},                // Black's dragon: White cannot drop it
		{"4k3/8/8/8/8/8/8/R3K3[D] w Q - 0 1", 5 + 10 + 1 + 6, "1"}, // rook a1: 10 moves, O-O-O, 6 drops
	} {
		g, p := bundledPosition(t, "dragon", c.fen)
		ms := strings.Fields(legalUCIs(g, p))
		if len(ms) != c.want {
			t.Errorf("%s: %d moves, want %d: %v", c.fen, len(ms), c.want, ms)
		}
		for _, m := range ms {
			if strings.Contains(m, "@") && !strings.HasSuffix(m, c.rank) {
				t.Errorf("%s: drop %s off rank %s", c.fen, m, c.rank)
			}
		}
	}
}

// A dragon pawn promotes to a Dragon too: five choices on a8.
func TestDragonPromotesToDragon(t *testing.T) {
	g, p := bundledPosition(t, "dragon", "7k/P7/8/8/8/8/8/K7 w - - 0 1")
	ms := strings.Fields(legalUCIs(g, p))
	var promotions []string
	for _, m := range ms {
		if strings.HasPrefix(m, "a7a8") {
			promotions = append(promotions, m)
		}
	}
	slices.Sort(promotions)
	if want := []string{"a7a8b", "a7a8d", "a7a8n", "a7a8q", "a7a8r"}; !slices.Equal(promotions, want) {
		t.Errorf("promotions %v, want %v", promotions, want)
	}
}

// Capahouse: a captured Chancellor goes to the captor's hand; one that was
// a pawn (c~) goes back as a pawn, which drops only on ranks 2-7: 10x6 = 60
// squares, all empty here. The Chancellor drops anywhere empty: 80 squares
// less the two kings.
func TestCapahouseCapturesToHand(t *testing.T) {
	for _, c := range []struct {
		fen, hand string
		drops     int
	}{
		{"4k5/10/10/10/10/10/10/4Kc4[] w - - 0 1", "C", 78},
		{"4k5/10/10/10/10/10/10/4Kc~4[] w - - 0 1", "P", 60},
	} {
		g, p := bundledPosition(t, "capahouse", c.fen)
		playMoves(t, p, "e1f1 e8d8")
		if !strings.Contains(p.FEN(), "["+c.hand+"]") {
			t.Errorf("%s after e1f1: %s, want hand [%s]", c.fen, p.FEN(), c.hand)
		}
		n := 0
		for _, m := range strings.Fields(legalUCIs(g, p)) {
			if strings.HasPrefix(m, c.hand+"@") {
				n++
			}
		}
		if n != c.drops {
			t.Errorf("%s: %d drops of %s, want %d", c.fen, n, c.hand, c.drops)
		}
	}
}

// Bughouse on one board: a capture sends nothing to hand (the piece would
// go to the partner), yet a promoted pawn is still marked Q~ and the hand
// from the FEN may be dropped. White: Kxf1 takes a promoted queen, hand
// stays [N]; a7a8q makes a marked queen.
func TestBughouseCapturesLeaveTheGame(t *testing.T) {
	_, p := bundledPosition(t, "bughouse", "4k3/P7/8/8/8/8/8/4Kq~2[N] w - - 0 1")
	playMoves(t, p, "e1f1")
	if got, want := p.FEN(), "4k3/P7/8/8/8/8/8/5K2[N] b - - 0 1"; got != want {
		t.Errorf("after Kxf1: %s, want %s", got, want)
	}
	playMoves(t, p, "e8d7 a7a8q")
	if got, want := p.FEN(), "Q~7/3k4/8/8/8/8/8/5K2[N] b - - 0 2"; got != want {
		t.Errorf("after a8=Q: %s, want %s", got, want)
	}
	// White's knight in hand: 64 squares less the two kings and the queen.
	g, p := bundledPosition(t, "bughouse", "Q~7/3k4/8/8/8/8/8/5K2[N] w - - 0 1")
	n := 0
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if strings.HasPrefix(m, "N@") {
			n++
		}
	}
	if n != 61 {
		t.Errorf("%d knight drops, want 61", n)
	}
}

// Supply chess, from the rules: White's general e1 (black general d10)
// may step to f1 and e2, not d1 (the generals would face each other on
// the open d-file). A piece in hand drops on an empty square of White's
// side of the river (ranks 1-5), only where its kind could stand, and
// never giving check:
//   - a chariot: 45 squares less e1, less d1-d5 (check along the d-file): 39;
//   - an advisor: the palace's five points d1 f1 e2 d3 f3;
//   - a soldier: a4 a5 c4 c5 e4 e5 g4 g5 i4 i5;
//   - an elephant: its seven points c1 g1 a3 e3 i3 c5 g5.
func TestSupplyDrops(t *testing.T) {
	for _, c := range []struct {
		hand  string
		drops []string
	}{
		{"R", nil},
		{"A", []string{"d1", "d3", "e2", "f1", "f3"}},
		{"P", []string{"a4", "a5", "c4", "c5", "e4", "e5", "g4", "g5", "i4", "i5"}},
		{"B", []string{"a3", "c1", "c5", "e3", "g1", "g5", "i3"}},
	} {
		fen := "3k5/9/9/9/9/9/9/9/9/4K4[" + c.hand + "] w - - 0 1"
		g, p := bundledPosition(t, "supply", fen)
		var steps, drops []string
		for _, m := range strings.Fields(legalUCIs(g, p)) {
			if to, ok := strings.CutPrefix(m, c.hand+"@"); ok {
				drops = append(drops, to)
			} else {
				steps = append(steps, m)
			}
		}
		if want := []string{"e1e2", "e1f1"}; !slices.Equal(steps, want) {
			t.Errorf("%s: general's moves %v, want %v", fen, steps, want)
		}
		if c.drops == nil {
			if len(drops) != 39 || slices.ContainsFunc(drops, func(s string) bool { return s[0] == 'd' }) {
				t.Errorf("%s: %d chariot drops %v, want 39 off the d-file", fen, len(drops), drops)
			}
			continue
		}
		slices.Sort(drops)
		if !slices.Equal(drops, c.drops) {
			t.Errorf("%s: drops %v, want %v", fen, drops, c.drops)
		}
	}
}
