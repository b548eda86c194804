package interp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestViaAgrees: after every plain move of random games of every bundled
// variant whose rules allow it, the via test (discover.go), which follows
// only the attacks through the two squares the move changed, judges the
// mover's royals as the whole attack test does.
func TestViaAgrees(t *testing.T) {
	viaAgrees(t, 25, 1, false, (*interp.Position).ViaMismatch)
}

// viaAgrees walks random games of every bundled variant (seed: the
// games; trust: start each under TrustMoves) and fails at the first
// position where mismatch reports the via test and the whole test
// disagree, or where fewer than minGames variants had a move judged.
func viaAgrees(t *testing.T, seed uint64, minGames int, trust bool, mismatch func(*interp.Position) (string, int)) {
	plies, trials := 80, 3
	if testing.Short() {
		plies, trials = 40, 1
	}
	total, games := 0, map[string]bool{}
	walkBundled(t, seed, plies, trials, func(t *testing.T, p *interp.Position, moves int, _ *rand.Rand) {
		if trust && moves == 0 {
			p.TrustMoves()
		}
		msg, n := mismatch(p)
		if msg != "" {
			t.Fatal(msg)
		}
		if n > 0 {
			games[p.Game().V.Name] = true
		}
		total += n
	})
	if len(games) < minGames {
		t.Fatalf("the via test judged moves in %d variants only", len(games))
	}
	t.Logf("%d moves compared in %d variants", total, len(games))
}

// viaSeeds are positions random games from the start rarely reach, where
// the mover has several royals: pieces royal when last (one of them
// attacked already, or about to be made by promotion), counted together,
// or all attacked at once for check (duple check).
var viaSeeds = []struct{ variant, fen, why string }{
	{"spartan", "2k2k2/8/2l5/8/8/8/8/2R1KR2 b - - 0 1", "f8 attacked, the Lieutenant on c6 shields c8: a side step leaves both attacked"},
	{"spartan", "3k1k2/8/3h4/8/8/8/8/3RK2Q b - - 0 1", "f8 attacked, the Hoplite on d6 shields d8"},
	{"spartan", "8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1", "Fairy-Stockfish's suite: a Hoplite promotes to a second King"},
	{"spartan", "lg1k1kwl/hhh2hhh/8/8/8/8/PPP2PPP/RNBQKBNR w KQ - 0 1", "open d and e files before two Kings"},
	{"shoshogi", "4k4/9/9/9/9/4e4/9/9/R3K4 b - - 0 1", "a Drunk Elephant promotes beside a lone King"},
	{"shoshogi", "4k4/9/9/9/9/9/9/4+E4/R3K3r w - - 0 1", "the King attacked while a Crown Prince lives"},
	{"shoshogi", "r3k4/4+e4/9/9/9/9/9/4+E4/R3K3r b - - 0 1", "King and Crown Prince on both sides"},
	{"chu", "k11/12/12/12/12/12/+e11/12/12/12/12/Q10K b - - 0 1", "the Crown Prince shields the King from the Free King"},
	{"chu", "6k5/12/12/12/5e6/12/12/12/12/12/12/R4K5R b - - 0 1", "a Drunk Elephant enters the zone beside a lone King"},
}

// TestViaSeeds: the via test agrees with the whole test along random
// games from viaSeeds (where the variant's rules allow it at all).
func TestViaSeeds(t *testing.T) {
	plies, trials := 12, 30
	if testing.Short() {
		plies, trials = 8, 10
	}
	for i, s := range viaSeeds {
		v, err := lang.Find(s.variant)
		if err != nil {
			t.Fatal(err)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		tested := 0
		for trial := 0; trial < trials; trial++ {
			p, err := g.ParseFEN(s.fen)
			if err != nil {
				t.Fatalf("%s %s: %v", s.variant, s.fen, err)
			}
			randomWalk(t, p, rng, plies, func(t *testing.T, p *interp.Position, _ int, _ *rand.Rand) {
				msg, n := p.ViaMismatch()
				if msg != "" {
					t.Fatalf("from %s (%s): %s", s.fen, s.why, msg)
				}
				tested += n
			})
		}
		if g.ViaTabled() && tested == 0 {
			t.Errorf("%s %s: no move compared", s.variant, s.fen)
		}
		t.Logf("%s %s: %d moves compared (via tables %v)", s.variant, s.fen, tested, g.ViaTabled())
	}
}

// TestCheckViaAgrees: in random games of every bundled variant, from a
// start under TrustMoves, after every legal move InCheck's via test
// (checkvia.go) judges the other side's royals as the whole attack test
// does.
func TestCheckViaAgrees(t *testing.T) {
	viaAgrees(t, 26, 10, true, (*interp.Position).CheckViaMismatch)
}

// TestCheckersAgree: in positions of random games of the bundled variants
// where the side to move is in check (each position's checking moves
// made in turn), MakeIfLegal, which judges a plain move by the attacks on
// the royal it keeps and those through its two squares (discover.go's
// checker sets), accepts exactly the moves that making them and asking
// the whole attack test accepts.
func TestCheckersAgree(t *testing.T) {
	plies, trials := 60, 2
	if testing.Short() {
		plies, trials = 30, 1
	}
	total, games := 0, map[string]int{}
	var ml []interp.Move
	walkBundled(t, 27, plies, trials, func(t *testing.T, p *interp.Position, _ int, _ *rand.Rand) {
		ml = p.LegalMoves(ml[:0])
		for _, m := range ml {
			p.Make(m)
			msg, n := p.CheckersMismatch()
			p.Unmake()
			if msg != "" {
				t.Fatal(msg)
			}
			if n > 0 {
				games[p.Game().V.Name] += n
			}
			total += n
		}
	})
	if len(games) < 20 || games["overboard"] == 0 {
		t.Fatalf("the checker sets judged moves in %d variants only (Overboard: %d)", len(games), games["overboard"])
	}
	t.Logf("%d moves compared in %d variants, %d in Overboard", total, len(games), games["overboard"])
}
