package betza

import "strings"

// dirTok is one direction token: a single letter ("f"), a doubled one
// ("ff"), a perpendicular pair ("fr", "rv"), a half plane ("fh") or a chiral
// quartet ("hr").
type dirTok struct {
	text string
	off  int
}

type tokKind int

const (
	tokSingle tokKind = iota // f, ff: the narrow set
	tokPair                  // fr, fs, rv: a combination, meaning by family
	tokHalf                  // fh: every step with a component that way
	tokChiral                // hr, hl
)

func (t dirTok) kind() tokKind {
	switch {
	case len(t.text) == 1 || t.text[0] == t.text[1]:
		return tokSingle
	case t.text[0] == 'h':
		return tokChiral
	case t.text[1] == 'h':
		return tokHalf
	}
	return tokPair
}

func isDirLetter(c byte) bool { return strings.IndexByte("fblrvsh", c) >= 0 }

// perpendicular says whether c1 can refine c0: only f, b, l, r start a pair
// (as in XBoard; "sf" is s and f), and the second letter must be across.
func perpendicular(c0, c1 byte) bool {
	switch c0 {
	case 'f', 'b':
		return c1 == 'l' || c1 == 'r' || c1 == 's'
	case 'l', 'r':
		return c1 == 'f' || c1 == 'b' || c1 == 'v'
	}
	return false
}

// dirLetter is one direction letter where it was written.
type dirLetter struct {
	c   byte
	off int
}

// tokenize groups direction letters into tokens. Only letters written next
// to each other combine, so "fmrW" is f and r while "frW" is the pair fr.
func tokenize(ls []dirLetter) ([]dirTok, error) {
	var out []dirTok
	for i := 0; i < len(ls); {
		c0 := ls[i].c
		var c1 byte
		if i+1 < len(ls) && ls[i+1].off == ls[i].off+1 {
			c1 = ls[i+1].c
		}
		two := func() { out = append(out, dirTok{string([]byte{c0, c1}), ls[i].off}); i += 2 }
		switch {
		case c0 == 'h':
			if c1 != 'r' && c1 != 'l' {
				return nil, errorf(ls[i].off, "'h' must follow f, b, l or r (half plane: fh, bh, lh, rh) or precede r or l (chiral: hr, hl)")
			}
			two()
		case strings.IndexByte("fblr", c0) >= 0 && c1 == 'h':
			two()
		case c1 == c0:
			two()
		case perpendicular(c0, c1):
			two()
		default:
			out = append(out, dirTok{string(c0), ls[i].off})
			i++
		}
	}
	return out, nil
}

// half is the open half plane of a letter (s and v: both halves).
func half(c byte, v vec) bool {
	switch c {
	case 'f':
		return v.y > 0
	case 'b':
		return v.y < 0
	case 'r':
		return v.x > 0
	case 'l':
		return v.x < 0
	case 's':
		return v.x != 0
	case 'v':
		return v.y != 0
	}
	return false
}

// narrow is what a single letter selects for an atom family.
func narrow(fam family, c byte, v vec) bool {
	switch fam {
	case kingFamily: // one direction: fK is the forward step only
		switch c {
		case 'f', 'b', 'v':
			return v.x == 0 && half(c, v)
		case 'l', 'r', 's':
			return v.y == 0 && half(c, v)
		}
	case obliqueFamily: // the narrow pair along that axis
		ax, ay := abs(v.x), abs(v.y)
		switch c {
		case 'f', 'b', 'v':
			return ay > ax && half(c, v)
		case 'l', 'r', 's':
			return ax > ay && half(c, v)
		}
	}
	// Orthogonal atoms: one direction; diagonal atoms: a pair. Both are
	// the half plane.
	return half(c, v)
}

// selects says whether token t picks step v of an atom of family fam.
func selects(fam family, t dirTok, v vec) bool {
	c0 := t.text[0]
	switch t.kind() {
	case tokSingle:
		return narrow(fam, c0, v)
	case tokHalf:
		return half(c0, v)
	case tokChiral:
		// hr holds the clockwise images of the forward-right narrow
		// leap (1,2), (2,-1), (-1,-2), (-2,1); hl the others.
		hr := (v.x*v.y > 0) == (abs(v.y) > abs(v.x))
		return hr == (t.text[1] == 'r')
	}
	c1 := t.text[1]
	switch fam {
	case orthFamily: // frW = forward or right
		return narrow(fam, c0, v) || narrow(fam, c1, v)
	case kingFamily: // frK = forward-right diagonal, fsK = both forward diagonals
		return half(c0, v) && half(c1, v)
	}
	// Diagonal: intersection (frF = one diagonal). Oblique: the half
	// plane of the first letter cut by the narrow pair of the second
	// (frN = (2,1), rfN = (1,2), fsN = (±2,1)).
	return half(c0, v) && narrow(fam, c1, v)
}

// selectSteps keeps the candidate steps that a list of tokens selects, in
// candidate order; no tokens keep all.
func selectSteps(fam family, toks []dirTok, cands []vec) ([]vec, error) {
	if len(toks) == 0 {
		return cands, nil
	}
	for _, t := range toks {
		if t.kind() == tokChiral && fam != obliqueFamily {
			return nil, errorf(t.off, "chiral '%s' needs an oblique atom (N C Z or (x,y) with 0 < x < y)", t.text)
		}
	}
	var out []vec
	for _, v := range cands {
		for _, t := range toks {
			if selects(fam, t, v) {
				out = append(out, v)
				break
			}
		}
	}
	return out, nil
}

// relativeTurns turns the directions of a continuation leg into rotations
// on kingRing (0 = straight on, 1 = 45° right, ...), read in the 8-fold
// system with the previous step as forward.
func relativeTurns(toks []dirTok) ([]int, error) {
	vs, err := selectSteps(kingFamily, toks, kingRing[:])
	if err != nil {
		return nil, err
	}
	var out []int
	for _, v := range vs {
		i, _, _ := kingIndex(v)
		out = append(out, i)
	}
	return out, nil
}

// turn rotates step v by r eighths of a turn clockwise. Orthogonal and
// diagonal steps keep their length in king steps (W<->F, D<->A, H<->G);
// oblique steps can only turn by quarter turns.
func turn(v vec, r int) (vec, bool) {
	if idx, n, ok := kingIndex(v); ok {
		return kingRing[(idx+r)%8].scale(n), true
	}
	if r%2 != 0 {
		return vec{}, false
	}
	for ; r > 0; r -= 2 {
		v = vec{v.y, -v.x}
	}
	return v, true
}
