// Package draughtsref is English and International draughts written from
// the rule books alone, for tests: a small move generator over a plain
// array of squares that shares nothing with vdl's tables, walks or FEN
// reader, so that its perft counts are an independent check of vdl's
// chain captures (definitions/draughts_test.go).
//
// The rules it follows: men step one square diagonally forward; a capture
// jumps an enemy piece to the empty square behind it, and a piece that has
// jumped must jump again while it can, all in one move; jumped pieces are
// removed only when the move ends, so they block the way and may not be
// jumped twice; capturing is compulsory. English: men jump forward only,
// kings step and jump one square in all four directions, and a man
// reaching the last rank is crowned and stops. International: men jump
// backward too, kings fly (move and take at any distance, landing on any
// empty square beyond the piece taken), a man is crowned only if its
// move ends on the last rank, and a side must take the most pieces it can.
// Two capture sequences that take the same pieces and end on the same
// square count as one move.
package draughtsref

import (
	"fmt"
	"strings"
)

// Rules picks the game.
type Rules int

const (
	English       Rules = iota // 8x8, ACF rules
	International              // 10x10, FMJD rules
)

// Pos is a position: cells[rank][file], rank 0 the first mover's side;
// 'M' 'K' the first mover's man and king, 'm' 'k' the other side's, 0
// empty. White moves up the ranks.
type Pos struct {
	rules Rules
	n     int
	cells [10][10]byte
	white bool
}

// Move is a move from the rules: where the piece starts and ends, the
// squares of the pieces it takes (as rank*10+file, in the order taken),
// and whether it is crowned.
type Move struct {
	From, To [2]int
	Taken    []int
	Crown    bool
}

// FEN reads the board and side fields of a FEN (ranks from the far side,
// digits for empty runs, M K m k pieces).
func FEN(rules Rules, fen string) (*Pos, error) {
	p := &Pos{rules: rules, n: 8}
	if rules == International {
		p.n = 10
	}
	f := strings.Fields(fen)
	if len(f) < 2 {
		return nil, fmt.Errorf("draughtsref: FEN %q: want board and side", fen)
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != p.n {
		return nil, fmt.Errorf("draughtsref: FEN %q: %d ranks, want %d", fen, len(ranks), p.n)
	}
	for i, r := range ranks {
		rank, file := p.n-1-i, 0
		for k := 0; k < len(r); k++ {
			c := r[k]
			if c >= '0' && c <= '9' {
				run := int(c - '0')
				if k+1 < len(r) && r[k+1] >= '0' && r[k+1] <= '9' {
					run = run*10 + int(r[k+1]-'0')
					k++
				}
				file += run
				continue
			}
			if !strings.ContainsRune("MKmk", rune(c)) || file >= p.n {
				return nil, fmt.Errorf("draughtsref: FEN %q: bad rank %q", fen, r)
			}
			p.cells[rank][file] = c
			file++
		}
		if file != p.n {
			return nil, fmt.Errorf("draughtsref: FEN %q: rank %q has %d files", fen, r, file)
		}
	}
	p.white = f[1] == "w"
	return p, nil
}

// MustFEN is FEN for tests.
func MustFEN(rules Rules, fen string) *Pos {
	p, err := FEN(rules, fen)
	if err != nil {
		panic(err)
	}
	return p
}

func (p *Pos) on(r, f int) bool { return r >= 0 && r < p.n && f >= 0 && f < p.n }

func (p *Pos) mine(c byte) bool {
	if c == 0 {
		return false
	}
	return (c == 'M' || c == 'K') == p.white
}

func (p *Pos) enemy(c byte) bool { return c != 0 && !p.mine(c) }

var diagonals = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// Moves lists the legal moves.
func (p *Pos) Moves() []Move {
	var caps []Move
	for r := 0; r < p.n; r++ {
		for f := 0; f < p.n; f++ {
			if c := p.cells[r][f]; p.mine(c) {
				caps = p.captures(caps, r, f, c)
			}
		}
	}
	if len(caps) > 0 {
		if p.rules == International {
			most := 0
			for _, m := range caps {
				most = max(most, len(m.Taken))
			}
			var best []Move
			for _, m := range caps {
				if len(m.Taken) == most {
					best = append(best, m)
				}
			}
			caps = best
		}
		return caps
	}
	var out []Move
	fwd := 1
	if !p.white {
		fwd = -1
	}
	for r := 0; r < p.n; r++ {
		for f := 0; f < p.n; f++ {
			c := p.cells[r][f]
			if !p.mine(c) {
				continue
			}
			king := c == 'K' || c == 'k'
			for _, d := range diagonals {
				if !king && d[0] != fwd {
					continue
				}
				for k := 1; ; k++ {
					tr, tf := r+k*d[0], f+k*d[1]
					if !p.on(tr, tf) || p.cells[tr][tf] != 0 {
						break
					}
					out = append(out, Move{From: [2]int{r, f}, To: [2]int{tr, tf}, Crown: !king && p.lastRank(tr)})
					if !king || p.rules == English {
						break
					}
				}
			}
		}
	}
	return out
}

func (p *Pos) lastRank(r int) bool {
	if p.white {
		return r == p.n-1
	}
	return r == 0
}

// captures appends the complete capture sequences of the piece c on
// (r, f), one per set of pieces taken and end square.
func (p *Pos) captures(out []Move, r, f int, c byte) []Move {
	king := c == 'K' || c == 'k'
	flying := king && p.rules == International
	fwd := 1
	if !p.white {
		fwd = -1
	}
	p.cells[r][f] = 0 // the square it leaves is empty while it jumps
	defer func() { p.cells[r][f] = c }()
	var taken [10][10]bool
	var path []int
	var jump func(cr, cf int)
	jump = func(cr, cf int) {
		went := false
		if king || p.rules == International || !p.lastRank(cr) || len(path) == 0 {
			for _, d := range diagonals {
				if !king && p.rules == English && d[0] != fwd {
					continue
				}
				// Find the piece to take: the neighbour, or for a flying
				// king the first piece along the line.
				vr, vf := cr+d[0], cf+d[1]
				for flying && p.on(vr, vf) && p.cells[vr][vf] == 0 {
					vr, vf = vr+d[0], vf+d[1]
				}
				if !p.on(vr, vf) || !p.enemy(p.cells[vr][vf]) || taken[vr][vf] {
					continue
				}
				for k := 1; ; k++ {
					lr, lf := vr+k*d[0], vf+k*d[1]
					if !p.on(lr, lf) || p.cells[lr][lf] != 0 {
						break
					}
					went = true
					taken[vr][vf] = true
					path = append(path, vr*10+vf)
					jump(lr, lf)
					path = path[:len(path)-1]
					taken[vr][vf] = false
					if !flying {
						break
					}
				}
			}
		}
		if went || len(path) == 0 {
			return
		}
		m := Move{From: [2]int{r, f}, To: [2]int{cr, cf}, Taken: append([]int(nil), path...), Crown: !king && p.lastRank(cr)}
		for _, o := range out {
			if o.From == m.From && o.To == m.To && sameSet(o.Taken, m.Taken) {
				return
			}
		}
		out = append(out, m)
	}
	jump(r, f)
	return out
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[int]bool{}
	for _, x := range a {
		seen[x] = true
	}
	for _, x := range b {
		if !seen[x] {
			return false
		}
	}
	return true
}

// Play returns the position after m.
func (p *Pos) Play(m Move) *Pos {
	q := *p
	c := q.cells[m.From[0]][m.From[1]]
	q.cells[m.From[0]][m.From[1]] = 0
	for _, s := range m.Taken {
		q.cells[s/10][s%10] = 0
	}
	if m.Crown {
		c = 'K' + (c - 'M') // 'M'->'K', 'm'->'k'
	}
	q.cells[m.To[0]][m.To[1]] = c
	q.white = !q.white
	return &q
}

// Perft counts the leaves of the move tree depth plies deep.
func (p *Pos) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := p.Moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += p.Play(m).Perft(depth - 1)
	}
	return n
}
