package betza

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Redundancy is a part of a Betza string that changes nothing: the string
// without it compiles to the same moves.
type Redundancy struct {
	Off, Len int  // the part is s[Off:Off+Len]
	Group    bool // a whole group (an atom with its modifiers); else one modifier letter
	// GroupOff and GroupLen: the group the part is in.
	GroupOff, GroupLen int
	// By, for a letter, are the other groups (offset and length) that
	// make the moves the group without the letter adds: the letter
	// changes nothing only because they make them anyway. Empty when the
	// group alone means the same without it.
	By [][2]int
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
				r := Redundancy{Off: j, Len: 1, GroupOff: g.off, GroupLen: end - g.off}
				r.By = coveringGroups(s, groups, i, s[g.off:j]+s[j+1:end])
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// coveringGroups finds the groups of s other than groups[i] that make
// the moves the group written as without makes and groups[i] does not.
func coveringGroups(s string, groups []*group, i int, without string) [][2]int {
	end := func(k int) int {
		if k+1 < len(groups) {
			return groups[k+1].off
		}
		return len(s)
	}
	with, err1 := Compile(s[groups[i].off:end(i)])
	more, err2 := Compile(without)
	if err1 != nil || err2 != nil {
		return nil
	}
	var extra []ir.Move
	for _, m := range more {
		if !slices.ContainsFunc(with, func(w ir.Move) bool { return compareMoves(&w, &m) == 0 }) {
			extra = append(extra, m)
		}
	}
	var by [][2]int
	for k, g := range groups {
		if k == i || len(extra) == 0 {
			continue
		}
		moves, err := Compile(s[g.off:end(k)])
		if err != nil {
			continue
		}
		covers := false
		extra = slices.DeleteFunc(extra, func(m ir.Move) bool {
			found := slices.ContainsFunc(moves, func(o ir.Move) bool { return compareMoves(&o, &m) == 0 })
			covers = covers || found
			return found
		})
		if covers {
			by = append(by, [2]int{g.off, end(k) - g.off})
		}
	}
	return by
}
