package interp

// The quick legality test (legalOnly, cannotExpose) in games with pieces
// royal when last (Rules.RoyalWhenLast): out of check, which of the side
// to move's pieces are royal is known from the counts, and no move the
// quick test lets through changes them (cannotExpose makes every move of a
// piece of those types, and every promotion or drop to one).

// quickLastRoyal reports whether the quick test serves a game with pieces
// royal when last: no duple check (where a side is in check only when all
// of them are attacked), and none of the rules legalAfterMake judges
// beyond the royals' safety.
func (g *Game) quickLastRoyal() bool {
	return !g.duple && g.blast == nil && g.arrivals == nil && !g.petrifyRoyal && !g.transfer && !g.passesSafe &&
		g.trading == nil && !g.noRepeat && g.takeBan == nil && g.facing == facingAllowed
}

// lastRoyalsNow adds to royals[:n] the squares of the side to move's
// pieces that are royal now by lastRoyalAttacked's reading (the side's
// own count: no promotion of its waits for its next turn), and reports
// false for ok when there are more than royals holds.
func (p *Position) lastRoyalsNow(royals *[8]Square, n int, ok bool) (int, bool) {
	g := p.g
	c := p.side
	if g.royalTogether {
		total := 0
		for _, t := range g.lastRoyal {
			total += len(p.pieceList(c, t))
		}
		if total == 0 || total > g.lastMax {
			return n, ok
		}
	}
	for _, t := range g.lastRoyal {
		list := p.pieceList(c, t)
		if !g.royalTogether && len(list) > g.lastMax {
			continue
		}
		for _, s := range list {
			if n == len(royals) {
				return n, false
			}
			royals[n] = s
			n++
		}
	}
	return n, ok
}

// reorderAsMade leaves the piece lists as making and taking back m (a
// plain move or capture) would: the piece taken, and a piece promoted, go
// to the end of their lists (Unmake puts them back there); a drop taken
// back leaves them as they were. legalOnly
// calls it for the moves its quick test passes in games with pieces royal
// when last, which made every move to test it before: the moves generated
// after, and so a search's tree, stay as they were.
func (p *Position) reorderAsMade(m Move) {
	if m.Kind == Drop {
		return
	}
	if m.Kind == Capture {
		p.toListEnd(m.To)
	}
	if m.Promo != 0 {
		p.toListEnd(m.From)
	}
}

// toListEnd moves the piece on s to the end of its piece list, the last
// one taking its place.
func (p *Position) toListEnd(s Square) {
	i := int(p.board[s] - firstCell)
	base := i * p.g.size()
	n := p.plen[i] - 1
	k := p.pidx[s]
	if k == n {
		return
	}
	last := p.plist[base+int(n)]
	p.plist[base+int(k)] = last
	p.pidx[last] = k
	p.plist[base+int(n)] = s
	p.pidx[s] = n
}
