package vdl

import (
	"errors"
	"fmt"
	"time"

	"github.com/vdl-chess/vdl/interp/search"
)

// Engine is vdl's game-playing search for one variant: the engine of
// `vdl play` and `vdl engine`. It keeps a transposition table between
// searches; one search runs at a time, and Stop may be called from
// another goroutine.
type Engine struct {
	v *Variant
	e *search.Engine
}

// NewEngine makes an engine for the variant, with a 16 MB table.
func (v *Variant) NewEngine() *Engine {
	return &Engine{v: v, e: search.NewEngine(v.game, search.Options{})}
}

// Limits bound a search: it stops at the first bound reached. At least
// one must be given.
type Limits struct {
	Depth int           // plies of full-width search (1 to MaxDepth)
	Nodes uint64        // positions searched
	Time  time.Duration // thinking time
}

// MaxDepth is the deepest search an Engine makes.
const MaxDepth = search.MaxDepth

// Analysis is what a search found.
type Analysis struct {
	Move string // the best move, in UCI
	SAN  string // the same, in SAN
	// Score is in centipawns from the view of the side to move; Mate,
	// when not 0, is a forced end of the game in that many moves
	// (negative: the side to move loses), and Score is then beyond
	// ±30000, higher for a quicker win, so that scores still compare.
	Score int
	Mate  int
	Depth int      // the last completed iteration
	Nodes uint64   // positions searched
	PV    []string // the expected line, in UCI, from the best move on
}

// BestMove searches the game's position for the side to move, within
// lim; the game is unchanged. A game that is over, or of another variant,
// is an error.
func (e *Engine) BestMove(g *Game, lim Limits) (Analysis, error) {
	if g.v != e.v {
		return Analysis{}, fmt.Errorf("the game is of variant %s, the engine of %s", g.v.Name(), e.v.Name())
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.Time == 0 {
		return Analysis{}, errors.New("no limit: give Limits a depth, a node count or a time")
	}
	if lim.Depth < 0 || lim.Depth > MaxDepth || lim.Time < 0 {
		return Analysis{}, fmt.Errorf("limits out of range: want a depth of 1 to %d plies and a positive time", MaxDepth)
	}
	if r := g.Result(); r.Over {
		return Analysis{}, fmt.Errorf("%w (%s)", ErrGameOver, r.Rule)
	}
	res := e.e.Search(g.pos, search.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.Time}, nil)
	if res.NoMove {
		return Analysis{}, ErrGameOver
	}
	a := Analysis{
		Move:  e.v.game.MoveString(res.Best),
		SAN:   g.pos.SAN(res.Best),
		Score: res.Info.Score.CP,
		Mate:  res.Info.Score.Mate,
		Depth: res.Info.Depth,
		Nodes: res.Info.Nodes,
	}
	for _, m := range res.Info.PV {
		a.PV = append(a.PV, e.v.game.MoveString(m))
	}
	return a, nil
}

// Stop ends the running search soon; BestMove then returns the best move
// found so far.
func (e *Engine) Stop() { e.e.Stop() }

// NewGame forgets what earlier searches stored, so that a search does not
// depend on the ones before it.
func (e *Engine) NewGame() { e.e.NewGame() }
