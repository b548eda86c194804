package definitions_test

import (
	"math/rand/v2"
	"testing"

	"github.com/vdl-chess/vdl/internal/chessref"
	"github.com/vdl-chess/vdl/interp"
)

// Turns of several moves (multimove.vdl) and what a captor does after its
// capture (aftercapture.vdl): hand-worked positions from the rules, perft
// compared with internal/chessref (a counter written from the rules that
// shares nothing with vdl), and make/unmake round trips.

// refRules are chessref's rules for the bundled variants it counts.
var refRules = map[string]*chessref.Rules{
	"chess":         {},
	"marseillais":   {Moves: func(n int) int { return 2 - boolInt(n == 0) }, EnPassant: "whole-turn"},
	"progressive":   {Moves: func(n int) int { return min(n+1, 100) }, EnPassant: "first-move"},
	"monster":       {Moves: func(n int) int { return 2 - n%2 }},
	"rifle":         {After: "stay"},
	"take-and-make": {After: "follow"},
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// From the start: vdl's perft equals chessref's at every depth whose count
// stays within a budget.
func TestMultimoveRefStart(t *testing.T) {
	budget := uint64(5_000) // to depth 3 (about 9,000 nodes); deeper from random positions below
	if testing.Short() {
		budget = 500 // depth 2
	}
	for name, rules := range refRules {
		g, p := bundledPosition(t, name, "")
		ref, err := chessref.FromFEN(rules, g.V.Setup)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= 6; d++ {
			want := ref.Perft(d)
			if got := p.Perft(d); got != want {
				t.Errorf("%s perft %d from the start: vdl %d, chessref %d", name, d, got, want)
				break
			}
			if want > budget {
				break
			}
		}
	}
}

// From random positions at the start of a turn (random games; their FEN,
// read by both): perft 1 to 3 equal, and the FEN's hash equals the game's.
func TestMultimoveRefRandom(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 3
	}
	for name, rules := range refRules {
		g, start := bundledPosition(t, name, "")
		rng := rand.New(rand.NewPCG(29, uint64(len(name))))
		for i := range n {
			p := turnStart(start, rng, 4+rng.IntN(24))
			fen := p.FEN()
			q, err := g.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %s: %v", name, fen, err)
			}
			if q.Hash() != p.Hash() {
				t.Errorf("%s: %s: the game's hash differs from its FEN read back", name, fen)
			}
			ref, err := chessref.FromFEN(rules, fen)
			if err != nil {
				t.Fatal(err)
			}
			for d := 1; d <= 3; d++ {
				want := ref.Perft(d)
				if got := p.Perft(d); got != want {
					t.Errorf("%s game %d: perft %d from %s: vdl %d, chessref %d", name, i, d, fen, got, want)
					break
				}
				if want > 30_000 {
					break
				}
			}
		}
	}
}

// turnStart plays about plies random legal moves from start and stops at
// the start of a turn, before a move that ends the game.
func turnStart(start *interp.Position, rng *rand.Rand, plies int) *interp.Position {
	p := start.Clone()
	for k := 0; k < plies || p.TurnPart() != 0; k++ {
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			break
		}
		p.Make(ms[rng.IntN(len(ms))])
		if p.Outcome(p.LegalMoves(nil)).Over {
			p.Unmake()
			for p.TurnPart() != 0 {
				p.Unmake()
			}
			break
		}
	}
	return p
}

// Make then Unmake restores the board (FEN) and the hash, along random
// games of every variant, at every move of a turn.
func TestMultimoveMakeUnmake(t *testing.T) {
	for name := range refRules {
		_, start := bundledPosition(t, name, "")
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		for range 8 {
			p := start.Clone()
			for range 40 {
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				fen, hash := p.FEN(), p.Hash()
				for _, m := range ms {
					p.Make(m)
					p.Unmake()
					if p.FEN() != fen || p.Hash() != hash {
						t.Fatalf("%s: %s: make/unmake %s gives %s", name, fen, p.Game().MoveString(m), p.FEN())
					}
				}
				p.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
}

// ------------------------------------------------------------ Marseillais

// White's turn of two moves: e2e4 then d2d4, each a double step past a
// Black pawn (f4, c4). By the rules both may be taken en passant, by either
// of Black's two moves: Black's first moves are the King's five (d8 e7
// d7 f7 f8), c3, c4xd3 e.p., f3, f4xe3 e.p.: 9. After f4xe3 e.p. the
// other right is still open: c4xd3 e.p. is among Black's second moves.
func TestMarseillaisEnPassant(t *testing.T) {
	g, p := bundledPosition(t, "marseillais", "4k3/8/8/8/2p2p2/8/3PP3/4K3 w - - 0 2")
	playMoves(t, p, "e2e4 d2d4")
	if p.SideToMove() != interp.Black || p.TurnPart() != 0 {
		t.Fatalf("after e2e4 d2d4: player %d, move %d of the turn; want Black's first", p.SideToMove(), p.TurnPart())
	}
	spWantMoves(t, g, p, "", "e8d8 e8e7 e8d7 e8f7 e8f8 c4c3 c4d3 f4f3 f4e3")
	playMoves(t, p, "f4e3")
	spOn(t, g, p, "e3", "Pawn", interp.Black)
	spEmpty(t, g, p, "e4", "f4")
	spWantMoves(t, g, p, "c4", "c4c3 c4d3")
	playMoves(t, p, "c4d3")
	spEmpty(t, g, p, "d4")
	// A right goes when its pawn moves on: e2e4 e4e5 leaves nothing on e3.
	g, p = bundledPosition(t, "marseillais", "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 2")
	playMoves(t, p, "e2e4 e4e5")
	spWantMoves(t, g, p, "f4", "f4f3")
}

// A check ends the turn: White's first move Qa1-a8+ leaves Black to move;
// a player in check escapes with its first move: King e7, d7 or f7 (d8
// and f8 are on the Queen's rank).
func TestMarseillaisCheckEndsTurn(t *testing.T) {
	g, p := bundledPosition(t, "marseillais", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 2")
	playMoves(t, p, "a1a8")
	if p.SideToMove() != interp.Black || p.TurnPart() != 0 {
		t.Fatalf("after the check a1a8: player %d, move %d; want Black's first", p.SideToMove(), p.TurnPart())
	}
	// Out of check: Ke7, Kd7, Kf7 (rank 8 is the Queen's).
	spWantMoves(t, g, p, "", "e8e7 e8d7 e8f7")
}

// A player with no legal move in the middle of its turn is stalemated: a
// draw. White (King a1, Pawn h2) plays h2h3; the King has no move (b1 b2
// are the Rook's, a2 the Bishop's), the Pawn h3 is blocked by h4.
func TestMarseillaisStuckMidTurn(t *testing.T) {
	_, p := bundledPosition(t, "marseillais", "1r2k3/8/4b3/8/7p/8/7P/K7 w - - 0 2")
	playMoves(t, p, "h2h3")
	if p.SideToMove() != interp.White || p.TurnPart() != 1 {
		t.Fatalf("after h2h3: player %d, move %d; want White's second", p.SideToMove(), p.TurnPart())
	}
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Rule != "stalemate" || o.Winner != interp.NoWinner {
		t.Errorf("%s: outcome %+v, want a draw by stalemate", p.FEN(), o)
	}
}

// ------------------------------------------------------------ Progressive

// The turn order 1, 2, 3, 4, ...; a check ends the series, and the next
// one keeps its full count. A right opened in a series (d2d4, the first
// of White's three) is open to Black's first move only.
func TestProgressiveTurns(t *testing.T) {
	g, p := bundledPosition(t, "progressive", "")
	want := []struct {
		side, part int
	}{{interp.Black, 0}, {interp.Black, 1}, {interp.White, 0}, {interp.White, 1}, {interp.White, 2}, {interp.Black, 0}}
	for i, mv := range []string{"h2h3", "c7c5", "c5c4", "d2d4", "h3h4", "h4h5"} {
		playMoves(t, p, mv)
		if p.SideToMove() != want[i].side || p.TurnPart() != want[i].part {
			t.Fatalf("after %s: player %d, move %d; want %d, %d", mv, p.SideToMove(), p.TurnPart(), want[i].side, want[i].part)
		}
	}
	spWantMoves(t, g, p, "c4", "c4c3 c4d3")
	playMoves(t, p, "a7a6")
	spWantMoves(t, g, p, "c4", "c4c3")
	// Black's four: a check on the second ends the series; White then has five.
	playMoves(t, p, "e7e6 f8b4")
	if p.SideToMove() != interp.White || p.TurnPart() != 0 {
		t.Fatalf("after the check Bb4+: player %d, move %d; want White's first", p.SideToMove(), p.TurnPart())
	}
	for k, mv := range []string{"c2c3", "a2a3", "b2b3", "g2g3"} {
		playMoves(t, p, mv)
		if p.SideToMove() != interp.White || p.TurnPart() != k+1 {
			t.Fatalf("after %s: player %d, move %d; want White's %d", mv, p.SideToMove(), p.TurnPart(), k+1)
		}
	}
	playMoves(t, p, "f2f3")
	if p.SideToMove() != interp.Black {
		t.Fatalf("after White's five: player %d, want Black", p.SideToMove())
	}
}

// ------------------------------------------------------------ Monster

// White has two moves, Black one. Black may not castle through check: the
// Pawn e7 guards d8 and f8. White may not end either move in check: the
// King e1 may not go to the d-file of the Rook d8, even to leave it again
// with the second move.
func TestMonster(t *testing.T) {
	g, p := bundledPosition(t, "monster", "r3k2r/4P3/8/8/8/8/8/4K3 b kq - 0 1")
	spWantMoves(t, g, p, "e8", "e8d7 e8f7 e8e7")
	g, p = bundledPosition(t, "monster", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1")
	spWantMoves(t, g, p, "", "e1e2 e1f2 e1f1")
	playMoves(t, p, "e1e2")
	if p.SideToMove() != interp.White || p.TurnPart() != 1 {
		t.Fatalf("after e1e2: player %d, move %d; want White's second", p.SideToMove(), p.TurnPart())
	}
	spWantMoves(t, g, p, "", "e2e1 e2e3 e2f1 e2f2 e2f3")
	playMoves(t, p, "e2e3")
	if p.SideToMove() != interp.Black {
		t.Fatalf("after White's two moves: player %d, want Black", p.SideToMove())
	}
}

// ------------------------------------------------------------ Rifle

// A shot: the victim goes, the shooter stays. The Pawn e4 shoots d5 and
// stays on e4; en passant it stays too (e5 shoots d5 after d7d5); a Pawn
// on b7 shooting a8 stays a Pawn on b7; a Rook that shoots loses its
// castling right.
func TestRifleShots(t *testing.T) {
	g, p := bundledPosition(t, "rifle", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
	spWantMoves(t, g, p, "e4", "e4e5 e4d5,d5e4")
	playMoves(t, p, "e4d5,d5e4")
	spOn(t, g, p, "e4", "Pawn", interp.White)
	spEmpty(t, g, p, "d5")
	g, p = bundledPosition(t, "rifle", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1")
	playMoves(t, p, "d7d5")
	spWantMoves(t, g, p, "e5", "e5e6 e5d5,d5e5")
	playMoves(t, p, "e5d5,d5e5")
	spOn(t, g, p, "e5", "Pawn", interp.White)
	spEmpty(t, g, p, "d5", "d6")
	g, p = bundledPosition(t, "rifle", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	spWantMoves(t, g, p, "b7", "b7b8q b7b8r b7b8b b7b8n b7a8,a8b7")
	playMoves(t, p, "b7a8,a8b7")
	spOn(t, g, p, "b7", "Pawn", interp.White)
	_, p = bundledPosition(t, "rifle", "4k3/7p/8/8/8/8/8/4K2R w K - 0 1")
	playMoves(t, p, "h1h7,h7h1")
	if got, want := p.FEN(), "4k3/8/8/8/8/8/8/4K2R b - - 0 1"; got != want {
		t.Errorf("after the Rook's shot: %s, want %s", got, want)
	}
}

// ------------------------------------------------------------ Take-and-make

// Bxc6 takes a Knight and must go on as a knight from c6 to an empty
// square: a5 b4 b8 d4 e5 (a7 d8 e7 are Black's): five moves. A capture
// with no follow-up is no move: Rxa6 would go on as a pawn to a7, held
// by Black's Rook. A piece moving as a pawn to the last rank promotes:
// Qxg7 goes on to g8 as a Queen, Rook, Bishop or Knight.
func TestTakeAndMake(t *testing.T) {
	g, p := bundledPosition(t, "take-and-make", "r1bqkbnr/pppppppp/2n5/1B6/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1")
	var got []string
	for _, m := range p.LegalMoves(nil) {
		if s := g.MoveString(m); len(s) > 5 && s[:5] == "b5c6," {
			got = append(got, s)
		}
	}
	if len(got) != 5 {
		t.Errorf("Bxc6 and on: %v, want the five knight moves to a5 b4 b8 d4 e5", got)
	}
	spWantMoves(t, g, p, "b5", "b5a4 b5a6 b5c4 b5d3 b5e2 b5f1 b5c6,c6a5 b5c6,c6b4 b5c6,c6b8 b5c6,c6d4 b5c6,c6e5")
	g, p = bundledPosition(t, "take-and-make", "k7/r7/p7/8/8/8/8/R3K3 w - - 0 1")
	spWantMoves(t, g, p, "a1", "a1a2 a1a3 a1a4 a1a5 a1b1 a1c1 a1d1")
	g, p = bundledPosition(t, "take-and-make", "k7/6p1/8/8/8/8/8/4K1Q1 w - - 0 1")
	var promos []string
	for _, m := range p.LegalMoves(nil) {
		if s := g.MoveString(m); len(s) > 5 && s[:5] == "g1g7," {
			promos = append(promos, s)
		}
	}
	if want := 4; len(promos) != want {
		t.Errorf("Qxg7 and on as a pawn: %v, want g8 as q r b n", promos)
	}
	playMoves(t, p, "g1g7,g7g8n")
	spOn(t, g, p, "g8", "Knight", interp.White)
	spEmpty(t, g, p, "g7", "g1")
}
