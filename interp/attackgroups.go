package interp

import (
	"slices"
	"strings"
)

// Attack lines grouped by who uses them. A piece with many leaps (a
// universal leaper: Macadamia Shogi's Emperor, a leap to every square of
// a 13x13 board) gives the attack tables hundreds of lines that no other
// type attacks along; while no piece of those types stands on the board,
// walking them is wasted on every attack test. groupLines orders the
// lines so that those used only by one same set of types come together,
// behind the lines walked always, and attackedBy skips a group while its
// colour has no piece of its types.

// minGroupLines is the fewest lines worth a group of their own: a smaller
// set costs its presence test for little saved, and stays with the lines
// walked always (as every line of the orthodox games does).
const minGroupLines = 16

// lineGroup is lines[lo:hi] of an attackTables, along which only pieces
// of the cells listed (piece-list indexes, pieceCell-firstCell) attack.
type lineGroup struct {
	lo, hi int
	cells  []int
}

// groupLines reorders at.lines (colour c's attacks): the lines walked
// always first (at.always of them), then one group per set of attacking
// types that has at least minGroupLines lines.
func (g *Game) groupLines(at *attackTables, c int) {
	nC := g.nCells()
	users := make([][]int, len(at.lines))
	bySet := map[string][]int{}
	var order []string
	for i := range at.lines {
		ln := &at.lines[i]
		var cells []int
		for t := 0; t < g.nTypes; t++ {
			cell := int(pieceCell(t, c))
			uses := ln.cannon[t] || ln.grass[t]
			for k := 0; k <= ln.maxK && !uses; k++ {
				uses = ln.can[k*nC+cell]
			}
			if uses {
				cells = append(cells, cell-firstCell)
			}
		}
		users[i] = cells
		var key strings.Builder
		for _, x := range cells {
			key.WriteString(string(rune(x + 1)))
		}
		k := key.String()
		if _, ok := bySet[k]; !ok {
			order = append(order, k)
		}
		bySet[k] = append(bySet[k], i)
	}
	var always []int
	var groups [][]int
	for _, k := range order {
		if idx := bySet[k]; len(idx) >= minGroupLines && k != "" {
			groups = append(groups, idx)
		} else {
			always = append(always, idx...)
		}
	}
	if len(groups) == 0 {
		at.always = len(at.lines)
		return
	}
	slices.Sort(always)
	lines := make([]attackLine, 0, len(at.lines))
	for _, i := range always {
		lines = append(lines, at.lines[i])
	}
	at.always = len(lines)
	for _, idx := range groups {
		gr := lineGroup{lo: len(lines), cells: users[idx[0]]}
		for _, i := range idx {
			lines = append(lines, at.lines[i])
		}
		gr.hi = len(lines)
		at.groups = append(at.groups, gr)
	}
	at.lines = lines
}

// groupPresent reports whether colour's pieces of some cell of gr stand on
// the board.
func (p *Position) groupPresent(gr *lineGroup) bool {
	return p.cellsPresent(gr.cells)
}
