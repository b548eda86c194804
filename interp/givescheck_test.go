package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestCannotGiveCheck plays random games of every bundled variant and, in
// every position after the first move, asks CannotGiveCheck of every
// legal move: each move it says gives no check is made, and must leave
// the side then to move out of check. It also counts the moves that give
// no check and the share of them the quick test found, so a test that
// answered nothing (or nothing where it should) fails: chess, shogi,
// capablanca and xiangqi must have most of their moves that give no
// check answered.
func TestCannotGiveCheck(t *testing.T) {
	games, plies := 2, 100
	if testing.Short() {
		games, plies = 1, 60
	}
	type tally struct{ quiet, found int }
	seen := map[string]*tally{}
	for _, g := range bundledGames(t) {
		v := g.V
		rng := rand.New(rand.NewSource(int64(len(v.Name))))
		var buf, legal []interp.Move
		tl := &tally{}
		seen[v.Name] = tl
		for range games {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			for ply := range plies {
				if ply > 0 {
					legal = p.LegalMoves(legal[:0])
					for _, m := range legal {
						no := p.CannotGiveCheck(m)
						fen := p.FEN()
						p.Make(m)
						check := p.InCheck()
						p.Unmake()
						if no && check {
							t.Fatalf("%s: %s: %s gives check, CannotGiveCheck says it cannot", v.Name, fen, g.MoveString(m))
						}
						if !check {
							tl.quiet++
							if no {
								tl.found++
							}
						}
					}
				}
				m, ok, b := p.RandomMove(rng, buf[:0])
				buf = b[:0]
				if !ok {
					break
				}
				p.Make(m)
			}
		}
	}
	answered := 0
	for name, tl := range seen {
		if tl.found > 0 {
			answered++
		}
		t.Logf("%s: %d of %d moves that give no check found", name, tl.found, tl.quiet)
	}
	for _, name := range []string{"chess", "shogi", "capablanca", "xiangqi"} {
		if tl := seen[name]; tl == nil || 2*tl.found < tl.quiet {
			t.Errorf("%s: CannotGiveCheck found too few of the moves that give no check (%+v)", name, tl)
		}
	}
	t.Logf("variants answered: %d of %d", answered, len(seen))
}
