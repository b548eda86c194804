package definitions_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/shafranref"
)

// Shafran's hexagonal chess (definitions/hex.vdl). Cells are written
// (file, rank) with Shafran's slanted ranks; from a cell the orthogonal
// neighbours are (0,±1), (+1,0), (+1,+1), (-1,0), (-1,-1), the diagonal
// cells (+1,+2), (+2,+1), (+1,-1), (-1,-2), (-2,-1), (-1,+1). White's pawn
// steps (0,+1) and takes on its forward diagonals (-1,+1) and (+1,+2);
// Black's takes on (+1,-1) and (-1,-2).

// TestShafranStart counts White's first moves by hand, piece by piece:
//   - pawns up to the middle: a2 1, b2 2, c2 2, d2 3, e2 3, f3 3, g4 2,
//     h5 2, i6 1 = 19;
//   - knights: b1 to a3 c4 d4 e3, g3 to e4 f5 h6 (the other leaps are off
//     the board or on White's men) = 7;
//   - bishops: c1 up (+1,+2) to d3 e5 f7 g9; f2 up (-1,+1) to e3 d4 c5
//     b6; h4 up (-1,+1) to g5 f6 e7 and takes on d8 = 12;
//   - the queen d1 up (+1,+2) to e3 f5 g7, taking on h9 = 4;
//   - king and rooks are walled in: 0. In all 42.
func TestShafranStart(t *testing.T) {
	want := []string{
		"a2a3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "d2d5", "e2e3", "e2e4", "e2e5",
		"f3f4", "f3f5", "f3f6", "g4g5", "g4g6", "h5h6", "h5h7", "i6i7",
		"b1a3", "b1c4", "b1d4", "b1e3", "g3e4", "g3f5", "g3h6",
		"c1d3", "c1e5", "c1f7", "c1g9", "f2e3", "f2d4", "f2c5", "f2b6", "h4g5", "h4f6", "h4e7", "h4d8",
		"d1e3", "d1f5", "d1g7", "d1h9",
	}
	slices.Sort(want)
	if got := legalMoveStrings(t, "shafran", ""); !slices.Equal(got, want) {
		t.Errorf("start: %d moves %v, want %d %v", len(got), got, len(want), want)
	}
}

// TestShafranEnPassant: a pawn that advanced three cells may be taken en
// passant on either cell it passed. White's e2 pawn goes to e5 over e3 and
// e4; Black's d5 pawn takes towards e4 ((+1,-1)), its f5 pawn towards e3
// ((-1,-2)), each removing the pawn on e5.
func TestShafranEnPassant(t *testing.T) {
	const fen = "4k/6/7/8/9/3p1p3/8/7/4P1/K4 w - - 0 1"
	for _, capture := range []string{"d5e4", "f5e3"} {
		_, p := bundledPosition(t, "shafran", fen)
		playMoves(t, p, "e2e5 "+capture)
		want := "4k/6/7/8/9/5p3/4p3/7/6/K4 w - - 0 2"
		if capture == "f5e3" {
			want = "4k/6/7/8/9/3p5/8/4p2/6/K4 w - - 0 2"
		}
		if got := p.FEN(); got != want {
			t.Errorf("e2e5 %s: %s, want %s", capture, got, want)
		}
	}
}

// epCells matches the cell names of an en-passant field.
var epCells = regexp.MustCompile(`[a-i][0-9]+`)

// refFEN rewrites vdl's FEN for shafranref, which lists several
// en-passant cells with commas (vdl writes them together, e3e4).
func refFEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 3 && f[3] != "-" {
		f[3] = strings.Join(epCells.FindAllString(f[3], -1), ",")
	}
	return strings.Join(f, " ")
}

// TestShafranAgainstReference: perft from the start and from positions
// reached by random play equal shafranref's, a counter written from the
// rules alone (its own coordinates and FEN reader).
func TestShafranAgainstReference(t *testing.T) {
	_, start := bundledPosition(t, "shafran", "")
	depth := 4 // every opening advance of both sides, and its en passant
	if testing.Short() {
		depth = 2
	}
	for d := 1; d <= depth; d++ {
		if got, want := start.Perft(d), shafranref.MustFEN(refFEN(start.FEN())).Perft(d); got != want {
			t.Errorf("start: perft %d = %d, shafranref counts %d", d, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(70, 9))
	twoCells := 0 // positions just after a three-cell advance
	for i := 0; i < 40; i++ {
		p := start.Clone()
		plies := 4 + rng.IntN(120)
		if i%2 == 0 {
			plies = 1 + rng.IntN(6) // openings, where pawns advance far
		}
		for ply := 0; ply < plies; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
		f := p.FEN()
		if len(epCells.FindAllString(strings.Fields(f)[3], -1)) == 2 {
			twoCells++
		}
		if got, want := p.Perft(2), shafranref.MustFEN(refFEN(f)).Perft(2); got != want {
			t.Errorf("%s: perft 2 = %d, shafranref counts %d", f, got, want)
		}
	}
	t.Logf("40 random positions, %d just after a three-cell advance", twoCells)
}

// TestShafranCastling: with its rooks on a1 and i5 and nothing between,
// White's king on e1 has its five steps (d1, d2, e2, f2, f3) and four
// castlings: two or three cells along e1 d1 c1 b1 a1 (to c1, to b1) and
// along e1 f2 g3 h4 i5 (to g3, to h4). Castling to g3 puts the rook on f2.
func TestShafranCastling(t *testing.T) {
	const fen = "k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1"
	want := []string{"e1b1", "e1c1", "e1d1", "e1d2", "e1e2", "e1f2", "e1f3", "e1g3", "e1h4"}
	var got []string
	for _, m := range legalMoveStrings(t, "shafran", fen) {
		if strings.HasPrefix(m, "e1") {
			got = append(got, m)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("king moves %v, want %v", got, want)
	}
	if got, want := len(legalMoveStrings(t, "shafran", fen)), int(shafranref.MustFEN(fen).Perft(1)); got != want {
		t.Errorf("%d moves, shafranref counts %d", got, want)
	}
	_, p := bundledPosition(t, "shafran", fen)
	playMoves(t, p, "e1g3")
	if got, want := p.FEN(), "k4/6/7/8/9/9/8/6K/5R/R4 b - - 1 1"; got != want {
		t.Errorf("after castling to g3: %s, want %s", got, want)
	}
	// Both sides free to castle either way: perft 3 as shafranref counts.
	const both = "k3r/6/7/8/r8/8R/8/7/6/R3K w KQkq - 0 1"
	_, p = bundledPosition(t, "shafran", both)
	if got, want := p.Perft(3), shafranref.MustFEN(both).Perft(3); got != want {
		t.Errorf("%s: perft 3 = %d, shafranref counts %d", both, got, want)
	}
}
