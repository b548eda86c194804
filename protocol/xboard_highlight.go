package protocol

import (
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// highlightBoard answers XBoard's lift: the legal targets of the piece on
// from as a colour FEN, Y for a quiet move, R for a capture, M for a
// promotion (XBoard then asks for the piece), ranks from the top as in
// FEN. The targets come from the rules themselves, so pieces that Betza
// cannot describe (butting, nearest-non-friend, circular riders) show
// where they really go. ok is false if from is no square of the board.
func highlightBoard(b *board, from interp.Square) string {
	g := b.game
	mark := make([]byte, g.Files()*g.Ranks())
	for _, m := range b.legal() {
		if m.Kind == interp.Drop || m.From != from || m.Kind == interp.Exit {
			continue
		}
		to := m.To
		c := byte('Y')
		switch {
		case m.PromotionType() >= 0:
			c = 'M'
		case m.IsCapture():
			c = 'R'
		}
		if rank(mark[to]) < rank(c) {
			mark[to] = c
		}
	}
	var out strings.Builder
	for r := g.Ranks() - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < g.Files(); f++ {
			c := mark[r*g.Files()+f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				out.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			out.WriteByte(c)
		}
		if empty > 0 {
			out.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			out.WriteByte('/')
		}
	}
	return out.String()
}

// rank orders the marks: a square with a promotion shows magenta, else
// one with a capture red.
func rank(c byte) int { return strings.IndexByte("\x00YRM", c) }
