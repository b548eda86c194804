package search

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// The engine plays every bundled variant: each move it makes is one of
// the position's legal moves, whatever the turn structure (multi-part
// turns, placement phases, simultaneous turns, boards with holes and
// rings).
func TestEnginePlaysEveryBundledVariant(t *testing.T) {
	variants, diags := lang.Bundled()
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for _, v := range variants {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		ev := NewEvaluator(g)
		players := [2]Player{
			&checkedPlayer{t: t, inner: &EnginePlayer{Engine: NewEngine(g, Options{HashMB: 1, Eval: ev}), Limits: Limits{Nodes: 600}}},
			&checkedPlayer{t: t, inner: &Random{rand.New(rand.NewSource(1))}},
		}
		rec := Play(p, players[0], players[1], 12)
		if len(rec.Moves) == 0 && !rec.Outcome.Over {
			t.Errorf("%s: no move played", v.Name)
		}
	}
}

// checkedPlayer checks that its player's moves are legal.
type checkedPlayer struct {
	t     *testing.T
	inner Player
}

func (c *checkedPlayer) Name() string { return c.inner.Name() }

func (c *checkedPlayer) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	before := p.FEN()
	m := c.inner.Choose(p, legal)
	if p.FEN() != before {
		c.t.Errorf("%s: %s changed the position %s to %s", p.Game().V.Name, c.Name(), before, p.FEN())
	}
	if !containsMove(legal, m) {
		c.t.Errorf("%s: %s played %s, not a legal move in %s", p.Game().V.Name, c.Name(), p.Game().MoveString(m), before)
	}
	return m
}
