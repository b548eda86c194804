package interp

import (
	"math/bits"
	"sync/atomic"
)

// bbPos is a position of a bitboard game (bitboard.go).
type bbPos struct {
	byType  [bbMaxTypes]uint64
	byColor [2]uint64
	board   [64]int8 // type, -1 for an empty square
	virgin  uint64   // unmoved pieces, as Position.virgin
	ep      int8     // the en-passant square open to the side to move, -1 none
	epVic   int8     // the piece a capture there takes
	side    uint8
	king    [2]int8 // each side's royal piece
}

// Kinds of bitboard move.
const (
	bbNormal uint8 = iota // quiet or capture
	bbDouble              // a double step, which may open a square to en passant
	bbEP                  // an en-passant capture
	bbCastle              // king from -> to, partner on aux
)

type bbMove struct {
	from, to int8
	kind     uint8
	promo    int8 // the type promoted to, -1 none
	aux      int8 // castling: the partner's square
}

func (b *bbGame) slideUp(d, s int, occ uint64) uint64 {
	r := b.rays[d][s]
	if x := r & occ; x != 0 {
		r ^= b.rays[d][bits.TrailingZeros64(x)]
	}
	return r
}

func (b *bbGame) slideDown(d, s int, occ uint64) uint64 {
	r := b.rays[d][s]
	if x := r & occ; x != 0 {
		r ^= b.rays[d][63-bits.LeadingZeros64(x)]
	}
	return r
}

// rookAtt and bishAtt are the squares a rook (bishop) on s reaches.
func (b *bbGame) rookAtt(s int, occ uint64) uint64 {
	return b.slideUp(0, s, occ) | b.slideUp(2, s, occ) | b.slideDown(5, s, occ) | b.slideDown(7, s, occ)
}

func (b *bbGame) bishAtt(s int, occ uint64) uint64 {
	return b.slideUp(1, s, occ) | b.slideUp(3, s, occ) | b.slideDown(4, s, occ) | b.slideDown(6, s, occ)
}

// attackers is the set of colour c's pieces that attack s with the board
// occupied as occ; rq and bq are c's rook and bishop sliders.
func (b *bbGame) attackers(p *bbPos, s int, occ uint64, c int, rq, bq uint64) uint64 {
	var a uint64
	if rq != 0 {
		a = b.rookAtt(s, occ) & rq
	}
	if bq != 0 {
		a |= b.bishAtt(s, occ) & bq
	}
	col := p.byColor[c]
	base := c * b.nTypes
	for _, t := range b.leapers[c] {
		a |= b.revAtk[base+int(t)][s] & p.byType[t] & col
	}
	return a
}

// sliders returns colour c's rook and bishop sliders.
func (b *bbGame) slidersOf(p *bbPos, c int) (rq, bq uint64) {
	for _, t := range b.rookTypes {
		rq |= p.byType[t]
	}
	for _, t := range b.bishTypes {
		bq |= p.byType[t]
	}
	col := p.byColor[c]
	return rq & col, bq & col
}

// inCheck reports whether colour c's royal is attacked.
func (b *bbGame) inCheck(p *bbPos, c int) bool {
	rq, bq := b.slidersOf(p, c^1)
	return b.attackers(p, int(p.king[c]), p.byColor[0]|p.byColor[1], c^1, rq, bq) != 0
}

// bbAdd counts or appends the moves from from to the squares of dests:
// one per promotion choice (and one staying) where they land in the zone.
func (b *bbGame) bbAdd(n uint64, ml []bbMove, count bool, i, from int, dests uint64, kind uint8) (uint64, []bbMove) {
	zone := b.promo[i]
	if count {
		n += uint64(bits.OnesCount64(dests &^ zone))
		if z := dests & zone; z != 0 {
			k := len(b.promoChoices[i])
			if b.promoStay[i] {
				k++
			}
			n += uint64(bits.OnesCount64(z) * k)
		}
		return n, ml
	}
	for ; dests != 0; dests &= dests - 1 {
		to := bits.TrailingZeros64(dests)
		if zone&(1<<uint(to)) == 0 {
			ml = append(ml, bbMove{from: int8(from), to: int8(to), kind: kind, promo: -1})
			continue
		}
		for _, ch := range b.promoChoices[i] {
			ml = append(ml, bbMove{from: int8(from), to: int8(to), kind: kind, promo: ch})
		}
		if b.promoStay[i] {
			ml = append(ml, bbMove{from: int8(from), to: int8(to), kind: kind, promo: -1})
		}
	}
	return n, ml
}

// gen counts the legal moves of p (count true) or appends them to ml.
// Checks and pins give each piece the squares it may go to; the king's
// moves test their destinations, and the rare moves (en passant,
// castling) are made and tested.
func (b *bbGame) gen(p *bbPos, ml []bbMove, count bool) (uint64, []bbMove) {
	us := int(p.side)
	them := us ^ 1
	nt := b.nTypes
	own, enemy := p.byColor[us], p.byColor[them]
	occ := own | enemy
	empty := b.full &^ occ
	erq, ebq := b.slidersOf(p, them)
	k := int(p.king[us])
	kb := uint64(1) << uint(k)
	royal := int(b.royal)
	checkers := b.attackers(p, k, occ, them, erq, ebq)
	var n uint64

	// The royal's moves.
	ki := us*nt + royal
	var ksl uint64
	if b.rookT[royal] {
		ksl = b.rookAtt(k, occ)
	}
	if b.bishT[royal] {
		ksl |= b.bishAtt(k, occ)
	}
	kd := ((b.quiet[ki][k]|ksl)&empty | (b.capt[ki][k]|ksl)&enemy)
	occNoK := occ ^ kb
	for a := kd; a != 0; a &= a - 1 {
		to := bits.TrailingZeros64(a)
		if b.attackers(p, to, occNoK, them, erq, ebq) != 0 {
			kd &^= 1 << uint(to)
		}
	}
	n, ml = b.bbAdd(n, ml, count, ki, k, kd, bbNormal)
	if checkers&(checkers-1) != 0 {
		return n, ml // double check: only the royal moves
	}
	mask := b.full
	if checkers != 0 {
		mask = checkers
		c := bits.TrailingZeros64(checkers)
		if b.revAtk[them*nt+int(p.board[c])][k]&checkers == 0 {
			mask |= b.between[k][c] // a slider: its line may be blocked
		}
	}
	// A pinned piece stays between the royal and its pinner, or takes
	// the pinner: a leaper along the line (a D on one rank) may not jump
	// past it.
	var pinned uint64
	var pins [8]struct{ piece, stay uint64 }
	np := 0
	for sn := b.rookE[k]&erq | b.bishE[k]&ebq; sn != 0; sn &= sn - 1 {
		s := bits.TrailingZeros64(sn)
		if bw := b.between[k][s] & occ; bw != 0 && bw&(bw-1) == 0 && bw&own != 0 && np < len(pins) {
			pinned |= bw
			pins[np].piece, pins[np].stay = bw, b.between[k][s]|1<<uint(s)
			np++
		}
	}
	for t := 0; t < nt; t++ {
		bbs := p.byType[t] & own
		if t == royal || bbs == 0 {
			continue
		}
		i := us*nt + t
		rook, bish := b.rookT[t], b.bishT[t]
		for ; bbs != 0; bbs &= bbs - 1 {
			from := bits.TrailingZeros64(bbs)
			fb := uint64(1) << uint(from)
			lim := mask
			if pinned&fb != 0 {
				for j := 0; j < np; j++ {
					if pins[j].piece == fb {
						lim &= pins[j].stay
					}
				}
			}
			var sl uint64
			if rook {
				sl = b.rookAtt(from, occ)
			}
			if bish {
				sl |= b.bishAtt(from, occ)
			}
			d := ((b.quiet[i][from]|sl)&empty | (b.capt[i][from]|sl)&enemy) & lim
			if count && b.promo[i] == 0 {
				n += uint64(bits.OnesCount64(d))
			} else {
				n, ml = b.bbAdd(n, ml, count, i, from, d, bbNormal)
			}
			if to := b.dblTo[i][from]; to >= 0 && b.dblFrom[i]&fb != 0 && (!b.dblInitial[i] || p.virgin&fb != 0) {
				tb := uint64(1) << uint(to)
				if empty&(1<<uint(b.dblMid[i][from])) != 0 && empty&tb&lim != 0 {
					n, ml = b.bbAdd(n, ml, count, i, from, tb, bbDouble)
				}
			}
			if p.ep >= 0 && b.epCap[i][from]&(1<<uint(p.ep)) != 0 && empty&(1<<uint(p.ep)) != 0 {
				q := *p
				b.apply(&q, bbMove{from: int8(from), to: p.ep, kind: bbEP, promo: -1})
				if !b.inCheck(&q, us) {
					n, ml = b.bbAdd(n, ml, count, i, from, 1<<uint(p.ep), bbEP)
				}
			}
		}
	}
	if b.castle && checkers == 0 && p.virgin&kb != 0 && p.virgin&own&b.rankOf[k]&^kb != 0 {
		n, ml = b.castling(p, n, ml, count, k, occ, erq, ebq)
	}
	return n, ml
}

// castling counts or appends the castling moves of the royal on k, which
// is unmoved and not in check, as genCastling does.
func (b *bbGame) castling(p *bbPos, n uint64, ml []bbMove, count bool, k int, occ, erq, ebq uint64) (uint64, []bbMove) {
	us := int(p.side)
	own := p.byColor[us]
	kf, row := k%b.files, k-k%b.files
	for side := 0; side < 2; side++ {
		if !b.castleSides[side] {
			continue
		}
		dir := 1 - 2*side
		for f := kf + dir; f >= 0 && f < b.files; f += dir {
			r := row + f
			rb := uint64(1) << uint(r)
			if own&rb == 0 || p.virgin&rb == 0 || !b.castleRook[p.board[r]] {
				continue
			}
			kd, rd := row+b.castleKing[side], row+b.castleRookF[side]
			if (bbSpan(k, kd)|bbSpan(r, rd))&occ&^(rb|1<<uint(k)) != 0 {
				continue
			}
			step := 1
			if kd < k {
				step = -1
			}
			safe := true
			for s := k; s != kd && safe; {
				s += step
				safe = b.attackers(p, s, occ, us^1, erq, ebq) == 0
			}
			if !safe {
				continue
			}
			m := bbMove{from: int8(k), to: int8(kd), kind: bbCastle, promo: -1, aux: int8(r)}
			q := *p
			b.apply(&q, m)
			if b.inCheck(&q, us) {
				continue
			}
			if count {
				n++
			} else {
				ml = append(ml, m)
			}
		}
	}
	return n, ml
}

// bbSpan is the squares from a to b, both included, on one rank.
func bbSpan(a, b int) uint64 {
	if a > b {
		a, b = b, a
	}
	return (uint64(1)<<uint(b+1) - 1) &^ (uint64(1)<<uint(a) - 1)
}

// apply plays m on q, as Make would.
func (b *bbGame) apply(q *bbPos, m bbMove) {
	us := int(q.side)
	them := us ^ 1
	from, to := int(m.from), int(m.to)
	fb, tb := uint64(1)<<uint(from), uint64(1)<<uint(to)
	t := q.board[from]
	q.ep = -1
	q.side ^= 1
	switch m.kind {
	case bbCastle:
		r := int(m.aux)
		side := 0
		if r < from {
			side = 1
		}
		rd := to - to%b.files + b.castleRookF[side]
		rb, rdb := uint64(1)<<uint(r), uint64(1)<<uint(rd)
		rt := q.board[r]
		q.byType[t] &^= fb
		q.byType[rt] &^= rb
		q.byColor[us] &^= fb | rb
		q.board[from], q.board[r] = -1, -1
		q.byType[t] |= tb
		q.byType[rt] |= rdb
		q.byColor[us] |= tb | rdb
		q.board[to], q.board[rd] = t, rt
		q.virgin &^= fb | tb | rb
		q.king[us] = int8(to)
		return
	case bbEP:
		v := int(q.epVic)
		vb := uint64(1) << uint(v)
		q.byType[q.board[v]] &^= vb
		q.byColor[them] &^= vb
		q.board[v] = -1
		q.virgin &^= vb
	}
	if c := q.board[to]; c >= 0 {
		q.byType[c] &^= tb
		q.byColor[them] &^= tb
	}
	nt := t
	if m.promo >= 0 {
		nt = m.promo
	}
	q.byType[t] &^= fb
	q.byType[nt] |= tb
	q.byColor[us] = q.byColor[us]&^fb | tb
	q.board[from], q.board[to] = -1, nt
	q.virgin &^= fb | tb
	if b.positional[nt] && b.startBB[us][nt]&tb != 0 {
		q.virgin |= tb
	}
	if t == b.royal {
		q.king[us] = int8(to)
	}
	if m.kind == bbDouble {
		if i := us*b.nTypes + int(t); b.dblEP[i] {
			q.ep, q.epVic = b.dblMid[i][from], int8(to)
		}
	}
}

// bbFromPosition turns p into a bitboard position, ok false if the path
// cannot count it: not exactly one royal a side, several en-passant
// squares, or the side that has just moved left in check.
func (b *bbGame) fromPosition(p *Position) (q bbPos, ok bool) {
	if p.epN > 1 || p.enemy != 0 || p.raw {
		return q, false
	}
	for i := range q.board {
		q.board[i] = -1
	}
	q.ep, q.epVic = -1, -1
	q.side = uint8(p.side)
	for s, cell := range p.board {
		if cell < firstCell {
			continue
		}
		t, c := cellType(cell), cellColor(cell)
		bit := uint64(1) << uint(s)
		q.byType[t] |= bit
		q.byColor[c] |= bit
		q.board[s] = int8(t)
		if p.virgin[s] {
			q.virgin |= bit
		}
	}
	for c := 0; c < 2; c++ {
		kings := q.byType[b.royal] & q.byColor[c]
		if bits.OnesCount64(kings) != 1 {
			return q, false
		}
		q.king[c] = int8(bits.TrailingZeros64(kings))
	}
	if p.epN == 1 {
		e, v := p.epSq[0], p.epVic[0]
		if cell := p.board[v]; cell >= firstCell && cellColor(cell) != p.side && p.board[e] == cellEmpty {
			q.ep, q.epVic = int8(e), int8(v)
		}
	}
	if b.inCheck(&q, p.side^1) {
		return q, false
	}
	return q, true
}

// bbRun is the state of one bitboard perft count (perftRun's): a
// position and a move list per ply, so that nothing is allocated on the
// way (a position passed down by address would be moved to the heap).
type bbRun struct {
	pos     []bbPos
	bufs    [][]bbMove
	stop    *atomic.Bool
	polls   uint32
	stopped bool
}

func newBBRun(p bbPos, plies int, stop *atomic.Bool) *bbRun {
	r := &bbRun{pos: make([]bbPos, plies+1), bufs: make([][]bbMove, plies+1), stop: stop}
	for i := range r.bufs {
		r.bufs[i] = make([]bbMove, 0, 256)
	}
	r.pos[plies] = p
	return r
}

// perft counts the leaves depth plies below r.pos[depth].
func (b *bbGame) perft(depth int, r *bbRun) uint64 {
	if r.stop != nil {
		if r.polls++; r.polls&perftPoll == 0 && r.stop.Load() {
			r.stopped = true
		}
		if r.stopped {
			return 0
		}
	}
	p := &r.pos[depth]
	if depth == 1 {
		n, _ := b.gen(p, nil, true)
		return n
	}
	_, ml := b.gen(p, r.bufs[depth][:0], false)
	r.bufs[depth] = ml[:0]
	q := &r.pos[depth-1]
	var n uint64
	for _, m := range ml {
		*q = *p
		b.apply(q, m)
		n += b.perft(depth-1, r)
	}
	return n
}
