package search

import (
	"math"
	"math/rand"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Games of simultaneous turns (Synchronistic chess) are searched by
// decoupled UCT, a Monte Carlo tree search for games in which both sides
// choose at once: every node is a turn boundary, and each side keeps its
// own statistics over its own moves there, choosing by UCB1 without
// seeing the other's choice; the pair chosen leads to the child node.
// Leaves are scored by the Evaluator (turned into an expected score by
// the logistic curve engines use, 400 centipawns to a factor of ten in
// odds) or by the result when the game is over. The move played is the
// side's most visited one.
//
// Alpha-beta does not fit such games: its min and max nodes let the
// second player see the first's move, which the rules forbid. The
// searching side never looks at the other's pending choice: a search
// for Black, whose position holds White's chosen move, goes back to the
// turn boundary first.
//
// Limits: Nodes counts simulations; MoveTime and the clock bound time as
// for alpha-beta; Depth d means d*1000 simulations. With none, a search
// runs until Stop, or to simultaneousDefault simulations for a player.

const (
	ductExploration     = 0.7
	ductMaxNodes        = 50000 // expanded nodes; further leaves are only evaluated
	simulationsPerDepth = 1000
	simultaneousDefault = 20000
)

// ductNode is a turn boundary in the tree. Its lists are cut from the
// duct's slabs (by reference, so that the tree holds no pointers for the
// collector to follow): by side, moves[side] of nMoves[side] entries, and
// their visits and summed rewards at stats[side].
type ductNode struct {
	moves  [2]slabRef
	stats  [2]slabRef
	nMoves [2]int32
	total  int32
	leaf   float64 // White's expected score when first evaluated
	over   bool
}

type duct struct {
	e       *Engine
	p       *interp.Position
	rng     *rand.Rand
	tree    []ductNode // tree[0] is the root
	sims    uint64
	maxPly  int
	buf     []interp.Move
	stopped func() bool
	// The slabs the nodes' lists are cut from, and the children: the
	// node reached from tree[i] by the pair of key k is child(i, k).
	moveSlab  slab[interp.Move]
	visitSlab slab[int32]
	sumSlab   slab[float64]
	children  childTable
}

// slabRef names a list cut from a slab: chunk<<slabShift | offset.
type slabRef uint32

const (
	slabShift = 16
	slabChunk = 1 << slabShift // entries a chunk holds
)

// slab hands out lists from chunks of slabChunk entries, a few
// allocations for many nodes; no list is longer than a chunk.
type slab[T any] struct {
	chunks [][]T
	used   int // entries cut from the last chunk
}

// cut reserves a list of n entries.
func (s *slab[T]) cut(n int) slabRef {
	if len(s.chunks) == 0 || s.used+n > slabChunk {
		s.chunks = append(s.chunks, make([]T, slabChunk))
		s.used = 0
	}
	r := slabRef(len(s.chunks)-1)<<slabShift | slabRef(s.used)
	s.used += n
	return r
}

// list is the list of n entries at r.
func (s *slab[T]) list(r slabRef, n int32) []T {
	off := int(r & (slabChunk - 1))
	return s.chunks[r>>slabShift][off : off+int(n) : off+int(n)]
}

// childTable maps a node and a pair's key to the child node, by open
// addressing (keys hold node<<32 | key, plus one so that 0 is free).
type childTable struct {
	keys []uint64
	vals []int32
	n    int
}

func (t *childTable) slot(k uint64) int {
	return int((k * 0x9E3779B97F4A7C15) >> 40 & uint64(len(t.keys)-1))
}

// get returns the child of node reached by key, if it is in the tree.
func (t *childTable) get(node, key int32) (int32, bool) {
	if t.n == 0 {
		return 0, false
	}
	k := uint64(node)<<32 | uint64(key) + 1
	for i := t.slot(k); ; i = (i + 1) & (len(t.keys) - 1) {
		switch t.keys[i] {
		case k:
			return t.vals[i], true
		case 0:
			return 0, false
		}
	}
}

// put records child as the node reached from node by key.
func (t *childTable) put(node, key, child int32) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	k := uint64(node)<<32 | uint64(key) + 1
	i := t.slot(k)
	for t.keys[i] != 0 {
		i = (i + 1) & (len(t.keys) - 1)
	}
	t.keys[i], t.vals[i] = k, child
	t.n++
}

func (t *childTable) grow() {
	old, vals := t.keys, t.vals
	size := max(2*len(old), 1<<12)
	t.keys, t.vals = make([]uint64, size), make([]int32, size)
	for i, k := range old {
		if k != 0 {
			j := t.slot(k)
			for t.keys[j] != 0 {
				j = (j + 1) & (size - 1)
			}
			t.keys[j], t.vals[j] = k, vals[i]
		}
	}
}

func (e *Engine) simultaneous(p *interp.Position, lim Limits, info func(Info)) Result {
	q := p.Clone()
	me := q.SideToMove()
	if me == interp.Black {
		q.Unmake() // White's choice is not Black's to see
	}
	d := &duct{e: e, p: q, rng: rand.New(rand.NewSource(int64(q.Hash())))}
	d.tree = make([]ductNode, 0, 1024)
	d.expand()
	if root := &d.tree[0]; root.over || root.nMoves[me] == 0 {
		return Result{NoMove: true}
	}
	start := time.Now()
	s := &searcher{e: e, lim: lim, start: start}
	s.soft, s.hard, s.timed = lim.budget(me)
	budget := lim.Nodes
	if d := uint64(lim.Depth * simulationsPerDepth); lim.Depth > 0 && (budget == 0 || d < budget) {
		budget = d // both bound the search: the first reached stops it
	}
	if budget == 0 && !s.timed && !lim.Infinite {
		budget = simultaneousDefault
	}
	report := func() Info {
		root := &d.tree[0]
		visits, reward := d.visits(root, me), d.reward(root, me)
		best := mostVisited(visits, reward)
		el := time.Since(start)
		mean := 0.5
		if v := visits[best]; v > 0 {
			mean = reward[best] / float64(v)
		}
		return Info{Depth: d.maxPly, SelDepth: d.maxPly, Score: Score{CP: expectedToCP(mean)}, Nodes: d.sims,
			NPS: uint64(float64(d.sims) / math.Max(el.Seconds(), 1e-9)), Time: el, PV: []interp.Move{d.moves(root, me)[best]}}
	}
	done := func() bool {
		switch {
		case e.stop.Load():
			return true
		case lim.Infinite || lim.Ponder && !e.ponderHit.Load():
			return false
		}
		return budget > 0 && d.sims >= budget || s.timed && d.sims&63 == 0 && s.elapsed() >= s.soft
	}
	for next := uint64(1000); !done(); {
		d.simulate(0, 0)
		d.sims++
		if info != nil && d.sims == next {
			info(report())
			next *= 2
		}
	}
	res := Result{Info: report(), Nodes: d.sims}
	res.Best = res.Info.PV[0]
	if info != nil {
		info(res.Info)
	}
	return res
}

// moves, visits and reward are side's lists at n.
func (d *duct) moves(n *ductNode, side int) []interp.Move {
	return d.moveSlab.list(n.moves[side], n.nMoves[side])
}

func (d *duct) visits(n *ductNode, side int) []int32 {
	return d.visitSlab.list(n.stats[side], n.nMoves[side])
}

func (d *duct) reward(n *ductNode, side int) []float64 {
	return d.sumSlab.list(n.stats[side], n.nMoves[side])
}

// mostVisited is the index of the move with the most visits (of those,
// the best rewarded).
func mostVisited(visits []int32, reward []float64) int {
	best := 0
	for i, v := range visits {
		if v > visits[best] || v == visits[best] && reward[i] > reward[best] {
			best = i
		}
	}
	return best
}

// expand adds the node of the current position, which is at a turn
// boundary, to the tree and returns its index: both sides' legal moves,
// or the result if the game is over.
func (d *duct) expand() int32 {
	p := d.p
	i := int32(len(d.tree))
	d.tree = append(d.tree, ductNode{})
	n := &d.tree[i]
	// The node keeps lists of its own, sized once: generated into d.buf
	// and copied to a slab.
	d.buf = p.LegalMoves(d.buf[:0])
	if o := p.Outcome(d.buf); o.Over {
		n.over, n.leaf = true, whiteShare(o)
		return i
	}
	if len(d.buf) == 0 {
		n.over, n.leaf = true, 0.5
		return i
	}
	d.keep(n, interp.White)
	d.buf = p.SimultaneousReplies(d.buf[:0]) // as Outcome listed them
	d.keep(n, interp.Black)
	n.leaf = d.evaluate()
	return i
}

// keep copies d.buf to n's list of side's moves, with zeroed statistics.
func (d *duct) keep(n *ductNode, side int) {
	k := len(d.buf)
	n.nMoves[side] = int32(k)
	n.moves[side] = d.moveSlab.cut(k)
	copy(d.moves(n, side), d.buf)
	n.stats[side] = d.visitSlab.cut(k)
	if r := d.sumSlab.cut(k); r != n.stats[side] {
		panic("search: duct slabs out of step")
	}
}

// evaluate is White's expected score in the current position.
func (d *duct) evaluate() float64 {
	p := d.p
	cp := d.e.eval.Evaluate(p)
	if p.SideToMove() == interp.Black {
		cp = -cp
	}
	return cpToExpected(cp)
}

// simulate runs one descent from the node tree[ni] and returns White's
// expected score.
func (d *duct) simulate(ni int32, ply int) float64 {
	n := &d.tree[ni]
	if n.over || n.nMoves[0] == 0 || n.nMoves[1] == 0 {
		return n.leaf
	}
	if ply > d.maxPly {
		d.maxPly = ply
	}
	i, j := d.choose(n, interp.White), d.choose(n, interp.Black)
	p := d.p
	p.Make(d.moves(n, interp.White)[i])
	p.Make(d.moves(n, interp.Black)[j])
	key := int32(i)*n.nMoves[1] + int32(j)
	var v float64
	c, ok := d.children.get(ni, key)
	switch {
	case ok:
		v = d.simulate(c, ply+1)
	case len(d.tree) < ductMaxNodes:
		c = d.expand()
		d.children.put(ni, key, c)
		v = d.tree[c].leaf
	default:
		v = d.leafValue()
	}
	p.Unmake()
	p.Unmake()
	n = &d.tree[ni] // the tree may have grown
	n.total++
	d.visits(n, interp.White)[i]++
	d.reward(n, interp.White)[i] += v
	d.visits(n, interp.Black)[j]++
	d.reward(n, interp.Black)[j] += 1 - v
	return v
}

// leafValue scores the current position without keeping a node.
func (d *duct) leafValue() float64 {
	legal := d.p.LegalMoves(d.buf[:0])
	d.buf = legal[:0]
	if o := d.p.Outcome(legal); o.Over {
		return whiteShare(o)
	}
	return d.evaluate()
}

// choose picks side's move at n by UCB1 on its own statistics, trying
// every move once first (in random order).
func (d *duct) choose(n *ductNode, side int) int {
	visits, reward := d.visits(n, side), d.reward(n, side)
	best, bestV := -1, -1.0
	logN := math.Log(float64(n.total + 1))
	i := d.rng.Intn(len(visits))
	for range visits {
		if visits[i] == 0 {
			return i
		}
		v := reward[i]/float64(visits[i]) + ductExploration*math.Sqrt(logN/float64(visits[i]))
		if v > bestV {
			best, bestV = i, v
		}
		if i++; i == len(visits) {
			i = 0
		}
	}
	return best
}

// whiteShare is White's share of the points of a finished game.
func whiteShare(o interp.Outcome) float64 {
	sum := o.Score[0] + o.Score[1]
	if sum <= 0 {
		return 0.5
	}
	return o.Score[0] / sum
}

// cpToExpected is the logistic curve from centipawns to expected score.
func cpToExpected(cp int) float64 { return 1 / (1 + math.Pow(10, -float64(cp)/400)) }

// expectedToCP inverts cpToExpected, bounded short of a mate score.
func expectedToCP(e float64) int {
	e = math.Min(math.Max(e, 1e-6), 1-1e-6)
	return int(math.Max(-mateBound+1, math.Min(mateBound-1, 400*math.Log10(e/(1-e)))))
}
