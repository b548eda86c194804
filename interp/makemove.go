package interp

// Make plays m, which must come from this position's move generator, and
// pushes what Unmake needs to take it back.
func (p *Position) Make(m Move) {
	g := p.g
	if g.keepPlies {
		p.resolvePly() // the record below the move made is complete
	}
	if g.simul && !p.raw {
		p.makeSim(m)
		return
	}
	switch m.Kind {
	case Drop:
		p.makeDrop(m)
		return
	case Pass:
		p.makePass(m)
		return
	case Pickup:
		p.makePickup(m)
		return
	}
	u := undoRecord{move: m, capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove),
		epSq: p.epSq, epN: int8(p.epN), epVic: p.epVic, moved: p.board[m.From], onceUsed: p.onceUsed[p.side]}
	if g.epKeep == 0 {
		for i := 0; i < p.epN; i++ {
			p.hash ^= g.zobrist.ep[p.epSq[i]]
		}
		p.epN = 0
	} else {
		p.keepEnPassant(m)
	}
	moved := p.board[m.From]
	t := cellType(moved)
	u.virgin = [3]bool{p.virgin[m.From], p.virgin[m.To], false}
	if u.virgin[0] && g.castle != nil && t == g.castle.king {
		p.dropCastlingRights(cellColor(moved), &u)
	}
	p.setVirgin(m.From, false)
	p.setVirgin(m.To, false)
	reset := g.moveRuleBy[t]
	switch m.Kind {
	case Capture:
		u.captured, u.capSq = p.board[m.To], m.To
		if g.hands != nil {
			p.takeToHand(&u)
		}
		p.removePiece(m.To)
		reset = true
	case EnPassant:
		u.capSq = Square(m.Aux)
		u.captured = p.board[u.capSq]
		u.virgin[2] = p.virgin[u.capSq]
		if g.hands != nil {
			p.takeToHand(&u)
		}
		p.setVirgin(u.capSq, false)
		p.removePiece(u.capSq)
		reset = true
	case Exit:
		p.makeExit(m, &u, t, moved)
		reset = true
	case Castle:
		r := Square(m.Aux)
		u.virgin[2] = p.virgin[r]
		p.setVirgin(r, false)
		rank := g.rankOf(m.From)
		u.partnerTo = g.partnerTo(int(m.side), cellColor(moved), m.To, rank)
		partner := p.board[r]
		p.removePiece(r)
		p.movePiece(m.From, m.To)
		p.addPiece(u.partnerTo, partner)
		if g.V.Rules.Castling.Opposite {
			p.takeOppositeRight(int(m.side&1), 1-cellColor(moved), &u)
		}
	case Swap:
		partner := p.board[m.To]
		if u.virgin[1] && g.castle != nil && cellType(partner) == g.castle.king {
			p.dropCastlingRights(cellColor(partner), &u)
		}
		p.removePiece(m.To)
		p.movePiece(m.From, m.To)
		p.addPiece(m.From, partner)
	}
	if m.Kind != Castle && m.Kind != Exit && m.Kind != Swap {
		if m.Promo != 0 {
			p.removePiece(m.From)
			p.addPiece(m.To, pieceCell(int(m.Promo-1), cellColor(moved)))
		} else {
			p.movePiece(m.From, m.To)
		}
	}
	if g.transfer {
		u.transferred = p.transfer(m, u.partnerTo)
	}
	if p.origin != nil {
		p.moveOrigin(m, t, &u)
	}
	if m.side&3 != 0 && m.Kind != Castle {
		p.openEnPassant(m)
	}
	if m.once != 0 {
		p.onceUsed[p.side] |= 1 << (m.once - 1)
		p.hash ^= g.zobrist.once[p.side][m.once-1]
	}
	if len(g.effects[t]) > 0 && m.Kind != Exit {
		u.nEffect = int16(p.applyEffects(m.From, m.To, t, p.side))
		reset = reset || u.nEffect > 0
	}
	if m.side&sideLocust != 0 && m.Kind != Castle {
		u.nEffect += int16(p.makeKills(m))
		reset = true
	}
	if g.blast != nil && (m.Kind == Capture || m.Kind == EnPassant) {
		u.nEffect += int16(p.explode(m.To, p.side))
	}
	if g.arrivals != nil && m.Kind != Castle && m.Kind != Exit && m.To != m.From {
		// Burned on arrival next to an enemy burner (a piece that stays
		// on its square, passing or taking without moving, arrives
		// nowhere).
		if cell := p.board[m.To]; cell >= firstCell && cellColor(cell) == p.side && p.burnArrival(m.To, cellType(cell), p.side) {
			u.nEffect++
			reset = true
		}
	}
	if g.petrifiesBy(m, t) && p.petrify(m.To) {
		u.nEffect++
	}
	if g.spoilers != nil && g.spoilers[t] && m.Kind != Exit {
		p.spoil(t, m.To, &u)
	}
	if g.after != nil {
		p.afterMove(&u)
	}
	// A castling king taken off the board takes its partners' marks.
	if g.castle != nil && (u.virgin[1] || u.virgin[2] || u.nEffect > 0) && p.kingLost(&u) {
		p.dropOrphanPartners(White, &u)
		p.dropOrphanPartners(Black, &u)
	}
	// A castling partner swapped away from its square (partnerLost stays
	// small enough to inline).
	if g.castle != nil && (p.partnerLost(&u, t) || m.Kind == Swap && u.virgin[1] && g.castle.rook[cellType(p.board[m.From])]) {
		p.dropOrphanKings(White, &u)
		p.dropOrphanKings(Black, &u)
	}
	if g.gating != nil {
		p.gateAfterMove(m, p.side, &u)
	}
	if reset {
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	if g.flips != flipNone {
		u.nFlip = int16(p.flip(m.To, p.side))
	}
	if m.wall != 0 {
		p.placeWall(m, &u)
	}
	if g.positional != nil {
		p.markPositional(m.From)
		p.markPositional(m.To)
	}
	u.switched, u.partsLeft, u.turnNo = true, int16(p.partsLeft), int32(p.turnNo)
	if g.turns != nil {
		u.switched = p.endOfTurnPart(t, &u)
	}
	p.finishMove(&u)
}

// markPositional gives the piece on s (from or to of the move just made,
// which Unmake restores) the unmoved mark a FEN read back would give it:
// a piece of a type with initial moves whose state FEN does not carry is
// unmoved exactly when it stands where the setup has the same piece
// (Game.positional). So a piece that comes back to its setup square, in
// one move (a rifle shot, a Lion's igui) or in several, may make its
// initial moves again, in the game as in the position read from its FEN.
func (p *Position) markPositional(s Square) {
	cell := p.board[s]
	p.setVirgin(s, cell >= firstCell && p.g.positional[cellType(cell)] && p.g.startCells[s] == cell)
}

// finishMove hands the turn over if the move ended it and records the
// move for Unmake, repetition and perpetual-check detection.
func (p *Position) finishMove(u *undoRecord) {
	g := p.g
	if g.checkLimit > 0 {
		p.countCheck(u)
	}
	if u.switched {
		if p.side == Black {
			p.fullmove++
		}
		p.side ^= 1
		p.hash ^= g.zobrist.side
	}
	if g.counting != nil {
		p.counts = append(p.counts, [2]int32{p.countLimit, p.countPly})
		p.countAfterMove(u.captured, u.move.Kind != Drop && u.move.Promo != 0)
	}
	p.undo = append(p.undo, *u)
	p.history = append(p.history, u.hash)
	if g.keepPlies {
		p.plies = append(p.plies, uint8(cellColor(u.moved))|plyPending)
	}
}

// dropCastlingRights clears the unmoved mark of the castling partners of
// colour c when their king first moves: their rights are gone, and a
// position must hash the same as its FEN read back.
func (p *Position) dropCastlingRights(c int, u *undoRecord) {
	g := p.g
	for t := 0; t < g.nTypes; t++ {
		if !g.castle.rook[t] || g.initial[t] {
			continue
		}
		for _, s := range p.pieceList(c, t) {
			if p.virgin[s] && int(u.nDropped) < len(u.dropped) {
				p.setVirgin(s, false)
				u.dropped[u.nDropped] = s
				u.nDropped++
			}
		}
	}
}

// partnerLost reports whether the move recorded in u took the unmoved
// mark from a castling partner (by moving it or capturing it).
func (p *Position) partnerLost(u *undoRecord, t int) bool {
	rook := p.g.castle.rook
	switch {
	case u.nEffect > 0:
		return true
	case u.virgin[0] && rook[t]:
		return true
	case u.virgin[1] && u.captured >= firstCell && rook[cellType(u.captured)]:
		return true
	}
	return u.virgin[2] && u.move.Kind == EnPassant && rook[cellType(u.captured)]
}

// takeOppositeRight takes colour c's right to castle on side (0
// kingside) when the other colour castles there (ir.Castling.Opposite):
// the unmoved partners on that side of c's unmoved kings lose their mark,
// and a king left with none its own.
func (p *Position) takeOppositeRight(side, c int, u *undoRecord) {
	g := p.g
	dir, step := sideDir(side), g.castle.line[c][side]
	for _, k := range p.pieceList(c, g.castle.king) {
		if !p.virgin[k] {
			continue
		}
		for s, f := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, f = g.lineNext(s, f, dir, step) {
			cell := p.board[s]
			if cell >= firstCell && cellColor(cell) == c && g.castle.rook[cellType(cell)] && p.virgin[s] && int(u.nDropped) < len(u.dropped) {
				p.setVirgin(s, false)
				u.dropped[u.nDropped] = s
				u.nDropped++
			}
		}
	}
	p.dropOrphanKings(c, u)
}

// dropOrphanKings clears the unmoved mark of a castling king of colour c
// that has no unmoved partner left (and no initial moves of its own): it
// can never castle, and FEN, which lists rights, could not say otherwise.
func (p *Position) dropOrphanKings(c int, u *undoRecord) {
	g := p.g
	if g.initial[g.castle.king] {
		return
	}
	for _, k := range p.pieceList(c, g.castle.king) {
		if !p.virgin[k] || p.hasVirginPartner(k, c) || int(u.nDropped) == len(u.dropped) {
			continue
		}
		p.setVirgin(k, false)
		u.dropped[u.nDropped] = k
		u.nDropped++
	}
}

// kingLost reports whether the move recorded in u took an unmoved
// castling king off the board: by capturing it (en passant too) or by
// its effects (an explosion, a pinch, a locust's capture, a burn), which
// are the move's last u.nEffect effect captures.
func (p *Position) kingLost(u *undoRecord) bool {
	king := p.g.castle.king
	switch {
	case u.move.Kind == Capture && u.virgin[1] && cellType(u.captured) == king:
		return true
	case u.move.Kind == EnPassant && u.virgin[2] && cellType(u.captured) == king:
		return true
	}
	for i := len(p.effectCaps) - int(u.nEffect); i >= 0 && i < len(p.effectCaps); i++ {
		if ec := p.effectCaps[i]; ec.virgin && cellType(ec.cell) == king {
			return true
		}
	}
	return false
}

// dropOrphanPartners clears the unmoved mark of colour c's castling
// partners that no unmoved king of c has on a castling line: they can
// never castle, and FEN, which lists rights by king, could not say
// otherwise. Partners with initial moves of their own keep it.
func (p *Position) dropOrphanPartners(c int, u *undoRecord) {
	g := p.g
	for t := 0; t < g.nTypes; t++ {
		if !g.castle.rook[t] || g.initial[t] {
			continue
		}
		for _, s := range p.pieceList(c, t) {
			if p.virgin[s] && !p.hasVirginKing(s, c) && int(u.nDropped) < len(u.dropped) {
				p.setVirgin(s, false)
				u.dropped[u.nDropped] = s
				u.nDropped++
			}
		}
	}
}

// hasVirginKing reports whether an unmoved castling king of colour c has
// the square s on one of its castling lines.
func (p *Position) hasVirginKing(s Square, c int) bool {
	g := p.g
	for _, k := range p.pieceList(c, g.castle.king) {
		if !p.virgin[k] {
			continue
		}
		for side := range 2 {
			dir, step := sideDir(side), g.castle.line[c][side]
			for q, f := g.lineNext(k, g.fileOf(k), dir, step); q != NoSquare; q, f = g.lineNext(q, f, dir, step) {
				if q == s {
					return true
				}
			}
		}
	}
	return false
}

// hasVirginPartner reports whether an unmoved castling partner of colour
// c stands on a castling line of the king on k (its rank on a grid).
func (p *Position) hasVirginPartner(k Square, c int) bool {
	g := p.g
	for side := range 2 {
		dir, step := sideDir(side), g.castle.line[c][side]
		for s, f := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, f = g.lineNext(s, f, dir, step) {
			if cell := p.board[s]; cell >= firstCell && cellColor(cell) == c && g.castle.rook[cellType(cell)] && p.virgin[s] {
				return true
			}
		}
	}
	return false
}

// openEnPassant records the squares m passed over as en-passant squares,
// with the moved piece as the victim of a capture there.
func (p *Position) openEnPassant(m Move) {
	mt := &p.g.moves
	first := p.epN
	if m.side&3 == 1 { // a fixed path: every square before the destination
		pt := &mt.paths[m.Aux]
		for k := pt.lo; k < pt.hi-1 && p.epN < maxEP; k++ {
			p.epSq[p.epN] = mt.pathSq[k]
			p.epN++
		}
	} else { // a ray: the squares from its start up to the destination
		for k := m.Aux; mt.sq[k] != m.To && p.epN < maxEP; k++ {
			p.epSq[p.epN] = mt.sq[k]
			p.epN++
		}
	}
	for i := first; i < p.epN; i++ {
		p.epVic[i] = m.To
		p.hash ^= p.g.zobrist.ep[p.epSq[i]]
	}
}

// Unmake takes back the last move made.
func (p *Position) Unmake() {
	if p.g.simul && !p.raw {
		p.unmakeSim()
		return
	}
	n := len(p.undo) - 1
	u := &p.undo[n]
	m := u.move
	switch m.Kind {
	case Drop:
		p.unmakeDrop(u)
		return
	case Pass:
		p.unmakePass(u)
		return
	case Pickup:
		p.unmakePickup(u)
		return
	}
	if m.wall != 0 {
		p.removeWall(m, u)
	}
	p.unflip(int(u.nFlip))
	if u.switched {
		p.side ^= 1
		if p.side == Black {
			p.fullmove--
		}
	}
	p.partsLeft, p.turnNo = int(u.partsLeft), int(u.turnNo)
	if p.g.parts != nil {
		p.undoPart(u)
	}
	if p.hand != nil {
		p.unmakeHands(u)
	}
	p.onceUsed[p.side] = u.onceUsed
	if p.g.petrifies != nil {
		p.unpetrify(m)
	}
	if p.g.after != nil {
		p.undoAfter(u)
	}
	p.undoEffects(int(u.nEffect))
	if u.transferred {
		p.untransfer(m, u.partnerTo)
	}
	switch m.Kind {
	case Exit:
		p.unmakeExit(m, u)
	case Castle:
		partner := p.board[u.partnerTo]
		p.removePiece(u.partnerTo)
		p.movePiece(m.To, m.From)
		p.addPiece(Square(m.Aux), partner)
		p.virgin[m.Aux] = u.virgin[2]
	case Swap:
		partner := p.board[m.From]
		p.removePiece(m.From)
		p.movePiece(m.To, m.From)
		p.addPiece(m.To, partner)
	default:
		if m.Promo != 0 {
			p.removePiece(m.To)
			p.addPiece(m.From, u.moved)
		} else {
			p.movePiece(m.To, m.From)
		}
		if u.capSq != NoSquare {
			p.addPiece(u.capSq, u.captured)
		}
		if m.Kind == EnPassant {
			p.virgin[u.capSq] = u.virgin[2]
		}
	}
	p.virgin[m.From], p.virgin[m.To] = u.virgin[0], u.virgin[1]
	for i := int8(0); i < u.nDropped; i++ {
		p.virgin[u.dropped[i]] = true
	}
	p.epSq, p.epN, p.epVic = u.epSq, int(u.epN), u.epVic
	p.halfmove = int(u.halfmove)
	p.uncount()
	p.hash = u.hash
	p.uncountCheck(u)
	p.undo = p.undo[:n]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
}

// makeExit takes the piece of type t (moved) on m.From off the board
// (Kind Exit): with m.Aux >= 0 its side's piece there is promoted
// (exit ... promote); with m.To != m.From the enemy there goes too
// (mutual destruction). Out of Make, which it would only lengthen.
func (p *Position) makeExit(m Move, u *undoRecord, t int, moved uint8) {
	p.removePiece(m.From)
	switch {
	case m.Aux >= 0:
		a := Square(m.Aux)
		u.captured, u.capSq = p.board[a], a
		p.removePiece(a)
		p.addPiece(a, pieceCell(p.g.exits[t].into, cellColor(moved)))
	case m.To != m.From:
		u.captured, u.capSq = p.board[m.To], m.To
		p.removePiece(m.To)
	}
}

// unmakeExit takes back makeExit.
func (p *Position) unmakeExit(m Move, u *undoRecord) {
	if u.capSq != NoSquare {
		if m.Aux >= 0 {
			p.removePiece(u.capSq)
		}
		p.addPiece(u.capSq, u.captured)
	}
	p.addPiece(m.From, u.moved)
}
