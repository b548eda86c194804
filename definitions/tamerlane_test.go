package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/tamerlaneref"
	"github.com/vdl-chess/vdl/interp"
)

// Tamerlane chess (tamerlane.vdl): the pieces' moves and the rules worked
// out by hand on the 13x10 grid (files b..l are the camp, a9 Black's
// citadel, m2 White's); make/unmake round trips; perft compared with
// tamerlaneref, a counter written from the rule text alone.

// tamerlaneFEN builds a FEN from the grid's ranks 10 down to 1, each
// written as its 13 columns, '.' for an empty square and '*' for a
// hole, pieces as FEN symbols ("PP" a pawn of pawns); every rank must
// say its holes, so a mistake shows at once.
func tamerlaneFEN(t *testing.T, side string, rows ...string) string {
	t.Helper()
	if len(rows) != 10 {
		t.Fatalf("want 10 ranks, got %d", len(rows))
	}
	var out []string
	for _, row := range rows {
		var b strings.Builder
		empty := 0
		for _, cell := range strings.Fields(row) {
			if cell == "." {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(cell)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if n := len(strings.Fields(row)); n != 13 {
			t.Fatalf("rank %q has %d columns, want 13", row, n)
		}
		out = append(out, b.String())
	}
	return strings.Join(out, "/") + " " + side + " - - 0 1"
}

// tamerlaneBoard puts pieces on an otherwise empty board (White's King
// on b1 and Black's on l10 unless given): "Z f5 r c7".
func tamerlaneBoard(t *testing.T, side, pieces string) string {
	t.Helper()
	grid := [10][13]string{}
	for r := range grid {
		for f := range grid[r] {
			grid[r][f] = "."
			if f == 0 && r != 8 || f == 12 && r != 1 {
				grid[r][f] = "*"
			}
		}
	}
	w := strings.Fields(pieces)
	kings := !strings.Contains(" "+pieces+" ", " K ") && !strings.Contains(" "+pieces+" ", " k ")
	if kings {
		w = append(w, "K", "b1", "k", "l10")
	}
	for i := 0; i+1 < len(w); i += 2 {
		s := w[i+1]
		f, r := int(s[0]-'a'), atoi(s[1:])-1
		if grid[r][f] != "." {
			t.Fatalf("%s: square %s is %q", pieces, s, grid[r][f])
		}
		grid[r][f] = w[i]
	}
	var rows []string
	for r := 9; r >= 0; r-- {
		rows = append(rows, strings.Join(grid[r][:], " "))
	}
	return tamerlaneFEN(t, side, rows...)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// TestTamerlaneSetup: the start position, as Wikipedia's "masculine"
// array lays it out on the camp (files b..l of the grid), Black's turned
// half round.
func TestTamerlaneSetup(t *testing.T) {
	g := bundledGame(t, "tamerlane")
	want := tamerlaneFEN(t, "w",
		"* e . c . d . d . c . e *",
		". r n t z v k f z t n r *",
		"* pr pn pt pz pv pk pf pe pc pd pp *",
		"* . . . . . . . . . . . *",
		"* . . . . . . . . . . . *",
		"* . . . . . . . . . . . *",
		"* . . . . . . . . . . . *",
		"* PP PD PC PE PF PK PV PZ PT PN PR *",
		"* R N T Z F K V Z T N R .",
		"* E . C . D . D . C . E *")
	if g.V.Setup != want {
		t.Errorf("setup %s, want %s", g.V.Setup, want)
	}
}

// TestTamerlaneMovesByHand lists the legal moves of one piece, counted
// from the rules on the board drawn.
func TestTamerlaneMovesByHand(t *testing.T) {
	cases := []struct{ name, side, pieces, from, want string }{
		// The giraffe on f5: a diagonal step (g6, e6, g4, e4), two empty
		// squares straight on outward, then on as a rook: from g6 right
		// j6 k6 l6 (m6 is a hole) and up g9 g10; from e6 left b6 and up
		// e9 e10; from g4 right j4 k4 l4 and down g1; from e4 left b4 and
		// down e1. Fourteen.
		{"giraffe", "w", "Z f5", "f5", "f5b4 f5b6 f5e1 f5e10 f5e9 f5g1 f5g10 f5g9 f5j4 f5j6 f5k4 f5k6 f5l4 f5l6"},
		// A piece on e6 blocks the step to it; one on g8 stops the
		// upward line from g6 after g7 (it needs g7 and g8 empty); an
		// enemy on k4 is taken, and the line ends there.
		{"giraffe blocked", "w", "Z f5 PN e6 r g8 n k4", "f5", "f5b4 f5e1 f5g1 f5j4 f5j6 f5k4 f5k6 f5l6"},
		// The picket on f5: diagonals from the second square on: h7 i8
		// j9 k10; d7 c8 b9; h3 i2 j1; d3 c2 (its King on b1). Twelve.
		{"picket", "w", "T f5", "f5", "f5b9 f5c2 f5c8 f5d3 f5d7 f5h3 f5h7 f5i2 f5i8 f5j1 f5j9 f5k10"},
		// A piece next to it on g6 blocks that whole diagonal.
		{"picket blocked", "w", "T f5 pn g6", "f5", "f5b9 f5c2 f5c8 f5d3 f5d7 f5h3 f5i2 f5j1"},
		{"camel", "w", "C f5", "f5", "f5c4 f5c6 f5e2 f5e8 f5g2 f5g8 f5i4 f5i6"},
		{"elephant", "w", "E f5", "f5", "f5d3 f5d7 f5h3 f5h7"},
		{"war engine", "w", "D f5", "f5", "f5d5 f5f3 f5f7 f5h5"},
		{"general", "w", "F f5", "f5", "f5e4 f5e6 f5g4 f5g6"},
		{"vizier", "w", "V f5", "f5", "f5e5 f5f4 f5f6 f5g5"},
		// Pawns step forward and take diagonally forward, no double step.
		{"pawn", "w", "PN f3 r e4 r g4", "f3", "f3e4 f3f4 f3g4"},
		// Citadels: the Rook on l2 does not enter m2 (White's own
		// citadel) nor the one on c9 a9 (Black's); the Knight on k1 not
		// m2.
		{"rook by own citadel", "w", "R l2 K b1 k c10", "l2", "l2b2 l2c2 l2d2 l2e2 l2f2 l2g2 l2h2 l2i2 l2j2 l2k2 l2l1 l2l10 l2l3 l2l4 l2l5 l2l6 l2l7 l2l8 l2l9"},
		{"rook by the enemy citadel", "w", "R c9 K g2 k g10", "c9", "c9b9 c9c1 c9c10 c9c2 c9c3 c9c4 c9c5 c9c6 c9c7 c9c8 c9d9 c9e9 c9f9 c9g9 c9h9 c9i9 c9j9 c9k9 c9l9"},
		{"knight by own citadel", "w", "N k1", "k1", "k1i2 k1j3 k1l3"},
		// A King enters the enemy citadel (a9) but not its own (m2).
		{"king by the enemy citadel", "w", "K b9 k g2", "b9", "b9a9 b9b10 b9b8 b9c10 b9c8 b9c9"},
		{"king by its own citadel", "w", "K l2 k g9", "l2", "l2k1 l2k2 l2k3 l2l1 l2l3"},
		{"black king by the enemy citadel", "b", "K g9 k l2", "l2", "l2k1 l2k2 l2k3 l2l1 l2l3 l2m2"},
		// The Prince and the Adventitious King step as kings, with the
		// King's citadel rule: White's Adventitious King on l3 not into
		// m2, Black's into it (m3 and m4 are holes).
		{"prince", "w", "S f5 K b1 k l10", "f5", "f5e4 f5e5 f5e6 f5f4 f5f6 f5g4 f5g5 f5g6"},
		{"adventitious king", "w", "A l3 K b1 k g10", "l3", "l3k2 l3k3 l3k4 l3l2 l3l4"},
		{"black adventitious king", "b", "a l3 K b1 k g10", "l3", "l3k2 l3k3 l3k4 l3l2 l3l4 l3m2"},
		// The pawn of pawns promotes on the last rank, like the others
		// (a map promotion, written +).
		{"pawn of pawns promotes", "w", "PP c9", "c9", "c9c10+"},
		// The held pawn of pawns on c10 goes where, as a pawn, it takes
		// two: e6, between the rooks on d7 and f7.
		{"held pawn forks", "w", "PH c10 r d7 r f7", "c10", "c10e6pq"},
		// An immune piece is not counted: with the held pawn on f7 it
		// has no fork to go to.
		{"no fork on an immune piece", "w", "PH c10 r d7 ph f7", "c10", ""},
		// The returning pawn of pawns goes to g3 when it is empty.
		{"returning pawn", "w", "PU d10", "d10", "d10g3pj"},
		{"returning pawn blocked", "w", "PU d10 pn g3", "d10", ""},
		// Nothing takes the held pawn on c10: the rook on c5 stops on c9.
		{"immune", "b", "PH c10 r c5", "c5", "c5b5 c5c1 c5c2 c5c3 c5c4 c5c6 c5c7 c5c8 c5c9 c5d5 c5e5 c5f5 c5g5 c5h5 c5i5 c5j5 c5k5 c5l5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fen := tamerlaneBoard(t, c.side, c.pieces)
			_, p := bundledPosition(t, "tamerlane", fen)
			var got []string
			for _, m := range legalFrom(p, c.from) {
				if to := m[len(c.from):]; to[0] >= 'a' && to[0] <= 'm' {
					got = append(got, m) // not a square of the same prefix (b1 and b10)
				}
			}
			if want := strings.Fields(c.want); !slices.Equal(got, want) {
				t.Errorf("%s: moves of %s: %v, want %v", fen, c.from, got, want)
			}
		})
	}
}

// TestTamerlaneRules: royalty, the king's swap, the citadel's draw and
// the pawn of pawns' lives, by hand.
func TestTamerlaneRules(t *testing.T) {
	t.Run("two royals", func(t *testing.T) {
		// With a Prince on b1 the King on g2 is not royal: attacked by the
		// rook on g7, it may stay or step anywhere, the Prince too (c1 b2
		// c2), and there is no check, so no swap: 8 + 3 moves.
		_, p := bundledPosition(t, "tamerlane", tamerlaneBoard(t, "w", "K g2 S b1 r g7 k l10"))
		if got := len(p.LegalMoves(nil)); got != 11 {
			t.Errorf("moves %v, want 11", legalFrom(p, ""))
		}
		if p.InCheck() {
			t.Error("in check with two royals")
		}
	})
	t.Run("swap out of check", func(t *testing.T) {
		// Alone, the King on g2 is in check from g7: it steps off the
		// g-file (f1 f2 f3 h1 h2 h3) or swaps with its Vizier on b5; the
		// Vizier's own steps do not answer the check. Once the right is
		// used (the FEN's seventh field, A), only the steps.
		fen := tamerlaneBoard(t, "w", "K g2 V b5 r g7 k l10")
		_, p := bundledPosition(t, "tamerlane", fen)
		want := "g2b5 g2f1 g2f2 g2f3 g2h1 g2h2 g2h3"
		if got := legalFrom(p, ""); !slices.Equal(got, strings.Fields(want)) {
			t.Errorf("moves %v, want %s", got, want)
		}
		_, p = bundledPosition(t, "tamerlane", fen+" A")
		if got := legalFrom(p, ""); !slices.Equal(got, strings.Fields(want)[1:]) {
			t.Errorf("with the swap used: moves %v", got)
		}
	})
	t.Run("swap out of stalemate", func(t *testing.T) {
		// The King on b1 cannot move (b2 and c1 c2 are attacked by the
		// rooks on l2 and c10), its pawn on b3 is blocked by b4 and takes
		// nothing: stalemated, it swaps with the pawn (b3 is safe). With
		// the right used, White is stalemated and loses.
		fen := tamerlaneBoard(t, "w", "K b1 PR b3 pn b4 r c10 r l2 k l10")
		_, p := bundledPosition(t, "tamerlane", fen)
		if got := legalFrom(p, ""); !slices.Equal(got, []string{"b1b3"}) {
			t.Errorf("moves %v, want b1b3", got)
		}
		_, p = bundledPosition(t, "tamerlane", fen+" A")
		ms := p.LegalMoves(nil)
		if o := p.Outcome(ms); len(ms) != 0 || !o.Over || o.Rule != "stalemate" || o.Winner != interp.Black {
			t.Errorf("with the swap used: moves %v, %+v, want Black's win by stalemate", legalFrom(p, ""), o)
		}
	})
	t.Run("citadel draws", func(t *testing.T) {
		_, p := bundledPosition(t, "tamerlane", tamerlaneBoard(t, "w", "K b9 k g2"))
		playMoves(t, p, "b9a9")
		o := p.Outcome(p.LegalMoves(nil))
		if !o.Over || o.Rule != "citadel" || o.Winner != interp.NoWinner {
			t.Errorf("after b9a9: %+v, want a draw by the citadel", o)
		}
	})
	t.Run("pawn of pawns", func(t *testing.T) {
		// The first life ends on c10 (held, immune), the fork to e6 starts
		// the second, which ends on e10 (returning); then to g3 for the
		// third, which ends on g10 as the Adventitious King: with the
		// King, two royals.
		_, p := bundledPosition(t, "tamerlane", tamerlaneBoard(t, "w", "PP c9 r d7 r f7 K b1 k l10"))
		playMoves(t, p, "c9c10+ l10l9 c10e6pq l9l10 e6f7 l10l9 f7f8 l9l10 f8f9 l10l9 f9f10+ l9l10 f10g3pj")
		if got := p.FEN(); !strings.HasPrefix(got, "*10k*/12*/*11*/*2r8*/*11*/*11*/*11*/*5PJ5*/") {
			t.Errorf("after the second life: %s", got)
		}
		for range 6 {
			p.Unmake()
		}
		if !strings.Contains(p.FEN(), "PQ") {
			t.Errorf("unmade to the second life: %s", p.FEN())
		}
	})
}

// TestTamerlanePerft: from the start each side has 24 moves (11 pawn
// steps, two knights' three, two camels' two, the General's two, the
// King's one: the giraffes, pickets, rooks, elephants and war engines are
// shut in), and the armies do not meet in two plies, so 24 and 576;
// then perft 1 to 3 (4 in full runs) and positions of random games, from
// the start and from a position with pawns about to promote, against
// tamerlaneref.
func TestTamerlanePerft(t *testing.T) {
	_, start := bundledPosition(t, "tamerlane", "")
	for d, want := range []uint64{1: 24, 2: 576} {
		if d > 0 {
			if got := start.Perft(d); got != want {
				t.Errorf("perft %d = %d, want %d", d, got, want)
			}
		}
	}
	depth := 4
	if testing.Short() {
		depth = 3
	}
	ref, err := tamerlaneref.FromFEN(start.FEN())
	if err != nil {
		t.Fatal(err)
	}
	for d := 1; d <= depth; d++ {
		if got, want := start.Perft(d), ref.Perft(d); got != uint64(want) {
			t.Errorf("perft %d = %d, tamerlaneref counts %d", d, got, want)
		}
	}
	late := tamerlaneBoard(t, "w", "K g2 S e1 F f2 PP c8 PK h8 PQ j7 PJ k6 PH d10 PU e10 k g9 f h9 pp l3 pk f3 pq c4 ph l1 pu b1 r e5 R j5 Z h4 z d6 T i5 t e7 N d4 n j6")
	games := 24
	if testing.Short() {
		games = 8
	}
	rng := rand.New(rand.NewPCG(29, 1405))
	seen := map[string]int{}
	for i := range games {
		p := start.Clone()
		if i%2 == 1 {
			_, p = bundledPosition(t, "tamerlane", late)
		}
		randomWalk(p, rng, 4, 60, func(m interp.Move) bool { return m.Kind == interp.Capture || m.Promo != 0 || m.Kind == interp.Swap })
		f := p.FEN()
		ref, err := tamerlaneref.FromFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		compareTamerlane(t, p, ref, 2, seen)
	}
	t.Logf("positions compared with a promotion, a teleport, a swap among their moves: %v", seen)
	for _, k := range []string{"promotion", "teleport", "swap"} {
		if seen[k] == 0 {
			t.Errorf("no position compared had a %s among its moves: the games test too little", k)
		}
	}
}

// compareTamerlane compares the legal moves of p with ref's, and those of
// every position after them, depth plies deep; seen counts the
// positions with promotions, teleports and swaps among their moves.
func compareTamerlane(t *testing.T, p *interp.Position, ref *tamerlaneref.Pos, depth int, seen map[string]int) {
	t.Helper()
	got, want := legalFrom(p, ""), ref.Legal()
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s: moves %v, tamerlaneref %v", p.FEN(), got, want)
		return
	}
	kinds := map[string]bool{}
	for _, m := range got {
		switch {
		case strings.HasSuffix(m, "+"):
			kinds["promotion"] = true
		case strings.HasSuffix(m, "pq") || strings.HasSuffix(m, "pj"):
			kinds["teleport"] = true
		}
	}
	ms := p.LegalMoves(nil)
	if slices.ContainsFunc(ms, func(m interp.Move) bool { return m.Kind == interp.Swap }) {
		kinds["swap"] = true
	}
	for k := range kinds {
		seen[k]++
	}
	if depth <= 1 {
		return
	}
	children := ref.Children()
	for _, m := range ms {
		p.Make(m)
		compareTamerlane(t, p, children[p.Game().MoveString(m)], depth-1, seen)
		p.Unmake()
	}
}

// TestTamerlaneMakeUnmake plays random games, from the start and from a
// position of pawns of pawns in each life; every legal move is made and
// unmade, giving back the FEN and hash, and the hash after it matches
// the FEN's read back.
func TestTamerlaneMakeUnmake(t *testing.T) {
	g, start := bundledPosition(t, "tamerlane", "")
	_, late := bundledPosition(t, "tamerlane", tamerlaneBoard(t, "w", "K g2 PP c8 PQ j7 PJ k6 PH d10 PU e10 V f5 r f7 r h7 k g9 pp l3 pq c4 ph l1 pu b1 v e6 R d3 R h3"))
	rng := rand.New(rand.NewPCG(7, 29))
	plies := 60
	if testing.Short() {
		plies = 25
	}
	for game := range 4 {
		p := start.Clone()
		if game%2 == 1 {
			p = late.Clone()
		}
		for range plies {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			fen, hash := p.FEN(), p.Hash()
			for _, m := range ms {
				p.Make(m)
				q, err := g.ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("%s after %s: %v", fen, g.MoveString(m), err)
				}
				if q.Hash() != p.Hash() {
					t.Errorf("%s after %s: hash %x, the FEN's %x", fen, g.MoveString(m), p.Hash(), q.Hash())
				}
				p.Unmake()
				if p.FEN() != fen || p.Hash() != hash {
					t.Fatalf("%s: %s unmade gives %s", fen, g.MoveString(m), p.FEN())
				}
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
	}
}
