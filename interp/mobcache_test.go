package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// MoveCount's cache (on large boards, and where walks are counted)
// gives what generating gives, as a
// game goes forward, is taken back and goes another way (the cache then
// sees squares change back), and in a clone of the position; so does
// DestinationCount's, which the same cache keeps (PieceMoves' distinct
// destinations).
func TestMoveCountCacheFollowsUnmake(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	forCachedStarts(t, func(g *interp.Game, p *interp.Position) {
		var legal, buf []interp.Move
		seen := make([]bool, g.Files()*g.Ranks())
		check := func(q *interp.Position, when string) {
			for s := 0; s < g.Files()*g.Ranks(); s++ {
				n, ok := q.MoveCount(interp.Square(s))
				if !ok {
					continue
				}
				buf = q.PieceMoves(interp.Square(s), buf[:0])
				if n != len(buf) {
					t.Fatalf("%s, %s (%s), square %s: MoveCount %d, PieceMoves %d", g.V.Name, q.FEN(), when, g.SquareName(interp.Square(s)), n, len(buf))
				}
				distinct := 0
				for _, m := range buf {
					if !seen[m.To] {
						seen[m.To] = true
						distinct++
					}
				}
				for _, m := range buf {
					seen[m.To] = false
				}
				if d, _ := q.DestinationCount(interp.Square(s)); d != distinct {
					t.Fatalf("%s, %s (%s), square %s: DestinationCount %d, PieceMoves' destinations %d", g.V.Name, q.FEN(), when, g.SquareName(interp.Square(s)), d, distinct)
				}
			}
		}
		made := 0
		for step := 0; step < 48; step++ {
			if step%3 == 2 && made > 0 {
				p.Unmake()
				made--
				check(p, "after a take-back")
				continue
			}
			legal = p.LegalMoves(legal[:0])
			if p.Outcome(legal).Over || len(legal) == 0 {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
			made++
			check(p, "after a move")
			if step%8 == 0 {
				check(p.Clone(), "a clone")
			}
		}
	})
}

// The cache goes back to an earlier state of the board (syncMob's stack)
// as a search does: a position's counts, a child's, the parent's again,
// another child's, down a few plies, with only some squares asked in
// each position (so that some counts are made in one state and kept,
// dropped or restored in the others).
func TestMoveCountCacheGoesBack(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	forCachedStarts(t, func(g *interp.Game, p *interp.Position) {
		var buf []interp.Move
		seen := make([]bool, g.Files()*g.Ranks())
		check := func(q *interp.Position) {
			for s := 0; s < g.Files()*g.Ranks(); s++ {
				if rng.Intn(2) == 0 {
					continue
				}
				n, ok := q.MoveCount(interp.Square(s))
				if !ok {
					continue
				}
				buf = q.PieceMoves(interp.Square(s), buf[:0])
				if n != len(buf) {
					t.Fatalf("%s, %s, square %s: MoveCount %d, PieceMoves %d", g.V.Name, q.FEN(), g.SquareName(interp.Square(s)), n, len(buf))
				}
				distinct := 0
				for _, m := range buf {
					if !seen[m.To] {
						seen[m.To] = true
						distinct++
					}
				}
				for _, m := range buf {
					seen[m.To] = false
				}
				if d, _ := q.DestinationCount(interp.Square(s)); d != distinct {
					t.Fatalf("%s, %s, square %s: DestinationCount %d, PieceMoves' destinations %d", g.V.Name, q.FEN(), g.SquareName(interp.Square(s)), d, distinct)
				}
			}
		}
		var walk func(depth int)
		walk = func(depth int) {
			check(p)
			if depth == 0 {
				return
			}
			legal := p.LegalMoves(nil)
			if p.Outcome(legal).Over || len(legal) == 0 {
				return
			}
			for i := 0; i < 3; i++ {
				p.Make(legal[rng.Intn(len(legal))])
				walk(depth - 1)
				p.Unmake()
			}
			check(p)
		}
		walk(3)
	})
}

// forCachedStarts calls f with the start position of every bundled game
// whose move counts the cache serves (not simultaneous), and fails t if
// there is none.
func forCachedStarts(t *testing.T, f func(g *interp.Game, p *interp.Position)) {
	t.Helper()
	vs, _ := lang.Bundled()
	cached := 0
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		if g.Simultaneous() || !g.MoveCountCached() {
			continue
		}
		cached++
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		f(g, p)
	}
	if cached == 0 {
		t.Fatal("no bundled variant the cache serves")
	}
}
