package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Snake Chess (shared/seeds/002), Parton's Looking-Glass games
// (shared/seeds/004) and the Fairy-Stockfish variants of fsf-rules.vdl.
// Every expected move list and result below was worked out by hand from
// the rule texts before the code was run; the perft counts beyond depth 1
// are regression values.
//
// The helpers carry an sp prefix so as not to collide with the other test
// files of this package.

// spMoves lists the legal moves, sorted; with from set, only that square's.
func spMoves(g *interp.Game, p *interp.Position, from string) string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		s := g.MoveString(m)
		if from == "" || strings.HasPrefix(s, from) && !isDigit(s[len(from)]) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func spWantMoves(t *testing.T, g *interp.Game, p *interp.Position, from, want string) {
	t.Helper()
	w := strings.Fields(want)
	slices.Sort(w)
	if got := spMoves(g, p, from); got != strings.Join(w, " ") {
		t.Errorf("%s: moves of %q:\n got  %s\n want %s", p.FEN(), from, got, strings.Join(w, " "))
	}
}

func spOutcome(t *testing.T, p *interp.Position, rule string, winner int, score [2]float64) {
	t.Helper()
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Rule != rule || o.Winner != winner || o.Score != score {
		t.Errorf("%s: outcome %+v, want over by %q, winner %d, score %v", p.FEN(), o, rule, winner, score)
	}
	if n := p.Perft(1); n != 0 {
		t.Errorf("%s: a decided position has %d legal moves, want 0", p.FEN(), n)
	}
}

func spNotOver(t *testing.T, p *interp.Position) {
	t.Helper()
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Errorf("%s: game over (%+v), want it going on", p.FEN(), o)
	}
}

func spEmpty(t *testing.T, g *interp.Game, p *interp.Position, squares ...string) {
	t.Helper()
	for _, sq := range squares {
		s, err := g.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		if typ, _, ok := p.PieceAt(s); ok {
			t.Errorf("%s: %s holds a %s, want it empty", p.FEN(), sq, g.V.Pieces[typ].Name)
		}
	}
}

func spOn(t *testing.T, g *interp.Game, p *interp.Position, sq, name string, color int) {
	t.Helper()
	s, err := g.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	typ, c, ok := p.PieceAt(s)
	if !ok || g.V.Pieces[typ].Name != name || c != color {
		t.Errorf("%s: %s does not hold a %s of colour %d", p.FEN(), sq, name, color)
	}
}

// ---------------------------------------------------------------- Snake Chess

// A Knight cannot take a Snake; a King, a Pawn, a Man and a Snake can.
// Knight d3 on an otherwise quiet board: of its eight leaps (b2 b4 c1 c5
// e1 e5 f2 f4), the one onto the black Snake on e5 is missing.
func TestSnakeImmuneToKnight(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "11k/12/12/12/12/12/12/4s7/12/3N8/12/11K w - - 0 1")
	spWantMoves(t, g, p, "d3", "d3b2 d3b4 d3c1 d3c5 d3e1 d3f2 d3f4")
	// The same Snake next to a white King, Pawn, Man and Snake: each may
	// take it (the Pawn d4 diagonally, the others by their own moves: the
	// King f4 and the Man f6 by a step, the Snake e4 orthogonally). With the
	// King on f4 White gets a Pawn a1, so as not to be a bare King.
	for _, c := range []struct{ fen, move, piece string }{
		{"11k/12/12/12/12/12/12/4s7/3P8/12/12/11K w - - 0 1", "d4e5", "Pawn"},
		{"11k/12/12/12/12/12/12/4s7/5K6/12/12/P11 w - - 0 1", "f4e5", "King"},
		{"11k/12/12/12/12/12/5M6/4s7/12/12/12/11K w - - 0 1", "f6e5", "Man"},
		{"11k/12/12/12/12/12/12/4s7/4S7/12/12/11K w - - 0 1", "e4e5", "Snake"},
	} {
		g, p = bundledPosition(t, "snake-chess", c.fen)
		playMoves(t, p, c.move)
		spOn(t, g, p, "e5", c.piece, interp.White)
	}
}

// The Snake moves one step diagonally and captures one step orthogonally;
// diagonally it captures only an enemy Snake (captures "F" victims Snake).
// Snake e5 with a black Knight on e6, a black Snake on f6 and a black Pawn
// on d4: moves to d6, f4 (diagonal, empty); captures e6 (orthogonal) and
// the Snake f6 (diagonal). d4 is diagonal and holds a Pawn: no capture.
// d5, f5, e4 are empty orthogonal squares: no move. Before the captures
// statement e5f6 was missing.
func TestSnakeMoves(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "11k/12/12/12/12/12/4ns6/4S7/3p8/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "e5", "e5d6 e5f4 e5e6 e5f6")
	playMoves(t, p, "e5f6")
	spOn(t, g, p, "f6", "Snake", interp.White)
}

// The diagonal capture attacks only Snakes: a black King f7 next to the
// white Snake e5's diagonal f6 may step there, but not onto e6, which the
// Snake's orthogonal capture attacks. King f7: e6 (attacked), e7 e8 f6 f8
// g6 g7 g8: 7 moves. Black Pawn l10 (off its start rank: l9 only) keeps
// Black from being a bare King: 8 moves in all.
func TestSnakeDiagonalAttacksOnlySnakes(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "12/12/11p/12/12/5k6/12/4S7/12/12/12/K11 b - - 0 1")
	spWantMoves(t, g, p, "f7", "f7e7 f7e8 f7f6 f7f8 f7g6 f7g7 f7g8")
	if n := p.Perft(1); n != 8 {
		t.Errorf("perft 1 = %d, want 7 + 1", n)
	}
}

// Promotion of a Pawn reaching the last rank, counted by perft 1. White:
// King a1 (a2, b1, b2: 3 moves), Pawn c11. With a (black) Snake on h5,
// which has its own moves, the Pawn may only become a Knight or stay:
// c11c12 c11c12n. Without it: stay, or Queen, Rook, Bishop, Knight, Camel,
// Cannon, Man (7): 8 moves.
func TestSnakePromotionChoices(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "11k/2P9/12/12/12/12/12/7s4/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12 c11c12n")
	if n := p.Perft(1); n != 5 {
		t.Errorf("Snake on the board: perft 1 = %d, want 3 + 2", n)
	}
	g, p = bundledPosition(t, "snake-chess", "11k/2P9/12/11p/12/12/12/12/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12 c11c12q c11c12r c11c12b c11c12n c11c12l c11c12c c11c12m")
	if n := p.Perft(1); n != 11 {
		t.Errorf("no Snake: perft 1 = %d, want 3 + 8", n)
	}
	// A white Snake counts as well as a black one: Snake g6 (moves f5 f7 h5
	// h7).
	g, p = bundledPosition(t, "snake-chess", "11k/2P9/12/11p/12/12/6S5/12/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12 c11c12n")
	if n := p.Perft(1); n != 9 {
		t.Errorf("white Snake: perft 1 = %d, want 3 + 2 + 4", n)
	}
	// In the alternative rule promotion is conventional and mandatory, Snake
	// or not: Queen, Rook, Bishop, Knight, Camel, Cannon.
	g, p = bundledPosition(t, "snake-chess-alternative", "11k/2P9/12/12/12/12/12/7s4/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12q c11c12r c11c12b c11c12n c11c12l c11c12c")
}

// A Pawn that takes the last Snake as it reaches the last rank promotes as
// with no Snake left (issue 24; the promotion is chosen as the move ends).
// White: King a1 (a2 b1 b2: 3), Pawn c11; Black: Snake d12, King l12, Pawn
// l9. c11c12 with the Snake still there: stay or Knight (2); c11xd12
// takes the last Snake: stay, Queen, Rook, Bishop, Knight, Camel, Cannon,
// Man (8): 13. With a white Snake g6 too (f5 f7 h5 h7: 4) a Snake is left
// after the capture: c11xd12 stays or becomes a Knight: 3 + 4 + 2 + 2 = 11.
func TestSnakePromotionTakingLastSnake(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "3s7k/2P9/12/11p/12/12/12/12/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12 c11c12n c11d12 c11d12q c11d12r c11d12b c11d12n c11d12l c11d12c c11d12m")
	if n := p.Perft(1); n != 13 {
		t.Errorf("the last Snake taken: perft 1 = %d, want 3 + 2 + 8", n)
	}
	playMoves(t, p, "c11d12q")
	spOn(t, g, p, "d12", "Queen", interp.White)
	g, p = bundledPosition(t, "snake-chess", "3s7k/2P9/12/11p/12/12/6S5/12/12/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c11", "c11c12 c11c12n c11d12 c11d12n")
	if n := p.Perft(1); n != 11 {
		t.Errorf("a Snake left: perft 1 = %d, want 3 + 4 + 2 + 2", n)
	}
}

// A Pawn left on the last rank steps off the board; its owner turns one of
// his other Pawns into a Man, each choice a move. White Pawns c12 (waiting),
// e4 and g2: c12-off/e4 and c12-off/g2. Perft 1: King a1 3, e4 1 (e5),
// g2 2 (g3, g4: it stands on its start square), exits 2 = 8.
func TestSnakePawnExit(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "2P8k/12/12/11p/12/12/12/12/4P7/12/6P5/K11 w - - 0 1")
	spWantMoves(t, g, p, "c12", "c12-off/e4 c12-off/g2")
	if n := p.Perft(1); n != 8 {
		t.Errorf("perft 1 = %d, want 8", n)
	}
	playMoves(t, p, "c12-off/e4")
	spEmpty(t, g, p, "c12")
	spOn(t, g, p, "e4", "Man", interp.White)
	spOn(t, g, p, "g2", "Pawn", interp.White)
	// With no other Pawn the Pawn simply goes (and White, with a Man left,
	// is not bare).
	g, p = bundledPosition(t, "snake-chess", "2P8k/12/12/11p/12/12/12/12/4M7/12/12/K11 w - - 0 1")
	spWantMoves(t, g, p, "c12", "c12-off")
	playMoves(t, p, "c12-off")
	spEmpty(t, g, p, "c12")
	spNotOver(t, p)
}

// A Man promotes only on entering its own first rank, optionally, to any
// piece but Pawn, King or Snake. Man c2: b1, c1, d1 each stay-a-Man or
// Queen, Rook, Bishop, Knight, Camel, Cannon (7 each), and b2 d2 b3 c3 d3:
// 26 moves. Man c1, already on the rank: b1 d1 b2 c2 d2, no promotion.
// A black Man enters Black's first rank, the twelfth.
func TestSnakeManPromotesOnEntry(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess", "11k/12/12/11p/12/12/12/12/12/12/2M9/11K w - - 0 1")
	var want []string
	for _, to := range []string{"b1", "c1", "d1"} {
		for _, l := range []string{"", "q", "r", "b", "n", "l", "c"} {
			want = append(want, "c2"+to+l)
		}
	}
	want = append(want, "c2b2", "c2d2", "c2b3", "c2c3", "c2d3")
	spWantMoves(t, g, p, "c2", strings.Join(want, " "))
	g, p = bundledPosition(t, "snake-chess", "11k/12/12/11p/12/12/12/12/12/12/12/2M8K w - - 0 1")
	spWantMoves(t, g, p, "c1", "c1b1 c1d1 c1b2 c1c2 c1d2")
	g, p = bundledPosition(t, "snake-chess", "11k/4m7/12/12/12/12/12/12/P11/12/12/K11 b - - 0 1")
	if got := spMoves(g, p, "e11"); !strings.Contains(got, "e11e12q") || strings.Contains(got, "e11e10q") {
		t.Errorf("black Man e11: %s, want promotions on e12 only", got)
	}
}

// Snake Chess's stalemate is a loss for the stalemated side, scored
// 60:40 when White stalemates (35:65 when Black does); the asymmetric
// layout scores 65:35 and 40:60.
//
// Position: black King a12, white King c11, white Queen b1, and a black
// Pawn a10 blocked by a white one on a9 (so Black is not a bare King and
// has no Pawn move). 1. b1b10: the
// black King's squares a11 (next to the Queen), b11 and b12 (the Queen's
// file, and the King c11) are all covered, a12 itself is not attacked:
// stalemate.
func TestSnakeStalemateScores(t *testing.T) {
	const fen = "k11/2K9/p11/P11/12/12/12/12/12/12/12/1Q10 w - - 0 1"
	_, p := bundledPosition(t, "snake-chess", fen)
	playMoves(t, p, "b1b10")
	spOutcome(t, p, "stalemate", interp.White, [2]float64{60, 40})
	// The asymmetric layout: a FEN with move number 1 and White to move is
	// White's double first turn (the Queen move gives no check, so White
	// would move again); move 2 has a single move.
	_, p = bundledPosition(t, "snake-chess-asymmetric", strings.Replace(fen, " 0 1", " 0 2", 1))
	playMoves(t, p, "b1b10")
	spOutcome(t, p, "stalemate", interp.White, [2]float64{65, 35})
	// Black stalemating White (the colour-flipped position).
	_, p = bundledPosition(t, "snake-chess", "1q10/12/12/12/12/12/12/12/p11/P11/2k9/K11 b - - 0 1")
	playMoves(t, p, "b12b3")
	spOutcome(t, p, "stalemate", interp.Black, [2]float64{35, 65})
}

// Bare king: White's Rook takes Black's last piece, a Knight. Black: King
// l12, Knight a8. White: King a1, Rook h8. 1. h8a8: Black has its King alone: bare king, White
// scores 55:45; Black baring White scores 40:60.
func TestSnakeBareKing(t *testing.T) {
	_, p := bundledPosition(t, "snake-chess", "11k/12/12/12/n6R4/12/12/12/12/12/12/K11 w - - 0 1")
	playMoves(t, p, "h8a8")
	spOutcome(t, p, "bare king", interp.White, [2]float64{55, 45})
	_, p = bundledPosition(t, "snake-chess", "11k/12/12/12/12/12/12/12/N6r4/12/12/K11 b - - 0 1")
	playMoves(t, p, "h4a4")
	spOutcome(t, p, "bare king", interp.Black, [2]float64{40, 60})
	// A checkmate scores 100:0: 1. Rc1-c11 (cutting off rank 11) Kk12
	// 2. Rb10-b12 mate (Black's Pawn e9 only keeps it from being bare).
	_, p = bundledPosition(t, "snake-chess", "11k/12/1R10/4p7/12/12/12/12/12/12/12/K1R9 w - - 0 1")
	playMoves(t, p, "c1c11 l12k12 b10b12")
	spOutcome(t, p, "checkmate", interp.White, [2]float64{100, 0})
}

// Perpetual check: a repetition in which one side gave check with every
// move. White: King f1, Rook a1; Black: King l12, Pawn h5 (not bare).
// 1. Ra12+ Kl11 2. Ra11+ Kl12 3. Ra12+ Kl11 4. Ra11+ Kl12 5. Ra12+: the
// position after 1. Ra12+ occurs the third time, and since it first
// occurred every White move gave check (Black's never did): perpetual
// check by White, 51:49. The mirror image is Black's perpetual, 45:55 in
// the table. With a quiet White move in the cycle it is a plain
// repetition, 50:50.
// Repetition never ends a perft line, so the position still has moves.
func TestSnakePerpetualCheck(t *testing.T) {
	const fen = "11k/12/12/12/12/12/12/7p4/12/12/12/R4K6 w - - 0 1"
	const moves = "a1a12 l12l11 a12a11 l11l12 a11a12 l12l11 a12a11 l11l12"
	_, p := bundledPosition(t, "snake-chess", fen)
	playMoves(t, p, moves)
	spNotOver(t, p)
	playMoves(t, p, "a11a12")
	spPerpetual(t, p, "perpetual check", interp.White, [2]float64{51, 49})

	_, p = bundledPosition(t, "snake-chess", mirrorFEN(fen, 12))
	playMoves(t, p, "a12a1 l1l2 a1a2 l2l1 a2a1 l1l2 a1a2 l2l1 a2a1")
	spPerpetual(t, p, "perpetual check", interp.Black, [2]float64{45, 55})

	// The asymmetric layout's table: 55:45 for White's perpetual.
	_, p = bundledPosition(t, "snake-chess-asymmetric", fen)
	playMoves(t, p, moves+" a11a12")
	spPerpetual(t, p, "perpetual check", interp.White, [2]float64{55, 45})

	// 1. Ra12+ Kl11 2. Ra10 Kl12 3. Ra12+ Kl11 4. Ra10 Kl12 5. Ra12+: the
	// position after 1. Ra12+ occurs the third time, but 2. Ra10 and
	// 4. Ra10 gave no check.
	_, p = bundledPosition(t, "snake-chess", fen)
	playMoves(t, p, "a1a12 l12l11 a12a10 l11l12 a10a12 l12l11 a12a10 l11l12 a10a12")
	spPerpetual(t, p, "repetition", interp.NoWinner, [2]float64{50, 50})
}

func spPerpetual(t *testing.T, p *interp.Position, rule string, winner int, score [2]float64) {
	t.Helper()
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Rule != rule || o.Winner != winner || o.Score != score {
		t.Errorf("%s: outcome %+v, want over by %q, winner %d, score %v", p.FEN(), o, rule, winner, score)
	}
	if p.Perft(1) == 0 {
		t.Errorf("%s: no moves after a repetition", p.FEN())
	}
}

// Alternative rule: a Snake is taken by custodian capture, here along a
// diagonal. Black Snake e5, white Knight f6 behind it on the diagonal
// d4-e5-f6; the white Bishop b2 moves to d4 and the Snake goes. A Knight
// cannot take the Snake by moving onto it (the Knight d3 does not list
// e5), but takes it by custodian capture when it lands next to it with a
// friend beyond: d3f4 with a white piece on d6.
func TestSnakeAlternativeCustodian(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess-alternative", "11k/12/12/12/12/12/5N6/4s7/12/12/1B10/11K w - - 0 1")
	playMoves(t, p, "b2d4")
	spEmpty(t, g, p, "e5")
	spOn(t, g, p, "f6", "Knight", interp.White)
	g, p = bundledPosition(t, "snake-chess-alternative", "11k/12/12/12/12/12/3P8/4s7/12/3N8/12/11K w - - 0 1")
	spWantMoves(t, g, p, "d3", "d3b2 d3b4 d3c1 d3c5 d3e1 d3f2 d3f4")
	playMoves(t, p, "d3f4")
	spEmpty(t, g, p, "e5")
	// A Snake moving between two enemy pieces is not captured: black Snake
	// d6 steps to e5 between the white Bishop d4 and Knight f6.
	g, p = bundledPosition(t, "snake-chess-alternative", "11k/12/12/12/12/12/3s1N6/12/3B8/12/12/11K b - - 0 1")
	playMoves(t, p, "d6e5")
	spOn(t, g, p, "e5", "Snake", interp.Black)
	// Pawns (and Kings) make no custodian capture: the Pawn c4 steps to
	// c5, next to the Snake d6 with the white Knight e7 beyond; the Snake
	// stays.
	g, p = bundledPosition(t, "snake-chess-alternative", "11k/12/12/12/12/4N7/3s8/12/2P9/12/12/11K w - - 0 1")
	playMoves(t, p, "c4c5")
	spOn(t, g, p, "d6", "Snake", interp.Black)
	// The Snake cannot take the enemy Snake here (only Pawn and King may).
	g, p = bundledPosition(t, "snake-chess-alternative", "11k/12/12/12/12/12/12/4s7/4S7/12/12/11K w - - 0 1")
	spWantMoves(t, g, p, "e4", "e4d3 e4d5 e4f3 e4f5")
}

// Alternative rule: "any piece, except a Pawn or King" takes a Snake by
// custodian capture, the Snake included (issue 24). White: King h1, Snake
// e6, Pawn d3; Black: King e12, Snake d4, Pawn k1 (on its last rank: no
// move). Counted by hand:
//   - White: King g1 i1 g2 h2 i2 (5), Snake d7 f7 d5 f5 (4; no enemy next
//     to it orthogonally), Pawn d3 blocked by the Snake d4, with nothing
//     to take diagonally: 9.
//   - Black after each King move and after e6d7, e6f7, e6f5: King d11 e11
//     f11 d12 f12 (5, none attacked), Snake c5 e5 c3 e3 and d4xd3 (5): 10,
//     eight times.
//   - After e6d5 the black Snake d4 stands between the white Snake d5 and
//     the Pawn d3 and is taken: only the King's 5.
//
// Perft 2 = 8 x 10 + 5 = 85 (90 while the Snake had no custodian capture).
// The Snake pinches after its capture move too: Snake e5 takes the Pawn
// e6 and the black Snake f7, between e6 and the white Rook g8, goes.
func TestSnakeAlternativeSnakeCustodian(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess-alternative", "4k7/12/12/12/12/12/4S7/12/3s8/3P8/12/7K2p1 w - - 0 1")
	for d, want := range []uint64{9, 85} {
		if got := p.Perft(d + 1); got != want {
			t.Errorf("perft %d = %d, want %d", d+1, got, want)
		}
	}
	playMoves(t, p, "e6d5")
	spEmpty(t, g, p, "d4")
	spOn(t, g, p, "d5", "Snake", interp.White)
	spOn(t, g, p, "d3", "Pawn", interp.White)

	g, p = bundledPosition(t, "snake-chess-alternative", "k11/12/12/12/6R5/5s6/4p7/4S7/12/12/12/11K w - - 0 1")
	playMoves(t, p, "e5e6")
	spEmpty(t, g, p, "f7", "e5")
	spOn(t, g, p, "e6", "Snake", interp.White)
	spOn(t, g, p, "g8", "Rook", interp.White)
}

// The asymmetric layout: White moves twice on its first turn; a first move
// that gives check ends the turn.
func TestSnakeAsymmetricDoubleFirstMove(t *testing.T) {
	g, p := bundledPosition(t, "snake-chess-asymmetric", "")
	playMoves(t, p, "e2e4")
	if p.SideToMove() != interp.White {
		t.Fatalf("after White's first move: %s, want White to move again", p.FEN())
	}
	playMoves(t, p, "f1e2")
	if p.SideToMove() != interp.Black {
		t.Fatalf("after White's two moves: %s, want Black to move", p.FEN())
	}
	playMoves(t, p, "e11e9")
	if p.SideToMove() != interp.White {
		t.Fatalf("Black's turn has one move: %s", p.FEN())
	}
	playMoves(t, p, "d2d3")
	if p.SideToMove() != interp.Black {
		t.Fatalf("White's second turn has one move: %s", p.FEN())
	}
	// A checking first move ends the turn: Rook a1 to a12 checks the King
	// h12 along the empty twelfth rank (the black Pawn l9 keeps Black from
	// being a bare King).
	g, p = bundledPosition(t, "snake-chess-asymmetric", "7k4/12/12/11p/12/12/12/12/12/12/12/R6K4 w - - 0 1")
	playMoves(t, p, "a1a12")
	if p.SideToMove() != interp.Black {
		t.Errorf("a checking first move did not end the turn: %s", p.FEN())
	}
	_ = g
}

// ---------------------------------------------------------------- Parton

// Parton's own example: a white Capricorn on c1 and black pieces on b8,
// c8, d7 and d8; moving to c7 it butts all four off the board at once.
func TestCapricornButtsFour(t *testing.T) {
	g, p := bundledPosition(t, "capricorn", "1nbq3k/3p4/8/8/8/8/8/2R4K w - - 0 1")
	playMoves(t, p, "c1c7")
	spEmpty(t, g, p, "b8", "c8", "d7", "d8")
	if got, want := p.FEN(), "7k/2R5/8/8/8/8/8/7K b - - 0 1"; got != want {
		t.Errorf("after the butt: %s, want %s", got, want)
	}
	// Three at once, and only enemies: Capricorn a4 to e4 next to black
	// pieces d5, e5, f3 and a white Pawn f4.
	g, p = bundledPosition(t, "capricorn", "7k/8/8/3bn3/R4P2/5p2/8/7K w - - 0 1")
	playMoves(t, p, "a4e4")
	spEmpty(t, g, p, "d5", "e5", "f3")
	spOn(t, g, p, "f4", "Pawn", interp.White)
}

// Parton's second example: a Capricorn b3 next to a black Knight b4 butts
// it by moving to a3 or c3, squares also next to the Knight. It never
// captures by moving onto a piece: Capricorn b3 has no b4 move.
func TestCapricornButtsNeighbour(t *testing.T) {
	for _, to := range []string{"a3", "c3"} {
		g, p := bundledPosition(t, "capricorn", "7k/8/8/8/1n6/1R6/8/7K w - - 0 1")
		playMoves(t, p, "b3"+to)
		spEmpty(t, g, p, "b4")
	}
	g, p := bundledPosition(t, "capricorn", "7k/8/8/8/1n6/1R6/8/7K w - - 0 1")
	spWantMoves(t, g, p, "b3", "b3a3 b3c3 b3d3 b3e3 b3f3 b3g3 b3h3 b3b2 b3b1")
}

// A Capricorn checks by threatening to butt: Capricorn d1 could move to
// d7 or d8, next to the King e8. The King's squares d8, d7 and e7 are next
// to squares of the d-file the Capricorn can still reach (with the King
// on d8 or d7, d7 or d6); f8 and f7 are two files away from the d-file.
// So the King has e8f7 and e8f8.
func TestCapricornCheck(t *testing.T) {
	g, p := bundledPosition(t, "capricorn", "4k3/8/8/8/8/8/8/3RK3 b - - 0 1")
	if !p.InCheck() {
		t.Fatalf("%s: want Black in check from the Capricorn's threat", p.FEN())
	}
	spWantMoves(t, g, p, "", "e8f7 e8f8")
}

// Knight Capricorns leap as knights and butt; Butters: every piece, the
// Pawn included, captures only by butting. Pawn e4 next to nothing steps
// to e5, next to the black Knight d6 and Pawn f6: both go.
func TestButtersPawn(t *testing.T) {
	g, p := bundledPosition(t, "butters", "k7/8/3n1p2/8/4P3/8/8/K7 w - - 0 1")
	spWantMoves(t, g, p, "e4", "e4e5")
	playMoves(t, p, "e4e5")
	spEmpty(t, g, p, "d6", "f6")
	// Knight Capricorn c1: a2, b3, e2; d3 holds a Pawn (no capture by
	// moving there). Landing on b3 it butts the Pawn c4; d3 is not next to
	// b3.
	g, p = bundledPosition(t, "capricorn-knights", "k7/8/8/8/2p5/3p4/8/K1N5 w - - 0 1")
	spWantMoves(t, g, p, "c1", "c1a2 c1b3 c1e2")
	playMoves(t, p, "c1b3")
	spEmpty(t, g, p, "c4")
	spOn(t, g, p, "d3", "Pawn", interp.Black)
}

// The Black King's Complaint: Black has no King; White wins when Black has
// made 50 moves without mating (on White's 51st move). Scripted: at move
// 50 Black plays a quiet move, White answers and wins. A mate on Black's
// 50th move stands.
func TestBlackKingsComplaint(t *testing.T) {
	const fen = "3qq3/8/8/8/8/8/6PP/7K b - - 0 50"
	_, p := bundledPosition(t, "black-kings-complaint", fen)
	playMoves(t, p, "e8e7")
	spNotOver(t, p)
	playMoves(t, p, "h2h3")
	spOutcome(t, p, "complaint", interp.White, [2]float64{1, 0})
	_, p = bundledPosition(t, "black-kings-complaint", fen)
	playMoves(t, p, "d8d1")
	spOutcome(t, p, "checkmate", interp.Black, [2]float64{0, 1})
	// Black is never in check: it has no royal piece.
	_, p = bundledPosition(t, "black-kings-complaint", "")
	playMoves(t, p, "e2e4 d7d5 f1b5")
	if p.InCheck() {
		t.Errorf("%s: Black in check without a King", p.FEN())
	}
}

// Dodo Chess: no move may give check; the first King on the eighth rank
// wins. White King c7, Rook a2; black King h6. The Rook may not go to a6
// (rank 6 to h6) or h2 (file h up to h6): Rook a1 a3 a4 a5 a7 a8 b2 c2 d2
// e2 f2 g2 (12), King b6 b7 b8 c6 c8 d6 d7 d8 (8): 20.
func TestDodoNoChecksAndRace(t *testing.T) {
	g, p := bundledPosition(t, "dodo", "8/2K5/7k/8/8/8/R7/8 w - - 0 1")
	spWantMoves(t, g, p, "a2", "a2a1 a2a3 a2a4 a2a5 a2a7 a2a8 a2b2 a2c2 a2d2 a2e2 a2f2 a2g2")
	if n := p.Perft(1); n != 20 {
		t.Errorf("perft 1 = %d, want 20", n)
	}
	playMoves(t, p, "c7c8")
	spOutcome(t, p, "king race", interp.White, [2]float64{1, 0})
	// Black's King races to the same, eighth, rank.
	_, p = bundledPosition(t, "dodo", "8/2k5/8/8/8/8/8/K7 b - - 0 1")
	playMoves(t, p, "c7d8")
	spOutcome(t, p, "king race", interp.Black, [2]float64{0, 1})
	// A scripted race from the start: the Rook clears the a-file, the King
	// runs up it while Black shuffles the Knight f1 (the Knight f2 must stay:
	// it blocks the Bishop g1's diagonal to a7, and uncovering a check is
	// illegal too).
	_, p = bundledPosition(t, "dodo", "")
	playMoves(t, p, "a2a8 f1d2 a1a2 d2f1 a2a3 f1d2 a3a4 d2f1 a4a5 f1d2 a5a6 d2f1 a6a7 f1d2")
	spNotOver(t, p)
	playMoves(t, p, "a7b8")
	spOutcome(t, p, "king race", interp.White, [2]float64{1, 0})
}

// ---------------------------------------------------------------- Fairy-Stockfish rules

// King of the Hill, scripted from the start: the white King walks to d4.
func TestKingOfTheHillGame(t *testing.T) {
	_, p := bundledPosition(t, "kingofthehill", "")
	playMoves(t, p, "e2e3 e7e6 e1e2 e8e7 e2d3 e7d6")
	spNotOver(t, p)
	playMoves(t, p, "d3d4")
	spOutcome(t, p, "king of the hill", interp.White, [2]float64{1, 0})
}

// Three Kings: losing one of three Kings loses; the Kings are not royal, so
// they may stand attacked. Extinction: losing the only piece of a type (the
// Queen) loses. Shatranj: a bare King loses (White keeps three men, so
// Fairy-Stockfish agrees: Black cannot bare White back).
func TestFSFEndings(t *testing.T) {
	_, p := bundledPosition(t, "threekings", "k3k2k/8/8/8/8/8/8/K2QK2K w - - 0 1")
	playMoves(t, p, "d1h5")
	spNotOver(t, p) // h8 and e8 attacked, no check
	playMoves(t, p, "a8b8 h5h8")
	spOutcome(t, p, "extinction", interp.White, [2]float64{1, 0})
	_, p = bundledPosition(t, "extinction", "")
	playMoves(t, p, "e2e3 d7d5 d1g4")
	spNotOver(t, p)
	playMoves(t, p, "c8g4")
	spOutcome(t, p, "extinction", interp.Black, [2]float64{0, 1})
	_, p = bundledPosition(t, "shatranj", "4k3/8/8/8/8/8/3q3P/R3K3 w - - 0 1")
	playMoves(t, p, "e1d2")
	spOutcome(t, p, "bare king", interp.White, [2]float64{1, 0})
}

// ---------------------------------------------------------------- perft

// Start positions, depth 1 counted by hand:
//
//   - snake-chess (and -asymmetric, -alternative, whose White army is the
//     same): 12 Pawns x 2 = 24; Camels b1 (a4 c4) and k1 (j4 l4) 4;
//     Knights c1 (b3 d3) and j1 (i3 k3) 4; the Cannon g1 jumps its Pawn g2
//     and takes the black Pawn g11: 1; all else is walled in. 33.
//   - snake-chess-tigers: the Tigers move as bishops (blocked) and capture
//     as knights (nothing to take): 24 + 4 + 1 = 29.
//   - capricorn, black-kings-complaint: as chess, 20 (the Capricorns are
//     walled in like rooks). capricorn-knights: the Knight Capricorns go
//     a3 c3 f3 h3 without capturing: 20. butters: Pawns 16, Knights 4: 20.
//   - dodo: King a1 and Bishop b1 walled in; Knight c1 b3 d3 e2 (3);
//     Rook a2 a3-a8 (6); Bishop b2 a3 c3 d4 e5 f6 g7 h8 (7); Knight c2 a3
//     b4 d4 e3 e1 (5): 21 (none of them checks the King h1, behind g2).
//
// The Snake's diagonal capture of Snakes (captures "F" victims Snake) left
// these counts unchanged: the Snakes cannot meet within three plies.
func TestSnakePartonPerft(t *testing.T) {
	for _, c := range []struct {
		name  string
		nodes []uint64
	}{
		{"snake-chess", []uint64{33, 1088, 38827}},
		{"snake-chess-tigers", []uint64{29, 840, 27789}},
		// 1179, not the 1201 first recorded: a Pawn next to one that
		// double-stepped in White's first move (of two) took it en passant
		// with the second; en passant is against the enemy only.
		{"snake-chess-asymmetric", []uint64{33, 1179, 34163}},
		{"snake-chess-alternative", []uint64{33, 1088, 38827}},
		{"capricorn", []uint64{20, 400, 8902}},
		{"capricorn-knights", []uint64{20, 400, 8896}},
		// 8867, not the 8869 first recorded: after 1.d4 d5 (the pawn
		// butts d4 off) c2c4 and e2e4 butt d5 off in turn and open the
		// d-file for the Queen to reach d2, next to the King: illegal.
		{"butters", []uint64{20, 400, 8867}},
		{"black-kings-complaint", []uint64{20, 400, 8902}},
		{"dodo", []uint64{21, 441, 11366}},
	} {
		_, p := bundledPosition(t, c.name, "")
		for d, want := range c.nodes {
			if got := p.Perft(d + 1); got != want {
				t.Errorf("%s perft %d = %d, want %d", c.name, d+1, got, want)
			}
		}
	}
}

// The symmetric layouts: a position and its colour-flipped image have the
// same perft, along random games of 40 plies (seeded).
func TestSnakePartonMirror(t *testing.T) {
	for _, name := range []string{"snake-chess", "snake-chess-tigers", "snake-chess-alternative", "capricorn", "capricorn-knights", "butters"} {
		g := bundledGame(t, name)
		for seed := uint64(1); seed <= 3; seed++ {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			for ply := 0; ply < 40; ply++ {
				ml := p.LegalMoves(nil)
				if len(ml) == 0 || p.Outcome(ml).Over {
					break
				}
				p.Make(ml[rng.IntN(len(ml))])
				if ply%10 != 9 {
					continue
				}
				fen := p.FEN()
				q, err := g.ParseFEN(mirrorFEN(fen, g.Ranks()))
				if err != nil {
					t.Fatalf("%s: mirror of %s: %v", name, fen, err)
				}
				d := 3
				if testing.Short() {
					d = 2
				}
				if a, b := p.Perft(d), q.Perft(d); a != b {
					t.Errorf("%s: perft %d of %s = %d, of its mirror %s = %d", name, d, fen, a, q.FEN(), b)
				}
			}
		}
	}
}

// Racing Kings (grace, Fairy-Stockfish's flagMove). King b7 against King
// g7: 1. Kb8 reaches the eighth rank, but Black, who can answer Kg8
// (also f8, h8), is not yet beaten: 8 moves. 1... Kg8 draws; 1... Kf6
// loses. With Black's King on g6 instead, no reply reaches the rank:
// White wins at once. Black reaching first wins at once: White gets no
// reply.
func TestRacingKingsGrace(t *testing.T) {
	const fen = "8/1K4k1/8/8/8/8/8/8 w - - 0 1"
	_, p := bundledPosition(t, "racingkings", fen)
	playMoves(t, p, "b7b8")
	spNotOver(t, p)
	if n := p.Perft(1); n != 8 {
		t.Errorf("Black's grace move: perft 1 = %d, want 8", n)
	}
	playMoves(t, p, "g7g8")
	spOutcome(t, p, "king race", interp.NoWinner, [2]float64{0.5, 0.5})

	_, p = bundledPosition(t, "racingkings", fen)
	playMoves(t, p, "b7b8 g7f6")
	spOutcome(t, p, "king race", interp.White, [2]float64{1, 0})

	_, p = bundledPosition(t, "racingkings", "8/1K6/6k1/8/8/8/8/8 w - - 0 1")
	playMoves(t, p, "b7b8")
	spOutcome(t, p, "king race", interp.White, [2]float64{1, 0})

	_, p = bundledPosition(t, "racingkings", "8/1K4k1/8/8/8/8/8/8 b - - 0 1")
	playMoves(t, p, "g7g8")
	spOutcome(t, p, "king race", interp.Black, [2]float64{0, 1})
}

// Jeson Mor: a Knight on e5 wins only if it is still there when its side
// is next to move. White Knight d3 jumps to e5; Black's Knight d7 can take
// it there (the game goes on), or Black plays elsewhere and White wins.
func TestJesonMorGrace(t *testing.T) {
	const fen = "n8/9/3n5/9/9/9/3N5/9/8N w - - 0 1"
	g, p := bundledPosition(t, "jesonmor", fen)
	playMoves(t, p, "d3e5")
	spNotOver(t, p)
	playMoves(t, p, "d7e5")
	spOn(t, g, p, "e5", "Knight", interp.Black)
	spNotOver(t, p) // Black's Knight must stay there through White's move
	_, p = bundledPosition(t, "jesonmor", fen)
	playMoves(t, p, "d3e5 a9b7")
	spOutcome(t, p, "centre", interp.White, [2]float64{1, 0})
}
