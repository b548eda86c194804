package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestChess960Numbering checks Scharnagl's numbering against positions
// known from the rule text (0 is BBQNNRKR, 518 is chess, 959 RKRNNQBB)
// and the conditions on every one of the 960: distinct, bishops on
// opposite colours, the king between the rooks, Black mirroring White.
func TestChess960Numbering(t *testing.T) {
	g := bundledGame(t, "chess960")
	for n, want := range map[int]string{
		0:   "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
		518: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
		959: "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
	} {
		p, err := g.SetupPosition(n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN(); got != want {
			t.Errorf("position %d: %s, want %s", n, got, want)
		}
	}
	seen := map[string]bool{}
	for n := 0; n < 960; n++ {
		s, err := g.SetupFEN(n)
		if err != nil {
			t.Fatal(err)
		}
		ranks := strings.Split(strings.Fields(s)[0], "/")
		first := ranks[7]
		if seen[first] {
			t.Fatalf("position %d repeats %s", n, first)
		}
		seen[first] = true
		if ranks[0] != strings.ToLower(first) {
			t.Errorf("position %d: Black's rank %s is not the mirror of %s", n, ranks[0], first)
		}
		b1, b2 := strings.IndexByte(first, 'B'), strings.LastIndexByte(first, 'B')
		r1, k, r2 := strings.IndexByte(first, 'R'), strings.IndexByte(first, 'K'), strings.LastIndexByte(first, 'R')
		if (b1+b2)%2 == 0 || !(r1 < k && k < r2) {
			t.Errorf("position %d: %s breaks the rules of Chess960", n, first)
		}
	}
	if _, err := g.SetupFEN(960); err == nil {
		t.Errorf("position 960 exists")
	}
}

// TestChess960Castling: castling moves king and rook to g and f (c and
// d) from wherever they start, also when the king does not move or moves
// onto the rook's square; it is written king-takes-rook. Moves counted
// by hand.
func TestChess960Castling(t *testing.T) {
	g := bundledGame(t, "chess960")
	for _, c := range []struct {
		fen, castle, after string
		moves              int
	}{
		// The king on g1 stays: only the rook goes, h1 to f1. King: f1 f2
		// g2 h2; rook: h2-h8; castling.
		{"4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", 12},
		// King and rook change places. King: e1 e2 f2 g2; rook: g2-g8, h1.
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", 13},
		// Queenside from b1 with the rook on a1: king to c1, rook to d1.
		// King: a2 b2 c2 c1; rook: a2-a8; castling.
		{"4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1", 12},
		// Black, the king staying on g8.
		{"6kr/8/8/8/8/8/8/4K3 b h - 0 1", "g8h8", "5rk1/8/8/8/8/8/8/4K3 w - - 1 2", 12},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(p.LegalMoves(nil)); n != c.moves {
			t.Errorf("%s: %d moves, want %d", c.fen, n, c.moves)
		}
		playMoves(t, p, c.castle)
		if got := p.FEN(); got != c.after {
			t.Errorf("%s %s: %s, want %s", c.fen, c.castle, got, c.after)
		}
		p.Unmake()
		if got := p.FEN(); got != c.fen {
			t.Errorf("%s %s taken back: %s", c.fen, c.castle, got)
		}
	}
}

// TestShuffleSorted: a shuffle numbered in sorted order. Five pieces,
// rooks either side of the king, bishops on opposite colours: the light
// bishop on b or d, the dark one on a, c or e, and R K R in the files
// left, six orders, by hand: BBRKR BRKBR RBBKR RBKRB RKBBR RKRBB.
func TestShuffleSorted(t *testing.T) {
	src := `variant five extends orthodox {
	board 5x5
	promotion { pieces Pawn; choices Rook; mandatory }
	pieces King Rook Bishop Pawn
	castling { king King; rooks Rook; kingside d c; queenside b c }
	setup "rbbkr/ppppp/5/PPPPP/RBBKR w KQkq - 0 1"
	shuffle { opposite-colours Bishop; king-between }
}`
	vs, diags := lang.CompileSource("five.vdl", []byte(src))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"BBRKR", "BRKBR", "RBBKR", "RBKRB", "RKBBR", "RKRBB"}
	if n, err := g.SetupCount(); err != nil || n != len(want) {
		t.Fatalf("%d positions (%v), want %d", n, err, len(want))
	}
	for i, w := range want {
		s, err := g.SetupFEN(i)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Split(strings.Fields(s)[0], "/")[4]; got != w {
			t.Errorf("position %d: %s, want %s", i, got, w)
		}
	}
}
