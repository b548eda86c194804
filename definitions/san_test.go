package definitions_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp/search"
)

// TestSANNamesOneMove: in every bundled variant, along a random game, no
// two legal moves share a SAN, so a game record replays as it was played
// (pawns that reach one square from two files are told apart), and SAN
// reads back (search.ParseMoveText, as vdl play, the playground and the
// engines read a player's move) as the move it was written for: the
// move played and a few others at random in every position, a round
// trip through SAN for every bundled variant.
func TestSANNamesOneMove(t *testing.T) {
	vs := bundledVariants(t)
	var names []string
	for name := range vs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		g, p := bundledPosition(t, name, "")
		r := rand.New(rand.NewSource(1))
		for ply := 0; ply < 40; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			seen := map[string]string{}
			sans := make([]string, len(moves))
			for i, m := range moves {
				san, uci := p.SAN(m), g.MoveString(m)
				if other, ok := seen[san]; ok {
					t.Errorf("%s, %s: SAN %s names %s and %s", name, p.FEN(), san, other, uci)
				}
				seen[san], sans[i] = uci, san
			}
			played := r.Intn(len(moves))
			// Reading a move back passes over all of them: a few each ply.
			for _, i := range append(r.Perm(len(moves))[:min(len(moves), 4)], played) {
				back, err := search.ParseMoveTextSAN(p, moves, sans, sans[i])
				if err != nil {
					t.Errorf("%s, %s: SAN %s of %s does not read back: %v", name, p.FEN(), sans[i], g.MoveString(moves[i]), err)
				} else if back != moves[i] {
					t.Errorf("%s, %s: SAN %s of %s reads back as %s", name, p.FEN(), sans[i], g.MoveString(moves[i]), g.MoveString(back))
				}
			}
			p.Make(moves[played])
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
