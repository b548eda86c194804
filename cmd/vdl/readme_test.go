package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The README's quick start is the first thing a new user runs: its main
// command must work from the repository root and print the count its
// comment promises (a file that gained a second variant once broke it).
func TestReadmeQuickStart(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(text), "## Quick start")
	if start < 0 {
		t.Fatal("README.md has no Quick start section")
	}
	line := regexp.MustCompile(`(?m)^ +go run \./cmd/vdl (perft [^#\n]*?) +# .*?(\d+) leaves$`).FindStringSubmatch(string(text[start:]))
	if line == nil {
		t.Fatal("README.md's quick start has no `go run ./cmd/vdl perft ... # ... N leaves` line")
	}
	t.Chdir("../..")
	cmd := newRootCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(strings.Fields(line[1]))
	if err := cmd.Execute(); err != nil {
		t.Fatalf("vdl %s: %v\n%s", line[1], err, out.String())
	}
	if want := "nodes " + line[2] + "\n"; !strings.Contains(out.String(), want) {
		t.Errorf("vdl %s printed\n%s\nwant %q as README.md says", line[1], out.String(), want)
	}
}
