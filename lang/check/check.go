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

// Check checks files, which are compiled together and may refer to each
// other's declarations, on top of the standard library lib. It returns the
// concrete variants (in the order of files, then of declarations) that have
// no error of their own and use no faulty declaration, and every diagnostic
// found, sorted.
func Check(files, lib []*syntax.File) (out []*Variant, diags diag.List) {
	c := newChecker()
	defer func() {
		if c.internalError(recover(), files) {
			out, diags = nil, c.diags.List()
		}
	}()
	c.declare(files, lib)
	for i, d := range c.user.declOrder {
		if d.abstract {
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
	c := newChecker()
	defer func() {
		if c.internalError(recover(), files) {
			v, diags = nil, c.diags.List()
		}
	}()
	c.declare(files, lib)
	var pick *decl
	for _, d := range c.user.declOrder {
		if d.abstract {
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
		v = c.checkVariant(pick)
	}
	return v, names, c.diags.List()
}

func newChecker() *checker {
	return &checker{ok: map[*syntax.Stmt]bool{}, lib: newScope(), user: newScope()}
}

// declare runs the first pass over every declaration and links each to
// its parent.
func (c *checker) declare(files, lib []*syntax.File) {
	c.declareAll(lib, c.lib, true)
	c.declareAll(files, c.user, false)
	for _, d := range c.lib.declOrder {
		c.resolveExtends(d)
	}
	for _, d := range c.user.declOrder {
		c.resolveExtends(d)
	}
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
	spellWork int // see suggest
}

// scope is one level of top-level declarations: the standard library, or
// the files checked together. The user level shadows the library.
type scope struct {
	pieces     map[string]*Piece
	pieceOrder []string
	decls      map[string]*decl
	declOrder  []*decl
}

func newScope() *scope {
	return &scope{pieces: map[string]*Piece{}, decls: map[string]*decl{}}
}

// decl is a rules or variant declaration.
type decl struct {
	stmt     *syntax.Stmt
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

	inh        *inherited        // resolved once, by inherit
	localCache map[string]*Piece // localPiece's answers, nil too
}

func (c *checker) errorf(pos syntax.Pos, code diag.Code, format string, args ...any) {
	c.diags.Errorf(pos, code, format, args...)
}

// lookupPiece finds a top-level piece: the user's first, then the library.
func (c *checker) lookupPiece(name string) *Piece {
	if p := c.user.pieces[name]; p != nil {
		return p
	}
	return c.lib.pieces[name]
}

// lookupDecl finds a rules or variant declaration, the user's first.
func (c *checker) lookupDecl(name string) *decl {
	if d := c.user.decls[name]; d != nil {
		return d
	}
	return c.lib.decls[name]
}

// declNames lists every rules and variant name, for "did you mean".
func (c *checker) declNames() []string {
	var names []string
	for _, s := range []*scope{c.user, c.lib} {
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
