package interp

import "fmt"

// Boards whose edges join (ir.Board.Wrap). The joins live in offset, so
// every step table, ray and path compiled from it wraps; what is left here
// is where a wrapping line ends: it may not come back to its start square
// (a rook going round an empty rank stops before it, never making a move
// that changes nothing), so unbounded lines are cut at the vector's period.

// compileWrap reads the board's wrap option.
func (g *geometry) compileWrap(wrap string) error {
	switch wrap {
	case "":
	case "cylinder":
		g.wrapFiles = true
	case "torus":
		g.wrapFiles, g.wrapRanks = true, true
	default:
		return fmt.Errorf("board wrap %q: expected cylinder, torus or nothing", wrap)
	}
	return nil
}

// wraps reports whether some edge of the board joins another.
func (g *geometry) wraps() bool { return g.wrapFiles || g.wrapRanks }

// period is the number of steps of (dx, dy) after which a line comes back
// to its start square on this board, or 0 when it leaves the board first
// (every line, on a board without joins). It is the same from every
// square: along a joined axis the line cycles after n/gcd(n, |d|) steps.
func (g *geometry) period(dx, dy int) int {
	if (dx != 0 && !g.wrapFiles) || (dy != 0 && !g.wrapRanks) || dx == 0 && dy == 0 {
		return 0
	}
	px, py := 1, 1
	if dx != 0 {
		px = g.files / gcd(g.files, abs(dx))
	}
	if dy != 0 {
		py = g.ranks / gcd(g.ranks, abs(dy))
	}
	return px / gcd(px, py) * py
}

// lineMax is the longest run of a line of (dx, dy) whose own limit is max
// (0: unbounded): max, cut to stop one step before the line comes home.
func (g *geometry) lineMax(dx, dy, max int) int {
	if p := g.period(dx, dy); p > 0 && (max == 0 || max >= p) {
		return p - 1
	}
	return max
}

func mod(a, n int) int {
	a %= n
	if a < 0 {
		a += n
	}
	return a
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}
