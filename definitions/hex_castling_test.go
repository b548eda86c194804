package definitions_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Castling on a hex board (spec/language.md, "castling"): along the
// orthogonal line through the king rising to the right (kingside) or to
// the left (queenside), mirrored for Black. On Glinski's board White's
// lines from f1 are the bottom edges, f1 g1 h1 i1 k1 l1 and f1 e1 d1 c1
// b1 a1; Black's from f11 the top edges, f11 g10 h9 i8 k7 l6 and f11 e10
// d9 c8 b7 a6. Every expectation below was worked out from that rule
// with steps 2..3: the king goes two or three cells towards its partner
// and the partner lands on the cell next to it, on the side it came from.

const hexCastlingSrc = `variant hexcastle {
	board hex 6
	piece King k "K" { value 0 }
	piece Rook r "R" { value 500 }
	piece Knight n "N" { value 300 }
	pieces King Rook Knight
	royal King
	setup "k/3/5/7/r7r/N10/11/11/11/11/1R3K3R1 w KQkq - 0 1"
	castling {
		king King
		rooks Rook
		kingside steps 2..3
		queenside steps 2..3
	}
}`

func hexCastlingGame(t *testing.T) *interp.Game {
	t.Helper()
	vs, diags := lang.CompileSource("hexcastle.vdl", []byte(hexCastlingSrc))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	for _, d := range diags { // no warning either: castling can happen
		t.Errorf("unexpected diagnostic: %s", d.Text())
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// hexCells are the names of the cells of Glinski's board.
func hexCells() []string {
	var out []string
	for f := 0; f < 11; f++ {
		for r := 1; r <= 11-abs(f-5); r++ {
			out = append(out, hexFiles[f:f+1]+strconv.Itoa(r))
		}
	}
	return out
}

// castlings lists the legal castling moves as "KINGMOVE:PARTNERCELL"
// (f1d1:e1), the partner's cell read off the board after the move.
func castlings(t *testing.T, g *interp.Game, p *interp.Position) string {
	t.Helper()
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.Kind != interp.Castle {
			continue
		}
		partner, c, _ := p.PieceAt(interp.Square(m.Aux))
		before := map[string]bool{}
		for _, name := range hexCells() {
			s, _ := g.ParseSquare(name)
			if typ, col, ok := p.PieceAt(s); ok && typ == partner && col == c {
				before[name] = true
			}
		}
		p.Make(m)
		to := ""
		for _, name := range hexCells() {
			s, _ := g.ParseSquare(name)
			if typ, col, ok := p.PieceAt(s); ok && typ == partner && col == c && !before[name] {
				to += name
			}
		}
		p.Unmake()
		out = append(out, g.MoveString(m)+":"+to)
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func sorted(s string) string {
	f := strings.Fields(s)
	slices.Sort(f)
	return strings.Join(f, " ")
}

func TestHexCastlingMoves(t *testing.T) {
	g := hexCastlingGame(t)
	const rest = "/11/11/11/11/11/" // ranks 6 to 2, empty
	for _, c := range []struct{ name, fen, want string }{
		// White, king f1, rooks b1 and k1 four cells away on either edge.
		{"white", "k/3/5/7/r7r" + rest + "1R3K3R1 w KQkq - 0 1",
			"f1c1:d1 f1d1:e1 f1h1:g1 f1i1:h1"},
		// A knight on c1, between king and rook: the rook would cross it
		// whichever cell the king goes to.
		{"white blocked queenside", "k/3/5/7/r7r" + rest + "1RN2K3R1 w KQkq - 0 1",
			"f1h1:g1 f1i1:h1"},
		// A knight on h1: the king lands on it or crosses it.
		{"white blocked kingside", "k/3/5/7/r7r" + rest + "1R3K1N1R1 w KQkq - 0 1",
			"f1c1:d1 f1d1:e1"},
		// A black rook on c8 sees down file c to c1: the king may not
		// land there, but the rook may cross it (to e1).
		{"white c1 attacked", "k/3/5/r6/r7r" + rest + "1R3K3R1 w KQkq - 0 1",
			"f1d1:e1 f1h1:g1 f1i1:h1"},
		// A black rook on h9 sees down file h to h1: the king would
		// land on it (h1) or cross it (i1).
		{"white h1 attacked", "k/3/4r/7/r7r" + rest + "1R3K3R1 w KQkq - 0 1",
			"f1c1:d1 f1d1:e1"},
		// A black rook on f10 checks the king down file f.
		{"white in check", "k/1r1/5/7/r7r" + rest + "1R3K3R1 w KQkq - 0 1", ""},
		// The b1 rook has moved (no Q right).
		{"white no queenside right", "k/3/5/7/r7r" + rest + "1R3K3R1 w Kkq - 0 1",
			"f1h1:g1 f1i1:h1"},
		// Black, king f11, rooks b7 and k7 four cells away on the top
		// edges.
		{"black", "k/3/5/7/r7r" + rest + "1R3K3R1 b KQkq - 0 1",
			"f11c8:d9 f11d9:e10 f11h9:g10 f11i8:h9"},
		// A knight on h9: the king lands on it or crosses it.
		{"black blocked kingside", "k/3/4n/7/r7r" + rest + "1R3K3R1 b KQkq - 0 1",
			"f11c8:d9 f11d9:e10"},
		// A white rook on c1 sees up file c to c8.
		{"black c8 attacked", "k/3/5/7/r7r" + rest + "1RR2K3R1 b KQkq - 0 1",
			"f11d9:e10 f11h9:g10 f11i8:h9"},
		// A white rook on f10 checks the king.
		{"black in check", "k/1R1/5/7/r7r" + rest + "1R3K3R1 b KQkq - 0 1", ""},
		{"black no queenside right", "k/3/5/7/r7r" + rest + "1R3K3R1 b KQk - 0 1",
			"f11h9:g10 f11i8:h9"},
		// Two rooks on White's kingside edge, i1 and k1: I names the
		// nearer. The king may go to h1 with i1 (which lands on g1); with
		// k1 the rook would cross i1, and i1 is no cell for the king.
		{"white two rooks", "k/3/5/6r/8r" + rest + "5K2RR1 w KIki - 0 1",
			"f1h1:g1"},
		// Black's mirror: rooks i8 and k7, i names i8.
		{"black two rooks", "k/3/5/6r/8r" + rest + "5K2RR1 b KIki - 0 1",
			"f11h9:g10"},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := castlings(t, g, p); got != sorted(c.want) {
			t.Errorf("%s (%s):\n got  %s\n want %s", c.name, c.fen, got, sorted(c.want))
		}
	}
}

// TestHexCastlingPerft counts the first ply by hand. White: the king's
// five steps (f2, e1 g1, e2 g2), the four castlings, and each rook 19
// moves: from b1 up its file to b6 and takes b7 (6), up-right c2 d3 e4
// f5 g5 h5 i5 k5 l5 (9), up-left a1 (1), down-right c1 d1 e1 (3); k1 the
// mirror. Black is White's mirror.
func TestHexCastlingPerft(t *testing.T) {
	g := hexCastlingGame(t)
	for _, fen := range []string{
		"k/3/5/7/r7r/11/11/11/11/11/1R3K3R1 w KQkq - 0 1",
		"k/3/5/7/r7r/11/11/11/11/11/1R3K3R1 b KQkq - 0 1",
	} {
		p, err := g.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if n := p.Perft(1); n != 5+4+19+19 {
			t.Errorf("%s: perft 1 = %d, want 47", fen, n)
		}
	}
}

// TestHexCastlingMake plays each castling and checks the position after
// it (written by hand), its hash against the FEN read back, and that
// unmaking it restores the position exactly.
func TestHexCastlingMake(t *testing.T) {
	g := hexCastlingGame(t)
	const rest = "/11/11/11/11/11/"
	white := "k/3/5/7/r7r" + rest + "1R3K3R1 w KQkq - 0 1"
	black := "k/3/5/7/r7r" + rest + "1R3K3R1 b KQkq - 0 1"
	for _, c := range []struct{ from, move, san, after string }{
		{white, "f1d1", "O-O-O(d1)", "k/3/5/7/r7r" + rest + "3KR4R1 b kq - 1 1"},
		{white, "f1c1", "O-O-O(c1)", "k/3/5/7/r7r" + rest + "2KR5R1 b kq - 1 1"},
		{white, "f1h1", "O-O(h1)", "k/3/5/7/r7r" + rest + "1R4RK3 b kq - 1 1"},
		{white, "f1i1", "O-O(i1)", "k/3/5/7/r7r" + rest + "1R5RK2 b kq - 1 1"},
		{black, "f11h9", "O-O(h9)", "1/2r/4k/7/r8" + rest + "1R3K3R1 w KQ - 1 2"},
		{black, "f11i8", "O-O(i8)", "1/3/4r/6k/r8" + rest + "1R3K3R1 w KQ - 1 2"},
		{black, "f11d9", "O-O-O(d9)", "1/r2/k4/7/8r" + rest + "1R3K3R1 w KQ - 1 2"},
		{black, "f11c8", "O-O-O(c8)", "1/3/r4/k6/8r" + rest + "1R3K3R1 w KQ - 1 2"},
	} {
		p, err := g.ParseFEN(c.from)
		if err != nil {
			t.Fatal(err)
		}
		hash := p.Hash()
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.from, err)
		}
		if san := p.SAN(m); san != c.san {
			t.Errorf("%s: SAN %s, want %s", c.move, san, c.san)
		}
		p.Make(m)
		if got := p.FEN(); got != c.after {
			t.Errorf("%s after %s:\n got  %s\n want %s", c.from, c.move, got, c.after)
		}
		q, err := g.ParseFEN(c.after)
		if err != nil {
			t.Fatal(err)
		}
		if q.Hash() != p.Hash() {
			t.Errorf("%s after %s: hash differs from the FEN read back", c.from, c.move)
		}
		p.Unmake()
		if p.FEN() != c.from || p.Hash() != hash {
			t.Errorf("%s: %s unmade to %s", c.from, c.move, p.FEN())
		}
	}
}

// TestHexCastlingRights reads castling fields and writes them back, and
// follows the rights through moves.
func TestHexCastlingRights(t *testing.T) {
	g := hexCastlingGame(t)
	const rest = "/11/11/11/11/11/"
	base := "k/3/5/7/r7r" + rest + "1R3K3R1 w "
	for _, c := range []struct{ in, out string }{
		{"KQkq", "KQkq"},
		{"Kq", "Kq"},
		{"-", "-"},
		{"BKbk", "KQkq"}, // b1 and b7 are the farthest partners: Q and q
	} {
		p, err := g.ParseFEN(base + c.in + " - 0 1")
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := strings.Fields(p.FEN())[2]; got != c.out {
			t.Errorf("castling %s written %s, want %s", c.in, got, c.out)
		}
	}
	// d1 and e10 are on the kings' lines but hold no rook; file f, the
	// king's own, crosses neither line; file j does not exist.
	for _, bad := range []string{"D", "e", "F", "J"} {
		if _, err := g.ParseFEN(base + bad + " - 0 1"); err == nil {
			t.Errorf("castling %s read without error", bad)
		}
	}
	two := "k/3/5/6r/8r" + rest + "5K2RR1 w KIki - 0 1"
	p, err := g.ParseFEN(two)
	if err != nil {
		t.Fatal(err)
	}
	if p.FEN() != two {
		t.Errorf("two rooks: written %s, want %s", p.FEN(), two)
	}
	// The b1 rook leaves and comes back: White's Q right is gone; the
	// black king steps out and back: Black's are gone. Then White may
	// still castle kingside.
	p, err = g.ParseFEN(base + "KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, p, "b1b2 f11f10 b2b1 f10f11")
	if want := base + "K - 4 3"; p.FEN() != want {
		t.Errorf("after the rook and king went back: %s, want %s", p.FEN(), want)
	}
	if got := castlings(t, g, p); got != "f1h1:g1 f1i1:h1" {
		t.Errorf("after the rook went back: castlings %s, want f1h1:g1 f1i1:h1", got)
	}
	// Taking the k1 rook takes White's last partner: no rights at all.
	p, err = g.ParseFEN("k/3/5/7/r7r" + rest + "5K3R1 b Kkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, p, "k7k1")
	if got := strings.Fields(p.FEN())[2]; got != "q" {
		t.Errorf("after k7xk1: castling %s, want q", got)
	}
}
