package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/einsteinref"
	"github.com/vdl-chess/vdl/interp"
)

// Einstein chess (einstein.vdl): moves and the pieces they leave, worked
// out by hand from the rules; make/unmake round trips; perft compared
// with einsteinref, a counter written from the rule text alone.

// TestEinsteinByHand plays moves and reads the board after them.
func TestEinsteinByHand(t *testing.T) {
	cases := []struct {
		name, fen, moves, want string // want: the FEN's placement and en-passant field
	}{
		// A quiet move demotes one step down Q R B N P.
		{"queen quiet", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d5r", "4k3/8/8/3R4/8/8/8/4K3 -"},
		{"rook quiet", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a5b", "4k3/8/8/B7/8/8/8/4K3 -"},
		{"bishop quiet", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1f4n", "4k3/8/8/8/5N2/8/8/4K3 -"},
		{"knight quiet", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3p", "4k3/8/8/8/8/2P5/8/4K3 -"},
		{"pawn quiet", "4k3/8/8/8/8/2P5/8/4K3 w - - 0 1", "c3c4", "4k3/8/8/8/2P5/8/8/4K3 -"},
		// A capture promotes one step up P N B R Q.
		{"pawn takes", "4k3/8/8/8/3p4/2P5/8/4K3 w - - 0 1", "c3d4n", "4k3/8/8/8/3N4/8/8/4K3 -"},
		{"knight takes", "4k3/8/8/8/8/2p5/8/1N2K3 w - - 0 1", "b1c3b", "4k3/8/8/8/8/2B5/8/4K3 -"},
		{"bishop takes", "4k3/8/8/8/5p2/8/8/2B1K3 w - - 0 1", "c1f4r", "4k3/8/8/8/5R2/8/8/4K3 -"},
		{"rook takes", "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", "a1a5q", "4k3/8/8/Q7/8/8/8/4K3 -"},
		{"queen takes", "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", "4k3/8/8/3Q4/8/8/8/4K3 -"},
		// The King never changes; castling changes neither piece.
		{"king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2", "4k3/8/8/8/8/8/4K3/8 -"},
		{"castling", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "4k3/8/8/8/8/8/8/5RK1 -"},
		// A pawn on its first rank steps three squares, passing two; a
		// black pawn takes it en passant from d3 (on c2) or from d4 (on
		// c3), and becomes a Knight.
		{"triple step", "4k3/8/8/8/3p4/3p4/8/2P1K3 w - - 0 1", "c1c4", "4k3/8/8/8/2Pp4/3p4/8/4K3 c2c3"},
		{"en passant on the first square", "4k3/8/8/8/3p4/3p4/8/2P1K3 w - - 0 1", "c1c4 d3c2n", "4k3/8/8/8/3p4/8/2n5/4K3 -"},
		{"en passant on the second square", "4k3/8/8/8/3p4/3p4/8/2P1K3 w - - 0 1", "c1c4 d4c3n", "4k3/8/8/8/8/2np4/8/4K3 -"},
		// A pawn on its last rank is stuck: the king's move is White's only one.
		{"stuck pawn", "2P5/8/8/8/8/8/8/k1K5 w - - 0 1", "c1d2", "2P5/8/8/8/8/8/3K4/k7 -"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := bundledPosition(t, "einstein", c.fen)
			before, hash := p.FEN(), p.Hash()
			playMoves(t, p, c.moves)
			f := strings.Fields(p.FEN())
			if got := f[0] + " " + f[3]; got != c.want {
				t.Errorf("after %s: %s, want %s", c.moves, got, c.want)
			}
			if q, err := p.Game().ParseFEN(p.FEN()); err != nil || q.Hash() != p.Hash() {
				t.Errorf("after %s: the hash differs from the FEN's read back (%v)", c.moves, err)
			}
			for range strings.Fields(c.moves) {
				p.Unmake()
			}
			if p.FEN() != before || p.Hash() != hash {
				t.Errorf("unmade: %s (hash %x), want %s (hash %x)", p.FEN(), p.Hash(), before, hash)
			}
		})
	}
}

// TestEinsteinMovesByHand lists the legal moves of one piece.
func TestEinsteinMovesByHand(t *testing.T) {
	cases := []struct{ name, fen, from, want string }{
		// First-rank pawn: one, two or three steps (a knight that came
		// to c1 quietly); blocked on c4 it steps one or two.
		{"first rank", "4k3/8/8/8/8/8/8/2P1K3 w - - 0 1", "c1", "c1c2 c1c3 c1c4"},
		{"first rank blocked", "4k3/8/8/8/2p5/8/8/2P1K3 w - - 0 1", "c1", "c1c2 c1c3"},
		// Second rank: one or two, also a pawn that came back there.
		{"second rank", "4k3/8/8/8/8/8/2P5/4K3 w - - 0 1", "c2", "c2c3 c2c4"},
		// Last rank: nothing.
		{"last rank", "2P5/8/8/8/8/8/8/k1K5 w - - 0 1", "c8", ""},
		// A queen's quiet moves turn it into a Rook (written with the
		// letter it becomes, r); its capture leaves it a Queen.
		{"queen", "7k/8/8/8/8/8/1p6/QK6 w - - 0 1", "a1", "a1a2r a1a3r a1a4r a1a5r a1a6r a1a7r a1a8r a1b2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := bundledPosition(t, "einstein", c.fen)
			if got, want := legalFrom(p, c.from), strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("moves of %s: %v, want %v", c.from, got, want)
			}
		})
	}
}

// TestEinsteinSAN: a pawn's step is written as a pawn's (c3, not Pc3);
// a demoting quiet move names the type it becomes.
func TestEinsteinSAN(t *testing.T) {
	_, p := bundledPosition(t, "einstein", "")
	for _, c := range []struct{ move, want string }{
		{"c2c3", "c3"},
		{"g1f3p", "Nf3=P"},
	} {
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.SAN(m); got != c.want {
			t.Errorf("%s: SAN %s, want %s", c.move, got, c.want)
		}
	}
}

// TestEinsteinPerft compares perft from the start, and from positions of
// random games (captures preferred), with einsteinref. From the start
// the first two plies are chess's (no capture can happen): 20 and 400.
func TestEinsteinPerft(t *testing.T) {
	_, start := bundledPosition(t, "einstein", "")
	for d, want := range []uint64{1: 20, 2: 400} {
		if d > 0 {
			if got := start.Perft(d); got != want {
				t.Errorf("perft %d = %d, want %d", d, got, want)
			}
		}
	}
	depth := 4
	if testing.Short() {
		depth = 3
	}
	ref, err := einsteinref.FromFEN(start.FEN())
	if err != nil {
		t.Fatal(err)
	}
	for d := 1; d <= depth; d++ {
		if got, want := start.Perft(d), ref.Perft(d); got != uint64(want) {
			t.Errorf("perft %d = %d, einsteinref counts %d", d, got, want)
		}
	}
	games := 16
	if testing.Short() {
		games = 6
	}
	rng := rand.New(rand.NewPCG(29, 1981))
	for i := 0; i < games; i++ {
		p := start.Clone()
		randomWalk(p, rng, 10, 60, func(m interp.Move) bool { return m.Kind == interp.Capture || m.Kind == interp.EnPassant })
		f := p.FEN()
		ref, err := einsteinref.FromFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		got, want := legalFrom(p, ""), ref.Legal()
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: moves %v, einsteinref %v", f, got, want)
			continue
		}
		if got, want := p.Perft(3), ref.Perft(3); got != uint64(want) {
			t.Errorf("%s: perft 3 = %d, einsteinref counts %d", f, got, want)
		}
	}
}

// TestEinsteinMakeUnmake plays random games; every legal move is made and
// unmade, giving back the FEN and hash, and the hash after it matches the
// FEN's read back.
func TestEinsteinMakeUnmake(t *testing.T) {
	g, start := bundledPosition(t, "einstein", "")
	rng := rand.New(rand.NewPCG(5, 29))
	plies := 60
	if testing.Short() {
		plies = 25
	}
	for game := 0; game < 2; game++ {
		p := start.Clone()
		for ply := 0; ply < plies; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			fen, hash := p.FEN(), p.Hash()
			for _, m := range ms {
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
}
