package search

// evalCache remembers the static evaluations of recent positions by their
// hash: a position is evaluated again and again in one search (at a node
// where pruning looks at it, then in quiescence below it, in each
// iteration, after transpositions), and the evaluation with its mobility
// count costs more than the rest of a node. Each searcher has its own, so
// it needs no lock (Engine.evalTable); a slot holds one position, the
// newest.
type evalCache struct {
	slots [evalCacheSize]evalSlot
	// The lazy evaluation's measure (lazyeval.go): the differences seen
	// between full evaluations and their estimates, without the parent's
	// rest and with it.
	spread [2]spread
	// The pawn structures of recent positions (pawncache.go).
	pawns pawnTable
}

type evalSlot struct {
	key   uint64
	score int32
	full  bool
}

// evalCacheSize is the cache's slots, a power of two (16 bytes each).
const evalCacheSize = 1 << 16

func (c *evalCache) probe(key uint64) (int, bool) {
	sl := &c.slots[key&(evalCacheSize-1)]
	return int(sl.score), sl.full && sl.key == key
}

func (c *evalCache) store(key uint64, score int) {
	c.slots[key&(evalCacheSize-1)] = evalSlot{key: key, score: int32(score), full: true}
}

// evalTable is the evaluation cache of searcher thread id, made on first
// use. The engine's lock, held by the search, guards it.
func (e *Engine) evalTable(id int) *evalCache {
	for len(e.evals) <= id {
		c := new(evalCache)
		clear(c.slots[:]) // fresh memory is mapped on first touch: touch it now
		clear(c.pawns.slots[:])
		e.evals = append(e.evals, c)
	}
	return e.evals[id]
}

// sample notes the difference d between a full evaluation and its cheap
// part and, where the parent's rest is known, the difference dp from the
// estimate that adds it (lazyeval.go).
func (c *evalCache) sample(d, dp int, known bool) {
	c.spread[0].note(d)
	if known {
		c.spread[1].note(dp)
	}
}

// lazyMargin is how far the full evaluation may lie from its lazy
// estimate (with the parent's rest or without it), false before
// lazyWarmup differences have been seen.
func (c *evalCache) lazyMargin(parent bool) (int, bool) {
	h := &c.spread[0]
	if parent {
		h = &c.spread[1]
	}
	return h.margin, h.n >= lazyWarmup
}

// spread is a histogram of the differences |full - estimate|, in buckets
// of spreadStep centipawns, and the margin it gives: the lazyQuantile
// (per mille) of the differences, recomputed every spreadEvery.
type spread struct {
	n      int
	margin int
	count  [spreadBuckets]int32
}

const (
	lazyQuantile  = 995 // per mille
	lazyWarmup    = 256
	spreadStep    = 4
	spreadBuckets = 512 // the last one holds every larger difference
	spreadEvery   = 64
)

func (h *spread) note(d int) {
	h.count[min(abs(d)/spreadStep, spreadBuckets-1)]++
	h.n++
	if h.n%spreadEvery != 0 {
		return
	}
	want, seen := (h.n*lazyQuantile+999)/1000, 0
	for b, k := range h.count {
		seen += int(k)
		if seen >= want {
			h.margin = (b + 1) * spreadStep
			if b == spreadBuckets-1 {
				h.margin = infinity // beyond the histogram: never lazy
			}
			return
		}
	}
}

// reset empties the cache and the lazy evaluation's measure.
func (c *evalCache) reset() {
	clear(c.slots[:])
	clear(c.pawns.slots[:])
	c.spread = [2]spread{}
}
