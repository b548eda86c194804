package check

import (
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// use NAME [PIECE...] in a variant or rules body makes the pieces declared
// in the body of declaration NAME (and of what it extends) local pieces of
// this one, as if declared here, without inheriting its rules: a variant
// extending orthodox may take Overboard's pieces with use overboard-army.
// With piece names, only those. NAME is looked up as extends looks it up:
// the author's files, the standard library, the bundled definitions.

// useRef is one resolved use statement.
type useRef struct {
	arg   *syntax.Arg     // the declaration's name, where errors about it point
	d     *decl           // the declaration used
	names map[string]bool // the pieces taken; nil: all
}

// resolveUses links the use statements of d to the declarations they
// name, reporting unknown names.
func (c *checker) resolveUses(d *decl) {
	for _, s := range d.body {
		if s.Keyword != "use" || !c.ok[s] {
			continue
		}
		name := s.Args[0]
		u := c.lookupDecl(d.level, name.Str)
		if u == nil && c.incomplete {
			d.bad = true
			continue
		}
		if u == nil {
			c.errorf(name.Pos, diag.UnknownVariant, "use %s: no variant or rules of that name%s",
				name.Str, c.suggest(name.Str, func() []string { return c.declNames(d.level) }))
			d.bad = true
			continue
		}
		ref := useRef{arg: name, d: u}
		if len(s.Args) > 1 {
			ref.names = map[string]bool{}
			for _, a := range s.Args[1:] {
				if localPiece(u, a.Str) == nil {
					c.errorf(a.Pos, diag.UnknownPiece, "use %s %s: %s declares no piece %s%s", name.Str, a.Str, name.Str, a.Str,
						c.suggest(a.Str, func() []string { return localNames(u) }))
					d.bad = true
					continue
				}
				ref.names[a.Str] = true
			}
		}
		d.uses = append(d.uses, ref)
	}
}
