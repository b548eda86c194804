package diag

import (
	"strings"
	"testing"
)

func TestNearest(t *testing.T) {
	cands := []string{"King", "Knight", "Queen", "board", "bishop", "loss", "pieces"}
	for _, test := range []struct{ in, want string }{
		{"Kngiht", "Knight"}, // transposition
		{"Kng", "King"},
		{"Quen", "Queen"},
		{"boad", "board"},
		{"lose", "loss"},
		{"king", "King"}, // case only
		{"piece", "pieces"},
		{"x", ""},
		{"Zebra", ""},
		{"King", ""}, // never suggest the name itself
	} {
		if got := Nearest(test.in, cands); got != test.want {
			t.Errorf("Nearest(%q) = %q, want %q", test.in, got, test.want)
		}
	}
	if got := Suggest("Kng", cands); got != " (did you mean King?)" {
		t.Errorf("Suggest = %q", got)
	}
}

func TestList(t *testing.T) {
	var l List
	if l.Err() != nil || l.Error() != "no errors" {
		t.Errorf("empty list: Err %v, Error %q", l.Err(), l.Error())
	}
	l.Warnf(Pos{"b.vdl", 1, 1}, "V027", "unused")
	if l.Err() != nil {
		t.Error("a list of warnings must not be an error")
	}
	l.Add(Pos{"a.vdl", 3, 2}, "V011", "second")
	l.Add(Pos{"a.vdl", 1, 9}, "V004", "first")
	l.Add(Pos{"a.vdl", 1, 9}, "V004", "first") // duplicate
	l.Sort()
	if len(l) != 3 {
		t.Fatalf("after Sort: %d diagnostics, want 3 (duplicate removed)", len(l))
	}
	if got := l.Error(); got != "a.vdl:1:9: error[V004]: first (and 1 more errors)" {
		t.Errorf("Error() = %q", got)
	}
	if got := l[2].Error(); got != "b.vdl:1:1: warning[V027]: unused" {
		t.Errorf("warning = %q", got)
	}
	var b strings.Builder
	l.Print(&b)
	if strings.Count(b.String(), "\n") != 3 {
		t.Errorf("Print wrote %q", b.String())
	}
}

func TestPosString(t *testing.T) {
	for _, test := range []struct {
		p    Pos
		want string
	}{
		{Pos{"f.vdl", 3, 7}, "f.vdl:3:7"},
		{Pos{"f.vdl", 3, 0}, "f.vdl:3"},
		{Pos{"", 3, 7}, "3:7"},
		{Pos{"f.vdl", 0, 0}, "f.vdl"},
		{Pos{}, "-"},
	} {
		if got := test.p.String(); got != test.want {
			t.Errorf("%#v.String() = %q, want %q", test.p, got, test.want)
		}
	}
}
