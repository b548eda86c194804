package definitions_test

import (
	"math/rand"
	"strings"
	"testing"
)

// Alice chess (alice.vdl): moves worked out by hand from the rules, and
// perft compared with glass, a small counter written from the rule text
// alone (two 8x8 mailboxes; it knows nothing of vdl's tables, its stored
// rectangle or its transfer).

func TestAliceMovesByHand(t *testing.T) {
	cases := []struct{ name, fen, from, want string }{
		// A rook on board A sees only board A: its lines stop at the
		// black knight on Ae5 (taken) and run past pieces that stand on
		// board B. Its destination's twin on B must be empty: not Ae2,
		// whose twin Be2 holds a pawn.
		{"rook on its board", "4k3/8/8/4n3/8/8/8/4R2K|8/8/8/8/8/8/4P3/8 w - - 0 1", "Ae1",
			"Ae1Aa1 Ae1Ab1 Ae1Ac1 Ae1Ad1 Ae1Af1 Ae1Ag1 Ae1Ae3 Ae1Ae4 Ae1Ae5"},
		// A knight on B leaps on B; Bd2's twin Ad2 is taken by a bishop.
		{"knight on board B", "4k3/8/8/8/8/8/3B4/7K|8/8/8/8/8/8/8/1N6 w - - 0 1", "Bb1",
			"Bb1Ba3 Bb1Bc3"},
		// The pawn's double step needs Ae3 empty and Ae4 empty on A, and
		// the twin Be4 empty: blocked here by a black pawn on Be4.
		{"pawn double step, twin taken", "4k3/8/8/8/8/8/4P3/7K|8/8/8/8/4p3/8/8/8 w - - 0 1", "Ae2",
			"Ae2Ae3"},
		// Promotion on board B's last rank (the twin Aa8 is empty).
		{"promotion on B", "7k/8/8/8/8/8/8/7K|8/P7/8/8/8/8/8/8 w - - 0 1", "Ba7",
			"Ba7Ba8q Ba7Ba8r Ba7Ba8b Ba7Ba8n"},
		// Castling on A: both king and rook pass to B, so Bg1 and Bf1
		// must be empty; a piece on Bf1 forbids kingside castling, not
		// queenside. The king may not pass to Bf1 (taken) nor to Bd2,
		// which the knight on Bf1 attacks.
		{"castling twins", "4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/5n2 w KQ - 0 1", "Ae1",
			"Ae1Ad1 Ae1Ae2 Ae1Af2 Ae1Ac1"},
		// The king on A may not step onto a square attacked on A, though
		// it would stand safe on B (Ad1 and Ad2 are on the rook's file).
		{"legal on its board", "3rk3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1", "Ae1",
			"Ae1Ae2 Ae1Af1 Ae1Af2"},
		// A king on A in check from a rook on A: a piece moved on A to
		// block it leaves A, so only captures and king moves help: the
		// knight takes the rook, the king steps off the file (not to Ae2).
		{"no block across boards", "4r1k1/8/3N4/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1", "",
			"Ad6Ae8 Ae1Ad1 Ae1Ad2 Ae1Af1 Ae1Af2"},
	}
	for _, c := range cases {
		g, p := bundledPosition(t, "alice", c.fen)
		spWantMoves(t, g, p, c.from, c.want)
	}
	// The example of the rules' usual presentation: 1. Nf3 e6 2. Ne5 Bc5
	// 3. Nxf7. The knight stands on Bf7, so the king cannot take on Af7
	// (its square on B is taken), nor the bishop on Bc5 on f2 (the white
	// pawn stands on Af2); the queen is blocked by her own pawn on d7;
	// but the bishop reaches Bg1 over an empty f2 of board B.
	g, p := bundledPosition(t, "alice", "")
	playMoves(t, p, "Ag1Af3 Ae7Ae6 Bf3Be5 Af8Ac5 Ae5Af7")
	legal := " " + spMoves(g, p, "") + " "
	for _, c := range []struct {
		move  string
		legal bool
	}{{"Ae8Af7", false}, {"Bc5Bf2", false}, {"Ad8Ad4", false}, {"Bc5Bg1", true}} {
		if strings.Contains(legal, " "+c.move+" ") != c.legal {
			t.Errorf("%s: %s legal is %v, want %v (legal: %s)", p.FEN(), c.move, !c.legal, c.legal, legal)
		}
	}
	// Checks come only from pieces of the king's board.
	for _, c := range []struct {
		fen   string
		check bool
	}{
		{"4k3/8/8/8/8/8/8/4K3|4r3/8/8/8/8/8/8/8 w - - 0 1", false},
		{"4k3/8/8/8/8/8/8/8|4r3/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"4r1k1/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1", true},
	} {
		_, p := bundledPosition(t, "alice", c.fen)
		if p.InCheck() != c.check {
			t.Errorf("%s: in check %v, want %v", c.fen, p.InCheck(), c.check)
		}
	}
}

func TestAliceFEN(t *testing.T) {
	g, p := bundledPosition(t, "alice", "")
	playMoves(t, p, "Ae2Ae4 Ag8Af6 Af1Ab5")
	want := "rnbqkb1r/pppppppp/8/8/8/8/PPPP1PPP/RNBQK1NR|8/8/5n2/1B6/4P3/8/8/8 b KQkq - 2 2"
	if got := p.FEN(); got != want {
		t.Errorf("FEN %s, want %s", got, want)
	}
	for _, bad := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8 w KQkq - 0 1",
	} {
		if _, err := g.ParseFEN(bad); err == nil {
			t.Errorf("ParseFEN(%q) took a malformed FEN", bad)
		}
	}
	for _, sq := range []string{"Aa1", "Bh8", "Be4"} {
		s, err := g.ParseSquare(sq)
		if err != nil || g.SquareName(s) != sq {
			t.Errorf("square %s: read %d (%v), written %s", sq, s, err, g.SquareName(s))
		}
	}
	for _, bad := range []string{"e4", "Ce4", "Ai1", "Aa9"} {
		if _, err := g.ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) took a square not on the boards", bad)
		}
	}
}

func TestAlicePerftByHand(t *testing.T) {
	// Depth 1: chess's 20 on board A (every twin on B is empty); depth 2:
	// Black's 20 after each, whatever White moved to B: 400.
	_, p := bundledPosition(t, "alice", "")
	for d, want := range []uint64{1: 20, 2: 400} {
		if d > 0 {
			if n := p.Perft(d); n != want {
				t.Errorf("perft %d = %d, want %d", d, n, want)
			}
		}
	}
}

func TestAlicePerftIndependent(t *testing.T) {
	g := bundledGame(t, "alice")
	fens := []string{g.V.Setup,
		"r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQkq - 0 1",
		"4r1k1/8/8/8/8/3N4/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
		"7k/8/8/8/8/8/8/7K|8/P7/8/8/8/8/6p1/8 w - - 0 1"}
	rng := rand.New(rand.NewSource(1953))
	for i := 0; i < 12; i++ {
		_, q := bundledPosition(t, "alice", "")
		for ply := 0; ply < 10+rng.Intn(50); ply++ {
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
		if i < 4 && !testing.Short() {
			depth = 3
		}
		_, q := bundledPosition(t, "alice", fen)
		c := glassFromFEN(t, fen)
		if got, want := q.Perft(depth), c.perft(depth); got != want {
			t.Errorf("%s: perft %d = %d, the independent counter says %d", fen, depth, got, want)
		}
	}
}

// glass is Alice chess from the rules: two boards of 64 letters (FEN's,
// '.' empty), a1 first, and castling rights as KQkq.
type glass struct {
	b      [2][64]byte
	white  bool
	rights string
}

func glassFromFEN(t *testing.T, fen string) *glass {
	f := strings.Fields(fen)
	c := &glass{white: f[1] == "w", rights: strings.Trim(f[2], "-")}
	boards := strings.Split(f[0], "|")
	if len(boards) != 2 {
		t.Fatalf("%s: %d boards", fen, len(boards))
	}
	for k, bd := range boards {
		rank, file := 7, 0
		for _, ch := range bd {
			switch {
			case ch == '/':
				rank, file = rank-1, 0
			case ch >= '1' && ch <= '8':
				for n := 0; n < int(ch-'0'); n++ {
					c.b[k][rank*8+file] = '.'
					file++
				}
			default:
				c.b[k][rank*8+file] = byte(ch)
				file++
			}
		}
	}
	return c
}

// glassTo is the square (df, dr) from s on the same board, or -1.
func glassTo(s, df, dr int) int {
	f, r := s%8+df, s/8+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return r*8 + f
}

type glassMove struct {
	board, from, to int
	promo           byte
	castle          int // 0 none, 1 kingside, 2 queenside
}

var (
	glassRook   = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	glassBishop = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	glassKnight = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

// targets lists the plain moves of the piece on square s of board k, as
// chess plays them on that board alone; attacks: only the squares it
// attacks (pawns' diagonals, whatever stands there).
func (c *glass) targets(k, s int, attacks bool) []glassMove {
	bd := &c.b[k]
	x := bd[s]
	white := isWhite(x)
	var out []glassMove
	add := func(to int) {
		if to >= 0 && (attacks || bd[to] == '.' || isWhite(bd[to]) != white) {
			out = append(out, glassMove{board: k, from: s, to: to})
		}
	}
	slide := func(dirs [][2]int) {
		for _, d := range dirs {
			for to := glassTo(s, d[0], d[1]); to >= 0; to = glassTo(to, d[0], d[1]) {
				add(to)
				if bd[to] != '.' {
					break
				}
			}
		}
	}
	switch x | 0x20 {
	case 'k':
		for _, d := range append(append([][2]int{}, glassRook...), glassBishop...) {
			add(glassTo(s, d[0], d[1]))
		}
	case 'q':
		slide(glassRook)
		slide(glassBishop)
	case 'r':
		slide(glassRook)
	case 'b':
		slide(glassBishop)
	case 'n':
		for _, d := range glassKnight {
			add(glassTo(s, d[0], d[1]))
		}
	case 'p':
		fw, home := 1, 1
		if !white {
			fw, home = -1, 6
		}
		for _, df := range []int{-1, 1} {
			if to := glassTo(s, df, fw); to >= 0 && (attacks || bd[to] != '.' && isWhite(bd[to]) != white) {
				out = append(out, glassMove{board: k, from: s, to: to})
			}
		}
		if attacks {
			break
		}
		if to := glassTo(s, 0, fw); to >= 0 && bd[to] == '.' {
			out = append(out, glassMove{board: k, from: s, to: to})
			if two := glassTo(to, 0, fw); s/8 == home && bd[two] == '.' {
				out = append(out, glassMove{board: k, from: s, to: two})
			}
		}
	}
	return out
}

// attacked: does a piece of the side not to move (white: is the attacker
// White) attack square s of board k?
func (c *glass) attacked(k, s int, byWhite bool) bool {
	for from, x := range c.b[k] {
		if x == '.' || isWhite(x) != byWhite {
			continue
		}
		for _, m := range c.targets(k, from, true) {
			if m.to == s {
				return true
			}
		}
	}
	return false
}

// kingSafe: the king of the given colour is not attacked on its board
// (true when it has none), looking only at board only if only >= 0.
func (c *glass) kingSafe(white bool, only int) bool {
	king := byte('k')
	if white {
		king = 'K'
	}
	for k := 0; k < 2; k++ {
		if only >= 0 && k != only {
			continue
		}
		for s, x := range c.b[k] {
			if x == king && c.attacked(k, s, !white) {
				return false
			}
		}
	}
	return true
}

func (c *glass) pseudo() []glassMove {
	var out []glassMove
	for k := 0; k < 2; k++ {
		for s, x := range c.b[k] {
			if x == '.' || isWhite(x) != c.white {
				continue
			}
			for _, m := range c.targets(k, s, false) {
				if x|0x20 == 'p' && (m.to/8 == 7 || m.to/8 == 0) {
					for _, p := range []byte("qrbn") {
						m.promo = p
						out = append(out, m)
					}
					continue
				}
				out = append(out, m)
			}
		}
	}
	// Castling on board A, from the orthodox squares, by the rights.
	king, rank, letters := byte('K'), 0, "KQ"
	if !c.white {
		king, rank, letters = 'k', 7, "kq"
	}
	a := &c.b[0]
	e := rank*8 + 4
	if a[e] == king && !c.attacked(0, e, !c.white) {
		for side, l := range letters {
			if !strings.ContainsRune(c.rights, l) {
				continue
			}
			rook, between, path := rank*8+7, []int{5, 6}, []int{5, 6}
			if side == 1 {
				rook, between, path = rank*8, []int{1, 2, 3}, []int{3, 2}
			}
			ok := a[rook]|0x20 == 'r' && isWhite(a[rook]) == c.white
			for _, f := range between {
				ok = ok && a[rank*8+f] == '.'
			}
			for _, f := range path {
				ok = ok && !c.attacked(0, rank*8+f, !c.white)
			}
			if ok {
				out = append(out, glassMove{board: 0, from: e, to: rank*8 + path[len(path)-1], castle: side + 1})
			}
		}
	}
	return out
}

// play makes m: on its board, then the moved pieces pass to the other
// board. before is the position before the transfer.
func (c *glass) play(m glassMove) (before, after *glass, ok bool) {
	n := *c
	bd := &n.b[m.board]
	x := bd[m.from]
	bd[m.to], bd[m.from] = x, '.'
	if m.promo != 0 {
		bd[m.to] = m.promo
		if c.white {
			bd[m.to] -= 0x20
		}
	}
	moved := []int{m.to}
	if m.castle != 0 {
		rank := m.from / 8
		rook, rookTo := rank*8+7, rank*8+5
		if m.castle == 2 {
			rook, rookTo = rank*8, rank*8+3
		}
		bd[rookTo], bd[rook] = bd[rook], '.'
		moved = append(moved, rookTo)
	}
	// Rights: a king or rook that moves, or a rook taken, loses them.
	drop := func(sq int, l string) {
		if m.board == 0 && (m.from == sq || m.to == sq) {
			n.rights = strings.ReplaceAll(n.rights, l, "")
		}
	}
	drop(4, "KQ")
	drop(7, "K")
	drop(0, "Q")
	drop(60, "kq")
	drop(63, "k")
	drop(56, "q")
	pre := n
	other := &n.b[1-m.board]
	for _, s := range moved {
		if other[s] != '.' {
			return nil, nil, false
		}
		other[s], bd[s] = bd[s], '.'
	}
	n.white = !c.white
	return &pre, &n, true
}

func (c *glass) legal() []glassMove {
	var out []glassMove
	for _, m := range c.pseudo() {
		before, after, ok := c.play(m)
		if !ok {
			continue // a square to pass to is taken
		}
		// Legal on its board before the transfer, and everywhere after.
		if before.kingSafe(c.white, m.board) && after.kingSafe(c.white, -1) {
			out = append(out, m)
		}
	}
	return out
}

func (c *glass) perft(depth int) uint64 {
	ms := c.legal()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		_, next, _ := c.play(m)
		n += next.perft(depth - 1)
	}
	return n
}
