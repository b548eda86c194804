package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// Cashew Shogi (definitions/hachu.vdl): counts and moves worked out by
// hand from the rules (chessvariants.com's Cashew Shogi), White moving up
// the board. The boards are 13x13: "13" is an empty rank.

// TestCashewCounts: how many moves a piece has, counted by hand.
func TestCashewCounts(t *testing.T) {
	for _, c := range []struct {
		name, fen, from string
		want            int
	}{
		// From the start: eleven Pawns step (d4 and j4 stand behind their
		// Guns), each Gun slides to the 6th, 7th or 8th rank or takes the
		// Black Gun on the 9th (8), and the Wolf on k2 leaps three squares
		// to k5 or h5 (its steps and two-square leaps land on its own
		// pieces): 21.
		{"start", "", "", 21},
		// Alone on g6 (kings on a1 and m13 out of reach): the Lion and
		// the Wolf reach each of the 24 squares up to two (Lion) or three
		// (Wolf, along the 8 lines) king steps away, and pass: 25. The
		// Berserker: the Wolf's 24 squares, the 8 knight squares, and the
		// pass: 33.
		{"lion", "12k/13/13/13/13/13/13/6YL6/13/13/13/13/K12 w - - 0 1", "g6", 25},
		{"wolf", "12k/13/13/13/13/13/13/6YW6/13/13/13/13/K12 w - - 0 1", "g6", 25},
		{"berserker", "12k/13/13/13/13/13/13/6YB6/13/13/13/13/K12 w - - 0 1", "g6", 33},
		// The Hook Mover on g7 reaches every square of the board by a
		// rook move or a rook move and a quarter turn, but its own: 168,
		// less its own King's a1 and the Black King's m13, shielded by
		// Pawns on l13 and m12 (which it takes): 166.
		{"hook mover", "11pk/12p/13/13/13/13/6YH6/13/13/13/13/13/K12 w - - 0 1", "g7", 166},
		// The Goblin on g7 reaches every square of its colour (85 on the
		// board, its own g7 one) by a bishop move and a quarter turn, but
		// its King's a1 and the Black King's m13, shielded by a Pawn on
		// l12 (which it takes): 82; and the four orthogonal steps: 86.
		{"goblin", "12k/11p1/13/13/13/13/6YG6/13/13/13/13/13/K12 w - - 0 1", "g7", 86},
	} {
		_, p := bundledPosition(t, "cashew-shogi", c.fen)
		if got := len(legalFrom(p, c.from)); got != c.want {
			t.Errorf("%s: %d moves, want %d: %v", c.name, got, c.want, legalFrom(p, c.from))
		}
	}
}

// TestCashewMoves: promotion by capture, mandatory and wherever the
// piece stands, and the Wolf's moves along one line.
func TestCashewMoves(t *testing.T) {
	for _, c := range []struct {
		name, fen, from string
		want            []string // the moves of the piece on from that start with one of prefixes
		prefixes        []string // nil: all its moves
	}{
		// A Dragon (F2) on e5 next to a Black Pawn on f6: it takes it only
		// promoting (to a Castle), and goes on to g7 only over an empty f6.
		{"dragon", "12k/13/13/13/13/13/13/5p7/4ZF8/13/13/13/K12 w - - 0 1", "e5",
			[]string{"e5c3", "e5c7", "e5d4", "e5d6", "e5f4", "e5f6+", "e5g3"}, nil},
		// A Pawn takes without promoting.
		{"pawn", "12k/13/13/13/13/13/13/4p8/4P8/13/13/13/K12 w - - 0 1", "e5", []string{"e5e6"}, nil},
		// A Lion's capture promotes however it takes: on arrival, on the
		// way, or without moving (igui): every capture of f6 (to a
		// Berserker).
		{"lion", "12k/13/13/13/13/13/13/5p7/4YL8/13/13/13/K12 w - - 0 1", "e5",
			[]string{"e5f6+", "e5f6,f6e5+", "e5f6,f6e6+", "e5f6,f6e7+", "e5f6,f6f5+", "e5f6,f6f7+", "e5f6,f6g5+", "e5f6,f6g6+", "e5f6,f6g7+"}, []string{"e5f6"}},
		// A Hun promoted to a Lion never promotes again.
		{"promoted hun", "12k/13/13/13/13/13/13/5p7/4YN8/13/13/13/K12 w - - 0 1", "e5",
			[]string{"e5f6", "e5f6,f6e5", "e5f6,f6e6", "e5f6,f6e7", "e5f6,f6f5", "e5f6,f6f7", "e5f6,f6g5", "e5f6,f6g6", "e5f6,f6g7"}, []string{"e5f6"}},
		// The Wolf on g6, Black Pawns on g7 and g8, g9 empty: along the g
		// file it takes g7, or g8 (leaping), or both ending on g8 or back
		// on g7; leaps to g9 taking g7, g8, both or neither; takes g7 and
		// comes back (igui). Every capture promotes (to an Elephant).
		{"wolf", "12k/13/13/13/13/6p6/6p6/6YW6/13/13/13/13/K12 w - - 0 1", "g6",
			[]string{"g6g7+", "g6g7,g7g6+", "g6g7,g7g8+", "g6g7,g7g8,g8g9+", "g6g7,g7g9+", "g6g8+", "g6g8,g8g7+", "g6g8,g8g9+", "g6g9"}, []string{"g6g7", "g6g8", "g6g9"}},
	} {
		_, p := bundledPosition(t, "cashew-shogi", c.fen)
		var got []string
		for _, m := range legalFrom(p, c.from) {
			if c.prefixes == nil || slices.ContainsFunc(c.prefixes, func(pre string) bool { return strings.HasPrefix(m, pre) }) {
				got = append(got, m)
			}
		}
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got  %v\n want %v", c.name, got, want)
		}
	}
}
