package search

import (
	"math"
	"sort"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// searcher is the state of one search: the position it makes and unmakes
// moves on, per-ply move lists, ordering heuristics and the limits.
type searcher struct {
	e    *Engine
	p    *interp.Position
	g    *interp.Game
	eval *Evaluator
	tt   *table

	lim        Limits
	start      time.Time
	soft, hard time.Duration
	timed      bool
	nodes      uint64
	selDepth   int
	stopped    bool
	// repetitionDraws: a position repeated within the search is scored a
	// draw at once (not when the rules score a perpetual check).
	repetitionDraws bool

	moves [maxPly + 1][]interp.Move
	order [maxPly + 1][]int32
	// lazy: by ply, quiescence's captures whose losing test is still to
	// come (see pickCapture)
	lazy    [maxPly + 1][]bool
	tried   [maxPly + 1][]interp.Move // by ply: the quiet moves searched
	killers [maxPly + 1][2]interp.Move
	history []int32 // by historyIndex
	size    int
	types   int
	// dropSlot, by type: its drops' rows in history (-1: never dropped);
	// dropTypes: the types with a slot.
	dropSlot  []int
	dropTypes int
	victims   []interp.Square
	// seeValue: by type, what capturing it gains (see.go)
	seeValue []int

	pv    [maxPly + 1][maxPly + 1]interp.Move
	pvLen [maxPly + 1]int
	// nullMoves: the game allows passing (Position.MakeNull), so
	// null-move pruning is tried; nulled marks plies reached by a null
	// move, so two are never made in a row.
	nullMoves bool
	nulled    [maxPly + 1]bool
	// noExtend: by ply, the move that led there gives check but loses
	// by exchange, so the check is not extended (as Stockfish's).
	noExtend [maxPly + 1]bool
	// staticAt and sideAt: by ply, the static evaluation of the node
	// (noStatic in check) and the player to move there, for improving.
	staticAt [maxPly + 1]int
	sideAt   [maxPly + 1]int
	// rest: by ply, what the full evaluation added to the cheap part
	// (lazyeval.go)
	rest     [maxPly + 1]restAt
	lazyEval bool          // quiescence evaluates lazily (Evaluator.lazy)
	top      []int         // scratch for lineBound
	evalBuf  []interp.Move // scratch for the evaluation's mobility count
	evals    *evalCache    // the static evaluations of recent positions
	// smp: the search runs on several threads (smp.go); nil on one.
	smp *smp
	id  int // this searcher's thread, 0 the main one
	staged
	cont contHistory
}

// evaluate is the evaluation of the position searched, with the
// searcher's own scratch buffer.
func (s *searcher) evaluate() int {
	key := s.p.Hash()
	if v, ok := s.evals.probe(key); ok {
		return v
	}
	var v int
	switch {
	case s.p.TracksSums(s.eval.sums): // the lazy games (lazyeval.go): the cheap part from the sums
		var pt evalParts
		s.eval.cheapParts(s.p, &pt)
		v = s.eval.evaluateFrom(s.p, &s.evalBuf, &pt, &s.evals.pawns)
	case len(s.eval.mobile) == 0:
		v = s.eval.evaluateWith(s.p, nil, &s.evals.pawns)
	default:
		v = s.eval.evaluateWith(s.p, &s.evalBuf, &s.evals.pawns)
	}
	s.evals.store(key, v)
	return v
}

// newSearcher makes searcher thread id (0 the main one) of a search of p.
func newSearcher(e *Engine, p *interp.Position, lim Limits, id int) *searcher {
	g := e.g
	s := &searcher{e: e, p: p, g: g, eval: e.eval, tt: e.tt, lim: lim, start: time.Now(),
		size: g.Files() * g.Ranks(), types: len(g.V.Pieces), repetitionDraws: true, evals: e.evalTable(id), id: id, lazyEval: e.eval.lazy()}
	for _, sc := range g.V.Rules.Scores {
		if sc.Rule == "perpetual check" || sc.Rule == "repetition" {
			s.repetitionDraws = false
		}
	}
	if e.eval.sums != nil { // the lazy evaluation's cheap part (lazyeval.go)
		p.TrackSums(e.eval.sums)
	}
	s.initHistory(id)
	for i := range s.moves {
		s.moves[i] = make([]interp.Move, 0, 64)
		s.order[i] = make([]int32, 0, 64)
		s.tried[i] = make([]interp.Move, 0, 64)
	}
	s.initStaged()
	s.initSEE()
	s.initCont(id)
	s.soft, s.hard, s.timed = lim.budget(p.SideToMove())
	p.TrustMoves() // the search makes legal moves only: InCheck may use the via test
	if p.MakeNull() {
		p.UnmakeNull()
		s.nullMoves = true
	}
	return s
}

// elapsed is the time the search has been thinking for its clock: from
// the start, or for a pondering search from PonderHit.
func (s *searcher) elapsed() time.Duration {
	if s.lim.Ponder {
		if !s.e.ponderHit.Load() {
			return 0
		}
		return time.Since(time.Unix(0, s.e.hitAt.Load()))
	}
	return time.Since(s.start)
}

// poll checks the limits every 64 nodes: in variants whose nodes are
// slow (turns of several moves) a stop must still be seen within
// milliseconds, and a node costs far more than the check.
func (s *searcher) poll() {
	if s.nodes&63 != 0 {
		return
	}
	if s.e.stop.Load() || s.smp != nil && s.smp.poll(s) {
		s.stopped = true
		return
	}
	if s.lim.Infinite {
		return
	}
	if s.lim.Nodes > 0 && s.allNodes() >= s.lim.Nodes {
		s.stopped = true
	}
	if s.timed && s.elapsed() >= s.hard {
		s.stopped = true
	}
}

// rootMove is a legal first move and its score in the last iteration;
// with several lines (Limits.MultiPV), pv is its line when the score is
// exact.
type rootMove struct {
	move  interp.Move
	score int
	pv    []interp.Move
}

// iterate runs iterative deepening and reports each iteration.
func (s *searcher) iterate(info func(Info)) Result {
	p := s.p
	legal := p.LegalMoves(nil)
	if p.Outcome(legal).Over || len(legal) == 0 {
		return Result{NoMove: true}
	}
	var roots []rootMove
	for _, m := range legal {
		if len(s.lim.SearchMoves) == 0 || containsMove(s.lim.SearchMoves, m) {
			roots = append(roots, rootMove{move: m})
		}
	}
	if len(roots) == 0 {
		for _, m := range legal {
			roots = append(roots, rootMove{move: m})
		}
	}
	s.orderRoots(roots)
	res := Result{Best: roots[0].move}
	maxDepth := MaxDepth
	if s.lim.Depth > 0 && !s.lim.Infinite {
		maxDepth = min(s.lim.Depth, maxDepth)
	}
	s.rootStatic()
	prev := 0
	for depth := 1; depth <= maxDepth; depth++ {
		s.selDepth = 0
		score := s.aspire(roots, depth, prev)
		if s.stopped && depth > 1 {
			// An unfinished iteration: keep the last finished one's
			// move, unless this one found a better one (a move is only
			// put first once its search is complete).
			if roots[0].move != res.Best {
				res.Best, res.HasPonder = roots[0].move, false
			}
			break
		}
		prev = score
		if score == -infinity {
			// ...or, stopped before the first move's score was known, the
			// evaluation: no score was found, not a lost game.
			score = s.evaluate()
		}
		res.Best = roots[0].move
		res.Info = s.report(depth, score)
		res.Ponder, res.HasPonder = interp.Move{}, len(res.Info.PV) > 1
		if res.HasPonder {
			res.Ponder = res.Info.PV[1]
		}
		if info != nil {
			info(res.Info)
			for k := 1; k < s.lines(len(roots)); k++ {
				if rm := roots[k]; rm.score > -infinity {
					line := s.report(depth, rm.score)
					line.PV, line.MultiPV = append([]interp.Move(nil), rm.pv...), k+1
					info(line)
				}
			}
		}
		if s.stopped {
			break
		}
		if s.doneAfterIteration(depth, score, len(roots)) {
			break
		}
	}
	// A search stopped in its first iteration still returns the best
	// move found so far.
	if res.Info.Depth == 0 {
		res.Info = s.report(0, roots[0].score)
	}
	res.Nodes = s.allNodes()
	s.waitIfInfinite()
	return res
}

// doneAfterIteration decides whether to start another iteration.
func (s *searcher) doneAfterIteration(depth, score, nRoots int) bool {
	if s.lim.Infinite || s.lim.Ponder && !s.e.ponderHit.Load() {
		return false
	}
	if s.timed {
		// A clock's time saved is time for later moves: no iteration
		// starts that would likely not finish. A time per move saves
		// nothing, so iterations go on until it is up (an unfinished
		// one still fills the table and may find a better move).
		if nRoots == 1 || s.lim.MoveTime == 0 && s.elapsed() >= s.soft/2 {
			return true
		}
	}
	// A forced end found well within the depth will not change.
	return (score > mateBound || score < -mateBound) && 2*(mateScore-abs(score))+2 < depth
}

// waitIfInfinite keeps an infinite or still-pondering search from
// returning before Stop, as UCI requires: its bestmove comes after stop.
func (s *searcher) waitIfInfinite() {
	for (s.lim.Infinite || s.lim.Ponder && !s.e.ponderHit.Load()) && !s.e.stop.Load() {
		time.Sleep(time.Millisecond)
	}
}

func (s *searcher) report(depth, score int) Info {
	el := time.Since(s.start)
	nps, nodes := uint64(0), s.allNodes()
	if el > 0 {
		nps = uint64(float64(nodes) / el.Seconds())
	}
	pv := append([]interp.Move(nil), s.pv[0][:s.pvLen[0]]...)
	return Info{Depth: depth, SelDepth: s.selDepth, Score: scoreOf(score), Nodes: nodes, NPS: nps, Time: el, PV: pv,
		Hashfull: s.hashfull(), MultiPV: 1}
}

// hashfull samples the table's first thousand slots.
func (s *searcher) hashfull() int {
	n := 0
	entries := s.tt.entries[:min(1000, len(s.tt.entries))]
	for i := range entries {
		if e := entries[i].load(); e.bound != boundNone && e.age == s.tt.age {
			n++
		}
	}
	return n * 1000 / max(len(entries), 1)
}

// aspire searches the root to depth in an aspiration window: from the
// sixth iteration on, with one line, a window of aspirationWindow either
// side of the last iteration's score prev, widened (doubling) on the side
// the score falls outside until it falls within.
func (s *searcher) aspire(roots []rootMove, depth, prev int) int {
	alpha, beta := -infinity, infinity
	delta := aspirationWindow
	if depth >= aspirationDepth && s.lines(len(roots)) == 1 && abs(prev) < mateBound/2 {
		alpha, beta = prev-delta, prev+delta
	}
	for {
		score := s.searchRoot(roots, depth, alpha, beta)
		switch {
		case s.stopped:
			return score
		case score <= alpha && alpha > -infinity:
			alpha = max(alpha-delta, -infinity)
		case score >= beta && beta < infinity:
			beta = min(beta+delta, infinity)
		default:
			return score
		}
		delta *= 2
		if delta > aspirationWindow<<4 {
			alpha, beta = -infinity, infinity
		}
	}
}

// Aspiration windows: from aspirationDepth on, aspirationWindow
// centipawns either side of the last score.
const (
	aspirationDepth  = 5
	aspirationWindow = 25
)

// searchRoot searches every root move to depth within (alpha, beta) and
// sorts them, best first; roots[0] is then the move to play. With several
// lines (Limits.MultiPV) the first lines' scores are exact: a move is
// searched in full while it may enter them.
func (s *searcher) searchRoot(roots []rootMove, depth, alpha, beta int) int {
	p := s.p
	me := p.SideToMove()
	lines := s.lines(len(roots))
	best := 0
	for i := range roots {
		rm := &roots[i]
		// bound: the score a move must beat to enter the lines.
		bound := alpha
		if lines > 1 {
			bound = s.lineBound(roots[:i], lines)
		}
		s.setPrev(0, rm.move)
		s.noExtend[1] = false
		p.Make(rm.move)
		s.nodes++
		var score int
		if i == 0 || bound == -infinity {
			score = s.child(me, depth-1, bound, beta, 1, true)
		} else {
			score = s.child(me, depth-1, bound, bound+1, 1, false)
			if score > bound && !s.stopped {
				score = s.child(me, depth-1, bound, beta, 1, true)
			}
		}
		p.Unmake()
		if s.stopped {
			break
		}
		rm.score = score
		if score > bound && lines > 1 {
			rm.pv = append(append(rm.pv[:0], rm.move), s.pv[1][:s.pvLen[1]]...)
		}
		if score > alpha {
			alpha = score
			best = i
			s.updatePV(0, rm.move)
		} else if i > 0 && score <= bound {
			rm.score = -infinity // only a bound: below the best
		}
	}
	if lines > 1 && !s.stopped {
		// The lines best first; the rest keep their order.
		sort.SliceStable(roots, func(a, b int) bool { return roots[a].score > roots[b].score })
	} else if best > 0 {
		rm := roots[best]
		copy(roots[1:best+1], roots[:best])
		roots[0] = rm
	}
	if s.pvLen[0] == 0 {
		s.pv[0][0], s.pvLen[0] = roots[0].move, 1
	}
	return alpha
}

// lines is how many lines the search reports: Limits.MultiPV, at least
// one, at most the root moves.
func (s *searcher) lines(roots int) int {
	return max(1, min(s.lim.MultiPV, roots))
}

// lineBound is the score a root move must beat to enter the first lines
// after the moves searched: the lines-th best of their scores, or
// -infinity while there are fewer.
func (s *searcher) lineBound(searched []rootMove, lines int) int {
	if len(searched) < lines {
		return -infinity
	}
	top := s.top[:0]
	for _, rm := range searched {
		top = append(top, rm.score)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(top)))
	s.top = top
	return top[lines-1]
}

// orderRoots puts captures and the table's move first before the first
// iteration.
func (s *searcher) orderRoots(roots []rootMove) {
	moves := make([]interp.Move, len(roots))
	for i := range roots {
		moves[i] = roots[i].move
	}
	order := s.scoreMoves(moves, s.order[0][:0], 0, s.hashMove())
	for i := range roots {
		roots[i].score = int(order[i])
	}
	for i := 1; i < len(roots); i++ {
		for j := i; j > 0 && roots[j].score > roots[j-1].score; j-- {
			roots[j], roots[j-1] = roots[j-1], roots[j]
		}
	}
}

func (s *searcher) hashMove() optionalMove {
	e, ok := s.tt.probe(s.p.Hash())
	return optionalMove{e.move, ok && e.has}
}

// child searches the position after a move by player me: negated when
// the other player is now to move, as it is when the same player moves
// again (a turn of several moves, a placement phase).
func (s *searcher) child(me, depth, alpha, beta, ply int, pvNode bool) int {
	if s.p.SideToMove() == me {
		return s.negamax(depth, alpha, beta, ply, pvNode)
	}
	return -s.negamax(depth, -beta, -alpha, ply, pvNode)
}

func (s *searcher) updatePV(ply int, m interp.Move) {
	s.pv[ply][0] = m
	n := s.pvLen[ply+1]
	copy(s.pv[ply][1:], s.pv[ply+1][:n])
	s.pvLen[ply] = n + 1
}

// negamax searches the position at ply plies from the root to depth,
// within (alpha, beta), for the player to move.
func (s *searcher) negamax(depth, alpha, beta, ply int, pvNode bool) int {
	s.pvLen[ply] = 0
	s.nodes++
	s.poll()
	if s.stopped {
		return 0
	}
	p := s.p
	if ply > s.selDepth {
		s.selDepth = ply
	}
	if s.repetitionDraws && p.Repetitions() >= 2 {
		return 0
	}
	if depth <= 0 && (ply >= maxPly/2 || s.noExtend[ply] || !p.InCheck()) {
		return s.qsearch(alpha, beta, ply, 0, interp.NoSquare)
	}
	inCheck := p.InCheck()
	if inCheck && ply < maxPly/2 && !s.noExtend[ply] {
		depth++
	}
	// The table first: a cut-off there spares generating the moves.
	key := p.Hash()
	hashMove, hasHash := interp.Move{}, false
	en, hit := s.tt.probe(key)
	if hit {
		hashMove, hasHash = en.move, en.has
		if !pvNode && int(en.depth) >= depth && ply > 0 {
			v := fromTable(int(en.score), ply)
			switch {
			case en.bound == boundExact,
				en.bound == boundLower && v >= beta,
				en.bound == boundUpper && v <= alpha:
				return v
			}
		}
	}
	legal := s.nodeMoves(ply, optionalMove{hashMove, hasHash})
	s.moves[ply] = legal[:0]
	if o := p.Outcome(legal); o.Over {
		return terminal(o, p.SideToMove(), ply)
	}
	if ply >= maxPly-1 {
		return s.evaluate()
	}
	// A forced end can be no nearer than the next ply.
	alpha = max(alpha, -(mateScore - ply))
	beta = min(beta, mateScore-ply-1)
	if alpha >= beta {
		return alpha
	}
	// Internal iterative reduction: a node the table knows no move for
	// is searched a ply shallower (its ordering is a guess; a later
	// visit will have the move).
	if !hasHash && depth >= iirDepth {
		depth--
	}
	me := p.SideToMove()
	// The static evaluation, where a node may be pruned on it: not on the
	// principal variation, not in check, not near a forced end.
	static, pruning := 0, !pvNode && !inCheck && beta < mateBound && beta > -mateBound
	s.rest[ply].ok = false
	if !inCheck {
		if depth <= 1 && s.lazyEval { // for the quiescence below (lazyeval.go)
			var cheap int
			static, cheap = s.evaluateLazy()
			s.rest[ply] = restAt{v: static - cheap, side: me, ok: true}
		} else {
			static = s.evaluate()
		}
	}
	improving := s.improving(ply, me, inCheck, static)
	// eval: what the pruning below judges the node by, the static
	// evaluation or, where the table's bound says the node's score lies
	// beyond it, the table's score (as Stockfish adjusts its eval).
	eval := static
	if hit && !inCheck {
		eval = tableEval(en, ply, static)
	}
	if pruning {
		// Reverse futility: so far above beta that a shallow search will
		// not bring it back (sooner when the player's evaluation is
		// rising).
		margin := futilityMargin * depth
		if improving {
			margin -= futilityMargin / 2
		}
		if depth <= futilityDepth && eval-margin >= beta {
			return eval
		}
	}
	if pruning && s.tryNull(depth, beta, ply, static) {
		return beta
	}
	// Futility: so far below alpha that only a capture, a promotion or a
	// check may lift it.
	futile := pruning && depth <= futilityDepth && eval+futilityMargin*depth <= alpha
	order := s.scoreMoves(legal, s.order[ply][:0], ply, optionalMove{hashMove, hasHash})
	s.order[ply] = order[:0]
	origAlpha := alpha
	best, bestMove, hasBest := -infinity, interp.Move{}, false
	// Late-move pruning: near the horizon, off the principal variation,
	// only the first quiet moves are searched (and checks); in the games
	// of hundreds of moves a turn (a move and a wall) the rest would swamp
	// the search.
	lateQuiets := maxPly
	if pruning && depth <= lateMoveDepth {
		lateQuiets = 3 + depth*depth
		if !improving {
			lateQuiets /= 2
		}
	}
	quiets := 0
	tried := s.tried[ply][:0] // the quiet moves searched, for the history
	sorted := true            // false once only quiet moves are left and none is searched but a check
	for i := 0; i < len(legal); i++ {
		// safe: a quiet move found not to lose by exchange when picked
		// (demoteLosing), which exchange pruning need not test again.
		safe, safeOK := interp.Move{}, false
		if sorted {
			pickBest(legal, order, i)
			for {
				losing, tested := s.demoteLosing(legal[i], &order[i])
				if !losing {
					safe, safeOK = legal[i], tested
					break
				}
				pickBest(legal, order, i)
			}
		}
		if s.walls || s.untested[ply] {
			// A move still without its wall is completed now, an
			// untested one tested.
			if legal, order = s.prepareAt(legal, order, i, ply, sorted); i == len(legal) {
				break
			}
		}
		m := legal[i]
		// Captures count as tactical only among a node's first
		// lateCaptures moves: in games where nearly every move
		// captures, the late ones are reduced and pruned as quiet ones.
		tactical := sorted && order[i] >= captureBase && i < lateCaptures
		if i > 0 && !tactical && (futile || quiets >= lateQuiets) && s.noChecks {
			// No move gives check: every move left is pruned (see below).
			best = max(best, s.prunedScore(futile, eval, depth, alpha))
			break
		}
		// A move that loses more by exchange than the depth may repay
		// (see.go) is not searched, a check no more than another (see
		// below).
		if pruning && i > 0 && !tactical && !futile && quiets < lateQuiets && best > -mateBound && !(safeOK && m == safe) && s.seeLoses(m, order[i], depth) {
			best = max(best, min(static, alpha))
			continue
		}
		s.setPrev(ply, m)
		// A move to be pruned is still searched if it gives check: where
		// the interpreter can tell it does not without making it
		// (CannotGiveCheck), a move that takes nothing and does not
		// promote is pruned unmade, as it would be below. (Making and
		// taking back a capture or a promotion may reorder the piece
		// lists, and so the moves generated after: those are still made,
		// so that the search's tree is the same.)
		prunable := i > 0 && !tactical && (futile || quiets >= lateQuiets)
		// Whether the move surely gives no check, asked before it is
		// made: the child's InCheck then needs no attack test.
		noCheck := p.CannotGiveCheck(m)
		if prunable && m.Kind != interp.Capture && m.PromotionType() < 0 && noCheck {
			best = max(best, s.prunedMove(futile, eval, static, depth, alpha))
			sorted = false
			continue
		}
		p.Make(m)
		if noCheck {
			p.NoteNoCheck(me)
		}
		// A move that gives check is searched even where it would be
		// pruned, unless it loses by exchange, and a check that loses
		// is not extended (as in Stockfish): in games with drops most
		// checks are pieces dropped next to the royal to be taken, and
		// searching and extending each of them swamped the search. Its
		// exchange is worked out on the position before it, taken back
		// and made again: few moves give check.
		loses := false
		if p.InCheck() {
			p.Unmake()
			v, known := s.see(m)
			loses = known && v < 0
			if prunable && loses && best > -mateBound {
				best = max(best, s.prunedMove(futile, eval, static, depth, alpha))
				sorted = false
				continue
			}
			p.Make(m)
		} else if prunable {
			p.Unmake()
			// The move was not searched: the node is worth at least
			// what the pruning assumed of it, not the first move's
			// score (which may be a loss the pruned moves avoid).
			best = max(best, s.prunedMove(futile, eval, static, depth, alpha))
			sorted = false
			continue
		}
		if !tactical {
			quiets++
		}
		s.noExtend[ply+1] = loses
		var score int
		switch {
		case i == 0:
			score = s.child(me, depth-1, alpha, beta, ply+1, pvNode)
		default:
			r := 0
			if depth >= 3 && i >= 2 && !tactical && !inCheck && !p.InCheck() {
				r = s.reduction(depth, i, pvNode, order[i] >= killerOrder && sorted, improving, quietHistory(order[i]))
			}
			score = s.child(me, depth-1-r, alpha, alpha+1, ply+1, false)
			if score > alpha && r > 0 && !s.stopped {
				score = s.child(me, depth-1, alpha, alpha+1, ply+1, false)
			}
			if score > alpha && score < beta && !s.stopped {
				score = s.child(me, depth-1, alpha, beta, ply+1, true)
			}
		}
		p.Unmake()
		if s.stopped {
			return 0
		}
		if score > best {
			best, bestMove, hasBest = score, m, true
			if score > alpha {
				alpha = score
				s.updatePV(ply, m)
				if score >= beta {
					if !tactical {
						s.rememberQuiet(m, ply, depth, tried)
					}
					break
				}
			}
		}
		if !tactical {
			tried = append(tried, m)
		}
	}
	s.tried[ply] = tried[:0]
	b := boundUpper
	switch {
	case best >= beta:
		b = boundLower
	case best > origAlpha:
		b = boundExact
	}
	s.tt.store(key, bestMove, hasBest && best > origAlpha, toTable(best, ply), depth, b)
	return best
}

// prunedMove is what a node is worth at least for a move that futility
// (futile) or late-move pruning skips: with futility what the margin
// assumes of it, eval plus the margin; else the static evaluation, at
// most alpha.
func (s *searcher) prunedMove(futile bool, eval, static, depth, alpha int) int {
	if futile {
		return eval + futilityMargin*depth
	}
	return min(static, alpha)
}

// tableEval is the static evaluation static of a node at ply corrected
// by its table entry en: the entry's score where its bound says the
// node's true score lies beyond static on that side (or is exact), and
// the score is no forced end's.
func tableEval(en ttEntry, ply, static int) int {
	v := fromTable(int(en.score), ply)
	if v <= -mateBound || v >= mateBound {
		return static
	}
	switch {
	case en.bound == boundExact, en.bound == boundLower && v > static, en.bound == boundUpper && v < static:
		return v
	}
	return static
}

// noStatic marks a ply whose node had no static evaluation (in check).
const noStatic = -2 * infinity

// improving records the node's static evaluation at ply (noStatic in
// check) and reports whether it is above that of the same player's
// previous node, two plies up (four when that one was in check), as in
// Stockfish: where the player's prospects are rising, a cut-off is more
// likely and the node is pruned sooner; where they are falling, late
// moves are reduced and pruned more. A node with no earlier one to
// compare counts as improving (the safe side: less pruning), as does
// one whose earlier node belongs to the other player (turns of several
// moves).
func (s *searcher) improving(ply, me int, inCheck bool, static int) bool {
	s.sideAt[ply] = me
	if inCheck {
		s.staticAt[ply] = noStatic
		return false
	}
	s.staticAt[ply] = static
	for back := 2; back <= 4; back += 2 {
		if ply < back || s.sideAt[ply-back] != me {
			return true
		}
		if prev := s.staticAt[ply-back]; prev != noStatic {
			return static > prev
		}
	}
	return true
}

// rootStatic records the root's static evaluation, for its
// grandchildren's improving.
func (s *searcher) rootStatic() {
	s.sideAt[0], s.staticAt[0] = s.p.SideToMove(), noStatic
	if !s.p.InCheck() {
		s.staticAt[0] = s.evaluate()
	}
}

// tryNull is null-move pruning: if passing the turn still leaves the
// player at or above beta after a reduced search, a real move will too,
// and the node is cut off. Not in check, not on the principal variation,
// not twice in a row, and not without pieces beyond royals and pawns
// (where passing may be the only good move: zugzwang). The caller checks
// the rest (see pruning in negamax); static is the evaluation.
func (s *searcher) tryNull(depth, beta, ply, static int) bool {
	if !s.nullMoves || depth < 3 || s.nulled[ply] {
		return false
	}
	p := s.p
	if !s.eval.HasPieces(p, p.SideToMove()) || static < beta {
		return false
	}
	if !p.MakeNull() {
		return false
	}
	r := nullReduction + depth/4 + min((static-beta)/nullEvalStep, 2)
	s.setPrevNull(ply)
	s.nulled[ply+1] = true
	s.noExtend[ply+1] = false
	score := -s.negamax(depth-1-r, -beta, -beta+1, ply+1, false)
	s.nulled[ply+1] = false
	p.UnmakeNull()
	return !s.stopped && score >= beta
}

// qsearch searches only captures (and, in check, every evasion) until
// the position is quiet, standing pat on the evaluation otherwise. It is
// bounded whatever the board (see qAllCaptures): qply counts its plies
// beyond the horizon, to is the square the last capture went to. The
// moves are generated lazily (Position.CandidateMoves): of the many a
// node has, only the captures are tested for legality.
func (s *searcher) qsearch(alpha, beta, ply, qply int, to interp.Square) int {
	p := s.p
	if ply > s.selDepth {
		s.selDepth = ply
	}
	inCheck := ply < maxPly-1 && qply < qMaxPlies && p.InCheck()
	// The table: a search of the position to any depth bounds its
	// quiescence too, and its bound corrects the evaluation that stands.
	en, hit := s.tt.probe(p.Hash())
	if hit {
		if v := fromTable(int(en.score), ply); en.bound == boundExact ||
			en.bound == boundLower && v >= beta || en.bound == boundUpper && v <= alpha {
			return v
		}
	}
	// stand: the evaluation, or where the lazy evaluation left it
	// (lazyeval.go) an upper bound of it, at most alpha.
	stand := -infinity
	s.rest[ply].ok = false
	if !inCheck {
		// Standing pat needs no moves (see standPat).
		lo, hi := s.standBounds(en, hit, ply, alpha, beta)
		if lo >= beta {
			return s.standPat(lo, ply)
		}
		stand = hi
		if ply >= maxPly-1 || qply >= qMaxPlies {
			return s.standPat(stand, ply)
		}
	}
	// Only captures are searched, and deep in only recaptures.
	moves, order, lazy, some, untested := s.quiescenceMoves(ply, inCheck, qply >= qAllCaptures, to)
	if o := p.Outcome(some); o.Over {
		return terminal(o, p.SideToMove(), ply)
	}
	if !inCheck {
		alpha = max(alpha, stand)
	}
	me := p.SideToMove()
	best := stand
	others := 0 // captures searched that are not recaptures on to
	for i := 0; i < len(moves); i++ {
		if !inCheck && others == qWidth {
			// Enough other captures: recaptures only from here.
			others++
			moves, order, lazy = keepRecaptures(moves, order, lazy, i, to)
			if i == len(moves) {
				break
			}
		}
		if lazy != nil {
			if moves, order, lazy = s.pickCapture(moves, order, lazy, i); i == len(moves) {
				break
			}
		} else {
			pickBest(moves, order, i)
		}
		m := moves[i]
		if !inCheck {
			// Delta pruning: a capture that cannot lift the score to
			// alpha even with a margin is not worth a look.
			// (Where stand is a lazy bound, fewer are pruned.)
			if stand+int(order[i]-captureBase)/gainScale+deltaMargin < alpha {
				continue
			}
		}
		noCheck := p.CannotGiveCheck(m) // see negamax
		if untested {
			if !p.MakeIfLegal(m) {
				continue
			}
		} else {
			p.Make(m)
		}
		if noCheck {
			p.NoteNoCheck(me)
		}
		if m.To != to {
			others++
		}
		s.nodes++
		s.poll()
		var score int
		if p.SideToMove() == me {
			score = s.qsearch(alpha, beta, ply+1, qply+1, m.To)
		} else {
			score = -s.qsearch(-beta, -alpha, ply+1, qply+1, m.To)
		}
		p.Unmake()
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
			}
		}
	}
	return best
}

// keepRecaptures keeps, of the moves from i on, their order and lazy
// marks (if any), those going to to, in place.
func keepRecaptures(moves []interp.Move, order []int32, lazy []bool, i int, to interp.Square) ([]interp.Move, []int32, []bool) {
	n := i
	for j := i; j < len(moves); j++ {
		if moves[j].To == to {
			moves[n], order[n] = moves[j], order[j]
			if lazy != nil {
				lazy[n] = lazy[j]
			}
			n++
		}
	}
	if lazy != nil {
		lazy = lazy[:n]
	}
	return moves[:n], order[:n], lazy
}

// someLegal is what Position.Outcome needs of a node's moves: none if it
// has no legal move, else at least one.
func (s *searcher) someLegal(moves []interp.Move, untested bool) []interp.Move {
	if !untested {
		return moves
	}
	for i, m := range moves {
		if s.p.MakeIfLegal(m) {
			s.p.Unmake()
			return moves[i : i+1]
		}
	}
	return nil
}

// Quiescence's bounds, in plies beyond the horizon: captures are searched
// before qAllCaptures, only recaptures from there, and nothing from
// qMaxPlies on (the evaluation stands, even in check). A node searches at
// most qWidth captures that are not recaptures (the best by their
// order), as Stockfish's quiescence does: on a large board where each
// side has many even trades at once, every order of them would otherwise
// be tried.
const (
	qAllCaptures = 3
	qMaxPlies    = 16
	qWidth       = 2
)

// deltaMargin is what positional gains may add to a capture's material.
const deltaMargin = 200

// Futility pruning: at most futilityDepth plies from the horizon, a node
// futilityMargin per ply beyond beta (or short of alpha) is pruned.
const (
	futilityDepth  = 3
	futilityMargin = 120
)

// lateCaptures: captures ordered from this place on in a node's moves
// are searched as quiet moves (reduced and pruned as they are).
const lateCaptures = 12

// lateMoveDepth: late-move pruning works this many plies from the horizon
// and nearer.
const lateMoveDepth = 3

// losingMargin: a capture giving up less than this is still searched.
const losingMargin = 50

// iirDepth: internal iterative reduction works from this depth on.
const iirDepth = 4

// Null-move pruning's reduction: nullReduction plies, a ply more for
// every 4 of depth and for every nullEvalStep the evaluation stands above
// beta (at most 2).
const (
	nullReduction = 3
	nullEvalStep  = 200
)

// lmr[d][i] is the reduction of the i-th move at depth d before the
// adjustments of reduction: it grows as the product of their logarithms,
// as in Stockfish and most engines since (late moves of deep nodes are
// rarely best).
var lmr = func() (t [64][64]int8) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
	return t
}()

// reduction is how many plies less the i-th move (a quiet move, no check)
// of a node at depth is searched with a null window: lmr's figure, a ply
// less on the principal variation and for a killer move, a ply more
// where the player's evaluation is not rising (see improving), a ply
// less or more for every historyReduction of the move's history above or
// below 0 (a move that often cut off is likely to again), and never to
// below one ply.
func (s *searcher) reduction(depth, i int, pvNode, killer, improving bool, history int32) int {
	r := int(lmr[min(depth, 63)][min(i, 63)])
	if pvNode {
		r--
	}
	if !improving {
		r++
	}
	if killer {
		r--
	}
	r -= int(history / historyReduction)
	return max(0, min(r, depth-2))
}

// historyReduction: a quiet move is reduced a ply less for every this
// much history (see reduction).
const historyReduction = 4096

// quietHistory is the history of a move of order o if o is a quiet move's
// (see scoreMoves), else 0.
func quietHistory(o int32) int32 {
	if o >= badCaptureOrder {
		return 0
	}
	if o < -historyMax {
		return o + losingQuietOffset
	}
	return o
}
