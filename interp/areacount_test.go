package interp

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// areaK2 is an area move of up to two King steps as the language lowers
// it (lang/betza's areaPaths): the steps as one-leg moves, and for each
// square two steps away one path through each square next to both.
func areaK2(final ir.Modality) []ir.Move {
	ms := leaps(final, kingVecs...)
	for _, a := range kingVecs {
		for _, b := range kingVecs {
			dx, dy := a[0]+b[0], a[1]+b[1]
			if max(dx, -dx, dy, -dy) < 2 {
				continue // the start or a square next to it: a step reaches it
			}
			ms = append(ms, ir.Move{Legs: []ir.Leg{
				{DX: a[0], DY: a[1], Min: 1, Max: 1, Pass: ir.Empty, End: ir.Empty},
				{DX: b[0], DY: b[1], Min: 1, Max: 1, Pass: ir.Empty},
			}, Final: final})
		}
	}
	return ms
}

// The flood fill counts a type's paths only where they are an area move:
// the full K2 move is one (so is its capture-only form), a K2 move
// missing one path to a square is not, nor are lame leaps through one
// square each; and MoveCount gives PieceMoves' count for all of them on
// random boards, with the cache following edits of the board.
func TestAreaCount(t *testing.T) {
	k2 := areaK2(both)
	missing := append(append([]ir.Move(nil), k2[:9]...), k2[10:]...) // no path to (2, 1) through (1, 0)
	// A xiangqi horse (a step straight, then one diagonally outwards:
	// only one of the two squares next to both counts) and elephant, 12
	// paths.
	var lame []ir.Move
	for _, a := range kingVecs {
		for _, b := range kingVecs {
			dx, dy := a[0]+b[0], a[1]+b[1]
			horse := (a[0] == 0 || a[1] == 0) && b[0] != 0 && b[1] != 0 && max(dx, -dx, dy, -dy) == 2
			elephant := a == b && a[0] != 0 && a[1] != 0
			if horse || elephant {
				lame = append(lame, ir.Move{Legs: []ir.Leg{
					{DX: a[0], DY: a[1], Min: 1, Max: 1, Pass: ir.Empty, End: ir.Empty},
					{DX: b[0], DY: b[1], Min: 1, Max: 1, Pass: ir.Empty},
				}, Final: both})
			}
		}
	}
	g := mustGame(t, &ir.Variant{Name: "area", Board: ir.Board{Files: 12, Ranks: 12}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Area", Letter: "A", Moves: k2},
		{Name: "Taker", Letter: "T", Moves: areaK2(ir.Modality{Capture: true})},
		{Name: "Missing", Letter: "M", Moves: missing},
		{Name: "Lame", Letter: "L", Moves: lame},
	}, Rules: ir.Rules{Royal: []int{0}}})
	for c := 0; c < 2; c++ {
		for typ, want := range []bool{false, true, true, false, false} {
			if got := g.areas().moves != nil && g.areas().moves[c*g.nTypes+typ] != nil; got != want {
				t.Errorf("colour %d, %s: counted by flood fill %v, want %v", c, g.V.Pieces[typ].Name, got, want)
			}
		}
	}
	rng := rand.New(rand.NewSource(5))
	var buf []Move
	for trial := 0; trial < 400; trial++ {
		p := randomBoard(g, rng, []float64{0.1, 0.3, 0.5, 0.7}[trial%4])
		for edit := 0; edit < 6; edit++ {
			buf = countsAgree(t, p, buf)
			s := Square(rng.Intn(g.size()))
			if rng.Intn(2) == 0 {
				p.Clear(s)
			} else {
				p.Clear(s)
				p.Put(s, rng.Intn(g.nTypes), rng.Intn(2))
			}
		}
	}
}
