package interp

// Drops in check. A drop takes nothing and moves nothing: the only attack
// on a royal it can end is one it stands in the way of, a rider's or a
// hopper's along its line (a piece put between a cannon and its target is
// a second screen). A side in check may therefore answer the check by a
// drop only on a square between its royal and every such checker, and on
// none if some checker attacks by a leap or from next door. Testing each
// drop by making it (legalOnly, MakeIfLegal) costs, in a drop game, most
// of the time of a node in check; blockingDrops leaves out beforehand the
// drops that cannot be legal, so the legal moves, and their order, are
// those of the whole test.

// maxBlocks bounds the squares between a royal and a checker that
// blockSquares keeps; a longer line (on a very large board) leaves the
// drops untested here.
const maxBlocks = 64

// compileDropEvasions decides whether the drops of a side in check may be
// filtered so (Game.dropEvasions): legality must be exactly that no royal
// of the mover's stays attacked, the drop must change nothing on the
// board but its own square, and the line attack tables must tell exactly
// which pieces attack a royal. Pieces royal when last, explosions,
// petrifying royals, transfers, flips, conditional drops, placement
// phases, freezing, immunity, walls that appear in play, turns of several
// parts and simultaneous turns are left to the test by making the move.
func (g *Game) compileDropEvasions() {
	dr := g.drops
	g.moveEvasions = len(g.royalTypes) > 0 && g.lastRoyal == nil && g.blast == nil && !g.petrifyRoyal && !g.transfer &&
		!g.V.Rules.NoChecks && g.facing != facingBikjang && g.flips == flipNone && g.arrivals == nil &&
		g.freeze == nil && !g.anyImmune && g.takeBan == nil && g.wall == nil && !g.dynamicWalls && !g.wallsNeedGen &&
		g.turns == nil && g.parts == nil && !g.simul && g.after == nil && g.spoilers == nil && g.petrifies == nil
	g.dropEvasions = dr != nil && !dr.conditional && dr.placement == placeNone && dr.must == nil &&
		len(g.royalTypes) > 0 && g.lastRoyal == nil && g.blast == nil && !g.petrifyRoyal && !g.transfer &&
		!g.V.Rules.NoChecks && g.facing != facingBikjang && g.flips == flipNone && g.arrivals == nil &&
		g.freeze == nil && !g.anyImmune && g.wall == nil && !g.dynamicWalls && !g.wallsNeedGen &&
		g.turns == nil && g.parts == nil && !g.simul
}

// blockingDrops removes, from the moves ml[start:] of the side to move,
// which is in check, the drops that cannot end the check (see above);
// drops of royal pieces are kept. The other moves keep their order.
func (p *Position) blockingDrops(ml []Move, start int) []Move {
	if !p.g.dropEvasions || p.enemy != 0 {
		return ml
	}
	var blocks [maxBlocks]Square
	n, _, ok := p.blockSquares(&blocks)
	if !ok {
		return ml
	}
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if m.Kind == Drop && !p.g.royal[m.Promo-1] && !containsSquare(blocks[:n], m.To) {
			continue
		}
		ml[out] = m
		out++
	}
	return ml[:out]
}

// blockSquares fills blocks with the squares on which a piece dropped by
// the side to move would stand between each of its attacked royals and
// every enemy rider or hopper attacking it, and returns how many there
// are. ok is false when it cannot tell: no such checker was found (the
// check comes from pieces of other shapes, which the drops are then
// tested against by making them), or a line was too long to keep.
// hopped reports that some checker is a hopper (whose check a piece
// leaving its screen also ends).
func (p *Position) blockSquares(blocks *[maxBlocks]Square) (n int, hopped, ok bool) {
	g := p.g
	c := 1 - p.side
	at := &g.attacks[c]
	nC := g.nCells()
	checkers := 0
	var seg [maxBlocks]Square
	for _, t := range g.royalTypes {
		for _, k := range p.pieceList(p.side, t) {
			for i := range at.lines {
				ln := &at.lines[i]
				// The checker along ln, as attackedBy finds it: the first
				// piece, or the hopper behind it; d its distance from k.
				d := 0
				s := k
				for dist := 1; dist <= ln.maxK; dist++ {
					if s = ln.next[s]; s < 0 {
						break
					}
					cell := p.board[s]
					if cell == cellEmpty {
						continue
					}
					if ln.can[dist*nC+int(cell)] {
						d = dist
					} else if ln.hop {
						_, d = p.hopperAt(ln, s, dist, c)
						hopped = hopped || d > 0
					}
					break
				}
				if d == 0 {
					continue
				}
				if d-1 > maxBlocks {
					return 0, false, false
				}
				// The squares before it (a hopper's hurdle among them is
				// occupied, so no drop goes there).
				m := 0
				s = k
				for dist := 1; dist < d; dist++ {
					s = ln.next[s]
					seg[m] = s
					m++
				}
				if checkers == 0 {
					n = copy(blocks[:], seg[:m])
				} else {
					kept := 0
					for _, q := range blocks[:n] {
						if containsSquare(seg[:m], q) {
							blocks[kept] = q
							kept++
						}
					}
					n = kept
				}
				checkers++
			}
		}
	}
	return n, hopped, checkers > 0
}

// Moves in check. By the same reasoning, a plain move (to an empty
// square, taking nothing on the way, no promotion, gate or wall) of a
// piece that is not royal and has no effects leaves every line checker
// where it was, the squares between it and the royal it attacks empty and
// that royal on its square, unless it lands between them: such a move
// that lands on no square between a royal and every rider attacking it
// is illegal, and legalOnly drops it without making it. Moves it does not
// drop are tested as before, so the legal moves and their order are
// those of the whole test; as the moves dropped change no piece list,
// neither do the moves generated after them. Game.moveEvasions holds the
// conditions of Game.dropEvasions that are not about drops, and those
// under which a plain move changes nothing but its two squares.

// evasionBlocks fills blocks with the squares where a plain move of the
// side to move, in check, must land to be legal (blockSquares), and
// reports whether it may filter the moves so: no hopper gives check.
func (p *Position) evasionBlocks(blocks *[maxBlocks]Square) (n int, ok bool) {
	if !p.g.moveEvasions || p.enemy != 0 {
		return 0, false
	}
	n, hopped, ok := p.blockSquares(blocks)
	return n, ok && !hopped
}

// leavesCheck reports whether m is a plain move of a piece neither royal
// nor with effects onto no square of blocks (evasionBlocks): one that
// surely leaves its side in check.
func (p *Position) leavesCheck(m Move, blocks []Square) bool {
	if m.Kind != Quiet || m.Promo != 0 || m.gate != 0 || m.wall != 0 || m.side&sideLocust != 0 {
		return false
	}
	g := p.g
	t := cellType(p.board[m.From])
	if g.royal[t] || len(g.effects[t]) > 0 || g.killer[t] || g.chainer[t] {
		return false
	}
	return !containsSquare(blocks, m.To)
}

// hopperAt is hopAttack's answer as the square of the hopper of colour c
// that captures on the line's target over the hurdle on s (at distance
// k), and its distance from the target: NoSquare and 0 if none does. The
// exchange evaluation wants the square, check evasions the distance.
func (p *Position) hopperAt(ln *attackLine, s Square, k, c int) (Square, int) {
	hurdle := s
	// maxK bounds the hopper's distance: round a joined edge the line
	// would come back to the target and the hurdle.
	for d := k + 1; d <= ln.maxK; d++ {
		if s = ln.next[s]; s < 0 {
			break
		}
		cell := p.board[s]
		if cell == cellEmpty {
			continue
		}
		if cell < firstCell || cellColor(cell) != c {
			return NoSquare, 0
		}
		t := cellType(cell)
		if ln.hopBan != nil && ln.hopBan[t*len(ln.cannon)+cellType(p.board[hurdle])] {
			return NoSquare, 0
		}
		if ln.cannon[t] || (k == 1 && ln.grass[t]) {
			return s, d
		}
		return NoSquare, 0
	}
	return NoSquare, 0
}

func containsSquare(list []Square, s Square) bool {
	for _, q := range list {
		if q == s {
			return true
		}
	}
	return false
}
