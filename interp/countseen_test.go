package interp

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// rangeCaptures are range-capture moves along vecs: over empty squares
// and junior pieces, taking past at least one.
func rangeCaptures(vecs ...[2]int) []ir.Move {
	var ms []ir.Move
	for _, v := range vecs {
		ms = append(ms, ir.Move{Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Pass: ir.Junior, MinHurdles: 1}}, Final: ir.Modality{Capture: true}})
	}
	return ms
}

// A jumping general (slides, and captures by jumping along the same
// lines) counts without marking the squares counted; a slider that also
// steps along its lines (with or without jumps there), or jumps along
// lines it does not slide on while stepping onto them, marks them; and
// every count is PieceMoves' on random boards.
func TestCountSeen(t *testing.T) {
	orthDiag := append(append([][2]int{}, orth...), diag...)
	g := mustGame(t, &ir.Variant{Name: "generals", Board: ir.Board{Files: 12, Ranks: 12}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...), Seniority: 3},
		{Name: "Great", Letter: "G", Moves: append(rides(orthDiag...), rangeCaptures(orthDiag...)...), Seniority: 2},
		{Name: "Rook", Letter: "R", Moves: append(rides(orth...), rangeCaptures(orth...)...), Seniority: 1},
		{Name: "Stepper", Letter: "S", Moves: append(rides(orth...), leaps(both, orth...)...)},
		{Name: "Crossed", Letter: "C", Moves: append(leaps(both, diag...), rangeCaptures(orth...)...), Seniority: 1},
		{Name: "Bent", Letter: "B", Moves: append(leaps(both, [2]int{2, 0}, [2]int{0, 2}), rangeCaptures(orth...)...), Seniority: 1},
		{Name: "Pawn", Letter: "P", Moves: leaps(both, [2]int{0, 1})},
		{Name: "Double", Letter: "D", Moves: append(append(rides(orth...), leaps(both, orth...)...), rangeCaptures(orth...)...), Seniority: 1},
	}, Rules: ir.Rules{Royal: []int{0}}})
	for c := 0; c < 2; c++ {
		for typ, want := range []bool{false, false, false, true, false, true, false, true} {
			if got := g.countSeen[c*g.nTypes+typ]; got != want {
				t.Errorf("colour %d, %s: marks the squares counted %v, want %v", c, g.V.Pieces[typ].Name, got, want)
			}
		}
	}
	rng := rand.New(rand.NewSource(3))
	var buf []Move
	for trial := 0; trial < 300; trial++ {
		buf = countsAgree(t, randomBoard(g, rng, []float64{0.1, 0.3, 0.5}[trial%3]), buf)
	}
}

// randomBoard is an empty position of g with pieces of random types and
// colours on about density of its squares.
func randomBoard(g *Game, rng *rand.Rand, density float64) *Position {
	p := g.EmptyPosition()
	for s := 0; s < g.size(); s++ {
		if rng.Float64() < density {
			p.Put(Square(s), rng.Intn(g.nTypes), rng.Intn(2))
		}
	}
	return p
}

// countsAgree fails t where MoveCount of a piece of p differs from the
// number of its PieceMoves; buf is scratch, returned for reuse.
func countsAgree(t *testing.T, p *Position, buf []Move) []Move {
	t.Helper()
	g := p.g
	for s := 0; s < g.size(); s++ {
		if _, _, ok := p.PieceAt(Square(s)); !ok {
			continue
		}
		n, ok := p.MoveCount(Square(s))
		if !ok {
			t.Fatalf("MoveCount does not count the piece on %s", g.squareName(Square(s)))
		}
		buf = p.PieceMoves(Square(s), buf[:0])
		if n != len(buf) {
			t.Fatalf("%s, square %s: MoveCount %d, PieceMoves %d", p.FEN(), g.squareName(Square(s)), n, len(buf))
		}
	}
	return buf
}
