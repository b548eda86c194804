package betza

import "testing"

// The pieces of the seed variants (Overboard, Bat Chess, Snark Hunt) that
// Betza writes directly, with their moves derived by hand from the rule
// texts.
func TestSeedPieces(t *testing.T) {
	runMoveCases(t, []moveCase{
		// Titan (War Elephant): one or two diagonal steps, turning 90° or
		// not for the second, never back; the first square must be empty.
		{"FmafFmasF", []string{
			"mc:(1,1)", "mc:(1,-1)", "mc:(-1,-1)", "mc:(-1,1)",
			"mc:(1,1)/e>(1,1)", "mc:(1,-1)/e>(1,-1)", "mc:(-1,-1)/e>(-1,-1)", "mc:(-1,1)/e>(-1,1)",
			"mc:(1,1)/e>(1,-1)", "mc:(1,1)/e>(-1,1)", "mc:(1,-1)/e>(-1,-1)", "mc:(1,-1)/e>(1,1)",
			"mc:(-1,-1)/e>(-1,1)", "mc:(-1,-1)/e>(1,-1)", "mc:(-1,1)/e>(1,1)", "mc:(-1,1)/e>(-1,-1)"}},
		// Warrior: the same with orthogonal steps.
		{"WmafWmasW", []string{
			"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)",
			"mc:(0,1)/e>(0,1)", "mc:(1,0)/e>(1,0)", "mc:(0,-1)/e>(0,-1)", "mc:(-1,0)/e>(-1,0)",
			"mc:(0,1)/e>(1,0)", "mc:(0,1)/e>(-1,0)", "mc:(1,0)/e>(0,-1)", "mc:(1,0)/e>(0,1)",
			"mc:(0,-1)/e>(-1,0)", "mc:(0,-1)/e>(1,0)", "mc:(-1,0)/e>(0,1)", "mc:(-1,0)/e>(0,-1)"}},
		// Prince: a W or F step, or one of each through an empty square,
		// so it reaches the king's and the knight's squares without leaping.
		{"KafsK", []string{
			"mc:(0,1)", "mc:(1,1)", "mc:(1,0)", "mc:(1,-1)", "mc:(0,-1)", "mc:(-1,-1)", "mc:(-1,0)", "mc:(-1,1)",
			"mc:(0,1)/e>(1,1)", "mc:(0,1)/e>(-1,1)", "mc:(1,1)/e>(1,0)", "mc:(1,1)/e>(0,1)",
			"mc:(1,0)/e>(1,-1)", "mc:(1,0)/e>(1,1)", "mc:(1,-1)/e>(0,-1)", "mc:(1,-1)/e>(1,0)",
			"mc:(0,-1)/e>(-1,-1)", "mc:(0,-1)/e>(1,-1)", "mc:(-1,-1)/e>(-1,0)", "mc:(-1,-1)/e>(0,-1)",
			"mc:(-1,0)/e>(-1,1)", "mc:(-1,0)/e>(-1,-1)", "mc:(-1,1)/e>(0,1)", "mc:(-1,1)/e>(-1,0)"}},
		// Bat Chess's Griffin: captures one F step away, or an F step and
		// a W step outward; moves (and captures) with three or more steps,
		// the W step continued straight.
		{"cF[F-cW][F-W-R]", []string{
			"c:(1,1)", "c:(1,-1)", "c:(-1,-1)", "c:(-1,1)",
			"c:(1,1)/e>(0,1)", "c:(1,1)/e>(1,0)", "c:(1,-1)/e>(1,0)", "c:(1,-1)/e>(0,-1)",
			"c:(-1,-1)/e>(0,-1)", "c:(-1,-1)/e>(-1,0)", "c:(-1,1)/e>(-1,0)", "c:(-1,1)/e>(0,1)",
			"mc:(1,1)/e>(0,1)/e>(0,1)*", "mc:(1,1)/e>(1,0)/e>(1,0)*", "mc:(1,-1)/e>(1,0)/e>(1,0)*", "mc:(1,-1)/e>(0,-1)/e>(0,-1)*",
			"mc:(-1,-1)/e>(0,-1)/e>(0,-1)*", "mc:(-1,-1)/e>(-1,0)/e>(-1,0)*", "mc:(-1,1)/e>(-1,0)/e>(-1,0)*", "mc:(-1,1)/e>(0,1)/e>(0,1)*"}},
		// Overboard's Rhinoceros: a W step, then optionally a diagonal
		// slide outward.
		{"[W?B]", []string{
			"mc:(0,1)", "mc:(1,0)", "mc:(0,-1)", "mc:(-1,0)",
			"mc:(0,1)/e>(1,1)*", "mc:(0,1)/e>(-1,1)*", "mc:(1,0)/e>(1,1)*", "mc:(1,0)/e>(1,-1)*",
			"mc:(0,-1)/e>(1,-1)*", "mc:(0,-1)/e>(-1,-1)*", "mc:(-1,0)/e>(-1,-1)*", "mc:(-1,0)/e>(-1,1)*"}},
		// Condor: an A leap, then optionally an orthogonal slide outward.
		{"[A?R]", []string{
			"mc:(2,2)", "mc:(2,-2)", "mc:(-2,-2)", "mc:(-2,2)",
			"mc:(2,2)/e>(0,1)*", "mc:(2,2)/e>(1,0)*", "mc:(2,-2)/e>(1,0)*", "mc:(2,-2)/e>(0,-1)*",
			"mc:(-2,-2)/e>(0,-1)*", "mc:(-2,-2)/e>(-1,0)*", "mc:(-2,2)/e>(-1,0)*", "mc:(-2,2)/e>(0,1)*"}},
		// Osprey: a D leap, then optionally a diagonal slide outward.
		{"[D?B]", []string{
			"mc:(0,2)", "mc:(2,0)", "mc:(0,-2)", "mc:(-2,0)",
			"mc:(0,2)/e>(1,1)*", "mc:(0,2)/e>(-1,1)*", "mc:(2,0)/e>(1,1)*", "mc:(2,0)/e>(1,-1)*",
			"mc:(0,-2)/e>(1,-1)*", "mc:(0,-2)/e>(-1,-1)*", "mc:(-2,0)/e>(-1,-1)*", "mc:(-2,0)/e>(-1,1)*"}},
		// Pegasus: a knight leap, then optionally the nearest orthogonal.
		{"[N?R]", []string{
			"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)",
			"mc:(1,2)/e>(0,1)*", "mc:(2,1)/e>(1,0)*", "mc:(2,-1)/e>(1,0)*", "mc:(1,-2)/e>(0,-1)*",
			"mc:(-1,-2)/e>(0,-1)*", "mc:(-2,-1)/e>(-1,0)*", "mc:(-2,1)/e>(-1,0)*", "mc:(-1,2)/e>(0,1)*"}},
		// Horse Queen = Unicorn + Pegasus: the knight leaps once.
		{"[N?B][N?R]", []string{
			"mc:(1,2)", "mc:(2,1)", "mc:(2,-1)", "mc:(1,-2)", "mc:(-1,-2)", "mc:(-2,-1)", "mc:(-2,1)", "mc:(-1,2)",
			"mc:(1,2)/e>(1,1)*", "mc:(2,1)/e>(1,1)*", "mc:(2,-1)/e>(1,-1)*", "mc:(1,-2)/e>(1,-1)*",
			"mc:(-1,-2)/e>(-1,-1)*", "mc:(-2,-1)/e>(-1,-1)*", "mc:(-2,1)/e>(-1,1)*", "mc:(-1,2)/e>(-1,1)*",
			"mc:(1,2)/e>(0,1)*", "mc:(2,1)/e>(1,0)*", "mc:(2,-1)/e>(1,0)*", "mc:(1,-2)/e>(0,-1)*",
			"mc:(-1,-2)/e>(0,-1)*", "mc:(-2,-1)/e>(-1,0)*", "mc:(-2,1)/e>(-1,0)*", "mc:(-1,2)/e>(0,1)*"}},
		// Ski-sliders skip their first square whatever it holds (Snark
		// Hunt's Boojum, jQ, leaps chasms that way).
		{"jR", []string{"mc:(0,1)/a>(0,1)*", "mc:(1,0)/a>(1,0)*", "mc:(0,-1)/a>(0,-1)*", "mc:(-1,0)/a>(-1,0)*"}},
		{"jB", []string{"mc:(1,1)/a>(1,1)*", "mc:(1,-1)/a>(1,-1)*", "mc:(-1,-1)/a>(-1,-1)*", "mc:(-1,1)/a>(-1,1)*"}},
		// Tiger, Walker, Giraffe, Bat.
		{"mBcN", []string{"m:(1,1)*", "m:(1,-1)*", "m:(-1,-1)*", "m:(-1,1)*",
			"c:(1,2)", "c:(2,1)", "c:(2,-1)", "c:(1,-2)", "c:(-1,-2)", "c:(-2,-1)", "c:(-2,1)", "c:(-1,2)"}},
		{"mWcF", []string{"m:(0,1)", "m:(1,0)", "m:(0,-1)", "m:(-1,0)", "c:(1,1)", "c:(1,-1)", "c:(-1,-1)", "c:(-1,1)"}},
		{"(4,1)", []string{"mc:(1,4)", "mc:(4,1)", "mc:(4,-1)", "mc:(1,-4)", "mc:(-1,-4)", "mc:(-4,-1)", "mc:(-4,1)", "mc:(-1,4)"}},
		{"(8,1)(7,4)", []string{
			"mc:(1,8)", "mc:(8,1)", "mc:(8,-1)", "mc:(1,-8)", "mc:(-1,-8)", "mc:(-8,-1)", "mc:(-8,1)", "mc:(-1,8)",
			"mc:(4,7)", "mc:(7,4)", "mc:(7,-4)", "mc:(4,-7)", "mc:(-4,-7)", "mc:(-7,-4)", "mc:(-7,4)", "mc:(-4,7)"}},
	})
}

// The Wonder leaps to every square within distance 3 (Chebyshev): King,
// Knight, Camel, Zebra, Javelin (A and G) and Ballista (D and H) together
// are the 48 squares of the 7x7 box around it.
func TestWonder(t *testing.T) {
	ms, err := Compile("KNCZAGDH")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[vec]bool{}
	for _, m := range ms {
		if len(m.Legs) != 1 || m.Legs[0].Max != 1 {
			t.Fatalf("%s is not a leap", render(m))
		}
		seen[vec{m.Legs[0].DX, m.Legs[0].DY}] = true
	}
	for x := -3; x <= 3; x++ {
		for y := -3; y <= 3; y++ {
			if (x != 0 || y != 0) && !seen[vec{x, y}] {
				t.Errorf("the Wonder cannot reach (%d,%d)", x, y)
			}
		}
	}
	if len(ms) != 48 {
		t.Errorf("%d moves, want 48", len(ms))
	}
}
