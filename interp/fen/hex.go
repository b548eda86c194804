package fen

import (
	"fmt"
	"strconv"
	"strings"
)

// Hexagonal boards (ir.Board Kind "hex"): a regular hexagon of side N,
// Glinski's 91 cells for N = 6, in 2N-1 files of N to 2N-1 cells. Files
// are lettered a, b, ... without j (HexFiles: a to l for Glinski), and
// each file's cells are numbered up from 1 at its bottom cell, so the
// corners are a1, a6, f1, f11, l1 and l6.
//
// A FEN lists the board's ranks from the top down, separated by '/': rank
// k is the k-th cell of every file that has one, in file order, so ranks
// 1 to N have 2N-1 cells and rank N+i has 2N-1-2i. Glinski's start:
//
//	b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1
//
// (f11 alone, then e10 f10 g10, ..., then rank 1 from a1 to l1.) The
// interpreter stores the board in doubled coordinates: a rectangle of
// 2N-1 files and 4N-3 rows in which a file's cells are two rows apart and
// the next file's half a cell (one row) up or down; the other rows are
// holes. HexToGrid and GridToHex translate between the two placements;
// the fields after the placement are left as they are.

// HexFiles are the file letters of a hex board, Glinski's skipping j.
const HexFiles = "abcdefghiklmnopqrstuvwxyz"

// MaxHexSide is the largest side the file letters name.
const MaxHexSide = (len(HexFiles) + 1) / 2

// HexLen is the number of cells of file f (0-based) of a board of side n.
func HexLen(n, f int) int { return 2*n - 1 - abs(f-(n-1)) }

// HexRow is the stored row of the cell of file f and 0-based rank r, or
// -1 if the file has no such cell.
func HexRow(n, f, r int) int {
	if f < 0 || f >= 2*n-1 || r < 0 || r >= HexLen(n, f) {
		return -1
	}
	return 2*r + abs(f-(n-1))
}

// HexRank is the 0-based rank of the stored (file, row), or -1 if that is
// not a cell.
func HexRank(n, f, row int) int {
	if f < 0 || f >= 2*n-1 {
		return -1
	}
	d := row - abs(f-(n-1))
	if d < 0 || d%2 != 0 || d/2 >= HexLen(n, f) {
		return -1
	}
	return d / 2
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// hexCell is one cell token of a placement: a piece symbol (with its '+'
// and '~'), "*" for a hole, "" for an empty cell; off is where it was
// written.
type hexCell struct {
	tok string
	off int
}

// splitCells splits a placement into rows of cell tokens. letters are
// the upper-case piece symbols.
func splitCells(p string, letters []string) ([][]hexCell, error) {
	var rows [][]hexCell
	var row []hexCell
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '/':
			rows, row = append(rows, row), nil
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(p) && p[j] >= '0' && p[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(p[i:j])
			if c == '0' || n > 1000 {
				return nil, &Error{Offset: i, Msg: fmt.Sprintf("a run of %s empty cells", p[i:j])}
			}
			for k := 0; k < n; k++ {
				row = append(row, hexCell{"", i})
			}
			i = j
		case c == '*':
			row = append(row, hexCell{"*", i})
			i++
		default:
			n := 0
			if c == '+' {
				n = 1
			}
			w := 0
			for _, s := range letters {
				s = strings.TrimPrefix(s, "+")
				if len(s) > w && len(p)-i-n >= len(s) && strings.EqualFold(p[i+n:i+n+len(s)], s) {
					w = len(s)
				}
			}
			if w == 0 {
				return nil, &Error{Offset: i, Msg: fmt.Sprintf("unknown piece symbol %q", p[i:i+1])}
			}
			n += w
			if i+n < len(p) && p[i+n] == '~' {
				n++
			}
			row = append(row, hexCell{p[i : i+n], i})
			i += n
		}
	}
	return append(rows, row), nil
}

// joinCells writes rows of cell tokens as a placement, with the offset
// each byte came from.
func joinCells(rows [][]hexCell) (string, []int) {
	var b strings.Builder
	var offsets []int
	put := func(s string, off int) {
		b.WriteString(s)
		for range len(s) {
			offsets = append(offsets, off)
		}
	}
	for i, row := range rows {
		if i > 0 {
			put("/", offsets[len(offsets)-1])
		}
		empty, at := 0, 0
		flush := func() {
			if empty > 0 {
				put(strconv.Itoa(empty), at)
				empty = 0
			}
		}
		for _, c := range row {
			if c.tok == "" {
				if empty == 0 {
					at = c.off
				}
				empty++
				continue
			}
			flush()
			put(c.tok, c.off)
		}
		flush()
	}
	return b.String(), offsets
}

// HexToGrid rewrites the placement of a hex board's FEN (side n) as the
// stored rectangle's, the rows between cells as '*'. Offsets maps each
// byte of the result to the byte of s it came from, so errors found in
// the result point into s.
func HexToGrid(s string, n int, letters []string) (string, []int, error) {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	rows, err := splitCells(s[:end], letters)
	if err != nil {
		return "", nil, err
	}
	files, ranks := 2*n-1, 2*n-1
	if len(rows) != ranks {
		return "", nil, &Error{Offset: 0, Msg: fmt.Sprintf("%d ranks separated by '/': a hex board of side %d has %d (its top rank, one cell, first)", len(rows), n, ranks)}
	}
	height := 4*n - 3
	grid := make([][]hexCell, height)
	for r := range grid {
		grid[r] = make([]hexCell, files)
		for f := range grid[r] {
			grid[r][f] = hexCell{"*", -1} // not a cell: its offset is set below
		}
	}
	at := 0
	for i, row := range rows {
		r := ranks - 1 - i // the 0-based rank this row lists
		var want []int     // its files
		for f := 0; f < files; f++ {
			if HexRow(n, f, r) >= 0 {
				want = append(want, f)
			}
		}
		if len(row) != len(want) {
			return "", nil, &Error{Offset: at, Msg: fmt.Sprintf("rank %d has %d cells: expected %d (files %c to %c)", r+1, len(row), len(want), HexFiles[want[0]], HexFiles[want[len(want)-1]])}
		}
		for j, f := range want {
			grid[height-1-HexRow(n, f, r)][f] = row[j]
		}
		if k := strings.IndexByte(s[at:end], '/'); k >= 0 {
			at += k + 1
		}
	}
	// The rows of holes took their offsets from nowhere: give them the
	// next cell's.
	next := end
	for r := height - 1; r >= 0; r-- {
		for f := files - 1; f >= 0; f-- {
			if grid[r][f].off < 0 {
				grid[r][f].off = next
			} else {
				next = grid[r][f].off
			}
		}
	}
	out, offsets := joinCells(grid)
	out += s[end:]
	for k := end; k <= len(s); k++ {
		offsets = append(offsets, k)
	}
	return out, offsets, nil
}

// GridToHex rewrites the stored rectangle's placement (written by
// Placement, the rows between cells as '*') as a hex board's FEN.
func GridToHex(s string, n int, letters []string) string {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	grid, err := splitCells(s[:end], letters)
	height := 4*n - 3
	if err != nil || len(grid) != height {
		return s // not a placement Placement wrote
	}
	var rows [][]hexCell
	for r := 2*n - 2; r >= 0; r-- {
		var row []hexCell
		for f := 0; f < 2*n-1; f++ {
			if y := HexRow(n, f, r); y >= 0 && f < len(grid[height-1-y]) {
				row = append(row, grid[height-1-y][f])
			}
		}
		rows = append(rows, row)
	}
	out, _ := joinCells(rows)
	return out + s[end:]
}
