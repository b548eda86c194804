// Package rococoref is a second Rococo move generator, written from the
// rules as definitions/rococo.vdl reads them (its comments) and nothing
// else: no code of vdl's interpreter. The tests compare its move lists
// and perft counts with vdl's.
//
// The board is 10x10, square = rank*10 + file (a1 = 0); the edge squares
// are files a and j and ranks 1 and 10. Moves are written as vdl writes
// them in coordinates: from and to (a promotion's letter after them), a
// long leap as from+victim, victim+victim, ..., victim+landing joined by
// commas, a mutual destruction as fromxto-off, a suicide as from-off.
package rococoref

import (
	"fmt"
	"slices"
	"strings"
)

// Piece types; a square holds +type for White, -type for Black, 0 empty.
const (
	King = iota + 1
	Pawn
	Advancer
	Withdrawer
	Leaper
	Swapper
	Chameleon
	Immobilizer
)

const letters = " kpawlsci"

// start counts each side's pieces of a type in the setup: a Cannon Pawn
// may promote to a type while its side has fewer of it on the board.
var start = [9]int{Advancer: 1, Withdrawer: 1, Leaper: 2, Swapper: 1, Chameleon: 1, Immobilizer: 1}

var dirs = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// Position is a board and the side to move (1 White, -1 Black).
type Position struct {
	b    [100]int
	side int
}

// FromFEN reads a 10x10 FEN's placement and side to move.
func FromFEN(fen string) (*Position, error) {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return nil, fmt.Errorf("rococoref: FEN %q: want placement and side", fen)
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 10 {
		return nil, fmt.Errorf("rococoref: FEN %q: want 10 ranks", fen)
	}
	p := &Position{side: 1}
	if f[1] == "b" {
		p.side = -1
	}
	for i, row := range rows {
		r, file := 9-i, 0
		for k := 0; k < len(row); k++ {
			ch := row[k]
			if ch >= '0' && ch <= '9' {
				n := int(ch - '0')
				if ch == '1' && k+1 < len(row) && row[k+1] == '0' {
					n, k = 10, k+1
				}
				file += n
				continue
			}
			t := strings.IndexByte(letters, ch|0x20)
			if t <= 0 || file > 9 {
				return nil, fmt.Errorf("rococoref: FEN %q: bad rank %q", fen, row)
			}
			if ch >= 'a' {
				t = -t
			}
			p.b[r*10+file] = t
			file++
		}
		if file != 10 {
			return nil, fmt.Errorf("rococoref: FEN %q: rank %q is not 10 squares", fen, row)
		}
	}
	return p, nil
}

type move struct {
	from, to int
	kind     int // quiet or capture (onto to), swap, destroy, suicide
	kills    []int
	victims  []int // every square emptied of an enemy, to judge the edge rule
	promo    int
}

const (
	plain = iota
	swap
	destroy
	suicide
)

func name(s int) string { return fmt.Sprintf("%c%d", 'a'+s%10, s/10+1) }

func (m move) String() string {
	switch m.kind {
	case destroy:
		return name(m.from) + "x" + name(m.to) + "-off"
	case suicide:
		return name(m.from) + "-off"
	}
	s, at := "", m.from
	for _, k := range m.kills {
		s += name(at) + name(k) + ","
		at = k
	}
	s += name(at) + name(m.to)
	if m.promo != 0 {
		s += string(letters[m.promo])
	}
	return s
}

func onBoard(f, r int) bool { return f >= 0 && f < 10 && r >= 0 && r < 10 }

func edge(s int) bool { f, r := s%10, s/10; return f == 0 || f == 9 || r == 0 || r == 9 }

// step is s moved by d, or -1 off the board.
func step(s int, d [2]int) int {
	f, r := s%10+d[0], s/10+d[1]
	if !onBoard(f, r) {
		return -1
	}
	return r*10 + f
}

func (p *Position) enemy(s, c int) bool { return s >= 0 && p.b[s]*c < 0 }

func (p *Position) enemyOf(s, c, t int) bool { return p.enemy(s, c) && abs(p.b[s]) == t }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (p *Position) hasKing(c int) bool {
	for _, v := range p.b {
		if v == c*King {
			return true
		}
	}
	return false
}

// frozen: an enemy Immobilizer stands next to s, or s holds an
// Immobilizer and an enemy Chameleon stands next to it.
func (p *Position) frozen(s int) bool {
	c := sign(p.b[s])
	for _, d := range dirs {
		n := step(s, d)
		if n < 0 || !p.enemy(n, c) {
			continue
		}
		if t := abs(p.b[n]); t == Immobilizer || t == Chameleon && abs(p.b[s]) == Immobilizer {
			return true
		}
	}
	return false
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}

// Legal lists the moves of the side to move; none once a King is gone.
func (p *Position) Legal() []string {
	var out []string
	for _, m := range p.moves() {
		out = append(out, m.String())
	}
	return out
}

func (p *Position) moves() []move {
	c := p.side
	if !p.hasKing(1) || !p.hasKing(-1) {
		return nil
	}
	var ms []move
	for s, v := range p.b {
		if v*c <= 0 {
			continue
		}
		t := abs(v)
		if p.frozen(s) {
			if t != King {
				ms = append(ms, move{from: s, to: s, kind: suicide})
			}
			continue
		}
		ms = p.pieceMoves(ms, s, t, c)
	}
	var out []move
	for _, m := range ms {
		// Edge squares: only by taking something, swapping or destroying.
		if m.kind == plain && edge(m.to) && len(m.victims) == 0 {
			continue
		}
		out = append(out, m)
	}
	// And a capture that ends on the edge only if no move of the piece
	// that takes the same pieces crosses fewer edge squares.
	var kept []move
	for _, m := range out {
		if m.kind == plain && edge(m.to) && slices.ContainsFunc(out, func(o move) bool {
			return o.kind == plain && o.from == m.from && sameSet(o.victims, m.victims) && crossed(o) < crossed(m)
		}) {
			continue
		}
		kept = append(kept, m)
	}
	return kept
}

func sameSet(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// crossed counts the edge squares from m's start (left out) to its
// destination along its line; every Rococo move is along one.
func crossed(m move) int {
	df, dr := m.to%10-m.from%10, m.to/10-m.from/10
	d := [2]int{sign(df), sign(dr)}
	if df == 0 {
		d[0] = 0
	}
	if dr == 0 {
		d[1] = 0
	}
	n := 0
	for s := m.from; s != m.to; {
		s = step(s, d)
		if edge(s) {
			n++
		}
	}
	return n
}

// effects adds to m the victims of the mover's approach and withdrawal
// (an Advancer's, a Withdrawer's, a Chameleon's of those types) after a
// move straight along d.
func (p *Position) effects(m *move, t, c int, d [2]int) {
	ahead := step(m.to, d)
	behind := step(m.from, [2]int{-d[0], -d[1]})
	switch t {
	case Advancer:
		if p.enemy(ahead, c) {
			m.victims = append(m.victims, ahead)
		}
	case Withdrawer:
		if p.enemy(behind, c) {
			m.victims = append(m.victims, behind)
		}
	case Chameleon:
		if p.enemyOf(ahead, c, Advancer) {
			m.victims = append(m.victims, ahead)
		}
		if p.enemyOf(behind, c, Withdrawer) {
			m.victims = append(m.victims, behind)
		}
	}
}

func (p *Position) pieceMoves(ms []move, s, t, c int) []move {
	for _, d := range dirs {
		switch t {
		case King:
			if n := step(s, d); n >= 0 && p.b[n]*c <= 0 {
				m := move{from: s, to: n}
				if p.b[n] != 0 {
					m.victims = []int{n}
				}
				ms = append(ms, m)
			}
		case Pawn:
			n := step(s, d)
			if n < 0 {
				continue
			}
			if p.b[n] == 0 {
				ms = p.pawnMove(ms, move{from: s, to: n}, c)
				continue
			}
			if h := step(n, d); h >= 0 && p.b[h]*c <= 0 {
				m := move{from: s, to: h}
				if p.b[h] != 0 {
					m.victims = []int{h}
				}
				ms = p.pawnMove(ms, m, c)
			}
		default:
			// Slides over empty squares (the swapper's and the
			// immobilizer's take nothing).
			for n := step(s, d); n >= 0 && p.b[n] == 0; n = step(n, d) {
				m := move{from: s, to: n}
				p.effects(&m, t, c, d)
				ms = append(ms, m)
			}
			switch t {
			case Leaper:
				ms = p.leaps(ms, s, c, d, 0, Leaper)
			case Chameleon:
				ms = p.leaps(ms, s, c, d, Leaper, Chameleon)
				if n := step(s, d); p.enemyOf(n, c, King) {
					m := move{from: s, to: n, victims: []int{n}}
					p.effects(&m, t, c, d)
					ms = append(ms, m)
				}
				if n := step(s, d); n >= 0 && p.b[n] != 0 {
					if h := step(n, d); p.enemyOf(h, c, Pawn) {
						m := move{from: s, to: h, victims: []int{h}}
						p.effects(&m, t, c, d)
						ms = append(ms, m)
					}
				}
				if n := p.first(s, d); p.enemyOf(n, c, Swapper) {
					m := move{from: s, to: n, kind: swap}
					p.effects(&m, t, c, d)
					ms = append(ms, m)
				}
				if n := step(s, d); p.enemyOf(n, c, Swapper) {
					ms = append(ms, move{from: s, to: n, kind: destroy})
				}
			case Swapper:
				if n := p.first(s, d); n >= 0 {
					ms = append(ms, move{from: s, to: n, kind: swap})
				}
				if n := step(s, d); p.enemy(n, c) {
					ms = append(ms, move{from: s, to: n, kind: destroy})
				}
			}
		}
	}
	return ms
}

// first is the first occupied square from s along d, or -1.
func (p *Position) first(s int, d [2]int) int {
	n := step(s, d)
	for n >= 0 && p.b[n] == 0 {
		n = step(n, d)
	}
	return n
}

// leaps appends the captures by leaping along d from s over single
// enemies (of type only, if not 0), each followed by an empty square,
// landing on any empty square beyond the last before the next piece; at
// most three in one move.
func (p *Position) leaps(ms []move, s, c int, d [2]int, only, t int) []move {
	var kills []int
	n := step(s, d)
	for n >= 0 {
		if p.b[n] == 0 {
			if len(kills) > 0 {
				m := move{from: s, to: n, kills: append([]int(nil), kills...), victims: append([]int(nil), kills...)}
				p.effects(&m, t, c, d)
				ms = append(ms, m)
			}
			n = step(n, d)
			continue
		}
		beyond := step(n, d)
		if !p.enemy(n, c) || only != 0 && abs(p.b[n]) != only || beyond < 0 || p.b[beyond] != 0 || len(kills) == 3 {
			break
		}
		kills = append(kills, n)
		n = beyond
	}
	return ms
}

// pawnMove appends a Cannon Pawn's move, and its promotions when it ends
// on the last two ranks (ranks 9 and 10 for White, 2 and 1 for Black).
func (p *Position) pawnMove(ms []move, m move, c int) []move {
	ms = append(ms, m)
	r := m.to / 10
	if c == 1 && r < 8 || c == -1 && r > 1 {
		return ms
	}
	var have [9]int
	for _, v := range p.b {
		if v*c > 0 {
			have[abs(v)]++
		}
	}
	for _, t := range []int{Advancer, Leaper, Swapper, Withdrawer, Chameleon, Immobilizer} {
		if have[t] < start[t] {
			x := m
			x.promo = t
			ms = append(ms, x)
		}
	}
	return ms
}

// make plays m and returns a function that takes it back.
func (p *Position) make(m move) func() {
	saved := p.b
	c := p.side
	switch m.kind {
	case suicide:
		p.b[m.from] = 0
	case destroy:
		p.b[m.from], p.b[m.to] = 0, 0
	case swap:
		p.b[m.from], p.b[m.to] = p.b[m.to], p.b[m.from]
	default:
		mover := p.b[m.from]
		if m.promo != 0 {
			mover = c * m.promo
		}
		for _, v := range m.victims {
			p.b[v] = 0
		}
		p.b[m.from], p.b[m.to] = 0, mover
	}
	if m.kind == swap {
		for _, v := range m.victims {
			p.b[v] = 0
		}
	}
	p.side = -c
	return func() { p.b, p.side = saved, c }
}

// Perft counts the leaves of the move tree depth plies deep.
func (p *Position) Perft(depth int) int {
	if depth == 0 {
		return 1
	}
	ms := p.moves()
	if depth == 1 {
		return len(ms)
	}
	n := 0
	for _, m := range ms {
		undo := p.make(m)
		n += p.Perft(depth - 1)
		undo()
	}
	return n
}
