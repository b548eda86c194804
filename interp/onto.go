package interp

import "sync"

// Recaptures without the whole list: deep in quiescence an engine plays
// only the captures onto the square just taken on, and generating every
// piece's moves to keep those few costs most of such a node on a large
// board of many pieces. ontoTable says, for each piece type, colour and
// start square, which squares one of its moves could ever end on, on any
// board (every ray, path and walk of the compiled tables followed as if
// the board were empty, the region and state conditions ignored), so
// CandidateCapturesOnto generates the moves of the pieces that could
// reach the target only.

// ontoTable is reach[spanIndex(c, t, from)*words + to/64] bit to%64: a
// move of the piece could end on to. ok is false where the game has none
// (a board too large for the table, or moves the compiled tables do not
// hold: every piece is then generated).
type ontoTable struct {
	once  sync.Once
	ok    bool
	words int
	reach []uint64
	// always[t]: the type's moves are not all in the compiled tables
	// (exits, swaps anywhere, destruction, teleports, chain captures):
	// generated wherever it stands.
	always []bool
	// capOnly: by colour*nTypes + type, captureOnlyTypes (capfilter.go);
	// away: by span index, awayFromZones.
	capOnly []uint8
	away    []bool
	// pathReach: by span index, words words: the destinations of the
	// piece's fixed paths alone; pathPlain[si]: none of those paths
	// promotes, carries extra or captures en passant, so that without
	// plain moves only a path onto an enemy makes a move (capfilter.go).
	pathReach []uint64
	pathPlain []bool
	// lines: some walk's leg has line masks (caplines.go); holes: the
	// board's holes, words words.
	lines bool
	holes [maxFilterWords]uint64
}

// maxOntoWords bounds the table (8 bytes a word): the largest boards with
// hundreds of types go without it.
const maxOntoWords = 1 << 21

// onto returns the game's reach table, built on first use.
func (g *Game) onto() *ontoTable {
	o := g.ontoT
	o.once.Do(func() { g.buildOnto(o) })
	return o
}

func (g *Game) buildOnto(o *ontoTable) {
	n := g.size()
	o.words = (n + 63) / 64
	if 2*g.nTypes*n*o.words > maxOntoWords || g.freeze != nil {
		return
	}
	o.reach = make([]uint64, 2*g.nTypes*n*o.words)
	o.always = make([]bool, g.nTypes)
	if len(g.moves.paths) > 0 {
		o.pathReach = make([]uint64, 2*g.nTypes*n*o.words)
		o.pathPlain = make([]bool, 2*g.nTypes*n)
	}
	m := &g.moves
	for t := 0; t < g.nTypes; t++ {
		o.always[t] = g.moreMoves != nil && g.moreMoves[t] || g.teleports != nil && g.teleports[t] != nil || g.chainer[t]
	}
	var seen [][]bool
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			walks := m.walks[c*g.nTypes+t]
			for from := 0; from < n; from++ {
				si := g.spanIndex(c, t, Square(from))
				row := o.reach[si*o.words : (si+1)*o.words]
				mark := func(s Square) {
					if s >= 0 && int(s) < n {
						row[s/64] |= 1 << (uint(s) % 64)
					}
				}
				sp := m.raySpan[si]
				for ri := sp.lo; ri < sp.hi; ri++ {
					r := &m.rays[ri]
					for k := r.lo; k < r.hi; k++ {
						mark(m.sq[k])
					}
				}
				pp := m.pathSpan[si]
				plainPaths := true
				for pi := pp.lo; pi < pp.hi; pi++ {
					pt := &m.paths[pi]
					to := m.pathSq[pt.hi-1]
					mark(to)
					if to >= 0 && int(to) < n && o.pathReach != nil {
						o.pathReach[si*o.words+int(to)/64] |= 1 << (uint(to) % 64)
					}
					plainPaths = plainPaths && pt.extra < 0 && pt.flags&fEnPassant == 0
				}
				if o.pathPlain != nil {
					o.pathPlain[si] = plainPaths
				}
				for wi := range walks {
					w := &walks[wi]
					for len(seen) < len(w.legs) {
						seen = append(seen, make([]bool, n))
					}
					if w.hops != nil {
						hs := w.hops[from]
						for k := hs.lo; k < hs.hi; k++ {
							mark(m.sq[k])
						}
					}
					ontoWalk(w, 0, Square(from), n, seen, mark)
				}
			}
		}
	}
	o.capOnly = g.captureOnlyTypes(o)
	o.away = g.awayFromZones(o)
	g.buildLines(o)
	o.ok = true
}

// ontoWalk marks every square leg li of w and the legs after it could
// end on from s, on an empty board. seen[li] is leg li's scratch (all
// false between calls): a wrapping line is followed once round.
func ontoWalk(w *walk, li int, s Square, n int, seen [][]bool, mark func(Square)) {
	leg := &w.legs[li]
	last := li == len(w.legs)-1
	sn := seen[li]
	start := s
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || int(s) >= n || sn[s] {
			break // off the board, or round a wrapping line
		}
		sn[s] = true
		if k >= leg.min {
			if last {
				mark(s)
			} else {
				ontoWalk(w, li+1, s, n, seen, mark)
			}
		}
	}
	// The same squares again, to clear their marks.
	s = start
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || int(s) >= n || !sn[s] {
			break
		}
		sn[s] = false
	}
}

// canReach reports whether a move of the piece of type t and colour c on
// from could end on to (o.ok).
func (o *ontoTable) canReach(si int, to Square) bool {
	return o.reach[si*o.words+int(to)/64]&(1<<(uint(to)%64)) != 0
}
