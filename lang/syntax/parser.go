package syntax

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
)

// The grammar, in EBNF (Newline also stands for ';'):
//
//	File  = Newline* ( Stmt ( Newline+ Stmt? )* )? .
//	Stmt  = Ident Arg* Block? .
//	Arg   = Ident | Number | String | "->" | "," .
//	Block = "{" Newline* ( Stmt ( Newline+ Stmt? )* )? "}" .
//
// The grammar knows no keywords. Which statements exist, what arguments
// they take and whether they have a block is the checker's business: it
// can report every such mistake with "did you mean", where a parser stops
// at the first unexpected token. It is LL(1), and parser reads it by
// recursive descent over the tokens scan collected.

// tokKind is the kind of a token the parser sees; comments and spaces are
// dropped by scan.
type tokKind uint8

const (
	tEOF tokKind = iota
	tNewline
	tIdent
	tNumber
	tString
	tSymbol // -> or ,
	tOpen   // {
	tClose  // }
)

// token is one token of the source, with its position and byte offset.
type token struct {
	kind      tokKind
	text      string
	line, col int32
	off       int32
}

// parser reads the token list of one file by recursive descent. Nesting is
// bounded by scan (MaxNesting), and so is the recursion.
type parser struct {
	file string
	src  []byte
	toks []token // ends with tEOF
	i    int
}

// syntaxErr is the first structural mistake: the token that does not fit.
type syntaxErr struct{ at token }

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) pos(t token) Pos { return Pos{File: p.file, Line: int(t.line), Col: int(t.col)} }

func (p *parser) skipNewlines() {
	for p.peek().kind == tNewline {
		p.i++
	}
}

// stmts reads statements up to the end of the file, or of the block (the
// "}" is left to the caller).
func (p *parser) stmts(inBlock bool) ([]*Stmt, *syntaxErr) {
	var out []*Stmt
	p.skipNewlines()
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF && !inBlock, t.kind == tClose && inBlock:
			return out, nil
		case t.kind != tIdent:
			return nil, &syntaxErr{t}
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
		switch t := p.peek(); {
		case t.kind == tNewline:
			p.skipNewlines()
		case t.kind == tEOF && !inBlock, t.kind == tClose && inBlock:
		default:
			return nil, &syntaxErr{t}
		}
	}
}

// stmt reads Ident Arg* Block?.
func (p *parser) stmt() (*Stmt, *syntaxErr) {
	kw := p.next()
	s := &Stmt{Pos: p.pos(kw), Keyword: kw.text}
	for {
		t := p.peek()
		if t.kind != tIdent && t.kind != tNumber && t.kind != tString && t.kind != tSymbol {
			break
		}
		p.i++
		s.Args = append(s.Args, p.arg(t))
	}
	if open := p.peek(); open.kind == tOpen {
		p.i++
		stmts, err := p.stmts(true)
		if err != nil {
			return nil, err
		}
		close := p.next()
		if close.kind != tClose {
			return nil, &syntaxErr{close}
		}
		s.Body = &Block{Pos: p.pos(open), End: p.pos(close), Stmts: stmts}
	}
	return s, nil
}

func (p *parser) arg(t token) *Arg {
	pos := p.pos(t)
	switch t.kind {
	case tIdent:
		return &Arg{Pos: pos, Kind: Ident, Text: t.text, Str: t.text}
	case tSymbol:
		return &Arg{Pos: pos, Kind: Symbol, Text: t.text, Str: t.text}
	case tString:
		s, _, _ := unquote(t.text) // scan has rejected bad escapes
		return &Arg{Pos: pos, Kind: String, Text: t.text, Str: s}
	}
	a, _ := classifyNumber(t.text) // scan has rejected bad numbers
	a.Pos = pos
	return &a
}

// message says what the grammar wanted where the token t stands, in this
// language's words.
func (p *parser) message(t token) string {
	var want string
	switch {
	case t.kind == tEOF:
		want = `"}" to close the block`
	case t.kind == tClose:
		want = "a statement (no block is open)"
	case t.kind == tOpen:
		want = "a statement; a block must open on the line of its statement"
	case startsStatement(p.src, int(t.off)):
		want = "a keyword to start a statement"
	default:
		want = "a newline or ';' before the next statement"
	}
	return fmt.Sprintf("unexpected %s: want %s", describe(t), want)
}

// describe names a token for a message.
func describe(t token) string {
	switch {
	case t.kind == tEOF:
		return "end of file"
	case t.text == "\n":
		return "newline"
	case strings.HasPrefix(t.text, `"`):
		return "string " + diag.Shorten(t.text)
	}
	return diag.Quote(t.text)
}
