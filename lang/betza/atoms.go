package betza

import (
	"fmt"

	"github.com/vdl-chess/vdl/lang/diag"
)

// vec is one step (dx, dy), White's view.
type vec struct{ x, y int }

func (v vec) String() string { return fmt.Sprintf("(%d,%d)", v.x, v.y) }

func (v vec) scale(n int) vec { return vec{v.x * n, v.y * n} }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// kingRing holds the eight king steps clockwise from straight forward. Its
// index is also the XBetza 8-fold direction: 0 f, 1 fr, 2 r, 3 br, 4 b, 5 bl,
// 6 l, 7 fl; relative directions are rotations on this ring.
var kingRing = [8]vec{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// kingIndex splits an orthogonal or diagonal step into n times a king step
// and returns that king step's ring index; ok is false for oblique steps.
func kingIndex(v vec) (idx, n int, ok bool) {
	ax, ay := abs(v.x), abs(v.y)
	if (ax != 0 && ay != 0 && ax != ay) || (ax == 0 && ay == 0) {
		return 0, 0, false
	}
	n = max(ax, ay)
	u := vec{v.x / n, v.y / n}
	for i, k := range kingRing {
		if k == u {
			return i, n, true
		}
	}
	return 0, 0, false
}

// family is the symmetry class of an atom, which decides what the direction
// letters mean.
type family int

const (
	orthFamily    family = iota // (0,n): W D H R, 4 directions
	diagFamily                  // (n,n): F A G B, 4 directions
	obliqueFamily               // (a,b), 0 < a < b: N C Z, 8 directions
	kingFamily                  // K Q: W and F together, 8 directions
)

// atom is one Betza atom with its range.
type atom struct {
	name     string // as written, for messages: "N", "(1,4)"
	a, b     int    // the leap, 0 <= a <= b, b > 0
	compound bool   // K or Q: the (0,1) and (1,1) leaps together
	// three: a leap (x,y,z) of a board with levels, a = x, b = y and z
	// as written (levels.go); other compilers refuse it.
	three  bool
	z      int
	rng    int  // 1 = leaper, 0 = unbounded rider, k = at most k steps
	ranged bool // a number after the atom set rng (W4, N1, K8)
	rngOff int  // offset of that number
	// class is what g and y toggle by, as XBoard's Betza page defines it:
	// 'w' for the letters W F K (with any range), 'r' for B R Q and the
	// doubled WW FF KK, 0 for every other atom.
	class byte
}

func (a atom) family() family {
	switch {
	case a.compound:
		return kingFamily
	case a.a == 0:
		return orthFamily
	case a.a == a.b:
		return diagFamily
	}
	return obliqueFamily
}

// steps lists the atom's leaps in the fixed output order: clockwise from
// straight forward (orthogonal, diagonal, K) or from the forward-right
// narrow leap (oblique).
func (a atom) steps() []vec {
	var out []vec
	switch a.family() {
	case kingFamily:
		out = append(out, kingRing[:]...)
	case orthFamily:
		for i := 0; i < 8; i += 2 {
			out = append(out, kingRing[i].scale(a.b))
		}
	case diagFamily:
		for i := 1; i < 8; i += 2 {
			out = append(out, kingRing[i].scale(a.b))
		}
	default:
		p, q := a.a, a.b
		out = []vec{{p, q}, {q, p}, {q, -p}, {p, -q}, {-p, -q}, {-q, -p}, {-q, p}, {-p, q}}
	}
	return out
}

// letterAtom is what an atom letter stands for before any range is read.
type letterAtom struct {
	a, b     int
	compound bool
	rng      int
}

var letterAtoms = map[byte]letterAtom{
	'W': {0, 1, false, 1},
	'F': {1, 1, false, 1},
	'D': {0, 2, false, 1},
	'N': {1, 2, false, 1},
	'A': {2, 2, false, 1},
	'H': {0, 3, false, 1},
	'C': {1, 3, false, 1},
	'Z': {2, 3, false, 1},
	'G': {3, 3, false, 1},
	'K': {0, 1, true, 1},
	'R': {0, 1, false, 0},
	'B': {1, 1, false, 0},
	'Q': {0, 1, true, 0},
}

const atomList = "W F D N A H C Z G K Q R B or (x,y)"

// maxNumber bounds ranges and explicit leap coordinates: larger values are
// typos, and keeping them small keeps every expansion small.
const maxNumber = 99

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// parseAtom reads an atom starting at s[i], with its doubling and range,
// and returns it with the offset just after it.
func parseAtom(s string, i int) (atom, int, error) {
	at, j, err := parseBareAtom(s, i)
	if err != nil {
		return atom{}, i, err
	}
	// Doubling: NN, KK, (1,3)(1,3) is an unbounded rider (Fairy-Stockfish
	// reads RR, BB, QQ as the riders they already are).
	if j < len(s) && s[j] == s[i] {
		if again, k, err := parseBareAtom(s, j); err == nil && again.a == at.a && again.b == at.b && again.z == at.z && again.three == at.three && again.compound == at.compound {
			at.rng = 0
			if at.class == 'w' {
				at.class = 'r'
			}
			j = k
		}
	}
	if j < len(s) && isDigit(s[j]) {
		start := j
		n := 0
		for j < len(s) && isDigit(s[j]) {
			if n <= maxNumber {
				n = n*10 + int(s[j]-'0')
			}
			j++
		}
		if n > maxNumber {
			return atom{}, i, errorf(start, "range %s is too large: expected at most %d", diag.Shorten(s[start:j]), maxNumber)
		}
		at.rng, at.ranged, at.rngOff = n, true, start
	}
	if j < len(s) && (s[j] == 'X' || s[j] == 'Y') {
		return atom{}, i, errorf(j, "extended atom suffix '%c' (Interactive Diagram) is not supported: write the leap as (x,y), e.g. FX = (1,4)", s[j])
	}
	return at, j, nil
}

// parseBareAtom reads one atom letter or one (x,y), without range.
func parseBareAtom(s string, i int) (atom, int, error) {
	c := s[i]
	if c == '(' {
		return parseLeap(s, i)
	}
	if la, ok := letterAtoms[c]; ok {
		at := atom{name: string(c), a: la.a, b: la.b, compound: la.compound, rng: la.rng}
		switch c {
		case 'W', 'F', 'K':
			at.class = 'w'
		case 'R', 'B', 'Q':
			at.class = 'r'
		}
		return at, i + 1, nil
	}
	switch c {
	case 'L':
		return atom{}, i, errorf(i, "'L' is ambiguous (Camel (1,3) in Fairy-Stockfish, (2,3) in XBoard): write C for (1,3) or Z for (2,3)")
	case 'J':
		return atom{}, i, errorf(i, "'J' is ambiguous (Zebra (2,3) in Fairy-Stockfish, (1,3) in XBoard): write Z for (2,3) or C for (1,3)")
	case 'O':
		return atom{}, i, errorf(i, "atom 'O' (castling) is not supported: declare castling in the rules")
	case 'U':
		return atom{}, i, errorf(i, "atom 'U' (universal leaper) is not supported yet")
	case 'I':
		return atom{}, i, errorf(i, "atom 'I' (imitator) is not supported")
	case 'X', 'Y':
		return atom{}, i, errorf(i, "extended atom suffix '%c' (Interactive Diagram) is not supported: write the leap as (x,y), e.g. FX = (1,4)", c)
	}
	return atom{}, i, errorf(i, "unknown atom %s: expected one of %s", quote(c), atomList)
}

// parseLeap reads "(x,y)" at s[i], or the three-dimensional "(x,y,z)"
// of a board with levels (levels.go), kept in atom.z.
func parseLeap(s string, i int) (atom, int, error) {
	j := i + 1
	var nums [3]int
	n3 := 2
	for k := 0; k < n3; k++ {
		start := j
		n := 0
		for j < len(s) && isDigit(s[j]) {
			if n <= maxNumber {
				n = n*10 + int(s[j]-'0')
			}
			j++
		}
		if j == start {
			return atom{}, i, errorf(j, "expected a number in the leap %s", leapHint(k))
		}
		if n > maxNumber {
			return atom{}, i, errorf(start, "leap coordinate %s is too large: expected at most %d", diag.Shorten(s[start:j]), maxNumber)
		}
		nums[k] = n
		want := byte(',')
		if k == n3-1 {
			want = ')'
		}
		if k == 1 && j < len(s) && s[j] == ',' {
			n3, want = 3, ','
		}
		if j >= len(s) || s[j] != want {
			got := "the end"
			if j < len(s) {
				got = quote(s[j])
			}
			return atom{}, i, errorf(j, "expected '%c' in the leap (x,y), found %s", want, got)
		}
		j++
	}
	if n3 == 3 {
		if nums[0]+nums[1]+nums[2] == 0 {
			return atom{}, i, errorf(i, "leap (0,0,0) does not move: expected (x,y,z) with one of them > 0")
		}
		return atom{name: fmt.Sprintf("(%d,%d,%d)", nums[0], nums[1], nums[2]), a: nums[0], b: nums[1], z: nums[2], three: true, rng: 1}, j, nil
	}
	a, b := min(nums[0], nums[1]), max(nums[0], nums[1])
	if b == 0 {
		return atom{}, i, errorf(i, "leap (0,0) does not move: expected (x,y) with x or y > 0")
	}
	return atom{name: fmt.Sprintf("(%d,%d)", nums[0], nums[1]), a: a, b: b, rng: 1}, j, nil
}

func leapHint(k int) string {
	if k == 0 {
		return "(x,y) before ','"
	}
	return "(x,y) after ','"
}

// quote shows a byte for a message: 'X', or its code if it is not printable.
func quote(c byte) string {
	if c < 0x20 || c >= 0x7f {
		return fmt.Sprintf("byte 0x%02x", c)
	}
	return fmt.Sprintf("'%c'", c)
}
