package interp

import "math/bits"

// Capture lines: where plain moves are left out (generateCaptures), a
// line walker's only move is a capture on the first square of its line
// that it may not pass (captureLast), and on a large board the walk
// there passes many squares. With the squares that stop it as a set of
// bits (Position.capStop, made at most once a call) and the line's
// squares as a mask, that square is the lowest (or highest) bit of the
// two together: a word or two, not a step a square. A recapture on a
// target (CandidateCapturesOnto) needs no walk whose line misses the
// target, nor a leap-then-slide walk whose slide misses it.

// lineTab is the squares of one step table followed from each square,
// at most max steps: mask[s*words+w], word w; row[s] says how to read
// them (lineRow).
type lineTab struct {
	mask  []uint64
	words int
	row   []lineRow
}

// lineRow: along the walk from a square the numbers of the line's
// squares rise (up) or fall; lo and hi are the first and last words the
// line touches, in the order of the walk (lo == hi+1 rising, lo == hi-1
// falling: an empty line). ok is false where the numbers neither rise
// nor fall (a wrapping board): the walk is then walked.
type lineRow struct {
	lo, hi int8
	up, ok bool
}

// Indexes of Position.capStop: a line passing empty squares only,
// friends only, or both.
const (
	stopPassEmpty = iota
	stopPassFriend
	stopPassBoth
)

// buildLines makes the line masks of the capLine walks' legs that go
// from step 1 (min 1) without hurdles, on boards no larger than the
// filter's (capfilter.go); not where walls may appear during play (a
// wall stops a line without being in the sets).
func (g *Game) buildLines(o *ontoTable) {
	if o.words > maxFilterWords || g.dynamicWalls || g.freeze != nil {
		return
	}
	type key struct {
		next *Square
		max  int
	}
	index := map[key]*lineTab{}
	m := &g.moves
	for i := range m.walks {
		for wi := range m.walks[i] {
			w := &m.walks[i][wi]
			var leg *walkLeg
			switch {
			case w.capLine:
				leg = &w.legs[0]
			case w.leapSlide:
				leg = &w.legs[1] // for lineMisses only
			default:
				continue
			}
			if leg.min > 1 || leg.hurdles != 0 || len(leg.next) != g.size() {
				continue
			}
			k := key{&leg.next[0], leg.max}
			lt, ok := index[k]
			if !ok {
				lt = g.lineTable(leg.next, leg.max, o.words)
				index[k] = lt
			}
			leg.line = lt
			switch leg.pass {
			case reqFriend:
				leg.stop = stopPassFriend
			case reqEmptyOrFriend:
				leg.stop = stopPassBoth
			}
		}
	}
	for s := 0; s < g.size(); s++ {
		if g.hole[s] {
			o.holes[s/64] |= 1 << (uint(s) % 64)
		}
	}
	o.lines = len(index) > 0
}

// lineTable is the lineTab of step table next, at most max steps (0:
// unbounded).
func (g *Game) lineTable(next []Square, max, words int) *lineTab {
	n := g.size()
	lt := &lineTab{mask: make([]uint64, n*words), words: words, row: make([]lineRow, n)}
	for from := 0; from < n; from++ {
		row := lt.mask[from*words:][:words]
		up, ok, first, last := true, true, Square(-1), Square(-1)
		prev, s := Square(from), Square(from)
		for k := 1; max == 0 || k <= max; k++ {
			if s = next[s]; s < 0 || int(s) >= n {
				break
			}
			if k == 1 {
				up, first = s > prev, s
			}
			if s == prev || (s > prev) != up {
				ok = false
				break
			}
			row[s/64] |= 1 << (uint(s) % 64)
			prev, last = s, s
		}
		r := lineRow{up: up, ok: ok, lo: int8(first / 64), hi: int8(last / 64)}
		switch {
		case first < 0 && up:
			r.lo, r.hi = 1, 0
		case first < 0:
			r.lo, r.hi = 0, 1
		}
		lt.row[from] = r
	}
	return lt
}

// setCapStops fills capStop for the side to move, whose enemies stand on
// the squares of enemy.
func (p *Position) setCapStops(o *ontoTable, enemy *[maxFilterWords]uint64) {
	g := p.g
	var friend [maxFilterWords]uint64
	for t := 0; t < g.nTypes; t++ {
		i := int(pieceCell(t, p.side) - firstCell)
		for _, s := range p.plist[i*g.size():][:p.plen[i]] {
			friend[s>>6] |= 1 << (s & 63)
		}
	}
	for w := 0; w < o.words; w++ {
		p.capStop[stopPassEmpty][w] = friend[w] | enemy[w] | o.holes[w]
		p.capStop[stopPassFriend][w] = ^friend[w]
		p.capStop[stopPassBoth][w] = enemy[w] | o.holes[w]
	}
}

// captureFirst is captureLast by the line masks (capLinesOn, leg.line
// set): the capture, if any, on the first square of the line from from
// that leg may not pass. The first step is looked at on the board: most
// lines stop there.
func (p *Position) captureFirst(ml []Move, from Square, w *walk, leg *walkLeg, t, c int) []Move {
	s := leg.next[from]
	if s < 0 {
		return ml
	}
	cell := p.board[s]
	if !(leg.pass != reqFriend && cell == cellEmpty || leg.pass != reqEmpty && cell >= firstCell && cellColor(cell) == c) {
		if cell >= firstCell {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		return ml
	}
	lt := leg.line
	r := lt.row[from]
	if !r.ok {
		return p.captureLast(ml, from, from, w, leg, t, c)
	}
	if !p.capStopsSet {
		p.setCapStops(p.g.ontoT, &p.capEnemies)
		p.capStopsSet = true
	}
	stop := &p.capStop[leg.stop]
	base := int(from) * lt.words
	to := NoSquare
	if r.up {
		for i := int(r.lo); i <= int(r.hi); i++ {
			if x := lt.mask[base+i] & stop[i&(maxFilterWords-1)]; x != 0 {
				to = Square(i<<6 + bits.TrailingZeros64(x))
				break
			}
		}
	} else {
		for i := int(r.lo); i >= int(r.hi); i-- {
			if x := lt.mask[base+i] & stop[i&(maxFilterWords-1)]; x != 0 {
				to = Square(i<<6 + 63 - bits.LeadingZeros64(x))
				break
			}
		}
	}
	if to != NoSquare && p.board[to] >= firstCell {
		ml = p.addFinal(ml, from, to, w.flags, w.extra, t, c, -1)
	}
	return ml
}

// lineMisses reports whether leg's line from from surely does not hold
// target.
func (leg *walkLeg) lineMisses(from, target Square) bool {
	lt := leg.line
	return lt != nil && lt.row[from].ok && lt.mask[int(from)*lt.words+int(target)>>6]&(1<<(uint(target)&63)) == 0
}
