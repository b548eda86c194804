package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestBuildVersion(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		name string
		bi   *debug.BuildInfo
		want versionInfo
		text string // the text output
	}{
		{
			name: "no build info",
			want: versionInfo{Module: "github.com/vdl-chess/vdl", Version: "(devel)", Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH},
			text: "vdl (devel)\nmodule    github.com/vdl-chess/vdl\ngo        " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + "\n",
		},
		{
			name: "go install @v1.2.3",
			bi: &debug.BuildInfo{GoVersion: "go1.26.1", Main: debug.Module{Path: "github.com/vdl-chess/vdl", Version: "v1.2.3"},
				Settings: []debug.BuildSetting{{Key: "GOOS", Value: "darwin"}, {Key: "GOARCH", Value: "arm64"}}},
			want: versionInfo{Module: "github.com/vdl-chess/vdl", Version: "v1.2.3", Go: "go1.26.1", OS: "darwin", Arch: "arm64"},
			text: "vdl v1.2.3\nmodule    github.com/vdl-chess/vdl\ngo        go1.26.1 darwin/arm64\n",
		},
		{
			name: "build from a clone with changes",
			bi: &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/vdl-chess/vdl", Version: "v0.0.0-20261125205441-5bd3b7a861fe+dirty"},
				Settings: []debug.BuildSetting{
					{Key: "vcs", Value: "git"},
					{Key: "vcs.revision", Value: "5bd3b7a861fe687ecb54d2302881fba07f3a7f0e"},
					{Key: "vcs.time", Value: "2026-11-25T20:54:41Z"},
					{Key: "vcs.modified", Value: "true"},
					{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"},
				}},
			want: versionInfo{Module: "github.com/vdl-chess/vdl", Version: "v0.0.0-20261125205441-5bd3b7a861fe+dirty",
				Revision: "5bd3b7a861fe687ecb54d2302881fba07f3a7f0e", Time: "2026-11-25T20:54:41Z", Modified: &yes,
				Go: "go1.26.8", OS: "linux", Arch: "amd64"},
			text: "vdl v0.0.0-20261125205441-5bd3b7a861fe+dirty\nmodule    github.com/vdl-chess/vdl\n" +
				"revision  5bd3b7a861fe687ecb54d2302881fba07f3a7f0e\ntime      2026-11-25T20:54:41Z\nmodified  true\ngo        go1.26.8 linux/amd64\n",
		},
		{
			name: "clean build",
			bi: &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/vdl-chess/vdl", Version: "(devel)"},
				Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "false"}}},
			want: versionInfo{Module: "github.com/vdl-chess/vdl", Version: "(devel)", Revision: "abc", Modified: &no,
				Go: "go1.26.8", OS: runtime.GOOS, Arch: runtime.GOARCH},
			text: "vdl (devel)\nmodule    github.com/vdl-chess/vdl\nrevision  abc\nmodified  false\ngo        go1.26.8 " + runtime.GOOS + "/" + runtime.GOARCH + "\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := buildVersion(tt.bi)
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(tt.want)
			if !bytes.Equal(gj, wj) {
				t.Errorf("buildVersion = %s\nwant %s", gj, wj)
			}
			var b strings.Builder
			got.write(&b)
			if b.String() != tt.text {
				t.Errorf("text:\n%s\nwant:\n%s", b.String(), tt.text)
			}
		})
	}
}

// TestVersionCommands checks that `vdl version`, `vdl --version` and their
// --json forms agree, and that the JSON has the fields the help promises.
func TestVersionCommands(t *testing.T) {
	run := func(args ...string) string { t.Helper(); return runInProcess(t, args...) }
	text := run("version")
	if !strings.HasPrefix(text, "vdl ") || !strings.Contains(text, "\ngo        go1.") {
		t.Errorf("vdl version printed\n%s", text)
	}
	if flag := run("--version"); flag != text {
		t.Errorf("vdl --version printed\n%s\nvdl version printed\n%s", flag, text)
	}
	js := run("version", "--json")
	if flag := run("--version", "--json"); flag != js {
		t.Errorf("vdl --version --json printed\n%s\nvdl version --json printed\n%s", flag, js)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(js), &v); err != nil {
		t.Fatalf("vdl version --json: %v\n%s", err, js)
	}
	for _, key := range []string{"module", "version", "go", "os", "arch"} {
		if s, _ := v[key].(string); s == "" {
			t.Errorf("vdl version --json has no %q: %s", key, js)
		}
	}
	cmd := newRootCmd()
	cmd.SetOut(new(bytes.Buffer))
	cmd.SetArgs([]string{"--json"})
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), "--json goes with --version") {
		t.Errorf("vdl --json: got %v, want an error that it goes with --version", err)
	}
}

// TestVersionFromGit builds vdl from this repository as a user does and
// checks that `vdl version` reports the commit git has checked out.
func TestVersionFromGit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the vdl binary")
	}
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git on PATH")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	// The go command stamps the revision only where .git is a directory:
	// not in a git worktree, whose .git is a file.
	if fi, err := os.Stat(filepath.Join(root, ".git")); err != nil || !fi.IsDir() {
		t.Skip("not a git clone (.git is not a directory): the go command records no revision here")
	}
	head, err := exec.Command(git, "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("git rev-parse HEAD: %v", err)
	}
	exe := filepath.Join(t.TempDir(), "vdl")
	build := exec.Command("go", "build", "-buildvcs=true", "-o", exe, "./cmd/vdl")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(exe, "version", "--json").Output()
	if err != nil {
		t.Fatalf("vdl version --json: %v", err)
	}
	var v versionInfo
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatalf("vdl version --json: %v\n%s", err, out)
	}
	if want := strings.TrimSpace(string(head)); v.Revision != want {
		t.Errorf("vdl version --json says revision %q, git says HEAD is %s", v.Revision, want)
	}
	if v.Time == "" || v.Modified == nil {
		t.Errorf("vdl version --json has no commit time or modified flag: %s", out)
	}
	if v.Version == "(devel)" || !strings.HasPrefix(v.Version, "v") {
		t.Errorf("vdl version --json has version %q, want the pseudo-version the go command gives a clone", v.Version)
	}
}
