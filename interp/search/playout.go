package search

import (
	"math/rand"

	"github.com/vdl-chess/vdl/interp"
)

// Playout plays uniformly random legal moves from p until the rules end
// the game or maxPlies plies have been played, and returns the outcome
// (Over false if cut off) and the plies played. It records nothing and
// draws moves with Position.RandomMove, so it is as fast as the
// interpreter allows: the measure of random playouts per second. p is
// left at the final position; buf, if not nil, is used for move lists.
func Playout(p *interp.Position, rng *rand.Rand, maxPlies int, buf []interp.Move) (interp.Outcome, int) {
	var one [1]interp.Move
	for ply := 0; ; ply++ {
		m, ok, b := p.RandomMove(rng, buf)
		buf = b
		// Outcome needs the legal moves only to know whether there are
		// any (Position.Outcome).
		legal := one[:0]
		if ok {
			one[0] = m
			legal = one[:]
		}
		o := p.Outcome(legal)
		if o.Over || ply >= maxPlies {
			return o, ply
		}
		p.Make(m)
	}
}
