package search

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

func TestMovetext(t *testing.T) {
	w := func(n int) Turn { return Turn{Side: interp.White, Number: n} }
	b := func(n int) Turn { return Turn{Side: interp.Black, Number: n} }
	tests := []struct {
		name  string
		turns []Turn
		want  string
	}{
		{"alternating", []Turn{w(1), b(1), w(2), b(2), w(3)}, "1. m0 m1 2. m2 m3 3. m4"},
		{"black first", []Turn{b(7), w(8), b(8)}, "7... m0 8. m1 m2"},
		{"runs of several moves", []Turn{w(1), w(1), b(1), b(1), w(2), w(2)}, "1. m0 m1 1... m2 m3 2. m4 m5"},
	}
	for _, tt := range tests {
		rec := Record{Turns: tt.turns}
		for i := range tt.turns {
			rec.Moves = append(rec.Moves, "m"+string(rune('0'+i)))
		}
		if got := rec.Movetext(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
