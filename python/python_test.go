package python

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/example.golden")

// python finds Python 3: Debian's, for which scripts/test-packages.sh
// installs pytest, else the first python3 on PATH.
func python(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds vdl as a shared library (a minute or more)")
	}
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("no python3 (Debian package python3; scripts/test-packages.sh installs it with pytest)")
	return ""
}

// cgo skips the test where Go cannot build a C shared library.
func cgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	fields := strings.Fields(string(out))
	if err != nil || len(fields) < 2 || fields[0] != "1" {
		t.Skipf("cgo is off (go env CGO_ENABLED: %q)", out)
	}
	if _, err := exec.LookPath(fields[1]); err != nil {
		t.Skipf("no C compiler %s for cgo", fields[1])
	}
}

func has(py, module string) bool {
	return exec.Command(py, "-c", "import "+module).Run() == nil
}

// buildArgs are the flags of setup.py's build, so that the test's build
// and pip's share Go's build cache.
var buildArgs = []string{"build", "-buildmode=c-shared", "-trimpath"}

// TestPython builds the library, runs tests/ (pytest, or unittest where
// pytest is missing) and example.py against testdata/example.golden.
func TestPython(t *testing.T) {
	py := python(t)
	cgo(t)
	lib := filepath.Join(t.TempDir(), "_libvdl.so")
	build := exec.Command("go", append(buildArgs, "-o", lib, "./capi")...)
	build.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build -buildmode=c-shared: %v\n%s", err, out)
	}
	env := append(os.Environ(), "VDL_LIBRARY="+lib, "PYTHONPATH=.", "PYTHONDONTWRITEBYTECODE=1")

	args := []string{"-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"}
	if !has(py, "pytest") {
		t.Logf("%s has no pytest: running the tests with unittest", py)
		args = []string{"-m", "unittest", "discover", "-s", "tests", "-t", "."}
	}
	run := exec.Command(py, args...)
	run.Env = env
	out, err := run.CombinedOutput()
	if err != nil {
		t.Errorf("%s %s: %v\n%s", py, strings.Join(args, " "), err, out)
	} else {
		t.Logf("%s %s:\n%s", py, strings.Join(args, " "), out)
	}

	ex := exec.Command(py, "example.py")
	ex.Env = env
	out, err = ex.CombinedOutput()
	if err != nil {
		t.Fatalf("%s example.py: %v\n%s", py, err, out)
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
		t.Errorf("example.py printed\n%s\nwant (%s)\n%s", out, golden, want)
	}
}

// TestPipInstall installs the package as a user does, offline, into a
// temporary folder, and imports it from there.
func TestPipInstall(t *testing.T) {
	py := python(t)
	cgo(t)
	for _, m := range []string{"pip", "setuptools", "wheel"} {
		if !has(py, m) {
			t.Skipf("%s has no %s (Debian: python3-%s)", py, m, m)
		}
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	// A copy of the package, so the build leaves nothing here; setup.py
	// builds from the repository VDL_SOURCE names.
	tmp := t.TempDir()
	src := filepath.Join(tmp, "src")
	for _, f := range []string{"setup.py", "pyproject.toml", "README.md", "vdl/__init__.py"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(src, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	site := filepath.Join(tmp, "site")
	pip := exec.Command(py, "-m", "pip", "install", "--no-build-isolation", "--no-deps", "--no-index",
		"--disable-pip-version-check", "--target", site, src)
	pip.Env = append(os.Environ(), "VDL_SOURCE="+root, "PIP_NO_CACHE_DIR=1")
	if out, err := pip.CombinedOutput(); err != nil {
		t.Fatalf("pip install: %v\n%s", err, out)
	}
	check := exec.Command(py, "-c", `import vdl; print(vdl.load("chess").new_game().perft(3))`)
	check.Dir = tmp
	check.Env = append(os.Environ(), "PYTHONPATH="+site, "VDL_LIBRARY=")
	out, err := check.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "8902" {
		t.Errorf("the installed package: perft 3 printed %q, %v; want 8902", out, err)
	}
}
