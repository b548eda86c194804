package betza

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Clause is a kind of move that Betza has no letter for. vdl writes each
// as a keyword in a piece's block followed by a Betza fragment that gives
// the directions, the modality and the atom:
//
//	nearest "K"     along each king line to the nearest square not held by
//	                a friend (passing over friends; capturing an enemy there)
//	farthest "B"    slide as far as possible: onto the first enemy, else up
//	                to a friend, a hole or the edge
//	flying "Q"      slide over empty squares and friends, landing on an
//	                empty square or on the first enemy
//	hole-leap "fmD" a straight leap whose passed squares must all be holes
//	chain "fF"      jump an enemy along the line to an empty square
//	                beyond, and again from there while it can: one move
//	                (draughts' multiple capture, ir.Move.Chain)
//	range-capture "Q" capture an enemy along the line beyond one or more
//	                pieces (of either side) of lower seniority than the mover,
//	                passing over them and empty squares (Tenjiku Shogi's
//	                jumping generals; ir.Junior)
//	area "K3"       up to 3 steps of the atom, each in any of its
//	                directions, over empty squares, never through or back
//	                to the start: a destination reached by any such path
//	                (Tenjiku Shogi's Fire Demon and Vice General)
//
// A fragment is one or more simple groups: direction letters, m, c or i,
// one atom and an optional range. In nearest, farthest and flying the atom
// names the lines, whatever its range (W, R and WW are the same line), and
// a number bounds the steps along them (nearest "W4"). hole-leap takes a
// straight leaper (D, A, H, G, (0,n), (n,n)). No clause takes a
// three-dimensional leap (x,y,z): a board with levels takes no clauses.
type Clause int

const (
	Nearest Clause = iota
	Farthest
	Flying
	HoleLeap
	Chain
	RangeCapture
	Area
)

var clauseNames = [...]string{
	Nearest:      "nearest",
	Farthest:     "farthest",
	Flying:       "flying",
	HoleLeap:     "hole-leap",
	Chain:        "chain",
	RangeCapture: "range-capture",
	Area:         "area",
}

func (c Clause) String() string { return clauseNames[c] }

// ClauseNamed returns the clause with the given keyword.
func ClauseNamed(name string) (Clause, bool) {
	for c, n := range clauseNames {
		if n == name {
			return Clause(c), true
		}
	}
	return 0, false
}

// CompileClause turns the Betza fragment s of clause c into IR moves,
// like Compile. A notation error is an *Error; an error whose Clause field
// is set is valid Betza that the clause does not take.
func CompileClause(c Clause, s string) ([]ir.Move, error) {
	groups, err := parse(s)
	if err != nil {
		return nil, err
	}
	lw := &lowerer{seen: moveIndex{}}
	for _, g := range groups {
		if g.bracket {
			return nil, clauseErrorf(g.off, "%s takes simple groups (directions, m, c or i, an atom, a range), not brackets", c)
		}
		if len(g.legs) > 1 {
			return nil, clauseErrorf(g.legs[1].off, "%s takes simple groups, not multi-leg moves ('a')", c)
		}
		l := g.legs[0]
		for _, m := range []byte{'e', 'n', 'j', 'p', 'g', 'y', 'q', 'z', 't'} {
			if off, ok := l.mods[m]; ok {
				return nil, clauseErrorf(off, "%s does not take '%c': only directions, m, c and i", c, m)
			}
		}
		if c == RangeCapture {
			if off, ok := l.mods['m']; ok {
				return nil, clauseErrorf(off, "range-capture does not take 'm': its moves always capture (the piece's Betza string gives its other moves)")
			}
		}
		if c == Chain {
			for _, m := range []byte{'m', 'c'} {
				if off, ok := l.mods[m]; ok {
					return nil, clauseErrorf(off, "chain does not take '%c': its moves always take by jumping and land on an empty square; only directions and i", m)
				}
			}
		}
		at := g.atom
		if at.three { // its steps would lose the level (see levels.go)
			return nil, clauseErrorf(g.atomOff, "%s takes flat atoms, not the three-dimensional leap %s: move clauses are not taken on a board with levels (its pieces move by their Betza strings alone)", c, at.name)
		}
		steps, err := selectSteps(at.family(), l.dirs, at.steps())
		if err != nil {
			return nil, err
		}
		if c == HoleLeap {
			if _, n, ok := kingIndex(at.steps()[0]); !ok || n < 2 || at.rng != 1 || at.compound {
				return nil, clauseErrorf(g.atomOff, "hole-leap needs a straight leap over at least one square (D, A, H, G, (0,n) or (n,n)), not %s", at.name)
			}
		}
		if c == Area {
			if at.compound && at.b != 1 || !at.compound && (at.a > 1 || at.b != 1) || !at.ranged || at.rng < 2 || at.rng > maxAreaSteps {
				return nil, clauseErrorf(g.atomOff, "area takes a one-square step (W, F or K) and a number of steps from 2 to %d, such as K3, not %s", maxAreaSteps, atomText(at))
			}
			for _, legs := range areaPaths(steps, at.rng) {
				if err := lw.add(g, ir.Move{Legs: legs, Final: finalModality(l), Initial: l.has('i')}); err != nil {
					return nil, err
				}
			}
			continue
		}
		for _, v := range steps {
			m := ir.Move{Legs: clauseLegs(c, v, at), Final: finalModality(l), Initial: l.has('i')}
			if c == RangeCapture {
				m.Final = ir.Modality{Capture: true}
			}
			if c == Chain {
				m.Final, m.Chain = ir.Modality{Move: true}, true
			}
			if err := lw.add(g, m); err != nil {
				return nil, err
			}
		}
	}
	return lw.moves, nil
}

// clauseLegs lowers one direction v of a clause.
func clauseLegs(c Clause, v vec, at atom) []ir.Leg {
	max := 0
	if at.ranged {
		max = at.rng
	}
	leg := ir.Leg{DX: v.x, DY: v.y, Min: 1, Max: max, Pass: ir.Empty}
	switch c {
	case Nearest:
		leg.Pass, leg.Extent = ir.Friend, ir.Nearest
	case Farthest:
		leg.Extent = ir.Farthest
	case Flying:
		leg.Pass = ir.EmptyOrFriend
	case RangeCapture:
		// Over empty squares and junior pieces, past at least one
		// piece: the first piece on the line is the Betza string's to take.
		leg.Pass, leg.MinHurdles = ir.Junior, 1
	case Chain:
		max = at.rng // here the range counts: F jumps a neighbour, B flies
		// Over empty squares to the enemy it takes (the first piece on
		// the line, within the range), then on over empty squares to
		// one within the range beyond it.
		return []ir.Leg{
			{DX: v.x, DY: v.y, Min: 1, Max: max, Pass: ir.Empty, End: ir.Enemy, Kill: true},
			{DX: v.x, DY: v.y, Min: 1, Max: max, Pass: ir.Empty},
		}
	case HoleLeap:
		_, n, _ := kingIndex(v)
		u := vec{v.x / n, v.y / n}
		legs := make([]ir.Leg, n)
		for i := range legs {
			legs[i] = irLeg(u, 1, 1, ir.Hole)
		}
		legs[n-1].End = ""
		return legs
	}
	return []ir.Leg{leg}
}

// clauseErrorf builds an *Error about valid Betza that a clause does not
// take.
func clauseErrorf(off int, format string, args ...any) *Error {
	e := errorf(off, format, args...)
	e.Clause = true
	return e
}

// maxAreaSteps bounds an area move's steps (Tenjiku's are 3).
const maxAreaSteps = 4

// areaPaths lowers an area move of up to n steps, each one of steps: one
// move per path from the start over distinct empty squares (never the
// start itself), keeping for each destination only the paths whose
// squares on the way are not a superset of another such path's (the
// move needs some path clear, and a smaller set of squares is always
// clear when a larger one is). A destination reached by several paths
// is one move (the interpreter drops the repeats).
func areaPaths(steps []vec, n int) [][]ir.Leg {
	type found struct {
		dest vec
		via  []vec // the squares on the way, in order
		legs []vec
	}
	var all []found
	var walk func(at vec, via, legs []vec)
	walk = func(at vec, via, legs []vec) {
		if len(legs) == n {
			return
		}
		for _, v := range steps {
			to := vec{at.x + v.x, at.y + v.y}
			if to == (vec{}) || slices.Contains(via, to) {
				continue
			}
			nl := append(slices.Clone(legs), v)
			all = append(all, found{dest: to, via: slices.Clone(via), legs: nl})
			walk(to, append(slices.Clone(via), to), nl)
		}
	}
	walk(vec{}, nil, nil)
	subset := func(a, b []vec) bool { // every square of a is in b
		for _, s := range a {
			if !slices.Contains(b, s) {
				return false
			}
		}
		return true
	}
	var out [][]ir.Leg
	for i, f := range all {
		keep := true
		for j, o := range all {
			if j == i || o.dest != f.dest || !subset(o.via, f.via) {
				continue
			}
			// o needs no more squares than f: f is redundant unless they
			// need the same ones and f comes first.
			if len(o.via) < len(f.via) || !subset(f.via, o.via) || j < i {
				keep = false
				break
			}
		}
		if !keep {
			continue
		}
		legs := make([]ir.Leg, len(f.legs))
		for k, v := range f.legs {
			legs[k] = irLeg(v, 1, 1, ir.Empty)
		}
		legs[len(legs)-1].End = ""
		out = append(out, legs)
	}
	return out
}

// atomText writes an atom with its range, as written: "K3", "N".
func atomText(at atom) string {
	if at.ranged {
		return fmt.Sprintf("%s%d", at.name, at.rng)
	}
	return at.name
}
