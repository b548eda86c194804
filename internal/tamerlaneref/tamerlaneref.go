// Package tamerlaneref is Tamerlane chess written from the rule text
// alone, for tests: a small mailbox move generator in its own
// coordinates that copies the position for every move and shares
// nothing with vdl's tables, regions, royalty or make/unmake, so that its
// perft counts are an independent check of vdl's
// (definitions/tamerlane_test.go).
//
// The rules as read here (the reading of definitions/tamerlane.vdl):
//   - The camp is 11 files (0..10) by 10 ranks (0..9), White at rank 0.
//     White's citadel is beside its second rank on the right, (11,1);
//     Black's beside its second rank on White's left, (-1,8). Nothing
//     else exists.
//   - King, Prince and Adventitious King step one square any way; they
//     alone may enter a citadel, and only the opponent's: that draws the
//     game at once. Every other piece moves and takes only inside the
//     camp.
//   - General: one diagonal step. Vizier: one orthogonal step. Elephant:
//     leaps (2,2). Camel: leaps (3,1). War Engine: leaps (2,0). Knight:
//     leaps (2,1). Rook: slides orthogonally. Picket: slides diagonally,
//     at least two squares (the first empty). Giraffe: a diagonal step
//     onto an empty square, then straight on along one of the two
//     orthogonal lines pointing away from its start, two empty squares,
//     then on as a rook from the third (so at least three).
//   - Pawns step straight forward to an empty square and take one step
//     diagonally forward; on the last rank they become their piece (the
//     pawn of kings a Prince; the pawn of pawns a held pawn of pawns, the
//     second one a returning pawn of pawns, the third one the
//     Adventitious King).
//   - A held pawn of pawns cannot be taken and does not move but, as its
//     move, goes to any empty camp square from which, as a pawn, it would
//     attack two or more enemy pieces that can be taken, becoming the
//     second pawn of pawns. A returning one cannot be taken and goes, as
//     its move, to its side's pawn of kings' start square (file 5, rank
//     2 for White, rank 7 for Black) if empty, becoming the third pawn of
//     pawns.
//   - A side's King, Prince and Adventitious King are royal only while it
//     has exactly one of them: that one may not be left attacked. Once a
//     game, while so in check, or when its side has no other legal move,
//     the King may trade places with any of its side's pieces.
package tamerlaneref

import (
	"fmt"
	"strconv"
	"strings"
)

const (
	files = 13 // grid columns: camp file f is column f+1
	ranks = 10
)

// piece is a piece: its kind (the FEN symbol in upper case, "K", "PP")
// and side, 0 White, 1 Black; the zero value is an empty square.
type piece struct {
	kind string
	side int
}

// Pos is a position.
type Pos struct {
	b        [files * ranks]piece
	toMove   int
	swapUsed [2]bool
}

func sq(f, r int) int { return r*files + f + 1 }

func fileOf(s int) int { return s%files - 1 }
func rankOf(s int) int { return s / files }

// exists reports whether camp file f, rank r is a square: the camp or a
// citadel.
func exists(f, r int) bool {
	return f >= 0 && f <= 10 && r >= 0 && r <= 9 || f == 11 && r == 1 || f == -1 && r == 8
}

// citadel is the citadel of side c (the one beside its own second rank).
func citadel(c int) int {
	if c == 0 {
		return sq(11, 1)
	}
	return sq(-1, 8)
}

func inCamp(s int) bool { return s != citadel(0) && s != citadel(1) }

var pieceKinds = []string{"K", "S", "A", "F", "V", "Z", "T", "N", "R", "E", "C", "D",
	"PP", "PH", "PQ", "PU", "PJ", "PK", "PF", "PV", "PZ", "PT", "PN", "PR", "PE", "PC", "PD"}

func royal(k string) bool  { return k == "K" || k == "S" || k == "A" }
func immune(k string) bool { return k == "PH" || k == "PU" }
func pawn(k string) bool   { return k[0] == 'P' && k != "PH" && k != "PU" }

// promotes: what each pawn becomes on its last rank.
var promotes = map[string]string{"PP": "PH", "PQ": "PU", "PJ": "A", "PK": "S", "PF": "F", "PV": "V", "PZ": "Z",
	"PT": "T", "PN": "N", "PR": "R", "PE": "E", "PC": "C", "PD": "D"}

// FromFEN reads vdl's FEN of a 13x10 grid whose columns a and m hold the
// citadels (a9, m2) and holes; the seventh field, if present, lists the
// once-per-game rights used ("A": the king's swap).
func FromFEN(fen string) (*Pos, error) {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return nil, fmt.Errorf("fen %q: want at least 2 fields", fen)
	}
	p := &Pos{}
	rows := strings.Split(f[0], "/")
	if len(rows) != ranks {
		return nil, fmt.Errorf("fen %q: want %d ranks", fen, ranks)
	}
	for i, row := range rows {
		r, col := ranks-1-i, 0
		for j := 0; j < len(row); {
			ch := row[j]
			switch {
			case ch >= '0' && ch <= '9':
				k := j
				for k < len(row) && row[k] >= '0' && row[k] <= '9' {
					k++
				}
				n, _ := strconv.Atoi(row[j:k])
				col += n
				j = k
				continue
			case ch == '*':
				col++
				j++
				continue
			}
			sym := row[j : j+1]
			if ch == 'P' || ch == 'p' {
				if j+1 >= len(row) {
					return nil, fmt.Errorf("fen %q: rank %d ends in a pawn's first letter", fen, r+1)
				}
				sym = row[j : j+2]
			}
			j += len(sym)
			side := 0
			if sym[0] >= 'a' {
				side = 1
			}
			kind := strings.ToUpper(sym)
			ok := false
			for _, k := range pieceKinds {
				ok = ok || k == kind
			}
			if !ok || !exists(col-1, r) {
				return nil, fmt.Errorf("fen %q: bad piece %q or square on rank %d", fen, sym, r+1)
			}
			p.b[sq(col-1, r)] = piece{kind, side}
			col++
		}
		if col != files {
			return nil, fmt.Errorf("fen %q: rank %d has %d columns", fen, r+1, col)
		}
	}
	if f[1] == "b" {
		p.toMove = 1
	}
	if len(f) >= 7 && strings.Contains(f[6], "A") {
		p.swapUsed[0] = true
	}
	if len(f) >= 7 && strings.Contains(f[6], "a") {
		p.swapUsed[1] = true
	}
	return p, nil
}

type move struct {
	from, to int
	swap     bool
	becomes  string // the kind the piece turns into, "" for none
	promo    bool   // becomes by reaching the last rank
}

func name(s int) string { return fmt.Sprintf("%c%d", 'a'+fileOf(s)+1, rankOf(s)+1) }

func (m move) String() string {
	s := name(m.from) + name(m.to)
	switch {
	case m.promo:
		s += "+"
	case m.becomes != "":
		s += strings.ToLower(m.becomes)
	}
	return s
}

// forward is side c's forward rank step.
func forward(c int) int { return 1 - 2*c }

var (
	kingSteps  = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	orthSteps  = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	diagSteps  = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	elephant   = [][2]int{{2, 2}, {2, -2}, {-2, 2}, {-2, -2}}
	warEngine  = [][2]int{{2, 0}, {-2, 0}, {0, 2}, {0, -2}}
	knightLeap = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
	camelLeap  = [][2]int{{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}}
)

// targets calls add for every square the piece on s moves or takes to
// (not its teleports or swaps), with capture true when it takes there.
func (p *Pos) targets(s int, add func(to int, capture bool)) {
	pc := p.b[s]
	c := pc.side
	f, r := fileOf(s), rankOf(s)
	// allowed: where the piece may stand.
	allowed := func(t int) bool {
		if royal(pc.kind) {
			return t != citadel(c)
		}
		return pawn(pc.kind) || inCamp(t)
	}
	// land tries (f+df, r+dr): empty or enemy; reports whether it is empty.
	land := func(ff, rr int) bool {
		if !exists(ff, rr) {
			return false
		}
		t := sq(ff, rr)
		q := p.b[t]
		if q.kind == "" {
			if allowed(t) {
				add(t, false)
			}
			return true
		}
		if q.side != c && !immune(q.kind) && allowed(t) {
			add(t, true)
		}
		return false
	}
	leaps := func(vs [][2]int) {
		for _, v := range vs {
			land(f+v[0], r+v[1])
		}
	}
	switch pc.kind {
	case "K", "S", "A":
		leaps(kingSteps)
	case "F":
		leaps(diagSteps)
	case "V":
		leaps(orthSteps)
	case "E":
		leaps(elephant)
	case "D":
		leaps(warEngine)
	case "N":
		leaps(knightLeap)
	case "C":
		leaps(camelLeap)
	case "R":
		for _, v := range orthSteps {
			for k := 1; land(f+k*v[0], r+k*v[1]); k++ {
			}
		}
	case "T":
		for _, v := range diagSteps {
			if !exists(f+v[0], r+v[1]) || p.b[sq(f+v[0], r+v[1])].kind != "" {
				continue
			}
			for k := 2; land(f+k*v[0], r+k*v[1]); k++ {
			}
		}
	case "Z":
		for _, d := range diagSteps {
			f1, r1 := f+d[0], r+d[1]
			if !exists(f1, r1) || p.b[sq(f1, r1)].kind != "" {
				continue
			}
			for _, o := range [][2]int{{d[0], 0}, {0, d[1]}} {
				clear := true
				for k := 1; k <= 2; k++ {
					if !exists(f1+k*o[0], r1+k*o[1]) || p.b[sq(f1+k*o[0], r1+k*o[1])].kind != "" {
						clear = false
					}
				}
				if !clear {
					continue
				}
				for k := 3; land(f1+k*o[0], r1+k*o[1]); k++ {
				}
			}
		}
	case "PH", "PU":
	default: // the pawns
		fw := forward(c)
		if exists(f, r+fw) && p.b[sq(f, r+fw)].kind == "" {
			add(sq(f, r+fw), false)
		}
		for _, df := range []int{-1, 1} {
			if exists(f+df, r+fw) {
				if q := p.b[sq(f+df, r+fw)]; q.kind != "" && q.side != c && !immune(q.kind) {
					add(sq(f+df, r+fw), true)
				}
			}
		}
	}
}

// royals lists side c's royal-kind pieces.
func (p *Pos) royals(c int) []int {
	var out []int
	for s, pc := range p.b {
		if pc.kind != "" && pc.side == c && royal(pc.kind) {
			out = append(out, s)
		}
	}
	return out
}

// attacked reports whether a piece of side by takes on s.
func (p *Pos) attacked(s, by int) bool {
	hit := false
	for t, pc := range p.b {
		if pc.kind == "" || pc.side != by || hit {
			continue
		}
		p.targets(t, func(to int, capture bool) {
			if capture && to == s {
				hit = true
			}
		})
	}
	return hit
}

// inCheck reports whether side c has exactly one royal and it is
// attacked.
func (p *Pos) inCheck(c int) bool {
	rs := p.royals(c)
	return len(rs) == 1 && p.attacked(rs[0], 1-c)
}

// over reports whether a king stands in its opponent's citadel.
func (p *Pos) over() bool {
	for c := range 2 {
		if q := p.b[citadel(1-c)]; q.kind != "" && q.side == c {
			return true
		}
	}
	return false
}

func (p *Pos) pseudo() []move {
	c := p.toMove
	var ms []move
	for s, pc := range p.b {
		if pc.kind == "" || pc.side != c {
			continue
		}
		p.targets(s, func(to int, capture bool) {
			m := move{from: s, to: to}
			last := rankOf(to) == 9
			if c == 1 {
				last = rankOf(to) == 0
			}
			if pawn(pc.kind) && last {
				m.becomes, m.promo = promotes[pc.kind], true
			}
			ms = append(ms, m)
		})
		switch pc.kind {
		case "PH":
			for t := range p.b {
				f, r := fileOf(t), rankOf(t)
				if !exists(f, r) || !inCamp(t) || p.b[t].kind != "" {
					continue
				}
				n := 0
				for _, df := range []int{-1, 1} {
					ff, rr := f+df, r+forward(c)
					if !exists(ff, rr) {
						continue
					}
					if q := p.b[sq(ff, rr)]; q.kind != "" && q.side != c && !immune(q.kind) {
						n++
					}
				}
				if n >= 2 {
					ms = append(ms, move{from: s, to: t, becomes: "PQ"})
				}
			}
		case "PU":
			home := sq(5, 2)
			if c == 1 {
				home = sq(5, 7)
			}
			if p.b[home].kind == "" {
				ms = append(ms, move{from: s, to: home, becomes: "PJ"})
			}
		case "K":
			if p.inCheck(c) {
				ms = p.swaps(ms, s)
			}
		}
	}
	return ms
}

// swaps appends the King on s's swaps with every piece of its side, if
// its side has not swapped yet.
func (p *Pos) swaps(ms []move, s int) []move {
	c := p.b[s].side
	if p.swapUsed[c] {
		return ms
	}
	for t, q := range p.b {
		if q.kind != "" && q.side == c && t != s {
			ms = append(ms, move{from: s, to: t, swap: true})
		}
	}
	return ms
}

func (p *Pos) play(m move) *Pos {
	q := *p
	pc := q.b[m.from]
	if m.swap {
		q.b[m.from], q.b[m.to] = q.b[m.to], pc
		q.swapUsed[pc.side] = true
	} else {
		if m.becomes != "" {
			pc.kind = m.becomes
		}
		q.b[m.from], q.b[m.to] = piece{}, pc
	}
	q.toMove = 1 - p.toMove
	return &q
}

// moves returns the legal moves: none once a king is in its opponent's
// citadel.
func (p *Pos) moves() ([]move, []*Pos) {
	if p.over() {
		return nil, nil
	}
	ms, ps := p.legal(p.pseudo())
	if len(ms) == 0 {
		// No move: the King may swap, to escape stalemate.
		var sw []move
		for s, pc := range p.b {
			if pc.kind == "K" && pc.side == p.toMove {
				sw = p.swaps(sw, s)
			}
		}
		ms, ps = p.legal(sw)
	}
	return ms, ps
}

// legal keeps the moves of ms that leave the mover's royal safe, with
// the positions after them.
func (p *Pos) legal(pseudo []move) ([]move, []*Pos) {
	var ms []move
	var ps []*Pos
	for _, m := range pseudo {
		q := p.play(m)
		if q.inCheck(p.toMove) {
			continue
		}
		ms = append(ms, m)
		ps = append(ps, q)
	}
	return ms, ps
}

// Legal returns the legal moves in vdl's coordinate notation: a map
// promotion ends in "+", a teleport names the kind it becomes.
func (p *Pos) Legal() []string {
	ms, _ := p.moves()
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// Perft counts the leaf nodes of the legal move tree to depth d.
func (p *Pos) Perft(d int) int {
	if d == 0 {
		return 1
	}
	_, ps := p.moves()
	if d == 1 {
		return len(ps)
	}
	n := 0
	for _, q := range ps {
		n += q.Perft(d - 1)
	}
	return n
}

// Children returns the positions after each legal move, by the move's
// name (as Legal writes it).
func (p *Pos) Children() map[string]*Pos {
	ms, ps := p.moves()
	out := make(map[string]*Pos, len(ms))
	for i, m := range ms {
		out[m.String()] = ps[i]
	}
	return out
}
