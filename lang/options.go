package lang

import (
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Options say where a compilation of the author's files may read the
// files they import, and how. The zero value is what the package-level
// functions use: imports from disk, under the folder of the file
// compiled.
type Options struct {
	// ImportRoot is the folder no import may reach above (--import-root);
	// "" is the folder of the file compiled (the working directory for
	// standard input).
	ImportRoot string
	// Read reads an imported file; nil is ReadFile. The rule of where
	// imports may come from is checked before Read is called.
	Read ReadFunc
	// Cancel, if set, is asked between the stages and between variants;
	// once it returns true the compilation stops and returns what it has
	// (an editor's analysis of a text that has changed since).
	Cancel func() bool
}

// cancelled reports whether the compilation should stop.
func (o Options) cancelled() bool { return o.Cancel != nil && o.Cancel() }

// CompileFile is CompileFile with these options.
func (o Options) CompileFile(filename string) ([]*ir.Variant, diag.List) {
	src, diags := ReadFile(filename)
	if diags != nil {
		return nil, diags
	}
	return o.CompileSource(filename, src)
}

// CompileSource is CompileSource with these options.
func (o Options) CompileSource(filename string, src []byte) ([]*ir.Variant, diag.List) {
	return compile(o.unit(filename, src))
}

// CompileFileVariant is CompileFileVariant with these options.
func (o Options) CompileFileVariant(filename, name string) (*ir.Variant, []string, diag.List) {
	src, diags := ReadFile(filename)
	if diags != nil {
		return nil, nil, diags
	}
	return o.CompileSourceVariant(filename, src, name)
}

// CompileSourceVariant is CompileSourceVariant with these options.
func (o Options) CompileSourceVariant(filename string, src []byte, name string) (*ir.Variant, []string, diag.List) {
	return compileOne(o.unit(filename, src), name)
}

// LintFile is LintFile with these options.
func (o Options) LintFile(filename string) diag.List {
	src, diags := ReadFile(filename)
	if diags != nil {
		return diags
	}
	return o.LintSource(filename, src)
}

// LintSource is LintSource with these options.
func (o Options) LintSource(filename string, src []byte) diag.List {
	return compileEach(o.unit(filename, src), func(*ir.Variant) {})
}

// Analyze is Analyze with these options.
func (o Options) Analyze(filename string, src []byte) (diag.List, *check.Index) {
	u := o.unit(filename, src)
	diags := compileEach(u, func(*ir.Variant) {})
	if o.cancelled() {
		return diags, nil
	}
	in, _ := u.input()
	return diags, check.NewIndex(in)
}
