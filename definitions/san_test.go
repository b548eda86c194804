package definitions_test

import (
	"flag"
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp/search"
)

// TestSANNamesOneMove: in every bundled variant, along a random game, no
// two legal moves share a SAN, so a game record replays as it was played
// (pawns that reach one square from two files are told apart).
func TestSANNamesOneMove(t *testing.T) {
	vs := bundledVariants(t)
	var names []string
	for name := range vs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		_, p := bundledPosition(t, name, "")
		r := rand.New(rand.NewSource(1))
		for ply := 0; ply < 40; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			seen := map[string]string{}
			for _, m := range moves {
				san, uci := p.SAN(m), p.Game().MoveString(m)
				if other, ok := seen[san]; ok {
					t.Errorf("%s, %s: SAN %s names %s and %s", name, p.FEN(), san, other, uci)
				}
				seen[san] = uci
			}
			p.Make(moves[r.Intn(len(moves))])
		}
	}
}

// TestPawnSAN: letterless pieces are told apart by their file, their
// square, or their letter when two letterless types go to one square.
func TestPawnSAN(t *testing.T) {
	for _, test := range []struct {
		variant, fen, move, want string
	}{
		// Berolina pawns step diagonally: a2 and c2 both reach b3.
		{"berolina", "", "a2b3", "ab3"},
		{"berolina", "", "c2b3", "cb3"},
		// Chess: one pawn reaches e4, written as ever.
		{"chess", "", "e2e4", "e4"},
		// Pawn-back: c4 steps back to c3, c2 forward: the file does not
		// tell them apart, so the letter and the rank do (never c4c3).
		{"pawnback", "rnbqkbnr/pppppppp/8/8/2P5/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1", "c4c3", "P4c3"},
		{"pawnback", "rnbqkbnr/pppppppp/8/8/2P5/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1", "c2c3", "P2c3"},
		// Breakthrough's pawns promote to nothing; drawn as pawns, they
		// are written as pawns: a3 from a2 or b2.
		{"breakthrough", "", "a2a3", "aa3"},
		// Wolf: Black's sergeant on e8 and pawn on d9 both reach d7.
		{"wolf", "q1rwbb1k/1s1pp1s1/4sp2/pps3pp/2p1S1N1/5Pn1/1S1P4/KP4P1/1SB1P1SP/4RFWQ b - - 1 20", "e8d7", "Sd7"},
		{"wolf", "q1rwbb1k/1s1pp1s1/4sp2/pps3pp/2p1S1N1/5Pn1/1S1P4/KP4P1/1SB1P1SP/4RFWQ b - - 1 20", "d9d7", "Pd7"},
	} {
		_, p := bundledPosition(t, test.variant, test.fen)
		m, err := p.ParseMove(test.move)
		if err != nil {
			t.Fatalf("%s: %v", test.variant, err)
		}
		if got := p.SAN(m); got != test.want {
			t.Errorf("%s %s: SAN %s, want %s", test.variant, test.move, got, test.want)
		}
	}
}

// sanPlies is how many plies of a random game TestSANRoundTrip follows in
// each bundled variant: few by default, to keep it fast.
var sanPlies = flag.Int("san-plies", 8, "plies of a random game per variant in TestSANRoundTrip")

// TestSANRoundTrip: in every bundled variant, along a random game, every
// legal move's SAN (at most 40 of them, chosen at random, in a position)
// reads back (search.ParseMoveText, as vdl play, the playground and the
// engines read a player's move) as that move.
func TestSANRoundTrip(t *testing.T) {
	vs := bundledVariants(t)
	var names []string
	for name := range vs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		g, p := bundledPosition(t, name, "")
		r := rand.New(rand.NewSource(2))
		for ply := 0; ply < *sanPlies; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			sans := make([]string, len(moves))
			for i, m := range moves {
				sans[i] = p.SAN(m)
			}
			// Every move read back costs a pass over all of them: in a
			// position of many moves, a random sample of them.
			check := r.Perm(len(moves))[:min(len(moves), 40)]
			for _, i := range check {
				m := moves[i]
				back, err := search.ParseMoveTextSAN(p, moves, sans, sans[i])
				if err != nil {
					t.Errorf("%s, %s: SAN %s of %s does not read back: %v", name, p.FEN(), sans[i], g.MoveString(m), err)
				} else if back != m {
					t.Errorf("%s, %s: SAN %s of %s reads back as %s", name, p.FEN(), sans[i], g.MoveString(m), g.MoveString(back))
				}
			}
			p.Make(moves[r.Intn(len(moves))])
		}
	}
}
