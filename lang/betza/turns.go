package betza

import "github.com/vdl-chess/vdl/interp/ir"

// Turnabout is a multi-leg group of a Betza string one of whose moves
// runs backwards, against the direction of its first leg, by relative
// turns that each turn at most 90°: directions on later legs are turns
// from the previous leg, so two quarter turns the same way ("clF" after
// "clF") make a half turn. An author who wrote each turn from White's
// view (a draughts man's second jump "forward-left again") meant
// something else; one who wants the piece to come back writes 'b'.
type Turnabout struct {
	Off, Len int // the group: s[Off:Off+Len]
	// LegOff is the offset of the direction letters of the leg that
	// first runs backwards; Leg is that leg's number (1 = the first).
	LegOff, Leg int
	// First is the first leg's step and Back the backward leg's, White's
	// view (dx, dy).
	First, Back [2]int
	// Turns are the direction letters of the legs that turned on the
	// way, in order ("l", "l").
	Turns []string
}

// Turnabouts finds the multi-leg groups of s (a-notation and brackets)
// with a move that runs backwards by compounding relative turns: some
// leg goes against the first leg (a negative dot product) although no
// single leg turned by more than 90°, and every leg that turned on the
// way says so with direction letters (legs without letters go their
// default ways, which the author left open). Circular riders, whose
// legs turn by definition, are left out. It returns nil for a string
// that does not compile or is longer than redundancyLimit.
func Turnabouts(s string) []Turnabout {
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
	var out []Turnabout
	for i, g := range groups {
		if len(g.legs) < 2 || g.legs[0].has('q') {
			continue
		}
		end := len(s)
		if i+1 < len(groups) {
			end = groups[i+1].off
		}
		moves, err := Compile(s[g.off:end])
		if err != nil {
			continue
		}
		for _, m := range moves {
			if len(m.Legs) < 2 || len(m.Legs) > len(g.legs) {
				continue // a lame or unrolled leg: the legs no longer match the letters
			}
			if t, ok := turnabout(g, m.Legs, s); ok {
				t.Off, t.Len = g.off, end-g.off
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// turnabout checks the legs of one move of group g.
func turnabout(g *group, legs []ir.Leg, s string) (Turnabout, bool) {
	first := vec{legs[0].DX, legs[0].DY}
	var turns []string
	for k := 1; k < len(legs); k++ {
		prev, v := vec{legs[k-1].DX, legs[k-1].DY}, vec{legs[k].DX, legs[k].DY}
		dot, cross := prev.x*v.x+prev.y*v.y, prev.x*v.y-prev.y*v.x
		if dot < 0 {
			return Turnabout{}, false // this leg turned back on its own: meant
		}
		if cross != 0 {
			l := g.legs[k]
			if len(l.dirs) == 0 {
				return Turnabout{}, false // a default turn, left open
			}
			turns = append(turns, s[l.dirs[0].off:l.dirs[len(l.dirs)-1].off+len(l.dirs[len(l.dirs)-1].text)])
		}
		if first.x*v.x+first.y*v.y < 0 {
			return Turnabout{LegOff: g.legs[k].dirs[0].off, Leg: k + 1, First: [2]int{first.x, first.y}, Back: [2]int{v.x, v.y}, Turns: turns}, len(turns) >= 2
		}
	}
	return Turnabout{}, false
}
