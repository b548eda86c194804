package interp

// genCastling appends the castling moves of the side to move: for each
// virgin king, each virgin partner on its castling line (its rank on a
// grid), on either side. Only a royal king is kept from castling out of,
// through or into attack: a piece that cannot be checked is not impeded
// (Fairy-Stockfish's rule too). A king royal when last is royal here
// while it is its side's only one. A frozen or paralysed king or partner
// cannot castle (freeze.go): castling moves both.
func (p *Position) genCastling(ml []Move) []Move {
	g := p.g
	cs := g.castle
	c := p.side
	royal := g.royal[cs.king] || g.lastRoyalIs[cs.king] && p.lastRoyalCount(c, cs.king) <= g.lastMax
	kings := p.pieceList(c, cs.king)
	// A lone king is tested for check once a castling's squares are
	// found free (most are not), which decides the same; with several,
	// at its first partner, as a king in check ends the search for all.
	late := len(kings) == 1
	for _, k := range kings {
		if !p.virgin[k] || g.freeze != nil && p.frozen(k, cs.king, c) {
			continue // a frozen or paralysed king or partner does not move
		}
		checked := false
		rank := g.rankOf(k)
		for side, sd := range cs.sides[c] {
			if sd == nil {
				continue
			}
			dir, step := sideDir(side), cs.line[c][side]
			n := 0 // the partner's distance from the king along the line
			for r, f := g.lineNext(k, g.fileOf(k), dir, step); r != NoSquare; r, f = g.lineNext(r, f, dir, step) {
				n++
				cell := p.board[r]
				if cell < firstCell || cellColor(cell) != c || !cs.rook[cellType(cell)] || !p.virgin[r] ||
					g.freeze != nil && p.frozen(r, cellType(cell), c) {
					continue
				}
				if royal && !checked && !late {
					if p.royalThreatened(k, 1-c) {
						return ml
					}
					checked = true
				}
				lo, hi := 0, 0 // king files: one, or a range of distances
				if sd.Steps != nil {
					lo, hi = sd.Steps.Min, min(sd.Steps.Max, n-1) // never onto or past the partner
				}
				for d := lo; d <= hi; d++ {
					to := g.square(sd.KingFile, rank)
					if sd.Steps != nil {
						to = k + Square(d)*step
					}
					rTo := g.partnerTo(side, c, to, rank)
					if late && royal && !checked {
						if !p.castlingFree(k, r, to, rTo, step) {
							continue
						}
						if p.royalThreatened(k, 1-c) {
							return ml
						}
						checked = true
					}
					if !p.castlingOpen(k, r, to, rTo, step, c, royal) {
						continue
					}
					mv := Move{From: k, To: to, Aux: int32(r), Kind: Castle, side: uint8(side)}
					if p.kingStepsTo(k, to, c) {
						mv.side |= 2 // "e1f1" would name the king's own step
					}
					ml = append(ml, mv)
					if g.gating != nil && p.handN[c] > 0 {
						ml = p.addCastleGated(ml, mv, c)
					}
				}
			}
		}
	}
	return ml
}

// lineNext is the square after s, on file f, along a castling line that
// steps dir files and step squares at a time, and its file: NoSquare once
// the line leaves the board or meets a hole.
func (g *Game) lineNext(s Square, f, dir int, step Square) (Square, int) {
	f += dir
	s += step
	if f < 0 || f >= g.files || s < 0 || int(s) >= len(g.hole) || g.hole[s] {
		return NoSquare, f
	}
	return s, f
}

// kingStepsTo reports whether the castling king on k has an ordinary move
// to to, so that castling must be written king-takes-partner to be told
// apart (Fairy-Stockfish does the same).
func (p *Position) kingStepsTo(k, to Square, c int) bool {
	g := p.g
	m := &g.moves
	si := g.spanIndex(c, g.castle.king, k)
	sp := m.raySpan[si]
	for ri := sp.lo; ri < sp.hi; ri++ {
		r := &m.rays[ri]
		for i := r.lo; i < r.hi; i++ {
			if m.sq[i] == to {
				return true
			}
		}
	}
	pp := m.pathSpan[si]
	for pi := pp.lo; pi < pp.hi; pi++ {
		if m.pathSq[m.paths[pi].hi-1] == to {
			return true
		}
	}
	return false
}

// partnerTo is where the partner lands when the king of colour c castles
// on side (0 kingside, 1 queenside) to kingTo from rank: its side's file
// on that rank, or, for a range of distances, next to the king on the
// side it came from, along the castling line.
func (g *Game) partnerTo(side, c int, kingTo Square, rank int) Square {
	sd := g.castle.sides[c][side&1]
	if sd.Steps == nil {
		return g.square(sd.RookFile, rank)
	}
	return kingTo - g.castle.line[c][side&1]
}

// castlingFree checks that every square king k and partner r cross or
// land on (kDest, rDest) is empty or holds the other.
func (p *Position) castlingFree(k, r, kDest, rDest, step Square) bool {
	// The line's squares, in order, are a constant step apart, whichever
	// way it runs: from the lower square up by the step's size.
	if step < 0 {
		step = -step
	}
	return p.spanFree(k, kDest, k, r, step) && p.spanFree(r, rDest, k, r, step)
}

// castlingOpen checks that king k and partner r of colour c can reach
// kDest and rDest: every square either crosses or lands on is empty (or
// holds the other), and no square the king crosses or lands on is
// attacked. The king's own square was tested by the caller. All four
// squares are on the castling line whose squares are step apart.
func (p *Position) castlingOpen(k, r, kDest, rDest, step Square, c int, royal bool) bool {
	g := p.g
	if !p.castlingFree(k, r, kDest, rDest, step) {
		return false
	}
	if step < 0 {
		step = -step
	}
	if !royal {
		return true
	}
	if kDest < k {
		step = -step
	}
	king := p.board[k]
	// With explosions the king's own square may be attacked (next to the
	// enemy king, it is not in check): it must not shield the squares it
	// crosses, so it is lifted, as Fairy-Stockfish tests the path; the
	// destination is then judged after the move, with the partner moved
	// (legality), since the partner may shield it. With petrifying royals
	// the destination is judged after the move too: a royal may land next
	// to the enemy royal, which cannot take it, but not cross its reach.
	lift := g.blast != nil || g.petrifyRoyal
	if lift {
		p.board[k] = cellEmpty
	}
	safe := true
	for s := k; s != kDest && safe; {
		s += step
		if s != kDest || !lift {
			safe = !p.attackedAs(s, 1-c, king)
		}
	}
	if lift {
		p.board[k] = king
	}
	return safe
}

// attackedAs reports whether colour c attacks s as if cell stood there:
// captures that are found by generating moves need something to capture,
// and what matters on a castling king's path is the king itself.
func (p *Position) attackedAs(s Square, c int, cell uint8) bool {
	if p.board[s] != cellEmpty {
		return p.royalThreatened(s, c)
	}
	p.board[s] = cell
	a := p.royalThreatened(s, c)
	p.board[s] = cellEmpty
	return a
}

// spanFree reports whether every square from a to b (inclusive, on one
// castling line whose squares are step apart) is empty or holds one of
// the two castling pieces.
func (p *Position) spanFree(a, b, k, r, step Square) bool {
	if a > b {
		a, b = b, a
	}
	for s := a; s <= b; s += step {
		if s != k && s != r && p.board[s] != cellEmpty {
			return false
		}
	}
	return true
}
