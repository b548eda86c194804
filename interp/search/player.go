package search

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Player picks one of the legal moves.
type Player interface {
	Name() string
	Choose(p *interp.Position, legal []interp.Move) interp.Move
}

// Random picks uniformly.
type Random struct{ Rng *rand.Rand }

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	return legal[r.Rng.Intn(len(legal))]
}

// Greedy looks one ply ahead: it mates when it can, otherwise takes the
// move that leaves it the most material, choosing at random among equals.
type Greedy struct{ Rng *rand.Rand }

func (g *Greedy) Name() string { return "greedy" }

func (g *Greedy) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	me := p.SideToMove()
	best, bestScore, ties := legal[0], -1<<31, 0
	var buf []interp.Move
	for _, m := range legal {
		p.Make(m)
		buf = p.LegalMoves(buf[:0])
		score := Material(p, me)
		if o := p.Outcome(buf); o.Over {
			switch o.Winner {
			case me:
				score = 1 << 30
			case interp.NoWinner:
				score = 0
			default:
				score = -1 << 30
			}
		}
		p.Unmake()
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if g.Rng.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// Material is side's material minus the opponent's, in the pieces' values.
func Material(p *interp.Position, side int) int {
	g := p.Game()
	total := 0
	for t, pc := range g.V.Pieces {
		total += pc.Value * (p.Count(side, t) - p.Count(1-side, t))
	}
	return total
}

// NewPlayer makes a player by name: random or greedy.
func NewPlayer(name string, rng *rand.Rand) (Player, error) {
	switch strings.ToLower(name) {
	case "random":
		return &Random{rng}, nil
	case "greedy":
		return &Greedy{rng}, nil
	}
	return nil, fmt.Errorf("player %q: expected random or greedy", name)
}
