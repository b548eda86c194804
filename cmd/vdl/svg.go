package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// svgDiagram draws the position as an SVG picture: a grid board as
// squares (holes left blank), a rings board as concentric circles crossed
// by its diameters, with a point where they meet and one at the centre.
// White's pieces are upper-case letters on white discs, Black's
// lower-case letters on black discs.
func svgDiagram(p *interp.Position) string {
	if p.Game().V.Board.Kind == "rings" {
		return svgRings(p)
	}
	return svgGrid(p)
}

const svgCell = 40 // pixels per square, or between rings

func svgHeader(b *strings.Builder, w, h int, title string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" text-anchor="middle">`+"\n", w, h, w, h)
	fmt.Fprintf(b, "<title>%s</title>\n", svgEscape(title))
	fmt.Fprintf(b, `<rect width="%d" height="%d" fill="#fafafa"/>`+"\n", w, h)
}

func svgGrid(p *interp.Position) string {
	g := p.Game()
	files, ranks := g.Files(), g.Ranks()
	m := svgCell / 2 // margin for the coordinates
	var b strings.Builder
	svgHeader(&b, files*svgCell+2*m, ranks*svgCell+2*m, g.V.Name)
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			x, y := m+f*svgCell, m+(ranks-1-r)*svgCell
			fill := "#f0d9b5"
			if (f+r)%2 == 0 {
				fill = "#b58863"
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, svgCell, svgCell, fill)
			svgPiece(&b, p, s, float64(x+svgCell/2), float64(y+svgCell/2))
		}
	}
	for f := 0; f < files; f++ {
		name := strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789")
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="12">%s</text>`+"\n", m+f*svgCell+svgCell/2, ranks*svgCell+m+14, name)
	}
	for r := 0; r < ranks; r++ {
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="12">%d</text>`+"\n", m/2, m+(ranks-1-r)*svgCell+svgCell/2+4, r+1)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func svgRings(p *interp.Position) string {
	g := p.Game()
	spokes, rings := g.Files(), g.Ranks()-1
	radius := rings*svgCell + svgCell
	size := 2 * radius
	c := float64(radius)
	var b strings.Builder
	svgHeader(&b, size, size, g.V.Name)
	for r := 1; r <= rings; r++ {
		fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%d" fill="none" stroke="#555"/>`+"\n", c, c, r*svgCell)
	}
	at := func(f, r int) (float64, float64) {
		// Spoke a points up; files go round clockwise, as cw does.
		a := 2 * math.Pi * float64(f) / float64(spokes)
		return c + float64(r*svgCell)*math.Sin(a), c - float64(r*svgCell)*math.Cos(a)
	}
	for f := 0; f < spokes; f++ {
		x, y := at(f, rings)
		fmt.Fprintf(&b, `<line x1="%g" y1="%g" x2="%.1f" y2="%.1f" stroke="#555"/>`+"\n", c, c, x, y)
		lx, ly := at(f, rings)
		lx, ly = c+(lx-c)*(1+0.55/float64(rings)), c+(ly-c)*(1+0.55/float64(rings))
		name := strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789")
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="12">%s</text>`+"\n", lx, ly+4, name)
	}
	svgPoint(&b, p, 0, c, c)
	for r := 1; r <= rings; r++ {
		for f := 0; f < spokes; f++ {
			x, y := at(f, r)
			svgPoint(&b, p, interp.Square(r*spokes+f), x, y)
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// svgPoint marks a point of a rings board and draws its piece.
func svgPoint(b *strings.Builder, p *interp.Position, s interp.Square, x, y float64) {
	if _, _, ok := p.PieceAt(s); !ok {
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="3" fill="#555"/>`+"\n", x, y)
		return
	}
	svgPiece(b, p, s, x, y)
}

// svgPiece draws the piece on s, if any, centred on (x, y).
func svgPiece(b *strings.Builder, p *interp.Position, s interp.Square, x, y float64) {
	t, col, ok := p.PieceAt(s)
	if !ok {
		return
	}
	letter := p.Game().V.Pieces[t].Letter
	disc, ink := "#fff", "#000"
	if col == interp.Black {
		letter, disc, ink = strings.ToLower(letter), "#222", "#fff"
	}
	fmt.Fprintf(b, `<g><title>%s</title><circle cx="%.1f" cy="%.1f" r="14" fill="%s" stroke="#000"/>`, svgEscape(p.Game().V.Pieces[t].Name), x, y, disc)
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="16" fill="%s">%s</text></g>`+"\n", x, y+5, ink, svgEscape(letter))
}

func svgEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
