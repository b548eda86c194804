package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Ultima's captures, worked out by hand from the rules in ultima.vdl: for
// a move, every square whose piece goes (the destination's own victim
// included), and which moves a position has.

// TestUltimaCaptures plays one move and lists the squares it empties
// besides its origin.
func TestUltimaCaptures(t *testing.T) {
	cases := []struct {
		name, fen, move string
		gone            []string
	}{
		// Long leaper on a1 over the pawns on a3 and a5.
		{"leaper one", "7k/8/8/p7/8/p7/8/N6K w - - 0 1", "a1a3,a3a4", []string{"a3"}},
		{"leaper two", "7k/8/8/p7/8/p7/8/N6K w - - 0 1", "a1a3,a3a5,a5a7", []string{"a3", "a5"}},
		{"leaper diagonal", "7k/8/8/8/8/2p5/8/N6K w - - 0 1", "a1c3,c3g7", []string{"c3"}},
		// Withdrawer on d4 moves straight away from the pawn on d5.
		{"withdraw far", "7k/8/8/3p4/3Q4/8/8/K7 w - - 0 1", "d4d1", []string{"d5"}},
		{"withdraw near", "7k/8/8/3p4/3Q4/8/8/K7 w - - 0 1", "d4d3", []string{"d5"}},
		{"withdraw sideways", "7k/8/8/3p4/3Q4/8/8/K7 w - - 0 1", "d4e4", nil},
		{"withdraw diagonal away", "7k/8/8/4p3/3Q4/8/8/1K6 w - - 0 1", "d4b2", []string{"e5"}},
		// Coordinator with its king on b2: to e5 the crossings are e2
		// and b5, to e7 they are e2 and b7.
		{"coordinate", "8/1p6/8/2R4k/8/8/1K2p3/8 w - - 0 1", "c5e5", []string{"e2"}},
		{"coordinate two", "8/1p6/8/2R4k/8/8/1K2p3/8 w - - 0 1", "c5e7", []string{"e2", "b7"}},
		// Pincer pawn from a4 to d4: d5 between it and the knight on d6,
		// e4 between it and the king on f4.
		{"pinch two", "7k/8/3N4/3p4/P3pK2/8/8/8 w - - 0 1", "a4d4", []string{"d5", "e4"}},
		{"pinch none", "7k/8/3N4/3p4/P3pK2/8/8/8 w - - 0 1", "a4c4", nil},
		// Chameleon on d4: withdraws from a withdrawer, not from a pawn.
		{"chameleon withdraws", "7k/8/8/3q4/2pB4/8/8/K7 w - - 0 1", "d4d1", []string{"d5"}},
		{"chameleon no pawn withdrawal", "7k/8/8/3q4/2pB4/8/8/K7 w - - 0 1", "d4e4", nil},
		// ... leaps a long leaper, not a pawn.
		{"chameleon leaps", "7k/8/8/8/8/2n5/8/B6K w - - 0 1", "a1c3,c3e5", []string{"c3"}},
		// ... pinches a pawn against a friend.
		{"chameleon pinches", "7k/8/3N4/3p4/B7/8/8/7K w - - 0 1", "a4d4", []string{"d5"}},
		// ... but only after a rook-like move, as a pawn moves: not
		// after the diagonal b1-d3 below the pawn on d4.
		{"chameleon no diagonal pinch", "7k/8/8/3N4/3p4/8/8/1B5K w - - 0 1", "b1d3", nil},
		{"chameleon pinch from below", "7k/8/8/3N4/3p4/8/8/3B3K w - - 0 1", "d1d3", []string{"d4"}},
		// ... coordinates against a coordinator (its king on h1: to b5
		// the crossings are b1 and h5), not against a pawn.
		{"chameleon coordinates", "k7/8/8/7r/8/8/8/1B5K w - - 0 1", "b1b5", []string{"h5"}},
		{"chameleon no pawn coordination", "k7/8/8/7p/8/8/8/1B5K w - - 0 1", "b1b5", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "ultima", c.fen)
			before := occupied(g.V.Setup, p.FEN())
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
			after := occupied(g.V.Setup, p.FEN())
			from := c.move[:2]
			var gone []string
			for sq := range before {
				if !after[sq] && sq != from {
					gone = append(gone, sq)
				}
			}
			slices.Sort(gone)
			want := slices.Clone(c.gone)
			slices.Sort(want)
			if !slices.Equal(gone, want) {
				t.Errorf("%s after %s: gone %v, want %v", c.fen, c.move, gone, want)
			}
		})
	}
}

// occupied lists the occupied squares of an 8x8 FEN.
func occupied(_ string, fen string) map[string]bool {
	out := map[string]bool{}
	rows := strings.Split(strings.Fields(fen)[0], "/")
	for i, row := range rows {
		file := 0
		for _, ch := range row {
			if ch >= '1' && ch <= '8' {
				file += int(ch - '0')
				continue
			}
			out[string(rune('a'+file))+string(rune('8'-i))] = true
			file++
		}
	}
	return out
}

// TestUltimaPerftByHand: positions whose legal moves were counted by hand.
func TestUltimaPerftByHand(t *testing.T) {
	// The counts, square by square (White: leaper a1, king h1; Black:
	// king h8, pawns a3 a5):
	//   leaper up the a-file: a2; a4 (over a3); a6 a7 a8 (over a3, a5) = 5
	//   leaper along rank 1: b1 c1 d1 e1 f1 g1                          = 6
	//   leaper on the diagonal: b2 c3 d4 e5 f6 g7 (h8: a king)          = 6
	//   king: g1 g2 h2                                                  = 3
	// None leaves the king attacked (Black's pawns need a second piece
	// to pinch with, and a pinch against the edge is none): 20.
	// With a pawn on c3 the diagonal gives b2, then d4 e5 f6 g7 over c3:
	// 5 instead of 6: 19.
	hand := []struct {
		fen string
		n   uint64
	}{
		{"7k/8/8/p7/8/p7/8/N6K w - - 0 1", 20},
		{"7k/8/8/p7/8/p1p5/8/N6K w - - 0 1", 19},
		// Black to move; the immobilizer on d4 freezes the withdrawer
		// on e5 next to it. The king on d6 (two ranks away, so free):
		// c5 c6 c7 d5 d7 e6 e7 = 7 (e5 holds its own piece). It may step
		// next to the immobilizer (c5, d5): it is frozen only there.
		{"8/8/3k4/4q3/3M4/8/8/7K b - - 0 1", 7},
		// A frozen piece gives no check: the black withdrawer on e2
		// could take the king on e1 by withdrawing up the e-file, but
		// the immobilizer on d3 freezes it. King: d1 d2 f1 f2 and e2
		// (taking it) = 5. The immobilizer may only go where it still
		// touches e2, else the withdrawer wakes and takes the king:
		// d1 d2 e3 f3 = 4. 9 in all.
		{"7k/8/8/8/8/3M4/4q3/4K3 w - - 0 1", 9},
	}
	for _, c := range hand {
		_, p := bundledPosition(t, "ultima", c.fen)
		if got := p.Perft(1); got != c.n {
			t.Errorf("%s: perft 1 = %d, counted by hand %d", c.fen, got, c.n)
		}
	}
	_, p := bundledPosition(t, "ultima", "")
	if got := p.Perft(1); got != 32 {
		t.Errorf("start: perft 1 = %d, counted by hand 32 (each pawn up its file to ranks 3..6)", got)
	}
}

// TestUltimaMirror: a position and its mirror image (colours swapped)
// have the same perft, after random play from the start.
func TestUltimaMirror(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 2))
	for game := 0; game < 6; game++ {
		_, p := bundledPosition(t, "ultima", "")
		for ply := 0; ply < 30; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
		fen := p.FEN()
		_, q := bundledPosition(t, "ultima", mirrorFEN(fen, 8))
		if a, b := p.Perft(2), q.Perft(2); a != b {
			t.Errorf("perft 2: %d from %s, %d from its mirror %s", a, fen, b, q.FEN())
		}
	}
}
