package fsf

import (
	"fmt"
	"strconv"
	"strings"
)

// diagonalMoves are the moves Fairy-Stockfish's predefined pieces gain
// along its diagonalLines (janggi's palace diagonals): from a square of
// the lines onto another, as vdl's `within` moves.
var diagonalMoves = map[string]string{
	"wazir":        "F",
	"soldier":      "fF",
	"rook":         "B",
	"janggiCannon": "pB",
}

// pieceBodyWith adds a statement to a piece body written by pieceBody.
func pieceBodyWith(body, stmt string) string {
	if body == "" {
		return " { " + stmt + " }"
	}
	return strings.TrimSuffix(body, " }") + "; " + stmt + " }"
}

// diagonalLines writes diagonalLines as a region and returns its name
// ("" for none). Fairy-Stockfish's diagonal moves go from a square of
// the lines to another, over any squares; vdl's `within` moves pass only
// through the region's squares. The two agree where no diagonal from a
// square of the lines leaves them and comes back to them, which is
// checked.
func (im *importer) diagonalLines() string {
	k, ok := im.get("diagonalLines")
	if !ok || k.value == "-" {
		return ""
	}
	items := im.regionItems(k, false)
	on := map[[2]int]bool{}
	var order [][2]int
	for _, f := range strings.Fields(items) {
		if !validSquare(f, im.files, im.ranks) {
			im.fail(k, "expected squares of the board")
			return ""
		}
		r, _ := strconv.Atoi(f[1:])
		sq := [2]int{int(f[0] - 'a'), r}
		on[sq] = true
		order = append(order, sq)
	}
	name := func(sq [2]int) string { return fmt.Sprintf("%s%d", fileName(sq[0]), sq[1]) }
	for _, sq := range order {
		for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			left := false
			for f, r := sq[0]+d[0], sq[1]+d[1]; f >= 0 && f < im.files && r >= 1 && r <= im.ranks; f, r = f+d[0], r+d[1] {
				switch {
				case !on[[2]int{f, r}]:
					left = true
				case left:
					im.fail(k, "a diagonal from %s leaves the lines and comes back to %s: vdl's moves along lines stay on them", name(sq), name([2]int{f, r}))
					return ""
				}
			}
		}
	}
	im.say("region diagonal-lines %s", items)
	return "diagonal-lines"
}
