package diag

import (
	"fmt"
	"strconv"
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
