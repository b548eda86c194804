package syntax

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/vdl-chess/vdl/lang/diag"
)

// The grammar structs are participle's; the syntax tree is ours. Converting
// once, here, keeps lexer.Position and string pointers out of every later
// stage.

func convertStmts(gs []*gStmt) []*Stmt {
	out := make([]*Stmt, 0, len(gs))
	for _, g := range gs {
		if g != nil {
			out = append(out, convertStmt(g))
		}
	}
	return out
}

func convertStmt(g *gStmt) *Stmt {
	s := &Stmt{Pos: position(g.Pos), Keyword: g.Keyword}
	if len(g.Args) > 0 {
		s.Args = make([]*Arg, len(g.Args))
		for i, ga := range g.Args {
			s.Args[i] = convertArg(ga)
		}
	}
	if g.Block != nil {
		s.Body = &Block{Pos: position(g.Block.Pos), End: position(g.Block.Close.Pos), Stmts: convertStmts(g.Block.Stmts)}
	}
	return s
}

func convertArg(t lexer.Token) *Arg {
	pos := position(t.Pos)
	switch t.Type {
	case ptIdent:
		return &Arg{Pos: pos, Kind: Ident, Text: t.Value, Str: t.Value}
	case ptSymbol:
		return &Arg{Pos: pos, Kind: Symbol, Text: t.Value, Str: t.Value}
	case ptString:
		s, _, _ := unquote(t.Value) // scan has rejected bad escapes
		return &Arg{Pos: pos, Kind: String, Text: t.Value, Str: s}
	}
	a, _ := classifyNumber(t.Value) // scan has rejected bad numbers
	a.Pos = pos
	return &a
}

func position(p lexer.Position) Pos { return Pos{File: p.Filename, Line: p.Line, Col: p.Column} }

// syntaxError turns participle's first error into this language's words:
// the token that does not fit and what the grammar wanted there.
func syntaxError(src []byte, filename string, err error) (Pos, string) {
	var unexpected *participle.UnexpectedTokenError
	if !errors.As(err, &unexpected) {
		var perr participle.Error
		if errors.As(err, &perr) {
			return position(perr.Position()), perr.Message()
		}
		return Pos{File: filename}, err.Error()
	}
	t := unexpected.Unexpected
	var want string
	switch {
	case t.Type == lexer.EOF:
		want = `"}" to close the block`
	case t.Value == "}":
		want = "a statement (no block is open)"
	case t.Value == "{":
		want = "a statement; a block must open on the line of its statement"
	case startsStatement(src, t.Pos.Offset):
		want = "a keyword to start a statement"
	default:
		want = "a newline or ';' before the next statement"
	}
	return position(t.Pos), fmt.Sprintf("unexpected %s: want %s", describe(t), want)
}

// describe names a token for a message.
func describe(t lexer.Token) string {
	switch {
	case t.Type == lexer.EOF:
		return "end of file"
	case t.Value == "\n":
		return "newline"
	case strings.HasPrefix(t.Value, `"`):
		return "string " + diag.Shorten(t.Value)
	}
	return diag.Quote(t.Value)
}
