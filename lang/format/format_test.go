package format

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/lang/syntax"
	"github.com/vdl-chess/vdl/stdlib"
)

var update = flag.Bool("update", false, "update golden files")

// TestGolden formats testdata/*.vdl and compares with the .golden files
// (go test ./lang/format -update rewrites them): the layout rules of the
// package documentation, case by case.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.vdl")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got, diags := Source(path, src)
		if diags != nil {
			t.Errorf("%s: %v", path, diags)
			continue
		}
		golden := strings.TrimSuffix(path, ".vdl") + ".golden"
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s: got\n%s\nwant\n%s", path, got, want)
		}
		checkFormatted(t, path, src, got)
	}
}

// checkFormatted checks what must hold for any formatted source: it
// parses to the same statements as the original, and formatting it again
// changes nothing.
func checkFormatted(t *testing.T, path string, src, out []byte) {
	t.Helper()
	before, _ := syntax.Parse(path, src)
	after, diags := syntax.Parse(path, out)
	if diags != nil {
		t.Fatalf("%s: the formatted source does not parse: %v\n%s", path, diags, out)
	}
	if a, b := syntax.Dump(before, false), syntax.Dump(after, false); a != b {
		t.Errorf("%s: formatting changed the statements:\n%s\nbecame\n%s", path, a, b)
	}
	again, _ := Source(path, out)
	if string(again) != string(out) {
		t.Errorf("%s: not idempotent:\n%s\nbecame\n%s", path, out, again)
	}
}

// TestBundledFormatted checks that every file vdl ships, the standard
// library and the bundled definitions, is already in canonical form.
func TestBundledFormatted(t *testing.T) {
	for dir, fsys := range map[string]fs.FS{"stdlib": stdlib.FS, "definitions": definitions.FS} {
		names, _ := fs.Glob(fsys, "*.vdl")
		if len(names) == 0 {
			t.Fatalf("%s: no files", dir)
		}
		for _, n := range names {
			src, err := fs.ReadFile(fsys, n)
			if err != nil {
				t.Fatal(err)
			}
			path := dir + "/" + n
			got, diags := Source(path, src)
			if diags != nil {
				t.Errorf("%s: %v", path, diags)
				continue
			}
			if string(got) != string(src) {
				t.Errorf("%s is not formatted (vdl fmt -w %s); formatted:\n%s", path, path, got)
			}
			checkFormatted(t, path, src, got)
		}
	}
}

func TestSyntaxError(t *testing.T) {
	out, diags := Source("bad.vdl", []byte("variant v {\n"))
	if out != nil || diags.ErrorCount() != 1 || !strings.Contains(diags[0].Msg, "not closed") {
		t.Errorf("got %q, %v; want no output and the syntax error", out, diags)
	}
}

// FuzzFormat checks the invariants of checkFormatted on any source that
// parses.
func FuzzFormat(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.vdl")
	for _, p := range files {
		src, _ := os.ReadFile(p)
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, diags := syntax.Parse("fuzz.vdl", src); diags != nil {
			return
		}
		out, diags := Source("fuzz.vdl", src)
		if diags != nil {
			t.Fatalf("a source that parses was not formatted: %v", diags)
		}
		checkFormatted(t, "fuzz.vdl", src, out)
	})
}
