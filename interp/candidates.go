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
	ml = p.generate(ml)
	// A transfer is tested by making the move.
	return ml, len(g.royalTypes) > 0 || g.lastRoyal != nil || g.transfer || g.trading != nil || g.noRepeat
}

// CandidateBoardMoves is CandidateMoves for a search that plays only
// moves of the pieces on the board (an engine's quiescence, which
// searches captures): the drops (not the pickups) are left out where the rules allow
// CandidateMoves' shortcut and the side to move may choose not to drop.
// all reports whether the moves are CandidateMoves' (drops included);
// where it is false and none of them is legal, the position may still
// have a legal drop.
func (p *Position) CandidateBoardMoves(ml []Move) (moves []Move, untested, all bool) {
	g := p.g
	c := p.side
	if g.drops == nil || g.drops.unlimited || p.handN[c] == 0 || g.gating != nil || !p.lazyLegal() || p.mustDropNow() {
		moves, untested = p.CandidateMoves(ml)
		return moves, untested, true
	}
	if g.hasEndings && p.endingOutcome().Over {
		return ml, false, true
	}
	ml = p.generateBoard(ml)
	if g.drops.pickup != nil {
		ml = p.genPickups(ml)
	}
	return ml, len(g.royalTypes) > 0 || g.lastRoyal != nil || g.transfer || g.trading != nil || g.noRepeat, false
}

// MakeIfLegal makes m, a move of CandidateMoves, and reports true if it is
// legal; an illegal move is taken back and MakeIfLegal reports false.
func (p *Position) MakeIfLegal(m Move) bool {
	me := p.side
	p.Make(m)
	if p.legalAfterMake(me) {
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
