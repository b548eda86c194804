package betza

// lowerQ enumerates a circular group (qN, the Rose; qK8, the Rhinoceros of
// Bat Chess). The piece makes successive leaps of its atom, each turned one
// place further the same way round the atom's directions in angular order:
// qN goes (1,2) (2,1) (2,-1) ... clockwise or (1,2) (-1,2) (-2,1) ...
// anticlockwise, qK turns 45° at every step. Every square it lands on
// before the last must be empty. Without a range it makes 1 to n-1 leaps
// for an atom of n directions, so it never comes home; a range up to n
// lets it go round and end on its own square, which the interpreter counts
// as empty while the piece moves. Each start direction, sense and length
// is one fixed path; directions select the first leap.
func (lw *lowerer) lowerQ(g *group) error {
	l := g.legs[0]
	for _, c := range []byte{'e', 'n', 'j', 'p', 'g', 'y'} {
		if off, ok := l.mods[c]; ok {
			return errorf(off, "'%c' cannot be combined with 'q' (circular rider): q takes directions, m, c and i", c)
		}
	}
	at := g.atom
	steps := at.steps()
	n := len(steps)
	reach := n - 1
	switch {
	case at.ranged && (at.rng < 1 || at.rng > n):
		return errorf(at.rngOff, "range %d of the circular rider q%s: want 1 to %d (%d comes back to the start square)", at.rng, at.name, n, n)
	case at.ranged:
		reach = at.rng
	case at.rng != 1:
		return errorf(g.atomOff, "'q' needs a leaper atom, whose leaps it turns: write qW, qF, qK, qN or q(x,y), with an optional number of leaps (qK8), not the rider %s", at.name)
	}
	cands, err := selectSteps(at.family(), l.dirs, steps)
	if err != nil {
		return err
	}
	// The leaps before the last only move: c belongs to the last one.
	inner := &leg{off: l.off, dirs: l.dirs, mods: map[byte]int{}}
	for c, off := range l.mods {
		if c != 'c' {
			inner.mods[c] = off
		}
	}
	for _, v := range cands {
		first := 0
		for steps[first] != v {
			first++
		}
		for _, sense := range []int{1, n - 1} { // clockwise, then anticlockwise
			path := make([]step, 0, reach)
			for k := 0; k < reach; k++ {
				path = append(path, step{steps[(first+k*sense)%n], 1, 0, l})
				if k > 0 {
					path[k-1].leg = inner
				}
				if err := lw.emit(g, path); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// maxCrooked is how many steps a crooked rider without a range makes at
// most: a zigzag of diagonal steps crosses a board of 26 ranks in 25.
const maxCrooked = 25

// lowerZ enumerates a crooked group (zB, the Crooked Bishop; zR, the
// Boyscout's rook). The piece makes single steps of its atom, turning a
// quarter turn left and right by turns (either sense first), so that
// every other step goes the first step's way: zB zigzags up a file, zR
// climbs a staircase. Every square before the last must be empty. The
// range bounds the steps (zW4), else maxCrooked; a range of 1 is a
// plain leap. Each start direction, sense and length is one fixed path;
// directions select the first step.
func (lw *lowerer) lowerZ(g *group) error {
	l := g.legs[0]
	for _, c := range []byte{'e', 'n', 'j', 'p', 'g', 'y', 'q'} {
		if off, ok := l.mods[c]; ok {
			return errorf(off, "'%c' cannot be combined with 'z' (crooked rider): z takes directions, m, c, t and i", c)
		}
	}
	at := g.atom
	reach := maxCrooked
	if at.rng > 0 {
		reach = at.rng
	}
	cands, err := selectSteps(at.family(), l.dirs, at.steps())
	if err != nil {
		return err
	}
	inner := &leg{off: l.off, dirs: l.dirs, mods: map[byte]int{}}
	for c, off := range l.mods {
		if c != 'c' && c != 't' {
			inner.mods[c] = off
		}
	}
	for _, v := range cands {
		for _, sense := range []int{6, 2} { // first turn left, then right
			w, ok := turn(v, sense)
			if !ok {
				return errorf(g.atomOff, "'z' cannot turn the atom %s a quarter turn", at.name)
			}
			path := make([]step, 0, reach)
			for k := 0; k < reach; k++ {
				d := v
				if k%2 == 1 {
					d = w
				}
				path = append(path, step{d, 1, 0, l})
				if k > 0 {
					path[k-1].leg = inner
				}
				if err := lw.emit(g, path); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
