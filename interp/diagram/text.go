package diagram

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Rows draws a board as text, one string per row, with cell(s) giving what
// each square shows. A grid is drawn top rank first, rank numbers on the
// left and file letters below. A rings board is drawn ring by ring, the
// outermost first, each ring a row of its points in spoke (file) order,
// then the spokes' letters and the centre:
//
//	ring 2 (rank 3)  .  W  .  w
//	ring 1 (rank 2)  .  .  .  .
//	                 a  b  c  d
//	centre a1        .
//
// Columns are as wide as the widest cell, at least two characters.
func Rows(g *interp.Game, cell func(interp.Square) string) []string {
	width := 2
	for _, s := range squares(g) {
		width = max(width, len(cell(s)))
	}
	if n, _ := g.Layers(); n > 1 {
		return levelRows(g, cell, width)
	}
	if isHex(g) {
		return hexRows(g, cell, width)
	}
	files := g.Files()
	row := func(label string, r int) string {
		var b strings.Builder
		b.WriteString(label)
		for f := 0; f < files; f++ {
			fmt.Fprintf(&b, " %-*s", width, cell(interp.Square(r*files+f)))
		}
		return strings.TrimRight(b.String(), " ")
	}
	letters := func(indent int) string {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", indent))
		for f := 0; f < files; f++ {
			fmt.Fprintf(&b, " %-*s", width, strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789"))
		}
		return strings.TrimRight(b.String(), " ")
	}
	var rows []string
	if g.V.Board.Kind == "rings" {
		const label = 16
		for r := g.Ranks() - 1; r >= 1; r-- {
			rows = append(rows, row(fmt.Sprintf("%-*s", label, fmt.Sprintf("ring %d (rank %d)", r, r+1)), r))
		}
		rows = append(rows, letters(label))
		return append(rows, fmt.Sprintf("%-*s %s", label, "centre a1", cell(0)))
	}
	num := len(fmt.Sprint(g.Ranks()))
	for r := g.Ranks() - 1; r >= 0; r-- {
		rows = append(rows, row(fmt.Sprintf("%*d ", num, r+1), r))
	}
	return append(rows, letters(num+1))
}

// PieceText is what a diagram shows for a square of a position: the
// letter of the piece on it (lower case for Black), "." when it is empty,
// "#" for a hole.
func PieceText(p *interp.Position, s interp.Square) string {
	g := p.Game()
	if g.IsHole(s) {
		return "#"
	}
	if t, c, ok := p.PieceAt(s); ok {
		if c == interp.Black {
			return strings.ToLower(g.V.Pieces[t].Letter)
		}
		return g.V.Pieces[t].Letter
	}
	return "."
}

// Symbols of the text diagram, in legend order.
var legend = []struct {
	sym, what string
}{
	{"*", "move or capture"},
	{"m", "move only"},
	{"x", "capture only"},
	{"i", "first move only"},
	{"O", "castling"},
	{"+", "with pieces on the way (hop, multi-leg)"},
}

// symbol is the text of a mark on an empty square: one of the legend's
// symbols, and "+" after a real one when a move that needs pieces on the
// way could also end there.
func symbol(k Mark) string {
	var s string
	switch {
	case k&Castle != 0:
		s = "O"
	case k&Initial != 0:
		s = "i"
	case k&(Move|Capture) == Move|Capture:
		s = "*"
	case k&Move != 0:
		s = "m"
	case k&Capture != 0:
		s = "x"
	}
	if k&Potential != 0 {
		s += "+"
	}
	return s
}

// Cell is what the map shows on square s: the piece itself as its letter;
// on an empty square a symbol (see Legend) or "."; "#" for a hole. On a
// board with other pieces (InPosition) they are shown in brackets, "[p]",
// and one the piece may take as "x[p]", so that no letter reads as a
// symbol.
func (m *Map) Cell(s interp.Square) string {
	if s == m.From || m.Pos.Game().IsHole(s) {
		return PieceText(m.Pos, s)
	}
	k := m.Marks[s]
	if _, _, ok := m.Pos.PieceAt(s); ok {
		occ := "[" + PieceText(m.Pos, s) + "]"
		if k&Capture != 0 {
			return "x" + occ
		}
		return occ
	}
	if k == 0 {
		return "."
	}
	return symbol(k)
}

// Rows draws the map as text (see Rows and Cell).
func (m *Map) Rows() []string { return Rows(m.Game(), m.Cell) }

// Legend explains the symbols the map uses, in one line, or "" if it has
// none.
func (m *Map) Legend() string {
	used := m.used()
	var parts []string
	for _, l := range legend {
		if used[l.sym] {
			parts = append(parts, l.sym+" "+l.what)
		}
	}
	if m.Exits {
		parts = append(parts, "it may also leave the board from here")
	}
	return strings.Join(parts, "; ")
}

// Text is the map's rows and its legend, ending with a newline.
func (m *Map) Text() string {
	out := strings.Join(m.Rows(), "\n") + "\n"
	if l := m.Legend(); l != "" {
		out += l + "\n"
	} else {
		out += "no moves from here\n"
	}
	return out
}

// Targets lists the squares the piece may go to, with what it may do
// there, in square order: for tools (JSON).
func (m *Map) Targets() []Target {
	var out []Target
	for s, k := range m.Marks {
		if k == 0 || interp.Square(s) == m.From {
			continue
		}
		out = append(out, Target{Square: m.Game().SquareName(interp.Square(s)), Move: k&Move != 0, Capture: k&Capture != 0,
			Initial: k&Initial != 0, Potential: k&Potential != 0, Castle: k&Castle != 0})
	}
	return out
}

// Target is one square of a map, for tools.
type Target struct {
	Square    string `json:"square"`
	Move      bool   `json:"move,omitempty"`
	Capture   bool   `json:"capture,omitempty"`
	Initial   bool   `json:"initial,omitempty"`
	Potential bool   `json:"potential,omitempty"`
	Castle    bool   `json:"castle,omitempty"`
}
