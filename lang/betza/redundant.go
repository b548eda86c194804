package betza

// Redundancy is a part of a Betza string that changes nothing: the string
// without it compiles to the same moves.
type Redundancy struct {
	Off, Len int  // the part is s[Off:Off+Len]
	Group    bool // a whole group (an atom with its modifiers); else one modifier letter
	// GroupOff and GroupLen: the group the part is in.
	GroupOff, GroupLen int
}

// redundancyLimit bounds the strings Redundant examines: it compiles the
// string once per letter, and real pieces have strings of a few dozen
// letters.
const redundancyLimit = 256

// Redundant finds the groups and modifier letters of s that change
// nothing (a group whose moves other groups already make: "WK"; a letter
// the group means the same without: "nF", "ffN", "mmW"). A group found
// redundant is reported whole; otherwise the first letter of a group that
// changes nothing, since letters that each change nothing alone may not
// all go together (ffN is fN, but N without both). It returns nil for a
// string that does not compile or is longer than redundancyLimit.
func Redundant(s string) []Redundancy {
	if len(s) > redundancyLimit {
		return nil
	}
	groups, err := parse(s)
	if err != nil {
		return nil
	}
	base, err := Compile(s)
	if err != nil {
		return nil
	}
	want := sortedMoves(base)
	same := func(t string) bool {
		moves, err := Compile(t)
		return err == nil && sameMoves(sortedMoves(moves), want)
	}
	var out []Redundancy
	for i, g := range groups {
		end := len(s)
		if i+1 < len(groups) {
			end = groups[i+1].off
		}
		if len(groups) > 1 && same(s[:g.off]+s[end:]) {
			out = append(out, Redundancy{Off: g.off, Len: end - g.off, Group: true, GroupOff: g.off, GroupLen: end - g.off})
			continue
		}
		for j := g.off; j < end; j++ {
			if isLower(s[j]) && same(s[:j]+s[j+1:]) {
				out = append(out, Redundancy{Off: j, Len: 1, GroupOff: g.off, GroupLen: end - g.off})
				break
			}
		}
	}
	return out
}
