package main

import (
	"path/filepath"
	"testing"
)

// Weights are kept beside the definition of a file's variant, and in the
// working directory for a bundled one or one read from standard input.
func TestWeightsBeside(t *testing.T) {
	for _, c := range []struct{ arg, variant, want string }{
		{"skirmish", "skirmish", "skirmish.eval.yaml"},
		{"-", "mygame", "mygame.eval.yaml"},
		{"mygame.vdl", "mygame", "mygame.eval.yaml"},
		{filepath.Join("games", "mine.vdl"), "second", filepath.Join("games", "second.eval.yaml")},
		{filepath.Join("..", "defs", "x.vdl"), "x", filepath.Join("..", "defs", "x.eval.yaml")},
	} {
		if got := weightsBeside(c.arg, c.variant); got != c.want {
			t.Errorf("weightsBeside(%q, %q) = %q, want %q", c.arg, c.variant, got, c.want)
		}
	}
}
