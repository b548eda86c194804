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
//
// Where imports may come from (spec/language.md, section 4): a relative
// path, never an absolute one, that stays inside the import root, the
// folder of the file compiled unless the user names another
// (Options.ImportRoot, --import-root), also once symbolic links are
// followed; and only regular files (ReadFile). The bundled library needs
// no import. Anything else is an error at the import, and nothing is
// read.

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
func readImports(files []*syntax.File, read ReadFunc, root string) (imported []*syntax.File, diags diag.List) {
	seen := map[string]bool{}
	// The root is resolved at the first import only: a file without
	// imports touches no file system (a WebAssembly host may have none
	// that answers synchronously).
	var rt *importRoot
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
			if rt == nil {
				r := newImportRoot(root, files)
				rt = &r
			}
			if why := rt.refuse(a.Str, p); why != "" {
				diags.Errorf(a.Pos, diag.BadImport, "import %s: %s", diag.Quote(a.Str), why)
				continue
			}
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
			if bad := NotVDL(p, src, true); bad != nil {
				diags.Errorf(a.Pos, diag.BadImport, "import %s: %s", diag.Quote(a.Str), bad[0].Msg)
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
	return filepath.Join(sourceDir(from), name)
}

// sourceDir is the directory of a source file: the working directory for
// standard input and an editor's unsaved buffers.
func sourceDir(name string) string {
	if strings.HasPrefix(name, "<") || strings.HasPrefix(name, "untitled:") {
		return "."
	}
	return filepath.Dir(name)
}

// importRoot is the folder no import may reach above, as written and
// with its symbolic links followed.
type importRoot struct {
	abs, real string
	shown     string // as the user wrote it
}

// newImportRoot is the root given, or the folder of the first file
// compiled.
func newImportRoot(root string, files []*syntax.File) importRoot {
	if root == "" {
		root = "."
		if len(files) > 0 {
			root = sourceDir(files[0].Name)
		}
	}
	r := importRoot{abs: key(root), shown: root}
	r.real = r.abs
	if real, err := filepath.EvalSymlinks(r.abs); err == nil {
		r.real = real
	}
	return r
}

// refuse says why an import of name, at path p, breaks the rule of
// where imports may come from, or "" if it keeps it.
func (r importRoot) refuse(name, p string) string {
	if filepath.IsAbs(name) || strings.HasPrefix(name, "/") || strings.HasPrefix(name, `\`) || filepath.VolumeName(name) != "" {
		return "an absolute path: an import names a file relative to the importing file, inside the import root (spec/language.md, section 4)"
	}
	if !inside(r.abs, key(p)) {
		return fmt.Sprintf("outside the import root %s: imports may not reach above it (--import-root chooses another)", r.shown)
	}
	if real, err := filepath.EvalSymlinks(key(p)); err == nil && !inside(r.real, real) {
		return fmt.Sprintf("a symbolic link to %s, outside the import root %s (--import-root chooses another)", diag.Shorten(real), r.shown)
	}
	return ""
}

// inside reports whether path p is dir or under it; both are absolute
// and clean.
func inside(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
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
