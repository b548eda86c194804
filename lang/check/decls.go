package check

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

var topKeywords = []string{"piece", "rules", "variant", "import"}

// declareAll runs the first pass over the top-level statements of files
// and enters their declarations into s.
func (c *checker) declareAll(files []*syntax.File, s *scope, l level) {
	c.declaring, c.declaringScope = l, s
	defer func() { c.declaring, c.declaringScope = levelMain, nil }()
	for _, f := range files {
		for _, st := range f.Stmts {
			switch st.Keyword {
			case "piece":
				if p := c.pieceDecl(st); p != nil {
					c.addPiece(s.pieces, &s.pieceOrder, p)
				}
			case "rules", "variant":
				if d := c.variantDecl(st); d != nil {
					d.level = l
					if prev := s.decls[d.name]; prev != nil {
						c.errorf(st.Args[0].Pos, diag.DuplicateVariant, "%s %s already declared %s",
							st.Keyword, d.name, where(prev.stmt.Args[0].Pos))
						continue
					}
					s.decls[d.name] = d
					s.declOrder = append(s.declOrder, d)
				}
			case "import": // read by the driver (package lang), which gives the files in Input.Imported
				c.ok[st] = c.stmt(st, specs[topLevel]["import"], nil)
			default:
				c.unknownStatement(st, topLevel)
			}
		}
	}
}

// addPiece enters p into a piece table, reporting a duplicate name.
func (c *checker) addPiece(table map[string]*Piece, order *[]string, p *Piece) {
	if prev := table[p.Name]; prev != nil {
		c.errorf(p.Pos, diag.DuplicatePiece, "piece %s already declared %s", p.Name, where(prev.Pos))
		return
	}
	table[p.Name] = p
	*order = append(*order, p.Name)
}

// variantDecl checks the header of a rules or variant declaration,
//
//	variant NAME [extends PARENT] [TITLE] { BODY }
//
// and runs the first pass over its body.
func (c *checker) variantDecl(st *syntax.Stmt) *decl {
	kw := st.Keyword
	usage := fmt.Sprintf(`%s NAME [extends PARENT] ["title"] { ... }`, kw)
	if len(st.Args) == 0 {
		c.errorf(st.Pos, diag.WrongArgCount, "%s needs a name: want %s", kw, usage)
		return nil
	}
	name := st.Args[0]
	if !declName(name) {
		c.errorf(name.Pos, diag.WrongArgType, "%s name: got %s %s, want a name (or a string of letters, digits, -, _ and +, for a name that starts with a digit or holds a +, such as \"3check\" or \"5x5+5_shogi\")", kw, name.Kind, diag.Shorten(name.Text))
		return nil
	}
	d := &decl{stmt: st, name: name.Str, abstract: kw == "rules", local: map[string]*Piece{}}
	rest := st.Args[1:]
	if len(rest) > 0 && rest[0].Kind == syntax.Ident {
		if rest[0].Str != "extends" {
			c.errorf(rest[0].Pos, diag.WrongArgType, "got %s after the %s name, want extends%s",
				rest[0].Str, kw, diag.Suggest(rest[0].Str, []string{"extends"}))
			d.bad = true
		} else if len(rest) < 2 || !declName(rest[1]) {
			c.errorf(rest[0].Pos, diag.WrongArgCount, "extends needs the name of a variant or rules")
			d.bad = true
		} else {
			d.extends = rest[1]
			rest = rest[2:]
		}
	}
	if !d.bad && len(rest) > 0 {
		if rest[0].Kind != syntax.String {
			c.errorf(rest[0].Pos, diag.WrongArgType, "got %s %s, want the title string: %s", rest[0].Kind, diag.Shorten(rest[0].Text), usage)
			d.bad = true
		} else {
			d.title = rest[0].Str
			rest = rest[1:]
		}
	}
	if !d.bad && len(rest) > 0 {
		c.errorf(rest[0].Pos, diag.WrongArgCount, "unexpected %s after the title: want %s", diag.Shorten(rest[0].Text), usage)
		d.bad = true
	}
	// Without a sound header the chain is unknown: checking the variant
	// would only report what it may inherit as missing.
	d.broken = d.bad
	if st.Body == nil {
		c.errorf(st.Pos, diag.BadBlock, "%s %s needs a { ... } block", kw, d.name)
		d.bad = true
		return d
	}
	d.body = st.Body.Stmts
	if c.declaringScope != nil && c.declaringScope.lazy {
		d.pending = true
		return d
	}
	c.declareBody(d)
	return d
}

// declareBody runs the first pass over a declaration's body.
func (c *checker) declareBody(d *decl) {
	if !c.block(d.body, variantBody, d) {
		d.bad = true
	}
	c.recordRegions(d)
}

// ensure runs the first pass over the body of a declaration of a lazy
// scope, and over every declaration it extends or uses, the first time
// it is looked up. A lazy scope is one whose declarations are many and
// mostly unused (the bundled definitions): checking one variant of them
// then costs that variant's declarations, not all of them.
func (c *checker) ensure(d *decl) {
	if !d.pending || c.headersOnly {
		return
	}
	d.pending = false
	saved := c.declaring
	c.declaring = d.level
	c.declareBody(d)
	c.resolveUses(d)
	c.declaring = saved
	if d.parent != nil {
		c.ensure(d.parent) // and so on up the chain, which may be a cycle
	}
	for _, u := range d.uses {
		c.ensure(u.d)
	}
}

// declName reports whether a names a variant or rules declaration: a
// name, or a string of letters, digits, '-', '_' and '+' (Fairy-Stockfish's
// "3check" starts with a digit, which a name may not; Sjaak II's
// "5x5+5_shogi" holds a '+').
func declName(a *syntax.Arg) bool {
	switch a.Kind {
	case syntax.Ident:
		return true
	case syntax.String:
		return a.Str != "" && strings.Trim(a.Str, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_+") == ""
	}
	return false
}

// resolveExtends links d to its parent and reports unknown parents and
// cycles. A declaration whose chain does not resolve is broken, and so is
// every declaration that extends it; only the first is reported.
func (c *checker) resolveExtends(d *decl) {
	if d.checked {
		return
	}
	var stack []*decl
	for cur := d; ; {
		if cur.checked {
			if cur.broken {
				for _, x := range stack {
					x.broken = true
				}
			}
			break
		}
		if cur.visit == 1 {
			// cur is on the stack: the declarations from cur on form a cycle.
			i := 0
			for stack[i] != cur {
				i++
			}
			names := []string{}
			for _, x := range stack[i:] {
				names = append(names, x.name)
			}
			names = append(names, cur.name)
			last := stack[len(stack)-1]
			c.errorf(last.extends.Pos, diag.ExtendsCycle, "extends cycle: %s", strings.Join(names, " extends "))
			for _, x := range stack {
				x.broken = true
			}
			break
		}
		cur.visit = 1
		stack = append(stack, cur)
		if cur.extends == nil {
			break
		}
		p := c.lookupDecl(cur.level, cur.extends.Str)
		if p == nil && c.incomplete {
			for _, x := range stack {
				x.broken = true
			}
			break
		}
		if p == nil {
			c.errorf(cur.extends.Pos, diag.UnknownVariant, "extends %s: no variant or rules of that name%s",
				cur.extends.Str, c.suggest(cur.extends.Str, func() []string { return c.declNames(cur.level) }))
			for _, x := range stack {
				x.broken = true
			}
			break
		}
		cur.parent = p
		cur = p
	}
	for _, x := range stack {
		x.visit = 2
		x.checked = true
	}
}
