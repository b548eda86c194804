package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/rococoref"
	"github.com/vdl-chess/vdl/interp"
)

// Rococo (rococo.vdl): the moves of each piece and each special move,
// counted by hand from the rules (the comments say how), the positions
// they leave, make/unmake round trips, and perft from the start.
//
// The board is 10x10; the rules' inner 8x8 is b2..i9 and the edge squares
// are files a and j and ranks 1 and 10. In the positions below White's
// King stands on b2 and Black's on i9 unless said otherwise; they take
// part in nothing.

// rococoFrom lists, sorted, the legal moves of the piece on square from
// (all the side's moves if from is "") in coordinates.
func rococoFrom(t *testing.T, p *interp.Position, from string) []string {
	t.Helper()
	g := p.Game()
	s := interp.NoSquare
	if from != "" {
		var err error
		if s, err = g.ParseSquare(from); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if from == "" || m.From == s {
			out = append(out, g.MoveString(m))
		}
	}
	slices.Sort(out)
	return out
}

// TestRococoMovesByHand lists the legal moves of one piece.
func TestRococoMovesByHand(t *testing.T) {
	cases := []struct{ name, fen, from, want string }{
		// Cannon Pawn on e5, Black's Advancer on e6 and White's
		// Withdrawer on f4 next to it: steps to the six empty neighbours;
		// hops over f4 to the empty g3; over e6 onto Black's Swapper on
		// e7, taking it.
		{"cannon pawn", "10/8k1/10/4s5/4a5/4P5/5W4/10/1K8/10 w - - 0 1", "e5",
			"e5d4 e5d5 e5d6 e5e4 e5e7 e5f5 e5f6 e5g3"},
		// Cannon Pawn on c3 by the corner: steps to b3, b4, c4, d2, d3, d4
		// (b2 and c2 hold its King and Withdrawer); the hop over b2 takes
		// Black's pawn on the edge square a1, but the hop over c2 may not
		// land on the empty edge square c1.
		{"cannon pawn at the edge", "10/8k1/10/10/10/10/10/2P7/1KW7/p9 w - - 0 1", "c3",
			"c3a1 c3b3 c3b4 c3c4 c3d2 c3d3 c3d4"},
		// Advancer on e5: queen moves over empty squares, none onto an
		// edge square (an approach never takes beyond the board's edge):
		// north e6 e7 (Black's pawn on e8 stops it; from e7 it takes it),
		// south e4-e2, east f5-i5, west d5-b5, north-east f6-h8 (taking the
		// King on i9 from h8), north-west d6-b8, south-east f4-h2,
		// south-west d4 c3 (its King on b2): 23.
		{"advancer", "10/8k1/4p5/10/10/4A5/10/10/1K8/10 w - - 0 1", "e5",
			"e5b5 e5b8 e5c3 e5c5 e5c7 e5d4 e5d5 e5d6 e5e2 e5e3 e5e4 e5e6 e5e7 e5f4 e5f5 e5f6 e5g3 e5g5 e5g7 e5h2 e5h5 e5h8 e5i5"},
		// Withdrawer on e3 under Black's pawn on e4: south it withdraws to
		// e2, taking the pawn, but not on to the edge square e1, since e2
		// takes it crossing no edge square; east f3-i3, west d3-b3,
		// north-east f4-i7, north-west d4-b6, south-east f2, south-west
		// d2; no quiet move ends on the edge: 17.
		{"withdrawer", "10/8k1/10/10/10/10/4p5/4W5/1K8/10 w - - 0 1", "e3",
			"e3b3 e3b6 e3c3 e3c5 e3d2 e3d3 e3d4 e3e2 e3f2 e3f3 e3f4 e3g3 e3g5 e3h3 e3h6 e3i3 e3i7"},
		// Swapper on e5: White's pawn on e7, Black's pawns on g7 and d5.
		// It slides to e6, f6, f5-i5, f4-h2, e4-e2, d4 c3, d6-b8; swaps
		// with the first piece of either side on a line: e7, g7, b2 (its
		// King) and d5; and destroys itself with the pawn next to it on
		// d5: 22.
		{"swapper", "10/8k1/10/4P1p3/10/3pS5/10/10/1K8/10 w - - 0 1", "e5",
			"e5b2 e5b8 e5c3 e5c7 e5d4 e5d5 e5d6 e5e2 e5e3 e5e4 e5e6 e5e7 e5f4 e5f5 e5f6 e5g3 e5g5 e5g7 e5h2 e5h5 e5i5 e5xd5-off"},
		// Long Leaper on b5, Black's pawns on c5, e5 and g5: east it takes
		// c5 landing on d5; c5 and e5 landing on f5; all three landing on
		// h5 or i5, not on the edge square j5 (h5 makes the same capture
		// crossing no edge square). Quietly b6-b9, b4 b3, c6-f9, c4-e2
		// (never on the edge): 17.
		{"long leaper", "10/8k1/10/10/10/1Lp1p1p3/10/10/1K8/10 w - - 0 1", "b5",
			"b5b3 b5b4 b5b6 b5b7 b5b8 b5b9 b5c4 b5c5,c5d5 b5c5,c5e5,e5f5 b5c5,c5e5,e5g5,g5h5 b5c5,c5e5,e5g5,g5i5 b5c6 b5d3 b5d7 b5e2 b5e8 b5f9"},
		// The rules' example: a Long Leaper on the corner a10 takes a4
		// along the edge landing on a3, not on a2 or a1, which cross more
		// edge squares; its quiet moves are the diagonal b9-i2: 9.
		{"long leaper along the edge", "L9/8k1/10/10/10/10/p9/10/1K8/10 w - - 0 1", "a10",
			"a10a4,a4a3 a10b9 a10c8 a10d7 a10e6 a10f5 a10g4 a10h3 a10i2"},
		// Chameleon on e5, its Withdrawer on d5, Black's pawns on c5 and
		// e6: it takes the pawn on c5 as a cannon pawn would, hopping d5;
		// it cannot step onto e6, nor hop it to the empty e7. Quietly
		// f6-h8, f5-i5, f4-h2, e4-e2, d4 c3, d6-b8: 19.
		{"chameleon", "10/8k1/10/10/4p5/2pWC5/10/10/1K8/10 w - - 0 1", "e5",
			"e5b8 e5c3 e5c5 e5c7 e5d4 e5d6 e5e2 e5e3 e5e4 e5f4 e5f5 e5f6 e5g3 e5g5 e5g7 e5h2 e5h5 e5h8 e5i5"},
		// Cannon Pawn on e8 with its Advancer on c5: the steps d7 e7 f7 d8
		// f8, and onto d9, e9, f9 each quietly or promoting to a captured
		// piece: Long Leaper, Swapper, Withdrawer, Chameleon, Immobilizer,
		// not the Advancer (White has its one). Not onto the edge rank 10: 23.
		{"promotion", "10/8k1/4P5/10/10/2A7/10/10/1K8/10 w - - 0 1", "e8",
			"e8d7 e8d8 e8d9 e8d9c e8d9i e8d9l e8d9s e8d9w e8e7 e8e9 e8e9c e8e9i e8e9l e8e9s e8e9w e8f7 e8f8 e8f9 e8f9c e8f9i e8f9l e8f9s e8f9w"},
		// Black's Immobilizer on c3 freezes White's King on b2 (which may
		// not remove itself); Black's Chameleon on e6 freezes White's
		// Immobilizer on e5, which may only remove itself. White's only move.
		{"frozen", "10/8k1/10/10/4c5/4I5/10/2i7/1K8/10 w - - 0 1", "", "e5-off"},
		// Kings: no check, so White's King on e5 may step next to Black's
		// on e7; it takes Black's pawn on the edge square a1 from b2, but
		// steps onto no empty edge square.
		{"king next to king", "10/10/10/4k5/10/4K5/10/10/10/10 w - - 0 1", "e5",
			"e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6"},
		{"king at the edge", "10/8k1/10/10/10/10/10/10/1K8/p9 w - - 0 1", "b2",
			"b2a1 b2b3 b2c2 b2c3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := bundledPosition(t, "rococo", c.fen)
			want := strings.Fields(c.want)
			slices.Sort(want)
			if got := rococoFrom(t, p, c.from); !slices.Equal(got, want) {
				t.Errorf("moves of %q: %d %v\nwant %d %v", c.from, len(got), got, len(want), want)
			}
		})
	}
}

// TestRococoByHand plays the special moves and reads the board after
// them; each is unmade back to the position and hash it started from.
func TestRococoByHand(t *testing.T) {
	cases := []struct{ name, fen, moves, want string }{
		// The Advancer goes e5-e7 and takes the pawn on e8 in front of it.
		{"approach", "10/8k1/4p5/10/10/4A5/10/10/1K8/10 w - - 0 1", "e5e7", "10/8k1/10/4A5/10/10/10/10/1K8/10"},
		// The Withdrawer on e2 steps back onto the edge square e1, the only
		// way to take e3.
		{"withdrawal to the edge", "10/8k1/10/10/10/10/10/4p5/1K2W5/10 w - - 0 1", "e2e1", "10/8k1/10/10/10/10/10/10/1K8/4W5"},
		// The Long Leaper takes three pawns and lands on i5.
		{"long leap", "10/8k1/10/10/10/1Lp1p1p3/10/10/1K8/10 w - - 0 1", "b5c5,c5e5,e5g5,g5i5", "10/8k1/10/10/10/8L1/10/10/1K8/10"},
		// The Swapper swaps with Black's pawn on g7, with its own pawn on
		// e7, or goes with Black's pawn on d5.
		{"swap with an enemy", "10/8k1/10/4P1p3/10/3pS5/10/10/1K8/10 w - - 0 1", "e5g7", "10/8k1/10/4P1S3/10/3pp5/10/10/1K8/10"},
		{"swap with a friend", "10/8k1/10/4P1p3/10/3pS5/10/10/1K8/10 w - - 0 1", "e5e7", "10/8k1/10/4S1p3/10/3pP5/10/10/1K8/10"},
		{"mutual destruction", "10/8k1/10/4P1p3/10/3pS5/10/10/1K8/10 w - - 0 1", "e5xd5-off", "10/8k1/10/4P1p3/10/10/10/10/1K8/10"},
		// The frozen Immobilizer removes itself.
		{"frozen suicide", "10/8k1/10/10/4c5/4I5/10/2i7/1K8/10 w - - 0 1", "e5-off", "10/8k1/10/10/4c5/10/10/2i7/1K8/10"},
		// The Chameleon goes e5-e7: it withdraws from the Withdrawer on e4
		// and approaches the Advancer on e8, taking both.
		{"chameleon withdraws and approaches", "10/8k1/4a5/10/10/4C5/4w5/10/1K8/10 w - - 0 1", "e5e7", "10/8k1/10/4C5/10/10/10/10/1K8/10"},
		// ... but it takes no pawn by withdrawing from it: only the pawn's
		// own way (a hop) takes a pawn.
		{"chameleon spares a pawn", "10/8k1/10/10/10/4C5/4p5/10/1K8/10 w - - 0 1", "e5e7", "10/8k1/10/4C5/10/10/4p5/10/1K8/10"},
		// A Cannon Pawn promotes to a captured Long Leaper on e9.
		{"promotion", "10/8k1/4P5/10/10/2A7/10/10/1K8/10 w - - 0 1", "e8e9l", "10/4L3k1/10/10/10/2A7/10/10/1K8/10"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p := bundledPosition(t, "rococo", c.fen)
			before, hash := p.FEN(), p.Hash()
			playMoves(t, p, c.moves)
			if got := strings.Fields(p.FEN())[0]; got != c.want {
				t.Errorf("after %s: %s, want %s", c.moves, got, c.want)
			}
			if q, err := p.Game().ParseFEN(p.FEN()); err != nil || q.Hash() != p.Hash() {
				t.Errorf("after %s: the hash differs from the FEN's read back (%v)", c.moves, err)
			}
			p.Unmake()
			if p.FEN() != before || p.Hash() != hash {
				t.Errorf("unmade: %s (hash %x), want %s (hash %x)", p.FEN(), p.Hash(), before, hash)
			}
		})
	}
}

// TestRococoKingCaptured: taking the King ends the game, won by the side
// that took it; a side with no move loses.
func TestRococoKingCaptured(t *testing.T) {
	_, p := bundledPosition(t, "rococo", "10/10/10/10/4k5/4K5/10/10/10/10 w - - 0 1")
	playMoves(t, p, "e5e6")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.White {
		t.Errorf("after the King is taken: %+v, want White's win", o)
	}
	// Black's Long Leaper on i9 is frozen by White's Immobilizer on h8
	// and removes itself; then Black's King, frozen on b9 by White's
	// Immobilizer on c8, has no move: Black loses.
	_, p = bundledPosition(t, "rococo", "10/1k6l1/2I4I2/10/10/10/10/10/1K8/10 b - - 0 1")
	playMoves(t, p, "i9-off b2b3")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.White {
		t.Errorf("Black without a move: %+v, want White's win", o)
	}
}

// TestRococoPerft: from the start, White's moves are the Swapper's three
// swaps (with the Advancer on h2 and the pawns on h3 and i3: slides and
// the other pieces' moves end on edge squares or are blocked) and the
// pawns' steps forward: two for the b and i pawns (their third would end
// on the edge), three for the six others, 22; no hop lands anywhere
// legal (forward hops land on rank 5 only over a piece on rank 4, and
// back or sideways onto the edge or an occupied square). 25; Black's
// reply is the mirror, and neither side can reach the other in two plies:
// 625.
func TestRococoPerft(t *testing.T) {
	_, p := bundledPosition(t, "rococo", "")
	for d, want := range []uint64{1: 25, 2: 625} {
		if d > 0 {
			if got := p.Perft(d); got != want {
				t.Errorf("perft %d = %d, want %d", d, got, want)
			}
		}
	}
}

// TestRococoMakeUnmake plays random games; every legal move is made and
// unmade, giving back the FEN and hash, and the hash after it matches the
// FEN's read back.
func TestRococoMakeUnmake(t *testing.T) {
	g, start := bundledPosition(t, "rococo", "")
	rng := rand.New(rand.NewPCG(20, 2))
	plies := 80
	if testing.Short() {
		plies = 30
	}
	kinds := map[string]bool{}
	for game := 0; game < 3; game++ {
		p := start.Clone()
		for ply := 0; ply < plies; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 || p.Outcome(ms).Over {
				break
			}
			fen, hash := p.FEN(), p.Hash()
			for _, m := range ms {
				s := g.MoveString(m)
				switch {
				case strings.HasSuffix(s, "-off") && strings.Contains(s, "x"):
					kinds["destruction"] = true
				case strings.HasSuffix(s, "-off"):
					kinds["suicide"] = true
				case m.Kind == interp.Swap:
					kinds["swap"] = true
				case strings.Contains(s, ","):
					kinds["leap"] = true
				}
				p.Make(m)
				q, err := g.ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("%s after %s: %v", fen, s, err)
				}
				if q.Hash() != p.Hash() {
					t.Fatalf("%s after %s: hash %x, but %x read back from %s", fen, s, p.Hash(), q.Hash(), p.FEN())
				}
				p.Unmake()
				if p.FEN() != fen || p.Hash() != hash {
					t.Fatalf("%s: %s made and unmade gives %s", fen, s, p.FEN())
				}
			}
			// Prefer the rare kinds of move, so that games reach them.
			pick := ms[rng.IntN(len(ms))]
			for _, m := range ms {
				if m.Kind == interp.Exit && rng.IntN(3) == 0 {
					pick = m
				}
			}
			p.Make(pick)
		}
	}
	if !kinds["swap"] {
		t.Errorf("no swap was tried: %v", kinds)
	}
}

// TestRococoRef compares vdl's moves and perft with rococoref, a second
// move generator written from the rules alone: from the start (perft 1-3)
// and from positions of random games, captures and the rare moves
// (swaps, removals) preferred.
func TestRococoRef(t *testing.T) {
	_, start := bundledPosition(t, "rococo", "")
	ref, err := rococoref.FromFEN(start.FEN())
	if err != nil {
		t.Fatal(err)
	}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for d := 1; d <= depth; d++ {
		if got, want := start.Perft(d), ref.Perft(d); got != uint64(want) {
			t.Errorf("perft %d = %d, rococoref counts %d", d, got, want)
		}
	}
	games := 40
	if testing.Short() {
		games = 10
	}
	rng := rand.New(rand.NewPCG(2002, 10))
	for i := 0; i < games; i++ {
		p := start.Clone()
		randomWalk(p, rng, 10, 70, func(m interp.Move) bool {
			return m.IsCapture() || m.Kind == interp.Swap || m.Kind == interp.Exit || m.PromotionType() >= 0
		})
		f := p.FEN()
		ref, err := rococoref.FromFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		got, want := rococoFrom(t, p, ""), ref.Legal()
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: moves\n%v\nrococoref\n%v", f, got, want)
			continue
		}
		if got, want := p.Perft(2), ref.Perft(2); got != uint64(want) {
			t.Errorf("%s: perft 2 = %d, rococoref counts %d", f, got, want)
		}
	}
}
