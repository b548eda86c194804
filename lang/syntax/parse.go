// Package syntax turns vdl source text into a syntax tree.
//
// The syntax is deliberately generic, like a configuration language: a file
// is a list of statements, a statement is a keyword followed by arguments up
// to the end of the line and an optional { block } of further statements.
// The parser knows no keywords; package check gives statements their
// meaning. This keeps syntax errors to real structural mistakes (a stray
// character, an unclosed string or brace), which matters because the
// parser stops at the first one, while the checker reports every mistake
// it finds. The grammar (grammar.go) is participle's, fed by a small
// hand-written lexer (lexer.go) that keeps a megabyte of input fast.
package syntax

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/vdl-chess/vdl/lang/diag"
)

// Parse parses the source of one file. On failure the file is nil and the
// list holds the lexical errors (all of them) or the first syntax error.
func Parse(filename string, src []byte) (f *File, diags diag.List) {
	defer func() {
		if e := recover(); e != nil {
			f = nil
			diags.Errorf(Pos{File: filename}, diag.InternalError, "internal error: %v", e)
		}
	}()
	return parseChunks(filename, normalize(src), chunkTokens)
}

// parseChunks parses normalised source, chunk tokens or more at a time,
// each block's body apart; with chunk 0, in one parse.
func parseChunks(filename string, src []byte, chunk int) (f *File, diags diag.List) {
	if diags := scan(filename, src); len(diags) > 0 {
		return nil, diags
	}
	stmts, err := parseList(src, definition{}.lexBytes(filename, src, chunk))
	if err != nil {
		diags.Add(err.pos, diag.UnexpectedToken, err.msg)
		return nil, diags
	}
	return &File{Name: filename, Stmts: stmts}, nil
}

// syntaxErr is the first syntax error of a list of statements.
type syntaxErr struct {
	pos Pos
	msg string
}

// before reports whether the error is before line:col.
func (e *syntaxErr) before(line, col int) bool {
	return e.pos.Line < line || e.pos.Line == line && e.pos.Col < col
}

// parseList parses the statements of a stream to its end, a chunk at a
// time, and the bodies of their blocks, each as a list of its own. On
// failure it returns the first error in source order: a chunk's own, or
// one in the body of a block before it.
func parseList(src []byte, stream *tokenStream) ([]*Stmt, *syntaxErr) {
	var out []*Stmt
	for !stream.done {
		stream.bodies = stream.bodies[:0]
		tokens, err := lexer.Upgrade(stream)
		var g *gFile
		if err == nil {
			g, err = grammar.ParseFromLexer(tokens)
		}
		bodies := stream.bodies
		if err != nil {
			pos, msg := syntaxError(src, stream.filename, err)
			first := &syntaxErr{pos, msg}
			for _, b := range bodies {
				if !first.before(b.line, b.col) {
					if _, e := parseList(src, stream.bodyStream(b)); e != nil && e.before(first.pos.Line, first.pos.Col) {
						return nil, e
					}
				}
			}
			return nil, first
		}
		stmts := convertStmts(g.Stmts)
		if len(bodies) > 0 {
			bodies = append([]tokenizer(nil), bodies...) // the stream reuses its slice
			if e := fillBodies(src, stream, stmts, &bodies); e != nil {
				return nil, e
			}
		}
		out = append(out, stmts...)
	}
	return out, nil
}

// fillBodies parses the bodies of the blocks of stmts, whose starts are
// *bodies in order, and consumes them.
func fillBodies(src []byte, stream *tokenStream, stmts []*Stmt, bodies *[]tokenizer) *syntaxErr {
	for _, s := range stmts {
		if s.Body == nil {
			continue
		}
		b := (*bodies)[0]
		*bodies = (*bodies)[1:]
		body, e := parseList(src, stream.bodyStream(b))
		if e != nil {
			return e
		}
		s.Body.Stmts = body
	}
	return nil
}

// chunkTokens is how many tokens participle parses at a time, at least:
// enough to make the cost of starting a parse small, few enough to keep
// its bookkeeping (see tokenStream) to a few megabytes.
const chunkTokens = 4096

// MaxNesting is how deep blocks may nest. No statement needs more than
// three levels (variant { turns { part { ... } } }); a limit keeps the
// parser, which descends once per level, from being driven a hundred
// thousand levels down.
const MaxNesting = 32

// bom is the UTF-8 byte-order mark some editors put at the start of a file.
var bom = []byte("\ufeff")

// normalize drops a leading byte-order mark, which says only that the
// file is UTF-8, and turns carriage returns alone (old Mac line endings)
// into newlines, so that each line of such a file is a line. A CR before a
// LF is left: it is a space to the lexer.
func normalize(src []byte) []byte {
	src = bytes.TrimPrefix(src, bom)
	if bytes.IndexByte(src, '\r') < 0 {
		return src
	}
	out := bytes.Clone(src)
	for i, c := range out {
		if c == '\r' && (i+1 == len(out) || out[i+1] != '\n') {
			out[i] = '\n'
		}
	}
	return out
}

// scan lexes the whole file before it is parsed, and reports
// every bad token and every unbalanced brace, which a parser would report
// only one at a time, and at the end of the file rather than at the brace
// left open. It stops at a block nested too deep, and keeps at most
// diag.MaxPerFile bad tokens, counting the others.
func scan(filename string, src []byte) (diags diag.List) {
	var open []Pos              // unclosed '{'
	more, firstMore := 0, Pos{} // bad tokens past the limit
	report := func(pos Pos, format string, args ...any) {
		if len(diags) < diag.MaxPerFile {
			diags.Errorf(pos, diag.BadToken, format, args...)
			return
		}
		if more == 0 {
			firstMore = pos
		}
		more++
	}
	defer func() {
		if more > 0 {
			diags = append(diags, diag.Diagnostic{Pos: firstMore, Severity: diag.Error, Code: diag.TooManyDiagnostics, Hidden: more,
				Msg: fmt.Sprintf("and %d more bad tokens in this file, not shown: vdl shows the first %d", more, diag.MaxPerFile)})
		}
	}()
	l := newTokenizer(src)
	slashLine := 0 // the line of the last '/' reported
	for {
		t := l.next()
		pos := Pos{File: filename, Line: t.line, Col: t.col}
		switch t.kind {
		case lEOF:
			if len(open) > 0 {
				diags.Errorf(open[len(open)-1], diag.UnexpectedToken, `"{" not closed before the end of the file`)
			}
			return diags
		case lComment, lSpace:
			continue
		case lOpen:
			open = append(open, pos)
			if len(open) > MaxNesting {
				diags.Errorf(pos, diag.NestingTooDeep, "blocks nested %d deep: vdl reads at most %d levels (the language needs three)", len(open), MaxNesting)
				return diags
			}
		case lClose:
			if len(open) == 0 {
				diags.Errorf(pos, diag.UnexpectedToken, `unexpected "}": no block is open`)
			} else {
				open = open[:len(open)-1]
			}
		case lBad:
			if t.text == "/" { // an unquoted FEN: one error for the line, not one per rank
				if slashLine != t.line {
					report(pos, `invalid character "/": a FEN is a string: write the setup in quotes, setup "..."`)
				}
				slashLine = t.line
				break
			}
			report(pos, "invalid character %s", describeChar(t.text))
		case lForeign:
			report(pos, "%s", foreign(t.text))
		case lUnterminated:
			report(pos, "string not terminated before the end of the line")
		case lString:
			if _, off, ok := unquote(t.text); !ok {
				report(pos.Shift(utf8.RuneCountInString(t.text[:off])), `unknown escape %q in string: want \" or \\`, t.text[off:off+2])
			}
		case lNumber:
			if _, ok := classifyNumber(t.text); !ok {
				report(pos, "malformed number %s: %s", diag.Quote(t.text), numberHint(t.text))
			}
		}
	}
}

// describeChar names a character that starts no token.
func describeChar(c string) string {
	if r, _ := utf8.DecodeRuneInString(c); r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x (the file is not UTF-8 text)", c[0])
	}
	return strconv.Quote(c)
}

// foreign describes a Foreign token: a name with letters outside ASCII, a
// byte-order mark where none belongs, bytes that are not UTF-8, or a
// symbol.
func foreign(w string) string {
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"))
	switch {
	case !utf8.ValidString(w):
		return fmt.Sprintf("invalid character: the file is not UTF-8 text (%s)", diag.Quote(strings.ToValidUTF8(w, "\ufffd")))
	case r == '\ufeff':
		return "invalid character U+FEFF (a byte-order mark, allowed only at the start of the file)"
	case unicode.IsLetter(r) || unicode.IsDigit(r):
		return fmt.Sprintf("name %s: names are ASCII letters, digits, '_' and '-', starting with a letter (%s is U+%04X)", diag.Quote(w), strconv.QuoteRune(r), r)
	}
	return fmt.Sprintf("invalid character %s (U+%04X)", strconv.QuoteRune(r), r)
}

// startsStatement reports whether the token at offset off is the first of
// a statement: nothing but blanks between it and the start of the line, a
// ';' or a '{'.
func startsStatement(src []byte, off int) bool {
	for i := off - 1; i >= 0; i-- {
		switch src[i] {
		case ' ', '\t', '\r':
			continue
		case '\n', ';', '{':
			return true
		}
		return false
	}
	return true
}

// unquote decodes a string token. The only escapes are \" and \\: Betza
// and FEN strings need no others, and a one-to-one mapping of the rest
// keeps the column arithmetic of Arg.PosAt simple. On a bad escape it
// returns the offset of its backslash in the token.
func unquote(tok string) (s string, badOff int, ok bool) {
	var b strings.Builder
	body := tok[1 : len(tok)-1]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' {
			if i+1 >= len(body) || (body[i+1] != '"' && body[i+1] != '\\') {
				return "", i + 1, false
			}
			i++
			c = body[i]
		}
		b.WriteByte(c)
	}
	return b.String(), 0, true
}

var (
	intRE   = regexp.MustCompile(`^[0-9]+$`)
	sizeRE  = regexp.MustCompile(`^([0-9]+)x([0-9]+)$`)
	rangeRE = regexp.MustCompile(`^([0-9]+)\.\.([0-9]+)$`)
	decRE   = regexp.MustCompile(`^[0-9]+\.[0-9]+$`)
)

// classifyNumber parses a Number token into an Arg without a position:
// an integer, a decimal (digits on both sides of the point), a size or a
// range.
// Values too large for an int are clamped rather than rejected: every
// number in the language has a small range that the checker enforces with
// a clearer message.
func classifyNumber(s string) (Arg, bool) {
	atoi := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 1 << 30
		}
		return n
	}
	if intRE.MatchString(s) {
		n := atoi(s)
		return Arg{Kind: Int, Text: s, N: n, F: float64(n)}, true
	}
	if decRE.MatchString(s) {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			f = 1 << 30
		}
		return Arg{Kind: Decimal, Text: s, F: f}, true
	}
	if m := sizeRE.FindStringSubmatch(s); m != nil {
		return Arg{Kind: Size, Text: s, N: atoi(m[1]), M: atoi(m[2])}, true
	}
	if m := rangeRE.FindStringSubmatch(s); m != nil {
		return Arg{Kind: Range, Text: s, N: atoi(m[1]), M: atoi(m[2])}, true
	}
	return Arg{}, false
}

var dashRangeRE = regexp.MustCompile(`^([0-9]+)-([0-9]+)$`)

// numberHint says what a malformed number should be: for "6-8", the range
// 6..8 it most likely means.
func numberHint(text string) string {
	if m := dashRangeRE.FindStringSubmatch(text); m != nil {
		return fmt.Sprintf("a range is written with two dots: %s..%s", m[1], m[2])
	}
	return "want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)"
}
