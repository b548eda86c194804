package syntax

import (
	"bytes"

	"github.com/alecthomas/participle/v2/lexer"
)

// TokenKind is the kind of a Token.
type TokenKind int

const (
	TokIdent     TokenKind = iota // a name: Knight, add-pieces, d4
	TokNumber                     // 8, 0.6, 10x8, 1..8, or a malformed number
	TokString                     // "fmWfceFifmnD", quotes included
	TokComment                    // # to the end of the line
	TokNewline                    // the end of a line
	TokSemicolon                  // ;
	TokOpen                       // {
	TokClose                      // }
	TokBad                        // anything else: a stray character, an unclosed string, a foreign word
)

// Token is one token of a source text, as written. Unlike the syntax
// tree, the tokens keep comments and separators: what a formatter or a
// highlighter needs.
type Token struct {
	Kind TokenKind
	Text string
	Pos  Pos
}

// Tokens splits a source into tokens, spaces left out, after the same
// normalisation as Parse (a byte-order mark dropped, carriage returns alone
// read as newlines). It never fails: what starts no token is a TokBad.
func Tokens(filename string, src []byte) []Token {
	src = normalize(src)
	l, err := lex.Lex(filename, bytes.NewReader(src))
	if err != nil {
		return nil
	}
	syms := lex.Symbols()
	kinds := map[lexer.TokenType]TokenKind{
		syms["Comment"]: TokComment,
		syms["String"]:  TokString,
		syms["Number"]:  TokNumber,
		syms["Ident"]:   TokIdent,
	}
	var out []Token
	for {
		t, err := l.Next()
		if err != nil || t.EOF() {
			return out
		}
		if t.Type == syms["Space"] {
			continue
		}
		k, ok := kinds[t.Type]
		switch {
		case ok:
		case t.Type == syms["Newline"] && t.Value == ";":
			k = TokSemicolon
		case t.Type == syms["Newline"]:
			k = TokNewline
		case t.Value == "{":
			k = TokOpen
		case t.Value == "}":
			k = TokClose
		default:
			k = TokBad
		}
		out = append(out, Token{Kind: k, Text: t.Value, Pos: position(filename, t.Pos)})
	}
}
