package diagram

import (
	"fmt"
	"math"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// PositionSVG draws a position as an SVG picture. A grid board is drawn
// as its variant's draw statement says (ir.Drawing): chequered squares,
// the points of xiangqi and janggi with river and palaces, or the ruled
// squares of shogi with its koma; a rings board as concentric circles
// crossed by its diameters; a hex board as hexagons; levels and several
// boards side by side. Pieces are drawn as their figures say (ir.Figure):
// the project's own figures for the orthodox and fairy pieces and any
// two together, turned and badged as they say, koma and discs with
// glyphs, otherwise the piece's letter in
// a disc (upper case on white for White, lower case on black for Black).
// Pieces in hand stand beside the board with their counts. Every file
// and rank is labelled.
func PositionSVG(p *interp.Position) string {
	return boardSVG(p, p.Game().V.Name, true, nil, nil, nil)
}

const cell = 40 // pixels per square, or between rings

// pieceSize is the box a piece is drawn in on a square.
const pieceSize = cell * 0.92

// decorate draws something on square s, centred on (x, y).
type decorate func(b *strings.Builder, s interp.Square, x, y float64)

// footer draws below the board, from y, a picture w pixels wide, and
// returns its height.
type footer func(b *strings.Builder, y float64, w int) int

// boardSVG draws the board of p with its pieces, and if hands its pieces
// in hand; under draws on each square before its piece, over after, and
// foot, if not nil, below the board.
func boardSVG(p *interp.Position, title string, hands bool, under, over decorate, foot footer) string {
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
	if hands && p.Game().HasHands() {
		w = handsSVG(&b, p, w, h)
	}
	if foot != nil {
		h += foot(&b, float64(h), w)
	}
	var out strings.Builder
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" text-anchor="middle">`+"\n", w, h, w, h)
	fmt.Fprintf(&out, "<title>%s</title>\n", escape(title))
	fmt.Fprintf(&out, `<rect width="%d" height="%d" fill="#fafafa"/>`+"\n", w, h)
	out.WriteString(b.String())
	out.WriteString("</svg>\n")
	return out.String()
}

// drawAt draws the piece on square s, if any, centred on (x, y).
func drawAt(b *strings.Builder, p *interp.Position, s interp.Square, x, y float64) {
	if t, c, ok := p.PieceAt(s); ok {
		pieceSVG(b, p.Game(), t, c, x, y, pieceSize)
	}
}

// label writes a coordinate label.
func label(b *strings.Builder, x, y float64, text string) {
	fmt.Fprintf(b, `<text class="label" x="%.1f" y="%.1f" font-size="12" fill="#333">%s</text>`+"\n", x, y, escape(text))
}

// fileName is the letter of file f of a flat grid.
func fileName(g *interp.Game, f int) string {
	return strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789")
}

// gridSVG draws a grid board into b and returns the picture's size.
func gridSVG(b *strings.Builder, p *interp.Position, under, over decorate) (w, h int) {
	g := p.Game()
	files, ranks := g.Files(), g.Ranks()
	m := cell / 2 // margin for the coordinates
	st := style(g)
	switch st {
	case "points":
		pointsBoard(b, g, m)
	case "koma":
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#e9c47f" stroke="#3b2a14" stroke-width="2"/>`+"\n", m, m, files*cell, ranks*cell)
	}
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			x, y := m+f*cell, m+(ranks-1-r)*cell
			switch st {
			case "squares":
				fill := "#f0d9b5"
				if (f+r)%2 == 0 {
					fill = "#b58863"
				}
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, cell, cell, fill)
			case "koma":
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#3b2a14" stroke-width="1"/>`+"\n", x, y, cell, cell)
			}
		}
	}
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			s := interp.Square(r*files + f)
			if g.IsHole(s) {
				continue
			}
			cx, cy := float64(m+f*cell+cell/2), float64(m+(ranks-1-r)*cell+cell/2)
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
		label(b, float64(m+f*cell+cell/2), float64(ranks*cell+m+14), fileName(g, f))
	}
	for r := 0; r < ranks; r++ {
		label(b, float64(m)/2, float64(m+(ranks-1-r)*cell+cell/2+4), fmt.Sprint(r+1))
	}
	joins(b, g.V.Board.Wrap, m, files*cell, ranks*cell)
	return files*cell + 2*m, ranks*cell + 2*m
}

// pointsBoard draws the lines of a board whose pieces stand on points
// (xiangqi, janggi): a line along every file and rank through the
// squares' centres, the files broken by the river if there is one, and
// the diagonals of the palaces.
func pointsBoard(b *strings.Builder, g *interp.Game, m int) {
	files, ranks := g.Files(), g.Ranks()
	d := g.V.Board.Draw
	at := func(f, r int) (float64, float64) {
		return float64(m + f*cell + cell/2), float64(m + (ranks-1-r)*cell + cell/2)
	}
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#efcf93"/>`+"\n", m, m, files*cell, ranks*cell)
	line := func(f1, r1, f2, r2 int, width float64) {
		x1, y1 := at(f1, r1)
		x2, y2 := at(f2, r2)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#4a3214" stroke-width="%.1f" stroke-linecap="square"/>`+"\n", x1, y1, x2, y2, width)
	}
	for r := 0; r < ranks; r++ {
		line(0, r, files-1, r, 1.2)
	}
	for f := 0; f < files; f++ {
		if d.River && f > 0 && f < files-1 {
			line(f, 0, f, ranks/2-1, 1.2)
			line(f, ranks/2, f, ranks-1, 1.2)
		} else {
			line(f, 0, f, ranks-1, 1.2)
		}
	}
	// The outer frame, a little outside the outermost lines.
	x1, y1 := at(0, ranks-1)
	x2, y2 := at(files-1, 0)
	fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="#4a3214" stroke-width="2.5"/>`+"\n", x1-5, y1-5, x2-x1+10, y2-y1+10)
	if d.Palace == nil {
		return
	}
	reg := g.V.Regions[*d.Palace]
	for _, side := range [][]string{reg.White, reg.Black} {
		f0, r0, f1, r1 := files, ranks, -1, -1
		for _, name := range side {
			s, err := g.ParseSquare(name)
			if err != nil {
				continue
			}
			f, r := int(s)%files, int(s)/files
			f0, r0, f1, r1 = min(f0, f), min(r0, r), max(f1, f), max(r1, r)
		}
		if f1 > f0 && r1 > r0 {
			line(f0, r0, f1, r1, 1.2)
			line(f0, r1, f1, r0, 1.2)
		}
	}
}

// handsSVG draws the pieces in hand to the right of a picture w by h
// pixels, Black's from the top, White's from the bottom, each type with
// its count, and returns the new width.
func handsSVG(b *strings.Builder, p *interp.Position, w, h int) int {
	g := p.Game()
	const size, colW = cell * 0.8, 90
	x := float64(w) + 12 + size/2
	for _, col := range []int{interp.Black, interp.White} {
		var ts []int
		for t := range g.V.Pieces {
			if g.MayHold(t) && p.InHand(col, t) > 0 {
				ts = append(ts, t)
			}
		}
		step := float64(cell)
		y0, dir := float64(cell/2)+size/2+16, 1.0
		if col == interp.White {
			y0, dir = float64(h-cell/2)-size/2, -1
		}
		head := y0 - size/2 - 6
		if col == interp.White {
			head = y0 + size/2 + 14
		}
		fmt.Fprintf(b, `<text class="hand" x="%.1f" y="%.1f" font-size="11" fill="#333">%s's hand</text>`+"\n", float64(w)+colW/2, head, sideName(col))
		if len(ts) == 0 {
			fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="11" fill="#777">none</text>`+"\n", float64(w)+colW/2, y0+4)
		}
		for i, t := range ts {
			y := y0 + dir*float64(i)*step
			pieceSVG(b, g, t, col, x, y, size)
			fmt.Fprintf(b, `<text class="count" x="%.1f" y="%.1f" font-size="13" text-anchor="start" fill="#111">×%d</text>`+"\n", x+size/2+3, y+5, p.InHand(col, t))
		}
	}
	return w + colW
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
		label(b, lx, ly+4, fileName(g, f))
	}
	// The rings' ranks along the first spoke's left.
	for r := 1; r <= rings; r++ {
		x, y := at(0, r)
		label(b, x-cell*0.62, y+4, fmt.Sprint(r+1))
	}
	point := func(s interp.Square, x, y float64) {
		if under != nil {
			under(b, s, x, y)
		}
		if _, _, ok := p.PieceAt(s); ok {
			drawAt(b, p, s, x, y)
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

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
