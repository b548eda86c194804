package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// Werewolf chess (definitions/hachu.vdl): the Werewolf's moves and the
// contagion, each worked out by hand from the rules (chessvariants.com's
// Werewolf Chess): the Werewolf slides up to three squares, or jumps over
// an occupied first square to the second, taking the enemy it jumps over
// if it likes; a piece that takes a Werewolf becomes one, a King kills it.

func TestWerewolfMoves(t *testing.T) {
	for _, c := range []struct {
		name, fen, from string
		want            []string
	}{
		// From the start the Werewolf on d1 is hemmed in by its own
		// pieces: it jumps over c2, d2 and e2 to b3, d3 and f3 (over c1
		// and e1 it would land on its own b1 and f1).
		{"start", "", "d1", []string{"d1b3", "d1d3", "d1f3"}},
		// d4, a White pawn on e5 and a Black one on c5, the kings on a1
		// and a8: three squares every way that is free (d5-d7, e4-g4,
		// e3-g1, d3-d1, c4-a4; c3 and b2 before its own king on a1); over
		// its own e5 to f6; onto c5 taking, over c5 to b6 leaving it, or
		// over it taking it (d4c5,c5b6).
		{"slides and jumps", "k7/8/8/2p1P3/3W4/8/8/K7 w - - 0 1", "d4", []string{
			"d4a4", "d4b2", "d4b4", "d4b6", "d4c3", "d4c4", "d4c5", "d4c5,c5b6",
			"d4d1", "d4d2", "d4d3", "d4d5", "d4d6", "d4d7", "d4e3", "d4e4", "d4f2", "d4f4", "d4f6", "d4g1", "d4g4"}},
		// Two enemies in a row: onto the first, over it onto the second
		// (taking both or only the second), no further.
		{"double capture", "k7/8/1p6/2p5/3W4/8/8/K7 w - - 0 1", "d4", []string{
			"d4a4", "d4b2", "d4b4", "d4b6", "d4c3", "d4c4", "d4c5", "d4c5,c5b6",
			"d4d1", "d4d2", "d4d3", "d4d5", "d4d6", "d4d7", "d4e3", "d4e4", "d4e5", "d4f2", "d4f4", "d4f6", "d4g1", "d4g4", "d4g7"}},
	} {
		_, p := bundledPosition(t, "werewolf", c.fen)
		got := legalFrom(p, c.from)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: moves of %s\n got  %v\n want %v", c.name, c.from, got, want)
		}
	}
}

// TestWerewolfContagion: what a capture leaves on the board, and check
// by a piece the contagion has just turned.
func TestWerewolfContagion(t *testing.T) {
	for _, c := range []struct {
		name, fen, move, placement string
		check                      bool // the side to move after it is in check
	}{
		// A Knight takes a Werewolf: a White Werewolf stands on f6.
		{"knight turns", "k7/8/5w2/8/4N3/8/8/K7 w - - 0 1", "e4f6", "k7/8/5W2/8/8/8/8/K7", false},
		// A King kills it: the King stands on b2.
		{"king kills", "k7/8/8/8/8/8/1w6/K7 w - - 0 1", "a1b2", "k7/8/8/8/8/8/1K6/8", false},
		// A Werewolf takes a Werewolf: one Werewolf is left, three
		// diagonal squares from the King on a8 (check).
		{"werewolf takes werewolf", "k7/8/8/3w4/3W4/8/8/K7 w - - 0 1", "d4d5", "k7/8/8/3W4/8/8/8/K7", true},
		// A Pawn that takes a Werewolf on the last rank promotes and
		// then turns: a Werewolf on e8, whatever it chose, three squares
		// from the King on h8 (check).
		{"pawn promotes, then turns", "4w2k/3P4/8/8/8/8/8/K7 w - - 0 1", "d7e8n", "4W2k/8/8/8/8/8/8/K7", true},
		{"pawn promotes to rook, then turns", "4w2k/3P4/8/8/8/8/8/K7 w - - 0 1", "d7e8r", "4W2k/8/8/8/8/8/8/K7", true},
		// The Werewolf's jump over a Werewolf, taking it on the way,
		// turns nothing (the captor is one already); a Knight taking a
		// Black Pawn stays a Knight.
		{"jump takes werewolf", "k7/8/8/8/3w4/3W4/8/K7 w - - 0 1", "d3d4,d4d5", "k7/8/8/3W4/8/8/8/K7", true},
		{"knight takes pawn", "k7/8/5p2/8/4N3/8/8/K7 w - - 0 1", "e4f6", "k7/8/5N2/8/8/8/8/K7", false},
		// A Knight on d4 takes the Werewolf on e6 and becomes one: from e6
		// it slides to e8, so the King there is in check (a Knight on e6
		// would not give it).
		{"turned piece checks", "4k3/8/4w3/8/3N4/8/8/K7 w - - 0 1", "d4e6", "4k3/8/4W3/8/8/8/8/K7", true},
	} {
		_, p := bundledPosition(t, "werewolf", c.fen)
		before := p.FEN()
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		p.Make(m)
		if got := strings.Fields(p.FEN())[0]; got != c.placement {
			t.Errorf("%s: after %s the board is %s, want %s", c.name, c.move, got, c.placement)
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: after %s in check %v, want %v", c.name, c.move, got, c.check)
		}
		p.Unmake()
		if got := p.FEN(); got != before {
			t.Errorf("%s: unmake gives %s, want %s", c.name, got, before)
		}
	}
}
