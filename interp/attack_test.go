package interp

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// fairyArmy has one piece of every capture shape the attack tables
// distinguish: lines, leaps, hoppers, lame paths and generic walkers.
func fairyArmy() []ir.Piece {
	cannon, grass, bent, lame, jump := []ir.Move{}, []ir.Move{}, []ir.Move{}, []ir.Move{}, []ir.Move{}
	for _, v := range orth {
		cannon = append(cannon,
			ir.Move{Final: ir.Modality{Move: true}, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1}}},
			ir.Move{Final: ir.Modality{Capture: true}, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, End: ir.Occupied}, {DX: v[0], DY: v[1], Min: 1}}})
		// Mao: orthogonal step, then diagonal outward, both ways.
		lame = append(lame,
			ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Empty}, {DX: v[0] + v[1], DY: v[1] + v[0], Min: 1, Max: 1}}},
			ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Empty}, {DX: v[0] - v[1], DY: v[1] - v[0], Min: 1, Max: 1}}})
	}
	for _, v := range kingVecs {
		// Boojum (jQ): leaps the next square, whatever it holds, a hole
		// included, and slides on: a hole may be where its slide starts.
		jump = append(jump, ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Any}, {DX: v[0], DY: v[1], Min: 1}}})
		grass = append(grass, ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, End: ir.Occupied}, {DX: v[0], DY: v[1], Min: 1, Max: 1}}})
	}
	for _, v := range diag {
		// Gryphon: F step then rook slide outward, both ways.
		bent = append(bent,
			ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Empty}, {DX: v[0], Min: 1}}},
			ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Empty}, {DY: v[1], Min: 1}}})
	}
	hook, short := []ir.Move{}, []ir.Move{}
	for _, v := range orth {
		// Hook Mover (RasR): slides, turns a quarter turn on an empty
		// square, slides on; Short: the same, at most two squares then
		// one to three (bentattack.go tests both from the attacker).
		for _, turn := range [][2]int{{v[1], v[0]}, {-v[1], -v[0]}} {
			hook = append(hook, ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, End: ir.Empty}, {DX: turn[0], DY: turn[1], Min: 1}}})
			short = append(short, ir.Move{Final: both, Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 2, End: ir.Empty}, {DX: turn[0], DY: turn[1], Min: 1, Max: 3}}})
		}
	}
	bifurcate, uturn := []ir.Move{}, []ir.Move{}
	for _, v := range diag {
		// Bifurcator's bishop: slides to a friend, steps back and turns
		// 45° either way; next to the friend it turns on its own square.
		for _, turn := range [][2]int{{v[0], 0}, {0, v[1]}} {
			bifurcate = append(bifurcate, ir.Move{Final: both, Legs: []ir.Leg{
				{DX: v[0], DY: v[1], Min: 1, End: ir.Friend}, {DX: -v[0], DY: -v[1], Min: 1, Max: 1, End: ir.Empty}, {DX: turn[0], DY: turn[1], Min: 1}}})
		}
	}
	for _, v := range orth {
		// Slides to a friend, steps back and slides back past its own
		// square: no bent move (its slides are parallel), generated.
		uturn = append(uturn, ir.Move{Final: both, Legs: []ir.Leg{
			{DX: v[0], DY: v[1], Min: 2, End: ir.Friend}, {DX: -v[0], DY: -v[1], Min: 1, Max: 1, End: ir.Empty}, {DX: -v[0], DY: -v[1], Min: 1}}})
	}
	return []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Nightrider", Letter: "H", Moves: rides(knight...)},
		{Name: "Cannon", Letter: "C", Moves: cannon},
		{Name: "Grasshopper", Letter: "G", Moves: grass},
		{Name: "Gryphon", Letter: "Y", Moves: bent},
		{Name: "Mao", Letter: "M", Moves: lame},
		{Name: "Courier", Letter: "U", Moves: orthogonal(ir.Leg{Extent: ir.Farthest}, both)},
		{Name: "Guard", Letter: "D", Moves: orthogonal(ir.Leg{Pass: ir.Friend, Extent: ir.Nearest}, both)},
		{Name: "Flyer", Letter: "F", Moves: orthogonal(ir.Leg{Pass: ir.EmptyOrFriend}, both)},
		{Name: "Pawn", Letter: "P", Moves: handChess().Pieces[5].Moves},
		{Name: "Boojum", Letter: "J", Moves: jump},
		{Name: "HookMover", Letter: "O", Moves: append(hook, rides(orth...)...)},
		{Name: "Short", Letter: "S", Moves: short},
		{Name: "Bifurcator", Letter: "B", Moves: bifurcate},
		{Name: "Uturn", Letter: "T", Moves: uturn},
	}
}

// TestAttackedMatchesCaptures checks the attack tables against move
// generation: an occupied square is attacked by a side exactly when one of
// that side's generated captures lands on it.
func TestAttackedMatchesCaptures(t *testing.T) {
	v := &ir.Variant{Name: "fairy", Board: ir.Board{Kind: "grid", Files: 8, Ranks: 8, Holes: []string{"d4", "f6"}},
		Pieces: fairyArmy(), Rules: ir.Rules{Checkmate: ir.Loss, Stalemate: ir.Draw}}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	// The Hook Mover, the Short and the Bifurcator are tested from the
	// attacker (bentattack.go), with the Hook Mover's rook lines in the
	// tables; the Uturn's captures are generated.
	for c := 0; c < 2; c++ {
		for _, tc := range []struct {
			name string
			bent int
		}{{"HookMover", 8}, {"Short", 8}, {"Bifurcator", 8}, {"Uturn", 0}} {
			typ := slices.IndexFunc(g.V.Pieces, func(p ir.Piece) bool { return p.Name == tc.name })
			if !g.attacks[c].generic[typ] || len(g.attacks[c].bent[typ]) != tc.bent {
				t.Fatalf("colour %d, %s: generic %v, %d bent moves; want true, %d", c, tc.name, g.attacks[c].generic[typ], len(g.attacks[c].bent[typ]), tc.bent)
			}
		}
	}
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 300; trial++ {
		p := newPosition(g)
		for s := 0; s < g.size(); s++ {
			if !g.hole[s] && rng.Intn(3) == 0 {
				p.addPiece(Square(s), pieceCell(rng.Intn(g.nTypes), rng.Intn(2)))
			}
		}
		for side := 0; side < 2; side++ {
			p.side = side
			captured := map[Square]bool{}
			for _, m := range p.generate(nil) {
				if m.Kind == Capture {
					captured[m.To] = true
				}
			}
			for s := 0; s < g.size(); s++ {
				cell := p.board[s]
				if cell < firstCell || cellColor(cell) == side {
					continue
				}
				if got := p.attacked(Square(s), side); got != captured[Square(s)] {
					t.Fatalf("%s: attacked(%s, %d) = %v, generated captures say %v", p.FEN(), g.squareName(Square(s)), side, got, captured[Square(s)])
				}
			}
		}
	}
}
