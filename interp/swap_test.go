package interp_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Swap moves (a piece's swap clause): a piece exchanges places with a
// friend on a square its swap moves reach. The moves were worked out by
// hand from that rule.

const swapSource = `
piece Swapper s "mQ" { swap "Q" }
variant swaptest "Swap test" {
	board 8x8
	pieces King Swapper Rook Pawn
	royal King
	setup "4k3/8/8/8/8/8/3P4/R2SK3 w - - 0 1"
}
variant swapchess extends chess "Chess with a swapping queen" {
	piece Queen q "Q" { swap "Q" }
}
piece Shah k "K" { swap anywhere once king-swap in-check }
piece Guard g "K" { swap "K" once guard-swap }
variant shah "A king that swaps out of check once" {
	board 8x8
	pieces Shah Rook Pawn Guard
	royal Shah
	setup "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1"
	allow V027 "the guard is put on the board by the tests' positions"
}
piece Sultan k "K" { swap anywhere when-stuck }
variant sultan "A king that swaps out of stalemate" {
	board 8x8
	pieces Sultan Rook Pawn Knight
	royal Sultan
	setup "1r5k/8/8/8/8/p7/P7/K7 w - - 0 1"
	allow V027 "the knight is put on the board by the tests' positions"
}
`

// TestSwapWhenStuck: the sultan on a1 cannot step (b1 and b2 are the b8
// rook's) and its pawn on a2 is blocked: stalemated, it swaps with the
// pawn (a2 is safe: the pawn on a3 takes on b2), as often as it is stuck,
// having no once-per-game right. With a knight on h1 that can move, it
// has no swap.
func TestSwapWhenStuck(t *testing.T) {
	cases := []struct{ name, fen, want string }{
		{"stalemated", "", "a1a2"},
		{"a knight moves", "1r5k/8/8/8/8/p7/P7/K6N w - - 0 1", "h1f2 h1g3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := swapGame(t, "sultan", c.fen)
			var got []string
			for _, m := range p.LegalMoves(nil) {
				got = append(got, g.MoveString(m))
			}
			slices.Sort(got)
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}

func swapGame(t *testing.T, name, fen string) (*interp.Game, *interp.Position) {
	t.Helper()
	v, _, diags := lang.CompileSourceVariant("swap.vdl", []byte(swapSource), name)
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	if fen == "" {
		fen = v.Setup
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return g, p
}

func TestSwapMoves(t *testing.T) {
	cases := []struct {
		name, fen, from, want string
	}{
		// The swapper on d1 steps as a queen to the nine empty squares
		// (c1 b1, c2 b3 a4, e2 f3 g4 h5) and swaps with the rook on a1
		// (over b1 and c1), the pawn on d2 and the king on e1.
		{"start", "", "d1", "d1a1 d1a4 d1b1 d1b3 d1c1 d1c2 d1d2 d1e1 d1e2 d1f3 d1g4 d1h5"},
		// A rook on d8 eyes d1: swapping the king there is illegal.
		{"into check", "3rk3/8/8/8/8/8/8/R2SK3 w - - 0 1", "d1",
			"d1a1 d1a4 d1b1 d1b3 d1c1 d1c2 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1e2 d1f3 d1g4 d1h5"},
		// The king on e1 is checked along the e-file: it steps to d1, d2,
		// f1 or f2; the swapper blocks on e5, or swaps with the king
		// along the diagonal a5-e1, taking its place in the line of fire.
		{"swap out of check", "4r2k/8/8/S7/8/8/8/4K3 w - - 0 1", "",
			"a5e1 a5e5 e1d1 e1d2 e1f1 e1f2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := swapGame(t, "swaptest", c.fen)
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if s := p.Game().MoveString(m); strings.HasPrefix(s, c.from) {
					got = append(got, s)
				}
			}
			slices.Sort(got)
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
	// From the start: king 3 (e2 f1 f2), swapper 12, rook 9 (a2-a8, b1,
	// c1), pawn 2.
	if _, p := swapGame(t, "swaptest", ""); p.Perft(1) != 26 {
		t.Errorf("perft 1 = %d, want 26", p.Perft(1))
	}
}

// TestSwapMake plays swaps and checks the board, the SAN, the hash of
// the FEN read back, and that Unmake restores everything.
func TestSwapMake(t *testing.T) {
	cases := []struct{ variant, name, fen, move, want, san string }{
		{"swaptest", "with the king", "", "d1e1", "4k3/8/8/8/8/8/3P4/R2KS3 b - -", "S&e1"},
		{"swaptest", "with the rook", "", "d1a1", "4k3/8/8/8/8/8/3P4/S2RK3 b - -", "S&a1"},
		{"swaptest", "out of check", "4r2k/8/8/S7/8/8/8/4K3 w - - 0 1", "a5e1", "4r2k/8/8/K7/8/8/8/4S3 b - -", "S&e1"},
		// The queen swaps with the unmoved rook on h1 (f1 and g1 empty):
		// the rook has moved, so White may castle only long.
		{"swapchess", "castling right", "r3k2r/8/8/8/8/8/8/R3K1QR w KQkq - 0 1", "g1h1", "r3k2r/8/8/8/8/8/8/R3K1RQ b Qkq -", "Q&h1"},
		// The queen swaps with its unmoved king: no castling is left, and
		// the queen on e1 checks the king on e8 along the open file.
		{"swapchess", "king moves", "r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1", "d1e1", "r3k2r/8/8/8/8/8/8/R2KQ2R b kq -", "Q&e1+"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := swapGame(t, c.variant, c.fen)
			before, hash := p.FEN(), p.Hash()
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if m.Kind != interp.Swap {
				t.Fatalf("%s is a move of kind %d, want a swap", c.move, m.Kind)
			}
			if got := p.SAN(m); got != c.san {
				t.Errorf("SAN %s, want %s", got, c.san)
			}
			p.Make(m)
			if got := strings.Join(strings.Fields(p.FEN())[:4], " "); got != c.want {
				t.Errorf("after %s: %s, want %s", c.move, got, c.want)
			}
			q, err := g.ParseFEN(p.FEN())
			if err != nil || q.Hash() != p.Hash() {
				t.Errorf("after %s: the hash differs from the FEN's read back (%v)", c.move, err)
			}
			p.Unmake()
			if p.FEN() != before || p.Hash() != hash {
				t.Errorf("unmade: %s, want %s", p.FEN(), before)
			}
		})
	}
}

// TestSwapMakeUnmake plays random games of chess with a swapping queen:
// every legal move made and unmade gives back the FEN and hash, and the
// hash after it is that of its FEN read back (castling rights included).
func TestSwapMakeUnmake(t *testing.T) {
	g, start := swapGame(t, "swapchess", "")
	rng := rand.New(rand.NewPCG(7, 29))
	swaps := 0
	for game := 0; game < 3; game++ {
		p := start.Clone()
		for ply := 0; ply < 40; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			fen, hash := p.FEN(), p.Hash()
			for _, m := range ms {
				if m.Kind == interp.Swap {
					swaps++
				}
				p.Make(m)
				q, err := g.ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("%s after %s: %v", fen, g.MoveString(m), err)
				}
				if q.Hash() != p.Hash() {
					t.Fatalf("%s after %s: hash %x, but %x read back from %s", fen, g.MoveString(m), p.Hash(), q.Hash(), p.FEN())
				}
				p.Unmake()
				if p.FEN() != fen || p.Hash() != hash {
					t.Fatalf("%s: %s made and unmade gives %s", fen, g.MoveString(m), p.FEN())
				}
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
	}
	if swaps == 0 {
		t.Error("no swap was played")
	}
}

// TestSwapOnceInCheck: the shah on e1, checked by the rook on e8, steps
// to d1 d2 f1 f2 or swaps with its pawn on a2 (the pawn's own steps do
// not answer the check), once per game; out of check it has no swap;
// after its swap the right is gone (the FEN's seventh field: B, the
// second right named in the pieces' order, after the guard's A). The
// guard on c3 swaps with its neighbours once per game.
func TestSwapOnceInCheck(t *testing.T) {
	cases := []struct{ name, fen, want string }{
		{"in check", "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1", "e1a2 e1d1 e1d2 e1f1 e1f2"},
		{"not in check", "3r3k/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3 a2a4 e1e2 e1f1 e1f2"},
		{"right used", "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1 B", "e1d1 e1d2 e1f1 e1f2"},
		// The guard on c3 swaps with the pawn on b2 and the shah on d2.
		// The pawn on b2 is not on its setup square (a2): no double step.
		{"guard", "7k/8/8/8/8/2G5/1P1K4/8 w - - 0 1", "b2b3 c3b2 c3b3 c3b4 c3c2 c3c4 c3d2 c3d3 c3d4 d2c1 d2c2 d2d1 d2d3 d2e1 d2e2 d2e3"},
		{"guard right used", "7k/8/8/8/8/2G5/1P1K4/8 w - - 0 1 A", "b2b3 c3b3 c3b4 c3c2 c3c4 c3d3 c3d4 d2c1 d2c2 d2d1 d2d3 d2e1 d2e2 d2e3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := swapGame(t, "shah", c.fen)
			var got []string
			for _, m := range p.LegalMoves(nil) {
				got = append(got, g.MoveString(m))
			}
			slices.Sort(got)
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
	g, p := swapGame(t, "shah", "")
	before, hash := p.FEN(), p.Hash()
	m, err := p.ParseMove("e1a2")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	if got, want := p.FEN(), "4r2k/8/8/8/8/8/K7/4P3 b - - 1 1 B"; got != want {
		t.Errorf("after e1a2: %s, want %s", got, want)
	}
	if q, err := g.ParseFEN(p.FEN()); err != nil || q.Hash() != p.Hash() {
		t.Errorf("after e1a2: the hash differs from the FEN's read back (%v)", err)
	}
	p.Unmake()
	if p.FEN() != before || p.Hash() != hash {
		t.Errorf("unmade: %s, want %s", p.FEN(), before)
	}
}
