package match

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestContagionSuffix: HaChu writes a capture of a Werewolf, whose captor
// becomes one, with the Werewolf's letter after it (e4f6w); it is read as
// the capture, and only where the piece taken is of that contagious type.
func TestContagionSuffix(t *testing.T) {
	v, err := lang.Find("werewolf")
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	x := &external{}
	for _, c := range []struct {
		fen, text, want string // want "" for an illegal move
	}{
		{"k7/8/5w2/8/4N3/8/8/K7 w - - 0 1", "e4f6w", "e4f6"},
		{"k7/8/5w2/8/4N3/8/8/K7 w - - 0 1", "e4f6", "e4f6"},
		{"k7/8/5w2/8/4N3/8/8/K7 w - - 0 1", "e4f6q", ""},
		{"k7/8/5p2/8/4N3/8/8/K7 w - - 0 1", "e4f6w", ""}, // a Pawn is not contagious
		{"k7/8/8/8/4N3/8/8/K7 w - - 0 1", "e4f6w", ""},   // no capture
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := x.checkMove(p, p.LegalMoves(nil), c.text)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s in %s: read as %s, want an illegal move", c.text, c.fen, g.MoveString(m))
		case c.want != "" && err != nil:
			t.Errorf("%s in %s: %v", c.text, c.fen, err)
		case c.want != "" && g.MoveString(m) != c.want:
			t.Errorf("%s in %s: read as %s, want %s", c.text, c.fen, g.MoveString(m), c.want)
		}
	}
}
