package fen

import (
	"strings"
	"testing"
)

var letters = []string{"K", "Q", "R", "B", "N", "P", "+P"}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		fen    string
		offset int
		msg    string
	}{
		{"", 0, "empty FEN"},
		{"8/8/8/8/8/8/8 w - - 0 1", 13, "7 ranks: expected 8"},
		{"9/8/8/8/8/8/8/8 w - - 0 1", 0, "only 8 files wide"},
		{"7/8/8/8/8/8/8/8 w - - 0 1", 1, "rank 8 has 7 cells: expected 8"},
		{"8/8/8/8/8/8/8/8/8 w - - 0 1", 15, "too many ranks"},
		{"8/8/8/8/8/8/8/7x w - - 0 1", 15, `unknown piece symbol "x"`},
		{"8/8/8/8/8/8/8/8 x - - 0 1", 16, "side to move"},
		{"8/8/8/8/8/8/8/8 w - - z 1", 22, "counter"},
		{"8/8/8/8/8/8/8/8 w - - 2200000000 1", 22, "from 0 to 1073741824"}, // found by FuzzPosition: wrapped to a negative clock
		{"8/8/8/8/8/8/8/8 w - - 0 1073741825", 24, "from 0 to 1073741824"},
		{"8/8/8/8/8/8/8/8 w - - 0 1 - extra", 28, "unexpected"},
		{"08/8/8/8/8/8/8/8", 0, "leading zero"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.fen, 8, 8, letters)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("Parse(%q) = %v, want an *Error", tt.fen, err)
			continue
		}
		if e.Offset != tt.offset || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("Parse(%q): offset %d %q, want offset %d containing %q", tt.fen, e.Offset, e.Msg, tt.offset, tt.msg)
		}
	}
}

func TestParseFields(t *testing.T) {
	r, err := Parse("r1*7/10/10/10/10/10/10/9+P b Kq e3 7 31", 10, 8, letters)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Cells[7*10+0]; got != (Cell{Piece: 2, Black: true}) {
		t.Errorf("a8 = %+v, want a black rook", got)
	}
	if got := r.Cells[7*10+2]; got.Piece != HoleCell {
		t.Errorf("c8 = %+v, want a hole", got)
	}
	if got := r.Cells[9]; got != (Cell{Piece: 6}) {
		t.Errorf("j1 = %+v, want a white +P (two-character symbol)", got)
	}
	if !r.BlackToMove || r.Castling != "Kq" || r.EnPassant != "e3" || r.Halfmove != 7 || r.Fullmove != 31 {
		t.Errorf("fields = %+v", r)
	}
	if r.CastlingOffset != 29 || r.EnPassantOffset != 32 {
		t.Errorf("field offsets %d %d, want 30 33", r.CastlingOffset, r.EnPassantOffset)
	}
}

// The optional fields Fairy-Stockfish and lichess write: castling and en
// passant left out before the counters, a check counter after en passant,
// lichess's checks-given suffix.
func TestParseOptionalFields(t *testing.T) {
	tests := []struct {
		fen          string
		castling, ep string
		half, full   int
		left, given  *[2]int
		once         string
	}{
		{"8/8/8/8/8/8/8/8 w 3 9", "-", "-", 3, 9, nil, nil, "-"},
		{"8/8/8/8/8/8/8/8 b KQkq - 3+2 0 1", "KQkq", "-", 0, 1, &[2]int{3, 2}, nil, "-"},
		{"8/8/8/8/8/8/8/8 w - - 1+3 1 39", "-", "-", 1, 39, &[2]int{1, 3}, nil, "-"},
		{"8/8/8/8/8/8/8/8 w - - 1 39 +2+0", "-", "-", 1, 39, nil, &[2]int{2, 0}, "-"},
		{"8/8/8/8/8/8/8/8 w - - 0 1 Ab", "-", "-", 0, 1, nil, nil, "Ab"},
	}
	for _, tt := range tests {
		r, err := Parse(tt.fen, 8, 8, letters)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.fen, err)
			continue
		}
		same := func(a, b *[2]int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }
		if r.Castling != tt.castling || r.EnPassant != tt.ep || r.Halfmove != tt.half || r.Fullmove != tt.full ||
			!same(r.ChecksLeft, tt.left) || !same(r.ChecksGiven, tt.given) || r.Once != tt.once {
			t.Errorf("Parse(%q) = %+v", tt.fen, r)
		}
	}
}

// With a counting rule, the count's limit stands where the en-passant
// square goes, and is read as that field.
func TestParseCountingFields(t *testing.T) {
	for _, tt := range []struct {
		fen, castling, ep string
		half, full        int
	}{
		{"8/8/8/8/8/8/8/8 w - 32 33 15", "-", "32", 33, 15},
		{"8/8/8/8/8/8/8/8 b DEe 0 0 5", "DEe", "0", 0, 5},
		{"8/8/8/8/8/8/8/8 w - - 3 9", "-", "-", 3, 9},
		{"8/8/8/8/8/8/8/8 w 3 9", "-", "-", 3, 9},
	} {
		r, err := ParseOptions(tt.fen, 8, 8, letters, Options{Counting: true})
		if err != nil || r.Castling != tt.castling || r.EnPassant != tt.ep || r.Halfmove != tt.half || r.Fullmove != tt.full {
			t.Errorf("ParseOptions(%q) = %+v, %v", tt.fen, r, err)
		}
	}
}

func TestPlacementRoundTrip(t *testing.T) {
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"r1*7/10/10/10/10/10/10/9+P",
		"**8**/12/12/12",
	} {
		files, ranks := 8, 8
		switch {
		case strings.HasPrefix(s, "r1*"):
			files = 10
		case strings.HasPrefix(s, "**"):
			files, ranks = 12, 4
		}
		r, err := Parse(s, files, ranks, letters)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if got := Placement(files, ranks, r.Cells, letters); got != s {
			t.Errorf("Placement(Parse(%q)) = %q", s, got)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	f.Add("r1*7/10/10/10/10/10/10/9+P b Kq e3 7 31")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s, 8, 8, letters)
		if err != nil {
			return
		}
		// What parses must write back to an equivalent placement.
		p := Placement(8, 8, r.Cells, letters)
		r2, err := Parse(p, 8, 8, letters)
		if err != nil {
			t.Fatalf("Placement gave unparsable %q: %v", p, err)
		}
		for i := range r.Cells {
			if r.Cells[i] != r2.Cells[i] {
				t.Fatalf("cell %d changed in the round trip of %q", i, s)
			}
		}
	})
}
