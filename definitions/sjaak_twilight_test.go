package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// TestTwilightPickups: a drops block's pickup (twilight-chess), counted
// and written by hand from the rules.
func TestTwilightPickups(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		n         int      // legal moves
		has, not  []string // moves that are among them, and that are not
	}{
		// 20 orthodox moves and 15 pickups (two knights, bishops and
		// rooks, the queen, eight pawns; never the king).
		{"the start", "", 35, []string{"N^b1", "P^e2", "Q^d1"}, []string{"K^e1"}},
		// White in check from the rook on a1: Ke2 and Kf2; no pickup
		// helps (P^d2 uncovers nothing, but leaves the check).
		{"in check, an empty hand", "4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1", 2, []string{"e1e2", "e1f2"}, []string{"P^d2"}},
		// With a knight in hand it may also block on b1, c1 or d1.
		{"in check, a knight in hand", "4k3/8/8/8/8/8/3P4/r3K3[N] w - - 0 1", 5, []string{"N@b1", "N@c1", "N@d1"}, []string{"P^d2", "N@f1"}},
		// The bishop on e2 shields the king from the rook on e8: taking it
		// into hand is illegal, and so is every move of it (none stays on
		// the e-file); the king steps to d1, f1, d2 or f2.
		{"a pinned piece stays", "k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1", 4, []string{"e1d1", "e1f1", "e1d2", "e1f2"}, []string{"B^e2"}},
		// A pawn in hand: every empty square but the eighth rank (it could
		// never move there): 62 empty squares, 7 of them on the eighth
		// rank; and five king moves.
		{"a pawn in hand", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", 60, []string{"P@a1", "P@a2", "P@h7"}, []string{"P@a8"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, "twilight-chess", c.fen)
			var moves []string
			for _, m := range p.LegalMoves(nil) {
				moves = append(moves, g.MoveString(m))
			}
			if len(moves) != c.n {
				t.Errorf("%d legal moves, want %d: %s", len(moves), c.n, strings.Join(moves, " "))
			}
			for _, m := range c.has {
				if !slices.Contains(moves, m) {
					t.Errorf("%s is not legal: %s", m, strings.Join(moves, " "))
				}
			}
			for _, m := range c.not {
				if slices.Contains(moves, m) {
					t.Errorf("%s is legal", m)
				}
			}
		})
	}
}

// TestTwilightPickupMade: a pickup puts the piece in its owner's hand (in
// the FEN), takes a rook's castling right with it, resets the move-rule
// count as a drop does, and is written N^b1 in
// SAN too, with + when it uncovers a check; a pawn dropped back on its
// second rank double-steps again.
func TestTwilightPickupMade(t *testing.T) {
	for _, c := range []struct {
		fen, moves, want string
	}{
		{"", "N^b1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[N] b KQkq - 0 1"},
		{"", "R^a1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR[R] b Kkq - 0 1"},
		{"", "R^h1 R^a8", "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1[Rr] w Qk - 0 2"},
		{"", "P^a2 P^a7 P@a2 e7e6 a2a4", "rnbqkbnr/1ppp1ppp/4p3/8/P7/8/1PPPPPPP/RNBQKBNR[p] b KQkq a3 0 3"},
	} {
		_, p := bundledPosition(t, "twilight-chess", c.fen)
		playMoves(t, p, c.moves)
		if got := p.FEN(); got != c.want {
			t.Errorf("after %s: %s, want %s", c.moves, got, c.want)
		}
	}
	g, p := bundledPosition(t, "twilight-chess", "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1")
	for _, m := range p.LegalMoves(nil) {
		if g.MoveString(m) == "N^e2" {
			if got := p.SAN(m); got != "N^e2+" {
				t.Errorf("SAN of N^e2, uncovering the rook's check: %s, want N^e2+", got)
			}
			return
		}
	}
	t.Errorf("no pickup N^e2 in 4k3/8/8/8/8/8/4N3/4R1K1 w")
}
