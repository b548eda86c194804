package betza

import (
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
)

// leg is the modifiers of one leg of a move: everything before the atom
// in a simple group, the text between 'a's in a multi-leg group, or one
// bracket leg with its own atom.
type leg struct {
	off  int // offset of its first letter, or of the 'a' that starts it
	dirs []dirTok
	mods map[byte]int // m c e i n j p g y q -> offset of the letter

	// Bracket legs only.
	atom    atom
	atomOff int
	sep     byte // '-' or '?' after the leg, 0 after the last one
}

func (l *leg) has(c byte) bool {
	_, ok := l.mods[c]
	return ok
}

// group is one atom with its modifiers: "fmW", "mafsmafW", or "[F?R]".
type group struct {
	off     int
	legs    []*leg // at least one
	atom    atom   // a-notation: the atom all legs share
	atomOff int
	bracket bool
}

func (g *group) last() *leg { return g.legs[len(g.legs)-1] }

// Letters that are XBetza modifiers vdl does not implement, with what they
// mean, so the message can say what was meant.
var unsupportedMods = map[byte]string{
	'd': "capture of an own piece",
	'u': "unload",
	'x': "relay",
	'k': "royal capture",
	'o': "cylinder board",
}

const modifierList = "f b l r v s h m c e i n j p g y q z t a"

// parse splits a Betza string into groups.
func parse(s string) ([]*group, error) {
	var groups []*group
	for i := 0; i < len(s); {
		if s[i] == '[' {
			g, j, err := parseBracket(s, i)
			if err != nil {
				return nil, err
			}
			groups = append(groups, g)
			i = j
			continue
		}
		legs, j, err := parsePrefix(s, i, false)
		if err != nil {
			return nil, err
		}
		if j >= len(s) {
			return nil, errorf(i, "expected an atom after the modifiers %s: one of %s", diag.Quote(s[i:j]), atomList)
		}
		if c := s[j]; !isUpper(c) && c != '(' {
			switch {
			case c == '[' && j > i:
				return nil, errorf(i, "modifiers before '[' are not supported: put them on the legs inside the brackets")
			case j > i:
				return nil, errorf(j, "expected an atom after the modifiers %s, found %s: one of %s", diag.Quote(s[i:j]), quote(c), atomList)
			case isDigit(c):
				return nil, errorf(j, "unexpected digit %s: a range must follow an atom, as in W4", quote(c))
			default:
				return nil, errorf(j, "unexpected %s: expected a modifier (%s), an atom (%s) or '['", quote(c), modifierList, atomList)
			}
		}
		at, k, err := parseAtom(s, j)
		if err != nil {
			return nil, err
		}
		groups = append(groups, &group{off: i, legs: legs, atom: at, atomOff: j})
		if len(groups) > MaxMoves {
			return nil, limitf(i, "too many moves: more than %d groups, each making a move at least", MaxMoves)
		}
		i = k
	}
	return groups, nil
}

// parsePrefix reads the lower-case modifiers at s[i:], split into legs at
// each 'a' (not allowed inside brackets).
func parsePrefix(s string, i int, bracket bool) ([]*leg, int, error) {
	cur := &leg{off: i, mods: map[byte]int{}}
	legs := []*leg{cur}
	var letters []dirLetter
	flush := func() error {
		toks, err := tokenize(letters)
		cur.dirs = append(cur.dirs, toks...)
		letters = nil
		return err
	}
	for ; i < len(s) && isLower(s[i]); i++ {
		c := s[i]
		switch {
		case isDirLetter(c):
			letters = append(letters, dirLetter{c, i})
		case strings.IndexByte("mceijnpgyqzt", c) >= 0:
			if _, dup := cur.mods[c]; dup {
				if strings.IndexByte("ijnpgyqz", c) >= 0 {
					// XBoard gives "ii" and "jj" meanings of their own.
					return nil, i, errorf(i, "'%c%c' is not supported: write '%c' once per leg", c, c, c)
				}
				continue
			}
			cur.mods[c] = i
		case c == 'a':
			if bracket {
				return nil, i, errorf(i, "'a' inside brackets: separate the legs with '-' (must go on) or '?' (may stop)")
			}
			if err := flush(); err != nil {
				return nil, i, err
			}
			if len(legs) == MaxLegs {
				return nil, i, limitf(i, "a move of more than %d legs: this 'a' starts leg %d", MaxLegs, MaxLegs+1)
			}
			cur = &leg{off: i, mods: map[byte]int{}}
			legs = append(legs, cur)
		default:
			if what, ok := unsupportedMods[c]; ok {
				return nil, i, errorf(i, "modifier '%c' (%s) is not supported yet", c, what)
			}
			return nil, i, errorf(i, "unknown modifier '%c': expected one of %s", c, modifierList)
		}
	}
	if err := flush(); err != nil {
		return nil, i, err
	}
	return legs, i, nil
}

// parseBracket reads "[leg-leg?leg]" at s[i].
func parseBracket(s string, i int) (*group, int, error) {
	open := i
	g := &group{off: open, bracket: true}
	i++
	for {
		legs, j, err := parsePrefix(s, i, true)
		if err != nil {
			return nil, j, err
		}
		if j >= len(s) {
			return nil, j, errorf(open, "'[' is not closed: expected legs like [F?R] ending in ']'")
		}
		if c := s[j]; !isUpper(c) && c != '(' {
			return nil, j, errorf(j, "expected the atom of a bracket leg, found %s: one of %s", quote(c), atomList)
		}
		at, k, err := parseAtom(s, j)
		if err != nil {
			return nil, k, err
		}
		l := legs[0]
		l.atom, l.atomOff = at, j
		if len(g.legs) == MaxLegs {
			return nil, i, limitf(i, "a move of more than %d legs: this is leg %d of the brackets", MaxLegs, MaxLegs+1)
		}
		g.legs = append(g.legs, l)
		if k >= len(s) {
			return nil, k, errorf(open, "'[' is not closed: expected legs like [F?R] ending in ']'")
		}
		switch s[k] {
		case '-', '?':
			l.sep = s[k]
			i = k + 1
		case ']':
			g.atom, g.atomOff = g.legs[0].atom, g.legs[0].atomOff
			return g, k + 1, nil
		case 'a':
			return nil, k, errorf(k, "'a' inside brackets: separate the legs with '-' (must go on) or '?' (may stop)")
		default:
			return nil, k, errorf(k, "expected '-' (must go on), '?' (may stop) or ']' after a bracket leg, found %s", quote(s[k]))
		}
	}
}
