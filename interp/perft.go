package interp

import (
	"runtime"
	"sync"
)

// Perft counts the leaf nodes of the legal move tree to depth (bulk
// counting: at depth 1 the number of legal moves). Depth 0 is 1. With
// simultaneous turns depth counts pairs of moves (simultaneous.go): a
// position with White's move chosen has depth*2-1 moves to go.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if p.g.simul {
		depth = 2*depth - p.side
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	return p.perft(depth, bufs)
}

func (p *Position) perft(depth int, bufs [][]Move) uint64 {
	ml := p.LegalMoves(bufs[depth][:0])
	bufs[depth] = ml[:0]
	if depth == 1 {
		return uint64(len(ml))
	}
	var n uint64
	for _, m := range ml {
		p.Make(m)
		n += p.perft(depth-1, bufs)
		p.Unmake()
	}
	return n
}

// DivideEntry is one root move's subtree count.
type DivideEntry struct {
	Move  string
	Nodes uint64
}

// Divide counts each legal root move's subtree to depth-1, spreading root
// moves over up to jobs goroutines (0 = one per CPU). progress, if not
// nil, is called after each root move with the number done so far.
func (p *Position) Divide(depth, jobs int, progress func(done, total int)) []DivideEntry {
	moves := p.LegalMoves(nil)
	out := make([]DivideEntry, len(moves))
	sub := depth - 1
	if p.g.simul && p.side == White {
		sub = depth // the pairs that begin with the White move
	}
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	var mu sync.Mutex
	done := 0
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs && w < len(moves); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := p.Clone()
			for i := range next {
				q.Make(moves[i])
				out[i] = DivideEntry{Move: p.g.MoveString(moves[i]), Nodes: q.Perft(sub)}
				q.Unmake()
				if progress != nil {
					mu.Lock()
					done++
					progress(done, len(moves))
					mu.Unlock()
				}
			}
		}()
	}
	for i := range moves {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
