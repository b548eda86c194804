// Package glinskiref is Glinski's hexagonal chess (and McCooey's, which
// differs in its pawns) written from the rule text alone, for tests: a small move generator in axial hex coordinates
// that shares nothing with vdl's tables, its doubled-coordinate storage or
// its FEN reader, so that its perft counts are an independent check of
// vdl's (interp/hex_test.go, definitions/hex_test.go).
package glinskiref

import (
	"fmt"
	"strings"
)

// Pos is a position of Glinski's chess from the rules, in axial hex coordinates (q the
// file, 0 to 10; r the cell's place up its file counted so that the six
// neighbours are (0,±1), (±1,0), (1,1), (-1,-1)), independent of the
// doubled coordinates vdl stores.
type Pos struct {
	rules *pawnRules
	cells [11][11]byte // by axial (q, r); '.' empty
	white bool
	ep    [2]int // the cell a double step passed, or {-1,-1}
}

var (
	glOrth   = [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}}
	glDiag   = [][2]int{{1, 2}, {-1, -2}, {2, 1}, {-2, -1}, {1, -1}, {-1, 1}}
	glKnight = [][2]int{{1, 3}, {2, 3}, {3, 1}, {3, 2}, {-1, -3}, {-2, -3}, {-3, -1}, {-3, -2}, {1, -2}, {2, -1}, {-1, 2}, {-2, 1}}
)

// glCell maps a Glinski name (file a-l without j, rank from 1 at the
// file's foot) to axial coordinates: files right of f start higher.
func glCell(name string) [2]int {
	q := strings.IndexByte("abcdefghikl", name[0])
	r := 0
	for _, c := range name[1:] {
		r = r*10 + int(c-'0')
	}
	r--
	if q > 5 {
		r += q - 5
	}
	return [2]int{q, r}
}

func glOn(c [2]int) bool {
	q, r := c[0], c[1]
	return q >= 0 && q <= 10 && r >= 0 && r <= 10 && r >= q-5 && r <= q+5
}

// FromFEN reads a Glinski FEN (fen.HexToGrid's form: ranks from f11 down,
// each in file order).
func FromFEN(f string) (*Pos, error) { return fromFEN(f, glinski) }

// McCooeyFromFEN reads a FEN of McCooey's hexagonal chess, whose pieces
// move as Glinski's but for the pawns: they capture diagonally forward
// (bishop-wise) and double-step from their starting cells (c1 d2 e3 g3 h2
// i1 for White), the middle file's excepted.
func McCooeyFromFEN(f string) (*Pos, error) { return fromFEN(f, mccooey) }

func fromFEN(f string, rules *pawnRules) (*Pos, error) {
	fields := strings.Fields(f)
	g := &Pos{rules: rules, white: fields[1] == "w", ep: [2]int{-1, -1}}
	ranks := strings.Split(fields[0], "/")
	for i, row := range ranks {
		rank := 11 - i
		var files []byte
		for _, c := range []byte("abcdefghikl") {
			if glOn(glCell(string(c) + itoa(rank))) {
				files = append(files, c)
			}
		}
		k := 0
		for j := 0; j < len(row); j++ {
			if row[j] >= '0' && row[j] <= '9' {
				n := int(row[j] - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					n = n*10 + int(row[j+1]-'0')
					j++
				}
				for ; n > 0; n-- {
					g.set(glCell(string(files[k])+itoa(rank)), '.')
					k++
				}
				continue
			}
			g.set(glCell(string(files[k])+itoa(rank)), row[j])
			k++
		}
		if k != len(files) {
			return nil, fmt.Errorf("%s: rank %d has %d cells, want %d", f, rank, k, len(files))
		}
	}
	if fields[3] != "-" {
		g.ep = glCell(fields[3])
	}
	return g, nil
}

// MustFEN is FromFEN for FENs known to be good (a test's own).
func MustFEN(f string) *Pos { return must(FromFEN(f)) }

// MustMcCooey is McCooeyFromFEN for FENs known to be good.
func MustMcCooey(f string) *Pos { return must(McCooeyFromFEN(f)) }

func must(g *Pos, err error) *Pos {
	if err != nil {
		panic(err)
	}
	return g
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func (g *Pos) own(c [2]int) bool {
	x := g.at(c)
	return x != '.' && (x < 'a') == g.white
}

type glMove struct {
	from, to [2]int
	promo    byte
	double   bool
}

// pawnRules are what the two games' pawns differ in: the cells each
// side's pawns may double-step from, and the steps they capture by
// (White's first).
type pawnRules struct {
	start [2]map[[2]int]bool
	caps  [2][][2]int
}

func newRules(white, black []string, caps [2][][2]int) *pawnRules {
	r := &pawnRules{start: [2]map[[2]int]bool{{}, {}}, caps: caps}
	for _, n := range white {
		r.start[0][glCell(n)] = true
	}
	for _, n := range black {
		r.start[1][glCell(n)] = true
	}
	return r
}

var (
	// Glinski: captures on the neighbours forward at either side, for
	// White (-1,0) and (1,1); double steps from every starting cell.
	glinski = newRules(strings.Fields("b1 c2 d3 e4 f5 g4 h3 i2 k1"), strings.Fields("b7 c7 d7 e7 f7 g7 h7 i7 k7"),
		[2][][2]int{{{-1, 0}, {1, 1}}, {{1, 0}, {-1, -1}}})
	// McCooey: captures on the diagonals forward at either side (a step
	// up the file plus a step forward to the side: (-1,1) and (1,2) for
	// White); no double step from the middle file's starting cell.
	mccooey = newRules(strings.Fields("c1 d2 e3 g3 h2 i1"), strings.Fields("c8 d8 e8 g8 h8 i8"),
		[2][][2]int{{{-1, 1}, {1, 2}}, {{1, -1}, {-1, -2}}})
)

// moves lists the side to move's moves, captures of the king included.
func (g *Pos) moves() []glMove {
	var out []glMove
	fwd := 1
	if !g.white {
		fwd = -1
	}
	for q := 0; q < 11; q++ {
		for r := 0; r < 11; r++ {
			c := [2]int{q, r}
			if glOn(c) && g.own(c) {
				out = g.pieceMoves(out, c, fwd)
			}
		}
	}
	return out
}

// pieceMoves appends the moves of the piece on c.
func (g *Pos) pieceMoves(out []glMove, c [2]int, fwd int) []glMove {
	x := g.at(c)
	ride := func(dirs [][2]int, far bool) {
		for _, d := range dirs {
			to := c
			for {
				to = [2]int{to[0] + d[0], to[1] + d[1]}
				if !glOn(to) || g.own(to) {
					break
				}
				out = append(out, glMove{from: c, to: to})
				if g.at(to) != '.' || !far {
					break
				}
			}
		}
	}
	switch x | 0x20 {
	case 'k':
		ride(glOrth, false)
		ride(glDiag, false)
	case 'q':
		ride(glOrth, true)
		ride(glDiag, true)
	case 'r':
		ride(glOrth, true)
	case 'b':
		ride(glDiag, true)
	case 'n':
		ride(glKnight, false)
	case 'p':
		add := func(to [2]int, double bool) {
			// the far edge: the cell beyond it, forward, is off the board
			if !glOn([2]int{to[0], to[1] + fwd}) {
				for _, p := range []byte("QRBN") {
					out = append(out, glMove{from: c, to: to, promo: p})
				}
				return
			}
			out = append(out, glMove{from: c, to: to, double: double})
		}
		one := [2]int{c[0], c[1] + fwd}
		if glOn(one) && g.at(one) == '.' {
			add(one, false)
			two := [2]int{c[0], c[1] + 2*fwd}
			side := 0
			if !g.white {
				side = 1
			}
			if g.rules.start[side][c] && glOn(two) && g.at(two) == '.' {
				add(two, true)
			}
		}
		// captures: the orthogonal neighbours forward-left and
		// forward-right (for White (-1,0) and (1,1))
		caps := g.rules.caps[0]
		if !g.white {
			caps = g.rules.caps[1]
		}
		for _, d := range caps {
			to := [2]int{c[0] + d[0], c[1] + d[1]}
			if glOn(to) && (g.at(to) != '.' && !g.own(to) || to == g.ep) {
				add(to, false)
			}
		}
	}
	return out
}

func (g *Pos) play(m glMove) *Pos {
	n := *g
	n.white, n.ep = !g.white, [2]int{-1, -1}
	x := g.at(m.from)
	if x|0x20 == 'p' && m.to == g.ep {
		back := -1
		if !g.white {
			back = 1
		}
		n.set([2]int{m.to[0], m.to[1] + back}, '.')
	}
	n.set(m.to, x)
	n.set(m.from, '.')
	if m.promo != 0 {
		n.set(m.to, m.promo)
		if !g.white {
			n.set(m.to, m.promo|0x20)
		}
	}
	if m.double {
		n.ep = [2]int{m.from[0], (m.from[1] + m.to[1]) / 2}
	}
	return &n
}

func (g *Pos) at(c [2]int) byte     { return g.cells[c[0]][c[1]] }
func (g *Pos) set(c [2]int, x byte) { g.cells[c[0]][c[1]] = x }

// Perft counts the leaf nodes of the legal move tree to depth.
func (g *Pos) Perft(depth int) uint64 {
	var n uint64
	king := byte('K')
	if !g.white {
		king = 'k'
	}
	for _, m := range g.moves() {
		next := g.play(m)
		safe := true
		for _, r := range next.moves() {
			if next.at(r.to) == king {
				safe = false
				break
			}
		}
		if !safe {
			continue
		}
		if depth == 1 {
			n++
		} else {
			n += next.Perft(depth - 1)
		}
	}
	return n
}
