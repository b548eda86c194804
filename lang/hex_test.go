package lang

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestHexVariant compiles a small hex variant by hand: regions name cells
// (no file j), rank N is the N-th cell of every file, Black's side of a
// region is each file turned upside down; a library piece (the Knight)
// is read on hex; the IR stores the board in doubled coordinates.
func TestHexVariant(t *testing.T) {
	src := `
variant h {
	board hex 6
	pieces King Knight
	royal King
	region corner a1..b2
	region top rank 11
	region right file l
	region side files i..k
	setup "k/3/5/7/9/11/11/11/11/11/K9N w - - 0 1"
}
`
	v, _, diags := CompileSourceVariant("h.vdl", []byte(src), "h")
	if v == nil {
		t.Fatalf("%v", diags)
	}
	if b := v.Board; b.Kind != "hex" || b.Files != 11 || b.Ranks != 21 {
		t.Errorf("board %+v, want hex 11 files x 21 ranks", b)
	}
	want := map[string][2]string{
		// a has 6 cells, b 7: turned upside down a1 is a6, b1 b7.
		"corner": {"a1 b1 a2 b2", "a5 a6 b6 b7"},
		"top":    {"f11", "f1"},
		"right":  {"l1 l2 l3 l4 l5 l6", "l1 l2 l3 l4 l5 l6"},
		// files i..k are i and k: there is no file j.
		"side": {"i1 i2 i3 i4 i5 i6 i7 i8 k1 k2 k3 k4 k5 k6 k7", "i1 i2 i3 i4 i5 i6 i7 i8 k1 k2 k3 k4 k5 k6 k7"},
	}
	for _, r := range v.Regions {
		w, ok := want[r.Name]
		if !ok {
			t.Errorf("unexpected region %s", r.Name)
			continue
		}
		delete(want, r.Name)
		if got := [2]string{sorted(r.White), sorted(r.Black)}; got != [2]string{sorted(strings.Fields(w[0])), sorted(strings.Fields(w[1]))} {
			t.Errorf("region %s: white %v black %v, want %v", r.Name, r.White, r.Black, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("regions missing: %v", want)
	}
	// The library's Knight ("N") read on hex: the 12 knight leaps.
	for _, p := range v.Pieces {
		if p.Name == "Knight" && len(p.Moves) != 12 {
			t.Errorf("Knight has %d moves on hex, want the 12 leaps", len(p.Moves))
		}
	}
}

// TestHexSlanted compiles Shafran's board by hand: board hex 5 6 is 9
// files of 6 to 10 cells; slanted ranks run down to the right, so file f
// begins at f2, i at i5, and every file from e on ends at rank 10. Black's
// side of a region is the board turned top to bottom: e2 faces e9, f3
// (the second cell of f) faces f9 (its second from the top), rank 10's
// cells face each file's bottom cell.
func TestHexSlanted(t *testing.T) {
	src := `
variant s {
	board hex 5 6 slanted
	pieces King
	royal King
	region start d2 e2 f3
	region top rank 10
	region left file a
	setup "k4/6/7/8/9/9/8/7/6/K4 w - - 0 1"
}
`
	v, _, diags := CompileSourceVariant("s.vdl", []byte(src), "s")
	if v == nil {
		t.Fatalf("%v", diags)
	}
	if b := v.Board; b.Kind != "hex" || b.Files != 9 || b.Ranks != 19 || !b.Slanted {
		t.Errorf("board %+v, want hex 9 files x 19 rows, slanted", b)
	}
	want := map[string][2]string{
		"start": {"d2 e2 f3", "d8 e9 f9"},
		"top":   {"e10 f10 g10 h10 i10", "e1 f2 g3 h4 i5"},
		"left":  {"a1 a2 a3 a4 a5 a6", "a1 a2 a3 a4 a5 a6"},
	}
	for _, r := range v.Regions {
		w := want[r.Name]
		if got := [2]string{sorted(r.White), sorted(r.Black)}; got != [2]string{sorted(strings.Fields(w[0])), sorted(strings.Fields(w[1]))} {
			t.Errorf("region %s: white %v black %v, want %v", r.Name, r.White, r.Black, w)
		}
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(v.Setup)
	if err != nil {
		t.Fatal(err)
	}
	// The kings stand on a1 and e10; the bottom corner e1 is one step
	// from d1, e2 and f2 (the neighbour up and right), and f1 is no cell.
	if got := p.FEN(); got != v.Setup {
		t.Errorf("FEN %s, want %s", got, v.Setup)
	}
	for name, ok := range map[string]bool{"e1": true, "f2": true, "i5": true, "i10": true, "f1": false, "i4": false, "a7": false} {
		s, err := g.ParseSquare(name)
		if (err == nil) != ok {
			t.Errorf("cell %s: %v, want a cell: %v", name, err, ok)
		} else if ok && g.SquareName(s) != name {
			t.Errorf("cell %s is named %s", name, g.SquareName(s))
		}
	}
	// The king on a1 steps to a2 and b1 and b2 (orthogonal neighbours:
	// up, and right at ranks 1 and 2) and to c2 (the diagonal right of
	// them) and b3 (the diagonal up and right): hand-counted, 5.
	var got []string
	for _, m := range p.LegalMoves(nil) {
		got = append(got, g.MoveString(m))
	}
	slices.Sort(got)
	if want := []string{"a1a2", "a1b1", "a1b2", "a1b3", "a1c2"}; !slices.Equal(got, want) {
		t.Errorf("king on a1: %v, want %v", got, want)
	}
}

func sorted(s []string) string {
	c := slices.Clone(s)
	slices.Sort(c)
	return strings.Join(c, " ")
}

// TestHexHoles: a hex board with a hole (the centre cell c3 of a side-3
// board, files a to e of 3, 4, 5, 4, 3 cells): the setup writes it '*',
// and a rook on c1 stops before it. By hand: the rook goes to c2 (up its
// file, c3 is the hole), d1 (e1 beyond is its king), b1 and a1; the king
// on e1 to e2, d1, d2 (its neighbours) and c2, d3 (its diagonals): 9.
func TestHexHoles(t *testing.T) {
	src := `
variant h {
	board hex 3
	holes c3
	pieces King Rook
	royal King
	setup "1/3/k1*2/5/2R1K w - - 0 1"
}
`
	v, _, diags := CompileSourceVariant("h.vdl", []byte(src), "h")
	if v == nil {
		t.Fatalf("%v", diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(v.Setup)
	if err != nil {
		t.Fatal(err)
	}
	var rook []string
	for _, m := range p.LegalMoves(nil) {
		if s := g.MoveString(m); strings.HasPrefix(s, "c1") {
			rook = append(rook, s)
		}
	}
	if got := sorted(rook); got != "c1a1 c1b1 c1c2 c1d1" {
		t.Errorf("rook moves %s, want c1a1 c1b1 c1c2 c1d1", got)
	}
	if n := p.Perft(1); n != 9 {
		t.Errorf("perft 1 = %d, want 9", n)
	}
	if p.FEN() != v.Setup {
		t.Errorf("FEN %s, want %s", p.FEN(), v.Setup)
	}
}
