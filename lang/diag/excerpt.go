package diag

import (
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// MaxQuote is the most characters of the author's text a message quotes.
// A message points at its place in the file, so a short excerpt is enough
// to recognise the text; a 5 MB string must not come back as a 5 MB
// message.
const MaxQuote = 40

// Shorten returns s, or, if it is longer than MaxQuote characters, its
// beginning and end around "..." followed by its length.
func Shorten(s string) string {
	ex, n, long := excerpt(s, 0, false)
	if !long {
		return s
	}
	return fmt.Sprintf("%s (%d characters)", ex, n)
}

// Quote is Shorten for text shown in double quotes (Go syntax, as %q).
func Quote(s string) string {
	ex, n, long := excerpt(s, 0, false)
	if !long {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%s (%d characters)", strconv.Quote(ex), n)
}

// QuoteAt is Quote for a text with a mistake at byte offset off: the
// excerpt keeps the characters around it.
func QuoteAt(s string, off int) string {
	ex, n, long := excerpt(s, off, true)
	if !long {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%s (%d characters)", strconv.Quote(ex), n)
}

// excerpt shortens s to about MaxQuote characters: its beginning and end,
// or, with around, the characters around byte offset off. It returns the
// length of s in characters and whether it was shortened.
func excerpt(s string, off int, around bool) (string, int, bool) {
	n := utf8.RuneCountInString(s)
	if n <= MaxQuote {
		return s, n, false
	}
	if !around {
		return runes(s, 0, MaxQuote*2/3) + "..." + runes(s, n-MaxQuote/3, n), n, true
	}
	at := utf8.RuneCountInString(s[:min(max(off, 0), len(s))])
	to := min(n, max(0, at-MaxQuote/2)+MaxQuote)
	from := to - MaxQuote
	out := runes(s, from, to)
	if from > 0 {
		out = "..." + out
	}
	if to < n {
		out += "..."
	}
	return out, n, true
}

// runes returns the characters of s from index i up to j (in runes).
func runes(s string, i, j int) string {
	start, k := len(s), 0
	for b := range s {
		if k == i {
			start = b
		}
		if k == j {
			return s[start:b]
		}
		k++
	}
	return s[start:]
}

// ShortenWords cuts every word of msg longer than MaxQuote characters to
// an excerpt, as Shorten does: a word is a run of letters, digits, '_'
// and '-' (a name, a number, a token of the author's), not counting one
// next to '/', '\' or '.', which is part of a file's path. Every message
// passes through it (List.Add, Errorf, Warnf and Cap), so that no message
// can echo a long word of a file, however it was written.
func ShortenWords(msg string) string {
	var b []byte // nil until a word is cut
	start, last := -1, 0
	flush := func(end int) {
		w := msg[start:end]
		if utf8.RuneCountInString(w) <= MaxQuote || pathNeighbour(msg, start, end) {
			return
		}
		b = append(b, msg[last:start]...)
		b = append(b, Shorten(w)...)
		last = end
	}
	for i, r := range msg {
		if wordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
			start = -1
		}
	}
	if start >= 0 {
		flush(len(msg))
	}
	if b == nil {
		return msg
	}
	return string(append(b, msg[last:]...))
}

func wordRune(r rune) bool {
	return r == '_' || r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// pathNeighbour reports whether the word msg[start:end] touches a path
// separator or a dot.
func pathNeighbour(msg string, start, end int) bool {
	isSep := func(c byte) bool { return c == '/' || c == '\\' || c == '.' }
	return start > 0 && isSep(msg[start-1]) || end < len(msg) && isSep(msg[end])
}
