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
// into the input; for hexagons of every side and outer-file length, in
// either naming.
func FuzzHexToGrid(f *testing.F) {
	for _, s := range []string{"k/3/K2 w - - 0 1", "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1", "1/3/5/7/9/11/11/11/11/11/11",
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w - - 0 1"} {
		f.Add(s, 2, 2, false)
		f.Add(s, 6, 6, false)
		f.Add(s, 5, 6, true)
	}
	f.Fuzz(func(t *testing.T, s string, n, e int, slanted bool) {
		if n < 2 || n > MaxHexSide || e < 2 || e > 2*MaxHexSide {
			return
		}
		h := HexShape{Side: n, Edge: e, Slanted: slanted}
		grid, offsets, err := HexToGrid(s, h, hexLetters)
		if err != nil {
			return
		}
		for _, o := range offsets {
			if o < 0 || o > len(s) {
				t.Fatalf("%q: offset %d outside the input", s, o)
			}
		}
		back := GridToHex(grid, h, hexLetters)
		again, _, err := HexToGrid(back, h, hexLetters)
		if err != nil || again != grid {
			t.Fatalf("%q -> %q -> %q (%v) -> %q", s, grid, back, err, again)
		}
	})
}

// TestHexShape checks Shafran's board (side 5, outer files of 6, slanted
// ranks) against its description: files of 6 to 10 cells, 70 in all; file
// f begins at rank 2 and i at rank 5; every cell's rank and row agree; the
// board turned top to bottom puts e1 on e10, f2 on f10 and a1 on a6.
func TestHexShape(t *testing.T) {
	h := HexShape{Side: 5, Edge: 6, Slanted: true}
	if h.Files() != 9 || h.Ranks() != 10 || h.Height() != 19 || h.Cells() != 70 {
		t.Errorf("files %d ranks %d height %d cells %d, want 9 10 19 70", h.Files(), h.Ranks(), h.Height(), h.Cells())
	}
	first := func(f int) int {
		for r := 0; r < h.Ranks(); r++ {
			if h.Row(f, r) >= 0 {
				return r + 1
			}
		}
		return -1
	}
	for f, want := range []int{1, 1, 1, 1, 1, 2, 3, 4, 5} {
		if got := first(f); got != want {
			t.Errorf("file %c begins at rank %d, want %d", HexFiles[f], got, want)
		}
	}
	for f := range h.Files() {
		for r := range h.Ranks() {
			if row := h.Row(f, r); row >= 0 && h.Rank(f, row) != r {
				t.Errorf("file %d rank %d: row %d reads back as rank %d", f, r, row, h.Rank(f, row))
			}
		}
	}
	for _, c := range []struct{ f, r, want int }{{4, 0, 9}, {5, 1, 9}, {0, 0, 5}, {8, 4, 9}} {
		if got := h.Mirror(c.f, c.r); got != c.want {
			t.Errorf("mirror of %c%d: rank %d, want %d", HexFiles[c.f], c.r+1, got+1, c.want+1)
		}
	}
}
