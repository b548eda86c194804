package betza

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Betza on a board with levels (ir.Board.Levels, Raumschach's cube). A
// move is a vector (dx, dy, dz): file, rank, level. Each atom goes every
// way its leap can be laid along the three axes:
//
//   - a letter atom or (x,y) stands for every arrangement of its two
//     numbers and a 0 over the axes, with either sign: W the 6 orthogonal
//     steps, F the 12 steps diagonal in one plane, N the 24 knight leaps;
//     riders (R, B, NN) likewise;
//   - K and Q go to all 26 neighbours (every step of at most 1 on each
//     axis), once or as riders;
//   - (x,y,z) is every arrangement of three numbers: (1,1,1) the 8
//     triagonal steps of the Unicorn, (1,1,1)(1,1,1) its slide.
//
// Direction letters are half-spaces, White's view: f is towards the
// enemy (forward, up, or both, never back or down on either axis), b the
// reverse, r and l right and left (dx > 0, dx < 0), v f or b, s r or l.
// Letters written together (fr) must all hold; tokens written apart
// (frflW) add. So Raumschach's pawn is fmWfcF: it steps forward or up,
// and takes diagonally forward, up, or forward and up. Black's moves are
// mirrored in rank and level.
//
// Only simple groups are compiled (modifiers and an atom, with m, c and
// i); the other modifiers, a-notation and brackets draw an error.

// flatOnly refuses (x,y,z) leaps on a flat board.
func flatOnly(groups []*group) error {
	for _, g := range groups {
		at, off := g.atom, g.atomOff
		for _, l := range g.legs {
			if l.atom.three {
				at, off = l.atom, l.atomOff
			}
		}
		if at.three {
			e := errorf(off, "the three-dimensional leap %s needs a board with levels (board 5x5 levels 5)", at.name)
			e.Levels = true
			return e
		}
	}
	return nil
}

// vec3 is a step (dx, dy, dz), White's view.
type vec3 struct{ x, y, z int }

// CompileLevels compiles a Betza string for a board with levels.
func CompileLevels(s string) ([]ir.Move, error) {
	groups, err := parse(s)
	if err != nil {
		return nil, err
	}
	var moves []ir.Move
	seen := moveIndex{}
	for _, g := range groups {
		if g.bracket || len(g.legs) > 1 {
			return nil, errorf(g.off, "on a board with levels only simple groups (modifiers and one atom) are supported yet")
		}
		l := g.legs[0]
		bad := -1 // the first modifier written that is not m, c or i
		for c, off := range l.mods {
			if c != 'm' && c != 'c' && c != 'i' && (bad < 0 || off < bad) {
				bad = off
			}
		}
		if bad >= 0 {
			return nil, errorf(bad, "modifier '%c' is not supported on a board with levels yet: use m, c, i and direction letters", s[bad])
		}
		steps, err := select3(l.dirs, g.atom.steps3())
		if err != nil {
			return nil, err
		}
		for _, v := range steps {
			m := ir.Move{
				Legs:    []ir.Leg{{DX: v.x, DY: v.y, DZ: v.z, Min: 1, Max: g.atom.rng, Pass: ir.Empty}},
				Final:   finalModality(l),
				Initial: l.has('i'),
			}
			if seen.contains(moves, &m) {
				continue
			}
			if len(moves) == MaxMoves {
				return nil, limitf(g.off, "too many moves: this string makes more than %d", MaxMoves)
			}
			seen.add(&moves, m)
		}
	}
	return moves, nil
}

// steps3 lists the atom's three-dimensional steps in a fixed order.
func (a atom) steps3() []vec3 {
	var out []vec3
	add := func(v vec3) {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	if a.compound {
		for z := 1; z >= -1; z-- {
			for y := 1; y >= -1; y-- {
				for x := -1; x <= 1; x++ {
					if x != 0 || y != 0 || z != 0 {
						add(vec3{x, y, z})
					}
				}
			}
		}
		return out
	}
	n := [3]int{a.a, a.b, a.z} // a two-number atom has z = 0
	for _, p := range [6][3]int{{0, 1, 2}, {1, 0, 2}, {0, 2, 1}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}} {
		for sg := 0; sg < 8; sg++ {
			c := [3]int{n[p[0]], n[p[1]], n[p[2]]}
			for k := range c {
				if sg&(1<<k) != 0 {
					c[k] = -c[k]
				}
			}
			add(vec3{c[0], c[1], c[2]})
		}
	}
	return out
}

// select3 keeps the steps the direction tokens choose (all without any).
func select3(toks []dirTok, cands []vec3) ([]vec3, error) {
	if len(toks) == 0 {
		return cands, nil
	}
	for _, t := range toks {
		for i := 0; i < len(t.text); i++ {
			if t.text[i] == 'h' {
				return nil, errorf(t.off, "'h' (half or chiral sets) is not supported on a board with levels: use f b l r v s")
			}
		}
	}
	var out []vec3
	for _, v := range cands {
		for _, t := range toks {
			ok := true
			for i := 0; i < len(t.text); i++ {
				ok = ok && toward3(t.text[i], v)
			}
			if ok {
				out = append(out, v)
				break
			}
		}
	}
	if len(out) == 0 {
		return nil, errorf(toks[0].off, "these direction letters select none of the atom's steps on a board with levels")
	}
	return out, nil
}

// toward3 is the half-space of a direction letter.
func toward3(c byte, v vec3) bool {
	forward := v.y >= 0 && v.z >= 0 && (v.y > 0 || v.z > 0)
	backward := v.y <= 0 && v.z <= 0 && (v.y < 0 || v.z < 0)
	switch c {
	case 'f':
		return forward
	case 'b':
		return backward
	case 'v':
		return forward || backward
	case 'r':
		return v.x > 0
	case 'l':
		return v.x < 0
	case 's':
		return v.x != 0
	}
	return false
}
