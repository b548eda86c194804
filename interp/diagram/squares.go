package diagram

import (
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// PositionSVGOver draws p as PositionSVG does (its hands too) and, after each square's
// piece, writes what over returns for that square, centred on (x, y) in
// the picture's coordinates (every board kind): a front end marks squares
// with it, or lays a target over each square to click.
func PositionSVGOver(p *interp.Position, over func(s interp.Square, x, y float64) string) string {
	return boardSVG(p, p.Game().V.Name, true, nil, func(b *strings.Builder, s interp.Square, x, y float64) {
		b.WriteString(over(s, x, y))
	}, nil)
}
