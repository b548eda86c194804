package diagram

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Boards with levels are drawn as their levels side by side, the bottom
// level (A, White's home) on the left, each a flat board with its letter
// above it; several boards (Alice chess) likewise, A on the left:
//
//	   A              B
//	5  .  .  .  .  .   .  .  .  .  .
//	...
//	1  R  N  K  N  R   B  U  Q  B  U
//	   a  b  c  d  e   a  b  c  d  e

// levelRows is Rows for a board with levels or several boards.
func levelRows(g *interp.Game, cell func(interp.Square) string, width int) []string {
	levels, kind := g.Layers()
	files, ranks := g.LayerFiles(), g.LayerRanks()
	num := len(fmt.Sprint(ranks))
	block := files * (width + 1) // a level's columns
	var rows []string
	var head strings.Builder
	head.WriteString(strings.Repeat(" ", num+1))
	for l := 0; l < levels; l++ {
		fmt.Fprintf(&head, " %-*s", block+1, kind+" "+string(rune('A'+l)))
	}
	rows = append(rows, strings.TrimRight(head.String(), " "))
	for r := ranks - 1; r >= -1; r-- {
		var b strings.Builder
		if r >= 0 {
			fmt.Fprintf(&b, "%*d ", num, r+1)
		} else {
			b.WriteString(strings.Repeat(" ", num+1))
		}
		for l := 0; l < levels; l++ {
			for f := 0; f < files; f++ {
				text := strings.TrimRight(g.SquareName(g.LayerSquare(f, 0, l))[1:], "0123456789") // the file letter
				if r >= 0 {
					text = cell(g.LayerSquare(f, r, l))
				}
				fmt.Fprintf(&b, " %-*s", width, text)
			}
			b.WriteString("  ")
		}
		rows = append(rows, strings.TrimRight(b.String(), " "))
	}
	return rows
}

// levelsGap is the space between two levels' boards in a picture.
const levelsGap = cell

// levelsSVG draws a board with levels, or several boards, into b and
// returns the picture's size.
func levelsSVG(b *strings.Builder, p *interp.Position, under, over decorate) (w, h int) {
	g := p.Game()
	levels, kind := g.Layers()
	files, ranks := g.LayerFiles(), g.LayerRanks()
	m := cell / 2
	top := m + 16 // room for the level's letter
	for l := 0; l < levels; l++ {
		x0 := m + l*(files*cell+levelsGap)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="14" font-weight="bold">%s %c</text>`+"\n", x0+files*cell/2, top-8, kind, rune('A'+l))
		for r := 0; r < ranks; r++ {
			for f := 0; f < files; f++ {
				s := g.LayerSquare(f, r, l)
				x, y := x0+f*cell, top+(ranks-1-r)*cell
				fill := "#f0d9b5"
				if (f+r+l)%2 == 0 && kind == "level" || (f+r)%2 == 0 && kind != "level" { // a cube's cells alternate along every axis
					fill = "#b58863"
				}
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, cell, cell, fill)
				cx, cy := float64(x+cell/2), float64(y+cell/2)
				if under != nil {
					under(b, s, cx, cy)
				}
				drawAt(b, p, s, cx, cy)
				if over != nil {
					over(b, s, cx, cy)
				}
			}
		}
		for f := 0; f < files; f++ {
			name := strings.TrimRight(g.SquareName(g.LayerSquare(f, 0, l))[1:], "0123456789")
			label(b, float64(x0+f*cell+cell/2), float64(top+ranks*cell+14), name)
		}
	}
	for r := 0; r < ranks; r++ {
		label(b, float64(m)/2, float64(top+(ranks-1-r)*cell+cell/2+4), fmt.Sprint(r+1))
	}
	return levels*(files*cell+levelsGap) - levelsGap + 2*m, top + ranks*cell + m
}

func layered(g *interp.Game) bool {
	n, _ := g.Layers()
	return n > 1
}
