package betza

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestClauses(t *testing.T) {
	cases := []struct {
		clause Clause
		betza  string
		want   []string
	}{
		// Overboard's Chipmunk, Guard and Monkey: the atom names the lines.
		{Nearest, "F", []string{"mc:(1,1)*~f^near", "mc:(1,-1)*~f^near", "mc:(-1,-1)*~f^near", "mc:(-1,1)*~f^near"}},
		{Nearest, "B", []string{"mc:(1,1)*~f^near", "mc:(1,-1)*~f^near", "mc:(-1,-1)*~f^near", "mc:(-1,1)*~f^near"}},
		{Nearest, "fW", []string{"mc:(0,1)*~f^near"}}, // the Guard Pawn
		{Nearest, "fmW4", []string{"m:(0,1)*4~f^near"}},
		{Nearest, "K", []string{"mc:(0,1)*~f^near", "mc:(1,1)*~f^near", "mc:(1,0)*~f^near", "mc:(1,-1)*~f^near",
			"mc:(0,-1)*~f^near", "mc:(-1,-1)*~f^near", "mc:(-1,0)*~f^near", "mc:(-1,1)*~f^near"}},
		{Nearest, "WF", []string{"mc:(0,1)*~f^near", "mc:(1,1)*~f^near", "mc:(1,0)*~f^near", "mc:(1,-1)*~f^near",
			"mc:(0,-1)*~f^near", "mc:(-1,-1)*~f^near", "mc:(-1,0)*~f^near", "mc:(-1,1)*~f^near"}},
		{Nearest, "vN", []string{"mc:(1,2)*~f^near", "mc:(-1,2)*~f^near", "mc:(1,-2)*~f^near", "mc:(-1,-2)*~f^near"}},
		// Courier, Hare, the Courier Pawn.
		{Farthest, "B", []string{"mc:(1,1)*^far", "mc:(1,-1)*^far", "mc:(-1,-1)*^far", "mc:(-1,1)*^far"}},
		{Farthest, "sR", []string{"mc:(1,0)*^far", "mc:(-1,0)*^far"}},
		{Farthest, "fF", []string{"mc:(1,1)*^far", "mc:(-1,1)*^far"}},
		{Farthest, "cfF3", []string{"c:(1,1)*3^far", "c:(-1,1)*3^far"}},
		// Flying sliders.
		{Flying, "R", []string{"mc:(0,1)*~ef", "mc:(1,0)*~ef", "mc:(0,-1)*~ef", "mc:(-1,0)*~ef"}},
		{Flying, "ifB2", []string{"imc:(1,1)*2~ef", "imc:(-1,1)*2~ef"}},
		// Leaps over chasms.
		{HoleLeap, "fmD", []string{"m:(0,1)/h>(0,1)"}},
		{HoleLeap, "A", []string{"mc:(1,1)/h>(1,1)", "mc:(1,-1)/h>(1,-1)", "mc:(-1,-1)/h>(-1,-1)", "mc:(-1,1)/h>(-1,1)"}},
		{HoleLeap, "bH", []string{"mc:(0,-1)/h>(0,-1)/h>(0,-1)"}},
		{HoleLeap, "f(0,4)", []string{"mc:(0,1)/h>(0,1)/h>(0,1)/h>(0,1)"}},
		{HoleLeap, "", nil},
	}
	for _, c := range cases {
		ms, err := CompileClause(c.clause, c.betza)
		if err != nil {
			t.Errorf("%s %q: %v", c.clause, c.betza, err)
			continue
		}
		got := renderAll(ms)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s %q\n got  %q\n want %q", c.clause, c.betza, got, want)
		}
	}
}

func TestClauseErrors(t *testing.T) {
	cases := []struct {
		clause   Clause
		betza    string
		offset   int
		inClause bool // valid Betza that the clause does not take
		msg      string
	}{
		{Nearest, "fmX", 2, false, "extended atom suffix 'X'"},
		{Nearest, "[W?B]", 0, true, "nearest takes simple groups"},
		{Farthest, "WafW", 1, true, "farthest takes simple groups, not multi-leg moves ('a')"},
		{Flying, "pR", 0, true, "flying does not take 'p'"},
		{Flying, "jQ", 0, true, "flying does not take 'j'"},
		{Nearest, "qK", 0, true, "nearest does not take 'q'"},
		{Farthest, "feF", 1, true, "farthest does not take 'e'"},
		{HoleLeap, "N", 0, true, "hole-leap needs a straight leap over at least one square"},
		{HoleLeap, "fmW", 2, true, "not W"},
		{HoleLeap, "fDD", 1, true, "not D"},
		{HoleLeap, "K", 0, true, "not K"},
		{HoleLeap, "hrW", 0, false, "chiral 'hr' needs an oblique atom"},
		// three-dimensional leaps: no clause drops their level
		{Nearest, "(0,0,1)", 0, true, "nearest takes flat atoms, not the three-dimensional leap (0,0,1)"},
		{Farthest, "W(0,0,1)", 1, true, "farthest takes flat atoms, not the three-dimensional leap (0,0,1)"},
		{Flying, "fm(1,1,1)", 2, true, "flying takes flat atoms, not the three-dimensional leap (1,1,1)"},
		{HoleLeap, "(0,0,2)", 0, true, "hole-leap takes flat atoms"},
	}
	for _, c := range cases {
		_, err := CompileClause(c.clause, c.betza)
		var be *Error
		if !errors.As(err, &be) {
			t.Errorf("%s %q = %v, want an *Error", c.clause, c.betza, err)
			continue
		}
		if be.Offset != c.offset || be.Clause != c.inClause || !strings.Contains(be.Msg, c.msg) {
			t.Errorf("%s %q = offset %d clause %v %q\n want offset %d clause %v containing %q", c.clause, c.betza, be.Offset, be.Clause, be.Msg, c.offset, c.inClause, c.msg)
		}
	}
}

func TestClauseNamed(t *testing.T) {
	for _, c := range []Clause{Nearest, Farthest, Flying, HoleLeap} {
		if got, ok := ClauseNamed(c.String()); !ok || got != c {
			t.Errorf("ClauseNamed(%q) = %v, %v", c.String(), got, ok)
		}
	}
	if _, ok := ClauseNamed("slide"); ok {
		t.Error("ClauseNamed(slide) found a clause")
	}
}
