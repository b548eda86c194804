package lang

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// ReadFunc reads a source file for the compiler: ReadFile, or an editor's
// unsaved text of it.
type ReadFunc func(path string) ([]byte, diag.List)

// An author's file may import another by its path, relative to the
// importing file's directory:
//
//	import "armies.vdl"
//
// The imported file's declarations are visible to the importer as its own;
// its variants are not the importer's. Imports are followed transitively,
// each file read once; a cycle is an error at the import that closes it.

// maxImports and maxImportBytes bound what one compilation imports, so
// that the memory a compilation takes stays bounded (language.md, section
// 10) whatever the files import.
const (
	maxImports     = 100
	maxImportBytes = 8 * MaxSourceBytes
)

// readImports reads the files that files import, transitively, in the
// order first met, and reports imports that cannot be read, that import a
// file being compiled or one importing it (a cycle), or past maxImports.
func readImports(files []*syntax.File, read ReadFunc) (imported []*syntax.File, diags diag.List) {
	seen := map[string]bool{}
	total := 0
	for _, f := range files {
		seen[key(f.Name)] = true
	}
	var visit func(f *syntax.File, stack []string)
	visit = func(f *syntax.File, stack []string) {
		stack = append(stack, f.Name)
		for _, s := range f.Stmts {
			if s.Keyword != "import" || len(s.Args) != 1 || s.Args[0].Kind != syntax.String {
				continue // the checker reports it
			}
			a := s.Args[0]
			p := importPath(f.Name, a.Str)
			if i := indexKey(stack, p); i >= 0 {
				chain := append(append([]string(nil), stack[i:]...), p)
				diags.Errorf(a.Pos, diag.BadImport, "import cycle: %s", strings.Join(chain, " imports "))
				continue
			}
			if seen[key(p)] {
				continue
			}
			seen[key(p)] = true
			if len(imported) >= maxImports {
				diags.Errorf(a.Pos, diag.BadImport, "import %s: more than %d files imported in all", diag.Quote(a.Str), maxImports)
				continue
			}
			src, rd := read(p)
			if rd != nil {
				diags.Errorf(a.Pos, diag.BadImport, "import %s: %s", diag.Quote(a.Str), readProblem(rd))
				continue
			}
			if total += len(src); total > maxImportBytes {
				diags.Errorf(a.Pos, diag.BadImport, "import %s: the imported files are larger than %d bytes in all", diag.Quote(a.Str), maxImportBytes)
				continue
			}
			g, pd := syntax.Parse(p, src)
			diags = append(diags, pd...)
			if g == nil {
				continue
			}
			imported = append(imported, g)
			visit(g, stack)
		}
	}
	for _, f := range files {
		visit(f, nil)
	}
	return imported, diags
}

// importPath is the path an import names, relative to the directory of
// the importing file.
func importPath(from, name string) string {
	if filepath.IsAbs(name) {
		return filepath.Clean(name)
	}
	dir := filepath.Dir(from)
	if strings.HasPrefix(from, "<") { // standard input: the working directory
		dir = "."
	}
	return filepath.Join(dir, name)
}

// key identifies a file whatever path names it.
func key(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}

func indexKey(stack []string, p string) int {
	for i, s := range stack {
		if key(s) == key(p) {
			return i
		}
	}
	return -1
}

// readProblem words a read error for an import's message.
func readProblem(l diag.List) string {
	if len(l) == 0 {
		return "cannot be read"
	}
	return fmt.Sprint(l[0].Msg)
}
