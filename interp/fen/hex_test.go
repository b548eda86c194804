package fen

import (
	"strings"
	"testing"
)

var hexLetters = []string{"K", "Q", "R", "B", "N", "P", "+P", "AB"}

// The grid form written by hand for a side-2 board: 3 files of 2, 3 and 2
// cells stored in 3 files x 5 rows, b's cells two rows apart on rows 0 2
// 4, a's and c's on rows 1 and 3.
func TestHexToGrid(t *testing.T) {
	for _, c := range []struct{ hex, grid string }{
		{"k/3/K2 w - - 0 1", "*k*/.*./*.*/K*./*.*"},
		{"k/Q1R/2N w - - 0 1", "*k*/Q*R/*.*/.*N/*.*"},
		{"k/P~2/1+P1 w - - 0 1", "*k*/P~*./*.*/.*./*+P*"},
		// a '*' (a hole, or a wall) is a cell like any other here
		{"k/1*1/K2 w - - 0 1", "*k*/.*./***/K*./*.*"},
	} {
		got, offsets, err := HexToGrid(c.hex, RegularHex(2), hexLetters)
		if err != nil {
			t.Fatalf("%s: %v", c.hex, err)
		}
		place, _, _ := strings.Cut(got, " ")
		if want := expandGrid(c.grid); place != want {
			t.Errorf("%s: grid %q, want %q", c.hex, place, want)
		}
		if len(offsets) != len(got)+1 {
			t.Errorf("%s: %d offsets for %d bytes", c.hex, len(offsets), len(got))
		}
		// Every piece symbol and '*' of a cell maps back to its own byte
		// (a symbol of several bytes to its first).
		for i := 0; i < len(place); i++ {
			if i > 0 && offsets[i] == offsets[i-1] {
				continue
			}
			if b := place[i]; b != '*' && b != '/' && (b < '0' || b > '9') && c.hex[offsets[i]] != b {
				t.Errorf("%s: grid byte %d (%c) maps to %q", c.hex, i, b, c.hex[offsets[i]])
			}
		}
		if back := GridToHex(got, RegularHex(2), hexLetters); back != c.hex {
			t.Errorf("%s: read back as %q", c.hex, back)
		}
	}
}

// expandGrid writes "." as runs of empty cells, as Placement does.
func expandGrid(s string) string {
	var b strings.Builder
	for _, row := range strings.Split(s, "/") {
		if b.Len() > 0 {
			b.WriteByte('/')
		}
		n := 0
		for i := 0; i < len(row); i++ {
			if row[i] == '.' {
				n++
				continue
			}
			if n > 0 {
				b.WriteByte(byte('0' + n))
				n = 0
			}
			b.WriteByte(row[i])
		}
		if n > 0 {
			b.WriteByte(byte('0' + n))
		}
	}
	return b.String()
}

func TestHexToGridErrors(t *testing.T) {
	for _, c := range []struct {
		hex string
		off int
		msg string
	}{
		{"k/3 w - - 0 1", 0, "2 ranks separated by '/'"},
		{"k/4/K2 w - - 0 1", 2, "rank 2 has 4 cells: expected 3 (files a to c)"},
		{"k/3/K1 w - - 0 1", 4, "rank 1 has 2 cells"},
		{"k/3/X2 w - - 0 1", 4, "unknown piece symbol"},
		{"k/3/K0 w - - 0 1", 5, "a run of 0 empty cells"},
	} {
		_, _, err := HexToGrid(c.hex, RegularHex(2), hexLetters)
		e, ok := err.(*Error)
		if !ok || e.Offset != c.off || !strings.Contains(e.Msg, c.msg) {
			t.Errorf("%s: %v, want at column %d %q", c.hex, err, c.off+1, c.msg)
		}
	}
}

// FuzzHexToGrid: whatever HexToGrid accepts, GridToHex writes back as a
// placement HexToGrid reads to the same grid, and every offset points
// into the input.
func FuzzHexToGrid(f *testing.F) {
	for _, s := range []string{"k/3/K2 w - - 0 1", "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1", "1/3/5/7/9/11/11/11/11/11/11"} {
		f.Add(s, 2)
		f.Add(s, 6)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 2 || n > MaxHexSide {
			return
		}
		grid, offsets, err := HexToGrid(s, RegularHex(n), hexLetters)
		if err != nil {
			return
		}
		for _, o := range offsets {
			if o < 0 || o > len(s) {
				t.Fatalf("%q: offset %d outside the input", s, o)
			}
		}
		back := GridToHex(grid, RegularHex(n), hexLetters)
		again, _, err := HexToGrid(back, RegularHex(n), hexLetters)
		if err != nil || again != grid {
			t.Fatalf("%q -> %q -> %q (%v) -> %q", s, grid, back, err, again)
		}
	})
}
