package interp

import (
	"encoding/binary"
	"math/bits"
)

// MoveCount's cache on large boards, and on any board where walks are
// counted. The search's evaluation counts the moves of every piece of
// both sides in every position it scores; on a
// 12x12 to 16x16 board of long-range pieces that walks thousands of
// squares, though a move changes the count of few pieces: those whose
// count read a square it changed. The cache keeps, by square, the count
// of the piece there as of the board it last saw, with the squares that
// count read (every square its walk stepped on: passed, landed on or
// stopped by); when the position has changed (its hash), the squares
// whose contents differ are found, and a count is dropped where its
// piece stands on one or read one. Counts read nothing but the board
// then: the cache serves only games whose counted pieces have no moves
// for unmoved pieces alone and whose promotions ask no piece counts
// (limits, if-present); others count every time.

// minMobCacheSquares is the smallest board the cache serves where every
// counted move is a line, a leap or a fixed path: on smaller boards such
// a count costs about what keeping the cache would. A game whose counted
// moves include walks (countsWalks) is served on any board.
const minMobCacheSquares = 100

// maxMobDirty is how many changed squares the cache sorts out one by one;
// past it every count is dropped.
const maxMobDirty = 24

// mobCache is a Position's MoveCount cache.
type mobCache struct {
	hash  uint64
	board []uint8  // the board the counts are of
	count []int32  // by square: the piece's count (MoveCount), -1 unknown
	dest  []int32  // by square: DestinationCount's, -1 unknown
	words int      // a read set's length
	read  []uint64 // by square, words each: the squares its counts read
	dirty []Square // the squares changed at the last sync
	// has marks the squares that hold a count (a bit set with a count,
	// cleared where syncMob drops the square's counts), so that syncMob
	// looks at those only; mask is the dirty squares' set, words long.
	has, mask []uint64
	// The boards the cache went through, as a stack (see syncMob): by
	// state, its position and where its logs start. Going from a state
	// to the next logs the squares that changed (their old contents),
	// the counts dropped (with their read sets) and the squares counted
	// while in the new state, so that the cache can go back.
	frames   []mobFrame
	cellLog  []mobCellChange
	dropLog  []mobDrop
	dropRead []uint64 // words a drop
	fillLog  []Square
}

// mobFrame is a state of the cache: the position (its hash, and how many
// moves its history holds) and the starts of its logs.
type mobFrame struct {
	hash                uint64
	plies               int
	cells, drops, fills int
}

// mobCellChange is a square a sync changed and what it held before.
type mobCellChange struct {
	s   Square
	old uint8
}

// mobDrop is a square's counts as a sync dropped them.
type mobDrop struct {
	s           Square
	count, dest int32
}

// maxMobFrames bounds the stack of states, and maxMobFills the counts
// logged as made in them (those kept going back are logged again in
// the state before, so that the log grows in a long search): past
// either, the cache forgets its way back.
const (
	maxMobFrames = 64
	maxMobFills  = 8192
)

// compileMobReach sets Game.mobCached where the cache applies.
func (g *Game) compileMobReach() {
	n := g.size()
	if n < minMobCacheSquares && !g.countsWalks() {
		return
	}
	for _, z := range g.promo {
		for i := range z {
			if len(z[i].ifPresent) > 0 || len(z[i].ifAbsent) > 0 || slicesAny(z[i].limits) {
				return
			}
		}
	}
	m := &g.moves
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] == countNone {
				continue
			}
			for from := 0; from < n; from++ {
				si := g.spanIndex(c, t, Square(from))
				sp := m.raySpan[si]
				for ri := sp.lo; ri < sp.hi; ri++ {
					if m.rays[ri].flags&fInitial != 0 {
						return
					}
				}
				pp := m.pathSpan[si]
				for pi := pp.lo; pi < pp.hi; pi++ {
					if m.paths[pi].flags&fInitial != 0 {
						return
					}
				}
			}
			for wi := range m.walks[i] {
				if m.walks[i][wi].flags&fInitial != 0 {
					return
				}
			}
		}
	}
	g.mobCached = true
	words := (n + 63) / 64
	g.pathRead = make([]int32, 2*g.nTypes*n)
	for si := range g.pathRead {
		g.pathRead[si] = -1
		pp := m.pathSpan[si]
		if pp.lo == pp.hi {
			continue
		}
		g.pathRead[si] = int32(len(g.pathReadSets))
		set := make([]uint64, words)
		for pi := pp.lo; pi < pp.hi; pi++ {
			for k := m.paths[pi].lo; k < m.paths[pi].hi; k++ {
				markRead(set, m.pathSq[k])
			}
		}
		g.pathReadSets = append(g.pathReadSets, set...)
	}
}

// countsWalks reports whether MoveCount counts some type's moves by
// walking them (bent riders, fliers, pieces that go round a ring): a
// walk's count costs several times a line's, so the cache pays on any
// board.
func (g *Game) countsWalks() bool {
	for i := range g.countKind {
		if g.countKind[i] != countNone && len(g.moves.walks[i]) > 0 {
			return true
		}
	}
	return false
}

func slicesAny(limits []int) bool {
	for _, l := range limits {
		if l >= 0 {
			return true
		}
	}
	return false
}

// cachedCount is countBy through the cache: MoveCount with choices,
// DestinationCount without. The two counts of a square share its read
// set: both walk the same squares.
func (p *Position) cachedCount(s Square, choices bool) (int, bool) {
	cell := p.board[s]
	if cell < firstCell || p.g.countKind[cellColor(cell)*p.g.nTypes+cellType(cell)] == countNone {
		return 0, false
	}
	mc := p.mobSynced()
	counts, other := mc.dest, mc.count
	if choices {
		counts, other = mc.count, mc.dest
	}
	if v := counts[s]; v >= 0 {
		return int(v), true
	}
	read := mc.read[int(s)*mc.words:][:mc.words]
	if other[s] < 0 { // else the other count's set, which this one's walk repeats
		if len(read) == 4 {
			*(*[4]uint64)(read) = [4]uint64{} // without the call (boards of 193 to 256 squares)
		} else {
			clear(read)
		}
	}
	n, _ := p.countBy(s, choices, read)
	counts[s] = int32(n)
	if mc.has[s>>6]&(1<<(s&63)) == 0 { // else logged with the other count
		mc.has[s>>6] |= 1 << (s & 63)
		mc.fillLog = append(mc.fillLog, s)
	}
	return n, true
}

// mobSynced is the cache brought to the board: made on first use,
// synced where the position changed since.
func (p *Position) mobSynced() *mobCache {
	mc := &p.mob
	if mc.board == nil {
		mc.board = append([]uint8(nil), p.board...)
		mc.count = make([]int32, len(p.board))
		mc.dest = make([]int32, len(p.board))
		mc.words = (len(p.board) + 63) / 64
		mc.read = make([]uint64, len(p.board)*mc.words)
		mc.has = make([]uint64, mc.words)
		mc.mask = make([]uint64, mc.words)
		mc.drop()
		mc.hash = p.hash
		mc.frames = append(mc.frames[:0], mobFrame{hash: p.hash, plies: len(p.history)})
	} else if mc.hash != p.hash {
		p.syncMob()
	}
	return mc
}

// DestinationCounts is, where the game keeps MoveCount's cache, its
// DestinationCount of every square as of this board: the count of the
// piece there, or -1 where it holds none (ask DestinationCount, which
// fills it in). It is nil where the game keeps no cache, and good until
// the position changes. The evaluation's mobility pass reads its counts
// of the pieces a move left alone without a call each.
func (p *Position) DestinationCounts() []int32 {
	if !p.g.mobCached {
		return nil
	}
	return p.mobSynced().dest
}

// drop forgets every count.
func (mc *mobCache) drop() {
	for i := range mc.count {
		mc.count[i], mc.dest[i] = -1, -1
	}
	clear(mc.has)
}

// dropAt logs and drops the counts of square s.
func (mc *mobCache) dropAt(s int) {
	mc.dropLog = append(mc.dropLog, mobDrop{s: Square(s), count: mc.count[s], dest: mc.dest[s]})
	if read := mc.read[s*mc.words:][:mc.words]; len(read) == 4 {
		r := (*[4]uint64)(read)
		mc.dropRead = append(mc.dropRead, r[0], r[1], r[2], r[3])
	} else {
		mc.dropRead = append(mc.dropRead, read...)
	}
	mc.count[s], mc.dest[s] = -1, -1
	mc.has[s>>6] &^= 1 << (s & 63)
}

// syncMob brings the cache to the board: the counts of pieces on a
// changed square, or that read one, are dropped.
//
// The search scores a position, then its children one after the other:
// going from one child to the next changes the squares of both moves,
// and the counts the first move dropped hold again in the second child
// unless the second move changes them. So the cache keeps the states it
// went through as a stack, and first goes back to the latest state that
// is the position or one before it in its history (the parent, most
// often): the changed squares restored, the counts made since that read
// one dropped, the counts dropped on the way restored. Every state is a
// board and counts of it, whatever the history says: the way back is
// for speed only.
func (p *Position) syncMob() {
	mc := &p.mob
	h := p.history
	top := len(mc.frames) - 1
	k := top
	for ; k >= 0; k-- {
		f := &mc.frames[k]
		if f.plies < len(h) && h[f.plies] == f.hash || f.plies == len(h) && f.hash == p.hash {
			break
		}
	}
	if k >= 0 {
		for top > k {
			mc.undoFrame()
			top--
		}
	}
	p.syncForward()
}

// undoFrame takes the cache back from its last state to the one before.
func (mc *mobCache) undoFrame() {
	top := len(mc.frames) - 1
	f := mc.frames[top]
	clear(mc.mask)
	for _, ch := range mc.cellLog[f.cells:] {
		mc.board[ch.s] = ch.old
		mc.mask[ch.s>>6] |= 1 << (ch.s & 63)
	}
	// The counts made in the state undone: dropped where they read a
	// square it changed, else kept as counts made in the state before
	// (to be tested in turn if the cache goes back from that one).
	words := mc.words
	kept := mc.fillLog[f.fills:f.fills]
	for _, s := range mc.fillLog[f.fills:] {
		if mc.has[s>>6]&(1<<(s&63)) == 0 {
			continue
		}
		drop := mc.mask[s>>6]&(1<<(s&63)) != 0
		read := mc.read[int(s)*words:][:words]
		for w, m := range mc.mask {
			drop = drop || read[w]&m != 0
		}
		if drop {
			mc.count[s], mc.dest[s] = -1, -1
			mc.has[s>>6] &^= 1 << (s & 63)
		} else {
			kept = append(kept, s)
		}
	}
	for i, d := range mc.dropLog[f.drops:] {
		s := d.s
		mc.count[s], mc.dest[s] = d.count, d.dest
		if dst, src := mc.read[int(s)*words:][:words], mc.dropRead[(f.drops+i)*words:][:words]; words == 4 {
			*(*[4]uint64)(dst) = *(*[4]uint64)(src)
		} else {
			copy(dst, src)
		}
		mc.has[s>>6] |= 1 << (s & 63)
	}
	mc.cellLog = mc.cellLog[:f.cells]
	mc.dropLog = mc.dropLog[:f.drops]
	mc.dropRead = mc.dropRead[:f.drops*words]
	mc.fillLog = mc.fillLog[:f.fills+len(kept)]
	mc.frames = mc.frames[:top]
	mc.hash = mc.frames[top-1].hash
}

// syncForward brings the cache from its last state to the board, as a
// new state.
func (p *Position) syncForward() {
	mc := &p.mob
	mc.dirty = mc.dirty[:0]
	if len(mc.frames) >= maxMobFrames || len(mc.fillLog) >= maxMobFills {
		mc.forget()
	}
	mc.frames = append(mc.frames, mobFrame{hash: p.hash, plies: len(p.history), cells: len(mc.cellLog), drops: len(mc.dropLog), fills: len(mc.fillLog)})
	mc.hash = p.hash
	// Eight squares at a time: most are as they were.
	n := len(p.board)
	i := 0
	for ; i+8 <= n; i += 8 {
		if binary.LittleEndian.Uint64(mc.board[i:]) == binary.LittleEndian.Uint64(p.board[i:]) {
			continue
		}
		for s := i; s < i+8; s++ {
			if cell := p.board[s]; mc.board[s] != cell {
				mc.cellLog = append(mc.cellLog, mobCellChange{s: Square(s), old: mc.board[s]})
				mc.board[s] = cell
				mc.dirty = append(mc.dirty, Square(s))
			}
		}
	}
	for s := i; s < n; s++ {
		if cell := p.board[s]; mc.board[s] != cell {
			mc.cellLog = append(mc.cellLog, mobCellChange{s: Square(s), old: mc.board[s]})
			mc.board[s] = cell
			mc.dirty = append(mc.dirty, Square(s))
		}
	}
	if len(mc.dirty) == 0 {
		return
	}
	if len(mc.dirty) > maxMobDirty {
		mc.drop()
		mc.forget()
		return
	}
	clear(mc.mask)
	for _, d := range mc.dirty {
		if mc.has[d>>6]&(1<<(d&63)) != 0 {
			mc.dropAt(int(d))
		}
		mc.mask[d>>6] |= 1 << (d & 63)
	}
	// The words of the mask with a changed square (most often one): a
	// read set is tested on those only.
	var ks [maxMobDirty]int
	nk := 0
	for k, m := range mc.mask {
		if m != 0 {
			ks[nk] = k
			nk++
		}
	}
	words := mc.words
	if nk == 1 {
		k := ks[0]
		m := mc.mask[k]
		for w, bitsLeft := range mc.has {
			for bitsLeft != 0 {
				b := bits.TrailingZeros64(bitsLeft)
				bitsLeft &= bitsLeft - 1
				if s := w<<6 | b; mc.read[s*words+k]&m != 0 {
					mc.dropAt(s)
				}
			}
		}
		return
	}
	if nk == 2 {
		k0, k1 := ks[0], ks[1]
		m0, m1 := mc.mask[k0], mc.mask[k1]
		for w, bitsLeft := range mc.has {
			for bitsLeft != 0 {
				b := bits.TrailingZeros64(bitsLeft)
				bitsLeft &= bitsLeft - 1
				s := w<<6 | b
				if mc.read[s*words+k0]&m0|mc.read[s*words+k1]&m1 != 0 {
					mc.dropAt(s)
				}
			}
		}
		return
	}
	if words == 4 {
		// Boards of 193 to 256 squares, three or four words changed:
		// the four at once.
		m := (*[4]uint64)(mc.mask)
		for w, bitsLeft := range mc.has {
			for bitsLeft != 0 {
				b := bits.TrailingZeros64(bitsLeft)
				bitsLeft &= bitsLeft - 1
				s := w<<6 | b
				r := (*[4]uint64)(mc.read[s*4:])
				if r[0]&m[0]|r[1]&m[1]|r[2]&m[2]|r[3]&m[3] != 0 {
					mc.dropAt(s)
				}
			}
		}
		return
	}
	for w, bitsLeft := range mc.has {
		for bitsLeft != 0 {
			b := bits.TrailingZeros64(bitsLeft)
			bitsLeft &= bitsLeft - 1
			s := w<<6 | b
			read := mc.read[s*words:][:words]
			for _, k := range ks[:nk] {
				if read[k]&mc.mask[k] != 0 {
					mc.dropAt(s)
					break
				}
			}
		}
	}
}

// forget empties the stack of states but for the last: the cache can no
// longer go back.
func (mc *mobCache) forget() {
	top := mc.frames[len(mc.frames)-1]
	top.cells, top.drops, top.fills = 0, 0, 0
	mc.frames = append(mc.frames[:0], top)
	mc.cellLog, mc.dropLog, mc.dropRead, mc.fillLog = mc.cellLog[:0], mc.dropLog[:0], mc.dropRead[:0], mc.fillLog[:0]
}
