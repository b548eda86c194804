package interp

import "math"

// How Position.MoveCount counts a piece type's moves (Game.countKind).
const (
	countNone uint8 = iota // generated: some move does more than land
	countRays              // rays only, no two to one square: the rays are walked
	countAll               // rays, paths and walks (countAll)
)

// compileMoveCount decides, for every type and colour, whether MoveCount
// can count the piece's moves without generating them: each of its moves
// from every square must land (move or capture onto the destination) and
// do nothing else, so that its moves are its distinct destinations.
func (g *Game) compileMoveCount() {
	g.countKind = make([]uint8, 2*g.nTypes)
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			g.countKind[c*g.nTypes+t] = g.countKindOf(c, t)
		}
	}
	g.compileCountSeen()
	g.compileWalkReach()
	g.compileMobReach()
}

// maxWalkReachSquares bounds the boards whose walks get reach tables
// (squares² bits a walk).
const maxWalkReachSquares = 256

// compileWalkReach tabulates, for the walks of each type the attack test
// asks about by walking its moves (attackTables.generic) that MoveCount
// counts, the squares each walk could reach from each square whatever
// stands on the board, so that landsOn follows only the walks that might
// end on its target.
func (g *Game) compileWalkReach() {
	n := g.size()
	if n > maxWalkReachSquares {
		return
	}
	g.walkReach = make([][][]uint64, 2*g.nTypes)
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			walks := g.moves.walks[i]
			if !g.attacks[c].generic[t] || g.countKind[i] == countNone || len(walks) == 0 {
				continue
			}
			g.walkReach[i] = make([][]uint64, len(walks))
			for wi := range walks {
				bits := make([]uint64, (n*n+63)/64)
				for from := 0; from < n; from++ {
					if !g.hole[from] {
						markWalkReach(bits, from*n, Square(from), walks[wi].legs)
					}
				}
				g.walkReach[i][wi] = bits
			}
		}
	}
}

// markWalkReach sets bit base+s of bits for every square s the legs may
// end on from s0, every leg taking any length it allows.
func markWalkReach(bits []uint64, base int, s0 Square, legs []walkLeg) {
	leg := &legs[0]
	s := s0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			return
		}
		if k < leg.min {
			continue
		}
		if len(legs) == 1 {
			bits[(base+int(s))/64] |= 1 << ((base + int(s)) % 64)
		} else {
			markWalkReach(bits, base, s, legs[1:])
		}
	}
}

func (g *Game) countKindOf(c, t int) uint8 {
	m := &g.moves
	if g.exits[t] != nil || g.landOnly[c] != nil {
		return countNone
	}
	const refused = fEnPassant | fNotInCheck | fLocust
	// A promoting piece's moves are counted by countAll, which asks the
	// promotion rules how many moves each landing in a zone makes (land).
	onlyRays := !m.multiPath[t] && len(m.walks[c*g.nTypes+t]) == 0 && g.promoTouch[c][t] == nil
	for s := 0; s < g.size(); s++ {
		si := g.spanIndex(c, t, Square(s))
		sp := m.raySpan[si]
		for ri := sp.lo; ri < sp.hi; ri++ {
			if r := &m.rays[ri]; r.extra >= 0 || r.flags&(refused|fSetsEP) != 0 {
				return countNone
			}
		}
		pp := m.pathSpan[si]
		for pi := pp.lo; pi < pp.hi; pi++ {
			if pt := &m.paths[pi]; pt.extra >= 0 || pt.flags&refused != 0 {
				return countNone
			}
		}
		onlyRays = onlyRays && pp.lo == pp.hi
	}
	for wi := range m.walks[c*g.nTypes+t] {
		w := &m.walks[c*g.nTypes+t][wi]
		if w.extra >= 0 || w.flags&refused != 0 || w.relay != nil || w.swap || w.chain || w.inCheck {
			return countNone
		}
	}
	if onlyRays {
		return countRays
	}
	return countAll
}

// countAll is MoveCount of a piece of type t and colour c on from (its
// span index si) with paths or walks, or moves that may reach a square
// twice: genPiece's walk over the squares, counting each destination
// once, and with choices a landing where the piece may promote as the
// moves its promotion choices make.
func (p *Position) countAll(from Square, si, t, c int, virgin, choices bool, read []uint64) int {
	ct := counter{target: NoSquare, read: read}
	if choices {
		p.promoCounter(&ct, from, t, c)
	}
	if p.g.countSeen[c*p.g.nTypes+t] {
		ct.seen, ct.stamp = p.squareStamp()
	}
	ct.plain = ct.seen == nil && ct.touch == nil
	return p.countMoves(from, si, t, c, virgin, &ct)
}

// landsOn reports whether the piece of type t and colour c on from, one
// that MoveCount counts, can capture by moving onto target: capturesOnto
// without generating its moves.
func (p *Position) landsOn(from Square, t, c int, target Square) bool {
	if cell := p.board[target]; cell < firstCell || cellColor(cell) == c {
		return false // only a capture counts
	}
	ct := counter{target: target}
	p.promoCounter(&ct, from, t, c)
	return p.countMoves(from, p.g.spanIndex(c, t, from), t, c, p.virgin[from], &ct) > 0
}

// countMoves walks the moves of the piece on from as genPiece does,
// counting what ct counts; with a target, it stops at the first move
// found.
func (p *Position) countMoves(from Square, si, t, c int, virgin bool, ct *counter) int {
	g := p.g
	m := &g.moves
	n := 0
	sp := m.raySpan[si]
	plain := ct.plain // each destination counts one, without land's call
	for ri := sp.lo; ri < sp.hi; ri++ {
		r := &m.rays[ri]
		if r.flags&fInitial != 0 && !virgin {
			continue
		}
		for k := r.lo; k < r.hi; k++ {
			to := m.sq[k]
			ct.mark(to)
			cl := p.board[to]
			if cl == cellEmpty {
				if k-r.lo >= r.min && r.flags&fMove != 0 {
					if plain {
						n++
					} else {
						n += p.land(ct, to)
					}
				}
				continue
			}
			if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cl) != c && p.mayCapture(to, t) {
				if plain {
					n++
				} else {
					n += p.land(ct, to)
				}
			}
			break
		}
		if n > 0 && ct.target != NoSquare {
			return n
		}
	}
	pp := m.pathSpan[si]
	walks := m.walks[c*g.nTypes+t]
	if pp.lo == pp.hi && len(walks) == 0 {
		return n
	}
	lifted := m.lift[t]
	if lifted {
		p.board[from] = cellEmpty
	}
	if pp.lo < pp.hi {
		if area := g.areas().moves; area != nil && area[c*g.nTypes+t] != nil {
			// An area move: the destinations of its open paths by flood
			// fill (areacount.go), the squares it read marked.
			n += p.countArea(from, area[c*g.nTypes+t], t, c, ct)
			pp.hi = pp.lo
		}
	}
	if ct.read != nil && pp.lo < pp.hi {
		// Every square of every path: pathOpen's and countFinal's.
		set := g.pathReadSets[g.pathRead[si]:][:len(ct.read)]
		for i, w := range set {
			ct.read[i] |= w
		}
	}
	for pi := pp.lo; pi < pp.hi; pi++ {
		pt := &m.paths[pi]
		// The destination first (countFinal's tests): a friend or a hole
		// there, or another square than the target, counts nothing.
		to := m.pathSq[pt.hi-1]
		if cell := p.board[to]; cell == cellHole || cell >= firstCell && cellColor(cell) == c || ct.target != NoSquare && to != ct.target {
			continue
		}
		if pt.flags&fInitial != 0 && !virgin || !p.pathOpen(pt, c) {
			continue
		}
		n += p.countFinal(to, pt.flags, t, c, ct)
	}
	var reach [][]uint64
	if ct.target != NoSquare && g.walkReach != nil {
		reach = g.walkReach[c*g.nTypes+t]
	}
	target := ct.target != NoSquare
	for wi := range walks {
		if target {
			if n > 0 {
				break
			}
			if reach != nil {
				if b := int(from)*g.size() + int(ct.target); reach[wi][b/64]&(1<<(b%64)) == 0 {
					continue // this walk never ends on the target from here
				}
			}
		}
		w := &walks[wi]
		if w.cond && (w.flags&fInitial != 0 && !virgin || w.from != nil && !w.from[from]) {
			continue
		}
		switch w.countOne {
		case countByHop:
			n += p.countHop(from, w, t, c, ct)
		case countByLeapSlide:
			// countLeg's first leg, one step, then the slide.
			if s := w.legs[0].next[from]; s >= 0 {
				ct.mark(s)
				if w.firstOK[p.board[s]] {
					n += p.countSlide(s, w, &w.legs[1], t, c, ct)
				}
			}
		case countBySlide:
			n += p.countSlide(from, w, &w.legs[0], t, c, ct)
		case countByLastLeg:
			n += p.countLastLeg(from, w, &w.legs[0], t, c, ct)
		case countByNearest:
			n += p.countNearest(from, w, &w.legs[0], t, c, ct)
		case countByFarthest:
			n += p.countFarthestLeg(from, w, &w.legs[0], t, c, ct)
		case countByJump:
			n += p.countJump(from, w, &w.legs[0], t, c, ct)
		default:
			n += p.countLeg(from, w, 0, t, c, ct)
		}
	}
	if lifted {
		p.board[from] = pieceCell(t, c)
	}
	return n
}

// counter is what countAll's walk counts: every destination once
// (marked seen[to] = stamp, where two ways may reach one), or, when
// target is a square, only a capture onto it (capturesOnto).
type counter struct {
	seen   []uint32 // nil: no two moves reach one square
	stamp  uint32
	target Square // NoSquare: every destination
	zone   []bool // non-nil: hits counts the destinations in it
	hits   int
	// read, non-nil: the squares the walk reads are marked in it (see
	// countBy)
	read []uint64
	// plain: every destination counts one, without land's call (no
	// target, zone, promotion or square reached twice): countAll's
	// counter for most pieces.
	plain bool
	// For a promoting piece: the squares a move must touch to meet a
	// zone (genPiece's touch), and the piece's square, type and colour.
	touch []bool
	from  Square
	t, c  int
}

// mark marks s read, where ct keeps a read set.
func (ct *counter) mark(s Square) {
	if ct.read != nil {
		markRead(ct.read, s)
	}
}

// promoCounter readies ct for the piece of type t and colour c on from,
// as genPiece readies its promotion test.
func (p *Position) promoCounter(ct *counter, from Square, t, c int) {
	touch := p.g.promoTouch[c][t]
	if touch != nil && touch[from] {
		touch = p.g.everywhere
	}
	ct.touch, ct.from, ct.t, ct.c = touch, from, t, c
}

// land is how many moves a landing on to (empty or an enemy the piece may
// take) makes that ct has not counted yet: 0 or 1, or, for a promoting
// piece landing where a zone may apply, as many as add makes of it (one
// per promotion choice, the move without promotion unless it must
// promote; none where the piece would be stuck).
func (p *Position) land(ct *counter, to Square) int {
	n := ct.once(to)
	if n == 0 || ct.touch == nil || !ct.touch[to] {
		return n
	}
	kind := Capture
	if p.board[to] == cellEmpty {
		kind = Quiet
	}
	p.promoBuf = p.add(p.promoBuf[:0], Move{From: ct.from, To: to, Kind: kind}, ct.t, ct.c, -1)
	return len(p.promoBuf)
}

// once is 1 for a destination to not counted yet, marking it, else 0
// (with a target, 1 for the target only).
func (ct *counter) once(to Square) int {
	if ct.target != NoSquare {
		if to == ct.target {
			return 1
		}
		return 0
	}
	if ct.seen != nil {
		if ct.seen[to] == ct.stamp {
			return 0
		}
		ct.seen[to] = ct.stamp
	}
	if ct.zone != nil && ct.zone[to] {
		ct.hits++
	}
	return 1
}

// countFinal is addFinal's count: whether a move with flags f lands on to.
func (p *Position) countFinal(to Square, f moveFlags, t, c int, ct *counter) int {
	cell := p.board[to]
	if cell == cellEmpty {
		if f&fMove != 0 {
			return p.land(ct, to)
		}
		return 0
	}
	if f&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(to, t) {
		return p.land(ct, to)
	}
	return 0
}

// countHop is genHop's count.
func (p *Position) countHop(from Square, w *walk, t, c int, ct *counter) int {
	m := &p.g.moves
	sp := w.hops[from]
	k := sp.lo
	for k < sp.hi && p.board[m.sq[k]] == cellEmpty {
		ct.mark(m.sq[k])
		k++
	}
	if k < sp.hi {
		ct.mark(m.sq[k])
	}
	if k >= sp.hi-1 {
		return 0
	}
	hurdle := p.board[m.sq[k]]
	if hurdle == cellHole {
		return 0
	}
	if ban := w.legs[0].endBan; ban != nil && ban[cellType(hurdle)] {
		return 0
	}
	n := 0
	for k++; k < sp.hi; k++ {
		to := m.sq[k]
		ct.mark(to)
		cell := p.board[to]
		if cell == cellEmpty {
			if w.flags&fMove != 0 {
				n += p.land(ct, to)
			}
			if w.grass {
				break
			}
			continue
		}
		if w.flags&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(to, t) {
			n += p.land(ct, to)
		}
		break
	}
	return n
}

// countLeg is walkLeg's count: leg li of w from s, and the legs after it
// from every square where it may end.
func (p *Position) countLeg(s Square, w *walk, li int, t, c int, ct *counter) int {
	leg := &w.legs[li]
	n := 0
	if leg.pass == reqEmpty && leg.extent == extAnywhere && leg.hurdles == 0 && li == len(w.legs)-1 && w.stay == nil && w.dest == nil {
		return p.countSlide(s, w, leg, t, c, ct)
	}
	if li == len(w.legs)-1 && w.stay == nil && w.dest == nil && (leg.pass == reqEmpty || leg.pass == reqFriend || leg.pass == reqEmptyOrFriend) &&
		(leg.extent != extAnywhere || leg.hurdles == 0) {
		return p.countLastLeg(s, w, leg, t, c, ct)
	}
	prev, prevK := NoSquare, 0
	hurdles := 0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || w.stay != nil && !w.stay[s] {
			break
		}
		ct.mark(s)
		cell := p.board[s]
		passes := cell == cellEmpty // meets' test of reqEmpty, without the call
		if leg.pass != reqEmpty {
			passes = meets(cell, leg.pass, c)
		}
		if leg.pass == reqJunior {
			passes = cell == cellEmpty || cell >= firstCell && p.g.seniority[cellType(cell)] < p.g.seniority[t]
		}
		switch leg.extent {
		case extAnywhere:
			if k >= leg.min && hurdles >= leg.hurdles {
				n += p.countEnd(s, w, li, t, c, ct)
			}
			if !passes {
				return n
			}
			if cell >= firstCell {
				hurdles++
			}
		case extNearest:
			if !passes {
				if k >= leg.min {
					n += p.countEnd(s, w, li, t, c, ct)
				}
				return n
			}
		case extFarthest:
			if !passes {
				if k >= leg.min && p.mayEnd(cell, w, li, c) {
					return n + p.countEnd(s, w, li, t, c, ct)
				}
				return n + p.countFarthest(prev, prevK, w, li, t, c, ct)
			}
			prev, prevK = s, k
		}
	}
	if leg.extent == extFarthest {
		return n + p.countFarthest(prev, prevK, w, li, t, c, ct)
	}
	return n
}

// countSlide is countLeg of a last leg over empty squares (a rider's
// slide) from s: walkLeg's test of each square, endLeg's and addFinal's,
// in one loop.
func (p *Position) countSlide(s Square, w *walk, leg *walkLeg, t, c int, ct *counter) int {
	n := 0
	plain := ct.plain
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		ct.mark(s)
		cell := p.board[s]
		if cell == cellEmpty {
			if k >= leg.min && w.flags&fMove != 0 {
				if plain {
					n++
				} else {
					n += p.land(ct, s)
				}
			}
			continue
		}
		if k >= leg.min && w.flags&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(s, t) {
			n += p.land(ct, s)
		}
		break
	}
	return n
}

// countJump is countLeg of a last leg, without region limits, that
// passes empty squares and pieces junior to the mover (a range
// capture's): each square a destination (countFinal's) once past
// leg.hurdles pieces, up to the first piece it may not jump.
func (p *Position) countJump(s Square, w *walk, leg *walkLeg, t, c int, ct *counter) int {
	n := 0
	plain := ct.plain
	empties := w.flags&fMove != 0 // countFinal counts nothing on an empty square else
	var take uint8
	if w.flags&fCapture != 0 {
		take = jumpTake
	}
	cells := p.g.jumpCells[c*p.g.nTypes+t] // mayCapture's and the seniority test, by cell
	board, next, read := p.board, leg.next, ct.read
	limit := leg.max
	if limit == 0 {
		limit = math.MaxInt
	}
	hurdles := 0
	for k := 1; k <= limit; k++ {
		s = next[s]
		if s < 0 {
			break
		}
		if read != nil {
			markRead(read, s)
		}
		cell := board[s]
		if cell == cellEmpty {
			if empties && k >= leg.min && hurdles >= leg.hurdles {
				if plain {
					n++
				} else {
					n += p.land(ct, s)
				}
			}
			continue
		}
		x := cells[cell]
		if k >= leg.min && hurdles >= leg.hurdles {
			if plain {
				if x&take != 0 {
					n++
				}
			} else {
				n += p.countFinal(s, w.flags, t, c, ct)
			}
		}
		if x&jumpPass == 0 {
			break
		}
		hurdles++
	}
	return n
}

// countLastLeg is countLeg's loop for a last leg without region limits
// that passes empty squares, friends or both (a flying slider's, a
// nearest or farthest mover's): the requirement and the end tested in
// one loop, a loop for each extent.
func (p *Position) countLastLeg(s Square, w *walk, leg *walkLeg, t, c int, ct *counter) int {
	switch leg.extent {
	case extNearest:
		return p.countNearest(s, w, leg, t, c, ct)
	case extFarthest:
		return p.countFarthestLeg(s, w, leg, t, c, ct)
	}
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	// The squares passed: an empty one is a destination (a friend none);
	// where each destination counts one (ct.plain), without land's call.
	landEmpty := w.flags&fMove != 0
	n := 0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		ct.mark(s)
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			if landEmpty && cell == cellEmpty && k >= leg.min {
				if ct.plain {
					n++
				} else {
					n += p.land(ct, s)
				}
			}
			continue
		}
		// The first square the leg may not pass.
		if k >= leg.min {
			n += p.countFinal(s, w.flags, t, c, ct)
		}
		return n
	}
	return n
}

// countNearest is countLastLeg for a leg that ends on the first square
// it may not pass (a nearest mover's): one destination at most.
func (p *Position) countNearest(s Square, w *walk, leg *walkLeg, t, c int, ct *counter) int {
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			return 0
		}
		ct.mark(s)
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			continue
		}
		if k < leg.min {
			return 0
		}
		if ct.plain { // countFinal's tests, land counting one
			if cell == cellEmpty && w.flags&fMove != 0 ||
				cell != cellEmpty && w.flags&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(s, t) {
				return 1
			}
			return 0
		}
		return p.countFinal(s, w.flags, t, c, ct)
	}
	return 0
}

// countFarthestLeg is countLastLeg for a leg that ends as far as it
// may go (a farthest mover's): one destination at most.
func (p *Position) countFarthestLeg(s Square, w *walk, leg *walkLeg, t, c int, ct *counter) int {
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	prev, prevK := NoSquare, 0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		ct.mark(s)
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			prev, prevK = s, k
			continue
		}
		// The first square the leg may not pass.
		if k >= leg.min && p.mayEnd(cell, w, len(w.legs)-1, c) {
			return p.countFinal(s, w.flags, t, c, ct)
		}
		break
	}
	return p.countFarthest(prev, prevK, w, len(w.legs)-1, t, c, ct)
}

func (p *Position) countFarthest(s Square, k int, w *walk, li, t, c int, ct *counter) int {
	if s == NoSquare || k < w.legs[li].min {
		return 0
	}
	return p.countEnd(s, w, li, t, c, ct)
}

// countEnd is endLeg's count, for the walks MoveCount counts (no swaps,
// locust or chain captures).
func (p *Position) countEnd(s Square, w *walk, li, t, c int, ct *counter) int {
	if li == len(w.legs)-1 {
		if w.dest != nil && !w.dest[s] {
			return 0
		}
		return p.countFinal(s, w.flags, t, c, ct)
	}
	if cell := p.board[s]; meets(cell, w.legs[li].end, c) {
		if ban := w.legs[li].endBan; ban != nil && cell >= firstCell && ban[cellType(cell)] {
			return 0
		}
		return p.countLeg(s, w, li+1, t, c, ct)
	}
	return 0
}
