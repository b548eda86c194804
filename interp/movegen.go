package interp

// generate appends the pseudo-legal moves of the side to move to ml: every
// move the pieces' patterns allow, before testing whether it leaves a royal
// attacked.
func (p *Position) generate(ml []Move) []Move {
	g := p.g
	c := p.side
	dropping := g.drops != nil && (p.handN[c] > 0 || g.drops.unlimited)
	if dropping && p.mustDropNow() {
		return p.genDrops(ml) // while a side holds pieces, it must drop them (see LegalMoves)
	}
	start := len(ml)
	ml = p.generateBoard(ml)
	if g.gating != nil && p.handN[c] > 0 {
		ml = p.addGatedAfter(ml, start, c) // outside add, which stays lean
	}
	if dropping {
		ml = p.genDrops(ml)
	}
	if g.drops != nil && g.drops.pickup != nil {
		ml = p.genPickups(ml)
	}
	return ml
}

// generateBoard appends the pseudo-legal moves of the pieces on the board
// of the side to move, castling included.
func (p *Position) generateBoard(ml []Move) []Move {
	g := p.g
	c := p.side
	first := len(ml)
	ml = p.generatePieces(ml)
	if g.castle != nil {
		ml = p.genCastling(ml)
	}
	if g.standing[c] != nil {
		ml = p.genStanding(ml)
	}
	if g.landOnly[c] != nil {
		ml = p.landingFilter(ml, first, c)
	}
	return ml
}

// generatePieces appends the pseudo-legal moves of the pieces on the
// board of the side to move, type by type, before castling.
func (p *Position) generatePieces(ml []Move) []Move {
	g := p.g
	c := p.side
	freezing := g.freeze != nil

	for t := 0; t < g.nTypes; t++ {
		i := int(pieceCell(t, c) - firstCell)
		base := i * g.size()
		n := int(p.plen[i])
		for k := 0; k < n; k++ {
			from := p.plist[base+k]
			if freezing {
				ml = p.genRestricted(ml, from, t, c)
				continue
			}
			ml = p.genFrom(ml, from, t, c)
		}
	}
	return ml
}

// genRestricted is generatePieces for one piece, in a game where pieces
// may be frozen or disarmed (Game.freeze).
func (p *Position) genRestricted(ml []Move, from Square, t, c int) []Move {
	g := p.g
	if p.frozen(from, t, c) {
		if g.suicide != nil && g.suicide[t] {
			ml = append(ml, Move{From: from, To: from, Kind: Exit, Aux: -1})
		}
		return ml
	}
	if !p.mayAttack(from, t, c) {
		return p.genDisarmed(ml, from, t, c)
	}
	return p.genFrom(ml, from, t, c)
}

// genFrom appends the pseudo-legal moves of the piece of type t and
// colour c on from, neither frozen nor disarmed: its patterns' moves and
// the moves of its own kinds (exits, swaps, destruction, teleports),
// without repeats, with what follows a capture.
func (p *Position) genFrom(ml []Move, from Square, t, c int) []Move {
	g := p.g
	start := len(ml)
	ml = p.genPiece(ml, from, t, c)
	if g.moreMoves != nil && g.moreMoves[t] {
		if g.exits[t] != nil {
			ml = p.genExits(ml, from, t, c)
		}
		if g.swapAny != nil && g.swapAny[t] != nil {
			ml = p.genSwapAnywhere(ml, from, t, c)
		}
		if g.destroy != nil && g.destroy[t] != nil {
			ml = p.genDestroy(ml, from, t, c)
		}
	}
	if g.teleports != nil && g.teleports[t] != nil {
		ml = p.genTeleport(ml, from, t, c)
	}
	if g.moves.multiPath[t] {
		ml = p.dedupFrom(ml, start)
	}
	if g.afterCapture != captureLand {
		ml = p.afterCaptures(ml, start, from, t, c)
	}
	return ml
}

// landingFilter keeps, of the moves ml[start:] of colour c, those that
// end outside the squares of ir.Rules.LandCapturing, or take something
// (onto the square, en passant, on the way or by an effect), or swap.
func (p *Position) landingFilter(ml []Move, start, c int) []Move {
	mask := p.g.landOnly[c]
	out := start
	var buf [32]Square
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if mask[m.To] && !m.IsCapture() && m.Kind != Swap && m.Kind != Exit && len(p.EffectVictims(m, buf[:0])) == 0 {
			continue
		}
		ml[out] = m
		out++
	}
	ml = ml[:out]
	if p.g.landFewest {
		ml = p.fewestFilter(ml, start, mask)
	}
	return ml
}

// genPiece appends the moves of the piece of type t and colour c on from.
func (p *Position) genPiece(ml []Move, from Square, t, c int) []Move {
	g := p.g
	m := &g.moves
	virgin := p.virgin[from]
	si := g.spanIndex(c, t, from)
	sp := m.raySpan[si]
	touch := g.promoTouch[c][t]
	if touch != nil && touch[from] {
		touch = g.everywhere
	}
	// Without plain moves (quietsApart), a piece with effects or locust
	// moves keeps its moves to an empty square; with effects but no
	// locust moves, only its rays' and paths' moves that promote or whose
	// effects take something (effectHits): the others take nothing.
	// (qm: qmQuiets, and qmHits for the latter, with qmBurn where
	// capEnemies tell where: generateCaptures, a plain butt, hitAt.)
	qm := qmQuiets
	if p.quietsApart {
		if qm = g.quietsOf[t]; qm&qmHits != 0 && p.capEnemiesOn && c == p.side && g.buttBits != nil && g.buttBits[t][c] != nil {
			qm |= qmBurn
		}
	}
	quiets := qm&qmQuiets != 0
	if touch == nil && m.plainRays[c*g.nTypes+t] && qm&qmHits == 0 {
		// Plain moves only (no promotion, nothing extra): each ray's
		// empty squares (left out without quiets), then its first piece.
		for ri := sp.lo; ri < sp.hi; ri++ {
			r := &m.rays[ri]
			if r.flags&fInitial != 0 && !virgin {
				continue
			}
			for k := r.lo; k < r.hi; k++ {
				to := m.sq[k]
				cell := p.board[to]
				if cell == cellEmpty {
					if quiets && k-r.lo >= r.min && r.flags&fMove != 0 {
						ml = append(ml, Move{From: from, To: to, Kind: Quiet})
					}
					continue
				}
				if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cell) != c && p.mayCapture(to, t) {
					ml = append(ml, Move{From: from, To: to, Kind: Capture})
				}
				break
			}
		}
	} else if qm&qmHits != 0 {
		ml = p.genRaysHit(ml, from, sp, virgin, touch, qm, t, c)
	} else {
		ml = p.genRays(ml, from, sp, virgin, touch, quiets, t, c)
	}
	pp := m.pathSpan[si]
	walks := m.walks[c*g.nTypes+t]
	if pp.lo == pp.hi && len(walks) == 0 {
		return ml
	}
	// A path may cross or end on the start square: lift the piece meanwhile.
	lifted := m.lift[t]
	if lifted {
		p.board[from] = cellEmpty
	}
	if !quiets && p.capEnemiesOn && touch == nil && c == p.side && pp.lo < pp.hi {
		// Captures only (generateCaptures): where no path ends on an
		// enemy and none makes anything of an empty square, none adds a
		// move.
		if o := g.ontoT; o.pathPlain[si] && !o.pathsMeet(si, p.capEnemies[:o.words]) {
			pp.hi = pp.lo
		}
	} else if qm&qmBurn != 0 && touch == nil && pp.lo < pp.hi {
		// The same where a path's move to an empty square counts only
		// if its effects take something there.
		if o := g.ontoT; o.pathPlain[si] && !o.pathsHit(si, from, g.buttPaths[t][c], p.capEnemies[:o.words]) {
			pp.hi = pp.lo
		}
	}
	for pi := pp.lo; pi < pp.hi; pi++ {
		pt := &m.paths[pi]
		if pt.flags&fInitial != 0 && !virgin {
			continue
		}
		// The destination first: a friend or a hole there, or a plain
		// move left out, makes nothing of the path, open or not.
		to := m.pathSq[pt.hi-1]
		if cell := p.board[to]; cell == cellHole || cell >= firstCell && cellColor(cell) == c {
			continue // addFinal adds nothing
		} else if qm != qmQuiets && cell == cellEmpty && pt.flags&fEnPassant == 0 && plain(touch, to, pt.extra) && !(qm&qmHits != 0 && p.hitAt(qm, from, to, t, c)) {
			continue // a plain move (see quietsApart)
		}
		if !p.pathOpen(pt, c) {
			continue
		}
		ml = p.addFinal(ml, from, to, pt.flags, pt.extra, t, c, pi)
	}
	if len(walks) > 0 && g.chainer[t] {
		p.chainStart = len(ml)
	}
	for wi := 0; wi < len(walks); wi++ {
		w := &walks[wi]
		if w.cond && (w.flags&fInitial != 0 && !virgin || w.from != nil && !w.from[from] || w.flags&fNotInCheck != 0 && p.royalAttacked(c) ||
			w.relay != nil && !p.relayed(from, c, w.relay) || w.inCheck && !p.royalAttacked(c)) {
			continue
		}
		if w.hops != nil {
			ml = p.genHop(ml, from, w, touch, quiets, t, c)
			continue
		}
		if w.capLine {
			switch {
			case touch != nil:
				ml = p.genLineTouch(ml, from, w, &w.legs[0], touch, quiets, t, c)
			case quiets:
				ml = p.genLine(ml, from, w, &w.legs[0], t, c)
			case p.capLinesOn && w.legs[0].line != nil:
				ml = p.captureFirst(ml, from, w, &w.legs[0], t, c)
			case p.ontoOn && w.legs[0].lineMisses(from, p.ontoTarget):
				// A recapture elsewhere (CandidateCapturesOnto).
			default:
				ml = p.captureLast(ml, from, from, w, &w.legs[0], t, c)
			}
			continue
		}
		if w.firstOK != nil {
			// walkLeg's first leg, one step: it goes on only from a
			// square that meets its end requirement (and so do the
			// sameFirst walks after it).
			s := w.legs[0].next[from]
			if s < 0 || !w.firstOK[p.board[s]] {
				wi += int(w.sameFirst)
				continue
			}
			if w.leapSlide {
				switch leg := &w.legs[1]; {
				case p.ontoOn && leg.lineMisses(s, p.ontoTarget):
				default:
					ml = p.slideLast(ml, from, s, w, leg, t, c)
				}
				continue
			}
		}
		ml = p.walkLeg(ml, from, from, w, 0, t, c)
	}
	if lifted {
		p.board[from] = pieceCell(t, c)
	}
	return ml
}

// genRays is genPiece's loop over the rays of span sp of a piece that may
// promote or has rays that do more than land.
func (p *Position) genRays(ml []Move, from Square, sp span, virgin bool, touch []bool, quiets bool, t, c int) []Move {
	m := &p.g.moves
	for ri := sp.lo; ri < sp.hi; ri++ {
		r := &m.rays[ri]
		if r.flags&fInitial != 0 && !virgin {
			continue
		}
		for k := r.lo; k < r.hi; k++ {
			to := m.sq[k]
			cell := p.board[to]
			if cell == cellEmpty {
				if k-r.lo >= r.min {
					if r.flags&fMove != 0 {
						mv := Move{From: from, To: to, Kind: Quiet}
						if r.flags&fSetsEP != 0 {
							mv.side, mv.Aux = 2, r.lo
						}
						if plain(touch, to, r.extra) {
							if quiets {
								ml = append(ml, mv)
							}
						} else {
							ml = p.add(ml, mv, t, c, r.extra)
						}
					}
					if r.flags&fEnPassant != 0 && p.epN > 0 {
						if v := p.epVictimAt(to, c); v != NoSquare && p.mayCapture(v, t) {
							ml = p.add(ml, Move{From: from, To: to, Kind: EnPassant, Aux: int32(v)}, t, c, r.extra)
						}
					}
				}
				continue
			}
			if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cell) != c && p.mayCapture(to, t) {
				if mv := (Move{From: from, To: to, Kind: Capture}); plain(touch, to, r.extra) {
					ml = append(ml, mv)
				} else {
					ml = p.add(ml, mv, t, c, r.extra)
				}
			}
			break
		}
	}
	return ml
}

// genRaysHit is genRays for a piece with effects where plain moves are
// left out (genPiece's qm with qmHits): a move to an empty square is kept
// where it promotes, does something extra or its effects take something
// (hitAt).
func (p *Position) genRaysHit(ml []Move, from Square, sp span, virgin bool, touch []bool, qm uint8, t, c int) []Move {
	m := &p.g.moves
	for ri := sp.lo; ri < sp.hi; ri++ {
		r := &m.rays[ri]
		if r.flags&fInitial != 0 && !virgin {
			continue
		}
		for k := r.lo; k < r.hi; k++ {
			to := m.sq[k]
			cell := p.board[to]
			if cell == cellEmpty {
				if k-r.lo >= r.min {
					if r.flags&fMove != 0 {
						mv := Move{From: from, To: to, Kind: Quiet}
						if r.flags&fSetsEP != 0 {
							mv.side, mv.Aux = 2, r.lo
						}
						if !plain(touch, to, r.extra) {
							ml = p.add(ml, mv, t, c, r.extra)
						} else if p.hitAt(qm, from, to, t, c) {
							ml = append(ml, mv)
						}
					}
					if r.flags&fEnPassant != 0 && p.epN > 0 {
						if v := p.epVictimAt(to, c); v != NoSquare && p.mayCapture(v, t) {
							ml = p.add(ml, Move{From: from, To: to, Kind: EnPassant, Aux: int32(v)}, t, c, r.extra)
						}
					}
				}
				continue
			}
			if k-r.lo >= r.min && r.flags&fCapture != 0 && cellColor(cell) != c && p.mayCapture(to, t) {
				if mv := (Move{From: from, To: to, Kind: Capture}); plain(touch, to, r.extra) {
					ml = append(ml, mv)
				} else {
					ml = p.add(ml, mv, t, c, r.extra)
				}
			}
			break
		}
	}
	return ml
}

// genHop appends the moves of the plain hopper w (tables.go, hopRays) from
// from: over empty squares to the first piece, the hurdle (not a hole nor
// a type the hopper may not hop), then over empty squares, each a
// destination (only the first for a grasshopper), to a piece it may take;
// without quiets, the plain moves that take nothing are left out.
func (p *Position) genHop(ml []Move, from Square, w *walk, touch []bool, quiets bool, t, c int) []Move {
	m := &p.g.moves
	sp := w.hops[from]
	k := sp.lo
	for k < sp.hi && p.board[m.sq[k]] == cellEmpty {
		k++
	}
	if k >= sp.hi-1 {
		return ml // no hurdle, or nothing behind it
	}
	hurdle := p.board[m.sq[k]]
	if hurdle == cellHole {
		return ml
	}
	if ban := w.legs[0].endBan; ban != nil && ban[cellType(hurdle)] {
		return ml
	}
	for k++; k < sp.hi; k++ {
		to := m.sq[k]
		cell := p.board[to]
		if cell == cellEmpty {
			if w.flags&fMove != 0 {
				if mv := (Move{From: from, To: to, Kind: Quiet}); plain(touch, to, w.extra) {
					if quiets {
						ml = append(ml, mv)
					}
				} else {
					ml = p.add(ml, mv, t, c, w.extra)
				}
			}
			if w.grass {
				break
			}
			continue
		}
		if w.flags&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(to, t) {
			if mv := (Move{From: from, To: to, Kind: Capture}); plain(touch, to, w.extra) {
				ml = append(ml, mv)
			} else {
				ml = p.add(ml, mv, t, c, w.extra)
			}
		}
		break
	}
	return ml
}

// pathOpen checks the requirements on a fixed path's squares before its
// destination.
func (p *Position) pathOpen(pt *path, c int) bool {
	m := &p.g.moves
	for k := pt.lo; k < pt.hi-1; k++ {
		cell, req := p.board[m.pathSq[k]], m.pathReq[k]
		if req == reqEmpty { // most paths' squares: meets' test, without the call
			if cell != cellEmpty {
				return false
			}
			continue
		}
		if !meets(cell, req, c) {
			return false
		}
	}
	return true
}

// addFinal appends what a move may do on its destination to: go there if
// empty, capture there, capture en passant. pathIndex >= 0 names the fixed
// path whose passed squares become en-passant squares.
func (p *Position) addFinal(ml []Move, from, to Square, f moveFlags, extra int16, t, c int, pathIndex int32) []Move {
	cell := p.board[to]
	if cell == cellEmpty {
		if f&fMove != 0 {
			mv := Move{From: from, To: to, Kind: Quiet}
			if f&fSetsEP != 0 && pathIndex >= 0 {
				mv.side, mv.Aux = 1, pathIndex
			}
			ml = p.add(ml, mv, t, c, extra)
		}
		if f&fEnPassant != 0 && p.epN > 0 {
			if v := p.epVictimAt(to, c); v != NoSquare && p.mayCapture(v, t) {
				ml = p.add(ml, Move{From: from, To: to, Kind: EnPassant, Aux: int32(v)}, t, c, extra)
			}
		}
		return ml
	}
	if f&fCapture != 0 && cell != cellHole && cellColor(cell) != c && p.mayCapture(to, t) {
		ml = p.add(ml, Move{From: from, To: to, Kind: Capture}, t, c, extra)
	}
	return ml
}

// mayCapture reports whether a piece of type t may capture the piece on s
// by moving onto it (some pieces are immune to some capturers).
func (p *Position) mayCapture(s Square, t int) bool {
	g := p.g
	return !g.anyImmune || p.board[s] >= firstCell && g.capturable[cellType(p.board[s])*g.nTypes+t]
}

// walkLeg follows leg li of w from square s, going on with the next leg
// from every square where this one may end.
func (p *Position) walkLeg(ml []Move, from, s Square, w *walk, li int, t, c int) []Move {
	leg := &w.legs[li]
	if li == len(w.legs)-1 && leg.pass == reqJunior && leg.extent == extAnywhere && w.stay == nil && w.dest == nil && !w.swap && w.flags&fLocust == 0 {
		return p.jumpLast(ml, from, s, w, leg, t, c)
	}
	if li == len(w.legs)-1 && leg.hurdles == 0 && w.stay == nil && w.dest == nil && !w.swap && w.flags&fLocust == 0 {
		if leg.pass == reqEmpty && leg.extent == extAnywhere {
			return p.slideLast(ml, from, s, w, leg, t, c)
		}
		if p.quietsApart && (leg.pass == reqEmpty || leg.pass == reqFriend || leg.pass == reqEmptyOrFriend) && w.flags&fEnPassant == 0 &&
			p.g.promoTouch[c][t] == nil && p.plainQuiet(from, NoSquare, w.extra, t, c) {
			return p.captureLast(ml, from, s, w, leg, t, c)
		}
	}
	prev, prevK := NoSquare, 0
	hurdles := 0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 || w.stay != nil && !w.stay[s] {
			break
		}
		cell := p.board[s]
		passes := cell == cellEmpty // meets' test of reqEmpty, without the call
		if leg.pass != reqEmpty {
			passes = meets(cell, leg.pass, c)
		}
		if leg.pass == reqJunior {
			passes = cell == cellEmpty || cell >= firstCell && p.g.seniority[cellType(cell)] < p.g.seniority[t]
		}
		switch leg.extent {
		case extAnywhere:
			if k >= leg.min && hurdles >= leg.hurdles {
				ml = p.endLeg(ml, from, s, w, li, t, c)
			}
			if !passes {
				return ml
			}
			if cell >= firstCell {
				hurdles++
			}
		case extNearest:
			if !passes {
				if k >= leg.min {
					ml = p.endLeg(ml, from, s, w, li, t, c)
				}
				return ml
			}
		case extFarthest:
			if !passes {
				if k >= leg.min && p.mayEnd(cell, w, li, c) {
					return p.endLeg(ml, from, s, w, li, t, c)
				}
				return p.endFarthest(ml, from, prev, prevK, w, li, t, c)
			}
			prev, prevK = s, k
		}
	}
	if leg.extent == extFarthest {
		return p.endFarthest(ml, from, prev, prevK, w, li, t, c)
	}
	return ml
}

// jumpLast is walkLeg for a last leg that passes empty squares and
// pieces junior to the mover (a range capture's; no region limits, no
// swap or locust capture): every square a destination once past
// leg.hurdles pieces, up to the first piece it may not jump; where plain
// moves are left out (as endLeg leaves them out) or the walk has none,
// only the pieces.
func (p *Position) jumpLast(ml []Move, from, s Square, w *walk, leg *walkLeg, t, c int) []Move {
	skip := p.quietsApart && w.flags&fEnPassant == 0 && p.g.promoTouch[c][t] == nil && p.plainQuiet(from, NoSquare, w.extra, t, c)
	empties := !skip && w.flags&(fMove|fEnPassant) != 0 // addFinal adds nothing on an empty square else
	last := len(w.legs) - 1
	seniority, sen := p.g.seniority, p.g.seniority[t]
	hurdles := 0
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		cell := p.board[s]
		if cell == cellEmpty {
			if empties && k >= leg.min && hurdles >= leg.hurdles {
				ml = p.endLeg(ml, from, s, w, last, t, c)
			}
			continue
		}
		if k >= leg.min && hurdles >= leg.hurdles {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		if cell < firstCell || seniority[cellType(cell)] >= sen {
			break
		}
		hurdles++
	}
	return ml
}

// slideLast is walkLeg for a last leg over empty squares (a rider's
// slide, no region limits, no swap or locust capture): endLeg's and
// addFinal's tests of each square in one loop, the plain moves left out
// as endLeg leaves them out.
func (p *Position) slideLast(ml []Move, from, s Square, w *walk, leg *walkLeg, t, c int) []Move {
	skip := p.quietsApart && w.flags&fEnPassant == 0 && p.plainQuiet(from, NoSquare, w.extra, t, c)
	touch := p.g.promoTouch[c][t]
	if skip && touch == nil {
		// Captures only: to the line's first piece.
		for k := 1; leg.max == 0 || k <= leg.max; k++ {
			s = leg.next[s]
			if s < 0 {
				break
			}
			if p.board[s] != cellEmpty {
				if k >= leg.min {
					ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
				}
				break
			}
		}
		return ml
	}
	if touch == nil && w.extra < 0 && w.flags&fEnPassant == 0 {
		// Plain moves: addFinal's of an empty square without the call.
		quiet := w.flags&fMove != 0
		for k := 1; leg.max == 0 || k <= leg.max; k++ {
			s = leg.next[s]
			if s < 0 {
				break
			}
			if p.board[s] == cellEmpty {
				if quiet && k >= leg.min {
					ml = append(ml, Move{From: from, To: s, Kind: Quiet})
				}
				continue
			}
			if k >= leg.min {
				ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
			}
			break
		}
		return ml
	}
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		cell := p.board[s]
		if k >= leg.min && (cell != cellEmpty || !skip || touch != nil && touch[s]) {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		if cell != cellEmpty {
			break
		}
	}
	return ml
}

// captureLast is walkLeg for a last leg without region limits that
// passes empty squares, friends or both (a nearest or farthest mover's,
// a flying slider's) where its plain moves are left out (quietsApart):
// whatever its extent, the squares it passes end a plain move or
// nothing, and so does the first it may not pass unless an enemy stands
// there, which it captures.
func (p *Position) captureLast(ml []Move, from, s Square, w *walk, leg *walkLeg, t, c int) []Move {
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			continue
		}
		if k >= leg.min && cell >= firstCell {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		break
	}
	return ml
}

// genLine is walkLeg for a capLine walk of a piece that cannot promote
// where its plain moves are wanted: endLeg's and addFinal's tests of the
// squares it passes in one loop (an empty one is a destination where the
// leg may end anywhere, a friend none), then those of the first square it
// may not pass.
func (p *Position) genLine(ml []Move, from Square, w *walk, leg *walkLeg, t, c int) []Move {
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	quiet := leg.extent == extAnywhere && w.flags&fMove != 0
	prev, prevK := NoSquare, 0
	s := from
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			if quiet && cell == cellEmpty && k >= leg.min {
				ml = append(ml, Move{From: from, To: s, Kind: Quiet})
			}
			prev, prevK = s, k
			continue
		}
		if leg.extent == extFarthest {
			if k >= leg.min && p.mayEnd(cell, w, 0, c) {
				return p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
			}
			return p.endFarthest(ml, from, prev, prevK, w, 0, t, c)
		}
		if k >= leg.min {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		return ml
	}
	if leg.extent == extFarthest {
		return p.endFarthest(ml, from, prev, prevK, w, 0, t, c)
	}
	return ml
}

// genLineTouch is genLine for a capLine walk of a piece that may promote
// on the squares of touch (genPiece's: every square where the piece
// stands on one), plain moves left out without quiets: walkLeg's and
// endLeg's tests of each square in one loop, where every move onto an
// empty square outside touch is a plain move (plainQuiet: a capLine walk
// carries no extra, and without quiets the piece has no effects).
func (p *Position) genLineTouch(ml []Move, from Square, w *walk, leg *walkLeg, touch []bool, quiets bool, t, c int) []Move {
	passEmpty, passFriend := leg.pass != reqFriend, leg.pass != reqEmpty
	anywhere := leg.extent == extAnywhere
	prev, prevK := NoSquare, 0
	s := from
	for k := 1; leg.max == 0 || k <= leg.max; k++ {
		s = leg.next[s]
		if s < 0 {
			break
		}
		cell := p.board[s]
		if passEmpty && cell == cellEmpty || passFriend && cell >= firstCell && cellColor(cell) == c {
			if anywhere && cell == cellEmpty && k >= leg.min && (quiets || touch[s]) {
				ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
			}
			prev, prevK = s, k
			continue
		}
		if leg.extent == extFarthest && !(k >= leg.min && p.mayEnd(cell, w, 0, c)) {
			break // it ends on the square before (below)
		}
		if k >= leg.min && (quiets || cell != cellEmpty || touch[s]) {
			ml = p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
		}
		return ml
	}
	if leg.extent == extFarthest && prev != NoSquare && prevK >= leg.min && (quiets || p.board[prev] != cellEmpty || touch[prev]) {
		ml = p.addFinal(ml, from, prev, w.flags, w.extra, t, c, -1)
	}
	return ml
}

func (p *Position) endFarthest(ml []Move, from, s Square, k int, w *walk, li, t, c int) []Move {
	if s == NoSquare || k < w.legs[li].min {
		return ml
	}
	return p.endLeg(ml, from, s, w, li, t, c)
}

// mayEnd reports whether leg li may end on a square holding cell.
func (p *Position) mayEnd(cell uint8, w *walk, li, c int) bool {
	if li < len(w.legs)-1 {
		return meets(cell, w.legs[li].end, c)
	}
	if cell == cellEmpty {
		return w.flags&fMove != 0
	}
	return cell != cellHole && cellColor(cell) != c && w.flags&fCapture != 0
}

// endLeg ends leg li on s: the move's destination if it is the last leg,
// else the start of the next leg, if s meets the leg's end requirement.
func (p *Position) endLeg(ml []Move, from, s Square, w *walk, li, t, c int) []Move {
	if li == len(w.legs)-1 {
		if w.dest != nil && !w.dest[s] {
			return ml
		}
		if w.swap {
			if p.swapPartner(p.board[s], w, c) && s != from {
				return p.addSwap(ml, Move{From: from, To: s, Kind: Swap}, c, w.extra)
			}
			return ml
		}
		if w.flags&fLocust != 0 {
			if w.chain {
				return p.chainLand(ml, from, s, w, t, c)
			}
			return p.addLocust(ml, from, s, w, t, c)
		}
		if p.quietsApart && p.board[s] == cellEmpty && w.flags&fEnPassant == 0 && p.plainQuiet(from, s, w.extra, t, c) {
			return ml // a plain move (see quietsApart)
		}
		return p.addFinal(ml, from, s, w.flags, w.extra, t, c, -1)
	}
	if cell := p.board[s]; meets(cell, w.legs[li].end, c) {
		if ban := w.legs[li].endBan; ban != nil && cell >= firstCell && ban[cellType(cell)] {
			return ml
		}
		if w.legs[li].kill && cell >= firstCell {
			if w.chain {
				return p.chainKill(ml, from, s, w, li, t, c)
			}
			return p.walkKill(ml, from, s, w, li, t, c)
		}
		return p.walkLeg(ml, from, s, w, li+1, t, c)
	}
	return ml
}

// plainQuiet reports whether a move of the piece of type t and colour c
// from from to the empty square to, with extra, is a plain move that
// CandidateCaptures leaves out: the piece has no effects, does not kill
// on the way, and neither promotes nor does anything extra (to NoSquare:
// whatever empty square it goes to but a promotion square).
func (p *Position) plainQuiet(from, to Square, extra int16, t, c int) bool {
	g := p.g
	if len(g.effects[t]) > 0 || g.killer[t] || extra >= 0 {
		return false
	}
	touch := g.promoTouch[c][t]
	return touch == nil || !touch[from] && (to == NoSquare || !touch[to])
}

// meets reports whether a square holding cell satisfies req for a piece of
// colour c.
func meets(cell, req uint8, c int) bool {
	switch req {
	case reqEmpty:
		return cell == cellEmpty
	case reqOccupied:
		return cell >= firstCell
	case reqFriend:
		return cell >= firstCell && cellColor(cell) == c
	case reqEnemy:
		return cell >= firstCell && cellColor(cell) != c
	case reqEmptyOrFriend:
		return cell == cellEmpty || cell >= firstCell && cellColor(cell) == c
	case reqHole:
		return cell == cellHole
	case reqEmptyOrEnemy:
		return cell == cellEmpty || cell >= firstCell && cellColor(cell) != c
	case reqJunior:
		return cell == cellEmpty // the seniorities are walkLeg's to compare
	}
	return true
}

// epVictimAt is the square of the piece an en-passant capture by colour c
// on s takes, or NoSquare if s is no en-passant square open to c.
func (p *Position) epVictimAt(s Square, c int) Square {
	for i := 0; i < p.epN; i++ {
		if p.epSq[i] == s {
			if v := p.epVic[i]; p.board[v] >= firstCell && cellColor(p.board[v]) != c {
				return v
			}
		}
	}
	return NoSquare
}

// add appends mv, expanded into one move per promotion choice when the
// piece lands in one of its promotion zones. extra >= 0 names what else the
// move does: a once-per-game right it uses, a type the piece becomes.
func (p *Position) add(ml []Move, mv Move, t, c int, extra int16) []Move {
	g := p.g
	if touch := g.promoTouch[c][t]; extra < 0 && (touch == nil || !touch[mv.From] && !touch[mv.To]) {
		return append(ml, mv)
	}
	if extra >= 0 {
		x := &g.moves.extras[extra]
		if x.victims >= 0 && !p.victimAllowed(mv, x.victims) {
			return ml
		}
		if x.once >= 0 {
			if p.onceUsed[c]&(1<<x.once) != 0 {
				return ml
			}
			mv.once = int8(x.once + 1)
		}
		if x.becomes >= 0 {
			if g.anyLimit && !p.becomesAllowed(x.becomes, c) {
				return ml
			}
			mv.Promo, mv.pk = int8(x.becomes+1), pkBecomes
			return append(ml, mv)
		}
	}
	if !g.promotes[c][t] {
		return append(ml, mv)
	}
	return p.addPromotions(ml, mv, t, c)
}

// plain reports whether a move to to, of a piece whose promotion squares
// are touch (Game.promoTouch, or everywhere when it starts on one), with
// nothing extra to do, is appended as it is.
func plain(touch []bool, to Square, extra int16) bool {
	return extra < 0 && (touch == nil || !touch[to])
}

// victimAllowed reports whether the capture mv takes a type of the
// restricted capture set vi (a move that is not a capture passes).
func (p *Position) victimAllowed(mv Move, vi int) bool {
	s := mv.To
	switch mv.Kind {
	case Capture:
	case EnPassant:
		s = Square(mv.Aux)
	default:
		return true
	}
	return p.g.moves.victims[vi][cellType(p.board[s])]
}

// dedupFrom drops moves after start that repeat an earlier one from start on
// (a piece reaching one square by two paths makes one move). Two moves can
// only be the same if they go to the same square, so a move is compared
// only with the earlier ones kept that go where it goes (squareStamp
// marks the squares reached, dedupLast holds the last move kept to each
// and dedupPrev links each to the one before it to the same square):
// linear in the moves.
func (p *Position) dedupFrom(ml []Move, start int) []Move {
	if len(ml)-start < 2 {
		return ml
	}
	seen, stamp := p.squareStamp()
	if len(p.dedupLast) != len(seen) {
		p.dedupLast = make([]int32, len(seen))
	}
	if n := len(ml) - start; len(p.dedupPrev) < n {
		p.dedupPrev = make([]int32, 2*n)
	}
	last, prev := p.dedupLast, p.dedupPrev
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		to := int(m.To)
		if to < 0 || to >= len(seen) {
			if containsSame(ml[start:out], m) {
				continue
			}
			ml[out] = m
			out++
			continue
		}
		before := int32(-1)
		if seen[to] == stamp {
			before = last[to]
			dup := false
			for j := before; j >= 0; j = prev[j] {
				if sameMove(ml[start+int(j)], m) {
					dup = true
					break
				}
			}
			if dup {
				continue
			}
		}
		seen[to] = stamp
		k := int32(out - start)
		prev[k], last[to] = before, k
		ml[out] = m
		out++
	}
	return ml[:out]
}

// squareStamp is a fresh mark for a set of squares: seen[s] == stamp
// marks s, and no square is marked at first. Not for nested use.
func (p *Position) squareStamp() (seen []uint32, stamp uint32) {
	if len(p.dedupSeen) != len(p.board) {
		p.dedupSeen = make([]uint32, len(p.board))
		p.dedupStamp = 0
	}
	p.dedupStamp++
	if p.dedupStamp == 0 {
		clear(p.dedupSeen)
		p.dedupStamp = 1
	}
	return p.dedupSeen, p.dedupStamp
}

// containsSame reports whether a move of ml is sameMove as m.
func containsSame(ml []Move, m Move) bool {
	for _, k := range ml {
		if sameMove(m, k) {
			return true
		}
	}
	return false
}

func sameMove(a, b Move) bool {
	return a.From == b.From && a.To == b.To && a.Kind == b.Kind && a.Promo == b.Promo && a.gate == b.gate &&
		a.side&sideLocust == b.side&sideLocust && (a.Kind != EnPassant && a.side&sideLocust == 0 || a.Aux == b.Aux)
}

// capturesOnto reports whether the piece of type t and colour c on from
// can capture on target, ignoring whose turn it is.
func (p *Position) capturesOnto(from Square, t, c int, target Square) bool {
	return p.capturesOntoWith(&p.scratch, from, t, c, target)
}

// capturesOntoWith is capturesOnto generating the piece's moves into
// *buf: by moving onto target, on the way (a locust's), or by an effect.
func (p *Position) capturesOntoWith(buf *[]Move, from Square, t, c int, target Square) bool {
	if p.g.countKind[c*p.g.nTypes+t] != countNone && len(p.g.effects[t]) == 0 {
		return p.landsOn(from, t, c, target) // its moves only land: walked, not generated
	}
	*buf = p.genPiece((*buf)[:0], from, t, c)
	effects := len(p.g.effects[t]) > 0
	for _, m := range *buf {
		if m.Kind == Capture && m.To == target {
			return true
		}
		if effects && p.effectsReach(m.From, m.To, t, c, target) {
			return true
		}
		if m.side&sideLocust != 0 && m.kills(target) {
			return true
		}
	}
	return false
}
