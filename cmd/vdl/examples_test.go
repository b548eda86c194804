package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestHelpExamples checks every example line of every command's help
// the way cobra would read it: its flags exist and take the values
// given, and the command accepts its arguments. (An example that wrote
// --json, a switch, where --json-out FILE was meant, passed its file name
// as a fourth argument: the command would have refused it.)
func TestHelpExamples(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, line := range strings.Split(c.Example, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			checkExample(t, line)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRootCmd())
}

func checkExample(t *testing.T, line string) {
	t.Helper()
	words := shellWords(line)
	// Cut a pipe or redirection.
	for i, w := range words {
		if w == "|" || w == ">" || w == "<" || w == "&&" || strings.HasPrefix(w, ">") {
			words = words[:i]
			break
		}
	}
	if len(words) == 0 || words[0] != "vdl" {
		return // another program's line (xboard -fcp ..., say)
	}
	root := newRootCmd()
	cmd, args, err := root.Find(words[1:])
	if err != nil {
		t.Errorf("%s: %v", line, err)
		return
	}
	if err := cmd.ParseFlags(args); err != nil {
		t.Errorf("%s: %v", line, err)
		return
	}
	if err := cmd.ValidateArgs(cmd.Flags().Args()); err != nil {
		t.Errorf("%s: %v", line, err)
	}
}

// shellWords splits a command line as a shell does for the simple lines
// of examples: at blanks, except inside single or double quotes.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	in, quote := false, rune(0)
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			w.WriteRune(r)
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == ' ' || r == '\t':
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		default:
			w.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, w.String())
	}
	return words
}
