package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// Limits of the numeric flags; spec/interpreter.md lists them.
const (
	maxJobs     = 256     // perft -j: goroutines counting root moves
	maxPlayPly  = 100_000 // play --max-plies: the record of a game grows with it
	maxBenchAdd = 4       // bench --deeper: each ply costs some 30 times the time
)

// inRange checks an integer flag's value: out of range, the error names
// the flag, the value given and what is allowed.
func inRange(flag string, v, lo, hi int, what string) error {
	if v < lo || v > hi {
		return fmt.Errorf("%s %d is out of range: want %d to %d %s", flag, v, lo, hi, what)
	}
	return nil
}

// textFlags are the string flags that must not be given empty, with what
// each wants.
var textFlags = []struct{ name, want string }{
	{"fen", "a position in extended FEN"},
	{"variant", "the name of one of the file's variants"},
	{"svg", "the name of the SVG file to write"},
}

// notEmpty rejects string flags given explicitly as "" (a FEN, a file
// name): ignoring them would run something the user did not ask for, such
// as the start position instead of a FEN.
func notEmpty(cmd *cobra.Command) error {
	for _, tf := range textFlags {
		f := cmd.Flags().Lookup(tf.name)
		if f != nil && f.Changed && strings.TrimSpace(f.Value.String()) == "" {
			return fmt.Errorf("--%s is empty: want %s", tf.name, tf.want)
		}
	}
	return nil
}
