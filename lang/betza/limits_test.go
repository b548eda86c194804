package betza

import (
	"errors"
	"runtime"
	"strings"
	"testing"
)

// TestLimits checks that strings over the limits fail where they cross
// them, before they are expanded: each costs little memory however much
// it would have expanded to.
func TestLimits(t *testing.T) {
	for _, test := range []struct {
		name, s string
		off     int
		msg     string
	}{
		{"130 a's", strings.Repeat("a", 130) + "A", 15, "a move of more than 16 legs"},
		{"500 a's", strings.Repeat("a", 500) + "A", 15, "a move of more than 16 legs"},
		{"10,000 bracket legs", "[" + strings.Repeat("W-", 9999) + "W]", 33, "this is leg 17 of the brackets"},
		{"16 legs of turns", strings.Repeat("ma", 15) + "W", 0, "too many legs: the moves up to this group have more than 10000 legs in all"},
		{"8 legs of turns", strings.Repeat("ma", 7) + "W", 0, "too many moves: this group makes more than 1000"},
		{"a million groups", strings.Repeat("WF", 1<<19), 1000, "more than 1000 groups"},
		{"leaps in every direction", strings.Repeat("N", 1000), 250, "too many moves: this group makes more than 1000"},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Compile(test.s)
		runtime.ReadMemStats(&after)
		var berr *Error
		if !errors.As(err, &berr) || !berr.Limit || berr.Offset != test.off || !strings.Contains(berr.Msg, test.msg) {
			t.Errorf("%s: got %v, want a limit error at offset %d: %s", test.name, err, test.off, test.msg)
		}
		if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 64 {
			t.Errorf("%s: allocated %d MB before failing", test.name, mb)
		}
	}
}

// TestWithinLimits checks that strings at the limits still compile.
func TestWithinLimits(t *testing.T) {
	for _, s := range []string{
		"[" + strings.Repeat("W-", 15) + "W]", // 16 legs
		strings.Repeat("ma", 5) + "W",         // 6 legs, 4*3^5 = 972 moves
		strings.Repeat("fmW", 1000),           // 1,000 groups (the same move)
		"qK8",                                 // 120 moves, 568 legs: the largest bundled piece
	} {
		if _, err := Compile(s); err != nil {
			t.Errorf("Compile(%.40q): %v", s, err)
		}
	}
}
