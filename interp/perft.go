package interp

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
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
	n, _ := p.perftPlies(plies, nil)
	return n
}

// perftPlies counts plies plies deep; once stop (if not nil) is set it
// gives up, with stopped true.
func (p *Position) perftPlies(plies int, stop *atomic.Bool) (n uint64, stopped bool) {
	return p.perftWith(plies, stop, !p.noBitboards)
}

// UseBitboards says whether perft counts from p (Perft, Divide) may take
// the bitboard path where the game has one (Game.Bitboards); it is on by
// default. Off, the general interpreter counts everything, as
// PerftGeneral does; clones keep the setting.
func (p *Position) UseBitboards(on bool) { p.noBitboards = !on }

// perftWith is perftPlies; with fast, a game and position the bitboard
// path takes (bitboard.go) are counted by it.
func (p *Position) perftWith(plies int, stop *atomic.Bool, fast bool) (n uint64, stopped bool) {
	if plies == 0 {
		return 1, false
	}
	if b := p.g.bb; fast && b != nil {
		if q, ok := b.fromPosition(p); ok {
			r := newBBRun(q, plies, stop)
			return b.perft(plies, r), r.stopped
		}
	}
	// One move list per ply, allocated when the search first gets there
	// and then reused: a deep search of a narrow tree needs little.
	r := perftRun{bufs: make([][]Move, plies+1), stop: stop}
	return p.perft(plies, &r), r.stopped
}

// perftRun is the state of one perft count.
type perftRun struct {
	bufs [][]Move
	// stop, if not nil, ends the count early: it is read once every
	// perftPoll+1 inner nodes (each of which generates a whole move list),
	// so that the cost is not measurable. stopped is set once it was seen.
	stop    *atomic.Bool
	polls   uint32
	stopped bool
}

// perftPoll: the stop flag is read every 1024 inner nodes, a few
// milliseconds of counting in the largest variants.
const perftPoll = 1023

func (p *Position) perft(depth int, r *perftRun) uint64 {
	if r.stop != nil {
		if r.polls++; r.polls&perftPoll == 0 && r.stop.Load() {
			r.stopped = true
		}
		if r.stopped {
			return 0
		}
	}
	if depth == 1 && p.g.wallsCounted() {
		n, buf := p.wallLeaves(r.bufs[1])
		r.bufs[1] = buf
		return n
	}
	ml := p.LegalMoves(r.bufs[depth][:0])
	r.bufs[depth] = ml[:0]
	if depth == 1 {
		return uint64(len(ml))
	}
	var n uint64
	for _, m := range ml {
		p.Make(m)
		n += p.perft(depth-1, r)
		p.Unmake()
	}
	return n
}

// PerftGeneral is Perft counted by the general interpreter alone, even
// where the bitboard path (Game.Bitboards) would count it: the reference
// the fast path is tested against.
func (p *Position) PerftGeneral(depth int) uint64 {
	plies, err := p.PerftPlies(depth)
	if err != nil {
		panic("interp: PerftGeneral: depth " + err.Error())
	}
	n, _ := p.perftWith(plies, nil, false)
	return n
}

// Bitboards reports whether perft counts of this game take the bitboard
// path (bitboard.go): boards of at most 64 squares whose pieces are plain
// leapers, rook and bishop riders and pawns, with castling, en passant
// and promotion, and no other rule that changes which moves are legal.
func (g *Game) Bitboards() bool { return g.bb != nil }

// MaxPerftDepth is the deepest depth Perft accepts from p: MaxPerftPlies,
// or with simultaneous turns the move pairs that fit in it.
func (p *Position) MaxPerftDepth() int {
	if p.g.simul {
		return (MaxPerftPlies + p.side) / 2
	}
	return MaxPerftPlies
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
	out, _ := p.DivideStop(depth, jobs, progress, nil)
	return out
}

// DivideStop is Divide that ends early, with complete false, once stop
// (if not nil) is set: the flag is read every few thousand nodes, so a
// count of any depth ends within milliseconds of it. The entries of a
// stopped count are not to be trusted.
func (p *Position) DivideStop(depth, jobs int, progress func(done, total int), stop *atomic.Bool) (entries []DivideEntry, complete bool) {
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
	var stopped atomic.Bool
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs && w < len(moves); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := p.Clone()
			for i := range next {
				if stopped.Load() {
					continue // drain the root moves left
				}
				q.Make(moves[i])
				plies, err := q.PerftPlies(sub)
				if err != nil {
					panic("interp: Divide: depth " + err.Error())
				}
				n, halted := q.perftPlies(plies, stop)
				out[i] = DivideEntry{Move: p.g.MoveString(moves[i]), Nodes: n}
				q.Unmake()
				if halted || stop != nil && stop.Load() {
					stopped.Store(true)
					continue
				}
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
	return out, !stopped.Load()
}
