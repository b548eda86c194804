package betza

import (
	"slices"
	"testing"
)

// Circular riders: successive leaps, each turned one place further round
// the atom's directions, clockwise or anticlockwise.
func TestCircular(t *testing.T) {
	runMoveCases(t, []moveCase{
		// The forward wazir step, then round a square either way; the
		// default range 3 never comes home.
		{"fqW", []string{"mc:(0,1)",
			"mc:(0,1)/e>(1,0)", "mc:(0,1)/e>(1,0)/e>(0,-1)",
			"mc:(0,1)/e>(-1,0)", "mc:(0,1)/e>(-1,0)/e>(0,-1)"}},
		// A range of 4 closes the square.
		{"fqW4", []string{"mc:(0,1)",
			"mc:(0,1)/e>(1,0)", "mc:(0,1)/e>(1,0)/e>(0,-1)", "mc:(0,1)/e>(1,0)/e>(0,-1)/e>(-1,0)",
			"mc:(0,1)/e>(-1,0)", "mc:(0,1)/e>(-1,0)/e>(0,-1)", "mc:(0,1)/e>(-1,0)/e>(0,-1)/e>(1,0)"}},
		// The Rose's first two leaps: (1,2) turns to (2,1) clockwise and to
		// (-1,2) anticlockwise; (-1,2) to (1,2) and (-2,1).
		{"fqN2", []string{"mc:(1,2)", "mc:(1,2)/e>(2,1)", "mc:(1,2)/e>(-1,2)",
			"mc:(-1,2)", "mc:(-1,2)/e>(1,2)", "mc:(-1,2)/e>(-2,1)"}},
		// The Rhinoceros turns 45° at every step: diagonal, orthogonal, ...
		{"frqK3", []string{"mc:(1,1)",
			"mc:(1,1)/e>(1,0)", "mc:(1,1)/e>(1,0)/e>(1,-1)",
			"mc:(1,1)/e>(0,1)", "mc:(1,1)/e>(0,1)/e>(-1,1)"}},
		{"mfqF1", []string{"m:(1,1)", "m:(-1,1)"}},
		{"cbqD2", []string{"c:(0,-2)", "c:(0,-2)/e>(-2,0)", "c:(0,-2)/e>(2,0)"}},
		{"ifqA2", []string{"imc:(2,2)", "imc:(2,2)/e>(2,-2)", "imc:(2,2)/e>(-2,2)",
			"imc:(-2,2)", "imc:(-2,2)/e>(2,2)", "imc:(-2,2)/e>(-2,-2)"}},
	})
}

// Circles of one leap are the atom; directions pick the first leap.
func TestCircularEquivalent(t *testing.T) {
	for _, p := range [][2]string{{"qK1", "K"}, {"qN1", "N"}, {"fqW1", "fW"}, {"q(1,4)1", "(1,4)"}, {"qR2", "qW2"}, {"qQ3", "qK3"}} {
		a, errA := Compile(p[0])
		b, errB := Compile(p[1])
		if errA != nil || errB != nil {
			t.Errorf("%q, %q: %v, %v", p[0], p[1], errA, errB)
			continue
		}
		if ra, rb := renderAll(a), renderAll(b); !slices.Equal(ra, rb) {
			t.Errorf("%q and %q differ:\n %q\n %q", p[0], p[1], ra, rb)
		}
	}
}

// Counts and geometry of whole circles: every start leap, both senses, every
// length from 1 (where the two senses coincide) to the range; a path comes
// back to the start square only at its full length, if the range allows it.
func TestCircularPaths(t *testing.T) {
	cases := []struct {
		betza      string
		moves      int
		home, reps int // moves that end on the start square; longest path
	}{
		{"qN", 8 * (1 + 2*6), 0, 7},   // the Rose
		{"qN8", 8 * (1 + 2*7), 16, 8}, // the Rose going round
		{"qK", 8 * (1 + 2*6), 0, 7},
		{"qK8", 8 * (1 + 2*7), 16, 8}, // Bat Chess's Rhinoceros
		{"qW", 4 * (1 + 2*2), 0, 3},
		{"qF4", 4 * (1 + 2*3), 8, 4},
		{"q(1,4)", 8 * (1 + 2*6), 0, 7},
	}
	for _, c := range cases {
		ms, err := Compile(c.betza)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.betza, err)
			continue
		}
		home, longest := 0, 0
		for _, m := range ms {
			x, y := 0, 0
			for i, l := range m.Legs {
				if l.Min != 1 || l.Max != 1 {
					t.Errorf("%s: %s: leg %d is not one leap", c.betza, render(m), i)
				}
				x, y = x+l.DX, y+l.DY
				if x == 0 && y == 0 && i < len(m.Legs)-1 {
					t.Errorf("%s: %s passes its start square", c.betza, render(m))
				}
			}
			if x == 0 && y == 0 {
				home++
			}
			longest = max(longest, len(m.Legs))
		}
		if len(ms) != c.moves || home != c.home || longest != c.reps {
			t.Errorf("%s: %d moves, %d home, longest %d; want %d, %d, %d", c.betza, len(ms), home, longest, c.moves, c.home, c.reps)
		}
	}
}

// Crooked riders: single steps turning a quarter turn left and right by
// turns, either sense first (hand-worked from XBetza's z: zB zigzags).
func TestCrooked(t *testing.T) {
	runMoveCases(t, []moveCase{
		// The forward-right diagonal, then up-left or down-right, then
		// the first way again.
		{"frzB3", []string{"mc:(1,1)",
			"mc:(1,1)/e>(-1,1)", "mc:(1,1)/e>(-1,1)/e>(1,1)",
			"mc:(1,1)/e>(1,-1)", "mc:(1,1)/e>(1,-1)/e>(1,1)"}},
		// A staircase of wazir steps; m and c belong to the last step.
		{"cfzW2", []string{"c:(0,1)", "c:(0,1)/e>(-1,0)", "c:(0,1)/e>(1,0)"}},
		{"mfzR2", []string{"m:(0,1)", "m:(0,1)/e>(-1,0)", "m:(0,1)/e>(1,0)"}},
		{"izfW1", []string{"imc:(0,1)"}},
	})
	// Without a range: maxCrooked steps in each of the 2 senses of each
	// of the 4 first steps, the one-step moves once.
	ms, err := Compile("zB")
	if err != nil {
		t.Fatal(err)
	}
	if want := 4 + 4*2*(maxCrooked-1); len(ms) != want {
		t.Errorf("zB: %d moves, want %d", len(ms), want)
	}
}

// Tame (XBoard's t): the last leg's capture takes no royal piece, and a
// hurdle must be a friend.
func TestTame(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"tfW", []string{"mct:(0,1)"}},
		{"mtfW", []string{"m:(0,1)"}}, // no capture: nothing to tame
		{"ctfF", []string{"ct:(1,1)", "ct:(-1,1)"}},
		{"tfpR", []string{"mct:(0,1)*/f>(0,1)*"}},
	})
}
