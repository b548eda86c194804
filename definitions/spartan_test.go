package definitions_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// legalUCIs lists the legal moves of p in coordinate notation, sorted.
func legalUCIs(g *interp.Game, p *interp.Position) string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, g.MoveString(m))
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// Spartan chess's duple check, derived by hand. Black's Kings on a8 and h8,
// White's Rooks on the a- and h-files, King e1.
//
//   - Rook a1 only: a8 is attacked, h8 not: Black is not in check and may
//     leave a8 where it is, or even move it to a7 (still attacked), since
//     h8 stays safe: a8-a7 b7 b8, h8-g7 g8 h7, 6 moves.
//   - Rooks a1 and h1: both Kings attacked: check. A move must free one of
//     them: a8-b7 b8, h8-g7 g8 (a7 and h7 keep both attacked), 4 moves.
//   - White takes a8 (Ra1xa8): Black's last King is royal, and the Rook on
//     a8 checks it along the rank: h8-g7 h7 (g8 is attacked), 2 moves.
//
// Fairy-Stockfish agrees (go perft 1 on the same positions).
func TestSpartanDupleCheck(t *testing.T) {
	cases := []struct {
		fen, moves string
		check      bool
	}{
		{"k6k/8/8/8/8/8/8/R3K3 b - - 0 1", "a8a7 a8b7 a8b8 h8g7 h8g8 h8h7", false},
		{"k6k/8/8/8/8/8/8/R3K2R b - - 0 1", "a8b7 a8b8 h8g7 h8g8", true},
	}
	for _, c := range cases {
		g, p := bundledPosition(t, "spartan", c.fen)
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check %v, want %v", c.fen, got, c.check)
		}
		if got := legalUCIs(g, p); got != c.moves {
			t.Errorf("%s: legal moves\n got %s\nwant %s", c.fen, got, c.moves)
		}
	}
	g, p := bundledPosition(t, "spartan", "k6k/8/8/8/8/8/8/R3K3 w - - 0 1")
	if p.InCheck() {
		t.Errorf("White's only King is not attacked, yet in check")
	}
	playMoves(t, p, "a1a8")
	if !p.InCheck() {
		t.Errorf("%s: Black's last King is attacked, want check", p.FEN())
	}
	if got, want := legalUCIs(g, p), "h8g7 h8h7"; got != want {
		t.Errorf("%s: legal moves\n got %s\nwant %s", p.FEN(), got, want)
	}
}

// A Hoplite promotes only for Black, and to a King only while Black has
// fewer than two: with Kings a8 and h8, c2-c1 offers General, Warlord,
// Lieutenant and Captain; with one King, a King too.
func TestSpartanPromotion(t *testing.T) {
	g, p := bundledPosition(t, "spartan", "k6k/8/8/8/8/8/2h5/4K3 b - - 0 1")
	if got, want := hopliteMoves(g, p), "c2b1c c2b1g c2b1l c2b1w c2d1c c2d1g c2d1l c2d1w"; got != want {
		t.Errorf("two Kings: got %s, want %s", got, want)
	}
	g, p = bundledPosition(t, "spartan", "7k/8/8/8/8/8/2h5/4K3 b - - 0 1")
	if got, want := hopliteMoves(g, p), "c2b1c c2b1g c2b1k c2b1l c2b1w c2d1c c2d1g c2d1k c2d1l c2d1w"; got != want {
		t.Errorf("one King: got %s, want %s", got, want)
	}
}

func hopliteMoves(g *interp.Game, p *interp.Position) string {
	var out []string
	for _, m := range strings.Fields(legalUCIs(g, p)) {
		if strings.HasPrefix(m, "c2") {
			out = append(out, m)
		}
	}
	return strings.Join(out, " ")
}
