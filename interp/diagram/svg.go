package diagram

import (
	"fmt"
	"math"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// PositionSVG draws a position as an SVG picture: a grid board as squares
// (holes left blank), a rings board as concentric circles crossed by its
// diameters, with a point where they meet and one at the centre. White's
// pieces are upper-case letters on white discs, Black's lower-case letters
// on black discs.
func PositionSVG(p *interp.Position) string {
	return boardSVG(p, p.Game().V.Name, "", nil, nil)
}

// SVG draws the map: the board and its pieces, and on each square the
// mark of what the piece may do there, with a legend below.
//
//	move or capture   a filled green disc
//	move only         a green ring
//	capture only      a red ring with a cross
//	first move only   a dashed green ring
//	castling          a blue ring
//	pieces on the way a grey square behind the mark
func (m *Map) SVG() string {
	g := m.Game()
	title := fmt.Sprintf("%s: moves of the %s on %s", g.V.Name, g.V.Pieces[m.Type].Name, g.SquareName(m.From))
	under := func(b *strings.Builder, s interp.Square, x, y float64) {
		if s != m.From && m.Marks[s]&Potential != 0 {
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%d" height="%d" fill="#9a9a9a" opacity="0.55"/>`+"\n", x-cell/2+3, y-cell/2+3, cell-6, cell-6)
		}
	}
	over := func(b *strings.Builder, s interp.Square, x, y float64) {
		k := m.Marks[s]
		if s == m.From || !k.Real() {
			return
		}
		const r = 9
		switch {
		case k&Castle != 0:
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="none" stroke="#1f5fbf" stroke-width="3"/>`+"\n", x, y, r)
		case k&Initial != 0:
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="none" stroke="#1a7f37" stroke-width="3" stroke-dasharray="4 3"/>`+"\n", x, y, r)
		case k&(Move|Capture) == Move|Capture:
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="#1a7f37"/>`+"\n", x, y, r)
		case k&Move != 0:
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="none" stroke="#1a7f37" stroke-width="3"/>`+"\n", x, y, r)
		default:
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="none" stroke="#c62828" stroke-width="3"/>`, x, y, r+4)
			fmt.Fprintf(b, `<path d="M%.1f %.1fl10 10m0 -10l-10 10" stroke="#c62828" stroke-width="3"/>`+"\n", x-5, y-5)
		}
	}
	legend := m.Legend()
	if legend == "" {
		legend = "no moves from here"
	}
	return boardSVG(m.Pos, title, legend, under, over)
}

const cell = 40 // pixels per square, or between rings

// decorate draws something on square s, centred on (x, y).
type decorate func(b *strings.Builder, s interp.Square, x, y float64)

// boardSVG draws the board of p with its pieces; under draws on each
// square before its piece, over after, and a footer, if not empty, is a
// line of text below the board.
func boardSVG(p *interp.Position, title, footer string, under, over decorate) string {
	var b strings.Builder
	var w, h int
	switch {
	case p.Game().V.Board.Kind == "rings":
		w, h = ringsSVG(&b, p, under, over)
	case isHex(p.Game()):
		w, h = hexSVG(&b, p, under, over)
	case layered(p.Game()):
		w, h = levelsSVG(&b, p, under, over)
	default:
		w, h = gridSVG(&b, p, under, over)
	}
	band := 0
	if footer != "" {
		band = 24
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="11">%s</text>`+"\n", w/2, h+14, escape(footer))
	}
	var out strings.Builder
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" text-anchor="middle">`+"\n", w, h+band, w, h+band)
	fmt.Fprintf(&out, "<title>%s</title>\n", escape(title))
	fmt.Fprintf(&out, `<rect width="%d" height="%d" fill="#fafafa"/>`+"\n", w, h+band)
	out.WriteString(b.String())
	out.WriteString("</svg>\n")
	return out.String()
}

// gridSVG draws a grid board into b and returns the picture's size.
func gridSVG(b *strings.Builder, p *interp.Position, under, over decorate) (w, h int) {
	g := p.Game()
	files, ranks := g.Files(), g.Ranks()
	m := cell / 2 // margin for the coordinates
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			x, y := m+f*cell, m+(ranks-1-r)*cell
			fill := "#f0d9b5"
			if (f+r)%2 == 0 {
				fill = "#b58863"
			}
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, cell, cell, fill)
			cx, cy := float64(x+cell/2), float64(y+cell/2)
			if under != nil {
				under(b, s, cx, cy)
			}
			piece(b, p, s, cx, cy)
			if over != nil {
				over(b, s, cx, cy)
			}
		}
	}
	for f := 0; f < files; f++ {
		name := strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789")
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="12">%s</text>`+"\n", m+f*cell+cell/2, ranks*cell+m+14, name)
	}
	for r := 0; r < ranks; r++ {
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="12">%d</text>`+"\n", m/2, m+(ranks-1-r)*cell+cell/2+4, r+1)
	}
	joins(b, g.V.Board.Wrap, m, files*cell, ranks*cell)
	return files*cell + 2*m, ranks*cell + 2*m
}

// ringsSVG draws a rings board into b and returns the picture's size.
func ringsSVG(b *strings.Builder, p *interp.Position, under, over decorate) (w, h int) {
	g := p.Game()
	spokes, rings := g.Files(), g.Ranks()-1
	radius := rings*cell + cell
	size := 2 * radius
	c := float64(radius)
	for r := 1; r <= rings; r++ {
		fmt.Fprintf(b, `<circle cx="%g" cy="%g" r="%d" fill="none" stroke="#555"/>`+"\n", c, c, r*cell)
	}
	at := func(f, r int) (float64, float64) {
		// Spoke a points up; files go round clockwise, as cw does.
		a := 2 * math.Pi * float64(f) / float64(spokes)
		return c + float64(r*cell)*math.Sin(a), c - float64(r*cell)*math.Cos(a)
	}
	for f := 0; f < spokes; f++ {
		x, y := at(f, rings)
		fmt.Fprintf(b, `<line x1="%g" y1="%g" x2="%.1f" y2="%.1f" stroke="#555"/>`+"\n", c, c, x, y)
		lx, ly := c+(x-c)*(1+0.55/float64(rings)), c+(y-c)*(1+0.55/float64(rings))
		name := strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789")
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="12">%s</text>`+"\n", lx, ly+4, name)
	}
	point := func(s interp.Square, x, y float64) {
		if under != nil {
			under(b, s, x, y)
		}
		if _, _, ok := p.PieceAt(s); ok {
			piece(b, p, s, x, y)
		} else {
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="3" fill="#555"/>`+"\n", x, y)
		}
		if over != nil {
			over(b, s, x, y)
		}
	}
	point(0, c, c)
	for r := 1; r <= rings; r++ {
		for f := 0; f < spokes; f++ {
			x, y := at(f, r)
			point(interp.Square(r*spokes+f), x, y)
		}
	}
	return size, size
}

// piece draws the piece on s, if any, centred on (x, y).
func piece(b *strings.Builder, p *interp.Position, s interp.Square, x, y float64) {
	t, col, ok := p.PieceAt(s)
	if !ok {
		return
	}
	letter := p.Game().V.Pieces[t].Letter
	disc, ink := "#fff", "#000"
	if col == interp.Black {
		letter, disc, ink = strings.ToLower(letter), "#222", "#fff"
	}
	fmt.Fprintf(b, `<g><title>%s</title><circle cx="%.1f" cy="%.1f" r="14" fill="%s" stroke="#000"/>`, escape(p.Game().V.Pieces[t].Name), x, y, disc)
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="16" fill="%s">%s</text></g>`+"\n", x, y+5, ink, escape(letter))
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
