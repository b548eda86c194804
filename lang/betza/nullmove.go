package betza

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Pass is a group of a Betza string some of whose moves can end on the
// start square without taking anything: a null move, the piece passing
// (abD: a leap and the leap back). Most are mistakes: "cnDabD" for a
// lame leap that takes and comes back is two groups, cnD and abD, and
// the second passes. A deliberate pass (the Chu Shogi Lion's, mcabK)
// takes whatever stands where its first leg ends, so it is not one; nor
// is a circular rider whose range is a full circle (the Rhinoceros, qK8),
// which says it comes home.
type Pass struct {
	Off, Len int // the group: s[Off:Off+Len]
}

// passLimit bounds the displacements followed from one leg to the next
// (passes): each coordinate within this many steps of the start, more
// than any board has.
const passLimit = 64

// passBudget bounds the displacements Passes follows for one string, so
// that a string of many long multi-leg riders costs milliseconds: past it,
// the groups not yet examined go unreported.
const passBudget = 1 << 20

// Passes finds the groups of s some of whose moves can come back to the
// start square without a locust capture on the way (passes). It returns
// nil for a string that does not compile or is longer than
// redundancyLimit.
func Passes(s string) []Pass {
	if len(s) > redundancyLimit {
		return nil
	}
	groups, err := parse(s)
	if err != nil {
		return nil
	}
	if _, err := Compile(s); err != nil {
		return nil
	}
	var out []Pass
	grid := &passGrid{} // its square is made by the first move with legs to follow
	for i, g := range groups {
		end := len(s)
		if i+1 < len(groups) {
			end = groups[i+1].off
		}
		if !g.bracket && g.legs[0].has('q') {
			continue // a circular rider comes home only when its range says so (qK8)
		}
		moves, err := Compile(s[g.off:end])
		if err != nil {
			continue
		}
		for _, m := range moves {
			if passes(m, grid) {
				out = append(out, Pass{Off: g.off, Len: end - g.off})
				break
			}
		}
	}
	return out
}

// passes reports whether the move m can end on its start square without
// taking anything: its legs, each some number of steps between its Min
// and Max, can add up to nothing, no leg is a locust capture, and it may
// end on an empty square (the start square is empty once the piece has
// left it). It counts the displacements it follows in g.work, and gives
// up (false) past passBudget.
func passes(m ir.Move, g *passGrid) bool {
	if len(m.Legs) < 2 || !m.Final.Move {
		return false
	}
	for _, l := range m.Legs {
		if l.Kill || l.Dir != "" {
			return false
		}
	}
	if g.seen == nil {
		g.seen = make([]uint32, passSide*passSide)
	}
	const centre = passLimit*passSide + passLimit
	at := []int{centre} // where the legs so far may end, from the start (the centre)
	for _, l := range m.Legs {
		if l.DZ != 0 {
			return false // (a flat string has no levels)
		}
		max := l.Max
		if max == 0 || max > passLimit {
			max = passLimit
		}
		g.stamp++
		var next []int
		for _, i := range at {
			x, y := i%passSide, i/passSide
			for k := l.Min; k <= max; k++ {
				qx, qy := x+k*l.DX, y+k*l.DY
				if qx < 0 || qx >= passSide || qy < 0 || qy >= passSide {
					break
				}
				if q := qy*passSide + qx; g.seen[q] != g.stamp {
					g.seen[q] = g.stamp
					next = append(next, q)
				}
				if g.work++; g.work > passBudget {
					return false
				}
			}
		}
		at = next
	}
	return slices.Contains(at, centre)
}

// passSide is the side of the square of displacements passes follows.
const passSide = 2*passLimit + 1

// passGrid is the working memory of passes, kept for a whole string: the
// displacements reached by the current leg are those stamped with stamp.
// Its square (seen) is made when first needed: most strings have no move
// of two legs or more.
type passGrid struct {
	seen  []uint32
	stamp uint32
	work  int // displacements followed
}
