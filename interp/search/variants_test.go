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

// depth3Budget bounds the nodes of a depth-3 search from the start: the
// widest games (a move and a wall, every move a capture on 10x10, 16x16
// boards of long-range pieces) need some tens of thousands.
const depth3Budget = 150000

// A depth-3 search from the start of every bundled variant finishes
// within depth3Budget nodes, and its score is no forced end of the game
// unless one is there: a mate score is checked by trying every line to
// that depth.
func TestEveryVariantSearchesDepth3(t *testing.T) {
	variants, diags := lang.Bundled()
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for _, v := range variants {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			e := NewEngine(g, Options{HashMB: 4})
			lim := Limits{Depth: 3, Nodes: depth3Budget}
			if g.Simultaneous() {
				lim.Nodes = 0 // Monte Carlo: depth 3 is 3,000 simulations
			}
			res := e.Search(p, lim, nil)
			if res.NoMove {
				t.Fatal("no move from the start")
			}
			if res.Info.Depth < 3 && !res.Info.Score.IsMate() && !g.Simultaneous() {
				t.Fatalf("depth %d after %d nodes: depth 3 does not finish within %d", res.Info.Depth, res.Nodes, depth3Budget)
			}
			sc := res.Info.Score
			if !sc.IsMate() {
				return
			}
			me, plies := p.SideToMove(), 2*sc.Mate-1
			if sc.Mate < 0 {
				me, plies = 1-me, -2*sc.Mate
			}
			if !forcesWin(p, me, plies) {
				t.Errorf("score %v from the start, but no forced win in %d plies", sc, plies)
			}
		})
	}
}

// forcesWin reports whether side can force a won end of the game within
// plies, by trying every line.
func forcesWin(p *interp.Position, side, plies int) bool {
	legal := p.LegalMoves(nil)
	if o := p.Outcome(legal); o.Over {
		return o.Winner == side
	}
	if plies == 0 {
		return false
	}
	mine := p.SideToMove() == side
	for _, m := range legal {
		p.Make(m)
		ok := forcesWin(p, side, plies-1)
		p.Unmake()
		if ok == mine {
			return mine
		}
	}
	return !mine
}
