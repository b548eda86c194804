package interp

// Intn is what RandomMove needs of a random generator (math/rand's Rand).
type Intn interface{ Intn(n int) int }

// RandomMove picks a legal move uniformly at random, ok false when there
// is none (the game is over by checkmate, stalemate or an ending). It is
// the random playout's fast path: instead of testing every move for
// legality it draws from the pseudo-legal moves and tests only the ones
// drawn, dropping illegal ones and drawing again, which is uniform over
// the legal moves. buf is scratch space.
func (p *Position) RandomMove(rng Intn, buf []Move) (Move, bool, []Move) {
	g := p.g
	if !p.lazyLegal() {
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return Move{}, false, buf
		}
		return buf[rng.Intn(len(buf))], true, buf
	}
	if g.hasEndings && p.endingOutcome().Over {
		return Move{}, false, buf
	}
	buf = p.generate(buf[:0])
	if len(g.royalTypes) == 0 && g.lastRoyal == nil && !g.transfer { // a transfer is tested by making the move
		if len(buf) == 0 {
			return Move{}, false, buf
		}
		return buf[rng.Intn(len(buf))], true, buf
	}
	me := p.side
	for n := len(buf); n > 0; n-- {
		i := rng.Intn(n)
		m := buf[i]
		p.Make(m)
		ok := p.legalAfterMake(me)
		p.Unmake()
		if ok {
			return m, true, buf
		}
		buf[i] = buf[n-1]
	}
	return Move{}, false, buf
}
