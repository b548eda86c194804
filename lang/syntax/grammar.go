package syntax

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The lexer. Rules are tried in order at each offset. A name never ends
// with '-', so that "Pawn->Tokin" is a name, an arrow and a name. The last rules never
// fail (Unterminated, Bad), so lexing itself cannot error: Parse reports
// those tokens as diagnostics, all of them, before parsing.
//
// Foreign is a word with a character outside ASCII (a name in another
// script, "Ферзь", or a stray symbol, "→"), taken whole so that it is one
// mistake, not one per character.
//
// Every token that starts with a digit is one Number token, classified
// afterwards as an integer (8), a decimal (0.6), a size (10x8) or a range
// (1..8), so that "8x" or "1..x" become one clear error instead of two
// confusing tokens.
var lex = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Comment", Pattern: `#[^\n]*`},
	{Name: "Newline", Pattern: `[\n;]`},
	{Name: "Space", Pattern: `[ \t\r]+`},
	{Name: "String", Pattern: `"(?:\\.|[^"\\\n])*"`},
	{Name: "Unterminated", Pattern: `"(?:\\.|[^"\\\n])*`},
	{Name: "Number", Pattern: `[0-9][0-9A-Za-z_.]*`},
	{Name: "Foreign", Pattern: `[A-Za-z0-9_\-]*[^\x00-\x7f][\pL\pM\pN_\-]*`},
	{Name: "Ident", Pattern: `[A-Za-z][A-Za-z0-9_]*(?:-+[A-Za-z0-9_]+)*`},
	{Name: "Punct", Pattern: `[{}]`},
	{Name: "Symbol", Pattern: `->|,`},
	{Name: "Bad", Pattern: `.`},
})

// The grammar, in participle's EBNF (Newline also stands for ';'):
//
//	File  = Newline* ( Stmt ( Newline+ Stmt? )* )? .
//	Stmt  = Ident Arg* Block? .
//	Arg   = Ident | Number | String | "->" | "," .
//	Block = "{" Newline* ( Stmt ( Newline+ Stmt? )* )? "}" .
//
// The grammar knows no keywords. Which statements exist, what arguments
// they take and whether they have a block is the checker's business: it
// can report every such mistake with "did you mean", where participle
// stops at the first unexpected token.
type gFile struct {
	Stmts []*gStmt `parser:"Newline* ( @@ ( Newline+ @@? )* )?"`
}

type gStmt struct {
	Pos     lexer.Position
	Keyword string  `parser:"@Ident"`
	Args    []*gArg `parser:"@@*"`
	Block   *gBlock `parser:"@@?"`
}

type gArg struct {
	Pos    lexer.Position
	Ident  *string `parser:"  @Ident"`
	Number *string `parser:"| @Number"`
	String *string `parser:"| @String"`
	Symbol *string `parser:"| @Symbol"`
}

type gBlock struct {
	Pos    lexer.Position
	Stmts  []*gStmt `parser:"\"{\" Newline* ( @@ ( Newline+ @@? )* )?"`
	Close  string   `parser:"@\"}\""`
	Tokens []lexer.Token
}

var parser = participle.MustBuild[gFile](
	participle.Lexer(lex),
	participle.Elide("Comment", "Space"),
)
