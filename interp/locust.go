package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Locust captures (ir.Leg.Kill): a walk leg that ends on an enemy piece
// takes it and the walk goes on. The move carries the victims' squares in
// Aux, which such moves do not otherwise use (they set no en-passant
// squares and are neither castling nor en passant), each as square + 1 in
// killBits bits, and says so with sideLocust in Move.side.

// sideLocust marks a move whose Aux holds locust victims.
const sideLocust = 8

const (
	killBits = 10
	killMask = 1<<killBits - 1
)

// hasKill reports whether a move makes locust captures.
func hasKill(m ir.Move) bool {
	for _, l := range m.Legs {
		if l.Kill {
			return true
		}
	}
	return false
}

// checkKills rejects locust moves the interpreter cannot carry.
func (g *Game) checkKills(m ir.Move) error {
	n := 0
	for i, l := range m.Legs {
		if !l.Kill {
			continue
		}
		n++
		if i == len(m.Legs)-1 {
			return fmt.Errorf("a locust capture (kill) on the last leg: the move's final modality captures there")
		}
		if l.End != ir.Enemy && l.End != ir.EmptyOrEnemy {
			return fmt.Errorf("a locust capture (kill) on a leg ending on %q: expected enemy or empty-or-enemy", l.End)
		}
	}
	if n > ir.MaxKills {
		return fmt.Errorf("%d locust captures in one move: at most %d", n, ir.MaxKills)
	}
	if n > 0 && g.size() >= killMask && !m.Chain {
		return fmt.Errorf("locust captures on a board of %d cells: at most %d", g.size(), killMask-1)
	}
	return nil
}

// Kills appends to out the squares of the pieces m takes by locust
// captures.
func (m Move) Kills(out []Square) []Square {
	if m.side&sideLocust == 0 {
		return out
	}
	if m.side&sideChain != 0 {
		return chainVictims(m.Aux&chainIndexMask, out)
	}
	for a := uint32(m.Aux); a != 0; a >>= killBits {
		out = append(out, Square(a&killMask)-1)
	}
	return out
}

// kills reports whether the locust move m takes the piece on s.
func (m Move) kills(s Square) bool {
	if m.side&sideChain != 0 {
		var buf [16]Square
		for _, k := range m.Kills(buf[:0]) {
			if k == s {
				return true
			}
		}
		return false
	}
	for a := uint32(m.Aux); a != 0; a >>= killBits {
		if Square(a&killMask)-1 == s {
			return true
		}
	}
	return false
}

// walkKill goes on with leg li+1 of w from s after leg li took the enemy
// piece on s, unless that piece may not be taken. The later legs see s
// empty.
func (p *Position) walkKill(ml []Move, from, s Square, w *walk, li, t, c int) []Move {
	if !p.mayCapture(s, t) {
		return ml
	}
	if w.extra >= 0 {
		if vi := p.g.moves.extras[w.extra].victims; vi >= 0 && !p.g.moves.victims[vi][cellType(p.board[s])] {
			return ml
		}
	}
	// The victim is gone for the rest of the walk, as the mover's own
	// square is: a later leg may pass or land there, but never take it
	// again (once it took it twice, and make removed a piece not there).
	p.kills[p.nKills], p.killCells[p.nKills] = s, p.board[s]
	p.board[s] = cellEmpty
	p.nKills++
	ml = p.walkLeg(ml, from, s, w, li+1, t, c)
	p.nKills--
	p.board[s] = p.killCells[p.nKills]
	return ml
}

// addLocust is addFinal for a walk with locust legs: the moves it adds
// carry the victims taken on the way. A walk that ends on the square of
// one of them (gone, so the last leg must be one that may end on an empty
// square) takes that one as a plain capture does, the mover standing
// where it stood, and the others as locust victims.
func (p *Position) addLocust(ml []Move, from, to Square, w *walk, t, c int) []Move {
	start := len(ml)
	var a uint32
	for i := p.nKills - 1; i >= 0; i-- {
		if p.kills[i] == to {
			if w.flags&fMove == 0 {
				return ml
			}
			p.board[to] = p.killCells[i] // seen by promotions and victim rules
			ml = p.add(ml, Move{From: from, To: to, Kind: Capture}, t, c, w.extra)
			p.board[to] = cellEmpty
			continue
		}
		a = a<<killBits | uint32(p.kills[i]+1)
	}
	if len(ml) == start {
		ml = p.addFinal(ml, from, to, w.flags, w.extra, t, c, -1)
	}
	if a == 0 {
		return ml
	}
	for i := start; i < len(ml); i++ {
		ml[i].Aux, ml[i].side = int32(a), ml[i].side|sideLocust
	}
	return ml
}

// makeKills takes the locust victims of m off the board and returns how
// many went (onto the effect stack, which Unmake pops).
func (p *Position) makeKills(m Move) int {
	if m.side&sideChain != 0 {
		var buf [16]Square
		v := m.Kills(buf[:0])
		for _, s := range v {
			p.takeAside(s)
		}
		return len(v)
	}
	n := 0
	for a := uint32(m.Aux); a != 0; a >>= killBits {
		p.takeAside(Square(a&killMask) - 1)
		n++
	}
	return n
}

// locustString writes a locust move leg by leg through its victims, as
// XBoard writes a Lion's double move: "e4e5,e5e6" (take on e5, go on to
// e6), "e4e5,e5e4" (take on e5 and come back).
func (g *Game) locustString(m Move) string {
	var buf [16]Square
	s, at := "", m.From
	for _, k := range m.Kills(buf[:0]) {
		s += g.squareName(at) + g.squareName(k) + ","
		at = k
	}
	return s + g.squareName(at) + g.squareName(m.To)
}
