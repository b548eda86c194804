package interp_test

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// bundledGames compiles every bundled variant and makes its game, for
// the tests that walk random games of them all; a definition that does
// not compile or a game that cannot be made fails the test.
func bundledGames(t *testing.T) []*interp.Game {
	t.Helper()
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	games := make([]*interp.Game, 0, len(vs))
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		games = append(games, g)
	}
	return games
}

// walkBundled plays, in a subtest for each bundled variant in name order,
// trials random games of at most plies plies from its start position,
// with moves drawn from a generator seeded with seed and the variant
// name's length. visit sees each position reached, the start included,
// with the number of moves made so far and the generator (which it may
// draw on too: the games stay the same for the same visits).
func walkBundled(t *testing.T, seed uint64, plies, trials int, visit func(t *testing.T, p *interp.Position, moves int, rng *rand.Rand)) {
	t.Helper()
	games := bundledGames(t)
	sort.Slice(games, func(i, j int) bool { return games[i].V.Name < games[j].V.Name })
	for _, g := range games {
		t.Run(g.V.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, uint64(len(g.V.Name))))
			for trial := 0; trial < trials; trial++ {
				p, err := g.StartPosition()
				if err != nil {
					t.Fatal(err)
				}
				randomWalk(t, p, rng, plies, visit)
			}
		})
	}
}

// randomWalk plays at most plies random legal moves from p, drawn from
// rng, and calls visit on p before the first and after each (see
// walkBundled); it stops where no move is left.
func randomWalk(t *testing.T, p *interp.Position, rng *rand.Rand, plies int, visit func(t *testing.T, p *interp.Position, moves int, rng *rand.Rand)) {
	t.Helper()
	var ml []interp.Move
	visit(t, p, 0, rng)
	for ply := 0; ply < plies; ply++ {
		ml = p.LegalMoves(ml[:0])
		if len(ml) == 0 {
			return
		}
		p.Make(ml[rng.IntN(len(ml))])
		visit(t, p, ply+1, rng)
	}
}

// bundledStart is the start position of the bundled variant name; a
// name not bundled, or a game or position that cannot be made, fails tb.
func bundledStart(tb testing.TB, name string) *interp.Position {
	tb.Helper()
	v, err := lang.Find(name)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := g.StartPosition()
	if err != nil {
		tb.Fatal(err)
	}
	return p
}
