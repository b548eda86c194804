package fen

import (
	"fmt"
	"strconv"
	"strings"
)

// Hexagonal boards (ir.Board Kind "hex"): a hexagon of hexagonal cells in
// upright files, Glinski's 91 cells being the regular hexagon of side 6.
// Files are lettered a, b, ... without j (HexFiles: a to l for Glinski).
// By default each file's cells are numbered up from 1 at its bottom cell,
// so Glinski's corners are a1, a6, f1, f11, l1 and l6, and rank k is the
// k-th cell of every file that has one (a V bent at the middle file). With
// slanted ranks (Shafran's notation) a rank is instead a straight line of
// cells parallel to the lower left side, numbered from 1 at the bottom
// left: files right of the middle start at rank 2, 3, ....
//
// A FEN lists the board's ranks from the top down, separated by '/', each
// rank's cells in file order. Glinski's start:
//
//	b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1
//
// (f11 alone, then e10 f10 g10, ..., then rank 1 from a1 to l1.) The
// interpreter stores the board in doubled coordinates: a rectangle of
// the files and Height rows in which a file's cells are two rows apart and
// the next file's half a cell (one row) up or down; the other rows are
// holes. HexToGrid and GridToHex translate between the two placements;
// the fields after the placement are left as they are.

// HexFiles are the file letters of a hex board, Glinski's skipping j.
const HexFiles = "abcdefghiklmnopqrstuvwxyz"

// MaxHexSide is the largest side the file letters name.
const MaxHexSide = (len(HexFiles) + 1) / 2

// HexShape is the outline and naming of a hex board: Side cells on each of
// the four slanted sides (2*Side-1 files), Edge cells on the two outer
// files, the upright sides (Side for a regular hexagon; Shafran's board is
// Side 5, Edge 6, 70 cells), and whether ranks are slanted lines.
type HexShape struct {
	Side, Edge int
	Slanted    bool
}

// RegularHex is the regular hexagon of side n, its ranks Glinski's.
func RegularHex(n int) HexShape { return HexShape{Side: n, Edge: n} }

// HexShapeOf is the shape of a stored rectangle of files x height.
func HexShapeOf(files, height int, slanted bool) HexShape {
	side := (files + 1) / 2
	return HexShape{Side: side, Edge: (height+3)/2 - side, Slanted: slanted}
}

// Files is the number of files.
func (h HexShape) Files() int { return 2*h.Side - 1 }

// Ranks is the number of ranks (the longest file's cells).
func (h HexShape) Ranks() int { return h.Edge + h.Side - 1 }

// Height is the number of rows of the stored rectangle.
func (h HexShape) Height() int { return 2*(h.Edge+h.Side) - 3 }

// Cells is the number of cells.
func (h HexShape) Cells() int {
	n := 0
	for f := range h.Files() {
		n += h.Len(f)
	}
	return n
}

// Len is the number of cells of file f (0-based).
func (h HexShape) Len(f int) int { return h.Ranks() - abs(f-(h.Side-1)) }

// Row is the stored row of the cell of file f and 0-based rank r, or -1
// if the file has no such cell.
func (h HexShape) Row(f, r int) int {
	if f < 0 || f >= h.Files() || r < 0 {
		return -1
	}
	if h.Slanted {
		row := 2*r + h.Side - 1 - f
		if h.up(f, row) < 0 {
			return -1
		}
		return row
	}
	if r >= h.Len(f) {
		return -1
	}
	return 2*r + abs(f-(h.Side-1))
}

// Rank is the 0-based rank of the stored (file, row), or -1 if that is
// not a cell.
func (h HexShape) Rank(f, row int) int {
	k := h.up(f, row)
	if k < 0 || !h.Slanted {
		return k
	}
	return (row - (h.Side - 1) + f) / 2
}

// up is the 0-based place of the stored (file, row) up its file, or -1 if
// that is not a cell.
func (h HexShape) up(f, row int) int {
	if f < 0 || f >= h.Files() {
		return -1
	}
	d := row - abs(f-(h.Side-1))
	if d < 0 || d%2 != 0 || d/2 >= h.Len(f) {
		return -1
	}
	return d / 2
}

// Mirror is the 0-based rank of the cell that file f's cell of rank r
// faces across the board (the board turned top to bottom), or -1.
func (h HexShape) Mirror(f, r int) int {
	row := h.Row(f, r)
	if row < 0 {
		return -1
	}
	return h.Rank(f, h.Height()-1-row)
}

// Describe says what the shape is, for messages.
func (h HexShape) Describe() string {
	s := fmt.Sprintf("side %d", h.Side)
	if h.Edge != h.Side {
		s += fmt.Sprintf(" and outer files of %d cells", h.Edge)
	}
	return s
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

// HexToGrid rewrites the placement of a hex board's FEN (shape h) as the
// stored rectangle's, the rows between cells as '*'. Offsets maps each
// byte of the result to the byte of s it came from, so errors found in
// the result point into s.
func HexToGrid(s string, h HexShape, letters []string) (string, []int, error) {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	rows, err := splitCells(s[:end], letters)
	if err != nil {
		return "", nil, err
	}
	files, ranks := h.Files(), h.Ranks()
	if len(rows) != ranks {
		return "", nil, &Error{Offset: 0, Msg: fmt.Sprintf("%d ranks separated by '/': a hex board of %s has %d (its top rank first)", len(rows), h.Describe(), ranks)}
	}
	height := h.Height()
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
			if h.Row(f, r) >= 0 {
				want = append(want, f)
			}
		}
		if len(row) != len(want) {
			return "", nil, &Error{Offset: at, Msg: fmt.Sprintf("rank %d has %d cells: expected %d (files %c to %c)", r+1, len(row), len(want), HexFiles[want[0]], HexFiles[want[len(want)-1]])}
		}
		for j, f := range want {
			grid[height-1-h.Row(f, r)][f] = row[j]
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
func GridToHex(s string, h HexShape, letters []string) string {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	grid, err := splitCells(s[:end], letters)
	height := h.Height()
	if err != nil || len(grid) != height {
		return s // not a placement Placement wrote
	}
	var rows [][]hexCell
	for r := h.Ranks() - 1; r >= 0; r-- {
		var row []hexCell
		for f := 0; f < h.Files(); f++ {
			if y := h.Row(f, r); y >= 0 && f < len(grid[height-1-y]) {
				row = append(row, grid[height-1-y][f])
			}
		}
		rows = append(rows, row)
	}
	out, _ := joinCells(rows)
	return out + s[end:]
}
