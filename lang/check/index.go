package check

import (
	"slices"

	"github.com/vdl-chess/vdl/lang/syntax"
)

// Index answers, for tools (a language server), what names mean in the
// author's files: the piece a name means in a declaration, the
// declaration an extends or use names. It runs only the first pass, so it
// answers for files with mistakes too.
type Index struct{ c *checker }

// NewIndex reads the declarations of in.
func NewIndex(in Input) *Index {
	c := newChecker()
	defer func() { recover() }() // an index with what was read is better than none
	c.declare(in)
	return &Index{c: c}
}

// Decl is what a tool shows of a rules or variant declaration.
type Decl struct {
	Name, Title string
	Rules       bool       // rules, not variant
	Pos         syntax.Pos // of the name in the declaration
	Parent      string     // what it extends, "" if nothing
}

// Variants lists the playable (not abstract) variants the files declare,
// in declaration order, as CheckInputVariant names them.
func (x *Index) Variants() []Decl {
	var out []Decl
	for _, d := range x.c.user.declOrder {
		if d.abstract || d.level != levelMain {
			continue
		}
		out = append(out, *x.Decl(d.name))
	}
	return out
}

// Decl returns the declaration the author's files mean by name, or nil.
func (x *Index) Decl(name string) *Decl {
	d := x.c.lookupDecl(levelMain, name)
	if d == nil {
		return nil
	}
	out := &Decl{Name: d.name, Title: d.title, Rules: d.abstract, Pos: d.stmt.Args[0].Pos}
	if d.extends != nil {
		out.Parent = d.extends.Str
	}
	return out
}

// Piece returns the piece name means in the body of declaration decl (""
// for the top level): a piece of the body or of what it extends or uses,
// else a top-level piece of the files, the standard library's or the
// bundled definitions'. It returns nil if there is none.
func (x *Index) Piece(decl, name string) *Piece {
	if decl != "" {
		if d := x.c.user.decls[decl]; d != nil {
			if p := localPiece(d, name); p != nil {
				return p
			}
		}
	}
	return x.c.lookupPiece(name)
}

// PieceNames lists the pieces a name may mean in declaration decl's body
// ("" for the top level): its own and inherited local pieces, the files'
// top-level pieces and the standard library's, sorted.
func (x *Index) PieceNames(decl string) []string {
	var names []string
	if d := x.c.user.decls[decl]; d != nil && decl != "" {
		names = localNames(d)
	}
	names = append(names, x.c.user.pieceOrder...)
	names = append(names, x.c.lib.pieceOrder...)
	slices.Sort(names)
	return slices.Compact(names)
}

// DeclNames lists the rules and variants the author's files may extend or
// use: theirs, the standard library's and the bundled ones, sorted.
func (x *Index) DeclNames() []string {
	names := x.c.declNames(levelMain)
	slices.Sort(names)
	return slices.Compact(names)
}
