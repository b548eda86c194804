package syntax

import "github.com/alecthomas/participle/v2/lexer"

// The grammar structs are participle's; the AST is ours. Converting once,
// here, keeps lexer.Position and string pointers out of every later stage.

func convertFile(filename string, g *gFile) *File {
	return &File{Name: filename, Stmts: convertStmts(filename, g.Stmts)}
}

func convertStmts(filename string, gs []*gStmt) []*Stmt {
	var out []*Stmt
	for _, g := range gs {
		if g != nil {
			out = append(out, convertStmt(filename, g))
		}
	}
	return out
}

func convertStmt(filename string, g *gStmt) *Stmt {
	s := &Stmt{Pos: position(filename, g.Pos), Keyword: g.Keyword}
	for _, ga := range g.Args {
		s.Args = append(s.Args, convertArg(filename, ga))
	}
	if g.Block != nil {
		s.Body = &Block{
			Pos:   position(filename, g.Block.Pos),
			End:   closePos(filename, g.Block.Tokens),
			Stmts: convertStmts(filename, g.Block.Stmts),
		}
	}
	return s
}

func closePos(filename string, toks []lexer.Token) Pos {
	if len(toks) == 0 {
		return Pos{File: filename}
	}
	return position(filename, toks[len(toks)-1].Pos)
}

func convertArg(filename string, g *gArg) *Arg {
	pos := position(filename, g.Pos)
	switch {
	case g.Ident != nil:
		return &Arg{Pos: pos, Kind: Ident, Text: *g.Ident, Str: *g.Ident}
	case g.Symbol != nil:
		return &Arg{Pos: pos, Kind: Symbol, Text: *g.Symbol, Str: *g.Symbol}
	case g.String != nil:
		s, _, _ := unquote(*g.String) // scan has rejected bad escapes
		return &Arg{Pos: pos, Kind: String, Text: *g.String, Str: s}
	default:
		a, _ := classifyNumber(*g.Number) // scan has rejected bad numbers
		a.Pos = pos
		return &a
	}
}
