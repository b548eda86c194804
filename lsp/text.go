package lsp

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Positions: vdl counts lines and columns from 1, columns in characters;
// LSP counts from 0, characters in UTF-16 code units (its default).

// lineOf returns line n (from 1) of text, without its line ending.
func lineOf(text string, n int) string {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(text, '\n')
		if j < 0 {
			return ""
		}
		text = text[j+1:]
	}
	if j := strings.IndexByte(text, '\n'); j >= 0 {
		text = text[:j]
	}
	return strings.TrimSuffix(text, "\r")
}

// toPosition converts vdl's line and column (from 1, in characters) on a
// line of text to an LSP position.
func toPosition(line string, ln, col int) position {
	units := 0
	for i, r := range []rune(line) {
		if i >= col-1 {
			break
		}
		units += len(utf16.Encode([]rune{r}))
	}
	if col-1 > utf8.RuneCountInString(line) { // past the end: count the rest as one unit each
		units += col - 1 - utf8.RuneCountInString(line)
	}
	return position{Line: max(ln-1, 0), Character: units}
}

// fromPosition converts an LSP position on a line of text to vdl's line
// and column.
func fromPosition(line string, p position) (ln, col int) {
	units, col := 0, 1
	for _, r := range line {
		if units >= p.Character {
			break
		}
		units += len(utf16.Encode([]rune{r}))
		col++
	}
	return p.Line + 1, col
}

// tokenLength is the length in characters of the token that starts at
// column col (from 1) of line: a string to its closing quote, a word to
// its end; at least 1.
func tokenLength(line string, col int) int {
	rs := []rune(line)
	i := col - 1
	if i < 0 || i >= len(rs) {
		return 1
	}
	j := i + 1
	if rs[i] == '"' {
		for j < len(rs) && rs[j] != '"' {
			if rs[j] == '\\' {
				j++
			}
			j++
		}
		return min(j+1, len(rs)) - i
	}
	for j < len(rs) && (isWord(rs[j])) {
		j++
	}
	return j - i
}

func isWord(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.' || r == '+'
}

// applyChange applies one content change to text: the whole new text, or
// a replacement of a range.
func applyChange(text string, r *rangeLSP, newText string) string {
	if r == nil {
		return newText
	}
	start, end := offset(text, r.Start), offset(text, r.End)
	if start > end {
		start, end = end, start
	}
	return text[:start] + newText + text[end:]
}

// offset is the byte offset in text of an LSP position.
func offset(text string, p position) int {
	off := 0
	for i := 0; i < p.Line; i++ {
		j := strings.IndexByte(text[off:], '\n')
		if j < 0 {
			return len(text)
		}
		off += j + 1
	}
	units := 0
	for i, r := range text[off:] {
		if units >= p.Character || r == '\n' {
			return off + i
		}
		units += len(utf16.Encode([]rune{r}))
	}
	return len(text)
}
