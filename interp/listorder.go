package interp

// squareOrder puts colour c's piece lists in the order of their squares,
// as reading a FEN makes them. Games whose turns have several parts call
// it before listing moves: LegalMoves there plays each move (and the next
// part's) to test it, and a capture taken back puts the piece at the end
// of its list, so without it the same position, listed twice or reached
// by two move orders, would list its moves in different orders. A list
// already in order (the usual case) costs one pass.
func (p *Position) squareOrder(c int) {
	size := p.g.size()
	for t := 0; t < p.g.nTypes; t++ {
		i := int(pieceCell(t, c) - firstCell)
		list := p.plist[i*size : i*size+int(p.plen[i])]
		for k := 1; k < len(list); k++ {
			s := list[k]
			if list[k-1] <= s {
				continue
			}
			j := k
			for ; j > 0 && list[j-1] > s; j-- {
				list[j] = list[j-1]
				p.pidx[list[j]] = int32(j)
			}
			list[j] = s
			p.pidx[s] = int32(j)
		}
	}
}
