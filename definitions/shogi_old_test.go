package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// movesStarting keeps the moves of a list that start on square from.
func movesStarting(moves []string, from string) []string {
	var out []string
	for _, m := range moves {
		if strings.HasPrefix(m, from) {
			out = append(out, m)
		}
	}
	return out
}

// TestShoshogiRoyals: King and Crown Prince count together. While a side
// has both, neither is royal, so either may be left attacked; the last one
// is royal; promoting the Drunk Elephant lifts the royalty from the next
// turn. Each
// list was worked out by hand from the rules (a Black rook on e9 holds the
// e-file, Black's king sits out of the way on i9).
func TestShoshogiRoyals(t *testing.T) {
	for _, test := range []struct {
		name, fen string
		want      []string
	}{
		{
			// Two royals-together pieces: every move is legal, e2 too.
			"king and crown prince", "4r3k/9/9/9/9/9/9/9/+E3K4 w - - 0 1",
			[]string{"a1a2", "a1b1", "a1b2", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"},
		},
		{
			// The king alone is royal: only its steps off the e-file.
			"king alone", "4r3k/9/9/9/9/9/9/9/4K4 w - - 0 1",
			[]string{"e1d1", "e1d2", "e1f1", "e1f2"},
		},
		{
			// The elephant (a6: b7 b5 a7 b6) cannot cover the king, and
			// promoting it on a7 or b7 makes a second King-like piece only
			// from the next turn (royal-promotion next-turn, as
			// Fairy-Stockfish plays it): the king must still step away.
			"elephant promotes", "4r3k/9/9/E8/9/9/9/9/4K4 w - - 0 1",
			[]string{"e1d1", "e1d2", "e1f1", "e1f2"},
		},
		{
			// Once promoted, the prince counts: with the king attacked,
			// White may move the prince, and leave the king to be taken.
			"prince promoted", "4r3k/9/+E8/9/9/9/9/9/4K4 w - - 0 1",
			[]string{"a7a6", "a7a8", "a7b6", "a7b7", "a7b8", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"},
		},
	} {
		if got := legalMoveStrings(t, "shoshogi", test.fen); !slices.Equal(got, test.want) {
			t.Errorf("%s: moves %v, want %v", test.name, got, test.want)
		}
	}

	// Black's rook takes the King (legal: White has a Crown Prince too);
	// the prince, now White's last, is royal and in check on a1: it may
	// go only to a2 and b2 (b1 stays on the rook's rank). No drops.
	_, p := bundledPosition(t, "shoshogi", "4r3k/9/9/9/9/9/9/9/+E3K4 b - - 0 1")
	playMoves(t, p, "e9e1")
	var got []string
	for _, m := range p.LegalMoves(nil) {
		got = append(got, p.Game().MoveString(m))
	}
	slices.Sort(got)
	if want := []string{"a1a2", "a1b2"}; !slices.Equal(got, want) {
		t.Errorf("after Rxe1: %v, want %v", got, want)
	}
}

// TestToriShogiRules: hand-worked positions of tori shogi's rules.
func TestToriShogiRules(t *testing.T) {
	for _, test := range []struct {
		name, fen, from string
		want            []string
	}{
		{
			// White's left quail (fR rbB lbF) from d4: up the file, down to
			// the right as a bishop, one step down to the left.
			"white left quail", "6k/7/7/3L3/7/7/K6[] w - - 0 1", "d4",
			[]string{"d4c3", "d4d5", "d4d6", "d4d7", "d4e3", "d4f2", "d4g1"},
		},
		{
			// Black's is the same piece turned half round: down the file,
			// up towards a7 (Black's right-back), one step up to e5.
			"black left quail", "6k/7/7/3l3/7/7/K6[] b - - 0 1", "d4",
			[]string{"d4a7", "d4b6", "d4c5", "d4d1", "d4d2", "d4d3", "d4e5"},
		},
		{
			// A swallow entering the last two ranks must promote.
			"swallow promotes", "6k/7/2S4/7/7/7/K6[] w - - 0 1", "c5",
			[]string{"c5c6+"},
		},
		{
			// So must the falcon on every move into, within or out of them.
			"falcon promotes", "6k/2F4/7/7/7/7/K6[] w - - 0 1", "c6",
			[]string{"c6b5+", "c6b6+", "c6b7+", "c6c7+", "c6d5+", "c6d6+", "c6d7+"},
		},
		{
			// Two unpromoted swallows of a side on a file at most: none can
			// be dropped on file a, and on file b (one swallow) anywhere
			// but the last rank, where it could never move.
			"swallow drops", "6k/7/7/7/7/S6/SS4K[S] w - - 0 1", "S@",
			[]string{"S@b2", "S@b3", "S@b4", "S@b5", "S@b6"},
		},
	} {
		got := movesStarting(legalMoveStrings(t, "torishogi", test.fen), test.from)
		if test.from == "S@" {
			var ab []string
			for _, m := range got {
				if m[2] == 'a' || m[2] == 'b' {
					ab = append(ab, m)
				}
			}
			got = ab
		}
		if !slices.Equal(got, test.want) {
			t.Errorf("%s: %v, want %v", test.name, got, test.want)
		}
	}
}

// TestYariShogiRules: the yari silver's moves, and the yari knight's
// promotions: optional where it could move again, forced on the last rank.
func TestYariShogiRules(t *testing.T) {
	for _, test := range []struct {
		name, fen, from string
		want            []string
	}{
		{
			"yari silver", "6k/7/7/7/3+P3/7/7/7/K6[] w - - 0 1", "d5",
			[]string{"d5c6", "d5d1", "d5d2", "d5d3", "d5d4", "d5d6", "d5e6"},
		},
		{
			"yari knight", "6k/7/2N4/7/7/7/7/7/K6[] w - - 0 1", "c7",
			[]string{"c7b9+", "c7c8", "c7c8+", "c7c9+", "c7d9+"},
		},
	} {
		if got := movesStarting(legalMoveStrings(t, "yarishogi", test.fen), test.from); !slices.Equal(got, test.want) {
			t.Errorf("%s: %v, want %v", test.name, got, test.want)
		}
	}
}
