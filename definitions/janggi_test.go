package definitions_test

import (
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestJanggiRules checks rules from the rule text on positions worked out
// by hand: the cannon hops over no cannon and takes none; passing; facing
// generals (bikjang).
func TestJanggiRules(t *testing.T) {
	g := bundledGame(t, "janggi")
	for _, c := range []struct {
		name, fen string
		want      []string // every legal move
	}{
		// The cannon on a1 may not hop over its fellow on a3, but hops over
		// its general on e1 to f1-i1; the one on a3 hops over the soldier
		// on a4 to a5-a10 but not back over a1. The general: d1, f1, e2 and
		// a pass (e1e1).
		{"cannon over cannon", "3k5/9/9/9/9/9/p8/C8/9/C3K4 w - - 0 1", []string{
			"a1f1", "a1g1", "a1h1", "a1i1", "a3a5", "a3a6", "a3a7", "a3a8", "a3a9", "a3a10",
			"e1d1", "e1f1", "e1e2", "e1e1"}},
		// A black cannon on a7 stops the hop at a6: it cannot be taken.
		{"cannon takes no cannon", "3k5/9/9/c8/9/9/p8/C8/9/C3K4 w - - 0 1", []string{
			"a1f1", "a1g1", "a1h1", "a1i1", "a3a5", "a3a6", "e1d1", "e1f1", "e1e2", "e1e1"}},
		// Facing generals: White must end it or pass. The general may go
		// to d1 or f1, off the file (e2 keeps it on the file; e1 is on no
		// palace diagonal); no chariot move reaches the e-file between
		// them, so none is legal.
		{"bikjang", "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", []string{"e1d1", "e1f1", "e1e1"}},
		// In check and facing, the pass is still allowed (and ends the game).
		{"bikjang in check", "4k4/9/9/9/9/9/9/9/r8/4K4 w - - 0 1", []string{"e1d1", "e1f1", "e1e1"}},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, g.MoveString(m))
		}
		sort.Strings(got)
		if !sameSet(got, c.want) {
			t.Errorf("%s: moves %v, want %v", c.name, got, c.want)
		}
	}
}

// TestJanggiEndings: a pass that leaves the generals facing ends the
// game (bikjang), and so do two passes in a row; material decides: a
// chariot (13) beats Black's 1.5, nothing against 1.5 loses.
func TestJanggiEndings(t *testing.T) {
	g := bundledGame(t, "janggi")
	for _, c := range []struct {
		fen, moves, rule string
		winner           int
	}{
		{"4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "e1e1", "bikjang", interp.White},
		{"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "d1e1 e10e10", "bikjang", interp.White},
		{"3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "e1e1 d10d10", "double pass", interp.White},
		{"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1e1 d10d10", "double pass", interp.Black},
		// Two points of soldier against Black's 1.5.
		{"3k5/9/9/9/9/9/9/9/P8/4K4 w - - 0 1", "e1e1 d10d10", "double pass", interp.White},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		playMoves(t, p, c.moves)
		o := p.Outcome(p.LegalMoves(nil))
		if !o.Over || o.Rule != c.rule || o.Winner != c.winner {
			t.Errorf("%s %s: %+v, want a win of %d by %s", c.fen, c.moves, o, c.winner, c.rule)
		}
		if n := p.Perft(1); n != 0 {
			t.Errorf("%s %s: %d moves after the game ended", c.fen, c.moves, n)
		}
	}
}
