package stdlib_test

import (
	"io/fs"
	"testing"

	"github.com/vdl-chess/vdl/lang/syntax"
	"github.com/vdl-chess/vdl/stdlib"
)

// TestParse checks that the embedded library parses. That it checks and
// that every piece compiles is tested in package lang, which owns the
// pipeline.
func TestParse(t *testing.T) {
	names, _ := fs.Glob(stdlib.FS, "*.vdl")
	if len(names) < 2 {
		t.Fatalf("embedded files %v, want pieces.vdl and orthodox.vdl at least", names)
	}
	for _, n := range names {
		src, err := fs.ReadFile(stdlib.FS, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, diags := syntax.Parse(n, src); diags != nil {
			t.Error(diags)
		}
	}
}
