package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
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

// The README's Install section comes before the quick start, names the
// module's real command package for `go install ...@latest`, and says
// truly where `go install ./cmd/vdl` puts the binary: $GOBIN, else
// $(go env GOPATH)/bin.
func TestReadmeInstall(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(text)
	install, quick := strings.Index(readme, "## Install\n"), strings.Index(readme, "## Quick start\n")
	if install < 0 || quick < 0 || install > quick {
		t.Fatal("README.md needs an Install section before the Quick start")
	}
	section := readme[install:quick]
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	module := regexp.MustCompile(`(?m)^module (\S+)$`).FindSubmatch(mod)
	if module == nil {
		t.Fatal("go.mod has no module line")
	}
	want := "go install " + string(module[1]) + "/cmd/vdl@latest"
	if !strings.Contains(section, want) {
		t.Errorf("README.md's Install section does not say %q", want)
	}
	for _, s := range []string{"go install ./cmd/vdl", "$GOBIN", "$(go env GOPATH)/bin", "PATH"} {
		if !strings.Contains(section, s) {
			t.Errorf("README.md's Install section does not mention %s", s)
		}
	}
	if testing.Short() {
		t.Skip("installs the vdl binary")
	}
	modcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Skipf("go env GOMODCACHE: %v", err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	for _, tc := range []struct {
		name, gobin, gopath, where string
	}{
		{"GOBIN set", filepath.Join(tmp, "gobin"), filepath.Join(tmp, "gopath1"), filepath.Join(tmp, "gobin", "vdl")},
		{"GOBIN not set", "", filepath.Join(tmp, "gopath2"), filepath.Join(tmp, "gopath2", "bin", "vdl")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command("go", "install", "./cmd/vdl")
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "GOBIN="+tc.gobin, "GOPATH="+tc.gopath,
				"GOMODCACHE="+strings.TrimSpace(string(modcache)), "GOFLAGS=-buildvcs=false")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("go install ./cmd/vdl: %v\n%s", err, out)
			}
			out, err := exec.Command(tc.where, "version").Output()
			if err != nil {
				t.Fatalf("%s version: %v (README.md says go install puts vdl there)", tc.where, err)
			}
			if !strings.HasPrefix(string(out), "vdl ") {
				t.Errorf("%s version printed %q", tc.where, out)
			}
		})
	}
}
