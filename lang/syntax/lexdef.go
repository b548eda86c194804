package syntax

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types the grammar sees. Comments and spaces never reach it, and
// neither do bad tokens: scan reports those before parsing.
const (
	ptNewline lexer.TokenType = -(iota + 2) // '\n' or ';'
	ptIdent
	ptNumber
	ptString
	ptSymbol // "->" or ","
	ptPunct  // "{" or "}"
)

// definition hands participle the tokens of the hand-written lexer
// (lexer.go), which is several times faster than a regular-expression
// lexer and classifies numbers and foreign words the way diagnostics need.
type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF":     lexer.EOF,
		"Newline": ptNewline,
		"Ident":   ptIdent,
		"Number":  ptNumber,
		"String":  ptString,
		"Symbol":  ptSymbol,
		"Punct":   ptPunct,
	}
}

// Lex reads a whole source; Parse uses lexBytes on text it has already
// read and checked.
func (d definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.lexBytes(filename, normalize(src), 0), nil
}

// lexBytes returns a stream of the whole source: one chunk if chunk is
// 0, else chunks of at least chunk tokens with every block's body left out
// (see tokenStream).
func (definition) lexBytes(filename string, src []byte, chunk int) *tokenStream {
	return &tokenStream{filename: filename, l: newTokenizer(src), chunk: chunk}
}

// tokenStream is the participle lexer over one source, or over the body of
// one block, read in chunks of whole statements.
//
// Why chunks: participle keeps, until the end of a parse, every token of
// it and every capture it has deferred, several hundred bytes a token. A
// megabyte of one-word statements would take over half a gigabyte at
// once. Cutting the statements after a newline outside any block loses
// nothing: the rest of a list of statements after such a newline is
// itself a list of the grammar, so parsing the chunks one after another
// accepts the same files and finds the same first error.
//
// Why bodies are left out: a block may hold the megabyte of statements
// too, and a chunk ends only between statements. So a chunked stream
// gives the grammar each block as "{" "}", keeps where its body starts
// (bodies), and the body is parsed afterwards as a list of statements of
// its own, from a stream that ends at the block's "}" (see parseList).
type tokenStream struct {
	filename string
	l        *tokenizer
	chunk    int  // tokens a chunk holds at least before it may end; 0: one chunk, bodies kept
	emitted  int  // tokens of this chunk so far
	depth    int  // open blocks
	done     bool // the true end of the source, or of the body, was returned
	body     bool // the stream is a block's body: its "}" is the end
	skip     bool // a "{" was returned: skip its body, return its "}"
	// bodies holds, for each "{" returned since the slice was last
	// emptied, the tokenizer at the start of its body.
	bodies []tokenizer
}

// Next returns the next token the grammar reads. A token scan would have
// reported (a stray character, an unclosed string) is passed on as a
// Punct that no rule accepts, so a source lexed without scan fails to
// parse instead of parsing wrongly.
func (s *tokenStream) Next() (lexer.Token, error) {
	if s.chunk > 0 && s.emitted >= s.chunk {
		s.emitted = 0
		return lexer.EOFToken(lexer.Position{Filename: s.filename}), nil
	}
	nested := 0 // blocks open inside a body being skipped
	for {
		t := s.l.next()
		tok := lexer.Token{Value: t.text, Pos: lexer.Position{Filename: s.filename, Offset: t.off, Line: t.line, Column: t.col}}
		if s.skip && t.kind != lEOF {
			switch {
			case t.kind == lOpen:
				nested++
				continue
			case t.kind != lClose:
				continue
			case nested > 0:
				nested--
				continue
			}
			s.skip = false // the "}" of the body skipped: returned below
		}
		switch t.kind {
		case lEOF:
			tok.Type = lexer.EOF
			s.done = true
			return tok, nil
		case lComment, lSpace:
			continue
		case lNewline:
			tok.Type = ptNewline
		case lIdent:
			tok.Type = ptIdent
		case lNumber:
			tok.Type = ptNumber
		case lString:
			tok.Type = ptString
		case lSymbol:
			tok.Type = ptSymbol
		case lOpen:
			tok.Type = ptPunct
			s.depth++
			if s.chunk > 0 {
				s.bodies = append(s.bodies, *s.l)
				s.skip = true
			}
		case lClose:
			if s.body && s.depth == 0 {
				tok.Type = lexer.EOF
				s.done = true
				return tok, nil
			}
			tok.Type = ptPunct
			s.depth--
		default:
			tok.Type = ptPunct
		}
		s.emitted++
		if s.chunk > 0 && (tok.Type != ptNewline || s.depth > 0) && s.emitted >= s.chunk {
			s.emitted = s.chunk - 1 // end the chunk only after a newline outside blocks
		}
		return tok, nil
	}
}

// bodyStream is a stream, in chunks of chunk tokens, over the body of a
// block that starts where l stands: it ends at the block's "}".
func (s *tokenStream) bodyStream(l tokenizer) *tokenStream {
	return &tokenStream{filename: s.filename, l: &l, chunk: s.chunk, body: true}
}
