package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Three-check, from the rules: the Rook checks on a8, a7 and a6 while the
// King walks away; the third check ends the game, and the counter in the
// FEN falls from 3+3 to 0+3.
func TestThreeCheckThirdCheckWins(t *testing.T) {
	_, p := bundledPosition(t, "3check", "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1")
	steps := []struct{ moves, counter string }{
		{"a1a8", "2+3"},
		{"e8e7 a8a7", "1+3"},
		{"e7e6", "1+3"},
	}
	for _, s := range steps {
		playMoves(t, p, s.moves)
		if !strings.Contains(p.FEN(), " "+s.counter+" ") {
			t.Errorf("after %s: FEN %s, want the counter %s", s.moves, p.FEN(), s.counter)
		}
		if o := p.Outcome(p.LegalMoves(nil)); o.Over {
			t.Fatalf("after %s: the game ended early: %+v", s.moves, o)
		}
	}
	m, err := p.ParseMove("a7a6")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if got, want := p.FEN(), "8/8/R3k3/8/8/8/8/4K3 b - - 0+3 5 3"; got != want {
		t.Errorf("after the third check:\n got %s\nwant %s", got, want)
	}
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.White || o.Rule != "three checks" {
		t.Errorf("outcome %+v, want White's win by three checks", o)
	}
	if n := len(p.LegalMoves(nil)); n != 0 {
		t.Errorf("%d legal moves after the game ended, want 0", n)
	}
	p.Unmake()
	if got := p.ChecksLeft(interp.White); got != 1 {
		t.Errorf("after taking back the check, White has %d checks left, want 1", got)
	}
}

// The counter may be written as lichess writes it, the checks given after
// the move number; vdl writes Fairy-Stockfish's field, checks left.
func TestThreeCheckLichessCounter(t *testing.T) {
	_, p := bundledPosition(t, "3check", "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0")
	if got, want := p.FEN(), "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
