package interp

// InCheck after a plain move of the other side, from the squares it
// changed. In a position whose side not to move has no royal attacked (as
// after any legal move), a plain move (discover.go: it empties its start
// square and fills its destination, nothing else) leaves the other side's
// royals attacked only along a capture path through one of those two
// squares, or by the piece it brought: the via test (attackedVia) follows
// only those paths, and the mover's own captures where the tables leave
// them to generation. That needs the position before the move to have
// been legal, which InCheck cannot know of a position given to it; a
// search, which makes only legal moves, says so once (TrustMoves).

// TrustMoves declares that every move made on p from now on is legal
// until one made before this call is taken back, as in a search of the
// position: InCheck may then judge the position after a plain move by
// the attacks through its two squares alone. Where the position itself
// has a royal of the side not to move attacked, or the rules leave
// InCheck nothing to gain, it does nothing.
func (p *Position) TrustMoves() {
	p.trust = false
	g := p.g
	if g.lastRoyal != nil && g.royalPromoNextTurn || p.enemy != 0 || !g.via().ok || p.royalAttacked(1-p.side) {
		return
	}
	p.trust, p.trustFrom, p.trustHash = true, int32(len(p.undo)), p.hash
}

// checkedAfter reports whether a royal of colour me, to move in the
// position after the n moves of the undo stack, is attacked: by the via
// test where the last move is a plain one made under TrustMoves, else by
// the whole test.
func (p *Position) checkedAfter(me, n int) bool {
	if attacked, ok := p.checkVia(me, n); ok {
		return attacked
	}
	return p.royalAttacked(me)
}

// checkVia is checkedAfter's via test; ok is false where it does not
// apply.
func (p *Position) checkVia(me, n int) (attacked, ok bool) {
	if !p.trust || n-1 < int(p.trustFrom) || !p.trustedLine() {
		return false, false
	}
	u := &p.undo[n-1]
	m := u.move
	g := p.g
	if m.Kind != Quiet && m.Kind != Capture || m.From == m.To || m.side&sideLocust != 0 || m.gate != 0 || m.wall != 0 ||
		u.moved < firstCell || cellColor(u.moved) == me || p.enemy != 0 || u.nEffect != 0 || u.nFlip != 0 || u.nGates != 0 {
		return false, false
	}
	cell := p.board[m.To]
	if cell < firstCell || len(g.effects[cellType(u.moved)]) > 0 || len(g.effects[cellType(cell)]) > 0 || g.chainer[cellType(cell)] {
		return false, false
	}
	by := 1 - me
	via := [2]Square{m.From, m.To}
	vt := g.viaT
	// The piece the move brought, where its captures are generated:
	// genericAttackVia skips it unless its moves pass a square of via.
	mover := cellType(cell)
	gen := g.attacks[by].generic[mover]
	var reach []bool // the mover's captures' reach from its destination (attackTables.reach)
	if gen {
		reach = g.attacks[by].reach[mover][int(m.To)*g.size():][:g.size()]
	}
	for _, rt := range g.royalTypes {
		for _, k := range p.pieceList(me, rt) {
			if p.attackedVia(k, by, &via, vt) || gen && k != m.To && reach[k] && p.capturesOnto(m.To, mover, by, k) {
				return true, true
			}
		}
	}
	if g.lastRoyal != nil {
		// The pieces royal when last that count now are those that
		// counted when me moved (unless the move took one of them: a
		// promotion of me's own counts at once, TrustMoves), none of
		// them attacked then.
		if u.captured >= firstCell && g.lastRoyalIs[cellType(u.captured)] {
			return false, false
		}
		var royals [8]Square
		n, ok := p.lastRoyalsNow(&royals, 0, true)
		if !ok {
			return false, false
		}
		for _, k := range royals[:n] {
			if p.attackedVia(k, by, &via, vt) || gen && k != m.To && reach[k] && p.capturesOnto(m.To, mover, by, k) {
				return true, true
			}
		}
	}
	return false, true
}

// trustedLine reports whether the position TrustMoves was called in is
// still the one at the bottom of the moves made since (none of those
// before it was taken back and another line made).
func (p *Position) trustedLine() bool {
	i := int(p.trustFrom)
	if i == len(p.undo) {
		return p.hash == p.trustHash
	}
	return i < len(p.undo) && p.undo[i].hash == p.trustHash
}
