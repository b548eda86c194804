package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// TestCWDACastling: in Chess with Different Armies the Clobberers' king
// castles queenside to the b-file (the Bede to c), the other armies' as
// in orthodox chess (castling white-queenside / black-queenside), on
// positions with only the kings and their partners.
func TestCWDACastling(t *testing.T) {
	for _, c := range []struct {
		variant, fen   string
		legal, illegal []string
		after          string // a castling move and the board it leaves
		board          string
	}{
		{"cwda-clobberers-fide", "r3k2r/8/8/8/8/8/8/L3K2L w KQkq - 0 1",
			[]string{"e1b1", "e1g1"}, []string{"e1c1"}, "e1b1", "r3k2r/8/8/8/8/8/8/1KL4L"},
		{"cwda-clobberers-fide", "r3k2r/8/8/8/8/8/8/L3K2L b KQkq - 0 1",
			[]string{"e8c8", "e8g8"}, []string{"e8b8"}, "e8c8", "2kr3r/8/8/8/8/8/8/L3K2L"},
		{"cwda-fide-clobberers", "l3k2l/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
			[]string{"e8b8", "e8g8"}, []string{"e8c8"}, "e8b8", "1kl4l/8/8/8/8/8/8/R3K2R"},
		{"cwda-fide-clobberers", "l3k2l/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			[]string{"e1c1", "e1g1"}, []string{"e1b1"}, "e1g1", "l3k2l/8/8/8/8/8/8/R4RK1"},
		{"cwda-nutters-clobberers", "l3k2l/8/8/8/8/8/8/T3K2T w KQkq - 0 1",
			[]string{"e1c1", "e1g1"}, []string{"e1b1"}, "e1c1", "l3k2l/8/8/8/8/8/8/2KT3T"},
		{"cwda-fide-nutters", "t3k2t/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
			[]string{"e8c8", "e8g8"}, []string{"e8b8"}, "e8c8", "2kt3t/8/8/8/8/8/8/R3K2R"},
	} {
		t.Run(c.variant+" "+strings.Fields(c.fen)[1], func(t *testing.T) {
			_, p := bundledPosition(t, c.variant, c.fen)
			var moves []string
			for _, m := range p.LegalMoves(nil) {
				moves = append(moves, p.Game().MoveString(m))
			}
			for _, m := range c.legal {
				if !slices.Contains(moves, m) {
					t.Errorf("%s: %s is not legal (legal: %v)", c.fen, m, moves)
				}
			}
			for _, m := range c.illegal {
				if slices.Contains(moves, m) {
					t.Errorf("%s: %s is legal", c.fen, m)
				}
			}
			playMoves(t, p, c.after)
			if got := strings.Fields(p.FEN())[0]; got != c.board {
				t.Errorf("after %s: %s, want %s", c.after, got, c.board)
			}
		})
	}
}

// TestBifurcatorUncoveredCheck: a bifurcator bishop turns on the square
// it starts from (the step back from its friendly hurdle lands there), so
// a pawn that leaves the file below it uncovers a check the quick legality
// test must see. Counted by hand: White's king has its five steps; exf6
// opens the e-file to the bishop on e6 (hurdle d5, back to e6, down the
// file) and is illegal, e6 is occupied. The mirror with Black to move
// counts the same.
func TestBifurcatorUncoveredCheck(t *testing.T) {
	for _, c := range []struct {
		fen     string
		moves   int
		illegal string
	}{
		{"k7/8/4bp2/3pP3/8/8/8/4K3 w - - 0 1", 5, "e5f6"},
		{"4k3/8/8/8/3Pp3/4BP2/8/K7 b - - 0 1", 5, "e4f3"},
		// The hurdle gone, the pawn may take.
		{"k7/8/4bp2/4P3/8/8/8/4K3 w - - 0 1", 6, ""},
	} {
		_, p := bundledPosition(t, "bifurcator", c.fen)
		var moves []string
		for _, m := range p.LegalMoves(nil) {
			moves = append(moves, p.Game().MoveString(m))
		}
		if len(moves) != c.moves {
			t.Errorf("%s: %d legal moves %v, want %d", c.fen, len(moves), moves, c.moves)
		}
		if c.illegal != "" && slices.Contains(moves, c.illegal) {
			t.Errorf("%s: %s is legal, but it uncovers a bifurcating check", c.fen, c.illegal)
		}
	}
}
