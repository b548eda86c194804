package interp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// The sums a position keeps as its pieces move (TrackSums) are those
// summed afresh over its pieces: along random games of every bundled
// variant, after every move and after making and unmaking some of the
// moves from each position (captures, promotions, drops, effects and
// whatever else the variant's moves do to the pieces).
func TestSquareSums(t *testing.T) {
	walkBundled(t, 11, 40, 2, func(t *testing.T, p *interp.Position, moves int, rng *rand.Rand) {
		ss := sumsFor(t, p.Game())
		if moves == 0 {
			p.TrackSums(ss)
		}
		check := func(what string) {
			t.Helper()
			q := p.Clone()
			q.TrackSums(ss)
			for c := 0; c < 2; c++ {
				if got, want := p.Sums(c), q.Sums(c); got != want {
					t.Fatalf("%s (%s): colour %d's sums %v, summed afresh %v", what, p.FEN(), c, got, want)
				}
			}
		}
		check("after the walk's moves")
		ml := p.LegalMoves(nil)
		for i := 0; i < 6 && len(ml) > 0; i++ {
			m := ml[rng.IntN(len(ml))]
			before := [2][interp.SumWords]int64{p.Sums(0), p.Sums(1)}
			p.Make(m)
			check("after " + p.Game().MoveString(m))
			p.Unmake()
			if after := [2][interp.SumWords]int64{p.Sums(0), p.Sums(1)}; after != before {
				t.Fatalf("unmaking %v (%s): sums %v, were %v", m, p.FEN(), after, before)
			}
		}
	})
}

// sumsFor is a table of made-up values for g's colours, types and
// squares, the same for every call of one game.
var sumsMade = map[*interp.Game]*interp.SquareSums{}

func sumsFor(t *testing.T, g *interp.Game) *interp.SquareSums {
	t.Helper()
	if ss, ok := sumsMade[g]; ok {
		return ss
	}
	ss := g.NewSquareSums(func(c, ty int, s interp.Square) (v [interp.SumWords]int64) {
		x := uint64(c+1)*0x9e3779b97f4a7c15 ^ uint64(ty+1)*0xbf58476d1ce4e5b9 ^ uint64(s+1)*0x94d049bb133111eb
		for i := range v {
			v[i] = int64(x%100000) - int64(i)*int64(x>>40)
		}
		return v
	})
	sumsMade[g] = ss
	return ss
}
