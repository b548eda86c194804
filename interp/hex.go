package interp

import (
	"fmt"
	"strconv"
	"strings"
)

// Hexagonal boards (ir.Board Kind "hex"): a regular hexagon of side N
// (Glinski's 91 cells: N = 6), its cells in columns (files) of N to 2N-1
// cells. They are stored in doubled coordinates, a rectangle of 2N-1
// files and 4N-3 rows in which a cell's vertical neighbours are two rows
// away and its neighbours on the next file one row up or down; the other
// rows are holes. Every hex direction is then a plain vector, mirrored
// for Black like any other (dy -> -dy), so move tables, attacks and the
// generator treat a hex board as a grid with holes:
//
//	orthogonal (6 neighbours):        (0,±2) (±1,±1)
//	diagonal (6, through a vertex):   (±2,0) (±1,±3)
//	knight (12):                      (±1,±5) (±2,±4) (±3,±1)
//
// Names and FEN follow Glinski and the hex tools: files a to l without j,
// ranks counted up each file from 1 at its bottom cell; a FEN lists the
// ranks from the top (Glinski's rank 11, the single cell f11) down to rank
// 1, each rank's cells in file order, so the start position reads
// b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1.

// hexFiles are the file letters of a hex board (Glinski's skip j).
const hexFiles = "abcdefghiklmnopqrstuvwxyz"

// compileHex checks the rectangle of a hex board and marks the rows that
// are not cells as holes.
func (g *geometry) compileHex() error {
	if g.files%2 == 0 || g.ranks != 2*g.files-1 || g.files > len(hexFiles) {
		return fmt.Errorf("hex board %dx%d: expected 2N-1 files and 4N-3 rows (11x21 for Glinski's N = 6)", g.files, g.ranks)
	}
	g.hex = true
	for s := range g.hole {
		g.hole[s] = g.hexRank(Square(s)) < 0
	}
	return nil
}

// fileStep is the vector from a cell to the next up its file: (0, 1) on
// a grid, (0, 2) on a hex board.
func (g *geometry) fileStep() int {
	if g.hex {
		return 2
	}
	return 1
}

// hexCentre is the middle file's index; hexLen the number of cells on
// file f.
func (g *geometry) hexCentre() int { return g.files / 2 }
func (g *geometry) hexLen(f int) int {
	return g.files - abs(f-g.hexCentre())
}

// hexRank is the 0-based Glinski rank of s on its file, or -1 if s is not
// a cell.
func (g *geometry) hexRank(s Square) int {
	f, row := g.fileOf(s), g.rankOf(s)
	d := row - abs(f-g.hexCentre())
	if d < 0 || d%2 != 0 || d/2 >= g.hexLen(f) {
		return -1
	}
	return d / 2
}

// hexSquare is the cell of file f and 0-based rank r, NoSquare if none.
func (g *geometry) hexSquare(f, r int) Square {
	if f < 0 || f >= g.files || r < 0 || r >= g.hexLen(f) {
		return NoSquare
	}
	return g.square(f, 2*r+abs(f-g.hexCentre()))
}

func (g *geometry) hexName(s Square) string {
	return hexFiles[g.fileOf(s):g.fileOf(s)+1] + strconv.Itoa(g.hexRank(s)+1)
}

func (g *geometry) parseHexSquare(name string) (Square, error) {
	if name == "" || strings.IndexByte(hexFiles[:g.files], name[0]) < 0 {
		return NoSquare, fmt.Errorf("square %q: expected a file letter a to %c (no j) and a rank, like f6", name, hexFiles[g.files-1])
	}
	r, err := strconv.Atoi(name[1:])
	s := g.hexSquare(strings.IndexByte(hexFiles, name[0]), r-1)
	if err != nil || s == NoSquare {
		return NoSquare, fmt.Errorf("square %q is not a cell of the hex board", name)
	}
	return s, nil
}

// hexRanks lists, for a hex FEN, its ranks from the top: each the cells of
// that Glinski rank in file order.
func (g *geometry) hexRanks() [][]Square {
	var out [][]Square
	for r := g.files - 1; r >= 0; r-- {
		var rank []Square
		for f := 0; f < g.files; f++ {
			if s := g.hexSquare(f, r); s != NoSquare {
				rank = append(rank, s)
			}
		}
		out = append(out, rank)
	}
	return out
}

// placementCells splits a FEN placement into cell tokens by row: a piece
// symbol ('+' prefix and '~' suffix included), "*" for a hole, "" for an
// empty cell. symbols are the upper-case piece symbols.
func placementCells(p string, symbols []string) ([][]string, error) {
	var rows [][]string
	var row []string
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
				return nil, fmt.Errorf("column %d: a run of %s empty cells", i+1, p[i:j])
			}
			for k := 0; k < n; k++ {
				row = append(row, "")
			}
			i = j
		case c == '*':
			row = append(row, "*")
			i++
		default:
			n := 0
			for _, s := range symbols {
				if len(s) > n && len(p)-i >= len(s) && strings.EqualFold(p[i:i+len(s)], s) {
					n = len(s)
				}
			}
			if n == 0 {
				return nil, fmt.Errorf("column %d: unknown piece symbol %q", i+1, p[i:i+1])
			}
			if i+n < len(p) && p[i+n] == '~' {
				n++
			}
			row = append(row, p[i:i+n])
			i += n
		}
	}
	return append(rows, row), nil
}

// joinCells writes rows of cell tokens as a FEN placement.
func joinCells(rows [][]string) string {
	var b strings.Builder
	for i, row := range rows {
		if i > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	return b.String()
}

// hexToGrid rewrites a hex FEN's placement (its first field) as the stored
// rectangle's, holes as '*', so the grid's FEN reader takes it.
func (g *Game) hexToGrid(s string) (string, error) {
	place, rest, _ := strings.Cut(s, " ")
	cells, err := placementCells(place, g.letters())
	if err != nil {
		return "", err
	}
	ranks := g.hexRanks()
	if len(cells) != len(ranks) {
		return "", fmt.Errorf("%d ranks: a hex board of %d files has %d", len(cells), g.files, len(ranks))
	}
	grid := make([][]string, g.ranks)
	for r := range grid {
		grid[r] = make([]string, g.files)
		for f := range grid[r] {
			grid[r][f] = "*"
		}
	}
	for i, rank := range ranks {
		if len(cells[i]) != len(rank) {
			return "", fmt.Errorf("rank %d has %d cells: expected %d", len(ranks)-i, len(cells[i]), len(rank))
		}
		for j, sq := range rank {
			grid[g.ranks-1-g.rankOf(sq)][g.fileOf(sq)] = cells[i][j]
		}
	}
	out := joinCells(grid)
	if rest != "" {
		out += " " + rest
	}
	return out, nil
}

// gridToHex rewrites the stored rectangle's FEN placement as a hex FEN's.
func (g *Game) gridToHex(s string) string {
	place, rest, _ := strings.Cut(s, " ")
	cells, err := placementCells(place, g.letters())
	if err != nil {
		return s // written by FEN(), so never
	}
	var out [][]string
	for _, rank := range g.hexRanks() {
		var row []string
		for _, sq := range rank {
			row = append(row, cells[g.ranks-1-g.rankOf(sq)][g.fileOf(sq)])
		}
		out = append(out, row)
	}
	return joinCells(out) + " " + rest
}
