// Package syntax turns vdl source text into a syntax tree.
//
// The syntax is deliberately generic, like a configuration language: a file
// is a list of statements, a statement is a keyword followed by arguments up
// to the end of the line and an optional { block } of further statements.
// The parser knows no keywords; package check gives statements their
// meaning. This keeps syntax errors to real structural mistakes (a stray
// character, an unclosed string or brace), which matters because the
// underlying participle parser stops at the first one, while the checker
// reports every mistake it finds.
package syntax

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
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
	src = normalize(src)
	if diags = scan(filename, src); len(diags) > 0 {
		return nil, diags
	}
	g, err := parser.ParseBytes(filename, src)
	if err != nil {
		diags.Add(syntaxError(filename, src, err))
		return nil, diags
	}
	return convertFile(filename, g), nil
}

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

// scan lexes the whole file and reports every bad token and every
// unbalanced brace, which participle would report only one at a time, and
// at the end of the file rather than at the brace left open. It stops at
// a block nested too deep, and keeps at most diag.MaxPerFile bad tokens,
// counting the others.
func scan(filename string, src []byte) (diags diag.List) {
	var open []Pos // unclosed '{'
	l, err := lex.Lex(filename, bytes.NewReader(src))
	if err != nil {
		diags.Errorf(Pos{File: filename}, diag.BadToken, "%v", err)
		return diags
	}
	syms := lex.Symbols()
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
			diags.Errorf(firstMore, diag.TooManyDiagnostics, "and %d more bad tokens in this file, not shown: vdl shows the first %d", more, diag.MaxPerFile)
		}
	}()
	for {
		t, err := l.Next()
		if err != nil {
			diags.Errorf(position(filename, t.Pos), diag.BadToken, "%v", err)
			return diags
		}
		pos := position(filename, t.Pos)
		switch t.Type {
		case lexer.EOF:
			if len(open) > 0 {
				diags.Errorf(open[len(open)-1], diag.UnexpectedToken, `"{" not closed before the end of the file`)
			}
			return diags
		case syms["Punct"]:
			if t.Value == "{" {
				open = append(open, pos)
				if len(open) > MaxNesting {
					diags.Errorf(pos, diag.NestingTooDeep, "blocks nested %d deep: vdl reads at most %d levels (the language needs three)", len(open), MaxNesting)
					return diags
				}
			} else if len(open) == 0 {
				diags.Errorf(pos, diag.UnexpectedToken, `unexpected "}": no block is open`)
			} else {
				open = open[:len(open)-1]
			}
		case syms["Bad"]:
			report(pos, "invalid character %s", describeChar(t.Value))
		case syms["Foreign"]:
			report(pos, "%s", foreign(t.Value))
		case syms["Unterminated"]:
			report(pos, "string not terminated before the end of the line")
		case syms["String"]:
			if _, off, ok := unquote(t.Value); !ok {
				report(pos.Shift(utf8.RuneCountInString(t.Value[:off])), `unknown escape %q in string: want \" or \\`, t.Value[off:off+2])
			}
		case syms["Number"]:
			if _, ok := classifyNumber(t.Value); !ok {
				report(pos, "malformed number %s: want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)", diag.Quote(t.Value))
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

// syntaxError turns participle's error into a diagnostic. Participle names
// the token it did not expect; the message says what the grammar wanted in
// this language's words.
func syntaxError(filename string, src []byte, err error) (Pos, diag.Code, string) {
	var perr participle.Error
	if !errors.As(err, &perr) {
		return Pos{File: filename}, diag.UnexpectedToken, err.Error()
	}
	pos := position(filename, perr.Position())
	var ut *participle.UnexpectedTokenError
	if errors.As(err, &ut) {
		t := ut.Unexpected
		var want string
		switch {
		case t.EOF():
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
		return pos, diag.UnexpectedToken, fmt.Sprintf("unexpected %s: want %s", describe(t), want)
	}
	return pos, diag.UnexpectedToken, perr.Message()
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

// describe names a token for a message.
func describe(t lexer.Token) string {
	switch {
	case t.EOF():
		return "end of file"
	case t.Value == "\n":
		return "newline"
	case strings.HasPrefix(t.Value, `"`):
		return "string " + diag.Shorten(t.Value)
	}
	return diag.Quote(t.Value)
}

func position(filename string, p lexer.Position) Pos {
	return Pos{File: filename, Line: p.Line, Col: p.Column}
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
