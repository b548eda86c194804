package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// regionSource is a test variant with every use of a region: a confined
// piece, moves from a region (mirrored for Black), moves within a region
// that is the same for both sides, a confined slider whose region has a
// gap, and a promotion zone and a reach goal given per side.
const regionSource = `
piece Guard g "K"
piece Soldier s "fW" { from across "sW" }
piece Runner u "R" { within lines "B" }
piece Hook h "R"
variant rg {
	board 8x8
	region palace c1..e2                     # Black's: c7..e8
	region across ranks 5..8                 # Black's: ranks 4..1
	region lines b1 d1 c2 b3 d3 b6 d6 c7 b8 d8   # its own mirror: both sides alike
	region ring a1 b1 d1                     # c1 is not in it
	region far { white a8 b8; black g1 h1 }
	pieces King Guard Soldier Runner Hook Queen
	royal King
	confine palace Guard
	confine ring Hook
	promotion { pieces Soldier; choices Queen; region far }
	ending "far" { reach Runner; region far; side each; winner side }
	setup "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
}`

func regionGame(t *testing.T) *interp.Game {
	t.Helper()
	vs, diags := lang.CompileSource("rg.vdl", []byte(regionSource))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRegionMoves counts the moves of one piece on s, worked out from the
// definitions above on an otherwise bare board (kings on h1 and h8 or as
// given).
func TestRegionMoves(t *testing.T) {
	g := regionGame(t)
	for _, c := range []struct {
		fen, from string
		want      []string // destinations, in any order
	}{
		// Confined: only palace squares (c1..e2 for White).
		{"7k/8/8/8/8/8/8/3G3K w - - 0 1", "d1", []string{"c1", "e1", "c2", "d2", "e2"}},
		{"7k/8/8/8/8/8/2G5/7K w - - 0 1", "c2", []string{"c1", "d1", "d2"}},
		// Black's palace is the mirror, c7..e8.
		{"3g3k/8/8/8/8/8/8/7K b - - 0 1", "d8", []string{"c8", "e8", "c7", "d7", "e7"}},
		// Sideways only from ranks 5..8 (White) and 4..1 (Black).
		{"7k/8/8/8/3S4/8/8/7K w - - 0 1", "d4", []string{"d5"}},
		{"7k/8/8/3S4/8/8/8/7K w - - 0 1", "d5", []string{"d6", "c5", "e5"}},
		{"7k/8/8/3s4/8/8/8/7K b - - 0 1", "d5", []string{"d4"}},
		{"7k/8/8/8/3s4/8/8/7K b - - 0 1", "d4", []string{"d3", "c4", "e4"}},
		// Runner: a rook, and diagonally along the lines only.
		{"7k/8/8/8/8/8/8/1U5K w - - 0 1", "b1", []string{"a1", "c1", "d1", "e1", "f1", "g1",
			"b2", "b3", "b4", "b5", "b6", "b7", "b8", "c2", "d3"}},
		{"7k/8/8/8/8/8/2U5/7K w - - 0 1", "c2", []string{"a2", "b2", "d2", "e2", "f2", "g2", "h2",
			"c1", "c3", "c4", "c5", "c6", "c7", "c8", "b1", "d1", "b3", "d3"}},
		// A Black Runner uses the same lines, in its own half too.
		{"K7/8/8/8/8/8/8/1u5k b - - 0 1", "b1", []string{"a1", "c1", "d1", "e1", "f1", "g1",
			"b2", "b3", "b4", "b5", "b6", "b7", "b8", "c2", "d3"}},
		// A confined slider passes c1, which is not in its region.
		{"7k/8/8/8/8/8/8/H6K w - - 0 1", "a1", []string{"b1", "d1"}},
		{"7k/8/8/8/8/8/8/H1S4K w - - 0 1", "a1", []string{"b1"}},
		// Promotion on White's squares of "far" (a8 b8) only.
		{"7k/S7/8/8/8/8/8/7K w - - 0 1", "a7", []string{"a8q", "a8", "b7"}},
		{"k7/7S/8/8/8/8/8/K7 w - - 0 1", "h7", []string{"h8", "g7"}},
		{"k7/8/8/8/8/8/7s/K7 b - - 0 1", "h2", []string{"h1q", "h1", "g2"}},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		from, _ := g.ParseSquare(c.from)
		got := map[string]bool{}
		for _, m := range p.LegalMoves(nil) {
			if m.From == from {
				got[g.MoveString(m)[2:]] = true
			}
		}
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%s: no move %s%s", c.fen, c.from, w)
			}
			delete(got, w)
		}
		for m := range got {
			t.Errorf("%s: unexpected move %s%s", c.fen, c.from, m)
		}
	}
}

// TestRegionAttacks checks that region limits hold for attacks too: a
// confined piece attacks only its region, a move within a region reaches
// no further.
func TestRegionAttacks(t *testing.T) {
	g := regionGame(t)
	for _, c := range []struct {
		fen   string
		check bool
	}{
		{"8/8/8/8/8/2k5/3G4/7K b - - 0 1", false}, // c3 is outside White's palace
		{"8/8/8/8/8/8/2kG4/7K b - - 0 1", true},   // c2 is inside
		{"7K/8/8/8/8/3k4/8/1U6 b - - 0 1", true},  // b1-c2-d3 along the lines
		{"7K/8/8/8/8/3k4/2S5/1U6 b - - 0 1", false},
		{"7K/8/8/8/4k3/8/8/1U6 b - - 0 1", false}, // e4 is past the lines
		{"7K/8/8/8/8/8/8/H2k4 b - - 0 1", true},   // over c1 to d1
		{"7K/8/8/8/8/8/8/H1k5 b - - 0 1", false},  // c1 itself is not the Hook's
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check %v, want %v", c.fen, got, c.check)
		}
	}
}

// TestRegionGoal: a Runner reaching its side's squares of "far" wins.
func TestRegionGoal(t *testing.T) {
	g := regionGame(t)
	for _, c := range []struct {
		fen, move string
		over      bool
	}{
		{"7k/8/8/8/8/8/8/U6K w - - 0 1", "a1a8", true},
		{"7k/8/8/8/8/8/8/U6K w - - 0 1", "a1a7", false},
		{"7k/6u1/8/8/8/8/8/7K b - - 0 1", "g7g1", true},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		playMoves(t, p, c.move)
		if o := p.Outcome(p.LegalMoves(nil)); o.Over != c.over {
			t.Errorf("%s %s: over %v (%s), want %v", c.fen, c.move, o.Over, o.Rule, c.over)
		}
	}
}
