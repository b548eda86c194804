package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Conditions of the problemists: what happens after a move (a captured
// piece reborn, a captor changing sides), and when a piece may move or
// capture at all (paralysis by an enemy of its own type, patrol).
//
// After-move effects are a list built once per variant (Game.after): Make
// walks it only when it is not empty, one nil test otherwise, and each
// effect records in the undo record what Unmake needs. New families of
// after-move effects add a kind here, not a branch to Make.

// Kinds of after-move effect.
const (
	afterRebirth   uint8 = iota // the captured piece reappears (Rules.Rebirth)
	afterCaptor                 // the captor changes sides (Rules.CaptorChangesSide)
	afterContagion              // the captor becomes its victim's type, or the one given (Rules.Contagion)
)

// afterEffect is one entry of Game.after.
type afterEffect struct {
	kind uint8
}

// compileConditions compiles Rules.Rebirth, CaptorChangesSide, Contagion,
// Paralysis and Patrol. It runs once the setup is read: rebirth squares are setup
// squares.
func (g *Game) compileConditions() error {
	r := &g.V.Rules
	if r.Rebirth == nil && r.CaptorChangesSide == nil && r.Paralysis == nil && r.Patrol == nil && r.Contagion == nil {
		return nil
	}
	switch {
	case g.hands != nil && (r.Rebirth != nil || r.CaptorChangesSide != nil || r.Contagion != nil):
		return fmt.Errorf("rebirth, captor-changes-side and contagion: captured pieces go to hand in this variant; a capture either fills a hand or does this")
	case g.blast != nil && (r.Rebirth != nil || r.CaptorChangesSide != nil || r.Contagion != nil):
		return fmt.Errorf("rebirth, captor-changes-side and contagion: captures explode in this variant, and the captor with them")
	case g.simul:
		return fmt.Errorf("rebirth, captor-changes-side, contagion, paralysis and patrol: not with simultaneous turns")
	case r.Contagion != nil && (g.petrifies != nil || g.afterCapture != captureLand):
		return fmt.Errorf("contagion: a captor here does not stand on its victim's square after the capture (petrify or after-capture), so it cannot become the victim there")
	}
	if x := r.Contagion; x != nil {
		// Before captor-changes-side: a captor becomes its victim's type,
		// then (that type not excepted) changes sides.
		sick, err := g.typeSet("contagion", x.Pieces)
		if err != nil {
			return err
		}
		if sick == nil {
			return fmt.Errorf("contagion: expected one or more piece types")
		}
		immune, err := g.typeSet("contagion except", x.Except)
		if err != nil {
			return err
		}
		if len(x.Into) > 0 && len(x.Into) != len(x.Pieces) {
			return fmt.Errorf("contagion: %d types the captors become for %d victim types: expected one for each", len(x.Into), len(x.Pieces))
		}
		g.contagionInto, g.contagionImmune = make([]int, g.nTypes), make([]bool, g.nTypes)
		for t := range g.contagionInto {
			g.contagionInto[t] = -1
			if sick[t] {
				g.contagionInto[t] = t
			}
		}
		for i, t := range x.Into {
			if err := g.checkPiece("contagion result", t); err != nil {
				return err
			}
			g.contagionInto[x.Pieces[i]] = t
		}
		copy(g.contagionImmune, immune)
		g.after = append(g.after, afterEffect{kind: afterContagion})
	}
	if x := r.Rebirth; x != nil {
		byFile, err := g.typeSet("rebirth by-file", x.ByFile)
		if err != nil {
			return err
		}
		g.compileRebirth(byFile)
		g.after = append(g.after, afterEffect{kind: afterRebirth})
	}
	if x := r.CaptorChangesSide; x != nil {
		keep, err := g.typeSet("captor-changes-side except", x.Except)
		if err != nil {
			return err
		}
		g.captorKeeps = make([]bool, g.nTypes)
		copy(g.captorKeeps, keep)
		g.after = append(g.after, afterEffect{kind: afterCaptor})
	}
	if x := r.Paralysis; x != nil {
		except, err := g.typeSet("paralysis except", x.Except)
		if err != nil {
			return err
		}
		if g.freeze == nil {
			g.freeze = &freezeRule{}
		}
		g.freeze.like = make([]bool, g.nTypes)
		for t := range g.freeze.like {
			g.freeze.like[t] = except == nil || !except[t]
		}
		g.compileLikeReach()
	}
	if x := r.Patrol; x != nil {
		set, err := g.typeSet("patrol", x.Pieces)
		if err != nil {
			return err
		}
		if g.freeze == nil {
			g.freeze = &freezeRule{}
		}
		g.freeze.patrol = make([]bool, g.nTypes)
		for t := range g.freeze.patrol {
			g.freeze.patrol[t] = set == nil || set[t]
		}
	}
	// A move may now expose its own royals by what it does after moving
	// (a reborn or turned piece) or by freeing an enemy piece to attack:
	// every move is made to judge it.
	g.noQuickLegal = true
	return nil
}

// compileRebirth fills Game.rebirth: by cell code and capture square, the
// square a piece captured there is reborn on, NoSquare for none.
func (g *Game) compileRebirth(byFile []bool) {
	n := g.size()
	g.rebirth = make([]Square, g.nCells()*n)
	for i := range g.rebirth {
		g.rebirth[i] = NoSquare
	}
	shade := func(s Square) int { return (g.fileOf(s) + g.rankOf(s)) & 1 }
	for cell := firstCell; cell < g.nCells(); cell++ {
		var homes []Square
		for s, c := range g.startCells {
			if int(c) == cell {
				homes = append(homes, Square(s))
			}
		}
		if len(homes) == 0 {
			continue
		}
		t := cellType(uint8(cell))
		for s := 0; s < n; s++ {
			if g.hole[s] {
				continue
			}
			at := NoSquare
			for _, h := range homes {
				fits := len(homes) == 1
				if !fits && byFile != nil && byFile[t] {
					fits = g.fileOf(h) == g.fileOf(Square(s))
				} else if !fits {
					fits = shade(h) == shade(Square(s))
				}
				if fits {
					at = h
					break
				}
			}
			g.rebirth[cell*n+s] = at
		}
	}
}

// afterMove applies the variant's after-move effects to the move recorded
// in u, whose piece now stands on its destination (promoted, if it
// promoted), and records what it did in u. Only captures have effects
// yet.
func (p *Position) afterMove(u *undoRecord) {
	u.reborn, u.turned, u.infected = NoSquare, false, 0
	capture := u.capSq != NoSquare && (u.move.Kind == Capture || u.move.Kind == EnPassant)
	if !capture {
		return
	}
	for i := range p.g.after {
		switch p.g.after[i].kind {
		case afterRebirth:
			p.rebirthOf(u)
		case afterContagion:
			cell := p.board[u.move.To]
			if cell < firstCell || cellColor(cell) != p.side {
				break // burned on arrival: no captor there
			}
			if into, ct := p.g.contagionInto[cellType(u.captured)], cellType(cell); into >= 0 && !p.g.contagionImmune[ct] && into != ct {
				p.removePiece(u.move.To)
				p.addPiece(u.move.To, pieceCell(into, p.side))
				u.infected = cell
			}
		case afterCaptor:
			cell := p.board[u.move.To]
			if cell >= firstCell && !p.g.captorKeeps[cellType(cell)] {
				p.removePiece(u.move.To)
				p.addPiece(u.move.To, cell^1)
				u.turned = true
			}
		}
	}
}

// rebirthOf puts the piece the move recorded in u captured back on its
// rebirth square, if it has one and it is empty. The reborn piece is
// unmoved as a FEN read would make it: a positional type (a pawn) on its
// setup square, or a castling partner on the rank of an unmoved king of
// its side.
func (p *Position) rebirthOf(u *undoRecord) {
	g := p.g
	cell := u.captured
	s := g.rebirth[int(cell)*g.size()+int(u.capSq)]
	if s == NoSquare || p.board[s] != cellEmpty {
		return
	}
	p.addPiece(s, cell)
	u.reborn, u.rebornVirgin = s, p.virgin[s]
	t, c := cellType(cell), cellColor(cell)
	virgin := g.positional != nil && g.positional[t] && g.startCells[s] == cell
	if !virgin && g.castle != nil && g.castle.rook[t] && !g.initial[t] {
		for _, k := range p.pieceList(c, g.castle.king) {
			if p.virgin[k] && g.rankOf(k) == g.rankOf(s) {
				virgin = true
			}
		}
	}
	p.setVirgin(s, virgin)
}

// undoAfter takes back what afterMove did (Unmake restores the hash).
func (p *Position) undoAfter(u *undoRecord) {
	if u.turned {
		cell := p.board[u.move.To]
		p.removePiece(u.move.To)
		p.addPiece(u.move.To, cell^1)
	}
	if u.infected != 0 {
		p.removePiece(u.move.To)
		p.addPiece(u.move.To, u.infected)
	}
	if u.reborn != NoSquare {
		p.removePiece(u.reborn)
		p.virgin[u.reborn] = u.rebornVirgin
	}
}

// likeAttacked reports whether an enemy piece of type t attacks the piece
// of type t and colour c on s (Rules.Paralysis): could capture it, frozen
// or not.
func (p *Position) likeAttacked(s Square, t, c int) bool {
	var reach []bool
	if r := p.g.freeze.likeReach[1-c]; r != nil {
		reach = r[t]
	}
	n := int(s)
	for _, q := range p.pieceList(1-c, t) {
		if reach != nil && !reach[int(q)*p.g.size()+n] {
			continue // never within its capturing reach
		}
		if p.observes(q, t, 1-c, s) {
			return true
		}
	}
	return false
}

// maxLikeReach bounds the squares² x types of the paralysis reach tables
// (Game.freeze likeReach) of one colour.
const maxLikeReach = 1 << 22

// compileLikeReach fills freezeRule.likeReach, so that the paralysis test
// asks only the enemies of a type that could ever capture on the square.
func (g *Game) compileLikeReach() {
	n := g.size()
	if n*n*g.nTypes > maxLikeReach {
		return
	}
	for c, o := range g.orient {
		r := make([][]bool, g.nTypes)
		for t, like := range g.freeze.like {
			if like {
				r[t] = g.captureReach(t, o, -1)
			}
		}
		g.freeze.likeReach[c] = r
	}
}

// patrolled reports whether a friendly piece observes the piece of type t
// and colour c on s: could capture on s were an enemy there.
func (p *Position) patrolled(s Square, t, c int) bool {
	g := p.g
	own := p.board[s]
	p.board[s] = pieceCell(t, 1-c) // seen as an enemy by its friends
	if !g.anyImmune {
		// The attack tables ask exactly this (every friend's captures onto
		// s, frozen or not, patrolled or not) without generating moves.
		found := p.attackedBy(s, c)
		p.board[s] = own
		return found
	}
	found := false
	for tt := 0; tt < g.nTypes && !found; tt++ {
		for _, q := range p.pieceList(c, tt) {
			if q != s && p.observes(q, tt, c, s) {
				found = true
				break
			}
		}
	}
	p.board[s] = own
	return found
}

// mayAttack reports whether the piece of type t and colour c on s may
// capture (and so attack) under patrol.
func (p *Position) mayAttack(s Square, t, c int) bool {
	pt := p.g.freeze.patrol
	return pt == nil || !pt[t] || p.patrolled(s, t, c)
}

// observes reports whether the piece of type t and colour c on from could
// capture on target (by moving there, on the way, or by an effect). It is
// capturesOnto with a buffer of its own, so that it may be asked while
// capturesOnto's moves are in use.
func (p *Position) observes(from Square, t, c int, target Square) bool {
	return p.capturesOntoWith(&p.obsBuf, from, t, c, target)
}

// genDisarmed appends the moves of a piece that may not capture (an
// unpatrolled one): its moves but captures.
func (p *Position) genDisarmed(ml []Move, from Square, t, c int) []Move {
	start := len(ml)
	ml = p.genPiece(ml, from, t, c)
	if p.g.exits[t] != nil {
		ml = p.genExits(ml, from, t, c)
	}
	if p.g.moves.multiPath[t] {
		ml = p.dedupFrom(ml, start)
	}
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if m.Kind == Capture || m.Kind == EnPassant || m.side&sideLocust != 0 || m.Kind == Exit && m.Aux >= 0 {
			continue
		}
		if len(p.g.effects[t]) > 0 {
			continue // what it would take on arrival
		}
		ml[out] = m
		out++
	}
	return ml[:out]
}

// relayCond is a compiled ir.Relay for one colour: the step tables of the
// relay vectors, and the relaying types.
type relayCond struct {
	from [][]Square
	by   []bool
}

func (g *Game) compileRelay(r *ir.Relay, color int) (*relayCond, error) {
	if len(r.By) == 0 || len(r.Vectors) == 0 {
		return nil, fmt.Errorf("relay: expected relaying types and vectors")
	}
	by, err := g.typeSet("relay", r.By)
	if err != nil {
		return nil, err
	}
	o := g.orient[color]
	rc := &relayCond{by: by}
	for _, v := range r.Vectors {
		rc.from = append(rc.from, g.stepTable(v[0]*o.x, v[1]*o.y, false))
	}
	return rc, nil
}

// relayed reports whether a friendly relayer stands a relay vector away
// from the piece of colour c on s.
func (p *Position) relayed(s Square, c int, rc *relayCond) bool {
	for _, next := range rc.from {
		if q := next[s]; q >= 0 {
			if cell := p.board[q]; cell >= firstCell && cellColor(cell) == c && rc.by[cellType(cell)] {
				return true
			}
		}
	}
	return false
}
