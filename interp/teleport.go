package interp

// Teleports (ir.Piece.Teleport): a piece goes, as its move, to an empty
// square anywhere on the board, on its rule's conditions: a region, and a
// number of enemy pieces the piece standing there would attack (a fork).
// The move is a quiet move (with the type it becomes in Promo), which
// Make and Unmake play as any other.

// teleportRule is a compiled ir.TeleportRule.
type teleportRule struct {
	dest    [2][]bool // by colour: the squares it may go to (region and confinement)
	forks   int       // enemy pieces it must attack from there; 0 for no condition
	becomes int       // the type it turns into, or -1
}

// compileTeleports builds g.teleports from the pieces' Teleport rules;
// nil when no piece has one.
func (g *Game) compileTeleports() error {
	for t, pc := range g.V.Pieces {
		r := pc.Teleport
		if r == nil {
			continue
		}
		if g.teleports == nil {
			g.teleports = make([]*teleportRule, g.nTypes)
		}
		x := &teleportRule{forks: r.Forks, becomes: r.Becomes}
		for c := range 2 {
			dest := make([]bool, g.size())
			for s := range dest {
				dest[s] = true
			}
			for _, ri := range []*int{r.Region, pc.Confined} {
				if ri == nil {
					continue
				}
				mask, err := g.regionMask("teleport", *ri, c)
				if err != nil {
					return err
				}
				for s := range dest {
					dest[s] = dest[s] && mask[s]
				}
			}
			x.dest[c] = dest
		}
		g.teleports[t] = x
	}
	return nil
}

// genTeleport appends the teleports of the piece of type t and colour c
// on from: to every empty square its rule allows.
func (p *Position) genTeleport(ml []Move, from Square, t, c int) []Move {
	r := p.g.teleports[t]
	u := t
	if r.becomes >= 0 {
		u = r.becomes
	}
	for s, ok := range r.dest[c] {
		to := Square(s)
		if !ok || p.board[to] != cellEmpty || to == from {
			continue
		}
		if r.forks > 0 && p.attackedFrom(ml, from, to, u, c) < r.forks {
			continue
		}
		mv := Move{From: from, To: to, Kind: Quiet}
		if r.becomes >= 0 {
			mv.Promo, mv.pk = int8(r.becomes+1), pkBecomes
		}
		ml = append(ml, mv)
	}
	return ml
}

// attackedFrom counts the enemy pieces a piece of type u and colour c
// would attack standing on to, the piece on from having left: the
// distinct squares its captures would take on. It generates them past
// the end of ml, which it leaves as it was, and puts the board back.
func (p *Position) attackedFrom(ml []Move, from, to Square, u, c int) int {
	was := p.board[from]
	p.board[from], p.board[to] = cellEmpty, pieceCell(u, c)
	n0 := len(ml)
	caps := p.genPiece(ml, to, u, c)[n0:]
	p.board[from], p.board[to] = was, cellEmpty
	n := 0
	for i, m := range caps {
		v := m.To
		switch m.Kind {
		case Capture:
		case EnPassant:
			v = Square(m.Aux)
		default:
			continue
		}
		dup := false
		for _, e := range caps[:i] {
			if e.Kind == Capture && e.To == v || e.Kind == EnPassant && Square(e.Aux) == v {
				dup = true
				break
			}
		}
		if !dup {
			n++
		}
	}
	return n
}
