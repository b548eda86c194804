package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/fen"
)

// Hexagonal boards (ir.Board Kind "hex"): a hexagon (Glinski's 91 cells,
// the regular one of side 6; Shafran's 70) of cells in columns (files).
// They are stored in doubled coordinates, a rectangle of the files and
// fen.HexShape.Height rows in which a cell's vertical neighbours are two rows
// away and its neighbours on the next file one row up or down; the other
// rows are holes. Every hex direction is then a plain vector, mirrored
// for Black like any other (dy -> -dy), so move tables, attacks and the
// generator treat a hex board as a grid with holes:
//
//	orthogonal (6 neighbours):        (0,±2) (±1,±1)
//	diagonal (6, through a vertex):   (±2,0) (±1,±3)
//	knight (12):                      (±1,±5) (±2,±4) (±3,±1)
//
// Names and FEN follow Glinski and the hex tools (interp/fen/hex.go):
// files a to l without j, ranks counted up each file from 1 at its bottom
// cell, or along slanted lines (Shafran); a FEN lists the ranks from the
// top down, each rank's cells in file order.

const hexFiles = fen.HexFiles

// compileHex checks the rectangle of a hex board and marks the rows that
// are not cells as holes.
func (g *geometry) compileHex(slanted bool) error {
	h := fen.HexShapeOf(g.files, g.ranks, slanted)
	if g.files%2 == 0 || g.ranks%2 == 0 || h.Edge < 2 || h.Height() != g.ranks || g.files > len(hexFiles) {
		return fmt.Errorf("hex board %dx%d: expected 2S-1 files and 2(S+E)-3 rows for slanted sides of S cells and outer files of E (11x21 for Glinski's board)", g.files, g.ranks)
	}
	g.hex, g.hexShape = true, h
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

// hexRank is the 0-based rank of s (up its file, or slanted), or -1 if s
// is not a cell.
func (g *geometry) hexRank(s Square) int {
	return g.hexShape.Rank(g.fileOf(s), g.rankOf(s))
}

// hexSquare is the cell of file f and 0-based rank r, NoSquare if none.
func (g *geometry) hexSquare(f, r int) Square {
	row := g.hexShape.Row(f, r)
	if row < 0 {
		return NoSquare
	}
	return g.square(f, row)
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

// fileLetter is the letter of file f, as a FEN's castling rights name it
// (no j on a hex board); fileIndex reads one back, -1 if no file has it.
func (g *geometry) fileLetter(f int) string {
	if g.hex {
		return hexFiles[f : f+1]
	}
	return fileName(f)
}

func (g *geometry) fileIndex(letter byte) int {
	if g.hex {
		return strings.IndexByte(hexFiles[:g.files], letter)
	}
	if f := int(letter) - 'a'; f >= 0 && f < g.files {
		return f
	}
	return -1
}
