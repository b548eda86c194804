package search

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// The cheap part is evaluate without the terms it leaves out: an
// evaluator with no mobile types, pawn structure, safety table or king
// danger scores every position as evaluateCheap does. (Where evaluate
// gains a term, this fails until the term is in evaluateCheap or left
// out of both here.)
func TestEvaluateCheap(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "shogi", "xiangqi", "crazyhouse", "kingofthehill", "overboard", "tenjiku"} {
		g := bundledGame(t, name)
		e := NewEvaluator(g)
		rest := *e
		rest.mobile, rest.isMobile, rest.pawnTypes, rest.riders, rest.near, rest.danger = nil, make([]bool, e.n), nil, nil, nil, nil
		for i, p := range randomPositions(g, 40, 1, 0, 80) {
			if got, want := e.evaluateCheap(p), rest.evaluate(p, nil); got != want {
				t.Errorf("%s position %d (%s): evaluateCheap %d, evaluate without the rest %d", name, i, p.FEN(), got, want)
			}
		}
	}
}

// The lazy margin is the 99.5th percentile of the differences seen, in
// spreadStep buckets, once lazyWarmup of them have been seen; none
// (infinity) where the percentile lies beyond the histogram.
func TestSpreadMargin(t *testing.T) {
	for _, tc := range []struct {
		name  string
		diffs func(i int) int // the i-th difference
		n     int
		want  int
		ok    bool
	}{
		{"too few", func(int) int { return 10 }, lazyWarmup - 1, 0, false},
		{"all alike", func(int) int { return -10 }, 1024, 12, true},
		{"one in a hundred far", func(i int) int { return map[bool]int{true: 900, false: 20}[i%100 == 0] }, 1024, 900 + spreadStep - 900%spreadStep, true},
		{"one in a thousand far", func(i int) int { return map[bool]int{true: 900, false: 20}[i%1000 == 0] }, 2048, 24, true},
		{"beyond the histogram", func(i int) int { return 5000 }, 512, infinity, true},
	} {
		var c evalCache
		for i := 0; i < tc.n; i++ {
			c.sample(tc.diffs(i), 0, false)
		}
		m, ok := c.lazyMargin(false)
		if ok != tc.ok || ok && m != tc.want {
			t.Errorf("%s: margin %d %v, want %d %v", tc.name, m, ok, tc.want, tc.ok)
		}
		if _, ok := c.lazyMargin(true); ok {
			t.Errorf("%s: a margin with the parent's rest, with no difference seen", tc.name)
		}
		c.reset()
		if _, ok := c.lazyMargin(false); ok {
			t.Errorf("%s: a margin after reset", tc.name)
		}
	}
}

// The lazy evaluation is on in the games whose evaluation counts many
// pieces' moves, off in the chess-sized ones and where it has king
// danger.
func TestLazyWhere(t *testing.T) {
	for _, tc := range []struct {
		name string
		lazy bool
	}{
		{"chess", false}, {"capablanca", false}, {"xiangqi", false}, {"shogi", false},
		{"tenjiku", true}, {"overboard", true},
	} {
		if got := NewEvaluator(bundledGame(t, tc.name)).lazy(); got != tc.lazy {
			t.Errorf("%s: lazy %v, want %v", tc.name, got, tc.lazy)
		}
	}
}

// The full evaluation made from the cheap part's sums (evaluateFrom, as
// the lazy search evaluates) is evaluate's, and the cheap part blended
// from them is evaluateCheap's: along random walks of the games without
// king danger (where evaluateFrom serves), with the position's mobility
// cache following the moves, the position's sums (Position.TrackSums)
// kept along them where the evaluation is lazy, and a pawn table kept
// along the walks (so that most positions' pawn structures come from
// it), against a fresh copy of each position evaluated without either.
func TestEvaluateFrom(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "xiangqi", "kingofthehill", "overboard", "tenjiku"} {
		g := bundledGame(t, name)
		e := NewEvaluator(g)
		if e.danger != nil {
			t.Fatalf("%s: king danger, which evaluateFrom does not count", name)
		}
		pc := new(pawnTable) // kept along the walks, as a search keeps it
		rng := rand.New(rand.NewSource(7))
		var buf, moves []interp.Move
		checked := 0
		for walk := 0; walk < 4; walk++ {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			p.TrackSums(e.sums) // as the search does: nil (none) where not lazy
			for ply := 0; ply < 60; ply++ {
				var pt evalParts
				e.cheapParts(p, &pt)
				q := p.Clone()
				q.TrackSums(nil) // the reference sums over the pieces
				if got, want := e.blendCheap(p, &pt), e.evaluateCheap(q); got != want {
					t.Errorf("%s walk %d ply %d (%s): cheap part %d, evaluateCheap %d", name, walk, ply, p.FEN(), got, want)
				}
				want := e.Evaluate(q)
				if got := e.evaluateFrom(p, &buf, &pt, pc); got != want {
					t.Errorf("%s walk %d ply %d (%s): evaluateFrom %d, Evaluate %d", name, walk, ply, p.FEN(), got, want)
				}
				if got := e.evaluateWith(p, &buf, pc); got != want {
					t.Errorf("%s walk %d ply %d (%s): evaluateWith its pawn table %d, Evaluate %d", name, walk, ply, p.FEN(), got, want)
				}
				checked++
				var m interp.Move
				var ok bool
				if m, ok, moves = p.RandomMove(rng, moves); !ok {
					break
				}
				p.Make(m)
			}
		}
		if checked < 100 {
			t.Errorf("%s: %d positions checked, want 100 or more", name, checked)
		}
	}
}

// The lazy games' evaluators track their sums (and only those), with
// the pairs in them where they fit (Overboard's eight bound types on
// its 256 squares, Tenjiku's two).
func TestSumsWhereLazy(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pairs bool
	}{
		{"chess", false}, {"capablanca", false}, {"shogi", false}, {"xiangqi", false},
		{"overboard", true}, {"tenjiku", true},
	} {
		e := NewEvaluator(bundledGame(t, tc.name))
		if got, want := e.sums != nil, e.lazy(); got != want {
			t.Errorf("%s: sums %v, lazy %v", tc.name, got, want)
		}
		if e.pairSums != tc.pairs {
			t.Errorf("%s: pairs in the sums %v, want %v", tc.name, e.pairSums, tc.pairs)
		}
	}
}
