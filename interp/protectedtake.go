package interp

// Captures banned where the victim is protected (ir.Piece.
// CannotTakeProtected: Maka Dai Dai's Emperor takes no protected piece).
// An attack on a victim of a ban is found as any other, then, where a
// captor with the ban stands on the board, by generating every capture
// onto it (attackedImmune), bannedTake dropping the banned ones; every
// move is made to be tested (noQuickLegal), takeBanLegal judging the
// capture.

// compileTakeBans builds takeBan from the captors' CannotTakeProtected.
func (g *Game) compileTakeBans() error {
	n := g.nTypes
	for c, p := range g.V.Pieces {
		for _, v := range p.CannotTakeProtected {
			if err := g.checkPiece("cannot take protected", v); err != nil {
				return err
			}
			if g.takeBan == nil {
				g.takeBan, g.banCaptors = make([]bool, n*n), make([][]int, n)
			}
			if !g.takeBan[v*n+c] {
				g.banCaptors[v] = append(g.banCaptors[v], c)
			}
			g.takeBan[v*n+c], g.noQuickLegal = true, true
		}
	}
	return nil
}

// attackedBanned is attacked where some captures are banned: an attack
// found as if none were stands unless a captor with a ban on the piece on
// t is on the board, when the captures onto t are generated.
func (p *Position) attackedBanned(t Square, c int) bool {
	if !p.attackedFree(t, c) {
		return false // a ban only takes attacks away
	}
	cell := p.board[t]
	if p.protecting > 0 || cell < firstCell {
		return true
	}
	for _, captor := range p.g.banCaptors[cellType(cell)] {
		if p.Count(c, captor) > 0 {
			return p.attackedImmune(t, c)
		}
	}
	return true
}

// bannedTake reports whether a piece of type captor may not take the
// piece on t, which it could take by its moves, because t is protected.
func (p *Position) bannedTake(captor int, t Square) bool {
	g := p.g
	if g.takeBan == nil || p.protecting > 0 || p.board[t] < firstCell {
		return false
	}
	return g.takeBan[cellType(p.board[t])*g.nTypes+captor] && p.protectedOn(t)
}

// protectedOn reports whether the piece on t is protected: a piece of its
// own side attacks t, as it would an enemy piece standing there (pinned
// pieces included, and with no capture ban applied: a protector need
// only attack). The piece is given the other colour for the question, on
// the board alone, and given back.
func (p *Position) protectedOn(t Square) bool {
	cell := p.board[t]
	c := cellColor(cell)
	p.board[t] = pieceCell(cellType(cell), 1-c)
	p.protecting++
	prot := p.attacked(t, c)
	p.protecting--
	p.board[t] = cell
	return prot
}

// takeBanLegal reports whether the move just made took no piece (on its
// destination, on the way or by an effect) that its captor may not take
// where it is protected, protected before the move. The move is taken
// back to ask, and made again.
func (p *Position) takeBanLegal() bool {
	g := p.g
	u := &p.undo[len(p.undo)-1]
	m := u.move
	if u.moved < firstCell || m.Kind == Drop || m.Kind == Pass {
		return true
	}
	captor := cellType(u.moved)
	var buf [maxVictims]victim
	var sqs [maxVictims]Square
	k := 0
	for _, v := range p.moveVictims(buf[:0], u, len(p.effectCaps)-int(u.nEffect)) {
		if g.takeBan[cellType(v.cell)*g.nTypes+captor] {
			sqs[k] = v.sq
			k++
		}
	}
	if k == 0 {
		return true
	}
	p.Unmake()
	ok := true
	for _, sq := range sqs[:k] {
		if p.board[sq] >= firstCell && p.protectedOn(sq) {
			ok = false
			break
		}
	}
	p.Make(m)
	return ok
}
