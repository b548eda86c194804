package interp

import "fmt"

// Petrification (ir.Rules.Petrify, Fairy-Stockfish's petrified chess): a
// capture by a piece of a petrifying type turns the captor into a wall on
// the square it took on (with explosions, a captor that exploded leaves a
// wall there: Fairy-Stockfish's nuclear chess). The wall is a cell holding cellHole, as the walls
// of a wall turn part (walls.go); the captor goes on the effect-capture
// stack, so Unmake puts it back once the wall is cleared.

// compilePetrify reads Rules.Petrify. Walls on the board make attack tests
// take the path for immune pieces (which sees them) and every move be
// made to judge its legality, as with wall parts.
func (g *Game) compilePetrify() error {
	types := g.V.Rules.Petrify
	if len(types) == 0 {
		return nil
	}
	switch {
	case g.hands != nil:
		return fmt.Errorf("petrify: a petrified captor would belong to no hand")
	case g.wall != nil && g.wall.moving:
		return fmt.Errorf("petrify: the variant's one wall moves")
	}
	g.petrifies = make([]bool, g.nTypes)
	for _, t := range types {
		if err := g.checkPiece("petrify", t); err != nil {
			return err
		}
		if g.blast != nil && g.royal[t] {
			return fmt.Errorf("petrify: captures explode, and a royal captor would blow itself up or turn to stone")
		}
		g.petrifies[t] = true
		g.petrifyRoyal = g.petrifyRoyal || g.royal[t]
	}
	g.anyImmune, g.dynamicWalls, g.noQuickLegal = true, true, true
	return nil
}

// petrifiesBy reports whether the move m, made by a piece of type t, turns
// its captor into a wall.
func (g *Game) petrifiesBy(m Move, t int) bool {
	return g.petrifies != nil && (m.Kind == Capture || m.Kind == EnPassant) && g.petrifies[t]
}

// petrify turns the piece on s into a wall, keeping it for Unmake, and
// reports whether it took a piece off the board (an effect capture). With
// explosions the captor is already gone from s if it exploded, and the
// wall stands where it was; a captor the blast spared (immune) stays a
// piece, as in Fairy-Stockfish, whose petrification there is of the
// blast's squares.
func (p *Position) petrify(s Square) bool {
	removed := false
	if p.g.blast != nil {
		if p.board[s] != cellEmpty {
			return false
		}
	} else {
		p.blastRemove(s)
		removed = true
	}
	p.board[s] = cellHole
	p.hash ^= p.g.zobrist.pieceKey(cellHole, s)
	return removed
}

// unpetrify clears the wall the last move m left on its destination; the
// captor comes back with the effect captures. The hash is restored by
// Unmake.
func (p *Position) unpetrify(m Move) {
	if p.board[m.To] == cellHole && (m.Kind == Capture || m.Kind == EnPassant) {
		p.board[m.To] = cellEmpty
	}
}

// petrifyLegal judges the move just made by me in a game with petrifying
// royals: a royal may not petrify itself, and me's royals must not be
// attacked by a piece whose capture would be legal, which a royal's is
// not. The attack tables count such a royal (its reach still bars
// castling), so they only rule attacks out quickly; an attack they see is
// confirmed without the royals that petrify.
func (p *Position) petrifyLegal(me int) bool {
	u := &p.undo[len(p.undo)-1]
	g := p.g
	if t := cellType(u.moved); g.capturesNothing(t) && g.petrifiesBy(u.move, t) {
		return false
	}
	for _, t := range g.royalTypes {
		for _, s := range p.pieceList(me, t) {
			if p.attacked(s, 1-me) && p.attackedByNonRoyalPetrifier(s, 1-me) {
				return false
			}
		}
	}
	return true
}

// capturesNothing reports whether pieces of type t may never capture: a
// royal that petrifies would wall itself in.
func (g *Game) capturesNothing(t int) bool {
	return g.petrifyRoyal && g.royal[t] && g.petrifies[t]
}

// attackedByNonRoyalPetrifier is attackedImmune without the royal pieces
// that petrify, which cannot capture.
func (p *Position) attackedByNonRoyalPetrifier(s Square, c int) bool {
	g := p.g
	for t := 0; t < g.nTypes; t++ {
		if g.capturesNothing(t) {
			continue
		}
		for _, from := range p.pieceList(c, t) {
			if g.freeze != nil && p.frozen(from, t, c) {
				continue
			}
			if p.capturesOnto(from, t, c, s) {
				return true
			}
		}
	}
	return false
}
