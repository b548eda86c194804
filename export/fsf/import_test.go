package fsf

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// cannotRoundTrip lists the bundled variants whose exported section does
// not import back to the same perft, with the reason.
var cannotRoundTrip = map[string]string{}

func perftOf(t *testing.T, v *ir.Variant, depth int) (uint64, error) {
	t.Helper()
	g, err := interp.NewGame(v)
	if err != nil {
		return 0, err
	}
	p, err := g.StartPosition()
	if err != nil {
		return 0, err
	}
	return p.Perft(depth), nil
}

// Every bundled variant that vdl export --fsf writes, imported back,
// counts the same perft from its start position as the original.
func TestImportRoundTrip(t *testing.T) {
	variants, _ := lang.Bundled()
	exact, total := 0, 0
	for _, v := range variants {
		text, err := Export(v)
		if err != nil {
			continue
		}
		total++
		depth := 3
		if v.Board.Files*v.Board.Ranks > 64 || v.Rules.Drops != nil {
			depth = 2
		}
		reason := roundTrip(t, v, text, depth)
		want, known := cannotRoundTrip[v.Name]
		switch {
		case reason == "" && known:
			t.Errorf("%s round-trips now: take it off cannotRoundTrip (%s)", v.Name, want)
		case reason == "":
			exact++
		case !known:
			t.Errorf("%s: %s", v.Name, reason)
		}
	}
	t.Logf("%d of %d exported variants import back with the same perft", exact, total)
}

func roundTrip(t *testing.T, v *ir.Variant, text string, depth int) string {
	src, _, err := Import([]byte(text), v.Name+".ini", false)
	if err != nil {
		return err.Error()
	}
	iv, _, diags := lang.CompileSourceVariant(v.Name+".vdl", []byte(src), v.Name)
	if diags.Err() != nil {
		return diags.Err().Error() + "\n" + src
	}
	want, err := perftOf(t, v, depth)
	if err != nil {
		return err.Error()
	}
	got, err := perftOf(t, iv, depth)
	if err != nil {
		return err.Error()
	}
	if got != want {
		return "perft " + itoa(depth) + ": " + itoa(int(got)) + ", want " + itoa(int(want)) + "\n" + src
	}
	return ""
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n)) }

func fmtInt(n int) string { return strconv.Itoa(n) }

var _ = errors.New
var _ = os.Getenv
