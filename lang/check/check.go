// Package check gives vdl statements their meaning and reports every
// mistake in them.
//
// Checking runs in two passes. The first looks at each declaration alone:
// is every statement one its block accepts, with the right number and kind
// of arguments, and are the Betza strings and letters of pieces valid? The
// second runs once per concrete variant (or only for the one asked for,
// CheckVariant), on the statements it inherits along its extends chain
// merged with its own, which are resolved once per declaration
// (inherit.go): it resolves piece names, checks everything that depends
// on the board, and parses the setup.
// Inherited statements are resolved as if written in the variant itself, so
// an error in one names the variant it was found in.
//
// Neither pass stops at an error: a statement that fails the first pass is
// left out of the second, so one mistake is reported once.
package check

import (
	"fmt"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Input is what a check reads: the author's files, and the declarations
// they may use by name.
type Input struct {
	// Files are checked, and their concrete variants returned.
	Files []*syntax.File
	// Imported are the files that Files import: their declarations are
	// read and checked alone, as Files', but their variants are not
	// returned or checked whole.
	Imported []*syntax.File
	// Lib is the standard library; Bundled, the definitions that ship
	// with vdl, which any file may extend or use by name. Both are the
	// library: an error in what a variant inherits from them is reported
	// at the author's extends or use, with a note naming the library line.
	Lib, Bundled []*syntax.File
	// ImportsIncomplete: an import could not be read. A name that none of
	// the files declares may then be declared in it, so it is no second
	// error (the import's is reported).
	ImportsIncomplete bool
	// Lazy, for CheckInputVariant: the body of a declaration of Files is
	// read only if the chosen variant extends or uses it, so that one
	// variant of many is checked at the cost of its own declarations; the
	// others' mistakes go unreported. For the bundled definitions, which
	// are checked whole by their own tests.
	Lazy bool
}

// Check checks files, which are compiled together and may refer to each
// other's declarations, on top of the standard library lib. It returns the
// concrete variants (in the order of files, then of declarations) that have
// no error of their own and use no faulty declaration, and every diagnostic
// found, sorted.
func Check(files, lib []*syntax.File) (out []*Variant, diags diag.List) {
	return CheckInput(Input{Files: files, Lib: lib})
}

// CheckInput is Check with imported files and the bundled definitions.
func CheckInput(in Input) (out []*Variant, diags diag.List) {
	c := newChecker()
	defer func() {
		if c.internalError(recover(), in.Files) {
			out, diags = nil, c.diags.List()
		}
	}()
	c.declare(in)
	for i, d := range c.user.declOrder {
		if d.abstract || d.level != levelMain {
			continue
		}
		if c.enough() {
			c.stopped(c.user.declOrder[i:])
			break
		}
		if v := c.checkVariant(d); v != nil {
			out = append(out, v)
		}
	}
	return out, c.diags.List()
}

// enough reports whether more diagnostics have been found than a file
// shows (diag.MaxPerFile): checking more variants would cost time and
// memory for messages no one sees. Duplicates (a statement inherited by
// several variants) are removed first, now and then.
func (c *checker) enough() bool {
	return c.diags.Len() > diag.MaxPerFile && c.diags.Distinct() > diag.MaxPerFile
}

// stopped reports the variants among rest that are left unchecked.
func (c *checker) stopped(rest []*decl) {
	var names []string
	for _, d := range rest {
		if !d.abstract {
			names = append(names, d.name)
		}
	}
	n := c.diags.Distinct()
	msg := fmt.Sprintf("checking stopped after %d diagnostics: variant %s not checked", n, names[0])
	if len(names) > 1 {
		msg = fmt.Sprintf("checking stopped after %d diagnostics: variants %s to %s (%d) not checked", n, names[0], names[len(names)-1], len(names))
	}
	c.diags.Errorf(rest[0].stmt.Args[0].Pos, diag.TooManyDiagnostics, "%s", msg)
}

// CheckVariant is Check for one variant: every declaration of files gets
// the first pass, but only the concrete variant called name, or the only
// concrete variant of files if name is "", gets the second, so a tool
// that runs one variant of a large file checks no other. v is nil if
// there is no such variant or it has an error; names lists the concrete
// variants of files, in order, for the tool to offer.
func CheckVariant(files, lib []*syntax.File, name string) (v *Variant, names []string, diags diag.List) {
	return CheckInputVariant(Input{Files: files, Lib: lib}, name)
}

// CheckInputVariant is CheckVariant with imported files and the bundled
// definitions.
func CheckInputVariant(in Input, name string) (v *Variant, names []string, diags diag.List) {
	c := newChecker()
	defer func() {
		if c.internalError(recover(), in.Files) {
			v, diags = nil, c.diags.List()
		}
	}()
	c.user.lazy = in.Lazy
	c.declare(in)
	var pick *decl
	for _, d := range c.user.declOrder {
		if d.abstract || d.level != levelMain {
			continue
		}
		names = append(names, d.name)
		if d.name == name {
			pick = d
		}
	}
	if name == "" && len(names) == 1 {
		pick = c.user.decls[names[0]]
	}
	if pick != nil {
		c.ensure(pick)
		v = c.checkVariant(pick)
	}
	return v, names, c.diags.List()
}

func newChecker() *checker {
	return &checker{ok: map[*syntax.Stmt]bool{}, lib: newScope(), user: newScope(), bundled: newScope(),
		libFiles: map[string]bool{}}
}

// declare runs the first pass over every declaration and links each to
// its parent.
func (c *checker) declare(in Input) {
	c.declareAll(in.Lib, c.lib, levelLib)
	c.bundledFiles = in.Bundled
	c.incomplete = in.ImportsIncomplete
	c.declareAll(in.Files, c.user, levelMain)
	c.declareAll(in.Imported, c.user, levelImported)
	for _, fs := range [][]*syntax.File{in.Lib, in.Bundled} {
		for _, f := range fs {
			c.libFiles[f.Name] = true
		}
	}
	c.headersOnly = true
	for _, s := range []*scope{c.lib, c.user} {
		for _, d := range s.declOrder {
			c.resolveExtends(d)
		}
	}
	c.headersOnly = false
	for _, s := range []*scope{c.lib, c.user} {
		for _, d := range s.declOrder {
			// A parent in a lazy scope, linked from the headers alone,
			// is read now: the chain's readers follow parent links.
			if !d.pending && d.parent != nil {
				c.ensure(d.parent)
			}
			c.resolveUses(d)
		}
	}
}

// bundledScope returns the scope of the bundled definitions, reading them
// the first time a name is looked up there: most files never need them,
// and reading them costs more than checking a small file.
func (c *checker) bundledScope() *scope {
	if c.bundledFiles != nil {
		files := c.bundledFiles
		c.bundledFiles = nil
		c.bundled.lazy = true
		c.declareAll(files, c.bundled, levelBundled)
		saved := c.headersOnly
		c.headersOnly = true
		for _, d := range c.bundled.declOrder {
			c.resolveExtends(d)
		}
		c.headersOnly = saved
		for _, d := range c.bundled.declOrder {
			c.resolveUses(d)
		}
	}
	return c.bundled
}

// internalError reports a recovered panic e, if any, as a diagnostic and
// says whether there was one: a bug must not take down a tool that checks
// many files.
func (c *checker) internalError(e any, files []*syntax.File) bool {
	if e == nil {
		return false
	}
	pos := syntax.Pos{}
	if len(files) > 0 {
		pos.File = files[0].Name
	}
	c.diags.Errorf(pos, diag.InternalError, "internal error: %v", e)
	return true
}

// checker holds the state of one Check call.
type checker struct {
	diags diag.Bounded
	// ok records the statements that passed the first pass; the second
	// pass ignores the others.
	ok        map[*syntax.Stmt]bool
	lib, user *scope
	// bundled holds the definitions vdl ships, which the author's files
	// may extend or use by name; lib and bundled are the library.
	bundled      *scope
	bundledFiles []*syntax.File // not yet read into bundled (bundledScope)
	// declaringScope is the scope declareAll fills; headersOnly: lookups
	// do not run a lazy declaration's first pass (see ensure) while its
	// scope's extends chains are resolved from the headers alone.
	declaringScope *scope
	headersOnly    bool
	incomplete     bool  // Input.ImportsIncomplete
	declaring      level // the level declareAll reads
	// libFiles names the files of the library: an error found in one of
	// them, in a variant of the author's, is reported at the author's
	// extends or use (library.go).
	libFiles  map[string]bool
	spellWork int // see suggest
	// hexMode: Betza strings are read on a hexagonal board (hex.go).
	hexMode bool
}

// scope is one level of top-level declarations: the standard library, or
// the files checked together. The user level shadows the library.
type scope struct {
	pieces     map[string]*Piece
	pieceOrder []string
	decls      map[string]*decl
	declOrder  []*decl
	// lazy: a declaration's body is read when it is first looked up
	// (ensure), not when it is declared.
	lazy bool
}

func newScope() *scope {
	return &scope{pieces: map[string]*Piece{}, decls: map[string]*decl{}}
}

// level says where a declaration comes from, which decides what it may
// refer to and whose mistakes are reported where.
type level int

const (
	levelMain     level = iota // the files checked
	levelImported              // files they import
	levelLib                   // the standard library
	levelBundled               // the bundled definitions
)

// library reports whether declarations of the level are the library's,
// not the author's.
func (l level) library() bool { return l == levelLib || l == levelBundled }

// decl is a rules or variant declaration.
type decl struct {
	stmt     *syntax.Stmt
	level    level
	name     string
	abstract bool        // rules, not variant
	extends  *syntax.Arg // the parent's name, nil if none
	title    string
	body     []*syntax.Stmt
	local    map[string]*Piece // pieces declared in the body
	bad      bool              // the first pass found an error in it

	parent  *decl
	visit   int  // extends resolution: 0 new, 1 on the stack, 2 done
	broken  bool // its extends chain does not resolve
	checked bool // resolveExtends has run
	pending bool // a lazy scope's declaration whose body awaits its first pass (ensure)

	uses       []useRef          // its use statements, resolved
	inh        *inherited        // resolved once, by inherit
	localCache map[string]*Piece // localPiece's answers, nil too
}

func (c *checker) errorf(pos syntax.Pos, code diag.Code, format string, args ...any) {
	c.diags.Errorf(pos, code, format, args...)
}

// lookupPiece finds a top-level piece: the user's first, then the
// standard library's, then the bundled definitions'.
func (c *checker) lookupPiece(name string) *Piece {
	for _, s := range []*scope{c.user, c.lib} {
		if p := s.pieces[name]; p != nil {
			return p
		}
	}
	return c.bundledScope().pieces[name]
}

// scopes lists the scopes whose declarations a declaration of level l
// sees, nearest first: the author's files see their own, the standard
// library and the bundled definitions; the bundled definitions see
// themselves and the standard library; the standard library itself.
func (c *checker) scopes(l level) []*scope {
	switch l {
	case levelLib:
		return []*scope{c.lib}
	case levelBundled:
		return []*scope{c.bundled, c.lib}
	}
	return []*scope{c.user, c.lib, nil} // nil: the bundled definitions, read when reached
}

// lookupDecl finds the rules or variant declaration a declaration of
// level l means by name.
func (c *checker) lookupDecl(l level, name string) *decl {
	for _, s := range c.scopes(l) {
		if s == nil {
			s = c.bundledScope()
		}
		if d := s.decls[name]; d != nil {
			c.ensure(d)
			return d
		}
	}
	return nil
}

// declNames lists the rules and variant names a declaration of level l
// sees, for "did you mean".
func (c *checker) declNames(l level) []string {
	var names []string
	for _, s := range c.scopes(l) {
		if s == nil {
			s = c.bundledScope()
		}
		for _, d := range s.declOrder {
			names = append(names, d.name)
		}
	}
	return names
}

// spellBudget bounds the work of "did you mean" suggestions in one check,
// in characters compared: a hostile file with thousands of mistakes, each
// against thousands of names, would otherwise spend minutes on them.
const spellBudget = 50_000_000

// suggest is diag.Suggest for a name among many candidates, within
// spellBudget; past it, or once the file's diagnostics are only counted,
// messages go without a suggestion.
func (c *checker) suggest(name string, candidates func() []string) string {
	if c.diags.Full() || c.spellWork > spellBudget {
		return ""
	}
	names := candidates()
	for _, n := range names {
		c.spellWork += len(n) * len(name)
	}
	return diag.Suggest(name, names)
}

// where formats a position for a message that refers to a second place.
func where(p syntax.Pos) string { return fmt.Sprintf("at %s", p) }
