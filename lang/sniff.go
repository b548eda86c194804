package lang

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
)

// NotVDL returns one error (V112) if src is clearly not vdl text, and
// nil otherwise: binary data (a NUL or another control character), or
// text that is not UTF-8 in more than a few places; with text, also text
// none of whose lines starts with a vdl statement or something close to
// a declaration keyword (imported files are judged so: an import names a
// vdl file, while a file the author lints may be a fragment being
// written). Such a file (an image, a README imported by mistake) is
// reported as a whole, without quoting a word of it: its text is not the
// author's to be shown back, and parsing it would give a page of errors
// about nothing.
func NotVDL(filename string, src []byte, text bool) diag.List {
	why, at := notVDLReason(src, text)
	if why == "" {
		return nil
	}
	var l diag.List
	at.File = filename
	l.Errorf(at, diag.NotVDLFile, "not a vdl file: %s", why)
	return l
}

// maxInvalidUTF8 is how many bytes that are not UTF-8 a file may hold
// and still be taken for vdl text with a few stray characters (which the
// lexer then reports one by one, at their places).
const maxInvalidUTF8 = 8

// notVDLReason says why src is not vdl text, and where: at the first
// byte that shows it, or the file's start.
func notVDLReason(src []byte, text bool) (string, diag.Pos) {
	src = bytes.TrimPrefix(src, bom)
	invalid, line, col := 0, 1, 1
	var firstInvalid diag.Pos
	for i := 0; i < len(src); col++ {
		c := src[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '\n':
				line, col = line+1, 0
			case c == 0:
				return "it holds binary data (a NUL byte)", diag.Pos{Line: line, Col: col}
			case c < 0x20 && c != '\t' && c != '\r' && c != '\f' && c != '\v', c == 0x7f:
				return fmt.Sprintf("it holds binary data (the control character U+%04X)", c), diag.Pos{Line: line, Col: col}
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && n == 1 {
			if invalid++; invalid == 1 {
				firstInvalid = diag.Pos{Line: line, Col: col}
			}
			if invalid > maxInvalidUTF8 {
				return "it is not UTF-8 text (binary data, or another encoding)", firstInvalid
			}
		}
		i += n
	}
	if text && !looksLikeVDL(src) {
		return "no line starts with a vdl statement (piece, rules, variant, import, ...)", diag.Pos{Line: 1, Col: 1}
	}
	return "", diag.Pos{}
}

var bom = []byte("\ufeff")

var (
	keywordsOnce sync.Once
	keywordSet   map[string]bool
	declarations []string
)

// looksLikeVDL reports whether some line of src starts with a statement
// keyword, or with a word that is close to a declaration keyword (a typo:
// "varaint") or the start of one (an editor's half-typed line), or
// whether src holds nothing but comments and blank lines.
func looksLikeVDL(src []byte) bool {
	keywordsOnce.Do(func() {
		keywordSet = map[string]bool{}
		for _, k := range check.Keywords() {
			keywordSet[k] = true
		}
		declarations = check.Declarations()
	})
	empty := true
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		line = bytes.TrimLeft(line, " \t\r\f\v{};")
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		empty = false
		end := bytes.IndexFunc(line, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
		})
		if end < 0 {
			end = len(line)
		}
		w := string(line[:end])
		if w == "" || len(w) > 40 {
			continue
		}
		if keywordSet[w] || diag.Nearest(w, declarations) != "" ||
			slices.ContainsFunc(declarations, func(d string) bool { return strings.HasPrefix(d, w) }) {
			return true
		}
	}
	return empty
}
