package explain

import "strings"

// betzaModifiers says in words what the Betza modifiers of a plain Betza
// string (a token of the display string that is no move clause) do where
// the atom and its directions alone do not tell it: z (a crooked rider)
// and t (tame). One rule per group that has either, in the order written.
func betzaModifiers(tok string) []Rule {
	var out []Rule
	for _, g := range betzaGroups(tok) {
		if strings.IndexByte(g.mods, 'z') >= 0 {
			out = append(out, Rule{"crooked", "crooked " + g.text + ": moves in single " + strings.TrimRight(g.atom, "0123456789") + " steps, turning a quarter turn left and right by turns (either way first), so every other step goes the first step's way (a zigzag); every square before the last must be empty" + crookedRange(g.atom)})
		}
		if strings.IndexByte(g.last, 't') >= 0 {
			out = append(out, Rule{"tame", "tame " + g.text + ": by these moves it takes no royal piece, and a piece it hops over must be its own"})
		}
	}
	return out
}

// crookedRange says how far a crooked rider goes: its atom's range, or
// the default bound.
func crookedRange(atom string) string {
	i := strings.IndexAny(atom, "0123456789")
	if i < 0 {
		return ", at most 25 steps"
	}
	if atom[i:] == "1" {
		return ", one step"
	}
	return ", at most " + atom[i:] + " steps"
}

// betzaGroup is one group of a Betza string: its text ("zB4",
// "[cR-tmF]"), the modifiers before its atom (of its first leg), those
// of its last leg (the same for a one-leg group) and its atom with any
// range ("B4"; "" for a bracket group).
type betzaGroup struct {
	text, mods, last, atom string
}

// betzaGroups splits a plain Betza string into its groups: each a run of
// lower-case modifiers followed by an atom (upper-case letters, a
// coordinate pair "(x,y)", a letter doubled for a rider, then digits
// for a range) or by a bracketed
// multi-leg move whose legs are split at '-'.
func betzaGroups(s string) []betzaGroup {
	var out []betzaGroup
	for start, i := 0, 0; i < len(s); {
		j := i
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		if j == len(s) {
			break
		}
		mods := s[i:j]
		switch {
		case s[j] == '[':
			end := strings.IndexByte(s[j:], ']')
			if end < 0 {
				return out
			}
			legs := strings.Split(s[j+1:j+end], "-")
			last := legs[len(legs)-1]
			out = append(out, betzaGroup{text: s[start : j+end+1], mods: mods + leadingLower(legs[0]), last: leadingLower(last)})
			i = j + end + 1
		default:
			k := j
			if s[k] == '(' {
				if end := strings.IndexByte(s[k:], ')'); end >= 0 {
					k += end + 1
				} else {
					k = len(s)
				}
			} else {
				k++ // one atom, or a doubled one (NN, the nightrider)
				if k < len(s) && s[k] == s[j] && s[k] >= 'A' && s[k] <= 'Z' {
					k++
				}
			}
			for k < len(s) && s[k] >= '0' && s[k] <= '9' {
				k++
			}
			out = append(out, betzaGroup{text: s[start:k], mods: mods, last: mods, atom: s[j:k]})
			i = k
		}
		start = i
	}
	return out
}

// leadingLower is the run of lower-case letters s starts with.
func leadingLower(s string) string {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	return s[:i]
}
