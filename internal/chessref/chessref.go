// Package chessref is orthodox chess on 8x8 written from the rule text
// alone, for tests, with the variations of turns of several moves
// (Marseillais, Progressive, Monster chess) and of what a captor does
// after its capture (Rifle chess's shots, Take-and-make chess): a small
// move generator on a 64-byte board that shares nothing with vdl's tables,
// FEN reader or turn machinery, so that its perft counts are an
// independent check of vdl's (definitions/aftercapture_test.go,
// definitions/multimove_test.go).
package chessref

import (
	"fmt"
	"strconv"
	"strings"
)

// Rules are the variations from orthodox chess.
type Rules struct {
	// Moves is how many moves turn n (from 0, White's first) has; nil
	// means one. A move that gives check ends the turn.
	Moves func(n int) int
	// EnPassant: "" (a double step may be taken by the next move only,
	// and only if it was the last move of its turn), "first-move" (any
	// double step of a turn, by the first move of the opponent's next
	// turn) or "whole-turn" (by any move of that turn). Only while the
	// pawn stands where it went.
	EnPassant string
	// After: "" (the captor lands on the victim's square), "stay" (it
	// shoots: the victim goes, the captor stays, as a move of it) or
	// "follow" (it goes on from where it landed with a non-capturing move
	// of the victim's kind, no double step, no castling; none: no move).
	After string
}

// right is an en-passant right: the square passed and the pawn that passed.
type right struct{ sq, pawn int }

// Pos is a position: board squares 0 (a1) to 63 (h8), '.' empty,
// upper case White.
type Pos struct {
	r      *Rules
	b      [64]byte
	white  bool
	castle [4]bool // White short, White long, Black short, Black long
	ep     []right
	turn   int // turns completed
	left   int // moves left in the current turn, this one included
}

func (p *Pos) movesIn(n int) int {
	if p.r.Moves == nil {
		return 1
	}
	return p.r.Moves(n)
}

// FromFEN reads a FEN, at the start of a turn (its turn number from the
// move number and side).
func FromFEN(r *Rules, fen string) (*Pos, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return nil, fmt.Errorf("fen %q: too few fields", fen)
	}
	p := &Pos{r: r}
	rank, file := 7, 0
	for _, c := range f[0] {
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			for k := 0; k < int(c-'0'); k++ {
				p.b[rank*8+file] = '.'
				file++
			}
		default:
			p.b[rank*8+file] = byte(c)
			file++
		}
	}
	p.white = f[1] == "w"
	for _, c := range f[2] {
		if i := strings.IndexRune("KQkq", c); i >= 0 {
			p.castle[i] = true
		}
	}
	for i := 0; f[3] != "-" && i+1 < len(f[3]); i += 2 {
		sq := int(f[3][i]-'a') + 8*int(f[3][i+1]-'1')
		dir := -8 // the pawn that passed went on below the square (Black's)
		if !p.white {
			dir = 8
		}
		p.ep = append(p.ep, right{sq, sq + dir})
	}
	full := 1
	if len(f) >= 6 {
		full, _ = strconv.Atoi(f[5])
	}
	p.turn = 2 * (full - 1)
	if !p.white {
		p.turn++
	}
	p.left = p.movesIn(p.turn)
	return p, nil
}

func isWhite(c byte) bool { return c >= 'A' && c <= 'Z' }
func empty(c byte) bool   { return c == '.' }
func kind(c byte) byte {
	if isWhite(c) {
		return c + 'a' - 'A'
	}
	return c
}

// own reports whether the piece c belongs to the side white.
func own(c byte, white bool) bool { return !empty(c) && isWhite(c) == white }

var (
	knightD = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingD   = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	rookD   = [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	bishopD = [][2]int{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
)

func to(s, df, dr int) int {
	f, r := s%8+df, s/8+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return r*8 + f
}

// attacked reports whether a piece of side byWhite could capture on s.
func (p *Pos) attacked(s int, byWhite bool) bool {
	up := 1
	if !byWhite {
		up = -1
	}
	for _, df := range []int{-1, 1} {
		if t := to(s, df, -up); t >= 0 && own(p.b[t], byWhite) && kind(p.b[t]) == 'p' {
			return true
		}
	}
	for _, d := range knightD {
		if t := to(s, d[0], d[1]); t >= 0 && own(p.b[t], byWhite) && kind(p.b[t]) == 'n' {
			return true
		}
	}
	for _, d := range kingD {
		if t := to(s, d[0], d[1]); t >= 0 && own(p.b[t], byWhite) && kind(p.b[t]) == 'k' {
			return true
		}
	}
	for _, set := range []struct {
		dirs  [][2]int
		kinds string
	}{{rookD, "rq"}, {bishopD, "bq"}} {
		for _, d := range set.dirs {
			for t := to(s, d[0], d[1]); t >= 0; t = to(t, d[0], d[1]) {
				if c := p.b[t]; !empty(c) {
					if own(c, byWhite) && strings.IndexByte(set.kinds, kind(c)) >= 0 {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

func (p *Pos) king(white bool) int {
	for s, c := range p.b {
		if own(c, white) && kind(c) == 'k' {
			return s
		}
	}
	return -1
}

func (p *Pos) inCheck(white bool) bool {
	k := p.king(white)
	return k >= 0 && p.attacked(k, !white)
}

// Move is from, to, a promotion kind (0 none), and for captures the
// victim's square (-1 for none); castle marks castling.
type Move struct {
	From, To int
	Promo    byte
	Victim   int
	Castle   bool
	Double   bool // a pawn's double step
}

// quiets lists the non-capturing moves of a piece of kind k of side white
// on s (no castling), with promotions of pawns reaching the last rank;
// double steps only when double.
func (p *Pos) quiets(s int, k byte, white, double bool) []Move {
	var out []Move
	add := func(t int) { out = append(out, Move{From: s, To: t, Victim: -1}) }
	switch k {
	case 'p':
		up := 1
		if !white {
			up = -1
		}
		if t := to(s, 0, up); t >= 0 && empty(p.b[t]) {
			if r := t / 8; r == 7 || r == 0 {
				for _, pr := range []byte("qrbn") {
					out = append(out, Move{From: s, To: t, Victim: -1, Promo: pr})
				}
			} else {
				add(t)
			}
			home := 1
			if !white {
				home = 6
			}
			if t2 := to(s, 0, 2*up); double && s/8 == home && empty(p.b[t2]) {
				out = append(out, Move{From: s, To: t2, Victim: -1, Double: true})
			}
		}
	case 'n', 'k':
		dirs := knightD
		if k == 'k' {
			dirs = kingD
		}
		for _, d := range dirs {
			if t := to(s, d[0], d[1]); t >= 0 && empty(p.b[t]) {
				add(t)
			}
		}
	default:
		var dirs [][2]int
		switch k {
		case 'r':
			dirs = rookD
		case 'b':
			dirs = bishopD
		default:
			dirs = append(append(dirs, rookD...), bishopD...)
		}
		for _, d := range dirs {
			for t := to(s, d[0], d[1]); t >= 0 && empty(p.b[t]); t = to(t, d[0], d[1]) {
				add(t)
			}
		}
	}
	return out
}

// captures lists the captures of the piece on s: onto an enemy, or en
// passant for a pawn.
func (p *Pos) captures(s int) []Move {
	c := p.b[s]
	white := isWhite(c)
	var out []Move
	switch k := kind(c); k {
	case 'p':
		up := 1
		if !white {
			up = -1
		}
		for _, df := range []int{-1, 1} {
			t := to(s, df, up)
			if t < 0 {
				continue
			}
			if own(p.b[t], !white) {
				if r := t / 8; r == 7 || r == 0 {
					for _, pr := range []byte("qrbn") {
						out = append(out, Move{From: s, To: t, Victim: t, Promo: pr})
					}
				} else {
					out = append(out, Move{From: s, To: t, Victim: t})
				}
				continue
			}
			for _, e := range p.ep {
				if e.sq == t && empty(p.b[t]) && own(p.b[e.pawn], !white) && kind(p.b[e.pawn]) == 'p' {
					out = append(out, Move{From: s, To: t, Victim: e.pawn})
				}
			}
		}
	case 'n', 'k':
		dirs := knightD
		if k == 'k' {
			dirs = kingD
		}
		for _, d := range dirs {
			if t := to(s, d[0], d[1]); t >= 0 && own(p.b[t], !white) {
				out = append(out, Move{From: s, To: t, Victim: t})
			}
		}
	default:
		var dirs [][2]int
		switch k {
		case 'r':
			dirs = rookD
		case 'b':
			dirs = bishopD
		default:
			dirs = append(append(dirs, rookD...), bishopD...)
		}
		for _, d := range dirs {
			for t := to(s, d[0], d[1]); t >= 0; t = to(t, d[0], d[1]) {
				if !empty(p.b[t]) {
					if own(p.b[t], !white) {
						out = append(out, Move{From: s, To: t, Victim: t})
					}
					break
				}
			}
		}
	}
	return out
}

// pseudo lists the moves of the side to move before the own king's
// safety is tested, with the after-capture rule applied.
func (p *Pos) pseudo() []Move {
	w := p.white
	var out []Move
	for s, c := range p.b {
		if !own(c, w) {
			continue
		}
		out = append(out, p.quiets(s, kind(c), w, true)...)
		for _, m := range p.captures(s) {
			switch p.r.After {
			case "":
				out = append(out, m)
			case "stay":
				if m.Promo == 0 || m.Promo == 'q' { // one shot, whatever the choices
					out = append(out, Move{From: s, To: s, Victim: m.Victim})
				}
			case "follow":
				if m.Promo != 0 && m.Promo != 'q' {
					continue // the capture's own choices are not made
				}
				out = append(out, p.follow(m)...)
			}
		}
	}
	// Castling: king and rook on their squares with the right, squares
	// between empty, the king not in check and not passing or landing on
	// an attacked square.
	base, ks, qs := 0, 0, 1
	if !w {
		base, ks, qs = 56, 2, 3
	}
	king, rook := byte('K'), byte('R')
	if !w {
		king, rook = 'k', 'r'
	}
	if p.b[base+4] == king && !p.attacked(base+4, !w) {
		if p.castle[ks] && p.b[base+7] == rook && empty(p.b[base+5]) && empty(p.b[base+6]) &&
			!p.attacked(base+5, !w) && !p.attacked(base+6, !w) {
			out = append(out, Move{From: base + 4, To: base + 6, Victim: -1, Castle: true})
		}
		if p.castle[qs] && p.b[base] == rook && empty(p.b[base+1]) && empty(p.b[base+2]) && empty(p.b[base+3]) &&
			!p.attacked(base+3, !w) && !p.attacked(base+2, !w) {
			out = append(out, Move{From: base + 4, To: base + 2, Victim: -1, Castle: true})
		}
	}
	return out
}

// follow lists the take-and-make completions of the capture m: from
// where the captor landed, a quiet move of the victim's kind for the
// captor's side, the captor and victim off their squares meanwhile. A
// promoting follow-up turns the captor into the choice; a pawn captor
// ending on its last rank promotes.
func (p *Pos) follow(m Move) []Move {
	c, v := p.b[m.From], p.b[m.Victim]
	w := isWhite(c)
	p.b[m.From], p.b[m.Victim] = '.', '.'
	fs := p.quiets(m.To, kind(v), w, false)
	p.b[m.From], p.b[m.Victim] = c, v
	var out []Move
	for _, f := range fs {
		n := Move{From: m.From, To: f.To, Victim: m.Victim, Promo: f.Promo}
		if r := f.To / 8; n.Promo == 0 && kind(c) == 'p' && (r == 7 && w || r == 0 && !w) {
			for _, pr := range []byte("qrbn") {
				n.Promo = pr
				out = append(out, n)
			}
			continue
		}
		out = append(out, n)
	}
	return out
}

// play returns the position after m, and whether the mover's king is safe.
func (p *Pos) play(m Move) (*Pos, bool) {
	q := *p
	q.ep = nil
	w := p.white
	c := p.b[m.From]
	if m.Victim >= 0 {
		q.b[m.Victim] = '.'
	}
	q.b[m.From] = '.'
	if m.Promo != 0 {
		if w {
			q.b[m.To] = m.Promo + 'A' - 'a'
		} else {
			q.b[m.To] = m.Promo
		}
	} else {
		q.b[m.To] = c
	}
	if m.Castle {
		if m.To > m.From {
			q.b[m.From+3], q.b[m.From+1] = '.', q.b[m.From+3]
		} else {
			q.b[m.From-4], q.b[m.From-1] = '.', q.b[m.From-4]
		}
	}
	// Castling rights: the king or a rook moving (a shot is a move of the
	// shooter), or a rook taken, on its square.
	for i, sq := range [4][2]int{{4, 7}, {4, 0}, {60, 63}, {60, 56}} {
		if m.From == sq[0] || m.From == sq[1] || m.Victim == sq[1] || m.To == sq[1] {
			q.castle[i] = false
		}
	}
	// En-passant rights kept over from before the move, then the ones it
	// opens.
	if p.r.EnPassant != "" {
		for _, e := range p.ep {
			if e.pawn == m.From || e.pawn == m.To || e.pawn == m.Victim || e.sq == m.To {
				continue
			}
			q.ep = append(q.ep, e)
		}
	}
	if m.Double {
		q.ep = append(q.ep, right{(m.From + m.To) / 2, m.To})
	}
	if q.inCheck(w) {
		return &q, false
	}
	// The turn: it ends when its moves are used up or the move gives check.
	q.left--
	if q.left > 0 && !q.inCheck(!w) {
		switch p.r.EnPassant {
		case "":
			q.ep = nil // the player moves again: its double step is not the turn's last move
		case "first-move":
			q.dropSide(!w) // the first move of the turn is made
		}
		return &q, true
	}
	q.turn++
	q.left = q.movesIn(q.turn)
	q.white = !w
	q.dropSide(q.white) // the next player's own pawns' rights
	return &q, true
}

// dropSide drops the en-passant rights of the pawns of side white.
func (q *Pos) dropSide(white bool) {
	var keep []right
	for _, e := range q.ep {
		if !own(q.b[e.pawn], white) {
			keep = append(keep, e)
		}
	}
	q.ep = keep
}

// Legal lists the legal moves of the player to move.
func (p *Pos) Legal() []Move {
	var out []Move
	for _, m := range p.pseudo() {
		if _, ok := p.play(m); ok {
			out = append(out, m)
		}
	}
	return out
}

// Perft counts the move sequences of length depth (moves, not turns).
func (p *Pos) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range p.pseudo() {
		q, ok := p.play(m)
		if !ok {
			continue
		}
		if depth == 1 {
			n++
		} else {
			n += q.Perft(depth - 1)
		}
	}
	return n
}

// String names a move in coordinates ("e2e4", "e7e8q").
func (m Move) String() string {
	sq := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
	s := sq(m.From) + sq(m.To)
	if m.Promo != 0 {
		s += string(m.Promo)
	}
	return s
}

// Play returns the position after the legal move m.
func (p *Pos) Play(m Move) *Pos {
	q, _ := p.play(m)
	return q
}

// Key names a move with its victim's square when the capture is not a
// plain one (a shot, a capture that goes on): "e4xd5e4".
func (m Move) Key() string {
	s := m.String()
	if m.Victim >= 0 && m.Victim != m.To {
		sq := func(s int) string { return string(rune('a'+s%8)) + string(rune('1'+s/8)) }
		s = s[:2] + "x" + sq(m.Victim) + s[2:]
	}
	return s
}
