package interp

import (
	"sort"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// testBoard builds a variant with the piece under test as X and a
// motionless blocker as O, on a board of the given size.
func testBoard(t *testing.T, files, ranks int, holes []string, x []ir.Move) *Game {
	t.Helper()
	v := &ir.Variant{
		Name:  "shapes",
		Board: ir.Board{Kind: "grid", Files: files, Ranks: ranks, Holes: holes},
		Pieces: []ir.Piece{
			{Name: "X", Letter: "X", Moves: x},
			{Name: "O", Letter: "O"},
		},
		Rules: ir.Rules{Checkmate: ir.Loss, Stalemate: ir.Draw},
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// destinations lists the moves of the piece on from, as "to" for a move
// and "xto" for a capture, sorted.
func destinations(t *testing.T, g *Game, fen, from string) string {
	t.Helper()
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	s, err := g.ParseSquare(from)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From != s {
			continue
		}
		d := g.SquareName(m.To)
		if m.IsCapture() {
			d = "x" + d
		}
		out = append(out, d)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func oneLeg(dx, dy int, l ir.Leg, final ir.Modality) ir.Move {
	l.DX, l.DY = dx, dy
	if l.Min == 0 {
		l.Min = 1
	}
	return ir.Move{Legs: []ir.Leg{l}, Final: final}
}

func orthogonal(l ir.Leg, final ir.Modality) []ir.Move {
	var ms []ir.Move
	for _, v := range orth {
		ms = append(ms, oneLeg(v[0], v[1], l, final))
	}
	return ms
}

// The expected sets below are worked out by hand from the rule texts on
// the diagrams in the comments (White X, white blockers O, black o).
func TestMoveShapes(t *testing.T) {
	tests := []struct {
		name  string
		files int
		ranks int
		holes []string
		moves []ir.Move
		fen   string
		from  string
		want  string
	}{
		{
			// Flying rook (Overboard): passes over friends only.
			// . . . . .
			// . . o . .      c4: up c5 (friend O) c? -- see fen
			name: "flying rook", files: 5, ranks: 5,
			moves: orthogonal(ir.Leg{Pass: ir.EmptyOrFriend}, both),
			// rank 5: ..o.. ; rank 4: ..O.. ; rank 3: OOX.o ; ranks 2,1 empty
			fen:  "2o2/2O2/OOX1o/5/5 w - - 0 1",
			from: "c3",
			// up: c4 friend (pass, cannot land), c5 enemy: capture, stop.
			// left: b3, a3 friends: no landing. right: d3 empty, e3 enemy.
			// down: c2, c1.
			want: "c1 c2 d3 xc5 xe3",
		},
		{
			// Nearest square not held by a friend (Overboard Chipmunk on W lines).
			name: "nearest non-friend", files: 5, ranks: 5,
			moves: orthogonal(ir.Leg{Pass: ir.Friend, Extent: ir.Nearest}, both),
			// rank 5: ..o.. ; rank 4: ..O.. ; rank 3: OOX.o ; rank 2: ..O..; rank 1: ..O..
			fen:  "2o2/2O2/OOX1o/2O2/2O2 w - - 0 1",
			from: "c3",
			// up: over O on c4, c5 enemy -> capture. left: over b3, a3, then
			// the edge: nothing. right: d3 empty. down: c2, c1 friends, edge.
			want: "d3 xc5",
		},
		{
			// As far as possible (Overboard Courier on R lines).
			name: "farthest slide", files: 5, ranks: 5,
			moves: orthogonal(ir.Leg{Max: 0, Extent: ir.Farthest}, both),
			// rank 5: ..... ; rank 4: ..... ; rank 3: O.X.o ; rank 2: ..... ; rank 1: ..O..
			fen:  "5/5/O1X1o/5/2O2 w - - 0 1",
			from: "c3",
			// up: to the edge, c5. left: stops before the friend, b3.
			// right: captures e3. down: stops before the friend, c2.
			want: "b3 c2 c5 xe3",
		},
		{
			// A circular path that may come home: K step, then 45-degree turns
			// alternating, up to eight steps (Bat Chess Rhinoceros), here only
			// the one 8-step circuit north, turning right then left.
			name: "return home", files: 5, ranks: 5,
			moves: []ir.Move{{Final: both, Legs: []ir.Leg{
				{DX: 0, DY: 1, Min: 1, Max: 1}, {DX: 1, DY: 1, Min: 1, Max: 1},
				{DX: 1, DY: 0, Min: 1, Max: 1}, {DX: 1, DY: -1, Min: 1, Max: 1},
				{DX: 0, DY: -1, Min: 1, Max: 1}, {DX: -1, DY: -1, Min: 1, Max: 1},
				{DX: -1, DY: 0, Min: 1, Max: 1}, {DX: -1, DY: 1, Min: 1, Max: 1},
			}}},
			fen:  "5/5/5/X4/5 w - - 0 1",
			from: "a2",
			// a3 b4 c4 d3 d2 c1 b1 and back to a2.
			want: "a2",
		},
		{
			// Snark Hunt's pawn: a non-capturing move straight ahead that leaps
			// a chasm (a3 is a hole).
			name: "leap a hole", files: 2, ranks: 4, holes: []string{"a3"},
			moves: []ir.Move{
				{Final: ir.Modality{Move: true}, Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1}}},
				{Final: ir.Modality{Move: true}, Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1, End: ir.Hole}, {DY: 1, Min: 1, Max: 1}}},
			},
			fen:  "2/*1/2/X1 w - - 0 1",
			from: "a1",
			want: "a2",
		},
		{
			name: "leap a hole from its edge", files: 2, ranks: 4, holes: []string{"a3"},
			moves: []ir.Move{
				{Final: ir.Modality{Move: true}, Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1}}},
				{Final: ir.Modality{Move: true}, Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1, End: ir.Hole}, {DY: 1, Min: 1, Max: 1}}},
			},
			fen:  "2/*1/X1/2 w - - 0 1",
			from: "a2",
			want: "a4",
		},
		{
			// Ski-queen jQ on its orthogonals: skip the first square whatever it
			// holds (a hole too), then slide.
			name: "ski slider", files: 4, ranks: 4, holes: []string{"b1"},
			moves: func() []ir.Move {
				var ms []ir.Move
				for _, v := range orth {
					ms = append(ms, ir.Move{Final: both, Legs: []ir.Leg{
						{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Any},
						{DX: v[0], DY: v[1], Min: 1, Max: 0},
					}})
				}
				return ms
			}(),
			// rank 4: o... ; rank 3: .... ; rank 2: O... ; rank 1: X*..
			fen:  "o3/4/O3/X*2 w - - 0 1",
			from: "a1",
			// up: skip a2 (friend), a3, capture a4. right: skip the hole b1, c1, d1.
			want: "a3 c1 d1 xa4",
		},
		{
			// A rider that stops at a hole; a leaper that jumps it.
			name: "rider and hole", files: 4, ranks: 1, holes: []string{"c1"},
			moves: []ir.Move{oneLeg(1, 0, ir.Leg{Max: 0}, both), oneLeg(3, 0, ir.Leg{Max: 1}, both)},
			fen:   "X1*1 w - - 0 1",
			from:  "a1",
			want:  "b1 d1",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := testBoard(t, tt.files, tt.ranks, tt.holes, tt.moves)
			if got := destinations(t, g, tt.fen, tt.from); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
