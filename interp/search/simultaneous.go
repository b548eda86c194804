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

// ductNode is a turn boundary in the tree.
type ductNode struct {
	moves  [2][]interp.Move // by side
	visits [2][]int32
	reward [2][]float64 // the side's summed expected score
	total  int32
	child  map[int32]*ductNode
	leaf   float64 // White's expected score when first evaluated
	over   bool
}

type duct struct {
	e       *Engine
	p       *interp.Position
	rng     *rand.Rand
	nodes   int
	sims    uint64
	maxPly  int
	buf     []interp.Move
	stopped func() bool
	// Slabs the nodes' lists are cut from, a few allocations for many
	// nodes (ductSlab entries at a time).
	moveSlab  []interp.Move
	countSlab []int32
	sumSlab   []float64
}

// ductSlab is how many entries a slab of duct's holds.
const ductSlab = 4096

// slabCut returns the first n entries of *slab as a slice of their own
// (capacity n), refilling the slab when it runs short.
func slabCut[T any](slab *[]T, n int) []T {
	if len(*slab) < n {
		*slab = make([]T, max(n, ductSlab))
	}
	s := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return s
}

func (e *Engine) simultaneous(p *interp.Position, lim Limits, info func(Info)) Result {
	q := p.Clone()
	me := q.SideToMove()
	if me == interp.Black {
		q.Unmake() // White's choice is not Black's to see
	}
	d := &duct{e: e, p: q, rng: rand.New(rand.NewSource(int64(q.Hash())))}
	root := d.expand()
	if root.over || len(root.moves[me]) == 0 {
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
		best := mostVisited(root, me)
		el := time.Since(start)
		mean := 0.5
		if v := root.visits[me][best]; v > 0 {
			mean = root.reward[me][best] / float64(v)
		}
		return Info{Depth: d.maxPly, SelDepth: d.maxPly, Score: Score{CP: expectedToCP(mean)}, Nodes: d.sims,
			NPS: uint64(float64(d.sims) / math.Max(el.Seconds(), 1e-9)), Time: el, PV: []interp.Move{root.moves[me][best]}}
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
		d.simulate(root, 0)
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

// mostVisited is side's move with the most visits at n.
func mostVisited(n *ductNode, side int) int {
	best := 0
	for i, v := range n.visits[side] {
		if v > n.visits[side][best] || v == n.visits[side][best] && n.reward[side][i] > n.reward[side][best] {
			best = i
		}
	}
	return best
}

// expand makes the node of the current position, which is at a turn
// boundary: both sides' legal moves, or the result if the game is over.
func (d *duct) expand() *ductNode {
	p := d.p
	n := &ductNode{}
	d.nodes++
	// The node keeps lists of their own, sized once: generated into
	// d.buf and copied to a slab.
	d.buf = p.LegalMoves(d.buf[:0])
	white := slabCut(&d.moveSlab, len(d.buf))
	copy(white, d.buf)
	if o := p.Outcome(white); o.Over {
		n.over, n.leaf = true, whiteShare(o)
		return n
	}
	if len(white) == 0 {
		n.over, n.leaf = true, 0.5
		return n
	}
	d.buf = p.SimultaneousReplies(d.buf[:0]) // as Outcome listed them
	black := slabCut(&d.moveSlab, len(d.buf))
	copy(black, d.buf)
	n.moves = [2][]interp.Move{white, black}
	for c := 0; c < 2; c++ {
		n.visits[c] = slabCut(&d.countSlab, len(n.moves[c]))
		n.reward[c] = slabCut(&d.sumSlab, len(n.moves[c]))
	}
	n.child = make(map[int32]*ductNode)
	n.leaf = d.evaluate()
	return n
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

// simulate runs one descent from n and returns White's expected score.
func (d *duct) simulate(n *ductNode, ply int) float64 {
	if n.over || len(n.moves[0]) == 0 || len(n.moves[1]) == 0 {
		return n.leaf
	}
	if ply > d.maxPly {
		d.maxPly = ply
	}
	i, j := d.choose(n, interp.White), d.choose(n, interp.Black)
	p := d.p
	p.Make(n.moves[0][i])
	p.Make(n.moves[1][j])
	key := int32(i*len(n.moves[1]) + j)
	var v float64
	c, ok := n.child[key]
	switch {
	case ok:
		v = d.simulate(c, ply+1)
	case d.nodes < ductMaxNodes:
		c = d.expand()
		n.child[key] = c
		v = c.leaf
	default:
		v = d.leafValue()
	}
	p.Unmake()
	p.Unmake()
	n.total++
	n.visits[0][i]++
	n.reward[0][i] += v
	n.visits[1][j]++
	n.reward[1][j] += 1 - v
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
	visits, reward := n.visits[side], n.reward[side]
	best, bestV := -1, -1.0
	logN := math.Log(float64(n.total + 1))
	offset := d.rng.Intn(len(visits))
	for k := range visits {
		i := (k + offset) % len(visits)
		if visits[i] == 0 {
			return i
		}
		v := reward[i]/float64(visits[i]) + ductExploration*math.Sqrt(logN/float64(visits[i]))
		if v > bestV {
			best, bestV = i, v
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
