package search

import "github.com/vdl-chess/vdl/interp"

// Drop checks at quiescence's first ply, in games with drops and a
// single royal type: where the captures have not lifted the node to beta,
// the drops that give check from next to the enemy royal (within
// dropCheckNear of its own moves) and do not lose the dropped piece by
// exchange are searched too, as Fairy-Stockfish searches quiet checks at
// its quiescence's first ply (a drop there is only a check if it is safe
// by its static exchange). In these games a mating attack is mostly a
// run of drops next to the royal, which the horizon would otherwise cut
// after a capture: the reply to an exchange is often a drop check.

// dropCheckNear: a drop counts as near the enemy royal within this many
// of the royal's own moves (a knight's check from two away included).
const dropCheckNear = 2

// dropChecksMax bounds the checks a node searches.
const dropChecksMax = 4

// dropChecker is what the searcher keeps for it: whether the game has
// it, the royal type, and a buffer for the node's moves.
type dropChecker struct {
	dropChecks bool
	dcRoyal    int
	dcBuf      []interp.Move
}

func (s *searcher) initDropChecks() {
	e := s.eval
	s.dropChecks = e.drops && e.near != nil && len(e.royalTypes) == 1 && s.g.CanCheck() && !s.walls
	if s.dropChecks {
		s.dcRoyal = e.royalTypes[0]
		s.dcBuf = make([]interp.Move, 0, 256)
	}
}

// holdsAny reports whether side c holds a piece in hand.
func (s *searcher) holdsAny(c int) bool {
	for _, t := range s.eval.danger.hand {
		if s.p.InHand(c, t) > 0 {
			return true
		}
	}
	return false
}

// searchDropChecks searches the safe drop checks of a quiescence node at
// ply (not in check) after its captures, with best and alpha as they
// stand, and returns them updated (best >= beta: cut off).
func (s *searcher) searchDropChecks(alpha, beta, best, ply, qply int) (int, int) {
	p := s.p
	me := p.SideToMove()
	if s.eval.danger == nil || !s.holdsAny(me) {
		return alpha, best
	}
	ks := p.PieceSquares(1-me, s.dcRoyal)
	if len(ks) != 1 {
		return alpha, best
	}
	k := int(ks[0])
	near := s.eval.near[k*s.size:][:s.size]
	moves, untested := p.MovesToSearch(s.dcBuf[:0])
	s.dcBuf = moves[:0]
	searched := 0
	for _, m := range moves {
		if m.Kind != interp.Drop || near[m.To] > dropCheckNear {
			continue
		}
		if v, known := s.see(m); known && v < 0 {
			continue
		}
		if untested {
			if !p.MakeIfLegal(m) {
				continue
			}
		} else {
			p.Make(m)
		}
		if !p.InCheck() || p.SideToMove() == me {
			p.Unmake()
			continue
		}
		s.nodes++
		s.poll()
		score := -s.qsearch(-beta, -alpha, ply+1, qply+1, m.To)
		p.Unmake()
		if s.stopped {
			return alpha, best
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					return alpha, best
				}
			}
		}
		if searched++; searched == dropChecksMax {
			break
		}
	}
	return alpha, best
}
