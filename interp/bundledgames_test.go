package interp_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// bundledGames compiles every bundled variant and makes its game, for
// the tests that walk random games of them all; a definition that does
// not compile or a game that cannot be made fails the test.
func bundledGames(t *testing.T) []*interp.Game {
	t.Helper()
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	games := make([]*interp.Game, 0, len(vs))
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		games = append(games, g)
	}
	return games
}
