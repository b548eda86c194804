package interp

// MoveCountZone is DestinationCount that also tells how many of the
// counted destinations lie in zone (by square): how many squares of an
// enemy royal's surroundings the piece reaches, for the evaluation's king
// danger, counted in the same walk (countMoves, whose counter tallies the
// zone's squares). ok is false where MoveCount's is.
func (p *Position) MoveCountZone(s Square, zone []bool) (n, hits int, ok bool) {
	cell := p.board[s]
	if cell < firstCell {
		return 0, 0, false
	}
	g := p.g
	t, c := cellType(cell), cellColor(cell)
	if g.countKind[c*g.nTypes+t] == countNone {
		return 0, 0, false
	}
	ct := counter{target: NoSquare, zone: zone}
	if g.countSeen[c*g.nTypes+t] { // countseen.go
		ct.seen, ct.stamp = p.squareStamp()
	}
	n = p.countMoves(s, g.spanIndex(c, t, s), t, c, p.virgin[s], &ct)
	return n, ct.hits, true
}
