package betza

import (
	"math"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Betza on a hexagonal board (ir.Board Kind "hex", Glinski's 91 cells).
// The atoms keep their letters and take the meanings the hex-chess
// literature gives them:
//
//   - W: a step to one of the 6 orthogonal neighbours (through a side);
//     D and H are two and three such steps in a line;
//   - F: a step to one of the 6 diagonal cells (through a vertex, the
//     cells two orthogonal steps away that share no neighbour line); A
//     and G are two and three in a line;
//   - N: the 12 knight leaps (one orthogonal step, then one diagonal step
//     not in line with it): Glinski's knight;
//   - K = W + F (12 cells), R and B the W and F riders, Q = R + B; WW,
//     FF and NN ride too.
//
// Moves are written in doubled coordinates, the interpreter's storage
// (interp/hex.go): a file to the side is dx 1, a cell up its file dy 2;
// W is (0,±2) (±1,±1), F is (±2,0) (±1,±3), N (±1,±5) (±2,±4) (±3,±1).
//
// Direction letters, White's view (f up the files): a single letter
// selects the atom's steps nearest that direction, which is one step if
// one points exactly that way and two if two point equally near (fW the
// step up the file; fF the two diagonals either side of it; rF the
// diagonal straight right; rW the two orthogonals right-forward and
// right-backward); v is f and b, s is r and l. Two letters across (fr,
// fs, rv) select the steps strictly inside that quadrant or quadrants:
// frW and frF one step each, fsW the two orthogonals forward at either
// side, which is where Glinski's pawn captures ("fmWfscW").
//
// Only simple groups are compiled (modifiers and one atom): m, c, e, i,
// n (a lame D, H, A or G stops at an occupied cell on its line), p and g
// on riders. The other modifiers, a-notation and brackets draw an error,
// as do atoms the hex literature gives no meaning (C, Z, (x,y)).

// hexAtomSteps are the unit steps of W and F, clockwise from the forward
// one; the knight's 12 leaps, clockwise from the forward-right narrow one.
var (
	hexOrth   = []vec{{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}}
	hexDiag   = []vec{{1, 3}, {2, 0}, {1, -3}, {-1, -3}, {-2, 0}, {-1, 3}}
	hexKnight = []vec{{1, 5}, {2, 4}, {3, 1}, {3, -1}, {2, -4}, {1, -5}, {-1, -5}, {-2, -4}, {-3, -1}, {-3, 1}, {-2, 4}, {-1, 5}}
)

// hexf builds an *Error of a string that has no reading on a hex board.
func hexf(off int, format string, args ...any) *Error {
	e := errorf(off, format, args...)
	e.Hex = true
	return e
}

// CompileHex compiles a Betza string for a hexagonal board; ep as in
// CompileEP.
func CompileHex(s string, ep bool) ([]ir.Move, error) {
	groups, err := parse(s)
	if err != nil {
		return nil, err
	}
	lw := &lowerer{seen: moveIndex{}, hasE: ep}
	for _, g := range groups {
		if g.last().has('e') {
			lw.hasE = true
		}
	}
	for _, g := range groups {
		if err := lw.hexGroup(g); err != nil {
			return nil, err
		}
	}
	return lw.moves, nil
}

// hexGroup lowers one simple group on a hex board.
func (lw *lowerer) hexGroup(g *group) error {
	if g.bracket || len(g.legs) > 1 {
		return hexf(g.off, "on a hex board only simple groups (modifiers and one atom) are supported yet")
	}
	l := g.legs[0]
	bad := -1 // the first modifier written that a hex board does not take
	for c, off := range l.mods {
		if c != 'm' && c != 'c' && c != 'e' && c != 'i' && c != 'n' && c != 'p' && c != 'g' && (bad < 0 || off < bad) {
			bad = off
		}
	}
	if bad >= 0 {
		return hexf(bad, "modifier '%c' is not supported on a hex board yet: use m c e i n p g and direction letters", lw.src(g, bad))
	}
	if err := checkLeg(l, true); err != nil {
		return err
	}
	unit, n, err := hexAtom(g.atom, g.atomOff)
	if err != nil {
		return err
	}
	if l.has('n') && (g.atom.rng != 1 || n == 1) {
		return hexf(l.mods['n'], "'n' (lame) on a hex board applies to D, H, A and G: leaps along a line whose cells it passes")
	}
	steps, err := hexSelect(l.dirs, unit)
	if err != nil {
		return err
	}
	for _, u := range steps {
		v := u.scale(n)
		var legs [][]ir.Leg
		if l.has('n') {
			run := make([]ir.Leg, n)
			for i := range run {
				run[i] = irLeg(u, 1, 1, ir.Empty)
			}
			run[n-1].End = ""
			legs = [][]ir.Leg{run}
		} else {
			st := step{v: v, rng: g.atom.rng, class: g.atom.class, leg: l}
			if legs, err = expandLeg(st, true); err != nil {
				return err
			}
		}
		for _, ls := range legs {
			m := ir.Move{Legs: ls, Final: finalModality(l), Initial: l.has('i')}
			ms, err := lw.enPassant(m, l)
			if err != nil {
				return err
			}
			for _, m := range ms {
				if err := lw.add(g, m); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// src is the letter at offset off of the group's string, for messages.
func (lw *lowerer) src(g *group, off int) byte {
	for c, o := range g.legs[0].mods {
		if o == off {
			return c
		}
	}
	return '?'
}

// hexAtom gives an atom's hex unit steps and how many of them make one
// leap: W 1, D 2, H 3 (orthogonal); F 1, A 2, G 3 (diagonal); N the
// knight's leaps once; K and Q both units once.
func hexAtom(a atom, off int) ([]vec, int, error) {
	switch {
	case a.name[0] == '(': // (x,y) and (x,y,z): no hex reading
	case a.compound:
		return append(append([]vec{}, hexOrth...), hexDiag...), 1, nil
	case a.a == 0 && a.b <= 3:
		return hexOrth, a.b, nil
	case a.a == a.b && a.b <= 3:
		return hexDiag, a.b, nil
	case a.a == 1 && a.b == 2:
		return hexKnight, 1, nil
	}
	return nil, 0, hexf(off, "atom %s has no meaning on a hex board: use W D H (orthogonal), F A G (diagonal), N (knight), K, and the riders R B Q", a.name)
}

// hexSelect keeps the steps the direction tokens choose (all without any).
func hexSelect(toks []dirTok, cands []vec) ([]vec, error) {
	if len(toks) == 0 {
		return cands, nil
	}
	var out []vec
	for _, t := range toks {
		k := t.kind()
		if k == tokHalf || k == tokChiral || (len(t.text) == 2 && t.text[0] == t.text[1]) {
			return nil, hexf(t.off, "direction %q is not defined on a hex board: use f b r l v s, or two letters across such as fr or fs", t.text)
		}
		var picked []vec
		if len(t.text) == 1 {
			picked = hexNearest(t.text[0], cands)
		} else {
			for _, v := range cands {
				if half(t.text[0], v) && half(t.text[1], v) && v.x != 0 && v.y != 0 {
					picked = append(picked, v)
				}
			}
		}
		if len(picked) == 0 {
			return nil, hexf(t.off, "direction %q selects none of the atom's steps on a hex board", t.text)
		}
		for _, v := range picked {
			if !containsVec(out, v) {
				out = append(out, v)
			}
		}
	}
	// Keep the atom's own order, so the output does not depend on how
	// the tokens were written.
	var ordered []vec
	for _, v := range cands {
		if containsVec(out, v) {
			ordered = append(ordered, v)
		}
	}
	return ordered, nil
}

// hexNearest is what a single letter selects: the steps whose true
// direction on the hexagonal board is nearest the letter's (v and s: both
// of theirs), if nearer than a right angle.
func hexNearest(c byte, cands []vec) []vec {
	switch c {
	case 'v':
		return append(hexNearest('f', cands), hexNearest('b', cands)...)
	case 's':
		return append(hexNearest('r', cands), hexNearest('l', cands)...)
	}
	var ux, uy float64
	switch c {
	case 'f':
		uy = 1
	case 'b':
		uy = -1
	case 'r':
		ux = 1
	case 'l':
		ux = -1
	}
	best := 0.0
	var out []vec
	for _, v := range cands {
		// A file is sqrt(3)/2 of a cell's height to the side; a doubled
		// row is half a cell up.
		x, y := float64(v.x)*math.Sqrt(3)/2, float64(v.y)/2
		cos := (x*ux + y*uy) / math.Hypot(x, y)
		switch {
		case cos < 1e-9:
		case cos > best+1e-9:
			best, out = cos, []vec{v}
		case cos > best-1e-9:
			out = append(out, v)
		}
	}
	return out
}

func containsVec(vs []vec, v vec) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}
