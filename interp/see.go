package interp

// Static exchange evaluation: what a move onto a square wins or loses if
// both sides then capture on that square, each with its least valuable
// attacker, each free to stop when going on would lose. The attackers are
// read from the attack tables (attack.go, revattack.go) on the board as
// the exchange leaves it: a piece that has captured is lifted off the
// board while the exchange is worked out, so a rider behind it (a rook
// behind a rook, a bishop behind a pawn) and a cannon's new screen are
// seen as they are in play. In games with royals and checks a capture
// that would leave its side's royal attacked (a pinned piece, one that
// would land as a cannon's only screen before its royal) or, where they
// may not, royals facing, is not made: the side's next attacker takes
// instead (safeAttacker). The board is put back before it returns.
//
// Captures the tables do not enumerate (those found by generating a
// piece's moves: lion moves, captures by effect, state-dependent ones),
// games where a capture does not simply replace its victim (the captor
// stays or changes, captures explode, petrify, pass boards or bring the
// victim back), pieces that freeze or cannot be taken (at all, or where
// protected), and turns other
// than one move each make the answer unknown: the caller falls
// back to its own test, so nothing depends on the evaluation being
// available.

// seeMaxSwaps bounds the captures of one exchange followed (the rest are
// not counted: the exchange is taken to stop there).
const seeMaxSwaps = 32

// compileSEE decides whether static exchanges can be worked out from the
// attack tables in this game, and which types would need generation.
func (g *Game) compileSEE() {
	g.seeOK = !g.anyImmune && g.freeze == nil && !g.wallsNeedGen && !g.transfer &&
		g.afterCapture == captureLand && g.blast == nil && g.petrifies == nil &&
		g.rebirth == nil && g.captorKeeps == nil && g.contagionInto == nil && len(g.after) == 0 &&
		g.turns == nil && !g.simul && g.takeBan == nil
	if g.seeOK && (g.attacks[0].walkWork() > seeMaxWalkWork || g.attacks[1].walkWork() > seeMaxWalkWork) {
		g.seeOK = false
	}
	g.seeLegal = g.seeOK && len(g.royalTypes) > 0 && g.lastRoyal == nil && !g.duple && !g.V.Rules.NoChecks
	g.seeGen = nil
	for t := 0; t < g.nTypes; t++ {
		// A locust (the Lion) makes exchanges the tables do not model,
		// even where its attacks are all in them.
		if g.attacks[0].generic[t] || g.attacks[1].generic[t] || g.killer[t] {
			g.seeGen = append(g.seeGen, t)
		}
	}
}

// seeMaxWalkWork bounds the reverse-walk work (origins times their
// reach, over a side's walk tables: revattack.go) of a game whose
// exchanges are worked out. An attack test stops at the first attacker,
// an exchange lists them all, once for every quiet move the search
// prunes on it: with Overboard's 24 walk tables (1,280 origin steps,
// against at most 192 in any other bundled game) the exchanges took two
// thirds of the search's time and halved its nodes a second.
const seeMaxWalkWork = 512

// walkWork is the reverse walks' work for an exchange (seeMaxWalkWork).
func (at *attackTables) walkWork() int {
	n := 0
	for i := range at.rev2 {
		n += len(at.rev2[i].origins) * at.rev2[i].maxK
	}
	return n
}

// SEE is the static exchange evaluation of m, a plain capture, a quiet
// move or a drop, for the side to move: the value it wins (the victim's,
// for a capture) less what the exchange on m.To that may follow loses, in
// the units of value, where value[t] is what taking a piece of type t is
// worth to its captor (in games whose captures go to hand, its value on
// the board and in hand). Royal pieces take part last, and only where the
// other side has nothing left to take them with. known is false where the
// attack tables cannot tell (see above), for moves of other kinds (en
// passant, castling, moves with effects) and for promotions to royal
// types or types with effects. A promotion gains its type's value over
// the mover's; captures later in the exchange are counted unpromoted.
func (p *Position) SEE(m Move, value []int) (score int, known bool) {
	g := p.g
	pt := m.PromotionType()
	if !g.seeOK || m.Kind != Capture && m.Kind != Quiet && m.Kind != Drop || pt >= 0 && (m.Kind == Drop || g.IsRoyal(pt) || g.HasEffects(pt)) {
		return 0, false
	}
	for _, t := range g.seeGen {
		if p.Count(White, t) > 0 || p.Count(Black, t) > 0 {
			return 0, false
		}
	}
	to := m.To
	var mover uint8
	if m.Kind == Drop {
		mover = pieceCell(m.DropType(), p.side)
	} else {
		mover = p.board[m.From]
		if mover < firstCell || g.HasEffects(cellType(mover)) {
			return 0, false
		}
	}
	var swap [seeMaxSwaps]int
	var lifted [seeMaxSwaps]Square
	var cells [seeMaxSwaps]uint8
	n := 0
	if m.Kind == Capture {
		v := p.board[to]
		if v < firstCell {
			return 0, false
		}
		swap[0] = value[cellType(v)]
	}
	if m.Kind != Drop {
		lifted[0], cells[0] = m.From, mover
		p.board[m.From] = cellEmpty
		n = 1
	}
	onSquare := value[cellType(mover)]
	if pt >= 0 {
		// The promotion gains the promoted type's value over the mover's,
		// which is what the exchange may then take.
		swap[0] += value[pt] - onSquare
		onSquare = value[pt]
	}
	if g.IsRoyal(cellType(mover)) {
		onSquare = seeRoyal // a move into attack is illegal: never worth it
	}
	side := 1 - p.side
	d := 0
	for d+1 < seeMaxSwaps && n < seeMaxSwaps {
		from, typ := p.leastAttacker(to, side, value)
		if g.seeLegal && from != NoSquare {
			from, typ = p.safeAttacker(to, side, value, from, typ)
		}
		if from == NoSquare {
			break
		}
		lifted[n], cells[n] = from, p.board[from]
		p.board[from] = cellEmpty
		n++
		if g.IsRoyal(typ) {
			// A royal takes only where nothing can take it back.
			if s, _ := p.leastAttacker(to, 1-side, value); s != NoSquare {
				break
			}
		}
		d++
		swap[d] = onSquare - swap[d-1]
		if max(-swap[d-1], swap[d]) < 0 {
			break // whatever follows, this side's capture stays a loss
		}
		onSquare = value[typ]
		side = 1 - side
	}
	for i := n - 1; i >= 0; i-- {
		p.board[lifted[i]] = cells[i]
	}
	for ; d > 0; d-- {
		swap[d-1] = -max(-swap[d-1], swap[d])
	}
	return swap[0], true
}

// leastAttacker is the square and type of colour c's least valuable piece
// (by value; royals last) that the attack tables see capture on t, NoSquare
// if none.
func (p *Position) leastAttacker(t Square, c int, value []int) (Square, int) {
	g := p.g
	nC := g.nCells()
	nT := g.nTypes
	at := &g.attacks[c]
	b := seeBest{sq: NoSquare}
	for i := range at.lines {
		ln := &at.lines[i]
		s := t
		for k := 1; k <= ln.maxK; k++ {
			s = ln.next[s]
			if s < 0 {
				break
			}
			cell := p.board[s]
			if cell == cellEmpty {
				continue
			}
			if ln.can[k*nC+int(cell)] {
				b.consider(g, value, s, cellType(cell))
				// A hopper behind an attacker hops over it: both
				// attack (a cannon behind a chariot, worth less,
				// takes first).
				if ln.hop {
					if h, _ := p.hopperAt(ln, s, k, c); h != NoSquare {
						b.consider(g, value, h, cellType(p.board[h]))
					}
				}
			} else if ln.hop {
				if h, _ := p.hopperAt(ln, s, k, c); h != NoSquare {
					b.consider(g, value, h, cellType(p.board[h]))
				}
			}
			break
		}
	}
	if !at.anyRev {
		return b.sq, b.typ
	}
	for _, rp := range at.revPaths[t] {
		if p.board[rp.origin] == pieceCell(int(rp.typ), c) && p.pathOpen(&g.moves.paths[rp.path], c) {
			b.consider(g, value, rp.origin, int(rp.typ))
		}
	}
	for i := range at.rev2 {
		rb := &at.rev2[i]
		s := t
		for k := 1; k <= rb.maxK; k++ {
			if s = rb.next[s]; s < 0 {
				break
			}
			cell := p.board[s]
			if cell >= firstCell && cellColor(cell) == c && rb.direct[k*nT+cellType(cell)] {
				b.consider(g, value, s, cellType(cell))
			}
			for oi := range rb.origins {
				o := &rb.origins[oi]
				if k >= o.min2 && k <= o.max2 && p.originAttacks(o, s, c) {
					b.consider(g, value, o.origin[s], o.typ)
				}
			}
			if !meets(cell, rb.pass, c) {
				break
			}
		}
	}
	return b.sq, b.typ
}

// safeAttacker is colour c's least valuable attacker of t whose capture
// there leaves c's royals unattacked (and, where royals may not face
// each other, not facing), given from and typ, c's least attacker: a
// piece pinned to its royal, or one that would land on t as the only
// screen between an enemy cannon and its royal, does not recapture.
// NoSquare if none can. While the next attacker is looked for, the
// pieces passed over stand on the board as the other colour's, so that
// they still block lines and screen hoppers.
func (p *Position) safeAttacker(t Square, c int, value []int, from Square, typ int) (Square, int) {
	var held [seeMaxSwaps]Square
	h := 0
	for from != NoSquare && !p.captureSafe(t, from, c) {
		if h == len(held) {
			return NoSquare, 0
		}
		held[h] = from
		h++
		for i := 0; i < h; i++ {
			p.board[held[i]] ^= 1 // the other colour's piece of the same type
		}
		from, typ = p.leastAttacker(t, c, value)
		for i := 0; i < h; i++ {
			p.board[held[i]] ^= 1
		}
	}
	return from, typ
}

// captureSafe reports whether colour c's piece on from, taking on t
// (whatever stands there now), leaves c's royals unattacked and, where
// royals may not face each other, not facing an enemy royal. The board
// is put back.
func (p *Position) captureSafe(t, from Square, c int) bool {
	g := p.g
	cell, victim := p.board[from], p.board[t]
	p.board[from], p.board[t] = cellEmpty, cell
	safe := true
	for _, rt := range g.royalTypes {
		for _, s := range p.pieceList(c, rt) {
			if s == from {
				s = t
			} else if p.board[s] != pieceCell(rt, c) {
				continue
			}
			if p.attacked(s, 1-c) || g.facing == facingIllegal && p.facingFrom(s, c) {
				safe = false
			}
		}
	}
	p.board[from], p.board[t] = cell, victim
	return safe
}

// seeBest is the least valuable attacker found so far.
type seeBest struct {
	sq       Square
	typ, val int
}

func (b *seeBest) consider(g *Game, value []int, s Square, typ int) {
	v := value[typ]
	if g.IsRoyal(typ) {
		v = seeRoyal
	}
	if b.sq == NoSquare || v < b.val {
		b.sq, b.typ, b.val = s, typ, v
	}
}

// seeRoyal is a royal piece's value in an exchange: more than any other.
const seeRoyal = 1 << 30
