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
	"fmt"
	"io/fs"
	"os"
	"path"
	"sync"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/lower"
	"github.com/vdl-chess/vdl/lang/syntax"
	"github.com/vdl-chess/vdl/stdlib"
)

// CompileFile reads and compiles one variant file. It returns the file's
// concrete (playable) variants that have no error, in file order, and
// every diagnostic found.
func CompileFile(filename string) ([]*ir.Variant, diag.List) {
	src, err := os.ReadFile(filename)
	if err != nil {
		var l diag.List
		l.Errorf(diag.Pos{File: filename}, diag.ReadError, "%v", err)
		return nil, l
	}
	return CompileSource(filename, src)
}

// CompileSource compiles the source of one variant file, named filename in
// diagnostics; see CompileFile.
func CompileSource(filename string, src []byte) ([]*ir.Variant, diag.List) {
	return compile([]source{{filename, src}})
}

// Bundled compiles every file embedded in package definitions together, so
// that one may extend a variant of another, and returns their variants in
// file-name order, then file order.
func Bundled() ([]*ir.Variant, diag.List) {
	srcs, diags := readFS(definitions.FS, "definitions")
	vs, more := compile(srcs)
	diags = append(diags, more...)
	diags.Sort()
	return vs, diags
}

// Find returns the bundled variant of the given name.
func Find(name string) (*ir.Variant, error) {
	vs, diags := Bundled()
	var names []string
	for _, v := range vs {
		if v.Name == name {
			return v, nil
		}
		names = append(names, v.Name)
	}
	msg := fmt.Sprintf("unknown variant %q%s", name, diag.Suggest(name, names))
	if err := diags.Err(); err != nil {
		msg += fmt.Sprintf(" (the bundled definitions have errors: %v)", err)
	}
	return nil, fmt.Errorf("%s", msg)
}

type source struct {
	name string
	src  []byte
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
		f, d := syntax.Parse(s.name, s.src)
		diags = append(diags, d...)
		if f != nil {
			files = append(files, f)
		}
	}
	return files, diags
}

// compile runs every stage on sources compiled together.
func compile(srcs []source) ([]*ir.Variant, diag.List) {
	lib, diags := library()
	diags = append(diag.List(nil), diags...)
	files, diags := parseAll(srcs, diags)
	checked, more := check.Check(files, lib)
	diags = append(diags, more...)
	var out []*ir.Variant
	for _, cv := range checked {
		v := lower.Lower(cv)
		if off, err := validateSetup(v); err != nil {
			diags.Errorf(cv.SetupArg.PosAt(off), diag.InvalidSetup, "setup: %v", err)
			continue
		}
		out = append(out, v)
	}
	diags.Sort()
	return out, diags
}
