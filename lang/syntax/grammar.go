package syntax

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar, in participle's EBNF (Newline also stands for ';'):
//
//	File  = Newline* ( Stmt ( Newline+ Stmt? )* )? .
//	Stmt  = Ident Arg* Block? .
//	Arg   = Ident | Number | String | Symbol .
//	Block = "{" Newline* ( Stmt ( Newline+ Stmt? )* )? "}" .
//
// The grammar knows no keywords. Which statements exist, what arguments
// they take and whether they have a block is the checker's business: it
// can report every such mistake with "did you mean", where a parser stops
// at the first unexpected token. It is LL(1): participle never has to
// backtrack, which keeps a megabyte of statements quick to parse.
//
// The structs below are participle's; the syntax tree (ast.go) is ours,
// built from them once by convert.go, so that no later stage sees
// participle's types.
type gFile struct {
	Stmts []*gStmt `parser:"Newline* ( @@ ( Newline+ @@? )* )?"`
}

// An argument is captured as its token, whose type says its kind: a
// struct of its own per argument would cost participle a reflective
// parse, and a failed one at the end of every statement.
type gStmt struct {
	Pos     lexer.Position
	Keyword string        `parser:"@Ident"`
	Args    []lexer.Token `parser:"@((Ident | Number | String | Symbol)+)?"`
	Block   *gBlock       `parser:"@@?"`
}

type gBlock struct {
	Pos   lexer.Position
	Stmts []*gStmt `parser:"\"{\" Newline* ( @@ ( Newline+ @@? )* )?"`
	Close gClose   `parser:"@@"`
}

// gClose is a block's "}", kept for its position: a block's end is where
// diagnostics about a missing statement point.
type gClose struct {
	Pos   lexer.Position
	Brace string `parser:"@\"}\""`
}

var grammar = participle.MustBuild[gFile](participle.Lexer(definition{}))
