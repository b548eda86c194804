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
		e.evals = append(e.evals, c)
	}
	return e.evals[id]
}
