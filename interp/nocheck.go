package interp

// NoteNoCheck records, just after Make of a move by colour mover of which
// CannotGiveCheck answered true before it was made, that the player now
// to move is not in check, so that InCheck answers without looking for
// attacks (a search asks it of every node). It records nothing where the
// turn did not pass to mover's opponent.
func (p *Position) NoteNoCheck(mover int) {
	n := len(p.undo)
	if n == 0 || p.g.simul || p.enemy != 0 || p.side != 1-mover {
		return
	}
	u := &p.undo[n-1]
	u.check, u.checkFor = checkNo, int8(p.side)
}
