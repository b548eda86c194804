package lang

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestImportRule checks the rule of where imports may come from
// (spec/language.md, section 4): relative paths inside the import root,
// regular files only; everything else is an error at the import, and
// nothing is read (a FIFO would block the reader forever).
func TestImportRule(t *testing.T) {
	top := t.TempDir()
	root := filepath.Join(top, "root")
	write := func(p, src string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(top, "outside.vdl"), "piece Out o \"W\"\n")
	write(filepath.Join(root, "sub", "in.vdl"), "piece In i \"W\"\n")
	write(filepath.Join(root, "sub", "up.vdl"), "import \"../near.vdl\"\n")
	write(filepath.Join(root, "sub", "escape.vdl"), "import \"../../outside.vdl\"\n")
	write(filepath.Join(root, "near.vdl"), "piece Near n \"W\"\n")
	if err := os.Symlink(filepath.Join(top, "outside.vdl"), filepath.Join(root, "link.vdl")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "near.vdl"), filepath.Join(root, "goodlink.vdl")); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(root, "fifo.vdl")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	main := filepath.Join(root, "main.vdl")
	for _, test := range []struct {
		imp, importRoot string
		want            string // in the error; "" for none
	}{
		{"sub/in.vdl", "", ""},
		{"sub/up.vdl", "", ""}, // ../ that stays inside the root
		{"goodlink.vdl", "", ""},
		{"./sub/../near.vdl", "", ""},
		{"../outside.vdl", "", "outside the import root"},
		{"sub/escape.vdl", "", "outside the import root"}, // transitively
		{"../outside.vdl", top, ""},
		{"link.vdl", "", "symbolic link"},
		{"/dev/stdin", "", "an absolute path"},
		{filepath.Join(top, "outside.vdl"), top, "an absolute path"},
		{"../../../../../../../../dev/tty", "", "outside the import root"},
		{"fifo.vdl", "", "a FIFO (named pipe), not a regular file"},
		{"sub", "", "a directory, not a regular file"},
	} {
		done := make(chan diag.List, 1)
		go func() {
			done <- Options{ImportRoot: test.importRoot}.LintSource(main, []byte(fmt.Sprintf("import %q\n", test.imp)))
		}()
		var diags diag.List
		select {
		case diags = <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("import %q (root %q): still reading after 20 s", test.imp, test.importRoot)
		}
		if test.want == "" {
			if len(diags) != 0 {
				t.Errorf("import %q (root %q): %v, want none", test.imp, test.importRoot, diags)
			}
			continue
		}
		if len(diags) != 1 || diags[0].Code != diag.BadImport || diags[0].Pos.Line < 1 || !strings.Contains(diags[0].Msg, test.want) {
			t.Errorf("import %q (root %q): %v, want one V057 error saying %q", test.imp, test.importRoot, diags, test.want)
		}
	}
}

// TestReadFileRegular checks that ReadFile refuses what is not a regular
// file at once, without reading it or waiting for it.
func TestReadFileRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.vdl")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	for _, test := range []struct{ path, want string }{
		{fifo, "FIFO"},
		{dir, "directory"},
		{"/dev/null", "character device"},
	} {
		src, diags := ReadFile(test.path)
		if src != nil || len(diags) != 1 || diags[0].Code != diag.ReadError || !strings.Contains(diags[0].Msg, test.want) {
			t.Errorf("ReadFile(%s): %q %v, want a V029 error saying %s", test.path, src, diags, test.want)
		}
	}
}
