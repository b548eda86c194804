// Package shafranref is Shafran's hexagonal chess written from the rule
// text alone, for tests: a small move generator in its own (file, rank)
// coordinates that shares nothing with vdl's tables, its doubled-coordinate
// storage or its FEN reader, so that its perft counts are an independent
// check of vdl's.
//
// The board has 70 cells on 9 upright files: a1-a6, b1-b7, c1-c8, d1-d9,
// e1-e10, f2-f10, g3-g10, h4-h10, i5-i10. A rank runs from the upper left
// down to the lower right: going one file right, the cell of the same rank
// stands half a cell lower and the cell of the next rank half a cell
// higher. So in (file x, rank k) the six neighbours across the cell's
// edges (the orthogonal steps) are (0,+1) up, (0,-1) down, (+1,+1) up
// right, (+1,0) down right, (-1,0) up left and (-1,-1) down left; a cell's
// height is k - x/2.
package shafranref

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// cell is a board cell: f the file (0 = a ... 8 = i), r the rank (1..10).
type cell struct{ f, r int }

func (c cell) add(d cell) cell { return cell{c.f + d.f, c.r + d.r} }
func (c cell) sub(d cell) cell { return cell{c.f - d.f, c.r - d.r} }

func (c cell) String() string { return string(rune('a'+c.f)) + strconv.Itoa(c.r) }

// on tells whether c is one of the 70 cells: file a..i, rank 1..10, the
// files left of e ending at rank 6+file (a6 b7 c8 d9) and the files right
// of e starting at rank file-3 (f2 g3 h4 i5).
func on(c cell) bool {
	return c.f >= 0 && c.f <= 8 && c.r >= 1 && c.r <= 10 && c.r <= c.f+6 && c.r >= c.f-3
}

var (
	// orth are the six steps across a cell's edges, in turn round the
	// cell: up, up right, down right, down, down left, up left.
	orth = []cell{{0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, -1}, {-1, 0}}
	// diag are the six steps through a cell's corners, each the sum of
	// two orthogonal steps next to each other in orth's turn:
	// up+up right (1,2), up right+down right (2,1), down right+down
	// (1,-1), down+down left (-1,-2), down left+up left (-2,-1), up
	// left+up (-1,1).
	diag = []cell{{1, 2}, {2, 1}, {1, -1}, {-1, -2}, {-2, -1}, {-1, 1}}
	// knight are the twelve leaps: one orthogonal step then one of the
	// two diagonal steps beside it (30 degrees off); the other diagonals
	// land on an orthogonal line ((0,1)+(2,1) = (2,2)) or within one
	// step. So up (0,1) gives (0,1)+(1,2) = (1,3) and (0,1)+(-1,1) =
	// (-1,2), up right (1,1) gives (2,3) and (3,2), and so on round. They
	// are the cells three steps away on no orthogonal or diagonal line
	// (TestDirections checks it).
	knight = []cell{
		{1, 3}, {-1, 2}, // up
		{2, 3}, {3, 2}, // up right
		{3, 1}, {2, -1}, // down right
		{1, -2}, {-1, -3}, // down
		{-2, -3}, {-3, -2}, // down left
		{-3, -1}, {-2, 1}, // up left
	}
)

// pawnCaps are the cells a pawn captures on, White's then Black's: the
// two diagonals nearest straight ahead. For White (-1,1) rises 1+1/2 and
// (1,2) rises 2-1/2, both 1.5 cells up, one file to either side; Black's
// are their mirror images top to bottom, (-1,-2) and (1,-1), 1.5 cells
// down.
var pawnCaps = [2][]cell{{{-1, 1}, {1, 2}}, {{1, -1}, {-1, -2}}}

// pawnStart is how many cells a pawn may advance from its starting cell
// (its first move takes it up to the middle of the board), by colour.
var pawnStart = [2]map[cell]int{
	{
		name("a2"): 1, name("b2"): 2, name("c2"): 2, name("d2"): 3, name("e2"): 3,
		name("f3"): 3, name("g4"): 2, name("h5"): 2, name("i6"): 1,
	},
	{
		name("a5"): 1, name("b6"): 2, name("c7"): 2, name("d8"): 3, name("e9"): 3,
		name("f9"): 3, name("g9"): 2, name("h9"): 2, name("i9"): 1,
	},
}

// castling is one of the four castlings: the right's FEN letter, the
// king's home, the step from the king towards the rook (the rook stands
// four steps away, the three cells between must be empty).
type castling struct {
	right byte
	king  cell
	dir   cell
}

// castlings are White's on the line e1-f2-g3-h4-i5 (up right, rook i5,
// "K") and e1-d1-c1-b1-a1 (left along rank 1, rook a1, "Q"); Black's on
// e10-f10-g10-h10-i10 (rank 10, rook i10, "k") and e10-d9-c8-b7-a6 (down
// left, rook a6, "q").
var castlings = []castling{
	{'K', name("e1"), cell{1, 1}},
	{'Q', name("e1"), cell{-1, 0}},
	{'k', name("e10"), cell{1, 0}},
	{'q', name("e10"), cell{-1, -1}},
}

func name(s string) cell {
	c, ok := parseCell(s)
	if !ok {
		panic("shafranref: bad cell " + s)
	}
	return c
}

func parseCell(s string) (cell, bool) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'i' {
		return cell{}, false
	}
	r, err := strconv.Atoi(s[1:])
	if err != nil {
		return cell{}, false
	}
	c := cell{int(s[0] - 'a'), r}
	return c, on(c)
}

// Pos is a position of Shafran's hexagonal chess.
type Pos struct {
	board  [9][11]byte // [file][rank]; '.' an empty cell
	white  bool        // White to move
	rights string      // castling rights still held, a subset of "KQkq"
	// ep are the cells the pawn on epPawn passed over on the last move
	// (an advance of 2 or 3 cells), in the order passed; empty otherwise.
	ep     []cell
	epPawn cell
	half   int
	full   int
}

func (p *Pos) at(c cell) byte     { return p.board[c.f][c.r] }
func (p *Pos) set(c cell, x byte) { p.board[c.f][c.r] = x }

func side(white bool) int {
	if white {
		return 0
	}
	return 1
}

// mine tells whether x is a piece of the side white says.
func mine(x byte, white bool) bool {
	return x != '.' && (x >= 'A' && x <= 'Z') == white
}

// rankCells lists rank r's cells in file order.
func rankCells(r int) []cell {
	var out []cell
	for f := 0; f <= 8; f++ {
		if on(cell{f, r}) {
			out = append(out, cell{f, r})
		}
	}
	return out
}

// FromFEN reads a FEN: the ranks from 10 down to 1 separated by '/', each
// rank's cells in file order (a..i), digits for runs of empty cells,
// KQRBNP for White and kqrbnp for Black; the side to move (w or b); the
// castling rights, a subset of "KQkq" or "-" (K: White's rook on i5, Q: on
// a1, k: Black's on i10, q: on a6); the en-passant field, "-" or the cells
// the last move's pawn passed over separated by commas ("e3,e4", or just
// "e4" after a two-cell advance; any order); the halfmove clock and the
// fullmove number, which may be left off together (0 and 1).
func FromFEN(fen string) (*Pos, error) {
	fields := strings.Fields(fen)
	if len(fields) != 4 && len(fields) != 6 {
		return nil, fmt.Errorf("shafranref: %q: want 4 or 6 fields", fen)
	}
	p := &Pos{half: 0, full: 1}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 10 {
		return nil, fmt.Errorf("shafranref: %q: %d ranks, want 10", fen, len(rows))
	}
	for i, row := range rows {
		r := 10 - i
		cells := rankCells(r)
		n := 0
		for j := 0; j < len(row); j++ {
			x := row[j]
			if x >= '1' && x <= '9' {
				for k := 0; k < int(x-'0'); k++ {
					if n < len(cells) {
						p.set(cells[n], '.')
					}
					n++
				}
				continue
			}
			if !strings.ContainsRune("KQRBNPkqrbnp", rune(x)) {
				return nil, fmt.Errorf("shafranref: %q: bad piece %q", fen, x)
			}
			if n < len(cells) {
				p.set(cells[n], x)
			}
			n++
		}
		if n != len(cells) {
			return nil, fmt.Errorf("shafranref: %q: rank %d has %d cells, want %d", fen, r, n, len(cells))
		}
	}
	switch fields[1] {
	case "w":
		p.white = true
	case "b":
	default:
		return nil, fmt.Errorf("shafranref: %q: side to move %q", fen, fields[1])
	}
	if fields[2] != "-" {
		for _, x := range []byte(fields[2]) {
			if !strings.ContainsRune("KQkq", rune(x)) || strings.IndexByte(p.rights, x) >= 0 {
				return nil, fmt.Errorf("shafranref: %q: castling rights %q", fen, fields[2])
			}
		}
		// kept in the order KQkq, so that FEN writes them back the same
		for _, x := range []byte("KQkq") {
			if strings.IndexByte(fields[2], x) >= 0 {
				p.rights += string(x)
			}
		}
	}
	if err := p.readEP(fields[3]); err != nil {
		return nil, fmt.Errorf("shafranref: %q: %v", fen, err)
	}
	if len(fields) == 6 {
		var err1, err2 error
		p.half, err1 = strconv.Atoi(fields[4])
		p.full, err2 = strconv.Atoi(fields[5])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("shafranref: %q: bad move counters", fen)
		}
	}
	return p, nil
}

// readEP reads the en-passant field: the passed cells must be empty, on
// one file, next to each other, with the pawn of the side that just moved
// standing just beyond them.
func (p *Pos) readEP(s string) error {
	if s == "-" {
		return nil
	}
	for _, n := range strings.Split(s, ",") {
		c, ok := parseCell(n)
		if !ok {
			return fmt.Errorf("en passant: bad cell %q", n)
		}
		if p.at(c) != '.' {
			return fmt.Errorf("en passant: %s is not empty", c)
		}
		p.ep = append(p.ep, c)
	}
	// the mover went up (White) or down (Black): order the cells so
	fwd := 1
	pawn := byte('P')
	if p.white {
		fwd, pawn = -1, 'p'
	}
	sort.Slice(p.ep, func(i, j int) bool { return p.ep[i].r*fwd < p.ep[j].r*fwd })
	if len(p.ep) > 2 {
		return fmt.Errorf("en passant: %q passes more than 2 cells", s)
	}
	for i := 1; i < len(p.ep); i++ {
		if p.ep[i] != p.ep[i-1].add(cell{0, fwd}) {
			return fmt.Errorf("en passant: %q are not cells passed in one advance", s)
		}
	}
	p.epPawn = p.ep[len(p.ep)-1].add(cell{0, fwd})
	if !on(p.epPawn) || p.at(p.epPawn) != pawn {
		return fmt.Errorf("en passant: no pawn just beyond %q", s)
	}
	return nil
}

// MustFEN is FromFEN for FENs known to be good (a test's own).
func MustFEN(fen string) *Pos {
	p, err := FromFEN(fen)
	if err != nil {
		panic(err)
	}
	return p
}

// FEN writes the position in FromFEN's form, with all six fields.
func (p *Pos) FEN() string {
	var b strings.Builder
	for r := 10; r >= 1; r-- {
		empty := 0
		for _, c := range rankCells(r) {
			if p.at(c) == '.' {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(p.at(c))
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 1 {
			b.WriteByte('/')
		}
	}
	b.WriteString(map[bool]string{true: " w ", false: " b "}[p.white])
	if p.rights == "" {
		b.WriteString("-")
	} else {
		b.WriteString(p.rights)
	}
	b.WriteByte(' ')
	if len(p.ep) == 0 {
		b.WriteString("-")
	}
	for i, c := range p.ep {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.String())
	}
	fmt.Fprintf(&b, " %d %d", p.half, p.full)
	return b.String()
}

// move is a move of the side to move. A castling is named and stored as
// its king's move, with the rook's alongside.
type move struct {
	from, to         cell
	promo            byte // 'q', 'r', 'b', 'n' or 0
	castle           bool
	rookFrom, rookTo cell
	epVictim         bool   // an en-passant capture: the pawn on epPawn goes
	passed           []cell // an advance of 2 or 3 cells: the cells passed
}

func (m move) String() string {
	s := m.from.String() + m.to.String()
	if m.promo != 0 {
		s += string(m.promo)
	}
	return s
}

// moves lists the side to move's moves that do not leave its king
// attacked.
func (p *Pos) moves() []move {
	var out []move
	for f := 0; f <= 8; f++ {
		for r := 1; r <= 10; r++ {
			c := cell{f, r}
			if on(c) && mine(p.at(c), p.white) {
				out = p.pieceMoves(out, c)
			}
		}
	}
	out = p.castlings(out)
	legal := out[:0]
	for _, m := range out {
		n := p.play(m)
		if k, ok := n.king(p.white); !ok || !n.attacked(k, !p.white) {
			legal = append(legal, m)
		}
	}
	return legal
}

// pieceMoves appends the moves of the piece on c, castling apart.
func (p *Pos) pieceMoves(out []move, c cell) []move {
	ride := func(dirs []cell, far bool) {
		for _, d := range dirs {
			for to := c.add(d); on(to) && !mine(p.at(to), p.white); to = to.add(d) {
				out = append(out, move{from: c, to: to})
				if p.at(to) != '.' || !far {
					break
				}
			}
		}
	}
	switch p.at(c) | 0x20 {
	case 'k':
		ride(orth, false)
		ride(diag, false)
	case 'q':
		ride(orth, true)
		ride(diag, true)
	case 'r':
		ride(orth, true)
	case 'b':
		ride(diag, true)
	case 'n':
		ride(knight, false)
	case 'p':
		out = p.pawnMoves(out, c)
	}
	return out
}

func (p *Pos) pawnMoves(out []move, c cell) []move {
	s := side(p.white)
	fwd := cell{0, 1}
	if !p.white {
		fwd = cell{0, -1}
	}
	add := func(m move) {
		// the far edge: the next cell forward is off the board
		if !on(m.to.add(fwd)) {
			for _, x := range []byte("qrbn") {
				m.promo = x
				out = append(out, m)
			}
			return
		}
		out = append(out, m)
	}
	steps := 1
	if n, ok := pawnStart[s][c]; ok {
		steps = n
	}
	var passed []cell
	to := c
	for i := 0; i < steps; i++ {
		to = to.add(fwd)
		if !on(to) || p.at(to) != '.' {
			break
		}
		m := move{from: c, to: to}
		if len(passed) > 0 {
			m.passed = append([]cell(nil), passed...)
		}
		add(m)
		passed = append(passed, to)
	}
	for _, d := range pawnCaps[s] {
		to := c.add(d)
		if !on(to) {
			continue
		}
		if x := p.at(to); x != '.' && !mine(x, p.white) {
			add(move{from: c, to: to})
		}
		for _, e := range p.ep {
			if to == e {
				add(move{from: c, to: to, epVictim: true})
			}
		}
	}
	return out
}

// castlings appends the side to move's castlings: the king and that rook
// unmoved (the right held, both on their homes), the three cells between
// empty, the king not in check, and the cells the king crosses and lands
// on not attacked. The king goes 2 cells with the rook to the cell it
// crossed, or 3 with the rook to the second cell it crossed.
func (p *Pos) castlings(out []move) []move {
	king, rook := byte('K'), byte('R')
	if !p.white {
		king, rook = 'k', 'r'
	}
	for _, cs := range castlings {
		if strings.IndexByte(p.rights, cs.right) < 0 || (cs.right < 'a') != p.white {
			continue
		}
		step := func(n int) cell { return cell{cs.king.f + n*cs.dir.f, cs.king.r + n*cs.dir.r} }
		if p.at(cs.king) != king || p.at(step(4)) != rook {
			continue
		}
		if p.at(step(1)) != '.' || p.at(step(2)) != '.' || p.at(step(3)) != '.' {
			continue
		}
		if p.attacked(cs.king, !p.white) || p.attacked(step(1), !p.white) || p.attacked(step(2), !p.white) {
			continue
		}
		out = append(out, move{from: cs.king, to: step(2), castle: true, rookFrom: step(4), rookTo: step(1)})
		if !p.attacked(step(3), !p.white) {
			out = append(out, move{from: cs.king, to: step(3), castle: true, rookFrom: step(4), rookTo: step(2)})
		}
	}
	return out
}

// king finds the king of the side white says.
func (p *Pos) king(white bool) (cell, bool) {
	k := byte('K')
	if !white {
		k = 'k'
	}
	for f := 0; f <= 8; f++ {
		for r := 1; r <= 10; r++ {
			if on(cell{f, r}) && p.board[f][r] == k {
				return cell{f, r}, true
			}
		}
	}
	return cell{}, false
}

// attacked tells whether a piece of the side byWhite says attacks c,
// looking outwards from c along each line and leap.
func (p *Pos) attacked(c cell, byWhite bool) bool {
	is := func(to cell, kinds string) bool {
		x := p.at(to)
		return mine(x, byWhite) && strings.IndexByte(kinds, x|0x20) >= 0
	}
	look := func(dirs []cell, slider string) bool {
		for _, d := range dirs {
			for to, n := c.add(d), 1; on(to); to, n = to.add(d), n+1 {
				if is(to, slider) || n == 1 && is(to, "k") {
					return true
				}
				if p.at(to) != '.' {
					break
				}
			}
		}
		return false
	}
	if look(orth, "rq") || look(diag, "bq") {
		return true
	}
	for _, d := range knight {
		if to := c.add(d); on(to) && is(to, "n") {
			return true
		}
	}
	// a pawn attacks c from c less one of its capture steps
	for _, d := range pawnCaps[side(byWhite)] {
		if from := c.sub(d); on(from) && is(from, "p") {
			return true
		}
	}
	return false
}

// homes are the cells whose every move (from or to) ends a castling
// right: the kings' and the rooks' homes.
var homes = map[cell]string{
	name("e1"): "KQ", name("i5"): "K", name("a1"): "Q",
	name("e10"): "kq", name("i10"): "k", name("a6"): "q",
}

// play returns the position after m.
func (p *Pos) play(m move) *Pos {
	n := *p
	n.white, n.ep = !p.white, nil
	x := p.at(m.from)
	n.half++
	if x|0x20 == 'p' || p.at(m.to) != '.' {
		n.half = 0
	}
	if !p.white {
		n.full++
	}
	if m.epVictim {
		n.set(p.epPawn, '.')
	}
	n.set(m.from, '.')
	n.set(m.to, x)
	if m.promo != 0 {
		if p.white {
			n.set(m.to, m.promo-0x20)
		} else {
			n.set(m.to, m.promo)
		}
	}
	if m.castle {
		n.set(m.rookTo, n.at(m.rookFrom))
		n.set(m.rookFrom, '.')
	}
	if m.passed != nil {
		n.ep, n.epPawn = m.passed, m.to
	}
	for _, c := range []cell{m.from, m.to} {
		for _, r := range []byte(homes[c]) {
			n.rights = strings.ReplaceAll(n.rights, string(r), "")
		}
	}
	return &n
}

// Perft counts the leaves of the tree of legal moves depth plies deep.
func (p *Pos) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := p.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += p.play(m).Perft(depth - 1)
	}
	return n
}

// Divide is Perft split by first move, named by its cells ("e2e5"), a
// promotion with the piece's letter ("h9h10q"), a castling as its king's
// move ("e1c1").
func (p *Pos) Divide(depth int) map[string]uint64 {
	out := map[string]uint64{}
	for _, m := range p.moves() {
		out[m.String()] = p.play(m).Perft(depth - 1)
	}
	return out
}
