package definitions_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// The rules beyond single moves, through the bundled definitions: Snark
// Hunt's transformation and endings, Bat Chess's once-per-game King leap
// and scored stalemate. Every expectation is worked out by hand from the
// rule texts (shared/seeds/000, Snark Hunt; 003, Bat Chess).

// legalNames lists the legal moves in coordinate notation, sorted.
func legalNames(g *interp.Game, p *interp.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, g.MoveString(m))
	}
	slices.Sort(out)
	return out
}

// typeOn names the piece on square sq, or "".
func typeOn(t *testing.T, g *interp.Game, p *interp.Position, sq string) string {
	t.Helper()
	s, err := g.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	if typ, _, ok := p.PieceAt(s); ok {
		return g.V.Pieces[typ].Name
	}
	return ""
}

type outcomeWant struct {
	rule   string
	winner int
	score  [2]float64
}

func checkOutcome(t *testing.T, p *interp.Position, want outcomeWant) {
	t.Helper()
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Rule != want.rule || o.Winner != want.winner || o.Score != want.score {
		t.Errorf("%s: outcome %+v, want over by %s, winner %d, score %v", p.FEN(), o, want.rule, want.winner, want.score)
	}
}

// A Snark making a Boojum move becomes a Boojum; its king step leaves it a
// Snark. The Snark c8 skips c7 and slides down the file to take the pawn
// c2; the Snark d8 steps to d7.
func TestSnarkBecomesBoojum(t *testing.T) {
	g, p := bundledPosition(t, "snark-hunt", "ssssss/**4/6/3***/6/**4/PPPPPP/BNQKNB b - - 0 1")
	playMoves(t, p, "c8c2j")
	if got := typeOn(t, g, p, "c2"); got != "Boojum" {
		t.Errorf("on c2 after the Boojum move: %q, want Boojum", got)
	}
	if got := typeOn(t, g, p, "c8"); got != "" {
		t.Errorf("c8 after the Boojum move holds %q, want nothing", got)
	}
	playMoves(t, p, "d2d3 d8d7")
	if got := typeOn(t, g, p, "d7"); got != "Snark" {
		t.Errorf("on d7 after a king step: %q, want Snark", got)
	}
	// Taking the Boojum move back restores the Snark.
	p.Unmake()
	p.Unmake()
	p.Unmake()
	if got := typeOn(t, g, p, "c8"); got != "Snark" {
		t.Errorf("c8 after unmaking: %q, want Snark", got)
	}
}

// Snark Hunt's two victory conditions. The last Snark (c8) takes the last
// King (c1) with a Boojum move: it skips c7 and slides c6-c2 onto c1, and
// is a Boojum when it lands, so Black has no Snark (White wins) and White
// no King (Black wins) at once: the rule text gives the game to White. A
// plain Snark step onto the last King leaves the Snark: Black wins.
func TestSnarkHuntEndings(t *testing.T) {
	_, p := bundledPosition(t, "snark-hunt", "2s3/**4/6/3***/6/**4/6/2K3 b - - 0 1")
	playMoves(t, p, "c8c1j")
	checkOutcome(t, p, outcomeWant{"snarks gone", interp.White, [2]float64{1, 0}})
	if n := p.Perft(1); n != 0 {
		t.Errorf("the game is over, but White has %d moves", n)
	}

	_, p = bundledPosition(t, "snark-hunt", "6/**4/6/3***/6/**4/2s3/2K3 b - - 0 1")
	playMoves(t, p, "c2c1")
	checkOutcome(t, p, outcomeWant{"kings gone", interp.Black, [2]float64{0, 1}})

	// With a second King on the board, the first one's capture ends
	// nothing: Kings are not royal and there is no checkmate.
	_, p = bundledPosition(t, "snark-hunt", "6/**4/6/3***/6/**4/2s3/2K2K b - - 0 1")
	playMoves(t, p, "c2c1")
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Errorf("%s: outcome %+v, want the game going on", p.FEN(), o)
	}
}

// A game of Snark Hunt: Black turns every Snark into a Boojum, each
// leaping the chasm or square in front of it, and loses when the last one
// turns. White's pawns meanwhile advance, a and b leaping their chasms.
func TestSnarkHuntGame(t *testing.T) {
	_, p := bundledPosition(t, "snark-hunt", "ssssss/**4/6/3***/6/**4/PPPPPP/BNQKNB w KQ - 0 1")
	playMoves(t, p, "a2a4 a8a6j b2b4 b8b6j c2c3 c8c6j d2d3 d8d6j e2e3 e8e6j f2f3")
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Fatalf("outcome %+v with one Snark left, want the game going on", o)
	}
	playMoves(t, p, "f8f6j")
	if got := p.FEN(); !strings.HasPrefix(got, "6/**4/jjjjjj/3***/PP4/**PPPP/6/BNQKNB w") {
		t.Errorf("position %s, want six Boojums on rank 6", got)
	}
	checkOutcome(t, p, outcomeWant{"snarks gone", interp.White, [2]float64{1, 0}})
}

// Bat Chess: a King checkmated but for its knight's move must make it.
// The white King a1 is checked by the Rook p1 along the first rank, the
// Rook p2 holds the second: a2, b1, b2 and the leap to c2 are attacked,
// and the leap to b3 is the only legal move. With the leap used (the
// FEN's seventh field, A), the King is checkmated.
func TestBatKingCompulsoryLeap(t *testing.T) {
	g, p := bundledPosition(t, "leaping-bat-chess", "15k/16/16/16/16/16/16/16/16/16/15r/K14r w - - 0 1")
	if got, want := legalNames(g, p), []string{"a1b3"}; !slices.Equal(got, want) {
		t.Errorf("checkmated but for the leap: moves %v, want %v", got, want)
	}
	_, p = bundledPosition(t, "leaping-bat-chess", "15k/16/16/16/16/16/16/16/16/16/15r/K14r w - - 0 1 A")
	checkOutcome(t, p, outcomeWant{"checkmate", interp.Black, [2]float64{0, 1}})

	// Stalemated but for the leap: the black Queen b3 holds a2, b1 and b2
	// and guards c2, without checking a1; the King must take it with the
	// knight's leap.
	g, p = bundledPosition(t, "leaping-bat-chess", "15k/16/16/16/16/16/16/16/16/1q14/16/K15 w - - 0 1")
	if got, want := legalNames(g, p), []string{"a1b3"}; !slices.Equal(got, want) {
		t.Errorf("stalemated but for the leap: moves %v, want %v", got, want)
	}
}

// The leap is once per game: after the King has used it, it steps only;
// taking the leap back gives it back.
func TestBatKingLeapUsedUp(t *testing.T) {
	g, p := bundledPosition(t, "leaping-bat-chess", "15k/16/16/16/16/16/16/16/16/16/16/8K7 w - - 0 1")
	all := []string{"i1g2", "i1h1", "i1h2", "i1h3", "i1i2", "i1j1", "i1j2", "i1j3", "i1k2"}
	if got := legalNames(g, p); !slices.Equal(got, all) {
		t.Errorf("King i1 with its leap: %v, want %v", got, all)
	}
	playMoves(t, p, "i1h3 p12p11")
	if got := p.FEN(); !strings.HasSuffix(got, " A") {
		t.Errorf("FEN after the leap %s, want the used right A at the end", got)
	}
	steps := []string{"h3g2", "h3g3", "h3g4", "h3h2", "h3h4", "h3i2", "h3i3", "h3i4"}
	if got := legalNames(g, p); !slices.Equal(got, steps) {
		t.Errorf("King h3 after its leap: %v, want only the steps %v", got, steps)
	}
	// Black's leap is its own: the black King p11 still has it.
	playMoves(t, p, "h3h4")
	if got := legalNames(g, p); !slices.Contains(got, "p11n10") || !slices.Contains(got, "p11o9") {
		t.Errorf("black King p11: %v, want its knight leaps n10, n12, o9 among them", got)
	}
	p.Unmake()
	p.Unmake()
	p.Unmake()
	if got := legalNames(g, p); !slices.Equal(got, all) {
		t.Errorf("King i1 after unmaking the leap: %v, want %v", got, all)
	}
}

// A game of Bat Chess ending in stalemate, which the stalemated side loses
// by 2/5 to 3/5. Black's King a12 has used its leap (a); White's Queen b1
// holds the b-file. 1. Kp1-o1 Ka12-a11 (the only move) 2. Ko1-n1 Ka11-a12
// 3. Qb1-b10: a11, b11 and b12 are attacked, a12 is not: stalemate.
func TestBatChessStalemateGame(t *testing.T) {
	g, p := bundledPosition(t, "leaping-bat-chess", "k15/16/16/16/16/16/16/16/16/16/16/1Q13K w - - 0 1 a")
	playMoves(t, p, "p1o1")
	if got, want := legalNames(g, p), []string{"a12a11"}; !slices.Equal(got, want) {
		t.Errorf("Black's moves %v, want %v", got, want)
	}
	playMoves(t, p, "a12a11 o1n1 a11a12 b1b10")
	checkOutcome(t, p, outcomeWant{"stalemate", interp.White, [2]float64{0.6, 0.4}})

	// Black stalemating White: the white King a1 (leap used) and the
	// black Queen b3.
	_, p = bundledPosition(t, "leaping-bat-chess", "15k/16/16/16/16/16/16/16/16/1q14/16/K15 w - - 0 1 A")
	checkOutcome(t, p, outcomeWant{"stalemate", interp.Black, [2]float64{0.4, 0.6}})
}
