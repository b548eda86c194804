package interp

import (
	"fmt"
	"sync"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Chain captures (ir.Move.Chain): draughts' multiple jump. A chain move is
// a walk with locust legs; where it ends, the piece goes on with any chain
// move of its own, and the sequence ends, as one move, only where none can
// go on. The pieces taken stay on the board until the move ends, as
// blockers no leg may pass, land on or take again (while the walk is
// generated they are holes). Two sequences of one piece that take the same
// pieces and end on the same square are one move.
//
// A chain move is a locust move (sideLocust): up to ir.MaxKills victims
// are in Aux as locust victims are; a longer list is interned in
// chainStore, and Aux holds its length << chainCountShift | its index,
// with sideChain set as well.

// sideChain marks a locust move whose victims are interned (chainStore).
const sideChain = 16

const (
	chainCountShift = 24
	chainIndexMask  = 1<<chainCountShift - 1
)

// chainStore interns victim lists longer than a move carries: entry i is
// sq[off[i]:off[i+1]], found by the order-free hash of its squares. It is
// shared by every game (a list is only squares) and only grows; lists of
// more than ir.MaxKills victims are rare, so the lock costs nothing
// measurable.
var chainStore struct {
	sync.Mutex
	sq    []Square
	off   []int32
	byKey map[uint64][]int32
}

// chainKey is an order-free hash of a set of squares.
func chainKey(v []Square) uint64 {
	var h uint64
	for _, s := range v {
		x := uint64(s) + 0x9e3779b97f4a7c15
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		h += x ^ x>>31
	}
	return h
}

// internChain returns the index of the victim set v (in the order first
// seen), adding it if new.
func internChain(v []Square) int32 {
	k := chainKey(v)
	cs := &chainStore
	cs.Lock()
	defer cs.Unlock()
	for _, i := range cs.byKey[k] {
		if sameSet(cs.sq[cs.off[i]:cs.off[i+1]], v) {
			return i
		}
	}
	if cs.byKey == nil {
		cs.byKey = map[uint64][]int32{}
		cs.off = []int32{0}
	}
	i := int32(len(cs.off) - 1)
	if i > chainIndexMask {
		panic("interp: too many distinct chain captures")
	}
	cs.sq = append(cs.sq, v...)
	cs.off = append(cs.off, int32(len(cs.sq)))
	cs.byKey[k] = append(cs.byKey[k], i)
	return i
}

// chainVictims appends the interned victims of entry i to out.
func chainVictims(i int32, out []Square) []Square {
	cs := &chainStore
	cs.Lock()
	out = append(out, cs.sq[cs.off[i]:cs.off[i+1]]...)
	cs.Unlock()
	return out
}

// sameSet reports whether a and b hold the same squares (each without
// repeats).
func sameSet(a, b []Square) bool {
	if len(a) != len(b) {
		return false
	}
	for _, s := range a {
		found := false
		for _, x := range b {
			if x == s {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// checkChain rejects chain moves the interpreter cannot follow: each must
// take at least one piece (so that a sequence ends) and end on an empty
// square.
func checkChain(m ir.Move) error {
	if !m.Chain {
		if m.ChainStopsOnPromotion || m.ChainRemovesAtOnce {
			return fmt.Errorf("a chain option on a move that is not a chain")
		}
		return nil
	}
	takes := false
	for i, l := range m.Legs {
		if l.Kill && l.End == ir.Enemy && i < len(m.Legs)-1 {
			takes = true
		}
	}
	if !takes {
		return fmt.Errorf("a chain move must take a piece on the way (a kill leg ending on an enemy), or it could go on for ever")
	}
	if !m.Final.Move || m.Final.Capture || m.Final.EnPassant {
		return fmt.Errorf("a chain move must end on an empty square (final modality move only)")
	}
	return nil
}

// chainKill goes on with leg li+1 of the chain walk w from s after leg li
// took the enemy piece on s: the piece stays, as a hole, for the rest of
// the sequence, or with ChainRemovesAtOnce leaves (the square is empty).
func (p *Position) chainKill(ml []Move, from, s Square, w *walk, li, t, c int) []Move {
	if !p.mayCapture(s, t) {
		return ml
	}
	if w.extra >= 0 {
		if vi := p.g.moves.extras[w.extra].victims; vi >= 0 && !p.g.moves.victims[vi][cellType(p.board[s])] {
			return ml
		}
	}
	p.chainSq = append(p.chainSq, s)
	p.chainCell = append(p.chainCell, p.board[s])
	p.board[s] = cellHole
	if w.chainNow {
		p.board[s] = cellEmpty
	}
	ml = p.walkLeg(ml, from, s, w, li+1, t, c)
	n := len(p.chainSq) - 1
	p.board[s] = p.chainCell[n]
	p.chainSq, p.chainCell = p.chainSq[:n], p.chainCell[:n]
	return ml
}

// chainLand is where a chain walk lands on s: the piece goes on with every
// chain move it has from there, and the sequence ends on s if none can
// (or, with ChainStopsOnPromotion, if s promotes it).
func (p *Position) chainLand(ml []Move, from, s Square, w *walk, t, c int) []Move {
	if p.board[s] != cellEmpty {
		return ml
	}
	p.chainLands++
	if w.chainStop && p.g.InPromotionZone(c, t, s) {
		return p.addChain(ml, from, s, w, t, c)
	}
	before := p.chainLands
	walks := p.g.moves.walks[c*p.g.nTypes+t]
	for wi := range walks {
		cw := &walks[wi]
		if !cw.chain || cw.flags&fInitial != 0 && !p.virgin[from] || cw.from != nil && !cw.from[s] {
			continue
		}
		ml = p.walkLeg(ml, from, s, cw, 0, t, c)
	}
	if p.chainLands == before {
		ml = p.addChain(ml, from, s, w, t, c)
	}
	return ml
}

// addChain adds the sequence that ends on to, taking p.chainSq, unless
// the piece has already a move taking the same pieces to the same square.
// A sequence that ends on the square of a piece it took (gone at once:
// ChainRemovesAtOnce) takes that one as a plain capture does, the mover
// standing where it stood, and the others on the way.
func (p *Position) addChain(ml []Move, from, to Square, w *walk, t, c int) []Move {
	v, kind, onTo := p.chainSq, Quiet, -1
	for i, s := range v {
		if s == to {
			onTo = i
		}
	}
	if onTo >= 0 {
		p.chainTmp = append(append(p.chainTmp[:0], v[:onTo]...), v[onTo+1:]...)
		v, kind = p.chainTmp, Capture
	}
	var a uint32
	side := uint8(sideLocust)
	switch {
	case len(v) == 0:
		side = 0
	case len(v) <= ir.MaxKills && p.g.size() < killMask:
		for i := len(v) - 1; i >= 0; i-- {
			a = a<<killBits | uint32(v[i]+1)
		}
	default:
		a = uint32(len(v))<<chainCountShift | uint32(internChain(v))
		side |= sideChain
	}
	var buf [ir.MaxKills]Square
	for i := p.chainStart; i < len(ml); i++ {
		m := ml[i]
		if m.To != to || m.From != from || m.Kind != kind || m.side&(sideLocust|sideChain) != side {
			continue
		}
		if side&sideChain != 0 && uint32(m.Aux) == a || side == sideLocust && sameSet(m.Kills(buf[:0]), v) || side == 0 {
			return ml
		}
	}
	start := len(ml)
	if kind == Capture {
		p.board[to] = p.chainCell[onTo] // seen by promotions and victim rules
	}
	ml = p.add(ml, Move{From: from, To: to, Kind: kind}, t, c, w.extra)
	if kind == Capture {
		p.board[to] = cellEmpty
	}
	for i := start; i < len(ml); i++ {
		ml[i].Aux, ml[i].side = int32(a), ml[i].side|side
	}
	return ml
}

// victimCount is how many pieces m takes: on its destination or en
// passant, and on the way.
func (m Move) victimCount() int {
	n := 0
	if m.Kind == Capture || m.Kind == EnPassant {
		n = 1
	}
	if m.side&sideLocust == 0 || m.Kind == Castle {
		return n
	}
	if m.side&sideChain != 0 {
		return n + int(uint32(m.Aux)>>chainCountShift)
	}
	for a := uint32(m.Aux); a != 0; a >>= killBits {
		n++
	}
	return n
}
