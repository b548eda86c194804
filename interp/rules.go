package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// promoZone is one promotion zone, compiled.
type promoZone struct {
	choices   []int
	mandatory bool
	limits    []int // by type: maximum on the board per side, -1 unlimited
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
	for _, t := range r.Royal {
		if err := g.checkPiece("royal", t); err != nil {
			return err
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
	return g.compileCastling()
}

func (g *Game) compilePromotions() error {
	for c := 0; c < 2; c++ {
		g.promoAt[c] = make([]int8, g.nTypes*g.size())
		g.promotes[c] = make([]bool, g.nTypes)
	}
	for zi, z := range g.V.Rules.Promotions {
		if z.FromRank < 1 || z.ToRank > g.ranks || z.FromRank > z.ToRank {
			return fmt.Errorf("promotion ranks %d..%d: expected within 1..%d", z.FromRank, z.ToRank, g.ranks)
		}
		pz := promoZone{mandatory: z.Mandatory, limits: make([]int, g.nTypes)}
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
			g.promo[c] = append(g.promo[c], pz)
			for _, t := range z.Pieces {
				if err := g.checkPiece("promoting piece", t); err != nil {
					return err
				}
				g.promotes[c][t] = true
				for s := 0; s < g.size(); s++ {
					rel := g.rankOf(Square(s)) + 1
					if c == Black {
						rel = g.ranks - g.rankOf(Square(s))
					}
					i := t*g.size() + s
					if rel >= z.FromRank && rel <= z.ToRank && g.promoAt[c][i] == 0 {
						g.promoAt[c][i] = int8(zi + 1)
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
