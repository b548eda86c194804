package search

import (
	"math/bits"

	"github.com/vdl-chess/vdl/interp"
)

// Safe drop checks in the king danger (kingsafety.go), as Fairy-Stockfish
// counts them in games with drops: a piece in the enemy's hand that may
// come down next to the royal and give check there, on an empty square
// where it is safe, is the threat that starts a mating attack. A square
// next to the royal (one of its own moves away) is safe when the
// attacker already reaches it (the royal cannot take the dropped piece
// for free); one two moves away when the defender does not reach it.
// Only checks from within two of the royal's moves are counted: a leap
// (a knight's) from two away, any move from next to it; a rider's check
// from afar, which a single piece may block, is left to the search.

// Weights of a safe drop check, in danger units: dropCheckBase plus the
// dropped piece's value over dropCheckValueDiv, half as much again where
// a type has two safe squares or more.
const (
	dropCheckBase     = 200
	dropCheckValueDiv = 2
)

// checkSquare is a square from which the types in mask (bits by index in
// dangerTables.hand) give check to a royal, adjacent or two moves away.
type checkSquare struct {
	s        interp.Square
	mask     uint64
	adjacent bool
}

// dropChecksTables fills kt.checkFrom and kt.checkUnits: for each
// attacking colour and royal square, the squares a piece of a type it may
// hold would check the royal from on an empty board (the move from two
// away a leap: it still reaches the royal with every square next to its
// own start taken).
func (e *Evaluator) dropCheckTables(kt *dangerTables) {
	if len(kt.hand) == 0 || len(kt.hand) > 64 {
		return
	}
	g := e.g
	kt.checkUnits = make([]int, len(kt.hand))
	for i, t := range kt.hand {
		kt.checkUnits[i] = dropCheckBase + e.Values[t]/dropCheckValueDiv
	}
	p := g.EmptyPosition()
	for a := 0; a < 2; a++ {
		kt.checkFrom[a] = make([][]checkSquare, e.size)
		for i, t := range kt.hand {
			for s := 0; s < e.size; s++ {
				if g.IsHole(interp.Square(s)) {
					continue
				}
				open := reachFrom(p, interp.Square(s), t, a, nil)
				var closed []bool
				for k := 0; k < e.size; k++ {
					d := e.near[k*e.size+s]
					if d > 2 {
						continue
					}
					if d == 2 && closed == nil {
						closed = reachFrom(p, interp.Square(s), t, a, e.near[s*e.size:][:e.size])
					}
					if d == 1 && open[k] || d == 2 && closed[k] {
						kt.addCheck(a, k, interp.Square(s), i, d == 1)
					}
				}
			}
		}
	}
}

// addCheck records that the i-th hand type of colour a checks a royal on
// k from s.
func (kt *dangerTables) addCheck(a, k int, s interp.Square, i int, adjacent bool) {
	list := kt.checkFrom[a][k]
	for j := range list {
		if list[j].s == s {
			list[j].mask |= 1 << i
			return
		}
	}
	kt.checkFrom[a][k] = append(list, checkSquare{s: s, mask: 1 << i, adjacent: adjacent})
}

// reachFrom is, by square, whether a piece of type t and colour c on s
// of the otherwise empty board p moves there; with near (distances from
// s) the squares next to s hold pieces of its own, so only its leaps
// beyond them remain. p is left empty.
func reachFrom(p *interp.Position, s interp.Square, t, c int, near []int8) []bool {
	g := p.Game()
	out := make([]bool, g.Files()*g.Ranks())
	if p.Put(s, t, c) != nil {
		return out
	}
	for x, d := range near {
		if d == 1 && !g.IsHole(interp.Square(x)) {
			_ = p.Put(interp.Square(x), t, c)
		}
	}
	for _, m := range p.PieceMoves(s, nil) {
		out[m.To] = true
	}
	p.Clear(s)
	for x, d := range near {
		if d == 1 {
			p.Clear(interp.Square(x))
		}
	}
	return out
}

// safeDropChecks is the danger units of the safe drop checks that colour
// a, holding the hand types in held (bits by index in kt.hand), has
// against the royal of colour 1-a on k.
func (kt *dangerTables) safeDropChecks(p *interp.Position, a int, k interp.Square, held uint64) int {
	if kt.checkFrom[a] == nil {
		return 0
	}
	var safe [64]int8
	any := false
	for _, cs := range kt.checkFrom[a][k] {
		if cs.mask&held == 0 {
			continue
		}
		if _, _, ok := p.PieceAt(cs.s); ok {
			continue
		}
		if cs.adjacent && !p.Attacked(cs.s, a) || !cs.adjacent && p.Attacked(cs.s, 1-a) {
			continue
		}
		for m := cs.mask & held; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			safe[i]++
			any = true
		}
	}
	if !any {
		return 0
	}
	units := 0
	for i, n := range safe[:len(kt.hand)] {
		switch {
		case n == 1:
			units += kt.checkUnits[i]
		case n > 1:
			units += kt.checkUnits[i] * 3 / 2
		}
	}
	return units
}
