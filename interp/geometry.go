package interp

import (
	"fmt"
	"github.com/vdl-chess/vdl/interp/fen"
	"strconv"
	"strings"
)

// Square is a cell index: rank*files + file, rank 0 being White's first.
type Square = int16

// NoSquare marks the absence of a square (off the board, or a hole).
const NoSquare Square = -1

// geometry is the shape of a board stored as a rectangle with holes: a
// grid, or rings and spokes (ir.Board), whose moves follow named
// direction tables instead of vectors.
type geometry struct {
	files, ranks int
	hole         []bool
	rings        bool
	// wrapFiles and wrapRanks join opposite edges (ir.Board.Wrap): offset
	// and step go on from the other side.
	wrapFiles, wrapRanks bool
	hex                  bool                // a hexagon in doubled coordinates (hex.go)
	hexShape             fen.HexShape        // its outline and naming, if hex
	levels, levelRanks   int                 // a board of levels (levels.go); 0 for a flat one
	boards, boardFiles   int                 // boards side by side (boards.go); 0 for one
	dirs                 map[string][]Square // named step tables of a rings board
}

// ringDirs builds the named step tables of a rings board: "cw", "ccw" and
// "spoke-K" for every spoke K (see ir.Board).
func (g *geometry) ringDirs() {
	n := g.size()
	half := g.files / 2
	g.dirs = map[string][]Square{}
	cw, ccw := make([]Square, n), make([]Square, n)
	for s := 0; s < n; s++ {
		cw[s], ccw[s] = NoSquare, NoSquare
		if r := g.rankOf(Square(s)); r > 0 {
			f := g.fileOf(Square(s))
			cw[s] = g.square((f+1)%g.files, r)
			ccw[s] = g.square((f+g.files-1)%g.files, r)
		}
	}
	g.dirs["cw"], g.dirs["ccw"] = cw, ccw
	for k := 0; k < g.files; k++ {
		t := make([]Square, n)
		for s := 0; s < n; s++ {
			t[s] = NoSquare
			f, r := g.fileOf(Square(s)), g.rankOf(Square(s))
			switch {
			case g.hole[s]:
			case r == 0: // the centre
				if g.ranks > 1 {
					t[s] = g.square(k, 1)
				}
			case f == k:
				t[s] = g.square(f, r+1) // NoSquare beyond the outer ring
			case f == (k+half)%g.files && r == 1:
				t[s] = 0
			case f == (k+half)%g.files:
				t[s] = g.square(f, r-1)
			}
		}
		g.dirs["spoke-"+strconv.Itoa(k)] = t
	}
}

func (g *geometry) size() int { return g.files * g.ranks }

func (g *geometry) square(file, rank int) Square {
	if file < 0 || file >= g.files || rank < 0 || rank >= g.ranks {
		return NoSquare
	}
	return Square(rank*g.files + file)
}

func (g *geometry) fileOf(s Square) int { return int(s) % g.files }
func (g *geometry) rankOf(s Square) int { return int(s) / g.files }

// offset is the cell (dx, dy) away from s, holes included, going on
// from the other side across a joined edge; NoSquare off the board. Every
// vector move and step table reads the board's shape through it.
func (g *geometry) offset(s Square, dx, dy int) Square {
	f, r := g.fileOf(s)+dx, g.rankOf(s)+dy
	if g.wrapFiles {
		f = mod(f, g.files)
	}
	if g.wrapRanks {
		r = mod(r, g.ranks)
	}
	return g.square(f, r)
}

// step is the cell (dx, dy) away from s, or NoSquare when that is off the
// board or a hole.
func (g *geometry) step(s Square, dx, dy int) Square {
	t := g.offset(s, dx, dy)
	if t == NoSquare || g.hole[t] {
		return NoSquare
	}
	return t
}

// SquareName is the algebraic name of s: file letter(s) then 1-based rank.
func (g *geometry) squareName(s Square) string {
	if g.hex {
		return g.hexName(s)
	}
	if g.levels > 1 {
		return g.levelName(s)
	}
	if g.boards > 1 {
		return g.boardName(s)
	}
	return fileName(g.fileOf(s)) + strconv.Itoa(g.rankOf(s)+1)
}

func fileName(f int) string {
	if f < 26 {
		return string(rune('a' + f))
	}
	return fileName(f/26-1) + string(rune('a'+f%26))
}

// parseSquare reads an algebraic square name such as "e4" or "b12".
func (g *geometry) parseSquare(name string) (Square, error) {
	if g.hex {
		return g.parseHexSquare(name)
	}
	if g.levels > 1 {
		return g.parseLevelSquare(name)
	}
	if g.boards > 1 {
		return g.parseBoardSquare(name)
	}
	i := 0
	file := -1
	for i < len(name) && name[i] >= 'a' && name[i] <= 'z' {
		file = (file+1)*26 + int(name[i]-'a')
		i++
	}
	rank, err := strconv.Atoi(name[i:])
	if i == 0 || err != nil || i == len(name) {
		return NoSquare, fmt.Errorf("square %q: expected a file letter and a rank number, like e4", name)
	}
	s := g.square(file, rank-1)
	if s == NoSquare {
		return NoSquare, fmt.Errorf("square %q is off the %dx%d board", name, g.files, g.ranks)
	}
	return s, nil
}

// squareColor is 0 for a dark square (a1's colour), 1 for a light one.
func (g *geometry) squareColor(s Square) int {
	return (g.fileOf(s) + g.rankOf(s)) & 1
}

// fileLabel and rankLabel split s's name into its file (with a level's or
// board's letter in front, on such boards) and its rank, as short
// algebraic notation writes them.
func (g *geometry) fileLabel(s Square) string {
	return strings.TrimRight(g.squareName(s), "0123456789")
}

func (g *geometry) rankLabel(s Square) string {
	name := g.squareName(s)
	return name[len(g.fileLabel(s)):]
}
