// Package conditionref is orthodox chess under one of the problemists'
// conditions (Circe, Andernach, Madrasi, Patrol), written from the rule
// texts alone, for tests: a small mailbox move generator that copies the
// position for every move and shares nothing with vdl's tables, its
// attack tests or its make/unmake, so that its perft counts are an
// independent check of vdl's (definitions/conditions_test.go).
//
// The rules as read here:
//   - Circe: a captured piece is reborn on its game-array square if that
//     square is empty, else vanishes: a pawn on its second rank on the
//     capture's file, a rook, knight or bishop on its home square of the
//     capture square's colour, the queen on d1/d8. A reborn pawn may
//     double-step; a reborn rook regains its castling right when its side
//     still has a castling right (its king has not moved and kept a rook).
//   - Andernach: a piece other than a king that captures changes colour on
//     the capture square, after promoting.
//   - Madrasi: a piece (not a king) attacked by an enemy piece of its own
//     kind cannot move, and attacks nothing (gives no check); the
//     en-passant threat does not count.
//   - Patrol: a piece may capture, and attacks (gives check), only while
//     a friendly piece attacks its square.
//   - Knight-relay: a piece other than a king or knight a friendly knight
//     defends (a knight's leap away) also moves and captures as a knight,
//     a pawn never so onto its first or last rank. Knights never capture
//     and are never captured; no en passant; a pawn on its second rank
//     double-steps, however it came there.
package conditionref

import (
	"fmt"
	"strings"
)

// Condition selects the rule.
type Condition int

const (
	Orthodox Condition = iota
	Circe
	Andernach
	Madrasi
	Patrol
	KnightRelay
)

// Pos is a position: board[rank*8+file], upper case White, '.' empty.
type Pos struct {
	cond   Condition
	board  [64]byte
	white  bool
	castle [4]bool // K Q k q
	ep     int     // square passed by the last double step, -1 if none
}

type move struct {
	from, to int
	promo    byte // upper-case letter, 0 for none
	ep       bool
	castle   bool
}

// FromFEN reads a FEN (the first four fields).
func FromFEN(fen string, cond Condition) (*Pos, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return nil, fmt.Errorf("fen %q: want at least 4 fields", fen)
	}
	p := &Pos{cond: cond, ep: -1}
	for i := range p.board {
		p.board[i] = '.'
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return nil, fmt.Errorf("fen %q: want 8 ranks", fen)
	}
	for i, row := range ranks {
		r, file := 7-i, 0
		for _, ch := range row {
			if ch >= '1' && ch <= '8' {
				file += int(ch - '0')
				continue
			}
			if file > 7 {
				return nil, fmt.Errorf("fen %q: rank %d too long", fen, r+1)
			}
			p.board[r*8+file] = byte(ch)
			file++
		}
	}
	p.white = f[1] == "w"
	for _, ch := range f[2] {
		if i := strings.IndexRune("KQkq", ch); i >= 0 {
			p.castle[i] = true
		}
	}
	if f[3] != "-" {
		p.ep = int(f[3][0]-'a') + 8*int(f[3][1]-'1')
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
	rookV   = kingV[:4]
	bishopV = kingV[4:]
)

// hits reports whether the piece on q could take on s were an enemy
// there (geometry only: the pieces between, not the conditions).
func (p *Pos) hits(q, s int) bool {
	c := p.board[q]
	qf, qr, sf, sr := q%8, q/8, s%8, s/8
	df, dr := sf-qf, sr-qr
	switch upper(c) {
	case 'P':
		fwd := 1
		if !isWhite(c) {
			fwd = -1
		}
		return dr == fwd && (df == 1 || df == -1)
	case 'N':
		return df*df+dr*dr == 5 && p.cond != KnightRelay
	case 'K':
		return q != s && df >= -1 && df <= 1 && dr >= -1 && dr <= 1
	}
	var dirs [][2]int
	switch upper(c) {
	case 'R':
		dirs = rookV
	case 'B':
		dirs = bishopV
	case 'Q':
		dirs = kingV
	}
	for _, d := range dirs {
		for f, r := qf+d[0], qr+d[1]; on(f, r); f, r = f+d[0], r+d[1] {
			if f == sf && r == sr {
				return true
			}
			if p.board[r*8+f] != '.' {
				break
			}
		}
	}
	return false
}

// relayed: Knight-relay, a friendly knight stands a knight's leap from
// the piece on q, which is no king or knight.
func (p *Pos) relayed(q int) bool {
	c := p.board[q]
	if p.cond != KnightRelay || upper(c) == 'K' || upper(c) == 'N' {
		return false
	}
	for _, v := range knightV {
		f, r := q%8+v[0], q/8+v[1]
		if d := byte('N'); on(f, r) {
			if !isWhite(c) {
				d = 'n'
			}
			if p.board[r*8+f] == d {
				return true
			}
		}
	}
	return false
}

// relayHits: the relayed piece on q could take on s by a knight's leap.
func (p *Pos) relayHits(q, s int) bool {
	df, dr := s%8-q%8, s/8-q/8
	if df*df+dr*dr != 5 || upper(p.board[q]) == 'P' && (s/8 == 0 || s/8 == 7) {
		return false
	}
	return p.relayed(q)
}

// paralysed: Madrasi, an enemy piece of the same kind attacks q.
func (p *Pos) paralysed(q int) bool {
	c := p.board[q]
	if p.cond != Madrasi || upper(c) == 'K' {
		return false
	}
	for r := range 64 {
		if d := p.board[r]; d != '.' && upper(d) == upper(c) && isWhite(d) != isWhite(c) && p.hits(r, q) {
			return true
		}
	}
	return false
}

// guarded: Patrol, a friendly piece attacks q.
func (p *Pos) guarded(q int) bool {
	c := p.board[q]
	for r := range 64 {
		if d := p.board[r]; r != q && d != '.' && isWhite(d) == isWhite(c) && p.hits(r, q) {
			return true
		}
	}
	return false
}

// mayTake reports whether the piece on q may capture under the condition.
func (p *Pos) mayTake(q int) bool {
	return !p.paralysed(q) && (p.cond != Patrol || p.guarded(q))
}

// attacked reports whether a piece of the given colour attacks s.
func (p *Pos) attacked(s int, white bool) bool {
	for q := range 64 {
		if c := p.board[q]; c != '.' && isWhite(c) == white && (p.hits(q, s) || p.relayHits(q, s)) && p.mayTake(q) {
			return true
		}
	}
	return false
}

func (p *Pos) kingSq(white bool) int {
	k := byte('K')
	if !white {
		k = 'k'
	}
	for q := range 64 {
		if p.board[q] == k {
			return q
		}
	}
	return -1
}

func (p *Pos) inCheck(white bool) bool {
	k := p.kingSq(white)
	return k >= 0 && p.attacked(k, !white)
}

// pseudo lists the moves of the side to move before the check test.
func (p *Pos) pseudo() []move {
	var ms []move
	for q := range 64 {
		c := p.board[q]
		if c == '.' || isWhite(c) != p.white || p.paralysed(q) {
			continue
		}
		take := p.cond != Patrol || p.guarded(q)
		f, r := q%8, q/8
		add := func(to int, ep bool) {
			if upper(c) == 'P' && (to/8 == 7 || to/8 == 0) {
				for _, pr := range []byte("QRBN") {
					ms = append(ms, move{from: q, to: to, promo: pr})
				}
				return
			}
			ms = append(ms, move{from: q, to: to, ep: ep})
		}
		target := func(to int) bool { // empty, or an enemy it may take
			d := p.board[to]
			if d != '.' && p.cond == KnightRelay && (upper(d) == 'N' || upper(c) == 'N') {
				return false // knights neither take nor are taken
			}
			return d == '.' || take && isWhite(d) != p.white
		}
		if p.relayed(q) {
			for _, v := range knightV {
				ff, rr := f+v[0], r+v[1]
				if on(ff, rr) && target(rr*8+ff) && !(upper(c) == 'P' && (rr == 0 || rr == 7)) {
					ms = append(ms, move{from: q, to: rr*8 + ff})
				}
			}
		}
		switch upper(c) {
		case 'P':
			fwd, start := 1, 1
			if !p.white {
				fwd, start = -1, 6
			}
			if on(f, r+fwd) && p.board[(r+fwd)*8+f] == '.' {
				add((r+fwd)*8+f, false)
				if r == start && p.board[(r+2*fwd)*8+f] == '.' {
					add((r+2*fwd)*8+f, false)
				}
			}
			for _, df := range []int{-1, 1} {
				if !on(f+df, r+fwd) || !take {
					continue
				}
				to := (r+fwd)*8 + f + df
				if d := p.board[to]; d != '.' && isWhite(d) != p.white {
					if target(to) {
						add(to, false)
					}
				} else if to == p.ep && p.cond != KnightRelay {
					add(to, true)
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
			dirs := kingV
			if upper(c) == 'R' {
				dirs = rookV
			} else if upper(c) == 'B' {
				dirs = bishopV
			}
			for _, d := range dirs {
				for ff, rr := f+d[0], r+d[1]; on(ff, rr); ff, rr = ff+d[0], rr+d[1] {
					to := rr*8 + ff
					if target(to) {
						ms = append(ms, move{from: q, to: to})
					}
					if p.board[to] != '.' {
						break
					}
				}
			}
		}
	}
	return p.castlings(ms)
}

// castlings adds the castling moves: king and rook on their squares with
// the right, the squares between empty, the king not in check and not
// passing an attacked square.
func (p *Pos) castlings(ms []move) []move {
	base, k, off := 0, byte('K'), 0
	if !p.white {
		base, k, off = 56, 'k', 2
	}
	if p.board[base+4] != k || p.inCheck(p.white) {
		return ms
	}
	// A paralysed rook does not move, so does not castle (Madrasi).
	rook := byte('R')
	if !p.white {
		rook = 'r'
	}
	if p.castle[off] && p.board[base+7] == rook && !p.paralysed(base+7) && p.board[base+5] == '.' && p.board[base+6] == '.' && !p.attacked(base+5, !p.white) {
		ms = append(ms, move{from: base + 4, to: base + 6, castle: true})
	}
	if p.castle[off+1] && p.board[base] == rook && !p.paralysed(base) && p.board[base+1] == '.' && p.board[base+2] == '.' && p.board[base+3] == '.' && !p.attacked(base+3, !p.white) {
		ms = append(ms, move{from: base + 4, to: base + 2, castle: true})
	}
	return ms
}

// rebirthSquare is the Circe square of piece c captured on s, or -1.
func rebirthSquare(c byte, s int) int {
	back, pawns := 0, 8
	if !isWhite(c) {
		back, pawns = 56, 48
	}
	light := (s%8+s/8)%2 == 1
	pick := func(a, b int) int { // the home square of the capture square's colour
		if s := back + a; ((s%8+s/8)%2 == 1) == light {
			return back + a
		}
		return back + b
	}
	switch upper(c) {
	case 'P':
		return pawns + s%8
	case 'Q':
		return back + 3
	case 'R':
		return pick(0, 7)
	case 'N':
		return pick(1, 6)
	case 'B':
		return pick(2, 5)
	}
	return -1
}

// play returns the position after m.
func (p *Pos) play(m move) *Pos {
	q := *p
	c := q.board[m.from]
	capSq, captured := m.to, q.board[m.to]
	if m.ep {
		capSq = m.to - 8
		if !p.white {
			capSq = m.to + 8
		}
		captured = q.board[capSq]
		q.board[capSq] = '.'
	}
	q.board[m.from], q.board[m.to] = '.', c
	if m.promo != 0 {
		q.board[m.to] = m.promo
		if !p.white {
			q.board[m.to] = m.promo + 32
		}
	}
	if m.castle {
		rank := m.from / 8 * 8
		if m.to%8 == 6 {
			q.board[rank+5], q.board[rank+7] = q.board[rank+7], '.'
		} else {
			q.board[rank+3], q.board[rank] = q.board[rank], '.'
		}
	}
	q.ep = -1
	if upper(c) == 'P' && (m.to-m.from == 16 || m.from-m.to == 16) {
		q.ep = (m.from + m.to) / 2
	}
	// Rights go with a king's or rook's home square moved from or onto.
	for i, sq := range [4][2]int{{4, 7}, {4, 0}, {60, 63}, {60, 56}} {
		for _, s := range sq {
			if m.from == s || m.to == s || capSq == s {
				q.castle[i] = false
			}
		}
	}
	if captured != '.' {
		switch p.cond {
		case Circe:
			if s := rebirthSquare(captured, capSq); s >= 0 && q.board[s] == '.' {
				q.board[s] = captured
				if upper(captured) == 'R' {
					q.rebornRook(captured, s)
				}
			}
		case Andernach:
			if upper(c) != 'K' {
				if isWhite(q.board[m.to]) {
					q.board[m.to] += 32
				} else {
					q.board[m.to] -= 32
				}
			}
		}
	}
	q.white = !p.white
	return &q
}

// rebornRook gives a rook reborn on a corner its castling right back if
// its side has a castling right left.
func (q *Pos) rebornRook(c byte, s int) {
	off := 0
	if !isWhite(c) {
		off = 2
	}
	if !q.castle[off] && !q.castle[off+1] {
		return
	}
	switch s % 8 {
	case 7:
		q.castle[off] = true
	case 0:
		q.castle[off+1] = true
	}
}

// Legal lists the legal moves, in the UCI notation.
func (p *Pos) Legal() []string {
	var out []string
	for _, m := range p.legal() {
		s := sq(m.from) + sq(m.to)
		if m.promo != 0 {
			s += string(m.promo + 32)
		}
		out = append(out, s)
	}
	return out
}

func sq(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }

func (p *Pos) legal() []move {
	var out []move
	for _, m := range p.pseudo() {
		if !p.play(m).inCheck(p.white) {
			out = append(out, m)
		}
	}
	return out
}

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
