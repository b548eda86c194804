// Package lang is the vdl compiler's driver: it reads variant files,
// compiles them with the standard library (package stdlib) and returns the
// playable variants as IR (package interp/ir), with every diagnostic.
//
// The stages are packages of their own: syntax (text to tree), check
// (meaning and mistakes), lower (checked variant to IR). This package only
// strings them together and knows where the sources live: on disk, in the
// embedded standard library, and in the embedded definitions (package
// definitions) that ship with vdl.
package lang

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/lower"
	"github.com/vdl-chess/vdl/lang/syntax"
	"github.com/vdl-chess/vdl/stdlib"
)

// CompileFile reads and compiles one variant file. It returns the file's
// concrete (playable) variants that have no error, in file order, and
// every diagnostic found. Variants whose IR is the same but for name and
// title share its parts: read them, never change them in place.
func CompileFile(filename string) ([]*ir.Variant, diag.List) {
	return Options{}.CompileFile(filename)
}

// CompileSource compiles the source of one variant file, named filename in
// diagnostics; see CompileFile.
func CompileSource(filename string, src []byte) ([]*ir.Variant, diag.List) {
	return Options{}.CompileSource(filename, src)
}

// CompileFileVariant compiles one variant of a file: the one called name,
// or the file's only variant if name is "". Every declaration is read and
// checked alone, but only that variant is checked as a whole, lowered and
// set up, so a tool that runs one variant of a large file does no work for
// the others. v is nil if there is no such variant or it has an error;
// names lists the file's concrete variants, in order.
func CompileFileVariant(filename, name string) (v *ir.Variant, names []string, diags diag.List) {
	return Options{}.CompileFileVariant(filename, name)
}

// CompileSourceVariant is CompileFileVariant for source already read.
func CompileSourceVariant(filename string, src []byte, name string) (*ir.Variant, []string, diag.List) {
	return Options{}.CompileSourceVariant(filename, src, name)
}

// Bundled compiles every file embedded in package definitions together, so
// that one may extend a variant of another, and returns their variants in
// file-name order, then file order.
func Bundled() ([]*ir.Variant, diag.List) {
	srcs, diags := readFS(definitions.FS, "definitions")
	vs, more := compile(unit{srcs: srcs})
	diags = append(diags, more...)
	diags.Sort()
	diags.Cap()
	return vs, diags
}

// Find returns the bundled variant of the given name, compiling only it.
func Find(name string) (*ir.Variant, error) {
	if name == "" {
		return nil, fmt.Errorf("no variant name given")
	}
	v, names, diags := compileOne(unit{bundled: true}, name)
	if v != nil {
		return v, nil
	}
	msg := fmt.Sprintf("unknown variant %q%s", name, diag.Suggest(name, names))
	if slices.Contains(names, name) {
		msg = fmt.Sprintf("bundled variant %s does not compile", name)
	}
	if err := diags.Err(); err != nil {
		msg += fmt.Sprintf(" (the bundled definitions have errors: %v)", err)
	}
	return nil, fmt.Errorf("%s", msg)
}

// Analyze is what an editor needs of one file, which may be unsaved: its
// diagnostics, as LintSource finds them, and an index of what its names
// mean. read reads the files it imports (nil: from disk), so that an
// editor can give the unsaved text of those it has open.
func Analyze(filename string, src []byte, read ReadFunc) (diag.List, *check.Index) {
	return Options{Read: read}.Analyze(filename, src)
}

// CompileVariantWith is CompileSourceVariant with imports read by read.
func CompileVariantWith(filename string, src []byte, name string, read ReadFunc) (*ir.Variant, []string, diag.List) {
	return Options{Read: read}.CompileSourceVariant(filename, src, name)
}

// LibrarySource returns the text of a library file by the name
// diagnostics give it ("stdlib/orthodox.vdl", "definitions/chess.vdl"),
// for an editor to show where a library piece or rule set is declared.
func LibrarySource(name string) ([]byte, bool) {
	for dir, fsys := range map[string]fs.FS{"stdlib": stdlib.FS, "definitions": definitions.FS} {
		if rest, ok := strings.CutPrefix(name, dir+"/"); ok {
			src, err := fs.ReadFile(fsys, rest)
			return src, err == nil
		}
	}
	return nil, false
}

// LintBundled checks the bundled variant of the given name as LintFile
// checks a file, and returns its diagnostics, placed in the bundled files
// (definitions/NAME.vdl); an unknown name is an error, with a suggestion.
func LintBundled(name string) (diag.List, error) {
	srcs, diags := readFS(definitions.FS, "definitions")
	_, names, more := compileOne(unit{srcs: srcs}, name)
	if !slices.Contains(names, name) {
		return nil, fmt.Errorf("unknown variant %q%s: give a file, or a bundled variant's name (vdl list)", name, diag.Suggest(name, names))
	}
	diags = append(diags, more...)
	diags.Sort()
	diags.Cap()
	return diags, nil
}

type source struct {
	name string
	src  []byte
}

// unit is what one compilation reads: sources checked together, and
// whether they are the author's, which may import other files and use the
// bundled definitions by name, or the bundled definitions themselves.
type unit struct {
	srcs   []source
	author bool
	opts   Options
	// bundled: the sources are the bundled definitions, whose syntax
	// trees are read and parsed once (bundledFiles); srcs is unused.
	bundled bool
}

func (o Options) unit(filename string, src []byte) unit {
	return unit{srcs: []source{{filename, src}}, author: true, opts: o}
}

// input parses a unit's sources, and for the author's the files they
// import, into what the checker reads.
func (u unit) input() (check.Input, diag.List) {
	lib, diags := library()
	diags = append(diag.List(nil), diags...)
	var files []*syntax.File
	if u.bundled {
		files, diags = bundledFiles(diags)
	} else {
		files, diags = parseAll(u.srcs, diags)
	}
	in := check.Input{Files: files, Lib: lib, Lazy: u.bundled}
	if u.author {
		in.Bundled, diags = bundledFiles(diags)
		read := u.opts.Read
		if read == nil {
			read = ReadFile
		}
		var more diag.List
		in.Imported, more = readImports(files, read, u.opts.ImportRoot)
		for _, d := range more {
			in.ImportsIncomplete = in.ImportsIncomplete || d.Code == diag.BadImport
		}
		diags = append(diags, more...)
	}
	return in, diags
}

// readFS reads every .vdl file at the root of fsys, naming it dir/name.
func readFS(fsys fs.FS, dir string) ([]source, diag.List) {
	var srcs []source
	var diags diag.List
	names, err := fs.Glob(fsys, "*.vdl")
	if err != nil {
		diags.Errorf(diag.Pos{File: dir}, diag.ReadError, "%v", err)
	}
	for _, n := range names {
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			diags.Errorf(diag.Pos{File: path.Join(dir, n)}, diag.ReadError, "%v", err)
			continue
		}
		srcs = append(srcs, source{path.Join(dir, n), src})
	}
	return srcs, diags
}

// The standard library is parsed once; syntax trees are never modified.
var (
	libOnce  sync.Once
	libFiles []*syntax.File
	libDiags diag.List
)

// The bundled definitions, likewise, as the library of the author's
// files.
var (
	bundledOnce   sync.Once
	bundledSyntax []*syntax.File
	bundledDiags  diag.List
)

// bundledFiles appends to diags the bundled definitions' own problems, if
// any, and returns their syntax trees.
func bundledFiles(diags diag.List) ([]*syntax.File, diag.List) {
	bundledOnce.Do(func() {
		srcs, d := readFS(definitions.FS, "definitions")
		bundledSyntax, bundledDiags = parseAll(srcs, d)
	})
	return bundledSyntax, append(diags, bundledDiags...)
}

func library() ([]*syntax.File, diag.List) {
	libOnce.Do(func() {
		srcs, diags := readFS(stdlib.FS, "stdlib")
		libFiles, libDiags = parseAll(srcs, diags)
	})
	return libFiles, libDiags
}

func parseAll(srcs []source, diags diag.List) ([]*syntax.File, diag.List) {
	var files []*syntax.File
	for _, s := range srcs {
		if bad := NotVDL(s.name, s.src, false); bad != nil {
			diags = append(diags, bad...)
			continue
		}
		f, d := syntax.Parse(s.name, s.src)
		diags = append(diags, d...)
		if f != nil {
			files = append(files, f)
		}
	}
	return files, diags
}

// compile runs every stage on sources compiled together.
func compile(u unit) ([]*ir.Variant, diag.List) {
	var out []*ir.Variant
	diags := compileEach(u, func(v *ir.Variant) { out = append(out, v) })
	return out, diags
}

// compileEach runs every stage on sources compiled together and hands each
// good variant to use, in order, keeping none itself.
func compileEach(u unit, use func(*ir.Variant)) diag.List {
	in, diags := u.input()
	if u.opts.cancelled() {
		return diags
	}
	checked, more := check.CheckInput(in)
	diags = append(diags, more...)
	lw := lowered{}
	for i, cv := range checked {
		if u.opts.cancelled() {
			break
		}
		if v := lowerChecked(cv, &diags, lw); v != nil {
			use(v)
		}
		checked[i] = nil // done with it: let the memory go
	}
	diags.Sort()
	diags.Cap()
	return diags
}

// LintFile compiles a file as CompileFile does, but keeps nothing of it
// but the diagnostics, so that a file of thousands of variants is checked
// in little more memory than one variant needs.
func LintFile(filename string) diag.List {
	return Options{}.LintFile(filename)
}

// LintSource is LintFile for source already read.
func LintSource(filename string, src []byte) diag.List {
	return Options{}.LintSource(filename, src)
}

// compileOne is compile for the one variant called name (see
// CompileFileVariant).
func compileOne(u unit, name string) (*ir.Variant, []string, diag.List) {
	in, diags := u.input()
	cv, names, more := check.CheckInputVariant(in, name)
	diags = append(diags, more...)
	var v *ir.Variant
	if cv != nil {
		v = lowerChecked(cv, &diags, lowered{})
	}
	diags.Sort()
	diags.Cap()
	return v, names, diags
}

// lowerChecked lowers a checked variant and sets up its start position,
// reporting a setup the interpreter rejects; it returns nil then.
func lowerChecked(cv *check.Variant, diags *diag.List, lw lowered) *ir.Variant {
	v, r := lw.check(lower.Lower(cv))
	var se *interp.ShuffleError
	switch {
	case errors.As(r.err, &se) && cv.Shuffle != nil:
		diags.Errorf(cv.Shuffle.Pos, diag.BadShuffle, "%v", r.err)
		return nil
	case r.err != nil && r.inSetup:
		diags.Errorf(cv.SetupArg.PosAt(r.offset), diag.InvalidSetup, "setup: %v", r.err)
		return nil
	case r.err != nil:
		diags.Errorf(cv.Pos, diag.InvalidSetup, "variant %s: the interpreter rejects it: %v", cv.Name, r.err)
		return nil
	}
	if !cv.Allowed(diag.IrregularSetup, nil) {
		for _, what := range r.irregular {
			diags.Warnf(cv.SetupArg.Pos, diag.IrregularSetup, "setup: %s (played as Fairy-Stockfish plays it)", what)
		}
	}
	placeFindings(cv, r.findings, diags)
	return v
}

// Named is a variant's name and title.
type Named struct{ Name, Title string }

// BundledNames lists the bundled variants' names and titles in the order
// of Bundled, reading only their declarations: no variant is checked as a
// whole or compiled, so it costs the parse alone (shell completion asks
// for it at every Tab).
func BundledNames() []Named {
	lib, _ := library()
	files, _ := bundledFiles(nil)
	var out []Named
	for _, d := range check.NewIndex(check.Input{Files: files, Lib: lib}).Variants() {
		out = append(out, Named{d.Name, d.Title})
	}
	return out
}
