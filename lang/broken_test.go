package lang

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

var updateBroken = flag.Bool("update", false, "rewrite the golden files of testdata/broken")

// TestBroken lints every definition of testdata/broken, each a mistake
// an author makes (a misspelt keyword, bad Betza, a bad setup, a cycle, a
// mistake in what a variant inherits), and compares the diagnostics with
// its .golden file (go test ./lang -run TestBroken -update rewrites them;
// read each change before committing it). Every diagnostic must be in the
// author's files (never in the library's), and every file must get at
// least one diagnostic.
func TestBroken(t *testing.T) {
	files, _ := filepath.Glob("testdata/broken/*.vdl")
	if len(files) < 60 {
		t.Fatalf("%d broken definitions: the corpus must have at least 60", len(files))
	}
	for _, path := range files {
		diags := LintFile(path)
		var b strings.Builder
		diags.Print(&b)
		got := b.String()
		if len(diags) == 0 {
			t.Errorf("%s: no diagnostic", path)
		}
		for _, d := range diags {
			if !strings.HasPrefix(d.Pos.File, "testdata/broken/") {
				t.Errorf("%s: a diagnostic outside the author's files: %v", path, d)
			}
			if d.Code == diag.InternalError {
				t.Errorf("%s: %v", path, d)
			}
		}
		golden := strings.TrimSuffix(path, ".vdl") + ".golden"
		if *updateBroken {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if got != string(want) {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", path, got, want)
		}
	}
}
