package interp

import "slices"

// InCheck reports whether a royal piece of the player to move is attacked
// (the side to move, but in a turn part that moves the opponent's pieces).
// The answer is kept in the last move's undo record, with the player it
// is for, as a search asks it of one position several times (to extend,
// to prune, to generate); not in games of simultaneous turns, which turn
// the side to move over in place to judge each side.
func (p *Position) InCheck() bool {
	n := len(p.undo)
	me := p.side ^ p.enemy
	if n == 0 {
		return p.royalAttacked(me)
	}
	if p.g.simul {
		return p.simInCheck(me, n)
	}
	u := &p.undo[n-1]
	if u.check == 0 || u.checkFor != int8(me) {
		u.check, u.checkFor = checkNo, int8(me)
		if p.checkedAfter(me, n) {
			u.check = checkYes
		}
	}
	return u.check == checkYes
}

// forgetCheck drops what InCheck keeps, for an edit of the position.
func (p *Position) forgetCheck() {
	if n := len(p.undo); n > 0 {
		p.undo[n-1].check = 0
	}
	p.simChk = [2]simCheck{}
}

// royalAttacked reports whether any royal of colour c is attacked.
func (p *Position) royalAttacked(c int) bool {
	return p.royalAttackedVia(c, nil)
}

// royalAttackedVia is royalAttacked, or with via (and the game's via
// tables, discover.go) after a plain move that changed only the squares
// via, by a side whose royals were not attacked before it: only the
// attacks through those squares are looked at.
func (p *Position) royalAttackedVia(c int, via *[2]Square) bool {
	for _, t := range p.g.royalTypes {
		for _, s := range p.pieceList(c, t) {
			if p.threatVia(s, 1-c, via) {
				return true
			}
		}
	}
	if p.g.lastRoyal != nil {
		return p.lastRoyalAttacked(c, via)
	}
	return false
}

// threatVia is royalThreatened, or attackedVia with via (which the via
// tables allow only where the two agree: no explosions, freezing or
// capture bans).
func (p *Position) threatVia(s Square, by int, via *[2]Square) bool {
	if via != nil {
		return p.attackedVia(s, by, via, p.g.viaT)
	}
	return p.royalThreatened(s, by)
}

// lastRoyalAttacked reports whether colour c is in check by its pieces
// that are royal when last (Rules.RoyalWhenLast): the only piece of such a
// type attacked (of all such types together, with RoyalTogether), or any
// of them while c has at most lastMax, or, with duple check, every piece
// of those types.
func (p *Position) lastRoyalAttacked(c int, via *[2]Square) bool {
	g := p.g
	skip := NoSquare // a piece that does not count yet
	if g.royalPromoNextTurn {
		skip = p.promotedToRoyal(c)
	}
	if g.royalTogether {
		n, last := 0, NoSquare
		for _, t := range g.lastRoyal {
			for _, s := range p.pieceList(c, t) {
				if s != skip {
					n, last = n+1, s
				}
			}
		}
		if n == 1 {
			if via != nil {
				return p.attackedVia(last, 1-c, via, g.viaT)
			}
			return p.attacked(last, 1-c)
		}
		if n > 0 && n <= g.lastMax && !g.duple {
			for _, t := range g.lastRoyal {
				for _, s := range p.pieceList(c, t) {
					if s != skip && p.threatVia(s, 1-c, via) {
						return true
					}
				}
			}
			return false
		}
		if !g.duple || n == 0 {
			return false
		}
	}
	all, some := true, false
	for _, t := range g.lastRoyal {
		list := p.pieceList(c, t)
		n := len(list)
		if skip != NoSquare && slices.Contains(list, skip) {
			n--
		}
		if !g.duple && (n == 0 || n > g.lastMax) {
			continue
		}
		for _, s := range list {
			if s == skip {
				continue
			}
			some = true
			if !p.threatVia(s, 1-c, via) {
				all = false
				if !g.duple && n == 1 {
					break
				}
			} else if n <= g.lastMax && !g.royalTogether {
				return true
			}
		}
	}
	return g.duple && some && all
}

// promotedToRoyal is the square of the piece colour c's last move made
// by promoting to a type royal when last, which with royal-promotion
// next-turn counts only from c's next turn; NoSquare if there is none.
// Only the mover's own check after its move is judged so: the opponent's
// turn starts with the piece counted.
func (p *Position) promotedToRoyal(c int) Square {
	n := len(p.undo)
	if n == 0 || c == p.side {
		return NoSquare
	}
	m := p.undo[n-1].move
	if m.Promo == 0 || m.Kind == Drop || !p.g.lastRoyalIs[int(m.Promo)-1] || cellColor(p.board[m.To]) != c {
		return NoSquare
	}
	return m.To
}

// lastRoyalCount is how many pieces of colour c count towards whether a
// piece of type t, royal when last, is its side's last.
func (p *Position) lastRoyalCount(c, t int) int {
	if !p.g.royalTogether {
		return p.Count(c, t)
	}
	n := 0
	for _, r := range p.g.lastRoyal {
		n += p.Count(c, r)
	}
	return n
}

// legalAfterMake reports whether the move just made left the royals of
// player me (who made it) safe, and, where giving check is forbidden, the
// opponent's too.
func (p *Position) legalAfterMake(me int) bool {
	return p.legalAfterMakeVia(me, nil)
}

// legalAfterMakeVia is legalAfterMake, the royals' safety tested with via
// (royalAttackedVia) where via is not nil.
func (p *Position) legalAfterMakeVia(me int, via *[2]Square) bool {
	if p.g.transfer && !p.transferLegal(me) {
		return false
	}
	if p.g.blast != nil {
		if legal, decided := p.blastLegal(me); decided {
			return legal
		}
	}
	if p.g.V.Rules.NoChecks && p.royalAttacked(1-me) {
		return false
	}
	if p.g.facing == facingIllegal && p.royalFaces(me) {
		return false
	}
	if p.g.passesSafe && !p.passedSafely(me) {
		return false
	}
	if p.g.trading != nil && !p.tradingLegal(me) {
		return false
	}
	if p.g.noRepeat && !p.repeatLegal(me) {
		return false
	}
	if p.g.takeBan != nil && !p.takeBanLegal() {
		return false
	}
	if p.g.arrivals != nil && p.burnedRoyal(me) {
		return false
	}
	if p.g.petrifyRoyal {
		return p.petrifyLegal(me)
	}
	return !p.royalAttackedVia(me, via)
}

// burnedRoyal reports whether the move just made by colour me ended with
// its own piece burned on arrival (burns-arrivals) where that piece was
// royal: a royal type, or the side's last piece of its royal-when-last
// types. Such a move is as illegal as one into check.
func (p *Position) burnedRoyal(me int) bool {
	g := p.g
	u := &p.undo[len(p.undo)-1]
	m := u.move
	if m.Kind == Drop || m.Kind == Pass || m.Kind == Castle || m.Kind == Exit || m.To == m.From || u.moved < firstCell {
		return false
	}
	if cell := p.board[m.To]; cell >= firstCell && cellColor(cell) == me {
		return false // still there
	}
	t := cellType(u.moved)
	if m.Promo != 0 {
		t = int(m.Promo - 1)
	}
	return g.royal[t] || g.lastRoyalIs[t] && p.lastRoyalCount(me, t) < g.lastMax
}

// LegalMoves appends the legal moves of the side to move to ml. A position
// that an ending has already decided has none, as in Fairy-Stockfish.
func (p *Position) LegalMoves(ml []Move) []Move {
	start := len(ml)
	ml = p.turnMoves(ml)
	if p.g.mustCapture {
		ml = p.capturesIfAny(ml, start)
	}
	if p.g.wall != nil {
		ml = p.addWalls(ml, start)
	}
	return ml
}

// turnMoves is LegalMoves before the rules that choose among legal moves
// (must-capture) and before walls complete them.
func (p *Position) turnMoves(ml []Move) []Move {
	start := len(ml)
	g := p.g
	if g.hasEndings && p.endingOutcome().Over {
		return ml
	}
	if p.g.pass != passNever {
		if p.doublePass() || p.bikjangOver() {
			return ml
		}
		return p.addPass(p.legalMoves(ml, start), start)
	}
	return p.legalMoves(ml, start)
}

// legalMoves appends the legal moves of the side to move, passes aside.
func (p *Position) legalMoves(ml []Move, start int) []Move {
	if p.g.parts != nil {
		p.squareOrder(p.side) // the order a function of the position
		return p.partMoves(p.generate(ml), start)
	}
	ml = p.generate(ml)
	ml = p.legalOnly(ml, start)
	if len(ml) == start && p.g.swapStuck {
		ml = p.legalOnly(p.genStuckSwaps(ml), start)
	}
	if len(ml) == start && p.mustDropNow() {
		// A side that must drop but cannot legally do so moves on the
		// board (Fairy-Stockfish's mustDrop).
		ml = p.legalOnly(p.generateBoard(ml), start)
	}
	return ml
}

// legalOnly keeps, of the pseudo-legal moves ml[start:], the legal ones.
func (p *Position) legalOnly(ml []Move, start int) []Move {
	g := p.g
	if g.drops != nil && g.drops.legalTest {
		ml = p.dropsAllowed(ml, start)
	}
	if g.transfer {
		ml = p.transfersFree(ml, start)
	}
	if len(g.royalTypes) == 0 && g.lastRoyal == nil && g.trading == nil && !g.noRepeat {
		return ml
	}
	if g.wall != nil {
		// The royals must be safe once the wall is placed, which may
		// shield them (AppendWalls judges each move with its wall).
		return ml
	}
	if g.dropEvasions && p.InCheck() {
		ml = p.blockingDrops(ml, start)
	}
	// Royalty that depends on counts is tested by making each move, and so
	// is every move that must end a bikjang (facing.go).
	bikjang := p.g.facing == facingBikjang && p.royalFaces(p.side)
	// Locust captures and effects away from the destination are unknown
	// to the quick test (noQuickLegal): every move is made.
	quick := (p.g.lastRoyal == nil || p.g.quickLastRoyal()) && p.g.wall == nil && !p.g.noQuickLegal && !p.InCheck() && !p.g.V.Rules.NoChecks && !bikjang
	generic := p.g.attacks[1-p.side].anyPathy
	var royals [8]Square
	nRoyals := 0
	lastQuick := false // reorderAsMade
	if quick {
		for _, t := range g.royalTypes {
			for _, k := range p.pieceList(p.side, t) {
				if nRoyals == len(royals) {
					quick = false
					break
				}
				royals[nRoyals] = k
				nRoyals++
			}
		}
		if g.lastRoyal != nil {
			nRoyals, quick = p.lastRoyalsNow(&royals, nRoyals, quick)
			lastQuick = quick
		}
		for _, k := range royals[:nRoyals] {
			if p.g.facing == facingIllegal && p.markFacing(k) {
				quick = false
			}
			p.markPins(k)
			if generic {
				p.markDanger(k)
			}
		}
	}
	me := p.side
	if p.g.checkedRoyalTakes && !quick && p.InCheck() {
		ml = p.checkedRoyalMoves(ml, start)
	}
	out := start
	raw := p.raw
	p.raw = true // a simultaneous turn's move is tested alone (simultaneous.go)
	steps := !bikjang && p.royalStepsTested(me)
	var blocks [maxBlocks]Square
	nBlocks, evade := 0, false
	if !quick && !bikjang && p.InCheck() {
		nBlocks, evade = p.evasionBlocks(&blocks)
	}
	viaOK := !bikjang && p.g.via().ok
	var lc lineCheck
	if viaOK && p.InCheck() {
		viaOK = false
		lc = p.checkedAlong()
	}
	checked := lc.kind != chkNone
	for i := start; i < len(ml); i++ {
		m := ml[i]
		ok := quick && p.cannotExpose(m, royals[:nRoyals])
		switch {
		case ok:
			if lastQuick {
				p.reorderAsMade(m)
			}
		case steps && p.plainRoyalStep(m):
			ok = p.royalStepSafe(m, me)
		case !(evade && p.leavesCheck(m, blocks[:nBlocks])):
			// (A plain move leavesCheck drops is illegal unmade.)
			// A gated piece does not count (Fairy-Stockfish's reading):
			// the move is legal when it is so without the gating.
			tm := m
			tm.gate = 0
			plain := (viaOK || checked) && p.plainForVia(tm)
			if plain && checked && p.keptUnmade(&lc, tm) {
				break // still in check: illegal unmade
			}
			p.Make(tm)
			switch {
			case plain && viaOK && p.viaMade():
				sq := [2]Square{tm.From, tm.To}
				ok = p.legalAfterMakeVia(me, &sq)
			case plain && lc.all && p.viaMade():
				sq := [2]Square{tm.From, tm.To}
				ok = !p.checkersKept(&lc, 1-me, tm.From, tm.To) && p.legalAfterMakeVia(me, &sq)
			case plain && checked && p.viaMade() && p.lineKept(&lc, 1-me, tm.From, tm.To):
				ok = false // still in check along that line
			default:
				ok = p.legalAfterMake(me) && !(bikjang && p.royalFaces(me))
			}
			p.Unmake()
		}
		if ok {
			ml[out] = m
			out++
		}
	}
	p.raw = raw
	p.clearDanger()
	return ml[:out]
}

// cannotExpose reports whether m, by a side not in check, surely leaves its
// royals unattacked: a plain move of a non-royal piece that neither leaves
// a pinned square or a danger square (danger.go) nor (against hoppers)
// enters a line through a royal. Only leapers could attack a royal
// otherwise, and their attacks do not change.
func (p *Position) cannotExpose(m Move, royals []Square) bool {
	g := p.g
	if m.Kind == Drop {
		// A piece dropped next to nothing of its own blocks attacks; it
		// opens one only as a hopper's screen (on a square markHopLine
		// marked), or as a royal dropped into attack.
		return !p.danger[m.To] && !g.anyRoyal[m.Promo-1]
	}
	t := cellType(p.board[m.From])
	if m.Kind != Quiet && m.Kind != Capture || g.anyRoyal[t] || (m.Promo != 0 && g.anyRoyal[m.Promo-1]) {
		return false
	}
	if len(g.effects[t]) > 0 || g.blast != nil && m.Kind == Capture {
		return false // what it butts or blows off the board may have been shielding a royal
	}
	// A hopper needs exactly one screen: the squares where a piece
	// leaving or entering may make or break its attack are marked too
	// (markHopLine).
	return !p.danger[m.From] && !p.danger[m.To]
}

// checkedRoyalMoves drops, from the moves ml[start:] of a side in check,
// the moves of a royal piece that do not take the one piece giving check
// (Rules.RoyalInCheck "captures-only", Fairy-Stockfish's makpongRule).
func (p *Position) checkedRoyalMoves(ml []Move, start int) []Move {
	c := p.side
	checker, checkers := NoSquare, 0
	for _, k := range p.royals(c) {
		for t := 0; t < p.g.nTypes; t++ {
			for _, s := range p.pieceList(1-c, t) {
				if s != checker && p.capturesOnto(s, t, 1-c, k) {
					checker, checkers = s, checkers+1
				}
			}
		}
	}
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if p.g.IsRoyal(cellType(p.board[m.From])) && !(m.Kind == Capture && checkers == 1 && m.To == checker) {
			continue
		}
		ml[out] = m
		out++
	}
	return ml[:out]
}

// royalStepsTested reports whether legalOnly may test a plain step of
// colour me's only royal piece (plainRoyalStep) without making it
// (royalStepSafe): legality is then only whether the royal is attacked
// where it lands, and the attack tables read nothing but the board. Such
// a step reorders no piece list, so skipping Make changes nothing the
// moves generated after depend on.
func (p *Position) royalStepsTested(me int) bool {
	g := p.g
	if g.transfer || g.blast != nil || g.V.Rules.NoChecks || g.facing != facingAllowed || g.passesSafe || g.trading != nil ||
		g.noRepeat || g.arrivals != nil || g.petrifyRoyal || g.lastRoyal != nil || g.freeze != nil || g.anyImmune ||
		g.attacks[1-me].anyGen || g.wall != nil || g.dynamicWalls || g.after != nil || g.spoilers != nil ||
		g.petrifies != nil || g.flips != flipNone || g.turns != nil || g.simul || g.parts != nil {
		return false
	}
	n := 0
	for _, t := range g.royalTypes {
		n += p.Count(me, t)
	}
	return n == 1
}

// plainRoyalStep reports whether m moves a royal piece without effects to
// an empty square and does nothing else (no promotion, gate, wall, en
// passant square or right used).
func (p *Position) plainRoyalStep(m Move) bool {
	if m.Kind != Quiet || m.Promo != 0 || m.gate != 0 || m.wall != 0 || m.side != 0 || m.once != 0 {
		return false
	}
	t := cellType(p.board[m.From])
	return p.g.royal[t] && !p.g.HasEffects(t)
}

// royalStepSafe reports whether the plain royal step m of colour me
// leaves the royal unattacked, as making it and asking legalAfterMake
// would: the board alone is changed meanwhile.
func (p *Position) royalStepSafe(m Move, me int) bool {
	cell := p.board[m.From]
	p.board[m.From], p.board[m.To] = cellEmpty, cell
	safe := !p.royalThreatened(m.To, 1-me)
	p.board[m.From], p.board[m.To] = cell, cellEmpty
	return safe
}
