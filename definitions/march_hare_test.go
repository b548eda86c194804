package definitions_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// March Hare Chess: a turn is an own move, then a move of an enemy man
// restricted by the first (after an own Pawn any enemy man, after Q, R, B
// or N an enemy Pawn only, after the King any enemy man but the King).
// Positions are hand-built; each FEN starts White's turn.

// TestMarchHarePerft counts the start by hand.
//
// perft 1: White's own first moves are chess's 20 (16 Pawn moves, 4 Knight
// moves); each can be followed by an enemy move (Black's Pawns can move).
//
// perft 2: after each of the 16 Pawn moves any Black man may be moved:
// Black's 20 chess moves (16 Pawn, 4 Knight), none blocked by the White
// Pawn that moved and none checking White's King: 16 x 20 = 320. After
// each of the 4 Knight moves only a Black Pawn: 16 x 4 = 64. In all 384.
//
// perft 3 and 4 are regression counts.
func TestMarchHarePerft(t *testing.T) {
	_, p := bundledPosition(t, "march-hare", "")
	for d, want := range []uint64{20, 384, 8566, 169817} {
		if got := p.Perft(d + 1); got != want {
			t.Errorf("march-hare perft %d = %d, want %d", d+1, got, want)
		}
	}
}

// After an own Pawn move any enemy man moves, the King too, but never so
// as to check the player's King: the Knight d4 may not go to e2 or f3.
func TestMarchHareAfterPawn(t *testing.T) {
	g, p := bundledPosition(t, "march-hare", "4k3/8/8/8/3n4/8/P7/6K1 w - - 0 1")
	playMoves(t, p, "a2a3")
	if p.SideToMove() != interp.White || p.TurnPart() != 1 {
		t.Fatalf("after a2a3: player %d part %d, want White's part 1", p.SideToMove(), p.TurnPart())
	}
	got := strings.Join(legalNames(g, p), " ")
	want := "d4b3 d4b5 d4c2 d4c6 d4e6 d4f5 e8d7 e8d8 e8e7 e8f7 e8f8"
	if got != want {
		t.Errorf("enemy moves after a2a3:\n got  %s\n want %s", got, want)
	}
	playMoves(t, p, "e8d7")
	if p.SideToMove() != interp.Black || p.TurnPart() != 0 {
		t.Errorf("after the meddle: player %d part %d, want Black's part 0", p.SideToMove(), p.TurnPart())
	}
}

// After an own Rook, Bishop or King move: with Black's only Pawn blocked
// by the Bishop a6, a Rook move leaves no enemy Pawn to move and so is
// illegal; a Bishop move frees the Pawn (Bb5 checks Black's King, which is
// allowed); a King move lets the Knight but not Black's King move.
func TestMarchHareAfterPieces(t *testing.T) {
	g, p := bundledPosition(t, "march-hare", "4k1n1/p7/B7/8/8/8/8/4K2R w - - 0 1")
	got := strings.Join(legalNames(g, p), " ")
	want := "a6b5 a6b7 a6c4 a6c8 a6d3 a6e2 a6f1 e1d1 e1d2 e1e2 e1f1 e1f2"
	if got != want {
		t.Errorf("own moves:\n got  %s\n want %s", got, want)
	}
	// 7 Bishop moves x 2 Pawn moves + 5 King moves x 3 Knight moves.
	if n := p.Perft(2); n != 29 {
		t.Errorf("perft 2 = %d, want 29", n)
	}
	q := p.Clone()
	playMoves(t, q, "a6b5")
	if got := strings.Join(legalNames(g, q), " "); got != "a7a5 a7a6" {
		t.Errorf("after Bb5: %s, want a7a5 a7a6", got)
	}
	playMoves(t, p, "e1d1")
	if got := strings.Join(legalNames(g, p), " "); got != "g8e7 g8f6 g8h6" {
		t.Errorf("after Kd1: %s, want g8e7 g8f6 g8h6", got)
	}
}

// A player in check must answer it with his own first move: a2a3 followed
// by moving the checking Rook away is not a way out.
func TestMarchHareCheck(t *testing.T) {
	g, p := bundledPosition(t, "march-hare", "7k/4r3/8/8/8/8/P7/1N2K3 w - - 0 1")
	got := strings.Join(legalNames(g, p), " ")
	if want := "e1d1 e1d2 e1f1 e1f2"; got != want {
		t.Errorf("in check:\n got  %s\n want %s", got, want)
	}
	// The first move must leave White's own King safe too: the pinned d2
	// Pawn stays, though the meddle could move the Bishop away.
	g, p = bundledPosition(t, "march-hare", "7k/8/8/8/1b6/8/P2P4/4K3 w - - 0 1")
	got = strings.Join(legalNames(g, p), " ")
	if want := "a2a3 a2a4 e1d1 e1e2 e1f1 e1f2"; got != want {
		t.Errorf("pinned Pawn:\n got  %s\n want %s", got, want)
	}
	// Back-rank mate, though a Pawn move and a meddle with the Rook would
	// end the check: White loses.
	_, p = bundledPosition(t, "march-hare", "3k4/8/8/8/8/8/P5PP/3r3K w - - 0 1")
	checkOutcome(t, p, outcomeWant{rule: "checkmate", winner: interp.Black, score: [2]float64{0, 1}})
}

// TestMarchHareMakeUnmake plays random games: every legal move is undone
// exactly (hash and FEN), and at the start of each turn the position's
// FEN reads back with the same hash.
func TestMarchHareMakeUnmake(t *testing.T) {
	g, _ := bundledPosition(t, "march-hare", "")
	rng := rand.New(rand.NewSource(5))
	for game := 0; game < 20; game++ {
		p, err := g.ParseFEN(g.V.Setup)
		if err != nil {
			t.Fatal(err)
		}
		var ml []interp.Move
		for ply := 0; ply < 160; ply++ {
			ml = p.LegalMoves(ml[:0])
			if p.Outcome(ml).Over {
				break
			}
			fen, hash := p.FEN(), p.Hash()
			for _, m := range ml {
				p.Make(m)
				p.Unmake()
				if p.FEN() != fen || p.Hash() != hash {
					t.Fatalf("%s: %s not undone: %s", fen, g.MoveString(m), p.FEN())
				}
			}
			if p.TurnPart() == 0 {
				q, err := g.ParseFEN(fen)
				if err != nil {
					t.Fatal(err)
				}
				if q.Hash() != hash {
					t.Fatalf("%s (ply %d) reads back with another hash", fen, ply)
				}
			}
			p.Make(ml[rng.Intn(len(ml))])
		}
	}
}

// rawMoves is LegalMoves in its own order.
func rawMoves(g *interp.Game, p *interp.Position) string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, g.MoveString(m))
	}
	return strings.Join(out, " ")
}

// The order of LegalMoves is a function of the position alone: listing a
// position twice gives the same order though the listing makes and takes
// back captures (which reorder the piece lists), and so does the same
// position reached by two move orders, or read from its FEN.
func TestMarchHareMoveOrderStable(t *testing.T) {
	// Two orders of the same four turns (each an own move, then an enemy
	// one), with a capture of a White Pawn in the second or the fourth.
	lines := []string{
		"e2e4 d7d5 d5e4 g1f3 b1c3 a7a6 h7h6 h2h3",
		"b1c3 a7a6 h7h6 h2h3 e2e4 d7d5 d5e4 g1f3",
	}
	g, _ := bundledPosition(t, "march-hare", "")
	var got []string
	for _, line := range lines {
		_, p := bundledPosition(t, "march-hare", "")
		playMoves(t, p, line)
		first := rawMoves(g, p)
		if again := rawMoves(g, p); again != first {
			t.Errorf("after %s, listed twice:\n%s\n%s", line, first, again)
		}
		got = append(got, first)
		_, q := bundledPosition(t, "march-hare", p.FEN())
		if fresh := rawMoves(g, q); fresh != first {
			t.Errorf("after %s, and from its FEN %s:\n%s\n%s", line, p.FEN(), first, fresh)
		}
	}
	if got[0] != got[1] {
		t.Errorf("the same position by two move orders:\n%s\n%s", got[0], got[1])
	}
	// Random games: every position listed twice, and (at a turn's start)
	// as its FEN lists it.
	rng := rand.New(rand.NewSource(5))
	for game := 0; game < 20; game++ {
		_, p := bundledPosition(t, "march-hare", "")
		for ply := 0; ply < 60; ply++ {
			ml := p.LegalMoves(nil)
			if p.Outcome(ml).Over {
				break
			}
			first := rawMoves(g, p)
			if again := rawMoves(g, p); again != first {
				t.Fatalf("game %d ply %d %s, listed twice:\n%s\n%s", game, ply, p.FEN(), first, again)
			}
			if p.TurnPart() == 0 {
				if _, q := bundledPosition(t, "march-hare", p.FEN()); rawMoves(g, q) != first {
					t.Fatalf("game %d ply %d %s: played and from its FEN:\n%s\n%s", game, ply, p.FEN(), first, rawMoves(g, q))
				}
			}
			p.Make(ml[rng.Intn(len(ml))])
		}
	}
}
