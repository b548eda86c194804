package interp

// The quick legality test (cannotExpose) needs to know which squares a move
// may leave or enter without changing whether a royal is attacked. Lines
// of sliders and hoppers are walked from the royal (markPins); pieces
// with other capture shapes (bent riders, lame paths, pieces that pass
// friends or butt) get, once per node, the set of squares on any geometric
// path by which one of them could reach a royal. A move touching none of
// those squares cannot expose the royal, whatever the occupancy.

// geoLeg is a leg of a capture path, for walking paths regardless of what
// stands on the board.
type geoLeg struct {
	next      []Square // holes included
	min, max  int
	pass, end uint8
}

// geoMove is one capture shape of a generic attacker.
type geoMove struct {
	legs   []geoLeg
	effect bool // ends next to the target (butting, custodian) rather than on it
	// clearOnly: every square of the path must be empty, a friend of the
	// attacker or anything: one move can then remove at most one obstacle
	// (by leaving its square), so a path with two is no danger.
	clearOnly bool
}

// compileGeometry fills attackTables.geo for the generic types of colour c.
func (g *Game) compileGeometry(c int) {
	at := &g.attacks[c]
	o := g.orient[c]
	at.geo = make([][]geoMove, g.nTypes)
	for t, p := range g.V.Pieces {
		if !at.pathy[t] {
			continue
		}
		for _, m := range p.Moves {
			if !m.Final.Capture && len(p.Effects) == 0 {
				continue
			}
			gm := geoMove{effect: len(p.Effects) > 0 && !m.Final.Capture, clearOnly: true}
			for _, l := range m.Legs {
				pass, end, _ := legReqs(l)
				gm.legs = append(gm.legs, geoLeg{next: g.legTable(l, o, true), min: l.Min, max: g.legMax(l), pass: pass, end: end})
				gm.clearOnly = gm.clearOnly && clearable(pass) && clearable(end)
			}
			at.geo[t] = append(at.geo[t], gm)
			if m.Final.Capture && len(p.Effects) > 0 {
				gm.effect = true
				at.geo[t] = append(at.geo[t], gm)
			}
		}
	}
}

// markDanger marks, for the royal on k of the side to move, the squares on
// the paths of every enemy generic attacker that could ever reach k. It
// returns false when there are too many to be worth it.
func (p *Position) markDanger(k Square) {
	g := p.g
	c := 1 - p.side
	at := &g.attacks[c]
	n := g.size()
	for t := 0; t < g.nTypes; t++ {
		if !at.pathy[t] {
			continue
		}
		reach := at.reach[t]
		for _, a := range p.pieceList(c, t) {
			if !reach[int(a)*n+int(k)] {
				continue
			}
			p.markSquare(a)
			for mi := range at.geo[t] {
				gm := &at.geo[t][mi]
				p.pathStack = p.pathStack[:0]
				p.dangerWalk(gm, 0, a, a, k, t, c, 0)
			}
		}
	}
}

// dangerWalk follows leg li of gm from s, marking every path that ends on
// k (or, for an effect, next to it), unless it has obstacles (squares that
// fail its requirements) that one move cannot all clear. The attacker's
// own square, from, counts as empty, as in move generation: a path may
// come back over it (Fairy-Max's bifurcator turns on the square it
// started from).
func (p *Position) dangerWalk(gm *geoMove, li int, from, s, k Square, t, c, obstacles int) {
	leg := &gm.legs[li]
	last := li == len(gm.legs)-1
	depth := len(p.pathStack)
	for step := 1; leg.max == 0 || step <= leg.max; step++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		p.pathStack = append(p.pathStack, s)
		cell := p.board[s]
		if s == from {
			cell = cellEmpty
		}
		if step >= leg.min {
			switch {
			case !last:
				o := obstacles
				if !meets(cell, leg.end, c) {
					o++
				}
				if o < 2 || !gm.clearOnly {
					p.dangerWalk(gm, li+1, from, s, k, t, c, o)
				}
			case s == k:
				p.markPath(gm, obstacles)
			case gm.effect && p.nextTo(s, k, t, c):
				o := obstacles
				if cell != cellEmpty {
					o++ // the piece must move there to butt
				}
				p.markPath(gm, o)
			}
		}
		if !meets(cell, leg.pass, c) {
			obstacles++
		}
		if obstacles >= 2 && gm.clearOnly {
			break
		}
	}
	p.pathStack = p.pathStack[:depth]
}

// markPath marks the squares of the path on the stack, if one move could
// open it.
func (p *Position) markPath(gm *geoMove, obstacles int) {
	if obstacles >= 2 && gm.clearOnly {
		return
	}
	for _, q := range p.pathStack {
		p.markSquare(q)
	}
}

// clearable: a square failing this requirement can be made to meet it only
// by emptying it, which one move does to one square at most.
func clearable(req uint8) bool {
	return req == reqEmpty || req == reqEmptyOrFriend || req == reqFriend || req == reqAny
}

// nextTo reports whether an effect of type t, colour c, from a piece
// ending on d would reach k.
func (p *Position) nextTo(d, k Square, t, c int) bool {
	for ei := range p.g.effects[t] {
		for _, near := range p.g.effects[t][ei].near[c] {
			if near[d] == k {
				return true
			}
		}
	}
	return false
}

// markPins marks the pieces of the side to move that stand alone between
// the royal on k and an enemy that could attack along the line (a rider):
// moving them may expose k. On a line with hoppers it marks every square
// from k to the farthest enemy hopper on it (markHopLine).
func (p *Position) markPins(k Square) {
	g := p.g
	c := 1 - p.side
	at := &g.attacks[c]
	nC := g.nCells()
	for i := range at.lines {
		ln := &at.lines[i]
		if ln.maxK < 2 {
			continue
		}
		if ln.hop {
			p.markHopLine(ln, k, c)
		}
		pinned := NoSquare
		s := k
		for d := 1; d <= ln.maxK; d++ {
			if s = ln.next[s]; s < 0 {
				break
			}
			cell := p.board[s]
			if cell == cellEmpty {
				continue
			}
			if pinned == NoSquare && cellColor(cell) != c {
				pinned = s // the first piece, the mover's own
				continue
			}
			if pinned != NoSquare && ln.can[d*nC+int(cell)] {
				p.markSquare(pinned)
			}
			break
		}
	}
}

// markHopLine marks, on a line ln with hoppers of colour c, the squares
// from the royal on k up to the farthest of those hoppers: a piece that
// leaves or enters one of them (or is taken there) changes the number of
// screens between the hopper and k. A move touching no square of the line
// up to its last enemy hopper cannot make or break a hop onto k; without
// an enemy hopper on the line no move of the side to move brings one.
func (p *Position) markHopLine(ln *attackLine, k Square, c int) {
	last := 0
	s := k
	for d := 1; d <= ln.maxK; d++ {
		if s = ln.next[s]; s < 0 {
			break
		}
		if cell := p.board[s]; cell >= firstCell && cellColor(cell) == c {
			if t := cellType(cell); ln.cannon[t] || ln.grass[t] {
				last = d
			}
		}
	}
	s = k
	for d := 1; d <= last; d++ {
		s = ln.next[s]
		p.markSquare(s)
	}
}

func (p *Position) markSquare(s Square) {
	if !p.danger[s] {
		p.danger[s] = true
		p.dangerList = append(p.dangerList, s)
	}
}

func (p *Position) clearDanger() {
	for _, s := range p.dangerList {
		p.danger[s] = false
	}
	p.dangerList = p.dangerList[:0]
}
