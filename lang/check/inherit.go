package check

import (
	"github.com/vdl-chess/vdl/lang/syntax"
)

// inherited is what a declaration gets along its extends chain, merged
// with its own body. It is resolved once per declaration, from its
// parent's, so that a file of n declarations each extending the one
// before costs time linear in n, and a variant's check reads only what
// applies to it instead of walking the chain for every statement.
//
// The statements stay unresolved syntax: late binding (language.md,
// section 4) resolves their names in the scope of each variant that
// inherits them, in vchecker.
type inherited struct {
	// byKeyword maps each keyword of a variant body to the statements of
	// the nearest declaration of the chain (this one first) whose body has
	// any statement of that keyword. Rejected statements are kept: they
	// still hide inherited ones.
	byKeyword map[string]keywordStmts
	// setOps: the pieces, add-pieces and remove-pieces statements of the
	// chain, the last one first. The list is persistent: a declaration
	// whose body has none shares its parent's.
	setOps *setOp
	// regions: the region statements of the chain, the last one first,
	// persistent like setOps (regions.go picks the nearest of each name).
	regions *setOp
	// bad: a declaration of the chain has an error of its own.
	bad bool
	// depth counts the declarations of the chain, this one included.
	depth int
}

// keywordStmts is the statements of one keyword in one declaration's body.
type keywordStmts struct {
	d     *decl
	stmts []*syntax.Stmt
}

// setOp is one statement that changes the piece set, with the previous
// one along the chain.
type setOp struct {
	prev *setOp
	e    entry
}

// inherit resolves d's inheritance, and its ancestors' on the way, each
// once. d's extends chain must resolve (not broken). It walks up without
// recursion, so a long chain cannot exhaust the stack.
func (c *checker) inherit(d *decl) *inherited {
	var todo []*decl
	for x := d; x != nil && x.inh == nil; x = x.parent {
		todo = append(todo, x)
	}
	for i := len(todo) - 1; i >= 0; i-- {
		x := todo[i]
		x.inh = resolveDecl(x, x.parent)
	}
	return d.inh
}

// resolveDecl merges d's body into what its parent (nil for a root) has.
func resolveDecl(d, parent *decl) *inherited {
	in := &inherited{byKeyword: map[string]keywordStmts{}, bad: d.bad, depth: 1}
	if parent != nil {
		p := parent.inh
		for kw, ks := range p.byKeyword {
			in.byKeyword[kw] = ks
		}
		in.setOps, in.regions, in.bad, in.depth = p.setOps, p.regions, p.bad || d.bad, p.depth+1
	}
	own := map[string]keywordStmts{}
	for _, s := range d.body {
		if _, known := specs[variantBody][s.Keyword]; !known {
			continue // reported by the first pass; no check asks for it
		}
		ks := own[s.Keyword]
		ks.d, ks.stmts = d, append(ks.stmts, s)
		own[s.Keyword] = ks
		switch s.Keyword {
		case "pieces", "add-pieces", "remove-pieces":
			in.setOps = &setOp{prev: in.setOps, e: entry{s: s, d: d}}
		case "region":
			in.regions = &setOp{prev: in.regions, e: entry{s: s, d: d}}
		}
	}
	for kw, ks := range own {
		in.byKeyword[kw] = ks
	}
	return in
}

// setStatements returns the piece-set statements of the chain, root
// first, each body's in source order.
func (in *inherited) setStatements() []entry {
	var out []entry
	for op := in.setOps; op != nil; op = op.prev {
		out = append(out, op.e)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// localPiece finds the piece of the given name declared in the body of d
// or of the nearest declaration of its chain that declares one, or that
// takes one from a declaration it uses (use). Answers are remembered per
// declaration, so each (declaration, name) pair is looked up along the
// chain at most once.
func localPiece(d *decl, name string) *Piece {
	cut := false
	return localPieceSeen(d, name, map[*decl]bool{}, &cut)
}

// localPieceSeen is localPiece that visits no declaration twice: uses may
// form cycles (a uses b, b uses a) or fan out. A walk cut short at a
// declaration already visited (cut) may miss what another start would
// find, so its answers are not remembered.
func localPieceSeen(d *decl, name string, seen map[*decl]bool, cut *bool) *Piece {
	var todo []*decl
	var p *Piece
	for x := d; x != nil; x = x.parent {
		if seen[x] {
			*cut = true
			break
		}
		seen[x] = true
		if q, ok := x.localCache[name]; ok {
			p = q
			break
		}
		if q := x.local[name]; q != nil {
			p = q
			break
		}
		if q := usedPiece(x, name, seen, cut); q != nil {
			p = q
			break
		}
		todo = append(todo, x)
	}
	if *cut {
		return p
	}
	for _, x := range todo {
		if x.localCache == nil {
			x.localCache = map[string]*Piece{}
		}
		x.localCache[name] = p
	}
	return p
}

// usedPiece finds the piece of the given name that a use statement of x
// takes, or nil.
func usedPiece(x *decl, name string, seen map[*decl]bool, cut *bool) *Piece {
	for _, u := range x.uses {
		if u.names == nil || u.names[name] {
			if p := localPieceSeen(u.d, name, seen, cut); p != nil {
				return p
			}
		}
	}
	return nil
}

// localNames lists the local pieces visible in d, nearest first, for "did
// you mean" suggestions.
func localNames(d *decl) []string {
	var names []string
	for x := d; x != nil; x = x.parent {
		for n := range x.local {
			names = append(names, n)
		}
		for _, u := range x.uses {
			for n := range u.d.local {
				if u.names == nil || u.names[n] {
					names = append(names, n)
				}
			}
		}
	}
	return names
}
