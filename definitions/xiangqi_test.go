package definitions_test

import (
	"sort"
	"testing"
)

// TestXiangqiRules checks rules from the rule text on positions worked
// out by hand: the generals may not face each other on an open file, the
// elephant is blocked at the eye, the horse at the leg, in its moves and
// its attacks.
func TestXiangqiRules(t *testing.T) {
	g := bundledGame(t, "xiangqi")
	for _, c := range []struct {
		name, fen, from string
		want            []string // the legal moves from "from"; nil: none
		check           bool
	}{
		// The general may not step onto the open e-file facing Black's;
		// c1 is outside the palace.
		{"flying general", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1", []string{"d1d2"}, false},
		// The horse alone between the generals may not leave the file.
		{"pinned by the generals", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1", "e6", nil, false},
		{"general beside the pin", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1", "e1", []string{"e1d1", "e1f1", "e1e2"}, false},
		// (The generals stand on different files from here on.)
		// The elephant on c1: a3 over b2, not e3 over d2, where the advisor is.
		{"elephant eye", "3k5/9/9/9/9/9/9/9/3A5/2B1K4 w - - 0 1", "c1", []string{"c1a3"}, false},
		// Nor across the river: from e5 only back to c3 and g3.
		{"elephant river", "3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1", "e5", []string{"e5c3", "e5g3"}, false},
		// The horse on b1 with its leg b2 blocked: only d2, over c1.
		{"horse leg", "3k5/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1", "b1", []string{"b1d2"}, false},
		// A horse on d3 attacks e1 over the leg d2: blocked by the advisor.
		{"horse leg attack blocked", "4k4/9/9/9/9/9/9/3n5/3A5/4K4 w - - 0 1", "", nil, false},
		{"horse leg attack", "4k4/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1", "", nil, true},
		// The soldier steps sideways only across the river (rank 6 on).
		{"soldier home", "4k4/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1", "e5", []string{"e5e6"}, false},
		{"soldier across", "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6", []string{"e6e7", "e6d6", "e6f6"}, false},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: in check %v, want %v", c.name, got, c.check)
		}
		if c.from == "" {
			continue
		}
		from, _ := g.ParseSquare(c.from)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			if m.From == from {
				got = append(got, g.MoveString(m))
			}
		}
		sort.Strings(got)
		want := append([]string(nil), c.want...)
		sort.Strings(want)
		if len(got) != len(want) || len(got) > 0 && !sameSet(got, want) {
			t.Errorf("%s: moves from %s: %v, want %v", c.name, c.from, got, want)
		}
	}
}
