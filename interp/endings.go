package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// ending is an ir.Ending compiled.
type ending struct {
	kind     ir.EndingKind
	each     bool
	side     int
	types    []int
	inSet    []bool
	from, to int
	squares  []bool // by square, for reach; nil: by ranks
	perType  bool
	atMost   int
	moves    int
	winner   string
	name     string
}

func (g *Game) compileEndings() error {
	for _, e := range g.V.Rules.Endings {
		ce := ending{kind: e.Kind, types: e.Pieces, from: e.FromRank, to: e.ToRank, moves: e.Moves, winner: e.Winner, name: e.Name,
			perType: e.PerType, atMost: e.AtMost}
		if len(e.Squares) > 0 {
			ce.squares = make([]bool, g.size())
			for _, name := range e.Squares {
				s, err := g.parseSquare(name)
				if err != nil {
					return fmt.Errorf("ending %s: %v", ce.name, err)
				}
				ce.squares[s] = true
			}
		}
		if ce.name == "" {
			ce.name = string(e.Kind)
		}
		switch e.Side {
		case "white":
			ce.side = White
		case "black":
			ce.side = Black
		case "each":
			ce.each = true
		default:
			return fmt.Errorf("ending %s: side %q: expected white, black or each", ce.name, e.Side)
		}
		switch e.Winner {
		case "side", "other", "draw":
		default:
			return fmt.Errorf("ending %s: winner %q: expected side, other or draw", ce.name, e.Winner)
		}
		switch e.Kind {
		case ir.Extinction, ir.Reach, ir.Bare, ir.MoveLimit:
		default:
			return fmt.Errorf("ending %q: expected extinction, reach, bare or move-limit", e.Kind)
		}
		set, err := g.typeSet("ending pieces", e.Pieces)
		if err != nil {
			return err
		}
		ce.inSet = set
		if ce.inSet == nil {
			ce.inSet = make([]bool, g.nTypes)
		}
		g.endings = append(g.endings, ce)
	}
	g.hasEndings = len(g.endings) > 0
	return nil
}

// endingOutcome returns the outcome of the first ending that holds, or a
// game still going.
func (p *Position) endingOutcome() Outcome {
	mover := 1 - p.side
	for i := range p.g.endings {
		e := &p.g.endings[i]
		sides := [2]int{e.side, -1}
		if e.each {
			sides = [2]int{mover, 1 - mover}
		}
		for _, s := range sides {
			if s < 0 || !p.endingHolds(e, s) {
				continue
			}
			o := Outcome{Over: true, Winner: NoWinner, Rule: e.name}
			switch e.winner {
			case "side":
				o.Winner = s
			case "other":
				o.Winner = 1 - s
			}
			return p.withScore(o)
		}
	}
	return Outcome{Winner: NoWinner}
}

func (p *Position) endingHolds(e *ending, s int) bool {
	g := p.g
	switch e.kind {
	case ir.Extinction:
		total := 0
		for _, t := range e.types {
			n := p.Count(s, t)
			if e.perType && n <= e.atMost {
				return true
			}
			total += n
		}
		return !e.perType && total <= e.atMost
	case ir.Bare:
		for t := 0; t < g.nTypes; t++ {
			if !e.inSet[t] && p.Count(s, t) > 0 {
				return false
			}
		}
		return true
	case ir.Reach:
		for _, t := range e.types {
			for _, sq := range p.pieceList(s, t) {
				if e.squares != nil {
					if e.squares[sq] {
						return true
					}
					continue
				}
				rel := g.rankOf(sq) + 1
				if s == Black {
					rel = g.ranks - g.rankOf(sq)
				}
				if rel >= e.from && rel <= e.to {
					return true
				}
			}
		}
		return false
	case ir.MoveLimit:
		return p.movesMade(s) >= e.moves
	}
	return false
}

// movesMade counts the moves colour s has made, from the move number.
func (p *Position) movesMade(s int) int {
	n := p.fullmove - 1
	if s == White && p.side == Black {
		n++
	}
	return n
}
