package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// castling is the castling rule, compiled.
type castling struct {
	king  int
	rook  []bool                 // by type
	sides [2][2]*ir.CastlingSide // by colour, then 0 kingside (towards higher files), 1 queenside
	// line is, by colour and side, the square step from the king towards
	// its partners: along the rank on a grid (+1 kingside, -1 queenside);
	// on a hex board along the orthogonal line rising to the right or left
	// from White's king, (+1,+1) and (-1,+1) in doubled coordinates, and
	// Black's mirrored, (+1,-1) and (-1,-1). Either way it moves one file
	// (sideDir), so a walk leaves the board when its file does, or its rank.
	line [2][2]Square
}

// sideDir is the file step of a castling side: +1 kingside, -1 queenside.
func sideDir(side int) int { return 1 - 2*(side&1) }

func (g *Game) compileRules() error {
	r := &g.V.Rules
	g.royal = make([]bool, g.nTypes)
	g.lastRoyalIs = make([]bool, g.nTypes)
	if r.DupleCheck && !r.RoyalWhenLast {
		return fmt.Errorf("duple check: expected royal pieces that are royal when last")
	}
	g.duple = r.DupleCheck
	if r.RoyalTogether && !r.RoyalWhenLast {
		return fmt.Errorf("royal together: expected royal pieces that are royal when last")
	}
	g.royalTogether = r.RoyalTogether
	if r.RoyalPromotionNextTurn && !r.RoyalWhenLast {
		return fmt.Errorf("royal promotion next turn: expected royal pieces that are royal when last")
	}
	g.royalPromoNextTurn = r.RoyalPromotionNextTurn
	g.lastMax = max(1, r.RoyalWhenLastMax)
	for _, t := range r.Royal {
		if err := g.checkPiece("royal", t); err != nil {
			return err
		}
		if r.RoyalWhenLast {
			if !g.lastRoyalIs[t] {
				g.lastRoyal = append(g.lastRoyal, t)
			}
			g.lastRoyalIs[t] = true
			continue
		}
		if !g.royal[t] {
			g.royalTypes = append(g.royalTypes, t)
		}
		g.royal[t] = true
	}
	g.anyRoyal = make([]bool, g.nTypes)
	for t := range g.anyRoyal {
		g.anyRoyal[t] = g.royal[t] || g.lastRoyalIs[t]
	}
	g.initial = make([]bool, g.nTypes)
	for t, p := range g.V.Pieces {
		for _, m := range p.Moves {
			if m.Initial {
				g.initial[t] = true
			}
		}
	}
	g.moveRuleBy = make([]bool, g.nTypes)
	for _, t := range r.MoveRulePieces {
		if err := g.checkPiece("move rule", t); err != nil {
			return err
		}
		g.moveRuleBy[t] = true
	}
	if err := g.compilePromotions(); err != nil {
		return err
	}
	if err := g.compileImmunity(); err != nil {
		return err
	}
	if err := g.compileEndings(); err != nil {
		return err
	}
	return g.compileCastling()
}

// compileImmunity builds the capture matrix, capturable[victim*n+captor],
// from the victims' CapturedBy and the captors' CannotTake, and notes the
// types some captor may not take (immune), whose attacks are tested by
// generating captures.
func (g *Game) compileImmunity() error {
	n := g.nTypes
	g.capturable = make([]bool, n*n)
	for i := range g.capturable {
		g.capturable[i] = true
	}
	for v, p := range g.V.Pieces {
		if len(p.CapturedBy) == 0 && !p.Uncapturable {
			continue
		}
		for c := 0; c < n; c++ {
			g.capturable[v*n+c] = false
		}
		for _, c := range p.CapturedBy {
			if err := g.checkPiece("captured by", c); err != nil {
				return err
			}
			g.capturable[v*n+c] = true
		}
	}
	for c, p := range g.V.Pieces {
		for _, v := range p.CannotTake {
			if err := g.checkPiece("cannot take", v); err != nil {
				return err
			}
			g.capturable[v*n+c] = false
		}
	}
	g.immune = make([]bool, n)
	for i, ok := range g.capturable {
		if !ok {
			g.immune[i/n] = true
			g.anyImmune = true
		}
	}
	return g.compileTakeBans()
}

func (g *Game) compileCastling() error {
	c := g.V.Rules.Castling
	if c == nil {
		return nil
	}
	if err := g.checkPiece("castling king", c.King); err != nil {
		return err
	}
	g.castle = &castling{king: c.King, rook: make([]bool, g.nTypes)}
	for colour := range 2 {
		for side := range 2 {
			g.castle.sides[colour][side] = c.Side(colour, side)
		}
	}
	for _, t := range c.Rooks {
		if err := g.checkPiece("castling partner", t); err != nil {
			return err
		}
		g.castle.rook[t] = true
		if c.Opposite && g.initial[t] {
			// Its unmoved mark, which castling opposite takes, would take
			// its initial moves too.
			return fmt.Errorf("castling opposite: the partner %s has initial moves", g.V.Pieces[t].Name)
		}
	}
	for c := range 2 {
		for side := range 2 {
			dy := 0
			if g.hex {
				dy = 1 - 2*c // up the board for White, down for Black
			}
			g.castle.line[c][side] = Square(dy*g.files + sideDir(side))
		}
	}
	for _, s := range [4]*ir.CastlingSide{g.castle.sides[0][0], g.castle.sides[0][1], g.castle.sides[1][0], g.castle.sides[1][1]} {
		if s != nil && g.hex && (s.Steps == nil || s.PartnerFile != nil) {
			return fmt.Errorf("castling on a hex board: expected steps MIN..MAX sides without a partner file (the king's line crosses each file once)")
		}
		if s != nil && s.Steps != nil {
			if s.Steps.Min < 1 || s.Steps.Max < s.Steps.Min || s.Steps.Max >= g.files {
				return fmt.Errorf("castling steps %d..%d: expected 1 <= min <= max < %d (the files)", s.Steps.Min, s.Steps.Max, g.files)
			}
			continue
		}
		if s != nil && (s.KingFile < 0 || s.KingFile >= g.files || s.RookFile < 0 || s.RookFile >= g.files) {
			return fmt.Errorf("castling files %d, %d: off the %d-file board", s.KingFile, s.RookFile, g.files)
		}
	}
	return nil
}
