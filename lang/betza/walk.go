package betza

// This file enumerates the paths of a group: first steps from the atom's
// directions, then the continuation legs of a-notation or brackets.

// toggleRange is what g and y do to the following legs, as XBoard's Betza
// page defines it: W F K (whatever their range) become the riders R B Q,
// B R Q become the leapers W F K, and other atoms go from range 1 to
// unbounded and from any other range to 1. So gafsR lands right behind the
// hurdle (fsW) while gafsW0 slides on from it (fsR).
func toggleRange(rng int, class byte) (int, byte) {
	switch class {
	case 'w':
		return 0, 'r'
	case 'r':
		return 1, 'w'
	}
	if rng == 1 {
		return 0, 0
	}
	return 1, 0
}

// Default continuation turns when a leg gives no directions, as XBoard has
// them: all but straight back for K and Q, straight on or a quarter turn
// for 4-fold atoms (so that they keep their atom).
var (
	defaultTurns8 = []int{0, 1, 2, 3, 5, 6, 7}
	defaultTurns4 = []int{0, 2, 6}
)

// lowerA enumerates an a-notation group.
func (lw *lowerer) lowerA(g *group) error {
	if _, ok := g.legs[0].mods['q']; ok && len(g.legs) == 1 {
		return lw.lowerQ(g)
	}
	if _, ok := g.legs[0].mods['z']; ok && len(g.legs) == 1 {
		return lw.lowerZ(g)
	}
	for k, l := range g.legs {
		if off, ok := l.mods['q']; ok {
			return errorf(off, "'q' (circular rider) in a multi-leg move is not supported: the circle is its own path")
		}
		if off, ok := l.mods['z']; ok {
			return errorf(off, "'z' (crooked rider) in a multi-leg move is not supported: the zigzag is its own path")
		}
		if k > 0 {
			if off, ok := l.mods['i']; ok {
				return errorf(off, "'i' on a continuation leg (iso) is not supported yet: 'i' belongs before the first 'a'")
			}
		}
		if err := checkLeg(l, k == len(g.legs)-1); err != nil {
			return err
		}
	}
	first := g.legs[0]
	cands, err := selectSteps(g.atom.family(), first.dirs, g.atom.steps())
	if err != nil {
		return err
	}
	for _, v := range cands {
		if err := lw.walkA(g, []step{{v, g.atom.rng, g.atom.class, first}}); err != nil {
			return err
		}
	}
	return nil
}

func (lw *lowerer) walkA(g *group, path []step) error {
	k := len(path)
	if k == len(g.legs) {
		return lw.emit(g, path)
	}
	prev := path[k-1]
	l := g.legs[k]
	rng, class := prev.rng, prev.class
	if prev.leg.has('g') || prev.leg.has('y') {
		rng, class = toggleRange(rng, class)
	}
	turns := defaultTurns4
	switch {
	case len(l.dirs) > 0:
		var err error
		if turns, err = relativeTurns(l.dirs); err != nil {
			return err
		}
	case g.atom.compound:
		turns = defaultTurns8
	default:
		if _, _, ok := kingIndex(prev.v); !ok {
			return errorf(l.off, "a continuation leg of the oblique atom %s needs directions: f, b, l, r, s or v", g.atom.name)
		}
	}
	for _, r := range turns {
		v, ok := turn(prev.v, r)
		if !ok {
			return errorf(l.dirs[0].off, "a 45° turn of the oblique atom %s is not supported yet: its continuation directions must be f, b, l, r, s or v", g.atom.name)
		}
		if err := lw.walkA(g, append(path[:k:k], step{v, rng, class, l})); err != nil {
			return err
		}
	}
	return nil
}

// lowerB enumerates a bracket group.
func (lw *lowerer) lowerB(g *group) error {
	for k, l := range g.legs {
		final := k == len(g.legs)-1
		if off, ok := l.mods['q']; ok {
			return errorf(off, "'q' (circular rider) inside brackets is not supported: write it as a group of its own, e.g. qN")
		}
		if off, ok := l.mods['z']; ok {
			return errorf(off, "'z' (crooked rider) inside brackets is not supported: write it as a group of its own, e.g. zB")
		}
		if k > 0 {
			if off, ok := l.mods['i']; ok {
				return errorf(off, "'i' belongs on the first leg of the brackets")
			}
		}
		if !final {
			for _, c := range []byte{'g', 'y'} {
				if off, ok := l.mods[c]; ok {
					return errorf(off, "'%c' is not needed in brackets: give the next leg the atom it should have", c)
				}
			}
			if off, ok := l.mods['p']; ok && l.sep == '?' {
				return errorf(off, "'p' on a leg followed by '?' is not supported yet: use '-'")
			}
		}
		if err := checkLeg(l, final); err != nil {
			return err
		}
		// A leg that may stop is also a last leg: it may carry only what
		// both readings allow.
		if l.sep == '?' {
			for _, c := range []byte{'c', 'e', 'y'} {
				if off, ok := l.mods[c]; ok {
					return errorf(off, "'%c' on a leg followed by '?' is not supported yet", c)
				}
			}
		}
	}
	first := g.legs[0]
	cands, err := selectSteps(first.atom.family(), first.dirs, first.atom.steps())
	if err != nil {
		return err
	}
	for _, v := range cands {
		if err := lw.walkB(g, []step{{v, first.atom.rng, first.atom.class, first}}); err != nil {
			return err
		}
	}
	return nil
}

func (lw *lowerer) walkB(g *group, path []step) error {
	k := len(path)
	if k == len(g.legs) {
		return lw.emit(g, path)
	}
	if path[k-1].leg.sep == '?' {
		if err := lw.emit(g, path); err != nil {
			return err
		}
	}
	l := g.legs[k]
	vs, err := bracketSteps(path[k-1].v, l)
	if err != nil {
		return err
	}
	for _, v := range vs {
		if err := lw.walkB(g, append(path[:k:k], step{v, l.atom.rng, l.atom.class, l})); err != nil {
			return err
		}
	}
	return nil
}

// bracketSteps picks the steps of a bracket leg's atom after the previous
// step prev. Without directions the leg goes outward: straight on if its
// atom can, else within 45° of prev, else at exactly 45°. With directions,
// they are 8-fold turns relative to prev.
func bracketSteps(prev vec, l *leg) ([]vec, error) {
	cands := l.atom.steps()
	if len(l.dirs) == 0 {
		tests := []func(dot, cross int) bool{
			func(dot, cross int) bool { return dot > 0 && cross == 0 },
			func(dot, cross int) bool { return dot > 0 && abs(cross) < dot },
			func(dot, cross int) bool { return dot > 0 && abs(cross) == dot },
		}
		for _, ok := range tests {
			var out []vec
			for _, c := range cands {
				if ok(prev.x*c.x+prev.y*c.y, prev.x*c.y-prev.y*c.x) {
					out = append(out, c)
				}
			}
			if len(out) > 0 {
				return out, nil
			}
		}
		return nil, nil // not reached: every atom has a step within 45°
	}
	idx, _, ok := kingIndex(prev)
	if !ok || l.atom.family() == obliqueFamily {
		return nil, errorf(l.dirs[0].off, "directions on a bracket leg next to an oblique leap are not supported yet: leave them out to go outward")
	}
	turns, err := relativeTurns(l.dirs)
	if err != nil {
		return nil, err
	}
	var out []vec
	for _, r := range turns {
		for _, c := range cands {
			if ci, _, _ := kingIndex(c); ci == (idx+r)%8 {
				out = append(out, c)
			}
		}
	}
	if len(out) == 0 {
		return nil, errorf(l.dirs[0].off, "the directions of this leg select no step of %s after the step %v: they are turns from that step (f straight on, fr 45° right, r 90° right, ...), and %s has no step that way; turn 45° (fr, fl, fs) for the other kind of step, or leave them out to go outward", l.atom.name, prev, l.atom.name)
	}
	return out, nil
}
