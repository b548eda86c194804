package syntax

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
	TokSymbol                     // -> or , (promotion maps)
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
	l := newTokenizer(normalize(src))
	var out []Token
	for {
		t := l.next()
		var k TokenKind
		switch t.kind {
		case lEOF:
			return out
		case lSpace:
			continue
		case lIdent:
			k = TokIdent
		case lNumber:
			k = TokNumber
		case lString:
			k = TokString
		case lSymbol:
			k = TokSymbol
		case lComment:
			k = TokComment
		case lNewline:
			k = TokNewline
			if t.text == ";" {
				k = TokSemicolon
			}
		case lOpen:
			k = TokOpen
		case lClose:
			k = TokClose
		default:
			k = TokBad
		}
		out = append(out, Token{Kind: k, Text: t.text, Pos: Pos{File: filename, Line: t.line, Col: t.col}})
	}
}
