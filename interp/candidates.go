package interp

// Lazy legality, for searches that look at few of a position's moves
// (an engine's quiescence, a random playout): instead of testing every
// pseudo-legal move, the caller tests only those it plays.

// lazyLegal reports whether the legal moves are exactly the pseudo-legal
// moves (generate) that leave the mover's royals safe (legalAfterMake),
// so each can be tested alone. Rules whose legality is more than that
// (passes, janggi's bikjang, makpong's king in check, compulsory
// captures, a swap allowed only when stuck, drops tested as a whole,
// placement phases, gating, walls, turns of several parts, simultaneous
// turns) need the whole legal list.
func (p *Position) lazyLegal() bool {
	g := p.g
	return !(g.parts != nil || g.simul || g.V.Rules.NoChecks || g.pass != passNever || g.facing == facingBikjang || g.checkedRoyalTakes || g.mustCapture || g.swapStuck ||
		g.drops != nil && (g.drops.legalTest || g.drops.placement != placeNone || g.drops.must != nil) || g.gating != nil || g.wall != nil)
}

// CandidateMoves appends to ml moves of the side to move among which are
// all its legal moves, and reports whether some may be illegal: then
// MakeIfLegal must decide each one before it is played. Where the rules
// allow no such shortcut the moves appended are exactly LegalMoves and
// tested is false. A position an ending has already decided has none.
func (p *Position) CandidateMoves(ml []Move) (moves []Move, untested bool) {
	g := p.g
	if !p.lazyLegal() {
		return p.LegalMoves(ml), false
	}
	if g.hasEndings && p.endingOutcome().Over {
		return ml, false
	}
	start := len(ml)
	ml = p.generate(ml)
	if g.dropEvasions && p.InCheck() {
		ml = p.blockingDrops(ml, start)
	}
	// A transfer is tested by making the move.
	return ml, g.movesUntested()
}

// CandidateCaptures is CandidateMoves for a search that plays only the
// moves that take or promote (quiescence): it may leave out plain moves
// (a piece without effects moving to an empty square without promoting,
// castling of such a king, drops; a piece with effects moving so where
// they take nothing, EffectVictims), and lists the others in
// CandidateMoves' order. all reports that the list is CandidateMoves'
// whole list; where it is not, HasLegalMove says whether the side to move
// has any legal move.
func (p *Position) CandidateCaptures(ml []Move) (moves []Move, untested, all bool) {
	g := p.g
	if !p.lazyLegal() || !g.quietsApart() {
		moves, untested = p.CandidateMoves(ml)
		return moves, untested, true
	}
	if g.hasEndings && p.endingOutcome().Over {
		return ml, false, true
	}
	p.quietsApart = true
	if caps, ok := p.generateCaptures(ml); ok {
		ml = caps
	} else {
		ml = p.generatePieces(ml)
	}
	p.quietsApart = false
	if g.castle != nil && g.HasEffects(g.castle.king) {
		ml = p.genCastling(ml)
	}
	if g.drops != nil && g.drops.pickup != nil {
		ml = p.genPickups(ml)
	}
	return ml, g.movesUntested(), false
}

// CandidateCapturesOnto is CandidateCaptures for a search that plays
// only the moves ending on target (quiescence's recaptures): besides the
// plain moves it may leave out the moves of every piece that could not
// reach target in one move on any board (onto.go), and lists the others
// in CandidateCaptures' order, so that the moves of its list that end on
// target are those of CandidateCaptures' list, in the same order.
func (p *Position) CandidateCapturesOnto(ml []Move, target Square) (moves []Move, untested, all bool) {
	g := p.g
	if target < 0 || int(target) >= g.size() || !p.lazyLegal() || !g.quietsApart() {
		return p.CandidateCaptures(ml)
	}
	o := g.onto()
	if !o.ok {
		return p.CandidateCaptures(ml)
	}
	if g.hasEndings && p.endingOutcome().Over {
		return ml, false, true
	}
	c := p.side
	p.quietsApart = true
	p.ontoOn, p.ontoTarget = o.lines, target
	for t := 0; t < g.nTypes; t++ {
		i := int(pieceCell(t, c) - firstCell)
		base := i * g.size()
		n := int(p.plen[i])
		always := o.always[t]
		for k := 0; k < n; k++ {
			from := p.plist[base+k]
			if always || from == target || o.canReach(g.spanIndex(c, t, from), target) {
				ml = p.genFrom(ml, from, t, c)
			}
		}
	}
	p.quietsApart, p.ontoOn = false, false
	if g.castle != nil && g.HasEffects(g.castle.king) {
		ml = p.genCastling(ml)
	}
	if g.drops != nil && g.drops.pickup != nil {
		ml = p.genPickups(ml)
	}
	return ml, g.movesUntested(), false
}

// quietsApart reports whether generate's moves are those of the pieces
// (generateBoard's, with castling and standing promotions), drops and
// pickups, each piece's apart from the others' (no filter over the whole
// list, no follow-up after a capture: a frozen or disarmed piece is
// judged on its own square), so that CandidateCaptures may leave plain
// moves out.
func (g *Game) quietsApart() bool {
	return g.afterCapture == captureLand && g.standing[0] == nil && g.standing[1] == nil &&
		g.landOnly[0] == nil && g.landOnly[1] == nil && g.gating == nil
}

// movesUntested is CandidateMoves' untested where the rules allow lazy
// legality: the moves may leave a royal attacked.
func (g *Game) movesUntested() bool {
	return len(g.royalTypes) > 0 || g.lastRoyal != nil || g.transfer || g.trading != nil || g.noRepeat
}

// HasLegalMove reports whether the side to move has a legal move, in a
// position not yet decided by an ending (for CandidateCaptures' caller):
// it stops at the first one found, generating piece by piece. Where
// legality is tested by making the move, the moves made are those a test
// of CandidateMoves' list in its order would make, up to the first legal
// one: taking back a capture or a promotion may reorder the piece lists,
// and so what is generated after, and a search must not depend on
// whether it asked this or tested that list.
func (p *Position) HasLegalMove() bool {
	g := p.g
	if !p.lazyLegal() || !g.quietsApart() {
		p.anyBuf = p.LegalMoves(p.anyBuf[:0])
		return len(p.anyBuf) > 0
	}
	untested := g.movesUntested()
	c := p.side
	for t := 0; t < g.nTypes; t++ {
		// The list as it stands: a promotion taken back moves the pawn
		// to its end.
		p.anySq = append(p.anySq[:0], p.pieceList(c, t)...)
		for _, from := range p.anySq {
			if g.freeze != nil {
				p.anyBuf = p.genRestricted(p.anyBuf[:0], from, t, c)
			} else {
				p.anyBuf = p.genFrom(p.anyBuf[:0], from, t, c)
			}
			if p.anyLegal(p.anyBuf, untested) {
				return true
			}
		}
	}
	if g.castle != nil {
		if p.anyBuf = p.genCastling(p.anyBuf[:0]); p.anyLegal(p.anyBuf, untested) {
			return true
		}
	}
	if g.drops != nil && (p.handN[c] > 0 || g.drops.unlimited) {
		p.anyBuf = p.genDrops(p.anyBuf[:0])
		if g.dropEvasions && p.InCheck() {
			p.anyBuf = p.blockingDrops(p.anyBuf, 0)
		}
		if p.anyLegal(p.anyBuf, untested) {
			return true
		}
	}
	if g.drops != nil && g.drops.pickup != nil {
		if p.anyBuf = p.genPickups(p.anyBuf[:0]); p.anyLegal(p.anyBuf, untested) {
			return true
		}
	}
	return false
}

// anyLegal reports whether a move of ml, pseudo-legal moves that are legal
// unless untested, is legal.
func (p *Position) anyLegal(ml []Move, untested bool) bool {
	if !untested {
		return len(ml) > 0
	}
	for _, m := range ml {
		if p.MakeIfLegal(m) {
			p.Unmake()
			return true
		}
	}
	return false
}

// MakeIfLegal makes m, a move of CandidateMoves, and reports true if it is
// legal; an illegal move is taken back and MakeIfLegal reports false.
func (p *Position) MakeIfLegal(m Move) bool {
	me := p.side
	plain := p.plainForVia(m) && p.g.via().ok
	via := plain && !p.InCheck()
	var lc lineCheck
	if plain && !via {
		lc = p.checkedAlong()
		if p.keptUnmade(&lc, m) {
			return false
		}
	}
	p.Make(m)
	switch {
	case via && p.viaMade():
		sq := [2]Square{m.From, m.To}
		if p.legalAfterMakeVia(me, &sq) {
			return true
		}
	case lc.all && p.viaMade():
		// In check: the attacks it keeps, and those through its squares.
		sq := [2]Square{m.From, m.To}
		if !p.checkersKept(&lc, 1-me, m.From, m.To) && p.legalAfterMakeVia(me, &sq) {
			return true
		}
	case lc.kind != chkNone && p.viaMade() && p.lineKept(&lc, 1-me, m.From, m.To):
		// still in check along that line: illegal
	case p.legalAfterMake(me):
		return true
	}
	p.Unmake()
	return false
}

// MovesToSearch appends moves of the side to move for a search that may
// play few of them (an engine's interior node): LegalMoves where they
// are tested cheaply (no royals, or the quick test of pins and checks),
// else CandidateMoves, untested, where LegalMoves would make every move
// to test it (pieces royal when last, captures away from the
// destination), so only those played are tested.
func (p *Position) MovesToSearch(ml []Move) (moves []Move, untested bool) {
	if !p.lazyLegal() || p.g.cheapLegality() {
		return p.LegalMoves(ml), false
	}
	return p.CandidateMoves(ml)
}

// cheapLegality reports whether legalOnly tests the moves without making
// most of them: there is nothing to test, or its quick test applies out
// of check.
func (g *Game) cheapLegality() bool {
	if len(g.royalTypes) == 0 && g.lastRoyal == nil && g.trading == nil && !g.noRepeat && !g.transfer {
		return true
	}
	return g.lastRoyal == nil && !g.noQuickLegal
}
