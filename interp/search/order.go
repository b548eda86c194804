package search

import "github.com/vdl-chess/vdl/interp"

// Move ordering: every legal move gets a number, higher searched first.
// The table's move comes first, then captures and promotions by what
// they win (most valuable victim first, the least valuable attacker
// first among equal victims), then the killer moves of the ply, then
// captures and promotions that lose material, then quiet moves by their
// history, those that lose by exchange last (see demoteLosing).
const (
	hashMoveOrder = 1 << 30
	captureBase   = 1 << 24
	killerOrder   = 1 << 22
	historyMax    = 1 << 20 // above every history (see historyCap)
	gainScale     = 16      // order = captureBase + gain*gainScale + attacker bonus
	// A capture that loses material (see losing) comes after the killers,
	// before the other quiet moves, and is searched as a quiet move.
	badCaptureOrder = historyMax
)

// optionalMove is a move that may be absent.
type optionalMove struct {
	m  interp.Move
	ok bool
}

// scoreMoves appends the order of each move of moves to order. In a game
// of walls a move's order is its move's before the wall (scored once for
// the run of moves completing it), but for the table's move and the
// killers, which are moves with their walls.
func (s *searcher) scoreMoves(moves []interp.Move, order []int32, ply int, hash optionalMove) []int32 {
	p := s.p
	killers := &s.killers[ply]
	var last interp.Move // the move before its wall last scored
	lastOrder, lastQuiet, scored := int32(0), false, false
	for _, m := range moves {
		var o int32
		switch {
		case hash.ok && m == hash.m:
			o = hashMoveOrder
		default:
			if s.walls {
				if b := m.WithoutWall(); !scored || b != last {
					last, scored = b, true
					lastOrder, lastQuiet = s.moveOrder(b, ply)
				}
				o = lastOrder
				if lastQuiet {
					o = s.killerOrder(m, killers, o)
				}
				break
			}
			if gain, attacker, ok := s.tactical(m); ok {
				if s.losing(m, gain, attacker) {
					o = badCaptureOrder + int32(min(gain, historyMax-1))
				} else {
					o = captureOrder(gain, attacker)
				}
			} else if m == killers[0] {
				o = killerOrder + 1
			} else if m == killers[1] {
				o = killerOrder
			} else {
				idx := s.historyIndex(p, m)
				o = s.history[idx] + s.contScore(ply, idx)
			}
		}
		order = append(order, o)
	}
	return order
}

// moveOrder is the order of m but for the table's move and the killers:
// a capture's or promotion's by what it wins, else (quiet) its history
// (as scoreMoves orders a move of a game without walls).
func (s *searcher) moveOrder(m interp.Move, ply int) (o int32, quiet bool) {
	if gain, attacker, ok := s.tactical(m); ok {
		if s.losing(m, gain, attacker) {
			return badCaptureOrder + int32(min(gain, historyMax-1)), false
		}
		return captureOrder(gain, attacker), false
	}
	idx := s.historyIndex(s.p, m)
	return s.history[idx] + s.contScore(ply, idx), true
}

// killerOrder is the order of a quiet move m: a killer's, else o.
func (s *searcher) killerOrder(m interp.Move, killers *[2]interp.Move, o int32) int32 {
	switch m {
	case killers[0]:
		return killerOrder + 1
	case killers[1]:
		return killerOrder
	}
	return o
}

// tactical reports whether m wins material outright: a capture (by
// moving onto a piece, en passant, or by effects such as a butt), or a
// promotion in a promotion zone. gain is the material won, attacker the
// mover's value.
func (s *searcher) tactical(m interp.Move) (gain, attacker int, ok bool) {
	p, vals := s.p, s.eval.Values
	if m.Kind == interp.Drop {
		return 0, 0, false
	}
	t, c, _ := p.PieceAt(m.From)
	hand := s.eval.handGain
	attacker = vals[t] + hand[t]
	switch m.Kind {
	case interp.Capture:
		if v, _, has := p.PieceAt(m.To); has {
			gain, ok = vals[v]+hand[v], true
		}
	case interp.EnPassant:
		if v, _, has := p.PieceAt(interp.Square(m.Aux)); has {
			gain, ok = vals[v]+hand[v], true
		}
	case interp.Exit:
		if m.To != m.From { // mutual destruction: the mover goes too
			if v, _, has := p.PieceAt(m.To); has {
				return vals[v], attacker, true
			}
		}
		return 0, attacker, m.Aux >= 0
	}
	if pt := m.PromotionType(); pt >= 0 && s.g.Promotes(c, t) {
		gain += max(vals[pt]-vals[t], 0)
		ok = true
	}
	if s.g.HasEffects(t) {
		s.victims = p.EffectVictims(m, s.victims[:0])
		for _, sq := range s.victims {
			if v, _, has := p.PieceAt(sq); has {
				gain += vals[v]
				ok = true
			}
		}
	}
	return gain, attacker, ok
}

// historyIndex is where a quiet move's history is kept: by the moving
// colour and type and the destination; a drop's apart from the same
// type's moves on the board (as Fairy-Stockfish's, whose drop has its
// own origin): that a rook is well placed on a square by a move says
// little of dropping one there, where it may be taken at once, and the
// two clobbered each other's entries.
func (s *searcher) historyIndex(p *interp.Position, m interp.Move) int {
	if t := m.DropType(); t >= 0 {
		if slot := s.dropSlot[t]; slot >= 0 {
			return (2*s.types+p.SideToMove()*s.dropTypes+slot)*s.size + int(m.To)
		}
		return (p.SideToMove()*s.types+t)*s.size + int(m.To)
	}
	t, c, _ := p.PieceAt(m.From)
	return (c*s.types+t)*s.size + int(m.To)
}

// initHistory takes the history of searcher thread id from the engine,
// each entry halved: a row of squares for each colour and type, and for
// each colour and type that may be dropped (dropSlot). As Stockfish's
// and Fairy-Stockfish's, it is kept from search to search (what cut off
// in the last search likely cuts off in this one, which searches much
// of the same tree two plies on), and halved so that the new search's
// cut-offs soon outweigh the old; NewGame clears it.
func (s *searcher) initHistory(id int) {
	s.dropSlot, s.dropTypes = make([]int, s.types), 0
	for t := range s.dropSlot {
		s.dropSlot[t] = -1
		if s.g.MayHold(t) {
			s.dropSlot[t] = s.dropTypes
			s.dropTypes++
		}
	}
	s.history = s.e.histTable(id, 2*(s.types+s.dropTypes)*s.size)
	for i, h := range s.history {
		s.history[i] = h / 2
	}
}

// histTable is the history of searcher thread id, made on first use
// with n entries. The engine's lock, held by the search, guards it.
func (e *Engine) histTable(id, n int) []int32 {
	for len(e.hists) <= id {
		e.hists = append(e.hists, nil)
	}
	if len(e.hists[id]) != n {
		e.hists[id] = make([]int32, n)
	}
	return e.hists[id]
}

// rememberQuiet records a quiet move that caused a cut-off, and that the
// quiet moves tried before it did not: its history rises by the depth's
// bonus and theirs falls by it, each moved toward ±historyCap in
// proportion to how far it is from it (history gravity, as in Stockfish):
// a move's history stays within the cap and follows recent searches, and
// a move that keeps failing gets a negative history, which reductions
// and pruning read (see reduction and negamax).
func (s *searcher) rememberQuiet(m interp.Move, ply, depth int, tried []interp.Move) {
	k := &s.killers[ply]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	bonus := int32(min(historyStep*depth, historyBonusMax))
	for _, q := range tried {
		j := s.historyIndex(s.p, q)
		s.addHistory(j, -bonus)
		s.addCont(ply, j, -bonus)
	}
	i := s.historyIndex(s.p, m)
	s.addHistory(i, bonus)
	s.addCont(ply, i, bonus)
}

// addHistory adds bonus (negative for a malus) to the history at i with
// gravity: the nearer it is to the cap on bonus's side, the less it moves.
func (s *searcher) addHistory(i int, bonus int32) {
	h := s.history[i]
	s.history[i] = h + bonus - h*max(bonus, -bonus)/historyCap
}

// History's scale: a cut-off at depth d adds historyStep*d (at most
// historyBonusMax); a history stays within ±historyCap.
const (
	historyStep     = 150
	historyBonusMax = 1500
	historyCap      = 8192
)

// pickBest swaps the best-ordered move from i on into place i.
func pickBest(moves []interp.Move, order []int32, i int) {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if order[j] > order[best] {
			best = j
		}
	}
	if best != i {
		moves[i], moves[best] = moves[best], moves[i]
		order[i], order[best] = order[best], order[i]
	}
}

func containsMove(list []interp.Move, m interp.Move) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

// losing reports a plain capture that a recapture makes a loss: by a
// piece worth more than what it takes (gain) by losingMargin, whose
// static exchange evaluation (see.go) is below 0; where the interpreter
// cannot work the exchange out, onto a square the other side attacks
// (the exchange's first two steps, over the interpreter's attack query,
// which holds for every piece and board). A promotion (capturing or
// not) loses where its exchange, the promoted piece at stake, is below
// 0; where the interpreter cannot tell, never. Pieces with capturing
// effects are never counted losing.
func (s *searcher) losing(m interp.Move, gain, attacker int) bool {
	return mayLose(m, gain, attacker) && s.losesExchange(m)
}

// mayLose is losing's test of the move alone: a plain capture without
// promotion by a piece worth more than what it takes by losingMargin,
// or a plain promotion.
func mayLose(m interp.Move, gain, attacker int) bool {
	if m.PromotionType() >= 0 {
		return m.Kind == interp.Capture || m.Kind == interp.Quiet
	}
	return m.Kind == interp.Capture && attacker > gain+losingMargin
}

// losesExchange is losing's test of the board, for a move mayLose.
func (s *searcher) losesExchange(m interp.Move) bool {
	if v, known := s.see(m); known {
		return v < 0 // the whole exchange, where the interpreter can tell
	}
	if m.PromotionType() >= 0 {
		return false
	}
	t, c, ok := s.p.PieceAt(m.From)
	return ok && !s.g.HasEffects(t) && s.p.Attacked(m.To, 1-c)
}

// demoteLosing, for the quiet move m of order *o picked next in a node,
// puts it after every quiet move not yet searched if it loses material
// by exchange (see.go), as Stockfish orders a move into a square the
// enemy's lesser pieces attack late: losing reports whether it did,
// tested whether the exchange was worked out (and so, if not losing, m
// loses nothing by it). Its order keeps its history's (losingQuietOffset
// less), so the moves put back keep their order among themselves and
// reductions read the history (see quietHistory). Only quiet moves
// ordered by history are tested, each once, when they come up: most
// nodes cut off before.
func (s *searcher) demoteLosing(m interp.Move, o *int32) (losing, tested bool) {
	if *o <= -historyMax || *o >= badCaptureOrder || s.walls {
		return false, false
	}
	v, known := s.see(m)
	if known && v < 0 {
		*o -= losingQuietOffset
		return true, true
	}
	return false, known
}

// losingQuietOffset: a quiet move that loses by exchange is ordered this
// much below its history (see demoteLosing).
const losingQuietOffset = 4 * historyMax
