package interp

import (
	"sort"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Hand-built positions for the rules beyond single moves. Every expected
// result below is worked out from the rule texts (Parton's Capricorn Chess,
// Snake Chess, Snark Hunt, Bat Chess, Dodo Chess), not from the code.

func intp(i int) *int { return &i }

func kingVectors() []ir.Vector {
	var vs []ir.Vector
	for _, v := range kingVecs {
		vs = append(vs, ir.Vector{v[0], v[1]})
	}
	return vs
}

func mustGame(t *testing.T, v *ir.Variant) *Game {
	t.Helper()
	if v.Board.Kind == "" {
		v.Board.Kind = "grid"
	}
	if v.Rules.Checkmate == "" {
		v.Rules.Checkmate = ir.Loss
	}
	if v.Rules.Stalemate == "" {
		v.Rules.Stalemate = ir.Draw
	}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustFEN(t *testing.T, g *Game, fen string) *Position {
	t.Helper()
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// play makes the move named in coordinate notation and returns the FEN.
func play(t *testing.T, p *Position, move string) string {
	t.Helper()
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	return p.FEN()
}

func moveNames(p *Position) string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.g.MoveString(m))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// Capricorn chess: a white Capricorn on c1 moving to c7 butts the four
// black pieces on b8, c8, d7 and d8 off the board at once (Parton's own
// example); taking the move back restores them.
func TestButting(t *testing.T) {
	rook := orthogonal(ir.Leg{}, ir.Modality{Move: true})
	g := mustGame(t, &ir.Variant{Name: "capricorn", Board: ir.Board{Files: 8, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Capricorn", Letter: "C", Moves: rook, Effects: []ir.Effect{{Kind: ir.Butt, Vectors: kingVectors()}}},
		{Name: "Knight", Letter: "N", Moves: leaps(both, knight...)},
	}, Rules: ir.Rules{Royal: []int{0}}})
	start := "1nnn4/3n4/8/8/8/8/8/2C1K2k w - - 0 1"
	p := mustFEN(t, g, start)
	if got, want := play(t, p, "c1c7"), "8/2C5/8/8/8/8/8/4K2k b - - 0 1"; got != want {
		t.Errorf("after the butt: %s, want %s", got, want)
	}
	p.Unmake()
	if p.FEN() != start {
		t.Errorf("unmake: %s, want %s", p.FEN(), start)
	}
	// A Capricorn checks by threatening to butt: from a1 it can reach b1,
	// next to the black king on a2... here c1 can move to c2 beside b1? The
	// king on a8 is threatened when the Capricorn can reach a square next to
	// it: a1-a7 is adjacent to a8.
	p = mustFEN(t, g, "k7/8/8/8/8/8/8/C3K3 b - - 0 1")
	if !p.InCheck() {
		t.Errorf("king a8 is not in check from a Capricorn that can move to a7")
	}
	p = mustFEN(t, g, "k7/8/8/8/8/8/1N6/2C1K3 b - - 0 1")
	if p.InCheck() {
		t.Errorf("king a8 is in check, but the Capricorn on c1 reaches no square next to it")
	}
}

// Snake chess, alternative rule: pieces other than King and Pawn take the
// Snake only by custodian capture, along orthogonal or diagonal lines; a
// Snake moving between two enemies is not taken; a Knight cannot take it
// by replacement, a King can.
func TestCustodianAndImmunity(t *testing.T) {
	snake := append(leaps(ir.Modality{Move: true}, diag...), leaps(ir.Modality{Capture: true}, orth...)...)
	g := mustGame(t, &ir.Variant{Name: "snake", Board: ir.Board{Files: 8, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Snake", Letter: "S", Moves: snake, CapturedBy: []int{0}},
		{Name: "Knight", Letter: "N", Moves: leaps(both, knight...),
			Effects: []ir.Effect{{Kind: ir.Custodian, Vectors: kingVectors(), Victims: []int{1}}}},
	}})
	// White knights on b1 and e5, black snake on d4: Nb1-c3 puts the
	// snake between c3 and e5 on a diagonal: it is taken.
	p := mustFEN(t, g, "7k/8/8/4N3/3s4/8/8/KN6 w - - 0 1")
	if got, want := play(t, p, "b1c3"), "7k/8/8/4N3/8/2N5/8/K7 b - - 0 1"; got != want {
		t.Errorf("custodian capture: %s, want %s", got, want)
	}
	// The snake moving between the two knights (c4 to d5) is not taken.
	p = mustFEN(t, g, "7k/8/4N3/8/2s5/2N5/8/K7 b - - 0 1")
	if got, want := play(t, p, "c4d5"), "7k/8/4N3/3s4/8/2N5/8/K7 w - - 1 2"; got != want {
		t.Errorf("snake between enemies: %s, want %s", got, want)
	}
	// A knight attacking the snake cannot take it; the king beside it can.
	p = mustFEN(t, g, "7k/8/8/3s4/8/2N5/3K4/8 w - - 0 1")
	for _, m := range p.LegalMoves(nil) {
		if g.MoveString(m) == "c3d5" {
			t.Errorf("the knight took the immune snake")
		}
	}
	p = mustFEN(t, g, "7k/8/8/3s4/3K4/8/8/8 w - - 0 1")
	if _, err := p.ParseMove("d4d5"); err != nil {
		t.Errorf("the king cannot take the snake: %v", err)
	}
}

// Snark Hunt: a Snark that makes a Boojum move (a queen move leaping the
// first square) becomes a Boojum; its king steps leave it a Snark.
func TestTransformation(t *testing.T) {
	var boojum []ir.Move
	for _, v := range kingVecs {
		boojum = append(boojum, ir.Move{Final: both, Legs: []ir.Leg{
			{DX: v[0], DY: v[1], Min: 1, Max: 1, End: ir.Any}, {DX: v[0], DY: v[1], Min: 1}}})
	}
	snark := leaps(both, kingVecs...)
	for _, m := range boojum {
		m.Becomes = intp(1)
		snark = append(snark, m)
	}
	g := mustGame(t, &ir.Variant{Name: "snark", Board: ir.Board{Files: 6, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "Snark", Letter: "S", Moves: snark},
		{Name: "Boojum", Letter: "J", Moves: boojum},
	}})
	p := mustFEN(t, g, "6/6/6/6/6/6/6/S5 w - - 0 1")
	if got, want := play(t, p, "a1a3j"), "6/6/6/6/6/J5/6/6 b - - 1 1"; got != want {
		t.Errorf("Boojum move: %s, want %s", got, want)
	}
	p = mustFEN(t, g, "6/6/6/6/6/6/6/S5 w - - 0 1")
	if got, want := play(t, p, "a1a2"), "6/6/6/6/6/6/S5/6 b - - 1 1"; got != want {
		t.Errorf("king step: %s, want %s", got, want)
	}
}

// Bat Chess: once per game the King may make a knight's move.
func TestOncePerGame(t *testing.T) {
	king := leaps(both, kingVecs...)
	for _, m := range leaps(both, knight...) {
		m.Once = "king's leap"
		king = append(king, m)
	}
	g := mustGame(t, &ir.Variant{Name: "bat", Board: ir.Board{Files: 8, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: king},
	}, Rules: ir.Rules{Royal: []int{0}}})
	p := mustFEN(t, g, "7k/8/8/8/8/8/8/K7 w - - 0 1")
	if got, want := moveNames(p), "a1a2 a1b1 a1b2 a1b3 a1c2"; got != want {
		t.Errorf("moves with the leap unused: %s, want %s", got, want)
	}
	play(t, p, "a1b3")
	play(t, p, "h8g8")
	if got, want := moveNames(p), "b3a2 b3a3 b3a4 b3b2 b3b4 b3c2 b3c3 b3c4"; got != want {
		t.Errorf("moves after the leap: %s, want %s", got, want)
	}
	p.Unmake()
	p.Unmake()
	if got, want := moveNames(p), "a1a2 a1b1 a1b2 a1b3 a1c2"; got != want {
		t.Errorf("after unmaking the leap: %s, want %s", got, want)
	}
}

// Snark Hunt: Black wins when no White King is left, White when Black has
// no Snark left; when one move does both, White wins (listed first).
func TestEndingPrecedence(t *testing.T) {
	// Forward, which for Black is down the board.
	boojumMove := ir.Move{Final: both, Becomes: intp(2), Legs: []ir.Leg{{DX: 0, DY: 1, Min: 1, Max: 1, End: ir.Any}, {DX: 0, DY: 1, Min: 1}}}
	g := mustGame(t, &ir.Variant{Name: "snark", Board: ir.Board{Files: 6, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Snark", Letter: "S", Moves: append(leaps(both, kingVecs...), boojumMove)},
		{Name: "Boojum", Letter: "J"},
	}, Rules: ir.Rules{Endings: []ir.Ending{
		{Kind: ir.Extinction, Side: "black", Pieces: []int{1}, Winner: "other", Name: "snarks gone"},
		{Kind: ir.Extinction, Side: "white", Pieces: []int{0}, Winner: "other", Name: "kings gone"},
	}}})
	// The last Snark (a8) takes the last King (a1) with a Boojum move.
	p := mustFEN(t, g, "s5/6/6/6/6/6/6/K5 b - - 0 1")
	play(t, p, "a8a1j")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != White || o.Rule != "snarks gone" {
		t.Errorf("outcome %+v, want White winning by snarks gone", o)
	}
	if n := p.Perft(1); n != 0 {
		t.Errorf("a decided position has %d moves, want 0", n)
	}
	// Taking the last King with a plain Snark step: Black wins.
	p = mustFEN(t, g, "6/6/6/6/6/6/s5/K5 b - - 0 1")
	play(t, p, "a2a1")
	if o := p.Outcome(p.LegalMoves(nil)); o.Winner != Black || o.Rule != "kings gone" {
		t.Errorf("outcome %+v, want Black winning by kings gone", o)
	}
}

// Dodo chess: the first King to the far rank wins, and a move that gives
// check is illegal. Bat chess: stalemate scores 3/5 to 2/5.
func TestReachNoChecksAndScores(t *testing.T) {
	g := mustGame(t, &ir.Variant{Name: "dodo", Board: ir.Board{Files: 8, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Rook", Letter: "R", Moves: rides(orth...)},
	}, Rules: ir.Rules{Royal: []int{0}, NoChecks: true,
		Endings:   []ir.Ending{{Kind: ir.Reach, Side: "each", Pieces: []int{0}, FromRank: 8, ToRank: 8, Winner: "side", Name: "king race"}},
		Scores:    []ir.Score{{Rule: "stalemate", Achiever: "white", White: 0.6, Black: 0.4}, {Rule: "stalemate", Achiever: "black", White: 0.4, Black: 0.6}},
		Stalemate: ir.Loss}})
	// White king b7, black king h4 (Black's goal is rank 1).
	p := mustFEN(t, g, "8/1K6/8/8/7k/8/8/R7 w - - 0 1")
	// Ra1-a4 and Ra1-h1 would check the king on h4: forbidden.
	if got, want := moveNames(p), "a1a2 a1a3 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1 b7a6 b7a7 b7a8 b7b6 b7b8 b7c6 b7c7 b7c8"; got != want {
		t.Errorf("moves: %s\nwant   %s", got, want)
	}
	play(t, p, "b7b8")
	if o := p.Outcome(p.LegalMoves(nil)); o.Winner != White || o.Rule != "king race" {
		t.Errorf("outcome %+v, want White winning the king race", o)
	}
	// Black (Kh8) to move is stalemated by Kf7 and Rg7 (g8 and g7 guarded,
	// h7 on the rook's rank): White achieved the stalemate and scores 3/5.
	p = mustFEN(t, g, "7k/5KR1/8/8/8/8/8/8 b - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Score != [2]float64{0.6, 0.4} {
		t.Errorf("stalemate outcome %+v, want score 0.6-0.4", o)
	}
}

// Snake Chess promotion: to a Knight only while a Snake is on the board,
// else to a Queen; a Man promotes on entering its first rank only.
func TestPromotionConditions(t *testing.T) {
	pawn := leaps(ir.Modality{Move: true}, [2]int{0, 1})
	g := mustGame(t, &ir.Variant{Name: "snake", Board: ir.Board{Files: 4, Ranks: 4}, Pieces: []ir.Piece{
		{Name: "Pawn", Letter: "P", Moves: pawn},
		{Name: "Knight", Letter: "N"},
		{Name: "Queen", Letter: "Q"},
		{Name: "Snake", Letter: "S"},
		{Name: "Man", Letter: "M", Moves: leaps(ir.Modality{Move: true}, kingVecs...)},
	}, Rules: ir.Rules{Promotions: []ir.Promotion{
		{Pieces: []int{0}, FromRank: 4, ToRank: 4, Choices: []int{1}, IfPresent: []int{3}},
		{Pieces: []int{0}, FromRank: 4, ToRank: 4, Choices: []int{2}, IfAbsent: []int{3}},
		{Pieces: []int{4}, FromRank: 1, ToRank: 1, Choices: []int{2}, OnEntry: true},
	}}})
	p := mustFEN(t, g, "3s/P3/4/4 w - - 0 1")
	if got, want := moveNames(p), "a3a4 a3a4n"; got != want {
		t.Errorf("with a snake: %s, want %s", got, want)
	}
	p = mustFEN(t, g, "4/P3/4/4 w - - 0 1")
	if got, want := moveNames(p), "a3a4 a3a4q"; got != want {
		t.Errorf("without a snake: %s, want %s", got, want)
	}
	// A Man on b1 moving along rank 1 does not promote; from b2 it does.
	p = mustFEN(t, g, "4/4/4/1M2 w - - 0 1")
	if got, want := moveNames(p), "b1a1 b1a2 b1b2 b1c1 b1c2"; got != want {
		t.Errorf("man within rank 1: %s, want %s", got, want)
	}
	p = mustFEN(t, g, "4/4/1M2/4 w - - 0 1")
	if got, want := moveNames(p), "b2a1 b2a1q b2a2 b2a3 b2b1 b2b1q b2b3 b2c1 b2c1q b2c2 b2c3"; got != want {
		t.Errorf("man entering rank 1: %s, want %s", got, want)
	}
}

// Snake Chess: a Pawn left on the last rank may move off the board; its
// owner then promotes one of his other Pawns to a Man, or, with no other
// Pawn, the Pawn is simply removed.
func TestExitPromotesAnother(t *testing.T) {
	g := mustGame(t, &ir.Variant{Name: "snake", Board: ir.Board{Files: 4, Ranks: 4}, Pieces: []ir.Piece{
		{Name: "Pawn", Letter: "P", Moves: leaps(ir.Modality{Move: true}, [2]int{0, 1}),
			Exit: &ir.ExitRule{Steps: []ir.Vector{{0, 1}}, Promote: []int{0}, Into: 1}},
		{Name: "Man", Letter: "M"},
	}})
	p := mustFEN(t, g, "P3/4/1PP1/4 w - - 0 1")
	if got, want := moveNames(p), "a4-off/b2 a4-off/c2 b2b3 c2c3"; got != want {
		t.Errorf("moves: %s, want %s", got, want)
	}
	start := p.FEN()
	if got, want := play(t, p, "a4-off/c2"), "4/4/1PM1/4 b - - 0 1"; got != want {
		t.Errorf("after the exit: %s, want %s", got, want)
	}
	p.Unmake()
	if p.FEN() != start {
		t.Errorf("unmake: %s, want %s", p.FEN(), start)
	}
	p = mustFEN(t, g, "P3/4/4/4 w - - 0 1")
	if got, want := play(t, p, "a4-off"), "4/4/4/4 b - - 0 1"; got != want {
		t.Errorf("last pawn leaving: %s, want %s", got, want)
	}
}

// Snark Hunt castling: the King steps one square towards the king-side
// Barrister (which lands beyond it) or two towards the queen-side one. The
// one-step castle would read like a king step, so it is written
// king-takes-partner, as Fairy-Stockfish writes it.
func TestShortCastlingNotation(t *testing.T) {
	g := mustGame(t, &ir.Variant{Name: "snark", Board: ir.Board{Files: 6, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Barrister", Letter: "B", Moves: rides(orth...)},
	}, Rules: ir.Rules{Royal: []int{0}, Castling: &ir.Castling{King: 0, Rooks: []int{1},
		Kingside: &ir.CastlingSide{KingFile: 4, RookFile: 3}, Queenside: &ir.CastlingSide{KingFile: 1, RookFile: 2}}}})
	p := mustFEN(t, g, "5k/6/6/6/6/6/6/B2K1B w KQ - 0 1")
	if got, want := play(t, p, "d1f1"), "5k/6/6/6/6/6/6/B2BK1 b - - 1 1"; got != want {
		t.Errorf("king-side castle: %s, want %s", got, want)
	}
	p.Unmake()
	if got, want := play(t, p, "d1b1"), "5k/6/6/6/6/6/6/1KB2B b - - 1 1"; got != want {
		t.Errorf("queen-side castle: %s, want %s", got, want)
	}
	p.Unmake()
	if got, want := play(t, p, "d1e1"), "5k/6/6/6/6/6/6/B3KB b - - 1 1"; got != want {
		t.Errorf("king step: %s, want %s", got, want)
	}
}

// Snake Chess, third layout: White makes two moves on its first turn; a
// move that gives check ends the turn at once.
func TestDoubleFirstTurn(t *testing.T) {
	g := mustGame(t, &ir.Variant{Name: "double", Board: ir.Board{Files: 5, Ranks: 5}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Rook", Letter: "R", Moves: rides(orth...)},
	}, Rules: ir.Rules{Royal: []int{0}, Turns: &ir.TurnOrder{Opening: []int{2}}}})
	p := mustFEN(t, g, "4k/5/5/5/R3K w - - 0 1")
	play(t, p, "e1d1")
	if p.SideToMove() != White {
		t.Fatalf("after White's first move the turn passed to Black: %s", p.FEN())
	}
	play(t, p, "d1c1")
	if p.SideToMove() != Black || p.Fullmove() != 1 {
		t.Fatalf("after White's two moves: %s, want Black to move in move 1", p.FEN())
	}
	play(t, p, "e5d5")
	if p.SideToMove() != White || p.Fullmove() != 2 {
		t.Fatalf("Black's turn has one move: %s", p.FEN())
	}
	// A first move that checks ends the turn.
	p = mustFEN(t, g, "4k/5/5/5/R3K w - - 0 1")
	play(t, p, "a1a5")
	if p.SideToMove() != Black {
		t.Errorf("a checking first move did not end the turn: %s", p.FEN())
	}
	p.Unmake()
	if p.SideToMove() != White || p.FEN() != "4k/5/5/5/R3K w - - 0 1" {
		t.Errorf("unmake: %s", p.FEN())
	}
	// Perft counts moves, not turns: two White plies, then Black's.
	q := mustFEN(t, g, "4k/5/5/5/R3K w - - 0 1")
	var want uint64
	for _, m := range q.LegalMoves(nil) {
		q.Make(m)
		want += uint64(len(q.LegalMoves(nil)))
		q.Unmake()
	}
	if got := q.Perft(2); got != want {
		t.Errorf("perft 2 = %d, want %d", got, want)
	}
}

// A capture limited to victims (ir.Move.Victims): a Hunter steps as a
// wazir (moving or capturing) and captures diagonally, but only a King.
// Hunter d4: its moves c4 e4 d3 d5; the black Rook c5 on its diagonal is
// safe. With the black King on e5 instead, Black is in check and the
// Hunter may take it (d4e5 is generated); the Rook on c5 is never attacked
// by the Hunter, so the black King may go there once the Rook is gone.
func TestCaptureVictims(t *testing.T) {
	hunter := leaps(both, orth...)
	for _, m := range leaps(ir.Modality{Capture: true}, diag...) {
		m.Victims = []int{0}
		hunter = append(hunter, m)
	}
	v := &ir.Variant{
		Name:  "hunter",
		Board: ir.Board{Files: 8, Ranks: 8},
		Pieces: []ir.Piece{
			{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
			{Name: "Hunter", Letter: "H", Moves: hunter},
			{Name: "Rook", Letter: "R", Moves: rides(orth...)},
		},
		Setup: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
		Rules: ir.Rules{Royal: []int{0}},
	}
	g := mustGame(t, v)
	p := mustFEN(t, g, "7k/8/8/2r5/3H4/8/8/K7 w - - 0 1")
	want := "a1a2 a1b1 a1b2 d4c4 d4d3 d4d5 d4e4"
	if got := moveNames(p); got != want {
		t.Errorf("Hunter and Rook c5:\n got  %s\n want %s", got, want)
	}
	p = mustFEN(t, g, "8/8/8/4k3/3H4/8/8/K7 b - - 0 1")
	if !p.InCheck() {
		t.Errorf("King e5 diagonal to the Hunter d4: not in check")
	}
	// The King e5: d6 e6 f6 f5 f4 are safe, d5 and e4 attacked by the
	// Hunter's wazir step, d4 takes the Hunter: d4 d6 e6 f4 f5 f6.
	want = "e5d4 e5d6 e5e6 e5f4 e5f5 e5f6"
	if got := moveNames(p); got != want {
		t.Errorf("King e5 in check from the Hunter:\n got  %s\n want %s", got, want)
	}
	p = mustFEN(t, g, "8/8/8/4k3/3H4/8/8/K7 w - - 0 1")
	if got := moveNames(p); !strings.Contains(got, "d4e5") {
		t.Errorf("the Hunter cannot take the King diagonally: %s", got)
	}
}

// A castling king may not pass a square an enemy could capture it on, also
// when that enemy's capture is found by generating moves (here a piece
// that captures diagonally, but only a King): the passed square is empty,
// and it is the King that would stand there.
func TestCastlingPastGenericAttacker(t *testing.T) {
	var warden []ir.Move
	for _, m := range leaps(ir.Modality{Capture: true}, diag...) {
		m.Victims = []int{0}
		warden = append(warden, m)
	}
	g := mustGame(t, &ir.Variant{Name: "warden", Board: ir.Board{Files: 8, Ranks: 8}, Pieces: []ir.Piece{
		{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
		{Name: "Rook", Letter: "R", Moves: rides(orth...)},
		{Name: "Warden", Letter: "W", Moves: warden},
	}, Rules: ir.Rules{Royal: []int{0}, Castling: &ir.Castling{King: 0, Rooks: []int{1},
		Kingside: &ir.CastlingSide{KingFile: 6, RookFile: 5}}}})
	// The Warden on g2 guards f1 (and h1, where the Rook is no victim).
	p := mustFEN(t, g, "4k3/8/8/8/8/8/6w1/4K2R w K - 0 1")
	if _, err := p.ParseMove("e1g1"); err == nil {
		t.Errorf("the King castled across f1, which the Warden on g2 guards")
	}
	p = mustFEN(t, g, "4k3/8/8/8/8/8/w7/4K2R w K - 0 1")
	if _, err := p.ParseMove("e1g1"); err != nil {
		t.Errorf("with the Warden on a2 the King may castle: %v", err)
	}
}
