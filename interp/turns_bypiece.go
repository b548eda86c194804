package interp

// partMovesByPiece reports whether generate's list, in a game of turn
// parts, is made of each piece's own moves (genPiece) and the moves that
// follow them (castling, standing promotions) with nothing filtered,
// changed or added per piece: then canFinishTurn may look for a legal
// move of the part one piece at a time.
func (g *Game) partMovesByPiece() bool {
	return g.freeze == nil && g.landOnly[0] == nil && g.landOnly[1] == nil && g.afterCapture == captureLand &&
		g.gating == nil && g.drops == nil && g.moreMoves == nil && g.teleports == nil
}

// anyPieceMove is canFinishTurn's search for a legal move of the current
// part where partMovesByPiece holds: the moves of one piece of a type the
// part allows at a time, so that a part with a legal move (most) stops
// at the first piece that has one instead of generating every move. It
// reports found, and whether it tried every piece's own moves (complete:
// false where a type has more pieces than it lists at once).
func (p *Position) anyPieceMove(buf []Move) (found, complete bool, out []Move) {
	g := p.g
	pt := g.parts
	c := p.side
	allow := pt.allow[(p.partIndex()*(pt.nTypes+1)+p.after+1)*pt.nTypes:][:pt.nTypes]
	// The squares of a type are copied before its moves are tried: making
	// and taking back a move (a promotion) may reorder the piece list.
	var sqs [maxPieceMoveList]Square
	for t := 0; t < g.nTypes; t++ {
		if !allow[t] {
			continue
		}
		i := int(pieceCell(t, c) - firstCell)
		n := int(p.plen[i])
		if n > len(sqs) {
			return false, false, buf
		}
		copy(sqs[:n], p.plist[i*g.size():][:n])
		for _, from := range sqs[:n] {
			buf = p.genPiece(buf[:0], from, t, c)
			if p.anyPartMove(buf) {
				return true, true, buf
			}
		}
	}
	return false, true, buf
}

// maxPieceMoveList bounds the pieces of one type anyPieceMove lists.
const maxPieceMoveList = 64
