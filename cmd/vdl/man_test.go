package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// runVDL runs vdl with args in this process and fails the test on error.
func runVDL(t *testing.T, args ...string) string {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(args)
	if err := cmd.Execute(); err != nil {
		t.Fatalf("vdl %s: %v\n%s", strings.Join(args, " "), err, errOut.String())
	}
	return out.String()
}

// readDir returns the files of dir by name.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(b)
	}
	return files
}

// docs/cli is what `vdl man --markdown` writes today: a command, flag or
// help text changed without scripts/gen-docs.sh fails here.
func TestDocsUpToDate(t *testing.T) {
	dir := t.TempDir()
	runVDL(t, "man", "--markdown", dir)
	want, have := readDir(t, dir), readDir(t, "../../docs/cli")
	var names []string
	for name := range want {
		names = append(names, name)
	}
	for name := range have {
		if _, ok := want[name]; !ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range names {
		w, wok := want[name]
		h, hok := have[name]
		switch {
		case !hok:
			t.Errorf("docs/cli/%s is missing", name)
		case !wok:
			t.Errorf("docs/cli/%s is of no command now", name)
		case w == h:
		default:
			t.Errorf("docs/cli/%s is stale: first difference at line %d", name, firstDiff(w, h))
		}
	}
	if t.Failed() {
		t.Log("run scripts/gen-docs.sh (or go generate ./cmd/vdl) and commit docs/cli")
	}
}

func firstDiff(a, b string) int {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return i + 1
		}
	}
	return min(len(al), len(bl)) + 1
}

// vdl man writes a page per command, reachable from vdl.1, with each
// command's help: its synopsis, description, flags and examples.
func TestManPages(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "man1") // made by vdl man
	runVDL(t, "man", dir)
	pages := readDir(t, dir)
	root := newRootCmd()
	want := []string{"vdl.1"}
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() {
			want = append(want, "vdl-"+c.Name()+".1")
			for _, s := range c.Commands() {
				if s.IsAvailableCommand() {
					want = append(want, "vdl-"+c.Name()+"-"+s.Name()+".1")
				}
			}
		}
	}
	var got []string
	for name := range pages {
		got = append(got, name)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("vdl man wrote %q, want %q", got, want)
	}
	for _, tc := range []struct{ page, text string }{
		{"vdl.1", `.TH "VDL" "1"`},
		{"vdl.1", `\fBvdl-perft(1)\fP`},
		{"vdl-perft.1", "vdl-perft - Count the leaf nodes"},
		{"vdl-perft.1", `\fB--divide\fP`},
		{"vdl-moves.1", "move or capture     m  move only      x  capture only\n"}, // the table kept as laid out
		{"vdl-completion.1", "source <(vdl completion bash)"},
		{"vdl-match-merge.1", "vdl-match-merge"},
	} {
		if !strings.Contains(pages[tc.page], tc.text) {
			t.Errorf("%s lacks %q", tc.page, tc.text)
		}
	}
}

func TestPlainToMarkdown(t *testing.T) {
	tests := []struct{ in, want string }{
		{"one line", "one line\n"},
		{"a *b* c_d [e] <f>", `a \*b\* c\_d \[e\] \<f\>` + "\n"},
		{"para:\n\n  x  y\n\n  z\nafter", "para:\n\n```\n  x  y\n\n  z\n```\nafter\n"},
		{"head:\n  table\n", "head:\n```\n  table\n```\n"},
		{"  code\n\nnext", "```\n  code\n```\n\nnext\n"},
		{"--flag at the margin\n- not a list\n1. nor this", "\\--flag at the margin\n\\- not a list\n\\1. nor this\n"},
	}
	for _, tt := range tests {
		if got := plainToMarkdown(tt.in); got != tt.want {
			t.Errorf("plainToMarkdown(%q) =\n%q\nwant\n%q", tt.in, got, tt.want)
		}
	}
}
