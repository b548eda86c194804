package interp

import (
	"fmt"
	"runtime"
	"sync"
)

// MaxPerftPlies bounds the depth of a perft search, in plies (with
// simultaneous turns a pair is two). No tree that deep can be counted in a
// lifetime unless nearly every position has a single move, and then the
// search would only grow its undo stack and the call stack without end.
const MaxPerftPlies = 1000

// PerftPlies returns the number of plies Perft(depth) searches from p, or
// an error if depth is negative or the search would be deeper than
// MaxPerftPlies.
func (p *Position) PerftPlies(depth int) (int, error) {
	most := MaxPerftPlies
	unit := "plies"
	if p.g.simul {
		most = (MaxPerftPlies + p.side) / 2
		unit = "move pairs (simultaneous turns)"
	}
	if depth < 0 || depth > most {
		return 0, fmt.Errorf("%d is out of range: want 0 to %d %s", depth, most, unit)
	}
	if p.g.simul && depth > 0 {
		return 2*depth - p.side, nil
	}
	return depth, nil
}

// Perft counts the leaf nodes of the legal move tree to depth (bulk
// counting: at depth 1 the number of legal moves). Depth 0 is 1. With
// simultaneous turns depth counts pairs of moves (simultaneous.go): a
// position with White's move chosen has depth*2-1 moves to go. It panics
// if depth is out of PerftPlies' range.
func (p *Position) Perft(depth int) uint64 {
	plies, err := p.PerftPlies(depth)
	if err != nil {
		panic("interp: Perft: depth " + err.Error())
	}
	if plies == 0 {
		return 1
	}
	// One move list per ply, allocated when the search first gets there
	// and then reused: a deep search of a narrow tree needs little.
	bufs := make([][]Move, plies+1)
	return p.perft(plies, bufs)
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
// nil, is called after each root move with the number done so far. Depth
// must be at least 1 and within PerftPlies' range.
func (p *Position) Divide(depth, jobs int, progress func(done, total int)) []DivideEntry {
	if _, err := p.PerftPlies(depth); err != nil || depth < 1 {
		panic(fmt.Sprintf("interp: Divide: depth %d out of range", depth))
	}
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
