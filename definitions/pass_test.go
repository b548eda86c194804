package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

func passGame(t *testing.T, when string) *interp.Game {
	t.Helper()
	src := `variant p {
	board 8x8
	pieces King Queen
	royal King
	pass ` + when + `
	setup "k7/8/8/8/8/8/8/7K w - - 0 1"
}`
	vs, diags := lang.CompileSource("p.vdl", []byte(src))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPassAlways counts by hand: kings on h1 and a8 each have three steps
// and a pass; after two passes in a row the game is over.
//
//	depth 2: 4 x 4 = 16
//	depth 3: after Kg1, Kg2, Kh2 (any Black reply of 4): 6, 9, 6 moves
//	         (5, 8, 5 steps and a pass): 4 x 21 = 84; after the pass, 3
//	         Black steps each give White 3 steps and a pass (12), and
//	         Black's pass ends the game (0): 96
func TestPassAlways(t *testing.T) {
	g := passGame(t, "always")
	p, err := g.StartPosition()
	if err != nil {
		t.Fatal(err)
	}
	for depth, want := range []uint64{1, 4, 16, 96} {
		if got := p.Perft(depth); got != want {
			t.Errorf("perft %d: %d, want %d", depth, got, want)
		}
	}
	playMoves(t, p, "h1h1 a8a8")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Rule != "double pass" || o.Winner != interp.NoWinner {
		t.Errorf("after two passes: %+v, want a draw by double pass", o)
	}
	q, _ := g.ParseFEN("k7/8/8/8/8/8/8/Q6K b - - 0 1") // Black in check: no pass
	for _, m := range q.LegalMoves(nil) {
		if m.Kind == interp.Pass {
			t.Errorf("a pass out of check")
		}
	}
}

// TestPassWhenStuck: a stalemated king passes (a8a8), and only then.
func TestPassWhenStuck(t *testing.T) {
	g := passGame(t, "when-stuck")
	for _, c := range []struct {
		fen   string
		moves []string
	}{
		{"k7/8/1Q6/8/8/8/8/7K b - - 0 1", []string{"a8a8"}},
		{"k7/8/8/8/8/8/8/2Q4K b - - 0 1", []string{"a8a7", "a8b8", "a8b7"}}, // steps: no pass
		{"k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", nil},                             // checkmate: no pass
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, g.MoveString(m))
		}
		if !sameSet(got, c.moves) {
			t.Errorf("%s: moves %v, want %v", c.fen, got, c.moves)
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[string]int{}
	for _, x := range a {
		in[x]++
	}
	for _, x := range b {
		if in[x] == 0 {
			return false
		}
		in[x]--
	}
	return true
}
