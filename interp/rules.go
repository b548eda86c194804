package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// promoZone is one promotion zone, compiled.
type promoZone struct {
	index     int8
	choices   []int
	mandatory bool
	onEntry   bool
	limits    []int // by type: maximum on the board per side, -1 unlimited
	ifPresent []int
	ifAbsent  []int
}

// castling is the castling rule, compiled.
type castling struct {
	king  int
	rook  []bool              // by type
	sides [2]*ir.CastlingSide // 0 kingside (towards higher files), 1 queenside
}

func (g *Game) compileRules() error {
	r := &g.V.Rules
	g.royal = make([]bool, g.nTypes)
	g.lastRoyalIs = make([]bool, g.nTypes)
	if r.DupleCheck && !r.RoyalWhenLast {
		return fmt.Errorf("duple check: expected royal pieces that are royal when last")
	}
	g.duple = r.DupleCheck
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
		if len(p.CapturedBy) == 0 {
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
	return nil
}

// promotionZone is the zone in which mv promotes a piece of type t and
// colour c, or nil: the first zone of the destination whose conditions
// hold.
func (p *Position) promotionZone(mv Move, t, c int) *promoZone {
	g := p.g
	n := g.size()
	for _, zi := range g.promoAt[c][t*n+int(mv.To)] {
		z := &g.promo[c][zi]
		if z.onEntry && containsZone(g.promoAt[c][t*n+int(mv.From)], zi) {
			continue
		}
		if len(z.ifPresent) > 0 && !p.anyOnBoard(z.ifPresent) {
			continue
		}
		if len(z.ifAbsent) > 0 && p.anyOnBoard(z.ifAbsent) {
			continue
		}
		return z
	}
	return nil
}

func containsZone(zones []int8, zi int8) bool {
	for _, z := range zones {
		if z == zi {
			return true
		}
	}
	return false
}

// anyOnBoard reports whether a piece of one of the types, of either
// colour, is on the board.
func (p *Position) anyOnBoard(types []int) bool {
	for _, t := range types {
		if p.Count(White, t)+p.Count(Black, t) > 0 {
			return true
		}
	}
	return false
}

func (g *Game) compilePromotions() error {
	for c := 0; c < 2; c++ {
		g.promoAt[c] = make([][]int8, g.nTypes*g.size())
		g.promotes[c] = make([]bool, g.nTypes)
	}
	for zi, z := range g.V.Rules.Promotions {
		if z.Side != "" && z.Side != "white" && z.Side != "black" {
			return fmt.Errorf("promotion side %q: expected white, black or none", z.Side)
		}
		if z.Region == nil && (z.FromRank < 1 || z.ToRank > g.ranks || z.FromRank > z.ToRank) {
			return fmt.Errorf("promotion ranks %d..%d: expected within 1..%d", z.FromRank, z.ToRank, g.ranks)
		}
		pz := promoZone{index: int8(zi), mandatory: z.Mandatory, onEntry: z.OnEntry, limits: make([]int, g.nTypes),
			ifPresent: z.IfPresent, ifAbsent: z.IfAbsent}
		for _, t := range append(append([]int(nil), z.IfPresent...), z.IfAbsent...) {
			if err := g.checkPiece("promotion condition", t); err != nil {
				return err
			}
		}
		for i := range pz.limits {
			pz.limits[i] = -1
		}
		for _, t := range z.Choices {
			if err := g.checkPiece("promotion choice", t); err != nil {
				return err
			}
			pz.choices = append(pz.choices, t)
		}
		for _, l := range z.Limits {
			if err := g.checkPiece("promotion limit", l.Piece); err != nil {
				return err
			}
			pz.limits[l.Piece] = l.Max
		}
		for c := 0; c < 2; c++ {
			if z.Side == "white" && c != White || z.Side == "black" && c != Black {
				continue
			}
			li := int8(len(g.promo[c])) // the zone's index in this colour's list
			g.promo[c] = append(g.promo[c], pz)
			zone, err := g.zoneMask("promotion", z.Region, z.FromRank, z.ToRank, c)
			if err != nil {
				return err
			}
			for _, t := range z.Pieces {
				if err := g.checkPiece("promoting piece", t); err != nil {
					return err
				}
				g.promotes[c][t] = true
				for s, in := range zone {
					if i := t*g.size() + s; in {
						g.promoAt[c][i] = append(g.promoAt[c][i], li)
					}
				}
			}
		}
	}
	return nil
}

func (g *Game) compileCastling() error {
	c := g.V.Rules.Castling
	if c == nil {
		return nil
	}
	if err := g.checkPiece("castling king", c.King); err != nil {
		return err
	}
	g.castle = &castling{king: c.King, rook: make([]bool, g.nTypes), sides: [2]*ir.CastlingSide{c.Kingside, c.Queenside}}
	for _, t := range c.Rooks {
		if err := g.checkPiece("castling partner", t); err != nil {
			return err
		}
		g.castle.rook[t] = true
	}
	for _, s := range g.castle.sides {
		if s != nil && (s.KingFile < 0 || s.KingFile >= g.files || s.RookFile < 0 || s.RookFile >= g.files) {
			return fmt.Errorf("castling files %d, %d: off the %d-file board", s.KingFile, s.RookFile, g.files)
		}
	}
	return nil
}
