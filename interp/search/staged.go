package search

import "github.com/vdl-chess/vdl/interp"

// staged is what the searcher keeps for generating a node's moves in
// stages where the rules allow: in games of walls (duck chess, the game
// of the amazons), a move is listed once for every square its wall may
// go to, so quiescence completes only its captures with their walls.
type staged struct {
	walls bool // the game's moves are completed by walls
	// noChecks: the game has no royal pieces, so no move gives check
	// (a pruned move need not be made to see whether it does).
	noChecks  bool
	baseBuf   []interp.Move // a node's moves before their walls
	baseOrder []int32
	someBuf   []interp.Move // a legal move, if any
	// untested[ply]: the node's moves may be illegal (see nodeMoves);
	// known[ply] is one found legal.
	untested [maxPly + 1]bool
	known    [maxPly + 1]interp.Move
}

func (s *searcher) initStaged() {
	s.walls = s.g.HasWalls()
	s.noChecks = !s.g.CanCheck()
}

// quiescenceMoves generates the moves quiescence searches at ply, with
// their order: every legal move in check, else only captures (only
// recaptures on to with recapturesOnly). some is what Position.Outcome
// needs: none if the position has no legal move, else at least one.
// untested: the moves may be illegal (Position.MakeIfLegal decides).
// lazy, where not nil, marks the captures still to be tested for losing
// (see captures): the caller picks with pickCapture.
func (s *searcher) quiescenceMoves(ply int, inCheck, recapturesOnly bool, to interp.Square) (moves []interp.Move, order []int32, lazy []bool, some []interp.Move, untested bool) {
	p := s.p
	if s.walls && !inCheck {
		moves, order, some, untested = s.wallCaptures(ply, recapturesOnly, to)
		return moves, order, nil, some, untested
	}
	if !inCheck {
		return s.captures(ply, recapturesOnly, to)
	}
	moves, untested = p.CandidateMoves(s.moves[ply][:0])
	s.moves[ply] = moves[:0]
	some = s.someLegal(moves, untested)
	order = s.scoreMoves(moves, s.order[ply][:0], ply, optionalMove{})
	s.order[ply] = order[:0]
	return moves, order, nil, some, untested
}

// wallCaptures is quiescenceMoves of a game of walls, out of check: the
// moves before their walls are ordered and the captures among them
// completed with every wall square they allow, each in its move's order.
func (s *searcher) wallCaptures(ply int, recapturesOnly bool, to interp.Square) (moves []interp.Move, order []int32, some []interp.Move, untested bool) {
	p := s.p
	base := p.MovesBeforeWalls(s.baseBuf[:0])
	s.baseBuf = base[:0]
	bo := s.scoreMoves(base, s.baseOrder[:0], ply, optionalMove{})
	s.baseOrder = bo[:0]
	moves, order = s.moves[ply][:0], s.order[ply][:0]
	for i, m := range base {
		// scoreCaptures' test
		if bo[i] < captureBase || recapturesOnly && m.To != to {
			continue
		}
		n := len(moves)
		moves = p.AppendWalls(moves, m)
		for range moves[n:] {
			order = append(order, bo[i])
		}
	}
	s.moves[ply], s.order[ply] = moves[:0], order[:0]
	if len(moves) > 0 {
		return moves, order, moves[:1], false
	}
	// No capture: whether any move can be completed at all.
	for _, m := range base {
		if some = p.AppendWalls(s.someBuf[:0], m); len(some) > 0 {
			s.someBuf = some[:0]
			return moves, order, some[:1], false
		}
	}
	return moves, order, nil, false
}

// prunedScore is what a node is worth at least for a move pruned (see
// negamax): with futility, what the margin assumed of it; else the
// static evaluation, at most alpha.
func (s *searcher) prunedScore(futile bool, static, depth, alpha int) int {
	if futile {
		return static + futilityMargin*depth
	}
	return min(static, alpha)
}

// nodeMoves lists the legal moves of an interior node at ply. In a game
// of walls the list holds, for most moves, the move without its wall
// (WallSquare NoSquare), which stands for all its completions until
// completeAt replaces it by them when it is to be searched: a node
// searched to a cut-off or pruned completes a few of its hundreds of
// moves. The moves the table and the killers name are completed at once
// (their order is their own), and so is one move at least where one has
// a completion, so the list is empty only where there is no legal move.
func (s *searcher) nodeMoves(ply int, hash optionalMove) []interp.Move {
	p := s.p
	if !s.walls {
		moves, untested := p.MovesToSearch(s.moves[ply][:0])
		s.untested[ply] = untested
		if untested {
			// The first legal move is found now (Outcome needs one).
			moves = s.firstLegal(moves, nil, 0, false)
			s.known[ply] = interp.Move{}
			if len(moves) > 0 {
				s.known[ply] = moves[0]
			}
		}
		return moves
	}
	base := p.MovesBeforeWalls(s.baseBuf[:0])
	s.baseBuf = base[:0]
	k := &s.killers[ply]
	legal, complete := s.moves[ply][:0], false
	for _, b := range base {
		switch {
		case hash.ok && hash.m.WithoutWall() == b, k[0].WithoutWall() == b, k[1].WithoutWall() == b, !complete:
			n := len(legal)
			legal = p.AppendWalls(legal, b)
			complete = complete || len(legal) > n
		default:
			legal = append(legal, b)
		}
	}
	return legal
}

// completeAt replaces legal[i], if it is a move without its wall (see
// nodeMoves), by its completions, in its order, from i on (an incomplete move none completes is dropped, and with
// sorted the best of the rest is picked into i). It returns the lists,
// with i == len(legal) where none is left from i on.
func (s *searcher) completeAt(legal []interp.Move, order []int32, i, ply int, sorted bool) ([]interp.Move, []int32) {
	p := s.p
	for i < len(legal) && legal[i].WallSquare() == interp.NoSquare {
		b, o := legal[i], order[i]
		walls := p.AppendWalls(s.someBuf[:0], b)
		s.someBuf = walls[:0]
		if len(walls) == 0 {
			last := len(legal) - 1
			legal[i], order[i] = legal[last], order[last]
			legal, order = legal[:last], order[:last]
			if sorted {
				pickBest(legal, order, i)
			}
			continue
		}
		legal[i] = walls[0]
		if n := len(walls) - 1; n > 0 {
			// The rest right after it, as LegalMoves lists them.
			end := len(legal)
			for range n {
				legal, order = append(legal, b), append(order, o)
			}
			copy(legal[i+1+n:], legal[i+1:end])
			copy(order[i+1+n:], order[i+1:end])
			copy(legal[i+1:], walls[1:])
			for j := i + 1; j <= i+n; j++ {
				order[j] = o
			}
		}
	}
	s.moves[ply], s.order[ply] = legal[:0], order[:0]
	return legal, order
}

// firstLegal drops the moves from i on that are illegal until moves[i]
// is legal (Position.MakeIfLegal), or none is left; the rest keep their
// order, and with sorted the best of them is picked into i each time.
func (s *searcher) firstLegal(moves []interp.Move, order []int32, i int, sorted bool) []interp.Move {
	p := s.p
	for i < len(moves) {
		if p.MakeIfLegal(moves[i]) {
			p.Unmake()
			break
		}
		moves = append(moves[:i], moves[i+1:]...)
		if order != nil {
			order = append(order[:i], order[i+1:]...)
			if sorted {
				pickBest(moves, order, i)
			}
		}
	}
	return moves
}

// prepareAt readies legal[i] to be searched: a move without its wall is
// completed (completeAt), an untested move tested and dropped if illegal
// (firstLegal). It returns the lists, with i == len(legal) where none is
// left from i on.
func (s *searcher) prepareAt(legal []interp.Move, order []int32, i, ply int, sorted bool) ([]interp.Move, []int32) {
	if s.walls {
		return s.completeAt(legal, order, i, ply, sorted)
	}
	if legal[i] == s.known[ply] {
		return legal, order
	}
	n := len(legal)
	legal = s.firstLegal(legal, order, i, sorted)
	return legal, order[:len(order)-(n-len(legal))]
}
