package interp

import (
	"fmt"
	"strconv"
)

// Square is a cell index: rank*files + file, rank 0 being White's first.
type Square = int16

// NoSquare marks the absence of a square (off the board, or a hole).
const NoSquare Square = -1

// geometry is the shape of a rectangular board with holes.
type geometry struct {
	files, ranks int
	hole         []bool
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

// step is the cell (dx, dy) away from s, or NoSquare when that is off the
// board or a hole.
func (g *geometry) step(s Square, dx, dy int) Square {
	t := g.square(g.fileOf(s)+dx, g.rankOf(s)+dy)
	if t == NoSquare || g.hole[t] {
		return NoSquare
	}
	return t
}

// SquareName is the algebraic name of s: file letter(s) then 1-based rank.
func (g *geometry) squareName(s Square) string {
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
