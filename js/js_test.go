package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/example.golden")

// node finds Node.js 18 or later (node:test), or skips the test.
func node(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds vdl for WebAssembly (a minute or more)")
	}
	path, err := exec.LookPath("node")
	if err != nil {
		path, err = exec.LookPath("nodejs")
	}
	if err != nil {
		t.Skip("no node on PATH (Debian package nodejs; scripts/test-packages.sh installs it)")
	}
	out, err := exec.Command(path, "--version").Output()
	m := regexp.MustCompile(`^v(\d+)\.`).FindSubmatch(out)
	if err != nil || m == nil {
		t.Skipf("%s --version: %v %q", path, err, out)
	}
	if major, _ := strconv.Atoi(string(m[1])); major < 18 {
		t.Skipf("node %s is older than 18 (node:test)", strings.TrimSpace(string(out)))
	}
	return path
}

// build builds vdl.wasm into a new folder with vdl.js, its tests and
// example, and Go's wasm_exec.js: what js/build.sh makes in js/.
func build(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "vdl.wasm"), ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build: %v\n%s", err, out)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	copyFile := func(from, to string) error {
		b, err := os.ReadFile(from)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, to), b, 0o644)
	}
	goroot := strings.TrimSpace(string(root))
	if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), "wasm_exec.js"); err != nil {
		if err := copyFile(filepath.Join(goroot, "misc", "wasm", "wasm_exec.js"), "wasm_exec.js"); err != nil {
			t.Fatalf("no wasm_exec.js in GOROOT: %v", err)
		}
	}
	for _, f := range []string{"vdl.js", "vdl.test.js", "example.js"} {
		if err := copyFile(f, f); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestNode runs the JavaScript tests (vdl.test.js, node's test runner)
// and the example, whose output must be testdata/example.golden.
func TestNode(t *testing.T) {
	nodePath := node(t)
	dir := build(t)

	cmd := exec.Command(nodePath, "--expose-gc", "--test", "vdl.test.js")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("node --test vdl.test.js: %v\n%s", err, out)
	} else {
		t.Logf("node --test vdl.test.js:\n%s", out)
	}

	cmd = exec.Command(nodePath, "example.js")
	cmd.Dir = dir
	out, err = cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node example.js: %v\n%s", err, out)
	}
	golden := filepath.Join("testdata", "example.golden")
	if *update {
		if err := os.WriteFile(golden, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != string(want) {
		t.Errorf("node example.js printed\n%s\nwant (%s)\n%s", out, golden, want)
	}
}
