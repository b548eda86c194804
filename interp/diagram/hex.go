package diagram

import (
	"fmt"
	"math"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Hexagonal boards are drawn as they stand: each file a column, each
// file's cells half a cell higher or lower than its neighbours', so the
// text is a honeycomb of the stored rows (interp/hex.go) with the rows
// between cells left blank, and the picture is of hexagons, flat side up,
// in the board's three colours:
//
//	                b
//	             q     k
//	          n     b     n
//	...
//	             .     K
//	                B
//	 a  b  c  d  e  f  g  h  i  k  l

func isHex(g *interp.Game) bool { return g.V.Board.Kind == "hex" }

// hexRows is Rows for a hex board.
func hexRows(g *interp.Game, cell func(interp.Square) string, width int) []string {
	files := g.Files()
	var rows []string
	for r := g.Ranks() - 1; r >= 0; r-- {
		var b strings.Builder
		for f := 0; f < files; f++ {
			text := ""
			if s := interp.Square(r*files + f); !g.IsHole(s) {
				text = cell(s)
			}
			fmt.Fprintf(&b, " %-*s", width, text)
		}
		rows = append(rows, strings.TrimRight(b.String(), " "))
	}
	var b strings.Builder
	for f := 0; f < files; f++ {
		fmt.Fprintf(&b, " %-*s", width, g.SquareName(firstCell(g, f))[:1])
	}
	return append(rows, strings.TrimRight(b.String(), " "))
}

// firstCell is the bottom cell of file f.
func firstCell(g *interp.Game, f int) interp.Square {
	for r := 0; r < g.Ranks(); r++ {
		if s := interp.Square(r*g.Files() + f); !g.IsHole(s) {
			return s
		}
	}
	return interp.Square(f)
}

// hexRadius is a hexagon's radius in pixels: a piece's disc fits inside.
const hexRadius = 24

// hexFills are the board's three colours; a cell's is its stored row's
// modulo 3, since a step to a neighbour changes the row by 1 or 2 and a
// diagonal step by 0 or 3 (so bishops keep their colour).
var hexFills = [3]string{"#e8cfa6", "#b58863", "#d0a878"}

// hexSVG draws a hex board into b and returns the picture's size.
func hexSVG(b *strings.Builder, p *interp.Position, under, over decorate) (w, h int) {
	g := p.Game()
	files, rows := g.Files(), g.Ranks()
	dx, dy := 1.5*hexRadius, math.Sqrt(3)/2*hexRadius // a file; a stored row
	m := float64(cell / 2)
	at := func(f, r int) (float64, float64) {
		return m + hexRadius + float64(f)*dx, m + dy + float64(rows-1-r)*dy
	}
	for r := 0; r < rows; r++ {
		for f := 0; f < files; f++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			x, y := at(f, r)
			var pts []string
			for k := 0; k < 6; k++ {
				a := math.Pi / 3 * float64(k)
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x+hexRadius*math.Cos(a), y+hexRadius*math.Sin(a)))
			}
			fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="#7a5c3a"/>`+"\n", strings.Join(pts, " "), hexFills[(r+1)%3])
			if under != nil {
				under(b, s, x, y)
			}
			drawAt(b, p, s, x, y)
			if over != nil {
				over(b, s, x, y)
			}
		}
	}
	// File letters under each file's bottom cell.
	for f := 0; f < files; f++ {
		s := firstCell(g, f)
		x, y := at(f, int(s)/files)
		label(b, x, y+dy+14, g.SquareName(s)[:1])
	}
	// Rank numbers where each rank begins: left of the first file's
	// cells, else off the upper left of the rank's leftmost cell.
	first := map[string][2]int{}
	var order []string
	for f := 0; f < files; f++ {
		for r := 0; r < rows; r++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			rank := strings.TrimLeft(g.SquareName(s), "abcdefghijklmnopqrstuvwxyz")
			if _, ok := first[rank]; !ok {
				first[rank] = [2]int{f, r}
				order = append(order, rank)
			}
		}
	}
	for _, rank := range order {
		fr := first[rank]
		x, y := at(fr[0], fr[1])
		if fr[0] == 0 {
			label(b, x-hexRadius-8, y+4, rank) // beside the first file
		} else {
			label(b, x-dx+4, y-dy+4, rank) // off the upper left edge
		}
	}
	return int(2*m + 2*hexRadius + float64(files-1)*dx), int(2*m + float64(rows+1)*dy + 14)
}
