package syntax

import (
	"unicode"
	"unicode/utf8"
)

// lexKind is the kind of a lexical token, as the lexer finds it: the
// parser's kinds (tokKind) and the tokens it never sees.
type lexKind uint8

const (
	lEOF lexKind = iota
	lComment
	lNewline // '\n' or ';'
	lSpace   // spaces, tabs, carriage returns
	lString
	lUnterminated // a string not closed on its line
	lNumber       // any token starting with a digit: classified by classifyNumber
	lForeign      // a word with a character outside ASCII: "Ферзь", "→"
	lIdent
	lSymbol // "->" or ",": promotion maps (Pawn -> Tokin, Silver -> Gold)
	lOpen
	lClose
	lBad // one character that starts no token
)

// tokenizer splits source text into tokens. The rules, tried in this order at
// each offset, as regular expressions:
//
//	Comment      #[^\n]*
//	Newline      [\n;]
//	Space        [ \t\r]+
//	String       "(\\.|[^"\\\n])*"
//	Unterminated "(\\.|[^"\\\n])*
//	Number       [0-9]([0-9A-Za-z_.]|(?<=[0-9])-(?=[0-9]))*
//	Foreign      [A-Za-z0-9_-]*[^\x00-\x7f][\pL\pM\pN_-]*
//	Ident        [A-Za-z][A-Za-z0-9_-]*(\.\.[A-Za-z][A-Za-z0-9_-]*)?
//	Symbol       ->|,
//	Punct        [{}]
//	Bad          .
//
// The last rules never fail, so lexing cannot: Parse reports the bad
// tokens as diagnostics, all of them, before parsing. Every token that
// starts with a digit is one Number, so that "8x" or "1..x" is one clear
// error instead of two confusing tokens; Foreign takes a word in another
// script whole, so that it is one mistake, not one per character. A name
// may go on with ".." and another name: a range of squares or files
// (d1..f3, d..f), one Ident that the checker reads (regions).
type tokenizer struct {
	src       []byte
	text      string // src, once: tokens are slices of it
	off       int
	line, col int // of src[off], from 1; columns count characters
}

// lexeme is one token with where it starts.
type lexeme struct {
	kind      lexKind
	text      string
	off       int
	line, col int
}

func newTokenizer(src []byte) *tokenizer {
	return &tokenizer{src: src, text: string(src), line: 1, col: 1}
}

// next returns the next token, lEOF at the end.
func (l *tokenizer) next() lexeme {
	start := l.off
	t := lexeme{off: start, line: l.line, col: l.col}
	if start == len(l.src) {
		return t
	}
	end, kind := l.match(start)
	t.kind, t.text = kind, l.text[start:end]
	for i := start; i < end; {
		r, size := utf8.DecodeRune(l.src[i:])
		if r == '\n' {
			l.line, l.col = l.line+1, 1
		} else {
			l.col++
		}
		i += size
	}
	l.off = end
	return t
}

// match finds the token at offset i: its end and kind.
func (l *tokenizer) match(i int) (int, lexKind) {
	s, n := l.src, len(l.src)
	c := s[i]
	switch {
	case c == '#':
		j := i
		for j < n && s[j] != '\n' {
			j++
		}
		return j, lComment
	case c == '\n' || c == ';':
		return i + 1, lNewline
	case c == ' ' || c == '\t' || c == '\r':
		j := i
		for j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r') {
			j++
		}
		return j, lSpace
	case c == '"':
		return l.str(i)
	case isDigit(c):
		j := i + 1
		// A '-' between digits stays in the number, so that "6-8" is one
		// malformed range rather than a 6 and a stray '-'.
		for j < n && (isIdentByte(s[j]) || s[j] == '.') && (s[j] != '-' || isDigit(s[j-1]) && j+1 < n && isDigit(s[j+1])) {
			j++
		}
		return j, lNumber
	case c == '-' && i+1 < n && s[i+1] == '>':
		return i + 2, lSymbol
	case c == ',':
		return i + 1, lSymbol
	case c == '{':
		return i + 1, lOpen
	case c == '}':
		return i + 1, lClose
	}
	j := i
	for j < n && isIdentByte(s[j]) && !isArrow(s, j) {
		j++
	}
	if j < n && s[j] >= utf8.RuneSelf {
		_, size := utf8.DecodeRune(s[j:])
		j += size
		for j < n {
			r, size := utf8.DecodeRune(s[j:])
			if !unicode.IsLetter(r) && !unicode.IsMark(r) && !unicode.IsNumber(r) && r != '_' && r != '-' {
				break
			}
			j += size
		}
		return j, lForeign
	}
	if isLetter(c) {
		if j+2 < n && s[j] == '.' && s[j+1] == '.' && isLetter(s[j+2]) {
			k := j + 3
			for k < n && isIdentByte(s[k]) {
				k++
			}
			if k == n || s[k] < utf8.RuneSelf {
				return k, lIdent
			}
		}
		return j, lIdent
	}
	_, size := utf8.DecodeRune(s[i:])
	return i + size, lBad
}

// str matches a string at offset i (its opening quote): closed on its
// line, or unterminated.
func (l *tokenizer) str(i int) (int, lexKind) {
	s, n := l.src, len(l.src)
	for j := i + 1; j < n; j++ {
		switch s[j] {
		case '"':
			return j + 1, lString
		case '\n':
			return j, lUnterminated
		case '\\':
			if j+1 < n && s[j+1] != '\n' {
				j++
			}
		}
	}
	return n, lUnterminated
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// isArrow reports whether "->" starts at s[j]: a name ends before it, so
// that "Pawn->Tokin" is a name, an arrow and a name.
func isArrow(s []byte, j int) bool { return s[j] == '-' && j+1 < len(s) && s[j+1] == '>' }

// isIdentByte: a letter, digit, '_' or '-'.
func isIdentByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c == '-' }
