package lang

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

// TestImportLimits checks that a compilation imports at most maxImports
// files and maxImportBytes bytes, with an error at the first import over.
func TestImportLimits(t *testing.T) {
	dir := t.TempDir()
	var main strings.Builder
	for i := 0; i <= maxImports; i++ {
		name := fmt.Sprintf("f%d.vdl", i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(fmt.Sprintf("piece P%d p \"W\"\n", i)), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&main, "import %q\n", name)
	}
	path := filepath.Join(dir, "main.vdl")
	diags := LintSource(path, []byte(main.String()))
	if len(diags) != 1 || diags[0].Code != diag.BadImport || diags[0].Pos.Line != maxImports+1 ||
		!strings.Contains(diags[0].Msg, "more than 100 files imported") {
		t.Errorf("importing %d files: %v, want one error at the last import", maxImports+1, diags)
	}

	big := strings.Repeat("# a comment line of some length to fill the file\n", MaxSourceBytes/50)
	main.Reset()
	for i := 0; i < 9; i++ {
		name := fmt.Sprintf("big%d.vdl", i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(big), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&main, "import %q\n", name)
	}
	diags = LintSource(path, []byte(main.String()))
	if len(diags) != 1 || diags[0].Code != diag.BadImport || diags[0].Pos.Line != 9 {
		t.Errorf("importing 9 MiB: %v, want one error at the ninth import", diags)
	}
}
