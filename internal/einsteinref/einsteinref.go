// Package einsteinref is Einstein chess written from the rule text alone,
// for tests: a small mailbox move generator that copies the position for
// every move and shares nothing with vdl's tables, its becomes moves, its
// en-passant rights or its make/unmake, so that its perft counts are an
// independent check of vdl's (definitions/einstein_test.go).
//
// The rules as read here (Bédoni and Zeller, 1981):
//   - The King moves and castles as in chess and never changes.
//   - Every other piece changes after its move, along the ladder
//     Q R B N P: a move that captures nothing demotes it one step (Q to R,
//     R to B, B to N, N to P; a Pawn stays a Pawn), a capture promotes it
//     one step (P to N, N to B, B to R, R to Q; a Queen stays a Queen).
//   - No promotion: a Pawn on its last rank neither moves nor attacks.
//   - A Pawn on its second rank may step two squares; one on its first
//     rank two or three, over empty squares. An enemy Pawn may take it en
//     passant on any square it passed, by the very next move.
//   - Castling moves the King two squares and the Rook beside it, neither
//     changing; the rights go with the King's and Rooks' home squares.
package einsteinref

import (
	"fmt"
	"strings"
)

// Pos is a position: b[rank*8+file], upper case White, '.' empty.
type Pos struct {
	b      [64]byte
	white  bool
	castle [4]bool // K Q k q
	ep     [2]int  // squares a step or two passed, -1 if none
	epPawn int     // the pawn that passed them
}

type move struct {
	from, to int
	ep       bool // takes the pawn on epPawn
	castle   bool
}

// FromFEN reads the first four fields of a FEN; the en-passant field is
// "-" or one or two squares written one after the other ("c2c3").
func FromFEN(fen string) (*Pos, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return nil, fmt.Errorf("fen %q: want at least 4 fields", fen)
	}
	p := &Pos{ep: [2]int{-1, -1}, epPawn: -1}
	for i := range p.b {
		p.b[i] = '.'
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 8 {
		return nil, fmt.Errorf("fen %q: want 8 ranks", fen)
	}
	for i, row := range rows {
		r, file := 7-i, 0
		for _, ch := range row {
			if ch >= '1' && ch <= '8' {
				file += int(ch - '0')
				continue
			}
			if file > 7 || !strings.ContainsRune("KQRBNPkqrbnp", ch) {
				return nil, fmt.Errorf("fen %q: bad rank %d", fen, r+1)
			}
			p.b[r*8+file] = byte(ch)
			file++
		}
	}
	p.white = f[1] == "w"
	for _, ch := range f[2] {
		if i := strings.IndexRune("KQkq", ch); i >= 0 {
			p.castle[i] = true
		}
	}
	if e := f[3]; e != "-" {
		if len(e) != 2 && len(e) != 4 {
			return nil, fmt.Errorf("fen %q: bad en-passant field", fen)
		}
		for i := 0; i*2 < len(e); i++ {
			p.ep[i] = int(e[2*i]-'a') + 8*int(e[2*i+1]-'1')
		}
		// The pawn that passed stands one step beyond the farthest square.
		last := p.ep[0]
		if p.ep[1] >= 0 && (p.white == (p.ep[1] < last)) {
			last = p.ep[1]
		}
		if p.white {
			p.epPawn = last - 8
		} else {
			p.epPawn = last + 8
		}
	}
	return p, nil
}

func isWhite(c byte) bool { return c >= 'A' && c <= 'Z' }
func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}
func on(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

var (
	knightV = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
	kingV   = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func dirs(c byte) [][2]int {
	switch upper(c) {
	case 'R':
		return kingV[:4]
	case 'B':
		return kingV[4:]
	}
	return kingV
}

// attacked reports whether a piece of the given colour could take on s.
func (p *Pos) attacked(s int, white bool) bool {
	sf, sr := s%8, s/8
	for q := range 64 {
		c := p.b[q]
		if c == '.' || isWhite(c) != white {
			continue
		}
		df, dr := sf-q%8, sr-q/8
		switch upper(c) {
		case 'P':
			fwd := 1
			if !white {
				fwd = -1
			}
			if dr == fwd && (df == 1 || df == -1) {
				return true
			}
		case 'N':
			if df*df+dr*dr == 5 {
				return true
			}
		case 'K':
			if q != s && df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
				return true
			}
		default:
			for _, d := range dirs(c) {
				for f, r := q%8+d[0], q/8+d[1]; on(f, r); f, r = f+d[0], r+d[1] {
					if f == sf && r == sr {
						return true
					}
					if p.b[r*8+f] != '.' {
						break
					}
				}
			}
		}
	}
	return false
}

func (p *Pos) inCheck(white bool) bool {
	k := byte('K')
	if !white {
		k = 'k'
	}
	for q := range 64 {
		if p.b[q] == k {
			return p.attacked(q, !white)
		}
	}
	return false
}

func (p *Pos) pseudo() []move {
	var ms []move
	for q := range 64 {
		c := p.b[q]
		if c == '.' || isWhite(c) != p.white {
			continue
		}
		f, r := q%8, q/8
		target := func(to int) bool { return p.b[to] == '.' || isWhite(p.b[to]) != p.white }
		switch upper(c) {
		case 'P':
			fwd, rank := 1, r // rank counted from its own side, from 0
			if !p.white {
				fwd, rank = -1, 7-r
			}
			steps := 1
			switch rank {
			case 0:
				steps = 3
			case 1:
				steps = 2
			}
			for n := 1; n <= steps && on(f, r+n*fwd) && p.b[(r+n*fwd)*8+f] == '.'; n++ {
				ms = append(ms, move{from: q, to: (r+n*fwd)*8 + f})
			}
			for _, df := range []int{-1, 1} {
				if !on(f+df, r+fwd) {
					continue
				}
				to := (r+fwd)*8 + f + df
				if d := p.b[to]; d != '.' && isWhite(d) != p.white {
					ms = append(ms, move{from: q, to: to})
				} else if d == '.' && (to == p.ep[0] || to == p.ep[1]) {
					ms = append(ms, move{from: q, to: to, ep: true})
				}
			}
		case 'N', 'K':
			vs := knightV
			if upper(c) == 'K' {
				vs = kingV
			}
			for _, v := range vs {
				if on(f+v[0], r+v[1]) && target((r+v[1])*8+f+v[0]) {
					ms = append(ms, move{from: q, to: (r+v[1])*8 + f + v[0]})
				}
			}
		default:
			for _, d := range dirs(c) {
				for ff, rr := f+d[0], r+d[1]; on(ff, rr); ff, rr = ff+d[0], rr+d[1] {
					to := rr*8 + ff
					if target(to) {
						ms = append(ms, move{from: q, to: to})
					}
					if p.b[to] != '.' {
						break
					}
				}
			}
		}
	}
	return p.castlings(ms)
}

// castlings: King and Rook on their home squares with the right, the
// squares between empty, the King not in check and not passing over an
// attacked square.
func (p *Pos) castlings(ms []move) []move {
	base, k, rook, off := 0, byte('K'), byte('R'), 0
	if !p.white {
		base, k, rook, off = 56, 'k', 'r', 2
	}
	if p.b[base+4] != k || p.inCheck(p.white) {
		return ms
	}
	if p.castle[off] && p.b[base+7] == rook && p.b[base+5] == '.' && p.b[base+6] == '.' && !p.attacked(base+5, !p.white) {
		ms = append(ms, move{from: base + 4, to: base + 6, castle: true})
	}
	if p.castle[off+1] && p.b[base] == rook && p.b[base+1] == '.' && p.b[base+2] == '.' && p.b[base+3] == '.' && !p.attacked(base+3, !p.white) {
		ms = append(ms, move{from: base + 4, to: base + 2, castle: true})
	}
	return ms
}

// ladder is the order of the changing pieces, weakest first.
const ladder = "PNBRQ"

// changed is what piece c turns into after a move that captures or not.
func changed(c byte, captures bool) byte {
	i := strings.IndexByte(ladder, upper(c))
	if i < 0 { // the King
		return c
	}
	if captures && i < len(ladder)-1 {
		i++
	} else if !captures && i > 0 {
		i--
	}
	n := ladder[i]
	if !isWhite(c) {
		n += 32
	}
	return n
}

func (p *Pos) play(m move) *Pos {
	q := *p
	c := q.b[m.from]
	captures := q.b[m.to] != '.' || m.ep
	if m.ep {
		q.b[p.epPawn] = '.'
	}
	q.b[m.from] = '.'
	q.b[m.to] = c
	if m.castle {
		rank := m.from / 8 * 8
		if m.to%8 == 6 {
			q.b[rank+5], q.b[rank+7] = q.b[rank+7], '.'
		} else {
			q.b[rank+3], q.b[rank] = q.b[rank], '.'
		}
	} else {
		q.b[m.to] = changed(c, captures)
	}
	q.ep, q.epPawn = [2]int{-1, -1}, -1
	if upper(c) == 'P' && !captures {
		step := 8
		if !p.white {
			step = -8
		}
		for i, s := 0, m.from+step; s != m.to && i < 2; i, s = i+1, s+step {
			q.ep[i] = s
		}
		if q.ep[0] >= 0 {
			q.epPawn = m.to
		}
	}
	for i, sq := range [4][2]int{{4, 7}, {4, 0}, {60, 63}, {60, 56}} {
		for _, s := range sq {
			if m.from == s || m.to == s {
				q.castle[i] = false
			}
		}
	}
	q.white = !p.white
	return &q
}

func (p *Pos) legal() []move {
	var out []move
	for _, m := range p.pseudo() {
		if !p.play(m).inCheck(p.white) {
			out = append(out, m)
		}
	}
	return out
}

// Legal lists the legal moves in coordinate notation: from and to, and
// the lower-case letter of the piece it turns into if it changes kind
// ("g1f3p").
func (p *Pos) Legal() []string {
	var out []string
	for _, m := range p.legal() {
		s := sq(m.from) + sq(m.to)
		c := p.b[m.from]
		if n := changed(c, p.b[m.to] != '.' || m.ep); !m.castle && n != c {
			s += string(upper(n) + 32)
		}
		out = append(out, s)
	}
	return out
}

func sq(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }

// Perft counts the leaf positions depth plies ahead.
func (p *Pos) Perft(depth int) int {
	if depth == 0 {
		return 1
	}
	ms := p.legal()
	if depth == 1 {
		return len(ms)
	}
	n := 0
	for _, m := range ms {
		n += p.play(m).Perft(depth - 1)
	}
	return n
}
