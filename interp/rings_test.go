package interp

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// ringDests lists the legal moves from a square as sorted names.
func ringDests(t *testing.T, g *Game, fen, from string) string {
	t.Helper()
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := g.ParseSquare(from)
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From == f {
			out = append(out, g.SquareName(m.To))
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// A rook-line flier on a grid: along each line over at least one piece
// (Leg.MinHurdles), landing on an empty square or taking an enemy.
func TestMinHurdles(t *testing.T) {
	var fly []ir.Move
	for _, v := range orth {
		fly = append(fly, ir.Move{Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Pass: ir.Any, MinHurdles: 1}}, Final: both})
	}
	v := &ir.Variant{
		Name:  "flier",
		Board: ir.Board{Kind: "grid", Files: 5, Ranks: 5},
		Pieces: []ir.Piece{
			{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
			{Name: "Flier", Letter: "F", Moves: fly},
		},
		Setup: "4k/5/5/5/K4 w - - 0 1",
		Rules: ir.Rules{Royal: []int{0}, Checkmate: ir.Loss, Stalemate: ir.Draw},
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	// Flier a1, its King on c1, enemy fliers on e1 and a3: right over c1
	// to d1 and e1 (taking), but d1 would be the hurdle over which the
	// flier on e1 takes the King; up, a2 empty, a3 is the first piece (not
	// taken), over it to a4 a5.
	if got, want := ringDests(t, g, "4k/5/f4/5/F1K1f w - - 0 1", "a1"), "a4 a5 e1"; got != want {
		t.Errorf("flier: got %s, want %s", got, want)
	}
	// Check by a flier: the black King on e1 is attacked from a1 over its
	// own flier on c1, and so is d1; d2 and e2 are off the line.
	if got, want := ringDests(t, g, "K4/5/5/5/F1f1k b - - 0 1", "e1"), "d2 e2"; got != want {
		t.Errorf("king against a flier: got %s, want %s", got, want)
	}
}

// A rings board of 2 rings and 2 diameters (files a-d, ranks 1-3): the
// step tables of its named directions.
func TestRingDirections(t *testing.T) {
	v := &ir.Variant{
		Name:   "wheel",
		Board:  ir.Board{Kind: "rings", Files: 4, Ranks: 3, Holes: []string{"b1", "c1", "d1"}},
		Pieces: []ir.Piece{{Name: "Wheel", Letter: "W", Moves: []ir.Move{{Legs: []ir.Leg{{Dir: "cw", Min: 1, Max: 1}}, Final: both}}}},
		Setup:  "4/W3/1*** w - - 0 1",
		Rules:  ir.Rules{Checkmate: ir.Loss, Stalemate: ir.Draw},
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	name := func(s Square) string {
		if s == NoSquare {
			return "-"
		}
		return g.SquareName(s)
	}
	sq := func(n string) Square { s, _ := g.ParseSquare(n); return s }
	for _, c := range []struct{ dir, from, want string }{
		{"cw", "a2", "b2"}, {"cw", "d3", "a3"}, {"ccw", "a2", "d2"}, {"cw", "a1", "-"},
		{"spoke-0", "a1", "a2"}, {"spoke-0", "a2", "a3"}, {"spoke-0", "a3", "-"},
		{"spoke-0", "c3", "c2"}, {"spoke-0", "c2", "a1"}, {"spoke-0", "b2", "-"},
		{"spoke-3", "a1", "d2"}, {"spoke-1", "d2", "a1"},
	} {
		if got := name(g.dirs[c.dir][sq(c.from)]); got != c.want {
			t.Errorf("%s from %s: got %s, want %s", c.dir, c.from, got, c.want)
		}
	}
	bad := *v
	bad.Board.Holes = []string{"b1", "c1"}
	if _, err := NewGame(&bad); err == nil || !strings.Contains(err.Error(), "rank 1 must be holes") {
		t.Errorf("rings board without hole d1: got %v", err)
	}
}
