package search

import "github.com/vdl-chess/vdl/interp"

// Drops near the enemy royal. In games with drops most of a node's moves
// are drops, nearly all of them with no history yet; among moves of equal
// history the board's come first, the drops in the order they were
// generated (by type, then square). A drop next to the enemy royal, in its
// own geometry (Evaluator.near), is the likeliest to matter: dropNear
// adds to its order, less for every move the royal needs to reach it, so
// such drops go before the quiet moves of no history and the rest keep
// their order.
const dropNear = 300 // per move of closeness to the enemy royal within kingZone

// dropBonus is what dropNear adds to the order of the quiet drop m.
func (s *searcher) dropBonus(m interp.Move) int32 {
	e := s.eval
	if e.near == nil {
		return 0
	}
	best := kingZone + 1
	enemy := 1 - s.p.SideToMove()
	for _, rt := range e.royalTypes {
		for _, k := range s.p.PieceSquares(enemy, rt) {
			best = min(best, int(e.near[int(k)*e.size+int(m.To)]))
		}
	}
	return int32(dropNear * (kingZone + 1 - best))
}
