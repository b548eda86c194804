package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

func game(t *testing.T, variant string) *interp.Game {
	t.Helper()
	v, err := lang.Find(variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Books in PGN and EPD: good ones give their lines' positions, bad ones
// an error at the file, line and column of the fault, before any game.
func TestBooks(t *testing.T) {
	tests := []struct {
		name, variant, text string
		want                []string // the FENs of the lines
		err                 string
	}{
		{"a.pgn", "chess", "[Event \"x\"]\n1. e4 e5 2. Nf3 {a comment} (2. f4) Nc6 *\n\n1. d4 d5 *\n", []string{
			"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
			"rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2"}, ""},
		{"coordinates.pgn", "chess", "1. e2e4 e7e5 *\n", []string{"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}, ""},
		{"fen.pgn", "chess", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 Kd7 *\n", []string{"8/3k4/8/8/4P3/8/8/4K3 w - - 1 2"}, ""},
		{"sniffed.txt", "chess", "\n1. e4 *\n", []string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}, ""},
		{"capablanca.pgn", "capablanca", "[Variant \"Capablanca\"]\n1. e4 e5 2. Ci3 *\n", []string{"rnabqkbcnr/pppp1ppppp/10/4p5/4P5/8C1/PPPP1PPPPP/RNABQKB1NR b KQkq - 1 2"}, ""},
		{"a.epd", "chess", "# a comment\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"x\";\n\n  4k3/8/8/8/8/8/8/4K2R w K - 3 9\n",
			[]string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "4k3/8/8/8/8/8/8/4K2R w K - 3 9"}, ""},

		{"illegal.pgn", "chess", "[Event \"x\"]\n1. e4 e5\n2. Ke3 *\n", nil, "illegal.pgn:3:4: move Ke3 (ply 3): "},
		{"variant.pgn", "chess", "[Variant \"shogi\"]\n1. e4 *\n", nil, "variant.pgn:1:1: a line of shogi; the match plays chess"},
		{"badfen.pgn", "chess", "\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\"]\n1. e4 *\n", nil, "badfen.pgn:2:1: chess: "},
		{"ends.pgn", "chess", "1. f3 e5 2. g4 Qh4# *\n", nil, "ends.pgn:1:16: the line ends the game (checkmate, 0-1)"},
		{"over.pgn", "chess", "1. f3 e5 2. g4 Qh4# 3. a3 *\n", nil, "over.pgn:1:24: move a3: the game is over already"},
		{"noresult.pgn", "chess", "1. e4 e5\n", nil, "noresult.pgn:"},
		{"empty.pgn", "chess", "", nil, "empty.pgn: the book has no openings"},
		{"short.epd", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n   8/8 w\n", nil, `short.epd:2:4: expected an EPD or FEN position (placement, side, castling, en passant), got "8/8 w"`},
		{"check.epd", "chess", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1\n4k3/8/8/8/8/8/8/4R1K1 w - - 0 1\n", nil, "check.epd:2:1: not a position of chess: Black, not to move, is in check"},
		{"piece.epd", "chess", "4k3/8/8/8/8/8/8/4K2Z w - -\n", nil, "piece.epd:1:1: chess: "},
		{"onesided.epd", "chess", "4k3/8/8/8/8/8/8/8 w - -\n", nil, "onesided.epd:1:1: not a position of chess: White has no pieces"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := game(t, tt.variant)
			lines, err := ParseBook(tt.name, []byte(tt.text))
			if err == nil {
				o := Openings{Book: lines}
				err = o.Check(g)
			}
			if tt.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
					t.Fatalf("error %v, want one starting %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range lines {
				p, err := l.start(g)
				if err != nil {
					t.Fatal(err)
				}
				if tt.want != nil && p.FEN() != tt.want[i] {
					t.Errorf("line %d: %s, want %s", i+1, p.FEN(), tt.want[i])
				}
			}
		})
	}
}

// ReadBook reads files, refusing what is not a regular file.
func TestReadBook(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "b.epd")
	if err := os.WriteFile(path, []byte("4k3/8/8/8/8/8/8/4K2R w K -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if lines, err := ReadBook(path); err != nil || len(lines) != 1 {
		t.Errorf("%v, %v", lines, err)
	}
	if _, err := ReadBook(dir); err == nil {
		t.Errorf("a folder was read as a book")
	}
	if _, err := ReadBook(filepath.Join(dir, "none.pgn")); err == nil {
		t.Errorf("a missing file was read as a book")
	}
}

// The bundled chess book: 50 distinct lines, each legal and leaving a
// game, and a match plays from them in order, both colours from each.
func TestBundledBook(t *testing.T) {
	g := game(t, "chess")
	lines, ok := BundledBook("chess")
	if !ok || len(lines) != 50 {
		t.Fatalf("chess book: %d lines", len(lines))
	}
	if _, ok := BundledBook("shogi"); ok {
		t.Errorf("a book for shogi, which has none")
	}
	seen := map[string]int{}
	for i, l := range lines {
		p, err := l.start(g)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(l.Moves); n < 4 || n > 10 {
			t.Errorf("line %d has %d plies", i+1, n)
		}
		if j, dup := seen[p.FEN()]; dup {
			t.Errorf("lines %d and %d reach the same position", j+1, i+1)
		}
		seen[p.FEN()] = i
	}
	o := Openings{Book: lines}
	if err := o.Check(g); err != nil {
		t.Fatal(err)
	}
	for k := range 3 {
		p, err := o.Start(g, 1, k, nil)
		if err != nil {
			t.Fatal(err)
		}
		q, _ := lines[k].start(g)
		if p.FEN() != q.FEN() {
			t.Errorf("pair %d starts from %s, want line %d's %s", k, p.FEN(), k+1, q.FEN())
		}
	}
}
