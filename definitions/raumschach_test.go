package definitions_test

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// Raumschach (raumschach.vdl): moves worked out by hand from the rules,
// and perft compared with cube, a small counter written from the rule text
// alone (a 5x5x5 mailbox generator that knows nothing of vdl's tables or
// of how it stores the levels).

// rsFEN writes a Raumschach FEN from pieces given as "Kc1A" style
// placements: the FEN letter, then the square as level, file, rank
// ("K" "Aa2" -> "KAa2").
func rsFEN(side string, pieces ...string) string {
	var c cube
	for i := range c.b {
		c.b[i] = '.'
	}
	for _, p := range pieces {
		c.b[cubeSquare(p[1:])] = p[0]
	}
	return c.fen() + " " + side + " - - 0 1"
}

func TestRaumschachMovesByHand(t *testing.T) {
	kings := []string{"KAa2", "kEa4"} // off every line below
	cases := []struct{ name, fen, from, want string }{
		// From the centre of the cube the rook has 6 lines of 2 cells.
		{"rook", rsFEN("w", append(kings, "RCc3")...), "Cc3",
			"Cc3Ca3 Cc3Cb3 Cc3Cd3 Cc3Ce3 Cc3Cc1 Cc3Cc2 Cc3Cc4 Cc3Cc5 Cc3Ac3 Cc3Bc3 Cc3Dc3 Cc3Ec3"},
		// The unicorn's 8 triagonals, 2 cells each, to the cube's corners.
		{"unicorn", rsFEN("w", append(kings, "UCc3")...), "Cc3",
			"Cc3Bb2 Cc3Aa1 Cc3Bd2 Cc3Ae1 Cc3Bb4 Cc3Aa5 Cc3Bd4 Cc3Ae5 Cc3Db2 Cc3Ea1 Cc3Dd2 Cc3Ee1 Cc3Db4 Cc3Ea5 Cc3Dd4 Cc3Ee5"},
		// Blocked by its own pawn on Dd4, it takes the black knight on Bb2.
		{"unicorn blocked and taking", rsFEN("w", append(kings, "UCc3", "PDd4", "nBb2")...), "Cc3",
			"Cc3Bb2 Cc3Bd2 Cc3Ae1 Cc3Bb4 Cc3Aa5 Cc3Bd4 Cc3Ae5 Cc3Db2 Cc3Ea1 Cc3Dd2 Cc3Ee1 Cc3Db4 Cc3Ea5"},
		// The bishop: 12 planar diagonals, 2 cells each.
		{"bishop", rsFEN("w", append(kings, "BCc3")...), "Cc3",
			"Cc3Cb2 Cc3Ca1 Cc3Cd2 Cc3Ce1 Cc3Cb4 Cc3Ca5 Cc3Cd4 Cc3Ce5 " +
				"Cc3Bb3 Cc3Aa3 Cc3Bd3 Cc3Ae3 Cc3Db3 Cc3Ea3 Cc3Dd3 Cc3Ee3 " +
				"Cc3Bc2 Cc3Ac1 Cc3Bc4 Cc3Ac5 Cc3Dc2 Cc3Ec1 Cc3Dc4 Cc3Ec5"},
		// The knight's 24 leaps from the centre: 8 on its level, 4 on each
		// level one away, 4 on each two away.
		{"knight", rsFEN("w", append(kings, "NCc3")...), "Cc3",
			"Cc3Cb1 Cc3Cd1 Cc3Ca2 Cc3Ce2 Cc3Ca4 Cc3Ce4 Cc3Cb5 Cc3Cd5 " +
				"Cc3Bc1 Cc3Ba3 Cc3Be3 Cc3Bc5 Cc3Dc1 Cc3Da3 Cc3De3 Cc3Dc5 " +
				"Cc3Ac2 Cc3Ab3 Cc3Ad3 Cc3Ac4 Cc3Ec2 Cc3Eb3 Cc3Ed3 Cc3Ec4"},
		// A knight in the corner: 6 leaps.
		{"knight in the corner", rsFEN("w", "KCc3", "kEa4", "NAa1"), "Aa1",
			"Aa1Ab3 Aa1Ac2 Aa1Ba3 Aa1Bc1 Aa1Ca2 Aa1Cb1"},
		// The pawn steps forward or up, and takes forward, up, or both,
		// diagonally (Dickins; never back on either axis: Db2 and Dc2 are
		// not captures).
		{"pawn", rsFEN("w", append(kings, "PCc3", "nCb4", "nCd4", "nDb3", "nDd3", "nDc4", "nDb2", "nDc2", "nBc4", "nCc2")...), "Cc3",
			"Cc3Cc4 Cc3Dc3 Cc3Cb4 Cc3Cd4 Cc3Db3 Cc3Dd3 Cc3Dc4"},
		// Black's pawn goes down and towards rank 1.
		{"black pawn", rsFEN("b", append(kings, "pCc3", "NCb2", "NBd3", "NBc2", "NBc4")...), "Cc3",
			"Cc3Cc2 Cc3Bc3 Cc3Cb2 Cc3Bd3 Cc3Bc2"},
		// Promotion on the last rank of the last level only.
		{"promotion", rsFEN("w", append(kings, "PEc4", "PDb5", "PCd4")...), "",
			"Ec4Ec5q Ec4Ec5r Ec4Ec5b Ec4Ec5n Ec4Ec5u Db5Eb5q Db5Eb5r Db5Eb5b Db5Eb5n Db5Eb5u Cd4Cd5 Cd4Dd4 " +
				"Aa2Aa1 Aa2Aa3 Aa2Ab1 Aa2Ab2 Aa2Ab3 Aa2Ba1 Aa2Ba2 Aa2Ba3 Aa2Bb1 Aa2Bb2 Aa2Bb3"},
	}
	for _, c := range cases {
		g, p := bundledPosition(t, "raumschach", c.fen)
		spWantMoves(t, g, p, c.from, c.want)
	}
	// A unicorn on Ee5 checks the king on Aa1 down the long triagonal; a
	// piece between (Cc3) blocks it.
	for _, c := range []struct {
		fen   string
		check bool
	}{
		{rsFEN("w", "KAa1", "kEa5", "uEe5"), true},
		{rsFEN("w", "KAa1", "kEa5", "uEe5", "PCc3"), false},
		{rsFEN("w", "KAa1", "kEa5", "rAa4"), true},
		{rsFEN("w", "KAa1", "kEa5", "nBa3"), true},
		{rsFEN("w", "KAa1", "kEa5", "pAb2"), true},  // Black's pawn takes diagonally towards rank 1
		{rsFEN("w", "KAa1", "kEa5", "pBa2"), true},  // and towards rank 1 and level A at once
		{rsFEN("w", "KAa1", "kEa5", "pBb2"), false}, // but not along a triagonal
		{rsFEN("w", "KAa1", "kEa5", "pAa2"), false}, // nor straight ahead
	} {
		_, p := bundledPosition(t, "raumschach", c.fen)
		if p.InCheck() != c.check {
			t.Errorf("%s: in check %v, want %v", c.fen, p.InCheck(), c.check)
		}
	}
}

func TestRaumschachFEN(t *testing.T) {
	g, p := bundledPosition(t, "raumschach", "")
	want := "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1"
	if got := p.FEN(); got != want {
		t.Errorf("start FEN %s, want %s", got, want)
	}
	for _, bad := range []string{
		"rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU w - - 0 1",                   // 4 levels
		"rnknr/ppppp/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1",   // 4 ranks on E
		"rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/6|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1", // a wide rank
	} {
		if _, err := g.ParseFEN(bad); err == nil {
			t.Errorf("ParseFEN(%q) took a malformed FEN", bad)
		}
	}
	for _, sq := range []string{"Aa1", "Ee5", "Cc3"} {
		s, err := g.ParseSquare(sq)
		if err != nil || g.SquareName(s) != sq {
			t.Errorf("square %s: read %d (%v), written %s", sq, s, err, g.SquareName(s))
		}
	}
	for _, bad := range []string{"a1", "Fa1", "Af1", "Aa6", "A1"} {
		if _, err := g.ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) took a square not on the cube", bad)
		}
	}
}

func TestRaumschachPerftByHand(t *testing.T) {
	// Depth 1 by hand: 15 pawn moves (the level B pawns forward or up,
	// level A's forward only: above them stand B's pawns); knights 6 each
	// (Ab1: Bb3, Cb2, Ca1, Cc1, Aa3, Ac3); bishops Ba1 6 (Cb1 Dc1 Ed1,
	// Ca2 Da3 xEa4), Bd1 7 (Ce1, Cc1 Db1 Ea1, Cd2 Dd3 xEd4); unicorns Bb1
	// 4 (Cc2 Dd3 xEe4, Ca2), Be1 3 (Cd2 Dc3 xEb4); the queen 14 (Cc1 Dc1
	// Ec1, Cd1 De1, Cb1 Da1, Cc2 Dc3 xEc4, Cd2 De3, Cb2 Da3); rooks and
	// king none: 61.
	_, p := bundledPosition(t, "raumschach", "")
	if n := p.Perft(1); n != 61 {
		t.Errorf("perft 1 = %d, want 61", n)
	}
}

func TestRaumschachPerftIndependent(t *testing.T) {
	g := bundledGame(t, "raumschach")
	fens := []string{g.V.Setup,
		rsFEN("w", "KAa1", "kEe5", "PEc4", "pAc2", "QCc3", "uDd4", "nBb2"),
		rsFEN("b", "KCc3", "kEe5", "PDd5", "pBb1", "RAa1", "bEa5", "UBb4")}
	rng := rand.New(rand.NewSource(1407))
	for i := 0; i < 10; i++ {
		_, q := bundledPosition(t, "raumschach", "")
		for ply := 0; ply < 10+rng.Intn(60); ply++ {
			m, ok, _ := q.RandomMove(rng, nil)
			if !ok {
				break
			}
			q.Make(m)
		}
		fens = append(fens, q.FEN())
	}
	for i, fen := range fens {
		depth := 2
		if i == 0 && !testing.Short() {
			depth = 3
		}
		_, q := bundledPosition(t, "raumschach", fen)
		c := cubeFromFEN(t, fen)
		if got, want := q.Perft(depth), c.perft(depth); got != want {
			t.Errorf("%s: perft %d = %d, the independent counter says %d", fen, depth, got, want)
		}
	}
}

// cube is Raumschach from the rules: 125 cells, index level*25 + rank*5 +
// file, Aa1 first; FEN letters, '.' empty.
type cube struct {
	b     [125]byte
	white bool
}

func cubeSquare(name string) int {
	r, _ := strconv.Atoi(name[2:])
	return int(name[0]-'A')*25 + (r-1)*5 + int(name[1]-'a')
}

func cubeName(s int) string {
	return string(rune('A'+s/25)) + string(rune('a'+s%5)) + strconv.Itoa(s/5%5+1)
}

func cubeFromFEN(t *testing.T, fen string) *cube {
	f := strings.Fields(fen)
	c := &cube{white: f[1] == "w"}
	levels := strings.Split(f[0], "|")
	if len(levels) != 5 {
		t.Fatalf("%s: %d levels", fen, len(levels))
	}
	for li, lv := range levels {
		l := 4 - li
		for ri, rk := range strings.Split(lv, "/") {
			r, file := 4-ri, 0
			for _, ch := range rk {
				if ch >= '1' && ch <= '5' {
					for k := 0; k < int(ch-'0'); k++ {
						c.b[l*25+r*5+file] = '.'
						file++
					}
					continue
				}
				c.b[l*25+r*5+file] = byte(ch)
				file++
			}
		}
	}
	return c
}

func (c *cube) fen() string {
	var out []string
	for l := 4; l >= 0; l-- {
		var ranks []string
		for r := 4; r >= 0; r-- {
			var b strings.Builder
			empty := 0
			for f := 0; f < 5; f++ {
				x := c.b[l*25+r*5+f]
				if x == '.' {
					empty++
					continue
				}
				if empty > 0 {
					b.WriteString(strconv.Itoa(empty))
					empty = 0
				}
				b.WriteByte(x)
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
			}
			ranks = append(ranks, b.String())
		}
		out = append(out, strings.Join(ranks, "/"))
	}
	return strings.Join(out, "|")
}

// to is the cell (dx, dy, dz) from s, or -1 off the cube.
func cubeTo(s, dx, dy, dz int) int {
	x, y, z := s%5+dx, s/5%5+dy, s/25+dz
	if x < 0 || x > 4 || y < 0 || y > 4 || z < 0 || z > 4 {
		return -1
	}
	return z*25 + y*5 + x
}

// cubeDirs lists the unit steps with n non-zero components (0: all 26).
func cubeDirs(n int) [][3]int {
	var out [][3]int
	for dz := -1; dz <= 1; dz++ {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				k := 0
				for _, d := range []int{dx, dy, dz} {
					if d != 0 {
						k++
					}
				}
				if k > 0 && (n == 0 || k == n) {
					out = append(out, [3]int{dx, dy, dz})
				}
			}
		}
	}
	return out
}

// knightLeaps: two along one axis, one along another.
func knightLeaps() [][3]int {
	var out [][3]int
	for dz := -2; dz <= 2; dz++ {
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				a := []int{dx * dx, dy * dy, dz * dz}
				ones, fours := 0, 0
				for _, v := range a {
					if v == 1 {
						ones++
					}
					if v == 4 {
						fours++
					}
				}
				if ones == 1 && fours == 1 {
					out = append(out, [3]int{dx, dy, dz})
				}
			}
		}
	}
	return out
}

func isWhite(x byte) bool { return x >= 'A' && x <= 'Z' }

type cubeMove struct {
	from, to int
	promo    byte
}

// targets lists where the piece on s may go (captures of either colour's
// pieces are filtered by the caller), moving as the side of its colour.
func (c *cube) targets(s int, attacksOnly bool) []cubeMove {
	x := c.b[s]
	white := isWhite(x)
	var out []cubeMove
	add := func(t int) {
		if t >= 0 && (c.b[t] == '.' || isWhite(c.b[t]) != white) {
			out = append(out, cubeMove{from: s, to: t})
		}
	}
	slide := func(dirs [][3]int) {
		for _, d := range dirs {
			for t := cubeTo(s, d[0], d[1], d[2]); t >= 0; t = cubeTo(t, d[0], d[1], d[2]) {
				add(t)
				if c.b[t] != '.' {
					break
				}
			}
		}
	}
	switch x | 0x20 {
	case 'k':
		for _, d := range cubeDirs(0) {
			add(cubeTo(s, d[0], d[1], d[2]))
		}
	case 'q':
		slide(cubeDirs(0))
	case 'r':
		slide(cubeDirs(1))
	case 'b':
		slide(cubeDirs(2))
	case 'u':
		slide(cubeDirs(3))
	case 'n':
		for _, d := range knightLeaps() {
			add(cubeTo(s, d[0], d[1], d[2]))
		}
	case 'p':
		fw := 1
		if !white {
			fw = -1
		}
		if !attacksOnly {
			for _, d := range [][3]int{{0, fw, 0}, {0, 0, fw}} {
				if t := cubeTo(s, d[0], d[1], d[2]); t >= 0 && c.b[t] == '.' {
					out = append(out, cubeMove{from: s, to: t})
				}
			}
		}
		for _, d := range [][3]int{{1, fw, 0}, {-1, fw, 0}, {1, 0, fw}, {-1, 0, fw}, {0, fw, fw}} {
			if t := cubeTo(s, d[0], d[1], d[2]); t >= 0 && c.b[t] != '.' && isWhite(c.b[t]) != white {
				out = append(out, cubeMove{from: s, to: t})
			}
		}
	}
	return out
}

// attacked: could a piece of the side not to move take on s?
func (c *cube) attacked(s int) bool {
	for from := range c.b {
		if c.b[from] == '.' || isWhite(c.b[from]) == c.white {
			continue
		}
		for _, m := range c.targets(from, true) {
			if m.to == s {
				return true
			}
		}
	}
	return false
}

func (c *cube) legal() []cubeMove {
	var out []cubeMove
	for s := range c.b {
		if c.b[s] == '.' || isWhite(c.b[s]) != c.white {
			continue
		}
		for _, m := range c.targets(s, false) {
			last := 0 // the far edge: White's Ea5-Ee5, Black's Aa1-Ae1
			if c.white {
				last = 124
			}
			if c.b[s]|0x20 == 'p' && m.to/25 == last/25 && m.to/5%5 == last/5%5 {
				for _, p := range []byte("qrbnu") {
					m.promo = p
					out = append(out, m)
				}
				continue
			}
			out = append(out, m)
		}
	}
	var legal []cubeMove
	for _, m := range out {
		n := c.play(m)
		n.white = c.white // is the mover's king attacked now?
		king := -1
		for s, x := range n.b {
			if x == 'K' && c.white || x == 'k' && !c.white {
				king = s
			}
		}
		if king < 0 || !n.attacked(king) {
			legal = append(legal, m)
		}
	}
	return legal
}

func (c *cube) play(m cubeMove) *cube {
	n := *c
	n.b[m.to], n.b[m.from] = n.b[m.from], '.'
	if m.promo != 0 {
		n.b[m.to] = m.promo
		if c.white {
			n.b[m.to] -= 0x20
		}
	}
	n.white = !c.white
	return &n
}

func (c *cube) perft(depth int) uint64 {
	ms := c.legal()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += c.play(m).perft(depth - 1)
	}
	return n
}

var _ = cubeName // for debugging a divide
