package definitions_test

import (
	"math/rand"
	"strings"
	"testing"
)

// Cylinder chess (wrap.vdl): moves worked out by hand from the rules, and
// perft compared with cyl, a small counter written from the rule text
// alone (a mailbox generator that knows nothing of vdl's tables).

func TestCylinderMovesByHand(t *testing.T) {
	cases := []struct{ name, fen, from, want string }{
		// Along rank 3 the rook reaches every square, h3 once though two
		// ways lead there; round the rank it stops before a3.
		{"rook wraps", "4k3/8/8/8/8/R7/8/4K3 w - - 0 1", "a3",
			"a3b3 a3c3 a3d3 a3e3 a3f3 a3g3 a3h3 a3a1 a3a2 a3a4 a3a5 a3a6 a3a7 a3a8"},
		// Blocked on b3, the rook goes left round the join: h3 to c3.
		{"rook round a blocker", "4k3/8/8/8/8/RP6/8/4K3 w - - 0 1", "a3",
			"a3h3 a3g3 a3f3 a3e3 a3d3 a3c3 a3a1 a3a2 a3a4 a3a5 a3a6 a3a7 a3a8"},
		// c1's diagonals: d2-h6 on to a7, b8; b2, a3 on to h4-d8.
		{"bishop wraps", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1",
			"c1d2 c1e3 c1f4 c1g5 c1h6 c1a7 c1b8 c1b2 c1a3 c1h4 c1f6 c1e7 c1d8"},
		// h2's knight leaps to a4, b3 and b1 across the join.
		{"knight wraps", "4k3/8/8/8/8/8/7N/4K3 w - - 0 1", "h2",
			"h2a4 h2b3 h2b1 h2f1 h2f3 h2g4"},
		// a pawn on a4 takes h5 across the join, and en passant on h6.
		{"pawn takes across", "4k3/8/8/p6p/P7/8/8/4K3 w - - 0 1", "a4", "a4h5"},
		{"en passant across", "4k3/8/8/P6p/8/8/8/4K3 w - h6 0 2", "a5", "a5a6 a5h6"},
		// The king on a1 is next to h1 and h2.
		{"king wraps", "4k3/8/8/8/8/8/8/K7 w - - 0 1", "a1", "a1a2 a1b1 a1b2 a1h1 a1h2"},
		// Castling as in chess, not across the join.
		{"castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1",
			"e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 e1c1"},
	}
	for _, c := range cases {
		g, p := bundledPosition(t, "cylinder-chess", c.fen)
		spWantMoves(t, g, p, c.from, c.want)
	}
	// A rook on h1 gives check to a king on a1's neighbour file through
	// the join: the black king on a8 is in check from the h8 rook.
	_, p := bundledPosition(t, "cylinder-chess", "k6R/8/8/8/8/8/8/4K3 b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: the rook on h8 checks the king on a8 across the join", p.FEN())
	}
}

func TestCylinderPerftByHand(t *testing.T) {
	// Depth 1 by hand: 16 pawn moves and two moves for each knight (b1:
	// a3, c3; its leap to h2 across the join is blocked by a pawn; g1:
	// f3, h3, its a2 blocked); everything else is boxed in.
	_, p := bundledPosition(t, "cylinder-chess", "")
	if n := p.Perft(1); n != 20 {
		t.Errorf("perft 1 = %d, want 20", n)
	}
}

func TestCylinderPerftIndependent(t *testing.T) {
	g := bundledGame(t, "cylinder-chess")
	fens := []string{g.V.Setup, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/P6p/8/8/8/4K3 w - h6 0 2", "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1"}
	rng := rand.New(rand.NewSource(14))
	for i := 0; i < 12; i++ {
		_, q := bundledPosition(t, "cylinder-chess", "")
		for ply := 0; ply < 10+rng.Intn(40); ply++ {
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
		if i < 2 {
			depth = 3
		}
		_, q := bundledPosition(t, "cylinder-chess", fen)
		c := cylFromFEN(t, fen)
		if got, want := q.Perft(depth), c.perft(depth); got != want {
			t.Errorf("%s: perft %d = %d, the independent counter says %d", fen, depth, got, want)
		}
	}
}

// cyl is cylinder chess from the rules: a board of 64 letters (FEN's,
// '.' empty), a1 first.
type cyl struct {
	b      [64]byte
	white  bool
	rights string // of KQkq
	ep     int    // -1: none
	probe  bool   // pawns take on empty squares too: is a square attacked?
}

func cylFromFEN(t *testing.T, fen string) *cyl {
	f := strings.Fields(fen)
	c := &cyl{white: f[1] == "w", rights: f[2], ep: -1}
	rank, file := 7, 0
	for _, ch := range f[0] {
		switch {
		case ch == '/':
			rank, file = rank-1, 0
		case ch >= '1' && ch <= '8':
			for k := 0; k < int(ch-'0'); k++ {
				c.b[rank*8+file] = '.'
				file++
			}
		default:
			c.b[rank*8+file] = byte(ch)
			file++
		}
	}
	if f[3] != "-" {
		c.ep = int(f[3][1]-'1')*8 + int(f[3][0]-'a')
	}
	if c.rights == "-" {
		c.rights = ""
	}
	return c
}

func (c *cyl) own(s int) bool {
	x := c.b[s]
	return x != '.' && (x < 'a') == c.white
}

func (c *cyl) enemy(s int) bool { return c.b[s] != '.' && !c.own(s) }

// to is the square (df, dr) from s, files joined, or -1 off the board.
func cylTo(s, df, dr int) int {
	r := s/8 + dr
	if r < 0 || r > 7 {
		return -1
	}
	return r*8 + ((s%8+df)%8+8)%8
}

var (
	cylRook   = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	cylBishop = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	cylKnight = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

type cylMove struct {
	from, to int
	promo    byte
	push     bool // a pawn's step forward, which takes nothing
}

// targets lists where the side to move's pieces could go, captures of the
// enemy king included; each (from, to, promotion) once.
func (c *cyl) moves() []cylMove {
	seen := map[cylMove]bool{}
	var out []cylMove
	add := func(m cylMove) {
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	up := 1
	if !c.white {
		up = -1
	}
	for s := 0; s < 64; s++ {
		if !c.own(s) {
			continue
		}
		slide := func(dirs [][2]int, far bool) {
			for _, d := range dirs {
				t := s
				for k := 0; k < 7; k++ {
					if t = cylTo(t, d[0], d[1]); t < 0 || t == s || c.own(t) {
						break
					}
					add(cylMove{s, t, 0, false})
					if c.b[t] != '.' || !far {
						break
					}
				}
			}
		}
		switch strings.ToUpper(string(c.b[s])) {
		case "R":
			slide(cylRook, true)
		case "B":
			slide(cylBishop, true)
		case "Q":
			slide(cylRook, true)
			slide(cylBishop, true)
		case "N":
			slide(cylKnight, false)
		case "K":
			slide(cylRook, false)
			slide(cylBishop, false)
		case "P":
			last := (s/8+up == 7) || (s/8+up == 0)
			pawn := func(t int, push bool) {
				if !last {
					add(cylMove{s, t, 0, push})
					return
				}
				for _, p := range "QRBN" {
					add(cylMove{s, t, byte(p), push})
				}
			}
			if t := cylTo(s, 0, up); t >= 0 && c.b[t] == '.' {
				pawn(t, true)
				home := (c.white && s/8 == 1) || (!c.white && s/8 == 6)
				if t2 := cylTo(t, 0, up); home && c.b[t2] == '.' {
					add(cylMove{s, t2, 0, true})
				}
			}
			for _, df := range []int{-1, 1} {
				if t := cylTo(s, df, up); t >= 0 && (c.enemy(t) || t == c.ep || c.b[t] == '.' && c.probe) {
					pawn(t, false)
				}
			}
		}
	}
	return out
}

// takes reports whether the side to move could take a piece on s.
func (c *cyl) takes(s int) bool {
	c.probe = true
	defer func() { c.probe = false }()
	for _, m := range c.moves() {
		if m.to == s && !m.push {
			return true
		}
	}
	return false
}

// attacked reports whether the side not to move could take on s.
func (c *cyl) attacked(s int) bool {
	c.white = !c.white
	defer func() { c.white = !c.white }()
	return c.takes(s)
}

func (c *cyl) king(white bool) int {
	k := byte('K')
	if !white {
		k = 'k'
	}
	for s, x := range c.b {
		if x == k {
			return s
		}
	}
	return -1
}

// play returns the position after m, with castling rights and the
// en-passant square updated.
func (c *cyl) play(m cylMove) *cyl {
	n := *c
	x := n.b[m.from]
	n.b[m.to], n.b[m.from] = x, '.'
	if m.promo != 0 {
		n.b[m.to] = m.promo
		if !c.white {
			n.b[m.to] += 'a' - 'A'
		}
	}
	if (x == 'P' || x == 'p') && m.to == c.ep {
		if c.white {
			n.b[m.to-8] = '.'
		} else {
			n.b[m.to+8] = '.'
		}
	}
	n.ep = -1
	if (x == 'P' || x == 'p') && (m.to-m.from == 16 || m.from-m.to == 16) {
		n.ep = (m.from + m.to) / 2
	}
	if x == 'K' || x == 'k' { // castling: the rook jumps over the king
		switch m.to - m.from {
		case 2:
			n.b[m.from+1], n.b[m.from+3] = n.b[m.from+3], '.'
		case -2:
			n.b[m.from-1], n.b[m.from-4] = n.b[m.from-4], '.'
		}
	}
	for _, sq := range []struct {
		s int
		r string
	}{{4, "KQ"}, {0, "Q"}, {7, "K"}, {60, "kq"}, {56, "q"}, {63, "k"}} {
		if m.from == sq.s || m.to == sq.s {
			for _, r := range sq.r {
				n.rights = strings.ReplaceAll(n.rights, string(r), "")
			}
		}
	}
	n.white = !c.white
	return &n
}

func (c *cyl) legal() []cylMove {
	var out []cylMove
	for _, m := range c.moves() {
		if n := c.play(m); !n.takes(n.king(c.white)) {
			out = append(out, m)
		}
	}
	// Castling: the king not in check, the squares between king and
	// rook empty, the king's path not attacked, and (as for every move)
	// the king safe where it lands.
	k := c.king(c.white)
	home := 4
	r, q := "K", "Q"
	if !c.white {
		home, r, q = 60, "k", "q"
	}
	if k == home && !c.attacked(k) {
		if strings.Contains(c.rights, r) && c.b[k+1] == '.' && c.b[k+2] == '.' && !c.attacked(k+1) {
			if n := c.play(cylMove{k, k + 2, 0, false}); !n.takes(k + 2) {
				out = append(out, cylMove{k, k + 2, 0, false})
			}
		}
		if strings.Contains(c.rights, q) && c.b[k-1] == '.' && c.b[k-2] == '.' && c.b[k-3] == '.' && !c.attacked(k-1) {
			if n := c.play(cylMove{k, k - 2, 0, false}); !n.takes(k - 2) {
				out = append(out, cylMove{k, k - 2, 0, false})
			}
		}
	}
	return out
}

func (c *cyl) perft(depth int) uint64 {
	moves := c.legal()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += c.play(m).perft(depth - 1)
	}
	return n
}
