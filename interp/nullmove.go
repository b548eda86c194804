package interp

// MakeNull passes the turn without a move, for a search's null-move
// pruning: the other side is to move in the same position, with no
// en-passant squares. It works only in games of single alternating
// moves (ok false otherwise: turn orders, parts, simultaneous turns,
// placement phases, drops that are not one more kind of move; where
// drops from hand are, passing leaves the hands as they are), and must
// be taken back with UnmakeNull, never Unmake.
func (p *Position) MakeNull() bool {
	g := p.g
	if g.turns != nil || g.simul || g.parts != nil || g.drops != nil && !g.drops.passable() {
		return false
	}
	if g.keepPlies {
		p.resolvePly()
	}
	u := undoRecord{capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove), epSq: p.epSq, epN: int8(p.epN),
		epVic: p.epVic, onceUsed: p.onceUsed[p.side], switched: true, moved: pieceCell(0, p.side)}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
	p.halfmove++
	p.finishMove(&u)
	return true
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull() {
	n := len(p.undo) - 1
	u := &p.undo[n]
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.epSq, p.epN, p.epVic = u.epSq, int(u.epN), u.epVic
	p.halfmove = int(u.halfmove)
	// The count and the checks given, as Unmake takes them back
	// (finishMove advanced them).
	p.uncount()
	p.hash = u.hash
	p.uncountCheck(u)
	p.undo = p.undo[:n]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
}

// passable reports whether drops leave passing the turn well defined:
// they are one more kind of move, with no placement phase, no type that
// must be dropped when held and no placing conditions.
func (dr *dropRule) passable() bool {
	return dr.placement == placeNone && dr.must == nil && !dr.conditional
}
