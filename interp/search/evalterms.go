package search

import (
	"slices"

	"github.com/vdl-chess/vdl/interp"
)

// Terms of the evaluation derived from how the pieces move on the
// variant's own board, each computed once when the evaluator is built:
//   - pair: two pieces of a type bound to one of two halves of the board
//     (a bishop to its colour) that stand on different halves cover the
//     whole board between them and are worth more than twice one;
//   - open files: a piece that rides a whole file (a rook) gains on a file
//     free of its own promoting pieces (pawns), more when the enemy's are
//     gone from it too.

// Weights of these terms, in centipawns.
const (
	pairMG     = 30 // a pair of bound pieces on both halves, middlegame
	pairEG     = 50
	semiOpenMG = 20 // a file rider on a file without pawns of its own
	semiOpenEG = 7
	openMG     = 45 // and without the enemy's either
	openEG     = 20
)

// moveGraph is, by square, the destinations of a lone piece of type t and
// colour c on an empty board (nil for holes and squares it cannot stand on).
func moveGraph(g *interp.Game, t, c int) [][]interp.Square {
	size := g.Files() * g.Ranks()
	p := g.EmptyPosition()
	next := make([][]interp.Square, size)
	var buf []interp.Move
	for s := 0; s < size; s++ {
		sq := interp.Square(s)
		if g.IsHole(sq) || p.Put(sq, t, c) != nil {
			continue
		}
		buf = p.PieceMoves(sq, buf[:0])
		for _, m := range buf {
			next[s] = append(next[s], m.To)
		}
		p.Clear(sq)
	}
	return next
}

// boundTypes finds the types whose pair counts: pieces that count towards
// the phase (neither royal nor promoting), moving the same way for both
// colours over a board split into exactly two regions they never leave,
// each at least a third of the squares. half[t][s] says which region s
// belongs to (0 or 1).
func (e *Evaluator) boundTypes() {
	g := e.g
	size := g.Files() * g.Ranks()
	for t := 0; t < e.n; t++ {
		if e.phaseValue[t] == 0 {
			continue
		}
		next := moveGraph(g, t, interp.White)
		label := make([]int8, size)
		for s := range label {
			label[s] = -1
		}
		regions, cells := 0, 0
		var count []int
		for s := 0; s < size && regions <= 2; s++ {
			if label[s] >= 0 || next[s] == nil {
				continue
			}
			// The region reached from s; with moves that are not
			// symmetric, regions would depend on the start: give up.
			label[s] = int8(regions)
			n, stack := 1, []int{s}
			for len(stack) > 0 {
				u := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, v := range next[u] {
					if label[v] < 0 {
						label[v] = int8(regions)
						n++
						stack = append(stack, int(v))
					} else if label[v] != int8(regions) {
						regions = 3 // not symmetric
					}
				}
			}
			count = append(count, n)
			cells += n
			regions++
		}
		if regions != 2 || 3*count[0] < cells || 3*count[1] < cells || !sameMoves(next, moveGraph(g, t, interp.Black)) {
			continue
		}
		if e.half == nil {
			e.half = make([][]int8, e.n)
		}
		e.half[t] = label
		e.pairTypes = append(e.pairTypes, t)
	}
}

// sameMoves reports whether two move graphs have the same destinations
// from every square (in any order).
func sameMoves(a, b [][]interp.Square) bool {
	for s := range a {
		x, y := slices.Clone(a[s]), slices.Clone(b[s])
		slices.Sort(x)
		slices.Sort(y)
		if !slices.Equal(x, y) {
			return false
		}
	}
	return true
}

// pairs scores, for each side, each bound type with pieces on both halves.
func (e *Evaluator) pairs(p *interp.Position, mg, eg *[2]int) {
	for _, t := range e.pairTypes {
		half := e.half[t]
		for c := 0; c < 2; c++ {
			var on [2]bool
			for _, s := range p.PieceSquares(c, t) {
				if h := half[s]; h >= 0 {
					on[h] = true
					if on[1-h] {
						break
					}
				}
			}
			if on[0] && on[1] {
				mg[c] += e.sc[scPairMG]
				eg[c] += e.sc[scPairEG]
			}
		}
	}
}

// fileRiders finds the types that ride a whole file: from a square in the
// middle of the board, a lone one reaches every other square of its file.
// Only where pawn structure is scored (pawnTypes).
func (e *Evaluator) fileRiders() {
	g := e.g
	files, ranks := g.Files(), g.Ranks()
	if e.pawnTypes == nil || ranks < 3 {
		return
	}
	mid := interp.Square(ranks/2*files + files/2)
	if g.IsHole(mid) {
		return
	}
	for t := 0; t < e.n; t++ {
		if e.phaseValue[t] == 0 {
			continue
		}
		p := g.EmptyPosition()
		if p.Put(mid, t, interp.White) != nil {
			continue
		}
		reach := make([]bool, ranks)
		for _, m := range p.PieceMoves(mid, nil) {
			if int(m.To)%files == int(mid)%files {
				reach[int(m.To)/files] = true
			}
		}
		whole := true
		for r := 0; r < ranks; r++ {
			if r != int(mid)/files && !reach[r] && !g.IsHole(interp.Square(r*files+int(mid)%files)) {
				whole = false
			}
		}
		if whole {
			e.riders = append(e.riders, t)
		}
	}
}

// openFiles scores the file riders on files free of pawns.
func (e *Evaluator) openFiles(p *interp.Position, mg, eg *[2]int) {
	e.openFilesOf(p, e.pawnFiles(p), mg, eg)
}

// pawnFiles is, by colour, a bit for each file holding a pawn (file + 1).
func (e *Evaluator) pawnFiles(p *interp.Position) (pawns [2]uint64) {
	fileOf := e.pawnFile // file + 1, without a division
	for _, t := range e.pawnTypes {
		for c := 0; c < 2; c++ {
			for _, s := range p.PieceSquares(c, t) {
				pawns[c] |= 1 << fileOf[s]
			}
		}
	}
	return pawns
}

// openFilesOf is openFiles with the pawns' files (pawnFiles).
func (e *Evaluator) openFilesOf(p *interp.Position, pawns [2]uint64, mg, eg *[2]int) {
	fileOf := e.pawnFile
	for _, t := range e.riders {
		for c := 0; c < 2; c++ {
			for _, s := range p.PieceSquares(c, t) {
				bit := uint64(1) << fileOf[s]
				if pawns[c]&bit != 0 {
					continue
				}
				if pawns[1-c]&bit != 0 {
					mg[c] += e.sc[scSemiOpenMG]
					eg[c] += e.sc[scSemiOpenEG]
				} else {
					mg[c] += e.sc[scOpenMG]
					eg[c] += e.sc[scOpenEG]
				}
			}
		}
	}
}
