package diagram

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/explain"
)

// SVG draws the map: the board and its pieces, and on each square the
// mark of what the piece may do there, with a legend below that shows
// each mark used, drawn as on the board, and what it means:
//
//	move or capture   a filled green disc
//	move only         a green ring
//	capture only      a red ring round the square, a red cross in its corner
//	first move only   a dashed green ring
//	castling          a blue ring
//	pieces on the way a grey square behind the mark
//
// On a square with a piece the ring goes round the piece, so the piece
// stays in sight.
func (m *Map) SVG() string {
	g := m.Game()
	title := fmt.Sprintf("%s: moves of the %s on %s", g.V.Name, g.V.Pieces[m.Type].Name, g.SquareName(m.From))
	under := func(b *strings.Builder, s interp.Square, x, y float64) {
		if s != m.From && m.Marks[s]&Potential != 0 {
			markSVG(b, "+", false, x, y)
		}
		switch {
		case s != m.From:
		case isHex(g) || g.V.Board.Kind == "rings": // a disc, inside the cell or round the point
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#f7e463" opacity="0.8"/>`+"\n", x, y, cell*0.52)
		default:
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%d" height="%d" fill="#f7e463" opacity="0.8"/>`+"\n", x-cell/2, y-cell/2, cell, cell)
		}
	}
	over := func(b *strings.Builder, s interp.Square, x, y float64) {
		k := m.Marks[s]
		if s == m.From || !k.Real() {
			return
		}
		_, _, occupied := m.Pos.PieceAt(s)
		sym := strings.TrimSuffix(symbol(k), "+")
		if occupied && k&Capture != 0 {
			sym = "x" // as the text shows it: x[p]
		}
		markSVG(b, sym, occupied, x, y)
	}
	return boardSVG(m.Pos, title, false, under, over, m.legendSVG)
}

// markSVG draws the mark of a symbol of the text legend ("*", "m", "x",
// "i", "O", "+") centred on (x, y); round a piece, if occupied, so
// that the piece stays in sight.
func markSVG(b *strings.Builder, sym string, occupied bool, x, y float64) {
	r := cell * 0.22
	if occupied || sym == "x" { // a capture's ring always goes round the square's piece
		r = cell * 0.47
	}
	ring := func(colour, extra string) {
		fmt.Fprintf(b, `<circle class="mark" cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" stroke-width="3"%s/>`+"\n", x, y, r, colour, extra)
	}
	switch sym {
	case "*":
		if occupied {
			ring("#1a7f37", "")
			return
		}
		fmt.Fprintf(b, `<circle class="mark" cx="%.1f" cy="%.1f" r="%.1f" fill="#1a7f37"/>`+"\n", x, y, r)
	case "m":
		ring("#1a7f37", "")
	case "i":
		ring("#1a7f37", ` stroke-dasharray="4 3"`)
	case "O":
		ring("#1f5fbf", "")
	case "x":
		ring("#c62828", "")
		// The cross in the square's top right corner, off the piece.
		cx, cy := x+cell*0.32, y-cell*0.32
		fmt.Fprintf(b, `<path class="mark" d="M%.1f %.1fl8 8m0 -8l-8 8" stroke="#c62828" stroke-width="3" stroke-linecap="round"/>`+"\n", cx-4, cy-4)
	case "+":
		fmt.Fprintf(b, `<rect class="mark" x="%.1f" y="%.1f" width="%d" height="%d" fill="#9a9a9a" opacity="0.55"/>`+"\n", x-cell/2+3, y-cell/2+3, cell-6, cell-6)
	}
}

// legendSVG draws the legend below a map's board, from y, in a picture
// w pixels wide: each mark used, drawn as on the board, and its meaning,
// as many to a line as fit. It returns its height.
func (m *Map) legendSVG(b *strings.Builder, y float64, w int) int {
	type item struct{ sym, what string }
	var items []item
	used := m.used()
	for _, l := range legend {
		if used[l.sym] {
			items = append(items, item{l.sym, l.what})
		}
	}
	var notes []string
	if len(items) == 0 {
		notes = append(notes, "no moves from here")
	}
	if m.Exits {
		notes = append(notes, "it may also leave the board from here")
	}
	// The rules a board cannot show: named clauses, effects, promotion.
	g := m.Game()
	for _, r := range explain.Piece(g.V, m.Type) {
		notes = append(notes, wrapNote(r.Text, w)...)
	}
	for _, z := range explain.Promotions(g.V, m.Type) {
		notes = append(notes, wrapNote(z, w)...)
	}
	x, line := 8.0, 0
	const rowH = cell + 4
	for _, it := range items {
		width := float64(cell) + 6 + 6.2*float64(len(it.what)) + 14
		if x+width > float64(w) && x > 8 {
			x, line = 8, line+1
		}
		cy := y + float64(line*rowH) + float64(cell)/2 + 2
		cx := x + float64(cell)/2
		b.WriteString(`<g class="legend">`)
		fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%d" height="%d" fill="#f0d9b5"/>`+"\n", cx-cell/2, cy-cell/2, cell, cell)
		markSVG(b, it.sym, false, cx, cy)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="11" text-anchor="start" fill="#111">%s</text></g>`+"\n", cx+cell/2+6, cy+4, escape(it.what))
		x += width
	}
	rows := line + 1
	if len(items) == 0 {
		rows = 0
	}
	for i, n := range notes {
		fmt.Fprintf(b, `<text class="legend" x="8" y="%.1f" font-size="11" text-anchor="start" fill="#111">%s</text>`+"\n", y+float64(rows*rowH)+14+float64(i*16), escape(n))
	}
	return rows*rowH + 16*len(notes) + 6
}

// used lists the legend symbols the map's marks use.
func (m *Map) used() map[string]bool {
	used := map[string]bool{}
	for s, k := range m.Marks {
		if k == 0 || interp.Square(s) == m.From {
			continue
		}
		if k.Real() {
			used[strings.TrimSuffix(symbol(k), "+")] = true
		}
		if k&Potential != 0 {
			used["+"] = true
		}
		if _, _, ok := m.Pos.PieceAt(interp.Square(s)); ok && k&Capture != 0 {
			used["x"] = true
		}
	}
	return used
}

// noteCharWidth is about the width in pixels of a character of a note
// (11-pixel sans-serif).
const noteCharWidth = 6.2

// wrapNote breaks a note into lines that fit in a picture w pixels wide,
// at spaces.
func wrapNote(text string, w int) []string {
	most := max(20, int(float64(w-16)/noteCharWidth))
	var out []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len(line)+1+len(word) > most:
			out = append(out, line)
			line = word
		default:
			line += " " + word
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// notesSVG draws lines of text below a board, from y, and returns their
// height.
func notesSVG(b *strings.Builder, notes []string, y float64) int {
	for i, n := range notes {
		fmt.Fprintf(b, `<text class="legend" x="8" y="%.1f" font-size="11" text-anchor="start" fill="#111">%s</text>`+"\n", y+14+float64(i*16), escape(n))
	}
	return 16*len(notes) + 6
}

// PositionSVGNotes draws a position as PositionSVG does, with lines of
// text below it (the rules of the pieces, for vdl show), each wrapped to
// the picture's width.
func PositionSVGNotes(p *interp.Position, notes []string) string {
	if len(notes) == 0 {
		return PositionSVG(p)
	}
	foot := func(b *strings.Builder, y float64, w int) int {
		var lines []string
		for _, n := range notes {
			lines = append(lines, wrapNote(n, w)...)
		}
		return notesSVG(b, lines, y)
	}
	return boardSVG(p, p.Game().V.Name, true, nil, nil, foot)
}
