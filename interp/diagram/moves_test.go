package diagram_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/lang"
)

// game compiles a one-variant source and sets up its game.
func game(t *testing.T, src string) *interp.Game {
	t.Helper()
	vs, diags := lang.CompileSource("t.vdl", []byte(src))
	if diags.Err() != nil || len(vs) != 1 {
		t.Fatalf("compile: %v", diags)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// marks lists a map's targets as "square:symbol", sorted by square name.
func marks(m *diagram.Map) string {
	g := m.Game()
	var out []string
	for s := range m.Marks {
		sq := interp.Square(s)
		if sq == m.From || m.Marks[s] == 0 {
			continue
		}
		out = append(out, g.SquareName(sq)+":"+m.Cell(sq))
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// The expected targets are worked out by hand from the rules of each
// piece, square by square.
func TestOnEmptyBoard(t *testing.T) {
	const pieces = `
piece Cannon c "mRcpR"
piece Grasshopper g "gQ"
piece Narrow n "fN"
piece FrN y "frN"
piece RfN z "rfN"
piece Mao o "nN"
piece Berolina e "mfFcfeWimfnA"
piece Griffon f "[F?R]"
piece Guard u "" { nearest "W" }
piece Wall w ""
`
	variant := func(board, set, setup string) string {
		return pieces + "variant v { board " + board + "; pieces King " + set + "; setup \"" + setup + "\" }"
	}
	tests := []struct {
		name, src, piece, at, want string
	}{
		{"knight in the corner", variant("5x5", "Knight", "k4/5/5/5/K3N w - - 0 1"), "Knight", "a1", "b3:* c2:*"},
		{"pawn: step, first-move double step, diagonal captures", variant("5x5", "Pawn", "k4/5/5/5/K3P w - - 0 1"), "Pawn", "c2",
			"b3:x c3:m c4:i d3:x"},
		{"berolina: diagonal steps, straight captures, first-move double diagonal", variant("5x5", "Berolina", "k4/5/5/5/K3E w - - 0 1"), "Berolina", "c2",
			"a4:i b3:m c3:x d3:m e4:i"},
		// The cannon moves along its lines and captures beyond a screen: on
		// an empty board the captures are potential, from two squares on.
		{"cannon", variant("5x5", "Cannon", "k4/5/5/5/K3C w - - 0 1"), "Cannon", "a1",
			"a2:m a3:m+ a4:m+ a5:m+ b1:m c1:m+ d1:m+ e1:m+"},
		{"grasshopper: only potential targets", variant("4x4", "Grasshopper", "k3/4/4/K2G w - - 0 1"), "Grasshopper", "a1",
			"a3:+ a4:+ c1:+ c3:+ d1:+ d4:+"},
		{"fN: the two narrow forward leaps", variant("5x5", "Narrow", "k4/5/5/5/K3N w - - 0 1"), "Narrow", "c3", "b5:* d5:*"},
		{"frN: the wide leap, forward then right", variant("5x5", "FrN", "k4/5/5/5/K3Y w - - 0 1"), "FrN", "c3", "e4:*"},
		{"rfN: the narrow leap, right then forward", variant("5x5", "RfN", "k4/5/5/5/K3Z w - - 0 1"), "RfN", "c3", "d5:*"},
		{"lame knight on an empty board", variant("5x5", "Mao", "k4/5/5/5/K3O w - - 0 1"), "Mao", "a1", "b3:* c2:*"},
		// [F?R]: a diagonal step, then optionally a rook slide outward.
		{"griffon", variant("4x4", "Griffon", "k3/4/4/K2F w - - 0 1"), "Griffon", "a1", "b2:* b3:* b4:* c2:* d2:*"},
		// nearest W: on an empty board the adjacent squares; with friends
		// on the way, any square further along.
		{"nearest", variant("4x4", "Guard", "k3/4/4/K2U w - - 0 1"), "Guard", "a1", "a2:*+ a3:+ a4:+ b1:*+ c1:+ d1:+"},
		{"a piece without moves", variant("4x4", "Wall", "k3/4/4/K2W w - - 0 1"), "Wall", "b2", ""},
		// Holes: a leaper jumps them, a slider stops at them, nothing lands
		// on one.
		{"holes", pieces + `variant v { board 4x4; holes b2 c1; pieces King Knight Rook; setup "k3/4/1*2/K1*R w - - 0 1" }`, "Rook", "a2",
			"a1:* a3:* a4:*"},
		{"knight over holes", pieces + `variant v { board 4x4; holes b2 c1; pieces King Knight Rook; setup "k3/4/1*2/K1*N w - - 0 1" }`, "Knight", "a1",
			"b3:* c2:*"},
		// Snake Chess: a Snake takes only Snakes by its diagonal step, and
		// moves without capturing diagonally; its orthogonal captures take
		// anything.
		{"captures of some victims only", `
piece Snake s "mFcW" { captures "F" victims Snake }
variant v { board 3x3; pieces King Rook Snake; setup "k2/3/K1S w - - 0 1" }`, "Snake", "b2",
			"a1:* a2:x a3:* b1:x b3:x c1:* c2:x c3:*"},
		// landing edge captures-only: a rook on b2 of a 4x4 board reaches
		// no edge square by a quiet move (a2, b1, b4, d2 are on the edge:
		// it moves only to b3 and c2), but takes an enemy on any of the six.
		{"landing captures-only", pieces + `variant v { board 4x4; pieces King Rook; region edge a1..d1 a4..d4 a2 a3 d2 d3; landing edge captures-only; setup "k3/4/1R2/K3 w - - 0 1" }`, "Rook", "b2",
			"a2:x b1:x b3:* b4:x c2:* d2:x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := game(t, tt.src)
			tp := -1
			for i, pc := range g.V.Pieces {
				if pc.Name == tt.piece {
					tp = i
				}
			}
			from, err := g.ParseSquare(tt.at)
			if err != nil || tp < 0 {
				t.Fatalf("piece %s at %s: %v", tt.piece, tt.at, err)
			}
			m, err := diagram.OnEmptyBoard(g, tp, from)
			if err != nil {
				t.Fatal(err)
			}
			if got := marks(m); got != tt.want {
				t.Errorf("got  %s\nwant %s\n%s", got, tt.want, m.Text())
			}
		})
	}
}

// In a position the map shows the piece's real moves there: blocked
// lines, captures of the pieces it may take, castling.
func TestInPosition(t *testing.T) {
	g := game(t, `variant v extends orthodox { board 8x8; setup "4k3/8/8/8/8/8/8/4K3 w - - 0 1" }`)
	tests := []struct {
		fen, at, want string
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "c1:O d1:m d2:m e2:m f1:m f2:m g1:O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1", "a2:m a3:m a4:m a5:m a6:m a7:m a8:x[r] b1:m c1:m d1:m"},
		// A pinned knight has no legal move; the side not to move is shown
		// by its patterns.
		{"4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1", "e2", ""},
		{"4k3/8/8/8/4r3/8/4N3/4K3 b - - 0 1", "e2", "c1:m c3:m d4:m f4:m g1:m g3:m"},
		// En passant is a capture on the square the pawn moves to.
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5", "d6:x e6:m"},
	}
	for _, tt := range tests {
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		from, _ := g.ParseSquare(tt.at)
		m, err := diagram.InPosition(p, from)
		if err != nil {
			t.Fatal(err)
		}
		if got := marks(m); got != tt.want {
			t.Errorf("%s from %s: got  %s\nwant %s", tt.fen, tt.at, got, tt.want)
		}
	}
}

// Pieces taken on the way (a locust capture) or by an effect (a
// withdrawal) are marked as taken, beside the squares the piece goes to.
func TestInPositionTakenAside(t *testing.T) {
	g := game(t, `variant v "v" {
	board 5x5
	piece King k "K"
	piece Leaper n "[cR-mR]"
	piece Withdrawer q "mW" { withdraw "W" }
	pieces King Leaper Withdrawer
	royal King
	setup "4k/5/5/5/K4 w - - 0 1" }`)
	tests := []struct {
		fen, at, want string
	}{
		// Over b1 onto c1 or d1; up the a-file over a3 onto a4 or a5.
		{"4k/5/q4/5/Nq2K w - - 0 1", "a1", "a3:x[q] a4:m a5:m b1:x[q] c1:m d1:m"},
		// Stepping down from c3 takes c4; the other steps take nothing.
		{"4k/2n2/2Q2/5/K4 w - - 0 1", "c3", "b3:m c2:m c4:x[n] d3:m"},
	}
	for _, tt := range tests {
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		from, _ := g.ParseSquare(tt.at)
		m, err := diagram.InPosition(p, from)
		if err != nil {
			t.Fatal(err)
		}
		if got := marks(m); got != tt.want {
			t.Errorf("%s from %s: got  %s\nwant %s", tt.fen, tt.at, got, tt.want)
		}
	}
}

// The text layout, for a grid and a rings board, with the legend.
func TestText(t *testing.T) {
	g := game(t, `variant v { board 3x3; pieces King Rook Pawn; setup "k2/3/K1R w - - 0 1" }`)
	from, _ := g.ParseSquare("b1")
	m, err := diagram.OnEmptyBoard(g, 2, from)
	if err != nil {
		t.Fatal(err)
	}
	want := `3  .  i  .
2  x  m  x
1  .  P  .
   a  b  c
m move only; x capture only; i first move only
`
	if got := m.Text(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	rings := game(t, `variant r { board rings 2 spokes 2; pieces Ring
piece Ring k "" { step ring 1 }
setup "4/K3/k*** w - - 0 1" }`)
	from, _ = rings.ParseSquare("a2")
	m, err = diagram.OnEmptyBoard(rings, 0, from)
	if err != nil {
		t.Fatal(err)
	}
	want = `ring 2 (rank 3)  .  .  .  .
ring 1 (rank 2)  K  *  .  *
                 a  b  c  d
centre a1        .
* move or capture
`
	if got := m.Text(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSVG(t *testing.T) {
	g := game(t, `variant v { board 3x3; pieces King Rook Pawn; setup "k2/3/K1R w - - 0 1" }`)
	from, _ := g.ParseSquare("b1")
	m, _ := diagram.OnEmptyBoard(g, 2, from)
	svg := m.SVG()
	for _, want := range []string{`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="`,
		`stroke-dasharray`, `stroke="#c62828"`, `>move only</text>`, `>capture only</text>`, `>first move only</text>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q:\n%s", want, svg)
		}
	}
}
