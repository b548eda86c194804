package search

import "github.com/vdl-chess/vdl/interp"

// Lazy evaluation at quiescence's stand-pat (as Stockfish's LazyThreshold
// was): a quiescence node not in check first scores its cheap part
// (evaluateCheap: material, placement and the terms as cheap, a pass over
// the piece lists), and where that decides the node on its own, it does
// without the rest (the mobility count, king danger and safety, pawn
// structure, open files), which in games of many pieces on a large board
// costs most of the node. The rest is estimated as the parent's (the full
// evaluation less its cheap part, known where the parent was evaluated in
// full, from this side's view), else as nothing, and the estimate is
// trusted to a margin measured in the game itself, with no constant
// tuned for one variant: the 99.5th percentile (lazyQuantile) of the
// differences between full evaluations and their estimates seen so far
// by this search thread (spread, in evalCache: kept from search to
// search, cleared by NewGame), once lazyWarmup have been seen. A node
// whose estimate less the margin is at least beta stands pat on that
// lower bound; one whose estimate plus the margin is at most alpha
// searches its captures with that upper bound as its stand and returns
// it if none beats it. Both bounds lie on the same side of the window as
// the full evaluation (but where the margin falls short: half a percent
// of the differences, the widest), so the stand-pat cut-offs are the
// full evaluation's; the trees differ by the bounds returned and by
// delta pruning, which judges by the upper bound and so prunes fewer
// captures.
//
// It is on only in games whose evaluation counts many pieces' moves
// (lazyMobilePieces), and off where the rest includes the king danger
// (games with drops, kingsafety.go): it counts the pieces in hand, which
// every capture there adds to, so the parent's rest does not foresee a
// child's; in shogi at 6,000 nodes a move the engine with it scored 0.44
// (44 - 56, 100 games) against the engine without it. There the search
// evaluates as before (and its trees are the same).
//
// Measured (cachegrind, 25,000-node searches of vdl bench --only engine,
// instructions in the search): Overboard 1.21 times fewer, Tenjiku 1.14,
// chess about the same (its evaluation is cheap).
//
// Where it is on, the cheap part is read, not summed: the searcher's
// position keeps, by colour, the sums over its pieces of their
// placement, material and phase value and the bound types' counts on
// each half of the board (Evaluator.sums, interp.Position.TrackSums, as
// its pieces come, go and move), so that the cheap part is a few loads
// and the pairs' test; and the full evaluation, where it is needed,
// adds the mobility count and the rest to the same sums (evaluateFrom)
// instead of summing the pieces again.

// evaluateCheap is the cheap part of evaluate: material (in hand too),
// placement, the pairs, the mop-up and the variant's endings, blended by
// the phase as evaluate blends them, with the tempo; without what needs
// the pieces' moves (mobility, king danger) or a pass over the pawns and
// the royals' surroundings (pawn structure, open files, safety).
func (e *Evaluator) evaluateCheap(p *interp.Position) int {
	var pt evalParts
	e.cheapParts(p, &pt)
	return e.blendCheap(p, &pt)
}

// cheapParts fills pt with the cheap part's sums before the phase blends
// them: material, placement and the pairs (evaluateFrom adds the rest).
func (e *Evaluator) cheapParts(p *interp.Position, pt *evalParts) {
	if p.TracksSums(e.sums) {
		// The position has summed them as its pieces moved.
		for c := 0; c < 2; c++ {
			w := p.Sums(c)
			pt.mg[c], pt.eg[c] = unpackScore(w[0])
			m, ph := unpackScore(w[1])
			pt.mat[c] = m
			pt.phase += ph
		}
		if e.pairSums {
			for c := 0; c < 2; c++ {
				if w := p.Sums(c); w[2]|w[3] != 0 {
					e.pairsFromSums(c, w, pt)
				}
			}
		} else if e.pairTypes != nil {
			e.pairs(p, &pt.mg, &pt.eg)
		}
		return
	}
	phase := 0
	for c := 0; c < 2; c++ {
		var sum int64
		kinds := e.kinds[c]
		for t := range kinds {
			sqs := p.PieceSquares(c, t)
			k := len(sqs)
			if e.drops {
				h := p.InHand(c, t)
				pt.mat[c] += e.handValue[t] * h
				k += h
			}
			if k == 0 {
				continue
			}
			pt.mat[c] += e.Values[t] * len(sqs)
			phase += e.phaseValue[t] * k
			place := kinds[t].place
			for _, s := range sqs {
				sum += place[s]
			}
		}
		m, g := unpackScore(sum)
		pt.mg[c] += m
		pt.eg[c] += g
	}
	pt.phase = phase
	if e.pairTypes != nil {
		e.pairs(p, &pt.mg, &pt.eg)
	}
}

// blendCheap is the cheap part's score from its sums: blended by the
// phase, with the mop-up, the endings and the tempo.
func (e *Evaluator) blendCheap(p *interp.Position, pt *evalParts) int {
	ph := 0
	if e.phaseMax > 0 {
		ph = min(phaseScale, pt.phase*phaseScale/e.phaseMax)
	}
	var score [2]int
	for c := 0; c < 2; c++ {
		score[c] = pt.mat[c] + (pt.mg[c]*ph+pt.eg[c]*(phaseScale-ph))/phaseScale
	}
	return e.endScore(p, &score, pt.mat, ph)
}

// evaluateLazy is the searcher's evaluation (as evaluate) where the
// evaluation is lazy, with its cheap part: the full one from the cheap
// part's sums where the cache does not hold it.
func (s *searcher) evaluateLazy() (v, cheap int) {
	var pt evalParts
	s.eval.cheapParts(s.p, &pt)
	cheap = s.eval.blendCheap(s.p, &pt)
	key := s.p.Hash()
	v, ok := s.evals.probe(key)
	if !ok {
		v = s.eval.evaluateFrom(s.p, &s.evalBuf, &pt, &s.evals.pawns)
		s.evals.store(key, v)
	}
	return v, cheap
}

// standBounds is quiescence's evaluation of a position not in check,
// corrected by its table entry as tableEval corrects it, as bounds lo <=
// stand <= hi: exact (lo == hi) unless its estimate decides on its own
// that the position stands pat (lo >= beta) or stands below alpha (hi <=
// alpha). It records the node's rest where it is known.
func (s *searcher) standBounds(en ttEntry, hit bool, ply, alpha, beta int) (lo, hi int) {
	p := s.p
	if !s.lazyEval {
		v := s.evaluate()
		if hit {
			v = tableEval(en, ply, v)
		}
		return v, v
	}
	me := p.SideToMove()
	var pt evalParts
	s.eval.cheapParts(p, &pt)
	cheap := s.eval.blendCheap(p, &pt)
	// The parent's rest, from this node's side.
	parent, known := 0, false
	if ply > 0 && s.rest[ply-1].ok {
		parent, known = s.rest[ply-1].v, true
		if s.rest[ply-1].side != me {
			parent = -parent
		}
	}
	v, ok := s.evals.probe(p.Hash())
	if !ok {
		if m, ok := s.evals.lazyMargin(known); ok {
			lo, hi = cheap+parent-m, cheap+parent+m
			if hit {
				lo, hi = tableEval(en, ply, lo), tableEval(en, ply, hi)
			}
			if lo >= beta || hi <= alpha {
				return lo, hi
			}
		}
		v = s.eval.evaluateFrom(p, &s.evalBuf, &pt, &s.evals.pawns) // s.evaluate: the cache holds none
		s.evals.store(p.Hash(), v)
		s.evals.sample(v-cheap, v-cheap-parent, known)
	}
	s.rest[ply] = restAt{v: v - cheap, side: me, ok: true}
	if hit {
		v = tableEval(en, ply, v)
	}
	return v, v
}

// lazy reports whether quiescence evaluates lazily with e (see above).
func (e *Evaluator) lazy() bool {
	return e.danger == nil && e.startMobile > lazyMobilePieces
}

// lazyMobilePieces: the lazy evaluation is on where the evaluation counts
// the moves of more pieces than this at the start (chess 14, capablanca
// 18, xiangqi 22; Tenjiku 64, Overboard 126). The evaluation's rest
// costs with them, the cheap part with all the pieces and types: chess's
// 25,000-node search gained 2% of its instructions, and against the
// engine without it at 6,000 nodes a move scored 0.483 (71 - 78 - 51,
// 200 games), where Overboard's gained 21% and Tenjiku's 14%. 32, a
// chess army, is more than the chess-sized games have and fewer than
// the large ones.
const lazyMobilePieces = 32

// mobileAtStart counts the start position's pieces of the mobile types.
func (e *Evaluator) mobileAtStart() int {
	p, err := e.g.StartPosition()
	if err != nil {
		return 0
	}
	n := 0
	for c := 0; c < 2; c++ {
		for _, t := range e.mobile {
			n += p.Count(c, t)
		}
	}
	return n
}

// restAt is, at a ply, what the full evaluation added to its cheap part,
// and for which side (ok: known).
type restAt struct {
	v, side int
	ok      bool
}

// squareSum is the value of a piece of colour c and type t on square s
// that the search's position sums as its pieces move (Evaluator.sums):
// its placement (place), its material and phase value packed
// (packScore), and where the pairs are counted in the sums (pairSums),
// for a bound type, one in a field of the words 2 and 3 for the half of
// the board s is in (pairField).
func (e *Evaluator) squareSum(c, t int, s interp.Square) (v [interp.SumWords]int64) {
	v[0] = e.place[c][t][s]
	v[1] = packScore(e.Values[t], e.phaseValue[t])
	if e.pairSums {
		for j, pt := range e.pairTypes {
			if pt == t && e.half[t][s] >= 0 {
				w, shift := pairField(j, int(e.half[t][s]))
				v[w] = 1 << shift
			}
		}
	}
	return v
}

// The pairs' counts in the sums: a field of pairBits bits a bound type
// and half, pairsPerWord types in each of the words 2 and 3, so that
// pairFieldTypes types at most; a half's count fits where the half has
// fewer squares than 1 << pairBits.
const (
	pairBits       = 8
	pairsPerWord   = 64 / (2 * pairBits)
	pairFieldTypes = 2 * pairsPerWord
)

// pairField is the word and the shift of the count of the j-th bound
// type's pieces on half h.
func pairField(j, h int) (word int, shift uint) {
	return 2 + j/pairsPerWord, uint(j%pairsPerWord*2*pairBits + h*pairBits)
}

// countsPairs reports whether the pairs can be counted in the sums.
func (e *Evaluator) countsPairs() bool {
	if len(e.pairTypes) > pairFieldTypes {
		return false
	}
	for _, t := range e.pairTypes {
		var n [2]int
		for _, h := range e.half[t] {
			if h >= 0 {
				n[h]++
			}
		}
		if max(n[0], n[1]) >= 1<<pairBits {
			return false
		}
	}
	return true
}

// pairsFromSums is pairs for colour c from its sums w.
func (e *Evaluator) pairsFromSums(c int, w [interp.SumWords]int64, pt *evalParts) {
	const mask = 1<<pairBits - 1
	for j := range e.pairTypes {
		word, shift := pairField(j, 0)
		f := uint64(w[word]) >> shift
		if f&mask != 0 && f>>pairBits&mask != 0 {
			pt.mg[c] += e.sc[scPairMG]
			pt.eg[c] += e.sc[scPairEG]
		}
	}
}
