package search

import (
	"sync"
	"sync/atomic"

	"github.com/vdl-chess/vdl/interp"
)

// Searching on several threads (Options.Threads, UCI's Threads, XBoard's
// cores) is lazy SMP: besides the main searcher, which reports and
// chooses the move exactly as on one thread, helper searchers search the
// same position on their own copies of it (their own move lists,
// killers and history), sharing only the transposition table, which is
// safe for concurrent use without locks (ttSlot). Each helper iterates
// over a different sequence of depths (skipDepth), so that the threads
// are seldom at the same depth of the same line: what one finds (the
// best moves, bounds and exact scores of positions) the others read from
// the table and need not search again. The helpers stop when the main
// search ends; their nodes count in its nodes and node limit, which they
// also watch.

// MaxThreads is the most threads a search takes.
const MaxThreads = 256

func clampThreads(n int) int { return max(1, min(n, MaxThreads)) }

// smp is what the searchers of one search on several threads share
// besides the table.
type smp struct {
	quit  atomic.Bool // the main search has ended: helpers stop
	nodes []threadNodes
}

// threadNodes is one searcher's node count as the others may read it,
// padded to a cache line of its own.
type threadNodes struct {
	n atomic.Uint64
	_ [56]byte
}

// poll publishes s's node count (called every 64 nodes) and reports
// whether a helper should stop.
func (g *smp) poll(s *searcher) bool {
	g.nodes[s.id].n.Store(s.nodes)
	return s.id > 0 && g.quit.Load()
}

// allNodes is the nodes searched by every thread of s's search so far.
func (s *searcher) allNodes() uint64 {
	if s.smp == nil {
		return s.nodes
	}
	n := s.nodes
	for i := range s.smp.nodes {
		if i != s.id {
			n += s.smp.nodes[i].n.Load()
		}
	}
	return n
}

// searchThreads is Search on n threads.
func (e *Engine) searchThreads(p *interp.Position, lim Limits, info func(Info), n int) Result {
	g := &smp{nodes: make([]threadNodes, n)}
	main := newSearcher(e, p.Clone(), lim, 0)
	main.smp = g
	var wg sync.WaitGroup
	for id := 1; id < n; id++ {
		// A helper stops when the main search ends, or at the node limit
		// (counting every thread's nodes) even if the main searcher, not
		// running at the moment, has not seen it reached yet.
		h := newSearcher(e, p.Clone(), Limits{Nodes: lim.Nodes, Infinite: lim.Infinite}, id)
		h.smp = g
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.help()
		}()
	}
	res := main.iterate(info)
	g.quit.Store(true)
	wg.Wait()
	g.nodes[0].n.Store(main.nodes)
	res.Nodes = main.allNodes()
	return res
}

// help is a helper's search: iterative deepening from the same root as
// the main search, over the depths skipDepth leaves it, until the main
// search ends.
func (s *searcher) help() {
	defer func() { s.smp.nodes[s.id].n.Store(s.nodes) }()
	p := s.p
	legal := p.LegalMoves(nil)
	if len(legal) == 0 || p.Outcome(legal).Over {
		return
	}
	roots := make([]rootMove, len(legal))
	for i, m := range legal {
		roots[i] = rootMove{move: m}
	}
	s.orderRoots(roots)
	s.rootStatic()
	prev := 0
	for depth := 1; depth <= MaxDepth; depth++ {
		if skipDepth(s.id, depth) {
			continue
		}
		s.selDepth = 0
		prev = s.aspire(roots, depth, prev)
		if s.stopped {
			return
		}
	}
}

// skipDepth says whether helper id leaves out the iteration of depth:
// helpers are spread over blocks of depths of growing size and phase
// (the scheme of Stockfish's lazy SMP before version 12), so that half
// of them search each depth and the rest are a block ahead.
func skipDepth(id, depth int) bool {
	if id <= 0 {
		return false
	}
	i := (id - 1) % len(skipSize)
	return (depth+skipPhase[i])/skipSize[i]%2 != 0
}

var (
	skipSize  = [...]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [...]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)
