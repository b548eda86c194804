package interp

// Read access for players and evaluators (package search): what a search
// needs to know about a position beyond its legal moves, kept outside the
// move generator so that it costs the generator nothing.

// PieceSquares returns the squares of colour c's pieces of type t, in no
// particular order. The slice belongs to the position: read it before the
// next Make or Unmake and never change it.
func (p *Position) PieceSquares(c, t int) []Square { return p.pieceList(c, t) }

// Repetitions is how often the current position has occurred, this time
// included, as far back as the last irreversible move.
func (p *Position) Repetitions() int { return p.repetitions() }

// EffectVictims appends to out the squares whose pieces m takes other than
// on its destination: by locust captures on the way, and by the effects
// of the moving piece (butts, custodian captures, withdrawal, ...),
// judged on the board before m.
func (p *Position) EffectVictims(m Move, out []Square) []Square {
	if m.Kind == Drop || m.Kind == Exit {
		return out
	}
	cell := p.board[m.From]
	if cell < firstCell {
		return out
	}
	t, c := cellType(cell), cellColor(cell)
	out = m.Kills(out)
	var buf [maxEffectSquares]Square
	for ei := range p.g.effects[t] {
		out = append(out, p.effectSquares(&p.g.effects[t][ei], m.From, m.To, c, buf[:0])...)
	}
	return out
}

// PieceMoves appends the pseudo-legal moves of the piece on s, whichever
// side is to move: the moves its patterns allow on this board, where the
// variant's landing rules let it end (ir.Rules.LandCapturing), before any
// test of royal safety. An empty square or a hole gives none.
func (p *Position) PieceMoves(s Square, ml []Move) []Move {
	cell := p.board[s]
	if cell < firstCell {
		return ml
	}
	t, c := cellType(cell), cellColor(cell)
	start := len(ml)
	ml = p.genPiece(ml, s, t, c)
	if p.g.exits[t] != nil {
		ml = p.genExits(ml, s, t, c)
	}
	if p.g.moves.multiPath[t] {
		ml = p.dedupFrom(ml, start)
	}
	if p.g.landOnly[c] != nil {
		ml = p.landingFilter(ml, start, c)
	}
	return ml
}

// HasEffects reports whether pieces of type t capture by effects or on
// the way (locust captures): whether EffectVictims can find anything.
func (g *Game) HasEffects(t int) bool { return len(g.effects[t]) > 0 || g.killer[t] }

// Simultaneous reports whether both sides choose their moves for the same
// position (simultaneous.go).
func (g *Game) Simultaneous() bool { return g.simul }

// IsRoyal reports whether type t is royal, always or when it is a side's
// last piece of its type.
func (g *Game) IsRoyal(t int) bool { return g.royal[t] || g.lastRoyalIs[t] }

// InPromotionZone reports whether a piece of type t and colour c standing
// on s is in one of its promotion zones.
func (g *Game) InPromotionZone(c, t int, s Square) bool {
	for _, zi := range g.promoZones[c][t] {
		if g.promo[c][zi].in[s] {
			return true
		}
	}
	return false
}

// Promotes reports whether pieces of type t and colour c have a promotion
// zone.
func (g *Game) Promotes(c, t int) bool { return g.promotes[c][t] }

// Attacked reports whether colour by attacks square s: could capture a
// piece of the other colour standing there.
func (p *Position) Attacked(s Square, by int) bool { return p.attacked(s, by) }

// HasHands reports whether pieces may be held in hand (drops, gating).
func (g *Game) HasHands() bool { return g.hands != nil }

// MayHold reports whether pieces of type t may be held in hand.
func (g *Game) MayHold(t int) bool { return g.hands != nil && g.hands.may[t] }

// CapturedToHand is the type a captured piece of type t goes to its
// captor's hand as, or -1 when captures go to no hand (a promoted piece
// whose origin the position tracks may go as that origin instead).
func (g *Game) CapturedToHand(t int) int {
	if g.hands == nil || !g.hands.captures {
		return -1
	}
	return g.hands.as[t]
}

// Line is the moves made on p since it was set up, and the FEN of the
// position they were made from: what a GUI replays to an engine that
// should know the game's history (or cannot read every FEN).
func (p *Position) Line() (root string, moves []Move) {
	moves = make([]Move, len(p.undo))
	for i := range p.undo {
		moves[i] = p.undo[i].move
	}
	q := p.Clone()
	for range moves {
		q.Unmake()
	}
	return q.FEN(), moves
}
