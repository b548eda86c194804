package diag

import (
	"strings"
	"testing"
)

func TestQuote(t *testing.T) {
	long := strings.Repeat("a", 100) + "!" + strings.Repeat("b", 100)
	for _, test := range []struct{ got, want string }{
		{Quote("fmW"), `"fmW"`},
		{Shorten("short"), `short`},
		{Quote(long), `"aaaaaaaaaaaaaaaaaaaaaaaaaa...bbbbbbbbbbbbb" (201 characters)`},
		{Shorten(long), `aaaaaaaaaaaaaaaaaaaaaaaaaa...bbbbbbbbbbbbb (201 characters)`},
		{QuoteAt(long, 100), `"...aaaaaaaaaaaaaaaaaaaa!bbbbbbbbbbbbbbbbbbb..." (201 characters)`},
		{QuoteAt(long, 0), `"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa..." (201 characters)`},
		{QuoteAt(long, 200), `"...bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb" (201 characters)`},
		{Quote(strings.Repeat("Ф", 50)), `"ФФФФФФФФФФФФФФФФФФФФФФФФФФ...ФФФФФФФФФФФФФ" (50 characters)`},
	} {
		if test.got != test.want {
			t.Errorf("got %s, want %s", test.got, test.want)
		}
	}
	if n := len(Quote(strings.Repeat("x", 5<<20))); n > 100 {
		t.Errorf("a 5 MB string quotes as %d bytes", n)
	}
}

func TestShortenWords(t *testing.T) {
	long := strings.Repeat("A", 100)
	for _, test := range []struct{ in, want string }{
		{"unknown piece Queen", "unknown piece Queen"},
		{"unknown piece " + long + "x (did you mean " + long + "?)",
			"unknown piece AAAAAAAAAAAAAAAAAAAAAAAAAA...AAAAAAAAAAAAx (101 characters) (did you mean AAAAAAAAAAAAAAAAAAAAAAAAAA...AAAAAAAAAAAAA (100 characters)?)"},
		{"repetition " + strings.Repeat("9", 50), "repetition 99999999999999999999999999...9999999999999 (50 characters)"},
		{"open /tmp/" + long + "/x.vdl: no such file", "open /tmp/" + long + "/x.vdl: no such file"}, // a path
		{Quote(long), Quote(long)}, // already cut
		{strings.Repeat("Ф", 41), "ФФФФФФФФФФФФФФФФФФФФФФФФФФ...ФФФФФФФФФФФФФ (41 characters)"},
	} {
		if got := ShortenWords(test.in); got != test.want {
			t.Errorf("ShortenWords(%.60q):\n got %s\nwant %s", test.in, got, test.want)
		}
	}
	var l List
	l.Errorf(Pos{}, UnknownPiece, "unknown piece %s", long)
	l = append(l, Diagnostic{Msg: long, Notes: []Note{{Msg: long}}})
	l.Cap()
	for _, d := range l {
		if strings.Contains(d.Text(), strings.Repeat("A", MaxQuote+1)) {
			t.Errorf("a message or note quotes more than %d characters: %s", MaxQuote, d.Text())
		}
	}
}
