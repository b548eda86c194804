package definitions_test

import (
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// Hand-checked positions for Identific (parton.vdl): the placement phase,
// each kind of identification, the supply limit, the King rule, and that
// unidentified men give no check.

// legalNames lists the legal moves of p in coordinate notation.
func idNames(p *interp.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.Game().MoveString(m))
	}
	return out
}

// movesFrom lists the legal moves of p that start on square from.
func movesFrom(p *interp.Position, from string) []string {
	var out []string
	for _, s := range idNames(p) {
		if len(s) >= 4 && s[:2] == from && s[1] != '@' {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

func TestIdentificPlacement(t *testing.T) {
	g, p := bundledPosition(t, "identific", "")
	// Empty board, 12 men in hand each: White drops on its 32 squares.
	if n := p.Perft(1); n != 32 {
		t.Fatalf("perft 1 = %d, want 32 (one drop per square of White's half)", n)
	}
	for _, s := range idNames(p) {
		if s[:2] != "U@" || s[3] < '1' || s[3] > '4' {
			t.Errorf("move %s: want only drops U@ on ranks 1-4", s)
		}
	}
	// Consecutive placement: White places again after its first drop.
	playMoves(t, p, "U@e2")
	if p.SideToMove() != interp.White || p.InHand(interp.White, 6) != 11 {
		t.Fatalf("after U@e2: %s, want White to place again with 11 in hand", p.FEN())
	}
	if want := "8/8/8/8/8/8/4U3/8[UUUUUUUUUUUuuuuuuuuuuuu] w - - 0 1"; p.FEN() != want {
		t.Errorf("FEN %s, want %s", p.FEN(), want)
	}
	if n := p.Perft(1); n != 31 {
		t.Errorf("perft 1 after U@e2 = %d, want 31", n)
	}
	// Perft counts drops as moves: 32*31*30.
	q, _ := g.StartPosition()
	if n := q.Perft(3); n != 29760 {
		t.Errorf("perft 3 = %d, want 29760", n)
	}
	// Hash round trip through FEN, hand included.
	r, err := g.ParseFEN(p.FEN())
	if err != nil || r.Hash() != p.Hash() {
		t.Errorf("FEN round trip: %v, hash %x vs %x", err, r.Hash(), p.Hash())
	}
	p.Unmake()
	if p.Hash() != q.Hash() || p.FEN() != g.V.Setup {
		t.Errorf("unmake: %s", p.FEN())
	}
	// White's last man: the turn passes to Black, who drops on ranks 5-8.
	_, p = bundledPosition(t, "identific", "8/8/8/8/8/8/8/8[Uuuuuuuuuuuuu] w - - 0 1")
	playMoves(t, p, "U@a1")
	if p.SideToMove() != interp.Black {
		t.Fatalf("%s: want Black to place", p.FEN())
	}
	for _, s := range idNames(p) {
		if s[:2] != "u@" && s[:2] != "U@" || s[3] < '5' {
			t.Errorf("Black's move %s: want only drops on ranks 5-8", s)
		}
	}
	if n := p.Perft(1); n != 32 {
		t.Errorf("Black's drops: %d, want 32", n)
	}
	// With no men in hand a side moves its men; it never drops.
	_, p = bundledPosition(t, "identific", "8/8/8/8/8/8/8/U7[u] w - - 0 1")
	for _, s := range idNames(p) {
		if s[1] == '@' {
			t.Errorf("White has no men in hand, but %s", s)
		}
	}
}

func TestIdentificAlternate(t *testing.T) {
	_, p := bundledPosition(t, "identific-alternate", "")
	playMoves(t, p, "U@e2")
	if p.SideToMove() != interp.Black {
		t.Fatalf("%s: want Black to place next", p.FEN())
	}
	if n := p.Perft(1); n != 32 {
		t.Errorf("Black's drops: %d, want 32", n)
	}
	if n := p.Perft(2); n != 32*31 {
		t.Errorf("perft 2 after U@e2 = %d, want %d", n, 32*31)
	}
}

func TestIdentificIdentification(t *testing.T) {
	// A lone man on d4, Black's on h8 (never in the way).
	_, p := bundledPosition(t, "identific", "7u/8/8/8/3U4/8/8/8 w - - 0 1")
	got := movesFrom(p, "d4")
	want := []string{
		"d4d5p",                                                       // one square straight forward: Pawn
		"d4c5k", "d4e5k", "d4c3k", "d4e3k", "d4c4k", "d4e4k", "d4d3k", // other single steps: King
		"d4c6n", "d4e6n", "d4b5n", "d4f5n", "d4b3n", "d4f3n", "d4c2n", "d4e2n", // knight leaps
	}
	for _, diag := range []string{"b6", "a7", "f6", "g7", "b2", "a1", "f2", "g1"} {
		want = append(want, "d4"+diag+"b", "d4"+diag+"q")
	}
	for _, orth := range []string{"d6", "d7", "d8", "d2", "d1", "b4", "a4", "f4", "g4", "h4"} {
		want = append(want, "d4"+orth+"r", "d4"+orth+"q")
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("identifications from d4:\n got %v\nwant %v", got, want)
	}
	// Each kind makes the piece it names.
	for move, typ := range map[string]string{"d4d5p": "Pawn", "d4c5k": "King", "d4f5n": "Knight", "d4a7b": "Bishop", "d4d8r": "Rook", "d4a7q": "Queen"} {
		_, p := bundledPosition(t, "identific", "7u/8/8/8/3U4/8/8/8 w - - 0 1")
		playMoves(t, p, move)
		g := p.Game()
		sq, _ := g.ParseSquare(move[2:4])
		tp, c, ok := p.PieceAt(sq)
		if !ok || c != interp.White || g.V.Pieces[tp].Name != typ {
			t.Errorf("%s: %s, want a White %s there", move, p.FEN(), typ)
		}
	}
	// Identifications never capture: a Black man or piece blocks.
	_, p = bundledPosition(t, "identific", "7u/8/8/8/8/3p4/3U4/8 w - - 0 1")
	if got := movesFrom(p, "d2"); slices.Contains(got, "d2d3p") || slices.Contains(got, "d2d4r") {
		t.Errorf("d2 moves %v: must not capture or pass d3", got)
	}
	// Black's men move forward down the board.
	_, p = bundledPosition(t, "identific", "8/8/8/3u4/8/8/8/7U b - - 0 1")
	if got := movesFrom(p, "d5"); !slices.Contains(got, "d5d4p") || slices.Contains(got, "d5d6p") {
		t.Errorf("Black's d5 moves %v: want d5d4p and no d5d6p", got)
	}
}

func TestIdentificSupply(t *testing.T) {
	// White has its two Rooks and four Pawns (and its King): no more Rooks
	// or Pawns; Bishops, Knights and the Queen remain.
	_, p := bundledPosition(t, "identific", "7k/8/8/8/3U4/8/PPPP4/R3K2R w - - 0 1")
	for _, m := range movesFrom(p, "d4") {
		switch m[4] {
		case 'r', 'p', 'k':
			t.Errorf("%s: the supply of that type is used up", m)
		}
	}
	if got := movesFrom(p, "d4"); !slices.Contains(got, "d4d8q") || !slices.Contains(got, "d4a7b") || !slices.Contains(got, "d4f5n") {
		t.Errorf("d4 moves %v: want Queen, Bishop and Knight identifications", got)
	}
	// A captured Rook frees its place (we count the board).
	_, p = bundledPosition(t, "identific", "7k/8/8/8/3U4/8/PPPP4/R3K3 w - - 0 1")
	if got := movesFrom(p, "d4"); !slices.Contains(got, "d4d8r") {
		t.Errorf("d4 moves %v: want d4d8r with one Rook on the board", got)
	}
}

func TestIdentificKingFirst(t *testing.T) {
	// Three true men and no King: only King identifications.
	_, p := bundledPosition(t, "identific", "7u/8/8/8/3U4/8/8/RNB5 w - - 0 1")
	for _, m := range movesFrom(p, "d4") {
		if m[4] != 'k' {
			t.Errorf("%s: with three true men the King comes first", m)
		}
	}
	if got := movesFrom(p, "d4"); len(got) != 7 {
		t.Errorf("d4 moves %v: want the 7 King steps", got)
	}
	// True men still move.
	if !slices.Contains(idNames(p), "a1a8") {
		t.Errorf("the Rook must still move")
	}
	// With two true men any identification.
	_, p = bundledPosition(t, "identific", "7u/8/8/8/3U4/8/8/RN6 w - - 0 1")
	if got := movesFrom(p, "d4"); !slices.Contains(got, "d4d5p") {
		t.Errorf("d4 moves %v: with two true men a Pawn may be identified", got)
	}
	// Once the King is there, the rule is spent.
	_, p = bundledPosition(t, "identific", "7u/8/8/8/3U4/8/8/RNB4K w - - 0 1")
	if got := movesFrom(p, "d4"); !slices.Contains(got, "d4d5p") {
		t.Errorf("d4 moves %v: with the King identified a Pawn may be", got)
	}
}

func TestIdentificNoCheckByMen(t *testing.T) {
	// Black men next to and in line with the White King: no check, and
	// the King may step next to them or take them.
	_, p := bundledPosition(t, "identific", "k7/8/8/8/4u3/8/3u4/4K3 w - - 0 1")
	if p.InCheck() {
		t.Fatalf("%s: unidentified men give no check", p.FEN())
	}
	names := idNames(p)
	for _, m := range []string{"e1d2", "e1f2", "e1e2", "e1d1"} {
		if !slices.Contains(names, m) {
			t.Errorf("%s missing from %v", m, names)
		}
	}
	// A true man captures a man.
	_, p = bundledPosition(t, "identific", "k7/8/8/8/4u3/8/8/4R2K w - - 0 1")
	if !slices.Contains(idNames(p), "e1e4") {
		t.Errorf("the Rook must capture the man on e4")
	}
}

func TestIdentificSAN(t *testing.T) {
	_, p := bundledPosition(t, "identific", "")
	m, err := p.ParseMove("U@e2")
	if err != nil {
		t.Fatal(err)
	}
	if s := p.SAN(m); s != "U@e2" {
		t.Errorf("SAN %s, want U@e2", s)
	}
}
