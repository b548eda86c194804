package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/fen"
)

// maxHand bounds the pieces of one type a side may hold in hand.
const maxHand = 128 // flipello10 starts with 98 discs a side; p.hand is int8

// handRule is what a game's hands hold and what captures put in them
// (ir.HandRule, with the types DropRule and GatingRule bring in), compiled.
type handRule struct {
	may      []bool // by type: may be in hand
	captures bool   // captured pieces go to the captor's hand
	as       []int  // by type: what a captured piece goes to hand as, -1 gone
	// track: pieces made by a choice promotion remember the type they
	// were (Position.origin) and go to hand as it; fromTilde is the type
	// a piece marked '~' in a FEN was.
	track     bool
	fromTilde int
	max       int // most pieces one side may hold, 0 no cap
}

// compileHands compiles ir.HandRule. A game has hands when it has a hand
// rule, drops or gating; the types that may be in hand are those it may
// drop or gate.
func (g *Game) compileHands() error {
	r := &g.V.Rules
	if r.Hand == nil && (r.Drops == nil || r.Drops.Unlimited) && r.Gating == nil {
		return nil // an unlimited supply is no hand
	}
	h := &handRule{may: make([]bool, g.nTypes), as: make([]int, g.nTypes), fromTilde: -1}
	for t := range h.as {
		h.as[t] = -1
	}
	if r.Drops != nil {
		for _, t := range r.Drops.Pieces {
			if err := g.checkPiece("drops", t); err != nil {
				return err
			}
			h.may[t] = true
		}
	}
	if r.Gating != nil {
		for _, t := range r.Gating.Pieces {
			if err := g.checkPiece("gating", t); err != nil {
				return err
			}
			h.may[t] = true
		}
	}
	if hr := r.Hand; hr != nil {
		if hr.Max < 0 {
			return fmt.Errorf("hand: at most %d pieces: expected 0 (no cap) or more", hr.Max)
		}
		h.max = hr.Max
		for _, e := range hr.Captures {
			if err := g.checkPiece("hand: captured piece", e.Piece); err != nil {
				return err
			}
			if err := g.checkPiece("hand: captured piece's type in hand", e.As); err != nil {
				return err
			}
			if !h.may[e.As] {
				return fmt.Errorf("hand: a captured %s goes to hand as %s, which cannot be dropped or gated", g.V.Pieces[e.Piece].Name, g.V.Pieces[e.As].Name)
			}
			h.as[e.Piece] = e.As
			h.captures = true
		}
		if hr.TrackPromoted {
			h.track = true
			h.fromTilde = g.choicePromoter()
			if h.fromTilde < 0 {
				return fmt.Errorf("hand: promoted pieces are tracked, but no piece promotes by choice")
			}
		}
	}
	g.hands = h
	return nil
}

// choicePromoter is the first type that promotes by choice (a pawn), or
// -1: what a piece marked promoted in a FEN ("Q~") was before.
func (g *Game) choicePromoter() int {
	for t := 0; t < g.nTypes; t++ {
		for c := 0; c < 2; c++ {
			for _, zi := range g.promoZones[c][t] {
				if g.promo[c][zi].image == nil {
					return t
				}
			}
		}
	}
	return -1
}

// handType is the type a piece dropped as type t comes from in hand: a
// promotion map's image is dropped from its origin (Kyoto shogi).
func (g *Game) handType(t int) int {
	if o := g.origin[t]; o >= 0 {
		return o
	}
	return t
}

// InHand is the number of pieces of type t colour c holds in hand.
func (p *Position) InHand(c, t int) int {
	if p.hand == nil {
		return 0
	}
	return int(p.hand[c*p.g.nTypes+t])
}

// handAdd changes the count of type t in colour c's hand by d.
func (p *Position) handAdd(c, t, d int) {
	g := p.g
	i := c*g.nTypes + t
	p.hash ^= g.zobrist.handKey(i, int(p.hand[i]))
	p.hand[i] += int8(d)
	p.handN[c] += d
	p.hash ^= g.zobrist.handKey(i, int(p.hand[i]))
}

// setHand reads the FEN's pieces in hand.
func (p *Position) setHand(rec *fen.Record) error {
	g := p.g
	if rec.Hand == nil {
		return nil
	}
	for _, hp := range rec.HandPieces {
		name := g.V.Pieces[hp.Piece].Name
		switch {
		case g.hands == nil:
			return &fen.Error{Offset: hp.Offset, Msg: fmt.Sprintf("%s in hand, but variant %s has no pieces in hand", name, g.V.Name)}
		case !g.hands.may[hp.Piece]:
			return &fen.Error{Offset: hp.Offset, Msg: fmt.Sprintf("%s in hand: variant %s drops and gates only %s", name, g.V.Name, g.handTypeNames())}
		}
		c := White
		if hp.Black {
			c = Black
		}
		if p.InHand(c, hp.Piece) >= maxHand-1 {
			return &fen.Error{Offset: hp.Offset, Msg: fmt.Sprintf("more than %d pieces of one type in hand", maxHand-1)}
		}
		p.handAdd(c, hp.Piece, 1)
	}
	return nil
}

// handTypeNames lists the types that may be in hand, for messages.
func (g *Game) handTypeNames() string {
	s := ""
	for t, ok := range g.hands.may {
		if ok {
			if s != "" {
				s += ", "
			}
			s += g.V.Pieces[t].Name
		}
	}
	if s == "" {
		return "nothing"
	}
	return s
}

// handField writes the pieces in hand for FEN, "" in a game without hands.
func (p *Position) handField() string {
	g := p.g
	if g.hands == nil {
		return ""
	}
	var h [2][]int
	for c := range h {
		h[c] = make([]int, g.nTypes)
		for t := range h[c] {
			h[c][t] = int(p.hand[c*g.nTypes+t])
		}
	}
	return fen.Hand(h, g.letters())
}

// takeToHand puts the piece the move recorded in u captured on u.capSq
// into the mover's hand, if the rules keep it, and records what went.
// The piece's origin (a promoted piece's type before) is cleared here.
func (p *Position) takeToHand(u *undoRecord) {
	h := p.g.hands
	t := cellType(u.captured)
	if p.origin != nil {
		if o := p.origin[u.capSq]; o != 0 {
			u.capOrigin = o
			p.setOrigin(u.capSq, 0)
			t = int(o - 1)
		}
	}
	if !h.captures {
		return
	}
	if a := h.as[t]; a >= 0 && (h.max == 0 || p.handN[p.side] < h.max) {
		p.handAdd(p.side, a, 1)
		u.toHand = int8(a + 1)
	}
}

// setOrigin records on s the type+1 a piece there was before a choice
// promotion made it (0: none).
func (p *Position) setOrigin(s Square, o int8) {
	if (p.origin[s] != 0) != (o != 0) {
		p.hash ^= p.g.zobrist.origin[s]
	}
	p.origin[s] = o
}

// moveOrigin carries the origin of the piece the move m (of a piece of
// type t) moves, and gives one to a piece a choice promotion makes.
func (p *Position) moveOrigin(m Move, t int, u *undoRecord) {
	o := p.origin[m.From]
	u.movedOrigin = o
	p.setOrigin(m.From, 0)
	switch {
	case m.Kind == Exit || m.Kind == Castle:
		return
	case m.Promo != 0 && (m.pk == pkChoice || m.pk == pkStanding) && o == 0:
		o = int8(t + 1)
	case m.pk == pkDemote:
		o = 0
	}
	p.setOrigin(m.To, o)
}

// unmakeHands takes back, for the move recorded in u, what it did to the
// hands, the gates and the origins, before the board is put back (the
// hash is restored by the caller).
func (p *Position) unmakeHands(u *undoRecord) {
	m := u.move
	c := p.side
	if m.gate != 0 {
		p.removePiece(gateSquare(m))
		p.handAdd(c, int(m.gate-1), 1)
	}
	if u.nGates > 0 {
		p.reopenGates(u)
	}
	if u.toHand != 0 {
		p.handAdd(c, int(u.toHand-1), -1)
	}
	if p.origin != nil {
		if m.Kind != Exit && m.Kind != Castle {
			p.origin[m.To] = 0
		}
		p.origin[m.From] = u.movedOrigin
		if u.capSq != NoSquare {
			p.origin[u.capSq] = u.capOrigin
		}
	}
}
