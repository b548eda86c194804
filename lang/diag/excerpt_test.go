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
