package shafranref

import (
	"strconv"
	"strings"
	"testing"
)

const start = "kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w KQkq - 0 1"

// dist is the number of orthogonal steps from (0,0) to d: with the steps
// (0,±1), (±1,0) and ±(1,1) it is the largest of |f|, |r| and |f-r|.
func dist(d cell) int {
	return max(abs(d.f), abs(d.r), abs(d.f-d.r))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// onLine tells whether d is a whole number of steps along one of the
// twelve directions.
func onLine(d cell) bool {
	for _, s := range append(append([]cell{}, orth...), diag...) {
		for n := 1; n <= 10; n++ {
			if d == (cell{s.f * n, s.r * n}) {
				return true
			}
		}
	}
	return false
}

// TestBoard checks the 70 cells file by file and some ranks.
func TestBoard(t *testing.T) {
	files := map[byte]string{'a': "1-6", 'b': "1-7", 'c': "1-8", 'd': "1-9", 'e': "1-10", 'f': "2-10", 'g': "3-10", 'h': "4-10", 'i': "5-10"}
	total := 0
	for f := 0; f <= 8; f++ {
		lo, hi := 0, 0
		for r := 0; r <= 12; r++ {
			if on(cell{f, r}) {
				if lo == 0 {
					lo = r
				}
				hi = r
				total++
			}
		}
		if got := strconv.Itoa(lo) + "-" + strconv.Itoa(hi); got != files[byte('a'+f)] {
			t.Errorf("file %c: ranks %s, want %s", 'a'+f, got, files[byte('a'+f)])
		}
	}
	if total != 70 {
		t.Errorf("%d cells, want 70", total)
	}
	for r, want := range map[int]string{1: "a1 b1 c1 d1 e1", 2: "a2 b2 c2 d2 e2 f2", 5: "a5 b5 c5 d5 e5 f5 g5 h5 i5", 10: "e10 f10 g10 h10 i10"} {
		var got []string
		for _, c := range rankCells(r) {
			got = append(got, c.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("rank %d: %v, want %s", r, got, want)
		}
	}
}

// height is a cell's height in cells: one file right, the same rank is
// half a cell lower.
func height(d cell) float64 { return float64(d.r) - float64(d.f)/2 }

// TestDirections checks the derived steps against the geometry.
func TestDirections(t *testing.T) {
	for i, o := range orth {
		if dist(o) != 1 {
			t.Errorf("orthogonal %v is %d steps away", o, dist(o))
		}
		// each diagonal is the sum of two orthogonals next to each other
		if next := orth[(i+1)%6]; diag[i] != o.add(next) {
			t.Errorf("diagonal %d = %v, want %v+%v", i, diag[i], o, next)
		}
	}
	for _, d := range diag {
		// a diagonal goes 1.5 cells up or down one file aside, or level two files aside
		h := height(d)
		if !(abs(d.f) == 1 && (h == 1.5 || h == -1.5) || abs(d.f) == 2 && h == 0) {
			t.Errorf("diagonal %v: %d files aside, %.1f cells up", d, d.f, h)
		}
	}
	// the ring three steps away has 18 cells: 6 on the orthogonal lines
	// (diagonals go 2 steps at a time, never 3) and the 12 knight leaps
	leaps := map[cell]bool{}
	for _, l := range knight {
		leaps[l] = true
	}
	if len(leaps) != 12 {
		t.Errorf("%d distinct leaps, want 12", len(leaps))
	}
	ring := 0
	for f := -3; f <= 3; f++ {
		for r := -3; r <= 3; r++ {
			d := cell{f, r}
			if dist(d) != 3 {
				continue
			}
			ring++
			if leaps[d] == onLine(d) {
				t.Errorf("%v: leap %v, on a line %v", d, leaps[d], onLine(d))
			}
		}
	}
	if ring != 18 {
		t.Errorf("ring of 3 has %d cells, want 18", ring)
	}
	// pawns capture 1.5 cells ahead, one file to either side
	for s, fwd := range []float64{1.5, -1.5} {
		if a, b := pawnCaps[s][0], pawnCaps[s][1]; height(a) != fwd || height(b) != fwd || a.f+b.f != 0 || abs(a.f) != 1 {
			t.Errorf("side %d captures on %v %v", s, a, b)
		}
	}
	// the castling lines are straight orthogonal lines to the rooks
	for _, cs := range castlings {
		var line []string
		for n := 0; n <= 4; n++ {
			line = append(line, cell{cs.king.f + n*cs.dir.f, cs.king.r + n*cs.dir.r}.String())
		}
		want := map[byte]string{'K': "e1 f2 g3 h4 i5", 'Q': "e1 d1 c1 b1 a1", 'k': "e10 f10 g10 h10 i10", 'q': "e10 d9 c8 b7 a6"}[cs.right]
		if got := strings.Join(line, " "); got != want || dist(cs.dir) != 1 {
			t.Errorf("castling %c: line %s, want %s", cs.right, got, want)
		}
	}
}

// TestStartFEN reads the start FEN and checks it cell by cell against the
// piece list.
func TestStartFEN(t *testing.T) {
	want := map[string]byte{}
	for _, s := range strings.Fields("Ra1 Nb1 Bc1 Qd1 Ke1 Bf2 Ng3 Bh4 Ri5 Pa2 Pb2 Pc2 Pd2 Pe2 Pf3 Pg4 Ph5 Pi6 " +
		"ke10 qf10 bg10 nh10 ri10 bd9 nc8 bb7 ra6 pi9 ph9 pg9 pf9 pe9 pd8 pc7 pb6 pa5") {
		want[s[1:]] = s[0]
	}
	p := MustFEN(start)
	n := 0
	for f := 0; f <= 8; f++ {
		for r := 1; r <= 10; r++ {
			c := cell{f, r}
			if !on(c) {
				continue
			}
			x, ok := want[c.String()]
			if !ok {
				x = '.'
			}
			if p.at(c) != x {
				t.Errorf("%s: %c, want %c", c, p.at(c), x)
			}
			n++
		}
	}
	if n != 70 || !p.white || p.rights != "KQkq" || len(p.ep) != 0 {
		t.Errorf("%d cells, white %v, rights %q, ep %v", n, p.white, p.rights, p.ep)
	}
	// Black is White turned half round: (f, r) -> (8-f, 11-r), colours swapped
	for f := 0; f <= 8; f++ {
		for r := 1; r <= 10; r++ {
			if c := (cell{f, r}); on(c) {
				x, y := p.at(c), p.at(cell{8 - f, 11 - r})
				if x != '.' && x^0x20 != y || x == '.' && y != '.' {
					t.Errorf("%s holds %c, its turned cell %c", c, x, y)
				}
			}
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, f := range []string{
		start,
		"kqbnr/bppppp/np5/bp6/rp6P/p3P2PR/6PB/5PN/PPPP1B/RNBQK b KQkq e3,e4 0 1",
		"5/6/7/8/3PpP3/8K/k7/7/6/5 w - e8,e7 12 40",
		// d2-d4 passes d3 only
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/3P2PB/5PN/PPP1PB/RNBQK b KQkq d3 0 1",
		"k4/6/7/8/9/8R/8/4n2/6/R3K w Kq - 3 9",
		"2b2/4P1/7/7K/k8/9/8/3n1P1/4P1/5 b - - 0 1",
	} {
		if got := MustFEN(f).FEN(); got != f {
			t.Errorf("%s\nwritten back as\n%s", f, got)
		}
	}
	// accepted and written in the canonical form
	for in, want := range map[string]string{
		"kqbnr/bppppp/np5/bp6/rp6P/p3P2PR/6PB/5PN/PPPP1B/RNBQK b qkQK e4,e3": "kqbnr/bppppp/np5/bp6/rp6P/p3P2PR/6PB/5PN/PPPP1B/RNBQK b KQkq e3,e4 0 1",
	} {
		if got := MustFEN(in).FEN(); got != want {
			t.Errorf("%s\nwritten as\n%s, want\n%s", in, got, want)
		}
	}
	for _, bad := range []string{
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB w KQkq - 0 1",        // 9 ranks
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQKB w KQkq - 0 1", // rank 1 of 6
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK x KQkq - 0 1",  // side
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w KX - 0 1",    // rights
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK b KQkq e3 0 1", // no pawn beyond e3
		"kqbnr/bppppp/np5/bp6/rp6P/p3P2PR/6PB/5PN/PPPP1B/RNBQK b KQkq e3,e5 0 1",
		"kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w KQkq - 0", // 5 fields
	} {
		if _, err := FromFEN(bad); err == nil {
			t.Errorf("%s: read without error", bad)
		}
	}
}

// TestPerft1 counts the moves of small positions, each worked out by hand
// from the rules. Cells are (file, rank) with a = 0; a piece's targets are
// its cell plus the steps in orth, diag and knight, kept when on the board
// (a1-a6 b1-b7 c1-c8 d1-d9 e1-e10 f2-f10 g3-g10 h4-h10 i5-i10).
func TestPerft1(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		want      uint64
	}{
		// Ke1 (4,1): up e2, up right f2, up left d1 (the other
		// orthogonals fall off: f1, e0, d0); diagonals (1,2) f3 and
		// (-1,1) d2 (g2, f0, d-1, c0 are off). 5.
		{"king in the corner", "k4/6/7/8/9/9/8/7/6/4K w - - 0 1", 5},
		// Ne5 (4,5) reaches all 12: f8 g8 h6 h7 f3 g4 d2 c2 b4 b3 d7 c6.
		// Ka1 (0,1): a2 b1 b2 and diagonals (1,2) b3, (2,1) c2. 12+5.
		{"knight", "4k/6/7/8/9/4N4/8/7/6/K4 w - - 0 1", 17},
		// Re5: up e6-e10 5, down e4-e1 4, right f5-i5 4, up right f6 g7
		// h8 i9 4, left d5-a5 4, down left d4 c3 b2 a1 4: 25. Ki10
		// (8,10): i9 h10 h9 and diagonals h8 (-1,-2), g9 (-2,-1): 5.
		// Black's king on a6 is on none of the rook's lines.
		{"rook", "4K/6/7/8/k8/4R4/8/7/6/5 w - - 0 1", 30},
		// Be5: (1,2) f7 g9, (2,1) g6 i7, (1,-1) f4 g3 (h2 off),
		// (-1,-2) d3 c1, (-2,-1) c4 a3, (-1,1) d6 c7 (b8 off): 12, +5.
		{"bishop", "4K/6/7/8/k8/4B4/8/7/6/5 w - - 0 1", 17},
		// the rook's 25 and the bishop's 12, +5
		{"queen", "4K/6/7/8/k8/4Q4/8/7/6/5 w - - 0 1", 42},
		// White Ki7 Pe2 Pf3 Ph9, Black ka6 nd3 bg10. The knight on d3
		// hits e6 f6 g4 g5 e1 f2 a2 a1 c5 b4, the bishop f8 e6 d4 c2
		// e9 c8 (h9 blocks its third line), so Ki7 has all of i8 i6 h7
		// h6 h5 g6 h8: 7. e2: e3 e4 e5 (three from e2) and takes d3
		// (f4 empty): 4. f3: f4 f5 f6, nothing on e4 or g5: 3. h9: h10
		// and takes g10, each making Q R B or N: 8. 7+4+3+8.
		{"pawns", "2b2/4P1/7/7K/k8/9/8/3n1P1/4P1/5 w - - 0 1", 22},
		// the same turned half round with colours swapped, Black to move
		{"black pawns", "5/1p4/1p1N3/8/9/8K/k7/7/1p4/2B2 b - - 0 1", 22},
		// White's e-pawn has just gone e2-e5 past e3 and e4. Black: ka6
		// a5 b6 b7 c7 b5 (Pe5 hits d6 and f7 only): 5; d5: d4 and
		// takes on e4 ((1,-1) from d5); f5: f4 and takes on e3
		// ((-1,-2) from f5; g4 is empty). 5+2+2.
		{"en passant", "5/6/7/7K/k8/3pPp3/8/7/6/5 b - e3,e4 0 1", 9},
		{"no en passant", "5/6/7/7K/k8/3pPp3/8/7/6/5 b - - 0 1", 7},
		// the same turned, White taking the pawn that went e9-e6
		{"white en passant", "5/6/7/8/3PpP3/8K/k7/7/6/5 w - e8,e7 0 1", 9},
		// Ke1 Ra1 Ri5, ke10. King: e2 f2 d1 f3 d2, castling e1c1 e1b1
		// e1g3 e1h4: 9. Ra1: a2-a6 5, b1 c1 d1 3, b2 c3 d4 e5 f6 g7 h8
		// i9 8: 16. Ri5: i6-i10 5, h5-a5 8, h4 g3 f2 3: 16. 9+16+16.
		{"castling", "k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1", 41},
		{"no castling rights", "k4/6/7/8/9/8R/8/7/6/R3K w - - 0 1", 37},
		// Black's knight on e3 hits b1 and h4 (and f6 g6 h5 b2 d5
		// c4), none of the other moves' cells: e1b1 and e1h4 go, e1c1
		// and e1g3 stay.
		{"castling into attack", "k4/6/7/8/9/8R/8/4n2/6/R3K w KQ - 0 1", 39},
		// Black's rook on e9 checks down the e-file: no castling; the
		// king goes f2 d1 f3 d2 (e2 is still on the file), Ra1 and Ri5
		// block on e5, nothing can take e9. 4+2.
		{"no castling out of check", "k4/1r4/7/8/9/8R/8/7/6/R3K w KQ - 0 1", 6},
		// the castling position turned half round, Black to move
		{"black castling", "k3r/6/7/8/r8/9/8/7/6/4K b kq - 0 1", 41},
		// White: pawns a2 (a3) 1, b2 c2 g4 h5 (two each) 8, d2 e2 f3
		// (three each) 9, i6 (i7) 1: 19. Nb1 c4 d4 e3 a3 (e2 own): 4.
		// Ng3 h6 f5 e4 (i6 d2 d1 own): 3. Bc1 d3 e5 f7 takes g9: 4.
		// Bf2 e3 d4 c5 takes b6: 4. Bh4 g5 f6 e7 takes d8: 4. Qd1
		// e3 f5 g7 takes h9: 4. King and rooks shut in: 0. 42.
		{"start", start, 42},
		// Black's start is White's turned half round
		{"start, Black", strings.Replace(start, " w ", " b ", 1), 42},
	} {
		if got := MustFEN(tc.fen).Perft(1); got != tc.want {
			t.Errorf("%s: perft 1 = %d, want %d\n%v", tc.name, got, tc.want, keys(MustFEN(tc.fen).Divide(1)))
		}
	}
}

func keys(m map[string]uint64) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// playName plays the move named s, failing the test if there is none.
func playName(t *testing.T, p *Pos, s string) *Pos {
	t.Helper()
	for _, m := range p.moves() {
		if m.String() == s {
			return p.play(m)
		}
	}
	t.Fatalf("%s: no move %s", p.FEN(), s)
	return nil
}

// TestPlay checks what moves leave behind, positions written by hand.
func TestPlay(t *testing.T) {
	for _, tc := range []struct{ fen, moves, want string }{
		// three cells up: e3 and e4 passed
		{start, "e2e5", "kqbnr/bppppp/np5/bp6/rp6P/p3P2PR/6PB/5PN/PPPP1B/RNBQK b KQkq e3,e4 0 1"},
		// Black's three-cell advance from e9, then a one-cell reply clears it
		{start, "a2a3 e9e6 a3a4", "kqbnr/b1pppp/np5/bp6/rp2p3P/p6PR/P5PB/5PN/1PPPPB/RNBQK b KQkq - 0 2"},
		// en passant on e3: the pawn on e5 goes
		{"5/6/7/7K/k8/3pPp3/8/7/6/5 b - e3,e4 0 1", "f5e3", "5/6/7/7K/k8/3p5/8/4p2/6/5 w - - 0 2"},
		// long castling with the queen's rook: king b1, rook c1
		{"k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1", "e1b1", "k4/6/7/8/9/8R/8/7/6/1KR2 b - - 1 1"},
		// short castling with the bishop's rook: king g3, rook f2
		{"k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1", "e1g3", "k4/6/7/8/9/9/8/6K/5R/R4 b - - 1 1"},
		// a rook leaving home ends that right only
		{"k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1", "a1a2", "k4/6/7/8/9/8R/8/7/R5/4K b K - 1 1"},
		// a promotion
		{"2b2/4P1/7/7K/k8/9/8/3n1P1/4P1/5 w - - 0 1", "h9g10n", "2N2/6/7/7K/k8/9/8/3n1P1/4P1/5 b - - 0 1"},
	} {
		p := MustFEN(tc.fen)
		for _, m := range strings.Fields(tc.moves) {
			p = playName(t, p, m)
		}
		if got := p.FEN(); got != tc.want {
			t.Errorf("%s after %s:\n%s, want\n%s", tc.fen, tc.moves, got, tc.want)
		}
	}
}

// TestDivide checks move names and two depth-2 counts from the start
// worked out by hand.
func TestDivide(t *testing.T) {
	d := MustFEN(start).Divide(2)
	for name, want := range map[string]uint64{
		// Bh4xd8 checks: from d8 the diagonal (1,2) is e10. Black can
		// only take it, Bb7xd8 ((2,1) from b7) or Kxd8 (d8 is not
		// defended: Qd1's file is shut by d2); the king's other cells
		// are its own or off the board.
		"h4d8": 2,
		// Bc1-f7: Black's 42 less f9's f7 and f6 (f8 stays) and Bd9's
		// g6 and takes h5 (its line (1,-1) now stops on f7, taking the
		// bishop instead of going there); plus g9xf7 ((-1,-2)).
		// Nh10-f7 was a move already and is now a capture. No check.
		"c1f7": 39,
	} {
		if d[name] != want {
			t.Errorf("start, %s: perft 1 after it = %d, want %d", name, d[name], want)
		}
	}
	// castlings by the king's move, promotions with the piece's letter
	d = MustFEN("2b2/4P1/7/7K/k8/9/8/3n1P1/4P1/5 w - - 0 1").Divide(1)
	for _, name := range strings.Fields("h9h10q h9h10r h9h10b h9h10n h9g10q e2d3 e2e5") {
		if d[name] != 1 {
			t.Errorf("no move %s in %v", name, keys(d))
		}
	}
	d = MustFEN("k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1").Divide(1)
	for _, name := range strings.Fields("e1c1 e1b1 e1g3 e1h4") {
		if d[name] != 1 {
			t.Errorf("no castling %s in %v", name, keys(d))
		}
	}
}

// TestStartPerft logs perft from the start, for comparison with vdl.
func TestStartPerft(t *testing.T) {
	p := MustFEN(start)
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for d := 1; d <= depth; d++ {
		t.Logf("perft %d = %d", d, p.Perft(d))
	}
}
