package betza

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// step is one leg of a path being built: its step vector, its range and
// the modifiers it was written with.
type step struct {
	v     vec
	rng   int  // 1 = leaper, 0 = unbounded, k = at most k steps
	class byte // see atom.class
	leg   *leg
}

// lamePath is the square-by-square walk of a leap, as Fairy-Stockfish's
// lame leapers take it: orthogonal steps along the longer axis while it is
// longer, then diagonal steps. nN = W then F outward, nZ = W F F.
func lamePath(v vec) []vec {
	var out []vec
	for v != (vec{}) {
		ax, ay := abs(v.x), abs(v.y)
		var s vec
		switch {
		case ax > ay:
			s = vec{sign(v.x), 0}
		case ay > ax:
			s = vec{0, sign(v.y)}
		default:
			s = vec{sign(v.x), sign(v.y)}
		}
		out = append(out, s)
		v = vec{v.x - s.x, v.y - s.y}
	}
	return out
}

// nonFinalEnd is what the square a non-final leg ends on must hold: empty
// for m and y (the default), occupied for p and g (a hurdle), a friend
// for tp and tg (XBoard's tame hurdle), either for mp; an enemy for c (a
// locust capture, which takes it), an enemy or nothing for mc.
func nonFinalEnd(l *leg) ir.Occupancy {
	empty := l.has('m') || l.has('y')
	occupied := l.has('p') || l.has('g')
	switch {
	case occupied && l.has('t'):
		return ir.Friend
	case l.has('c') && empty:
		return ir.EmptyOrEnemy
	case l.has('c'):
		return ir.Enemy
	case empty && occupied:
		return ir.Any
	case occupied:
		return ir.Occupied
	}
	return ir.Empty
}

// finalModality reads m, c and e of the last leg; none means m and c.
func finalModality(l *leg) ir.Modality {
	m := ir.Modality{Move: l.has('m'), Capture: l.has('c'), EnPassant: l.has('e')}
	if m == (ir.Modality{}) {
		m = ir.Modality{Move: true, Capture: true}
	}
	return m
}

func irLeg(v vec, min, max int, end ir.Occupancy) ir.Leg {
	return ir.Leg{DX: v.x, DY: v.y, Min: min, Max: max, Pass: ir.Empty, End: end}
}

// expandLeg lowers one leg to IR legs. Most legs give one IR leg; lame and
// jumping leaps give one per square walked, hoppers and ski-sliders two.
// A limited-range cannon gives several alternatives, one per distance of
// the screen, because the range counts the whole move.
func expandLeg(st step, final bool) ([][]ir.Leg, error) {
	l := st.leg
	v := st.v
	var end ir.Occupancy // the last leg's End stays blank
	if !final {
		end = nonFinalEnd(l)
	}
	_, n, straight := kingIndex(v)
	unit := straight && n == 1 // a W or F step: what j and n mean on sliders

	if st.rng == 1 {
		if final {
			for _, c := range []byte{'p', 'g'} {
				if off, ok := l.mods[c]; ok {
					return nil, errorf(off, "'%c' (%s) needs a rider: on the leap %v it makes no move; write e.g. %cR or %cNN", c, hopName(c), v, c, c)
				}
			}
		}
		path := lamePath(v)
		switch {
		case l.has('j'):
			if len(path) != 2 {
				return nil, errorf(l.mods['j'], "'j' (must jump) on the leap %v is not supported: only leaps with exactly one square in between (D, A, N) can jump", v)
			}
			return [][]ir.Leg{{irLeg(path[0], 1, 1, ir.Occupied), irLeg(path[1], 1, 1, end)}}, nil
		case l.has('n') && len(path) > 1:
			legs := make([]ir.Leg, len(path))
			for i, s := range path {
				legs[i] = irLeg(s, 1, 1, ir.Empty)
			}
			legs[len(legs)-1].End = end
			return [][]ir.Leg{legs}, nil
		}
		return [][]ir.Leg{{irLeg(v, 1, 1, end)}}, nil
	}

	// A rider. On W and F sliders n changes nothing: they cannot jump.
	if off, ok := l.mods['n']; ok && !unit {
		return nil, errorf(off, "'n' (lame) on the rider %v is not supported yet", v)
	}
	if off, ok := l.mods['j']; ok {
		if !unit {
			return nil, errorf(off, "'j' on the rider %v is not supported yet: only W and F sliders (R, B, Q, W4 ...) can skip their first square", v)
		}
		rest := 0 // the skipped square counts towards the range
		if st.rng > 0 {
			rest = st.rng - 1
		}
		return [][]ir.Leg{{irLeg(v, 1, 1, ir.Any), irLeg(v, 1, rest, end)}}, nil
	}
	if final && l.has('p') {
		if st.rng == 0 {
			return [][]ir.Leg{{irLeg(v, 1, 0, ir.Occupied), irLeg(v, 1, 0, "")}}, nil
		}
		var alts [][]ir.Leg
		for h := 1; h < st.rng; h++ {
			alts = append(alts, []ir.Leg{irLeg(v, h, h, ir.Occupied), irLeg(v, 1, st.rng-h, "")})
		}
		return alts, nil
	}
	if final && l.has('g') {
		reach := 0 // squares up to the hurdle: the landing square counts too
		if st.rng > 0 {
			reach = st.rng - 1
		}
		return [][]ir.Leg{{irLeg(v, 1, reach, ir.Occupied), irLeg(v, 1, 1, "")}}, nil
	}
	return [][]ir.Leg{{irLeg(v, 1, st.rng, end)}}, nil
}

// expandKilling is expandLeg with the locust captures of a non-final c
// leg marked. A non-final leg with both c and p (XBoard's cp) is two
// readings, as XBoard's move generator takes it: c, ending on an enemy
// that it takes, and p (with m, if written), ending on a piece of either
// side that it passes: so cpafK is cafK and pafK, and mcpafK goes on from
// any square, taking an enemy there or not.
func expandKilling(st step, final bool) ([][]ir.Leg, error) {
	l := st.leg
	if final || !l.has('c') || !l.has('p') {
		alts, err := expandLeg(st, final)
		if err != nil {
			return nil, err
		}
		markKill(alts, l, final)
		return alts, nil
	}
	var out [][]ir.Leg
	for _, drop := range [][]byte{{'p', 'm'}, {'c'}} {
		one := *l
		one.mods = map[byte]int{}
		for c, off := range l.mods {
			if !slices.Contains(drop, c) {
				one.mods[c] = off
			}
		}
		st1 := st
		st1.leg = &one
		alts, err := expandLeg(st1, false)
		if err != nil {
			return nil, err
		}
		markKill(alts, &one, false)
		out = append(out, alts...)
	}
	return out, nil
}

// markKill makes the last IR leg of each alternative of a non-final c leg
// a locust capture.
func markKill(alts [][]ir.Leg, l *leg, final bool) {
	if final || !l.has('c') {
		return
	}
	for _, a := range alts {
		a[len(a)-1].Kill = true
	}
}

func hopName(c byte) string {
	if c == 'p' {
		return "hop"
	}
	return "grasshopper"
}

// checkLeg rejects modifier combinations that have no meaning on one leg.
func checkLeg(l *leg, final bool) error {
	pairs := [][2]byte{{'n', 'j'}}
	if !final {
		pairs = append(pairs, [2]byte{'c', 'g'}, [2]byte{'c', 'y'})
		if l.has('c') && l.has('p') && l.has('t') {
			return errorf(l.mods['t'], "'t' (tame hurdle) with 'c' and 'p' on a leg before the last: a leg that may take its piece cannot insist that it be a friend")
		}
	}
	if final {
		pairs = append(pairs, [2]byte{'p', 'g'}, [2]byte{'n', 'p'}, [2]byte{'n', 'g'}, [2]byte{'j', 'p'}, [2]byte{'j', 'g'})
	} else if off, ok := l.mods['e']; ok {
		return errorf(off, "'e' on a non-final leg is not supported: en passant capture belongs on the last leg")
	} else if off, ok := l.mods['t']; ok && (!l.has('p') && !l.has('g') || l.has('m')) {
		return errorf(off, "'t' (tame) on a non-final leg: it belongs on the last leg, whose capture it keeps off royal pieces, or on a hurdle leg (tp, tg), whose hurdle it makes a friend")
	}
	if final {
		if off, ok := l.mods['y']; ok {
			return errorf(off, "'y' on the last leg does nothing: it toggles the range of the leg after it")
		}
	}
	for _, p := range pairs {
		a, okA := l.mods[p[0]]
		b, okB := l.mods[p[1]]
		if okA && okB {
			return errorf(max(a, b), "'%c' and '%c' cannot be combined on one leg", p[0], p[1])
		}
	}
	return nil
}
