package search

import "github.com/vdl-chess/vdl/interp"

// The ring around a confined royal: a royal that keeps to a region (a
// palace) cannot reach the squares outside it, yet enemy pieces there
// attack it as surely as those inside. Where the royal's own moves never
// reach a square, king safety measures the distance to it in steps of
// one square in any direction on the board's grid instead.

// stepDistance is the number of one-square steps in any direction
// between squares a and b of g's grid (at most 127).
func stepDistance(g *interp.Game, a, b int) int8 {
	f := g.Files()
	d := max(abs(a%f-b%f), abs(a/f-b/f))
	return int8(min(d, 127))
}
