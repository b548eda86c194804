package diagram

import (
	"fmt"
	"strings"
)

// joins marks the joined edges of a wrap board (ir.Board.Wrap) on a grid
// drawn at (m, m), w by h pixels: a dashed line along each edge that meets
// the opposite one.
func joins(b *strings.Builder, wrap string, m, w, h int) {
	line := func(x1, y1, x2, y2 int) {
		fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#c0392b" stroke-width="3" stroke-dasharray="6 4"/>`+"\n", x1, y1, x2, y2)
	}
	if wrap == "cylinder" || wrap == "torus" {
		line(m, m, m, m+h)
		line(m+w, m, m+w, m+h)
	}
	if wrap == "torus" {
		line(m, m, m+w, m)
		line(m, m+h, m+w, m+h)
	}
}
