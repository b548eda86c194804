package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/conditionref"
	"github.com/vdl-chess/vdl/interp"
)

// The problemists' conditions (conditions.vdl): moves and checks worked
// out by hand from the rules, make/unmake round trips, and perft compared
// with conditionref, a counter written from the rule texts alone.

// legalFrom lists the legal moves of the piece on from (all if from is
// ""), in coordinate notation, sorted.
func legalFrom(p *interp.Position, from string) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		s := p.Game().MoveString(m)
		if from == "" || strings.HasPrefix(s, from) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

func TestConditionsByHand(t *testing.T) {
	cases := []struct {
		variant, name, fen, from, want string
		check                          bool // the side to move is in check
	}{
		// Madrasi. The rooks on c5 and g5 see each other along the fifth
		// rank: both are paralysed, so the c5 rook gives no check to the
		// king on c8, and the g5 rook cannot move. The h4 rook is free.
		{"madrasi", "paralysed rooks", "2k5/8/8/2R3r1/7r/8/8/4K3 b - - 0 1", "g5", "", false},
		{"madrasi", "free rook", "2k5/8/8/2R3r1/7r/8/8/4K3 b - - 0 1", "h4",
			"h4a4 h4b4 h4c4 h4d4 h4e4 h4f4 h4g4 h4h1 h4h2 h4h3 h4h5 h4h6 h4h7 h4h8", false},
		// The same rooks, Black's gone from g5: the c5 rook checks the
		// king on c8.
		{"madrasi", "rook checks", "2k5/8/8/2R5/7r/8/8/4K3 b - - 0 1", "", "", true},
		// Bishops facing along a diagonal through empty squares:
		// b2 and g7 paralyse each other; the queen on d1 is not a bishop.
		{"madrasi", "bishops", "k7/6b1/8/8/8/8/1B6/K2Q4 w - - 0 1", "b2", "", false},
		// Knights d8 and f7 attack each other: the white knight on f7
		// cannot take on h8 or move at all.
		{"madrasi", "knights", "3n3r/5N2/8/8/8/8/8/K5k1 w - - 0 1", "f7", "", false},
		// The rooks on h1 and h8 paralyse each other along the open h-file:
		// neither side castles short; White still castles long.
		{"madrasi", "paralysed rook castles not", "4k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", "e1",
			"e1c1 e1d1 e1d2 e1e2 e1f1 e1f2", false},
		// Patrol. The white knight on f7 is guarded by nothing: it gives
		// no check to the king on h8 and cannot take the rook on d8.
		{"patrol", "lone knight", "3r4/5N1k/8/8/8/8/8/K7 w - - 0 1", "f7",
			"f7d6 f7e5 f7g5 f7h6 f7h8", false},
		{"patrol", "lone knight no check", "3r3k/5N2/8/8/8/8/8/K7 b - - 0 1", "", "", false},
		// A rook on f1 guards the knight on f7 (file open): now it takes
		// on d8 and h8 is in check.
		{"patrol", "guarded knight", "3r4/5N1k/8/8/8/8/8/K4R2 w - - 0 1", "f7",
			"f7d6 f7d8 f7e5 f7g5 f7h6 f7h8", false},
		{"patrol", "guarded knight checks", "3r3k/5N2/8/8/8/8/8/K4R2 b - - 0 1", "", "", true},
		// The king is no exception: alone, Ka1 cannot take the pawn on b2.
		{"patrol", "king unguarded", "7k/8/8/8/8/8/1p6/K7 w - - 0 1", "a1", "a1a2 a1b1", false},
		// Knight-relay. The pawn on e6 is defended by the knight on d4: it
		// leaps as a knight to c7, c5, f4, g5, g7 (not to d8 or f8, its
		// last rank), besides e7. The knight on b7 cannot take the pawn
		// on a5.
		{"knight-relay", "relayed pawn", "3k4/1N6/4P3/p7/3N4/8/8/4K3 w - - 0 1", "e6",
			"e6c5 e6c7 e6e7 e6f4 e6g5 e6g7", false},
		{"knight-relay", "knight takes nothing", "3k4/1N6/4P3/p7/3N4/8/8/4K3 w - - 0 1", "b7",
			"b7c5 b7d6", false},
		// A queen defended by the knight on b7 (b7-d6 is a knight's
		// leap) leaps as a knight too: d6-e8 is such a leap, not a
		// queen's line, so it checks the king on e8 only relayed.
		{"knight-relay", "relayed queen checks", "4k3/1N6/3Q4/8/8/8/8/K7 b - - 0 1", "", "", true},
		// Without the relaying knight the queen on d6 does not reach e8.
		{"knight-relay", "unrelayed queen", "4k3/8/3Q4/8/8/8/8/K7 b - - 0 1", "", "", false},
		// A knight is immune: the rook on c3 cannot take the knight on c2,
		// and a king next to an enemy knight's leap is not in check.
		{"knight-relay", "immune knight", "7k/8/8/8/8/2r5/2N5/K7 b - - 0 1", "c3",
			"c3a3 c3b3 c3c4 c3c5 c3c6 c3c7 c3c8 c3d3 c3e3 c3f3 c3g3 c3h3", false},
		{"knight-relay", "knight gives no check", "7k/8/8/8/8/1n6/8/K7 w - - 0 1", "", "", false},
	}
	for _, c := range cases {
		t.Run(c.variant+"/"+c.name, func(t *testing.T) {
			_, p := bundledPosition(t, c.variant, c.fen)
			if got := p.InCheck(); got != c.check {
				t.Errorf("in check = %v, want %v", got, c.check)
			}
			if c.from == "" {
				return
			}
			want := strings.Fields(c.want)
			if got := legalFrom(p, c.from); !slices.Equal(got, want) {
				t.Errorf("moves of %s: %v, want %v", c.from, got, want)
			}
		})
	}
}

// TestCirceAndernachByHand plays captures and looks at the board after.
func TestCirceAndernachByHand(t *testing.T) {
	cases := []struct {
		variant, name, fen, moves, want string // want: the FEN's placement and castling field
	}{
		// Circe: exd5 takes the pawn on d5, reborn on d7 (the file of the
		// capture, its second rank; empty).
		{"circe", "pawn reborn", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5",
			"rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR KQkq"},
		// A knight taken on a light square (d5) is reborn on its home
		// square of that colour: g8 (b8 is dark).
		{"circe", "knight reborn", "r1bqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", "e4d5",
			"r1bqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR KQkq"},
		// The rebirth square is taken: the captured piece vanishes.
		{"circe", "no room", "rnbqkbnr/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "e4d5",
			"rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKB1R KQkq"},
		// A rook taken on a dark square (a5) is reborn on h8 (dark), and
		// may castle again: Black's king has not moved.
		{"circe", "rook regains castling", "r3k3/8/8/r7/8/8/8/R3K3 w Qq - 0 1", "a1a5",
			"r3k2r/8/8/R7/8/8/8/4K3 kq"},
		// Andernach: the capturing rook turns black on d5; the king does
		// not turn.
		{"andernach", "rook turns", "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5",
			"4k3/8/8/3r4/8/8/8/4K3 -"},
		{"andernach", "king keeps", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2",
			"4k3/8/8/8/8/8/3K4/8 -"},
		// A pawn that captures onto the last rank promotes, then turns.
		{"andernach", "promotion turns", "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q",
			"3qk3/8/8/8/8/8/8/4K3 -"},
		// A white pawn taking on d7 becomes a black pawn on Black's second
		// rank, which may double-step at once: d7d5 is then legal.
		{"andernach", "pawn turns on its second rank", "4k3/3n4/4P3/8/8/8/8/4K3 w - - 0 1", "e6d7 e8f7 e1e2 d7d5",
			"8/5k2/8/3p4/8/8/4K3/8 -"},
	}
	for _, c := range cases {
		t.Run(c.variant+"/"+c.name, func(t *testing.T) {
			_, p := bundledPosition(t, c.variant, c.fen)
			before, hash := p.FEN(), p.Hash()
			playMoves(t, p, c.moves)
			f := strings.Fields(p.FEN())
			if got := f[0] + " " + f[2]; got != c.want {
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
	// A capture whose reborn piece would check the captor's own king is
	// illegal: taking the rook on a7 (dark) makes it reborn on h8 (dark),
	// checking the king on h1 along the empty file.
	_, p := bundledPosition(t, "circe", "4k3/r7/8/8/8/8/8/R6K w - - 0 1")
	if got := legalFrom(p, "a1"); slices.Contains(got, "a1a7") {
		t.Errorf("a1a7 is legal, but the rook reborn on h8 would check the king on h1: %v", got)
	}
	// And a rebirth may answer a check: the rook on h7 checks the king
	// on a7 along the seventh rank; Rxd3 takes a pawn reborn on d7, in
	// between. In orthodox chess Rxd3 would leave the king in check.
	for _, v := range []struct {
		name  string
		legal bool
	}{{"circe", true}, {"chess", false}} {
		_, p := bundledPosition(t, v.name, "4k3/K6r/8/8/8/3p4/8/3R4 w - - 0 1")
		if !p.InCheck() {
			t.Errorf("%s: the king on a7 is not in check", v.name)
		}
		if got := slices.Contains(legalFrom(p, "d1"), "d1d3"); got != v.legal {
			t.Errorf("%s: d1d3 legal = %v, want %v", v.name, got, v.legal)
		}
	}
}

// TestConditionsMakeUnmake plays random games and takes every move back,
// checking the board and hash come back exactly, and that the hash
// matches the position's FEN read back.
func TestConditionsMakeUnmake(t *testing.T) {
	for _, name := range []string{"circe", "andernach", "madrasi", "patrol", "knight-relay"} {
		t.Run(name, func(t *testing.T) {
			g, start := bundledPosition(t, name, "")
			rng := rand.New(rand.NewPCG(3, 29))
			games, plies := 2, 50
			if testing.Short() {
				games, plies = 1, 30
			}
			for game := 0; game < games; game++ {
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
							t.Fatalf("%s after %s: %v", fen, p.Game().MoveString(m), err)
						}
						if q.Hash() != p.Hash() {
							t.Fatalf("%s after %s: hash %x, but %x read back from %s", fen, p.Game().MoveString(m), p.Hash(), q.Hash(), p.FEN())
						}
						p.Unmake()
						if p.FEN() != fen || p.Hash() != hash {
							t.Fatalf("%s: %s made and unmade gives %s (hash %x, want %x)", fen, p.Game().MoveString(m), p.FEN(), p.Hash(), hash)
						}
					}
					p.Make(ms[rng.IntN(len(ms))])
				}
			}
		})
	}
}

var conditionRefs = []struct {
	name string
	cond conditionref.Condition
}{
	{"chess", conditionref.Orthodox},
	{"circe", conditionref.Circe},
	{"andernach", conditionref.Andernach},
	{"madrasi", conditionref.Madrasi},
	{"patrol", conditionref.Patrol},
	{"knight-relay", conditionref.KnightRelay},
}

// TestConditionsPerftStart compares perft from the start with
// conditionref. Madrasi's depth 4 is 195,475 by both (195,503 is what
// freezing by single leaps alone gives: the bishops of 1.b3 e6 2.Ba3, or
// 1.e3 b6 2.Ba6, paralyse each other along their diagonal).
func TestConditionsPerftStart(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, c := range conditionRefs {
		_, p := bundledPosition(t, c.name, "")
		ref, err := conditionref.FromFEN(p.FEN(), c.cond)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= depth; d++ {
			if got, want := p.Perft(d), ref.Perft(d); got != uint64(want) {
				t.Errorf("%s: perft %d = %d, conditionref counts %d", c.name, d, got, want)
			}
		}
	}
	if testing.Short() {
		return
	}
	// Depth 4, as conditionref counted it once (about 10 s for the five):
	// Madrasi's answers the question.
	want := map[string]uint64{"madrasi": 195475, "circe": 197192, "andernach": 197410, "patrol": 197075, "knight-relay": 727219}
	for name, n := range want {
		_, p := bundledPosition(t, name, "")
		if got := p.Perft(4); got != n {
			t.Errorf("%s: perft 4 = %d, want %d (conditionref's count)", name, got, n)
		}
	}
}

// TestConditionsRandomPositions compares perft 2 with conditionref on
// positions reached by random play, where captures, rebirths, turned
// captors, paralyses and patrols abound.
func TestConditionsRandomPositions(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	for _, c := range conditionRefs[1:] {
		t.Run(c.name, func(t *testing.T) {
			_, start := bundledPosition(t, c.name, "")
			rng := rand.New(rand.NewPCG(29, uint64(c.cond)))
			for i := 0; i < games; i++ {
				p := start.Clone()
				randomWalk(p, rng, 10, 70, func(m interp.Move) bool { return m.Kind == interp.Capture || m.Kind == interp.EnPassant })
				f := p.FEN()
				ref, err := conditionref.FromFEN(f, c.cond)
				if err != nil {
					t.Fatal(err)
				}
				got, want := legalFrom(p, ""), ref.Legal()
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("%s: moves %v, conditionref %v", f, got, want)
					continue
				}
				if got, want := p.Perft(2), ref.Perft(2); got != uint64(want) {
					t.Errorf("%s: perft 2 = %d, conditionref counts %d", f, got, want)
				}
			}
		})
	}
}
