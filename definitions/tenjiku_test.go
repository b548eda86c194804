package definitions_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Tenjiku Shogi's pieces (definitions/hachu.vdl), each on a position
// worked out by hand on the 16x16 board, White moving up from rank 1.

// boardFEN writes an n x n placement with the pieces on the squares given
// ("e5": "ZF"), the rest empty, and the side to move.
func boardFEN(n int, pieces map[string]string, side string) string {
	var ranks []string
	for r := n; r >= 1; r-- {
		var b strings.Builder
		empty := 0
		for f := 0; f < n; f++ {
			pc, ok := pieces[fmt.Sprintf("%c%d", 'a'+f, r)]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteString(pc)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		ranks = append(ranks, b.String())
	}
	return strings.Join(ranks, "/") + " " + side + " - - 0 1"
}

// tenjikuFEN is a Tenjiku position with White's King on p1 and Black's
// on p16, off every line the tests use, and the pieces given.
func tenjikuFEN(pieces map[string]string, side string) string {
	all := map[string]string{"p1": "K", "p16": "k"}
	for s, pc := range pieces {
		all[s] = pc
	}
	return boardFEN(16, all, side)
}

// TestTenjikuPieces counts the moves of a piece of each new kind, and
// names some moves it must have or not.
func TestTenjikuPieces(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces map[string]string
		from   string
		count  int
		want   []string
		not    []string
	}{
		// The Fire Demon on a1: the area move reaches the 15 other
		// squares of a1-d4, the Bishop's slide 12 more (e5-p16), the
		// sideways slide 12 more (e1-p1, the King on p1 stops it... no:
		// White's own King is on p1: e1-o1 is 11).
		{"fire demon in the corner", map[string]string{"a1": "ZF"}, "a1", 15 + 12 + 11,
			[]string{"a1d4", "a1c2", "a1a4", "a1p16", "a1o1"}, []string{"a1a5", "a1p1"}},
		// An enemy Pawn on b2: the area move takes it and stops, so d4
		// (three diagonal steps, all through b2) is out of reach; c3 and
		// c4 are reached round it (a2-b3-c3, a2-b3-c4), d3 by b1-c2-d3.
		// The Bishop's slide takes b2 and goes no further. 14 + 11.
		{"fire demon, a piece in the way", map[string]string{"a1": "ZF", "b2": "p"}, "a1", 14 + 11,
			[]string{"a1b2", "a1c3", "a1c4", "a1d3"}, []string{"a1d4", "a1e5"}},
		// The Great General on a8: north 8, south 7, the two diagonals 8
		// and 7; east, its own Pawn on b8 blocks the slide, and it jumps
		// the Pawn to take c8 (a Pawn), on over c8 to take d8 (a Rook
		// General, seniority 1) and on over it to take e8 (a Great
		// General, seniority 3, its own: it may be taken but not passed).
		{"great general", map[string]string{"a8": "YG", "b8": "P", "c8": "p", "d8": "yr", "e8": "yg", "f8": "p"}, "a8", 8 + 7 + 8 + 7 + 3,
			[]string{"a8c8", "a8d8", "a8e8"}, []string{"a8f8", "a8b8"}},
		// The Bishop General on a8: its Pawn on b9 blocks the slide up the
		// diagonal; it jumps it to take c10, and over c10 to take the
		// Bishop General on d11 (its own seniority: taken, not passed), so
		// not e12. Down the other diagonal 7 squares.
		{"bishop general", map[string]string{"a8": "YB", "b9": "P", "c10": "p", "d11": "yb", "e12": "p"}, "a8", 2 + 7,
			[]string{"a8c10", "a8d11"}, []string{"a8e12", "a8b9"}},
		// A range capture needs a piece on the way: the Rook General on a8
		// takes the first piece on its line by its slide only (north a9-a12,
		// taking a12 in the promotion zone, where it may promote: 5; south
		// 7; east 15).
		{"rook general without a screen", map[string]string{"a8": "YR", "a12": "p"}, "a8", 5 + 7 + 15,
			[]string{"a8a12"}, []string{"a8a13"}},
		// The Vice General on h8: the Bishop's slides (7 + 7 + 7 + 8 =
		// 29), of which 12 lie within the area move's 48 squares: 65.
		{"vice general", map[string]string{"h8": "YV"}, "h8", 48 + 29 - 12, []string{"h8k11", "h8e5", "h8h11", "h8p16"}, []string{"h8h12"}},
		// The Heavenly Tetrarchs on h8 skips the next square: h10-h16
		// (7), h6-h1 (6), j10-o15 (6: the King on p16 is an enemy, taken:
		// 7), f10-a15 (6), j6-o1 (6), f6-a1 (6), f8 e8 j8 k8 (4).
		{"heavenly tetrarchs", map[string]string{"h8": "ZT"}, "h8", 7 + 6 + 7 + 6 + 6 + 6 + 4,
			[]string{"h8h10", "h8p16", "h8e8", "h8k8"}, []string{"h8h9", "h8i9", "h8d8", "h8g8"}},
		// With an enemy Pawn next to it on h9: it takes it without moving
		// (igui), and still skips it northwards.
		{"heavenly tetrarchs, igui", map[string]string{"h8": "ZT", "h9": "p"}, "h8", 7 + 6 + 7 + 6 + 6 + 6 + 4 + 1,
			[]string{"h8h9,h9h8", "h8h10"}, []string{"h8h9"}},
		// The Water Buffalo on h8: diagonals 7 + 7 + 7 + 8 (p16 taken),
		// sideways 7 + 8, vertically two each way; the 9 diagonal moves
		// into the zone (ranks 12-16: d12-a15, l12-p16) may promote.
		{"water buffalo", map[string]string{"h8": "W"}, "h8", 29 + 15 + 4 + 9, []string{"h8h10", "h8h6"}, []string{"h8h11"}},
		// Soldiers on h8: the Chariot Soldier slides vertically (8 + 7)
		// and diagonally (29), two squares sideways each way; 5 + 9 of its
		// moves enter the zone and may promote. The Vertical Soldier
		// slides forward (8, 5 of them promoting), one back, two sideways.
		{"chariot soldier", map[string]string{"h8": "ZC"}, "h8", 15 + 29 + 4 + 14, []string{"h8f8", "h8j8", "h8h12+"}, []string{"h8e8"}},
		{"vertical soldier", map[string]string{"h8": "ZV"}, "h8", 8 + 1 + 4 + 5, []string{"h8h16", "h8h7", "h8f8"}, []string{"h8h6"}},
		{"side soldier", map[string]string{"h8": "ZS"}, "h8", 15 + 1 + 2, []string{"h8a8", "h8h10"}, []string{"h8h11", "h8h6"}},
		// The Lion Hawk on h8: the Lion's 24 squares and its pass (igui
		// and back on an empty board: h8h8), plus the Bishop's slides
		// beyond the two squares of the Lion (29 - 8).
		{"lion hawk", map[string]string{"h8": "ZL"}, "h8", 24 + 1 + 21, []string{"h8j10", "h8p16", "h8f9", "h8h8"}, nil},
		// The Free Eagle on h8: the Queen's slides (29 + 15 + 8 + 7 =
		// 59), the leaps to the second square, all on the same lines, and
		// a pass by its diagonal Lion's power.
		{"free eagle", map[string]string{"h8": "ZE"}, "h8", 59 + 1, []string{"h8j10", "h8h10", "h8h8"}, []string{"h8i10"}},
		// The Dog on h8: one forward, two diagonally back.
		{"dog", map[string]string{"h8": "U"}, "h8", 3, []string{"h8h9", "h8g7", "h8i7"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			fen := tenjikuFEN(c.pieces, "w")
			got := hachuPieceMoves(t, "tenjiku", fen, c.from)
			if len(got) != c.count {
				t.Errorf("%s: %s has %d moves, want %d: %v", fen, c.from, len(got), c.count, got)
			}
			for _, m := range c.want {
				if !slices.Contains(got, m) {
					t.Errorf("%s: %s missing from %v", fen, m, got)
				}
			}
			for _, m := range c.not {
				if slices.Contains(got, m) {
					t.Errorf("%s: %s among the moves", fen, m)
				}
			}
		})
	}
}

// TestTenjikuBurning: a Fire Demon burns every enemy next to where it
// ends its move, and an enemy piece that ends a move next to it.
func TestTenjikuBurning(t *testing.T) {
	// White's Fire Demon on a1 takes the Pawn on b2 (area step): the
	// Black pieces on c3 and a3... (a3 is not next to b2's square? it is:
	// b2's neighbours are a1 a2 a3 b1 b3 c1 c2 c3) a3 and c3 burn; the
	// White Pawn on c1 stays (no friend burns), and the Black Pawn on d4
	// is not next to b2.
	p := hachuPosition(t, "tenjiku", tenjikuFEN(map[string]string{"a1": "ZF", "b2": "p", "a3": "g", "c3": "s", "c1": "P", "d4": "p"}, "w"))
	playMoves(t, p, "a1b2")
	want := tenjikuFEN(map[string]string{"b2": "ZF", "c1": "P", "d4": "p"}, "b")
	if got := p.FEN(); fenBoard(got) != fenBoard(want) {
		t.Errorf("after a1b2: %s, want %s", got, want)
	}
	// Passive burning: Black's Gold on h9 (moving down the board) may
	// step to g8, h8 or i8, next to White's Fire Demon on h7, and burns
	// there; its other moves stay. (The Kings stand on a1 and a16: on
	// p16 the Fire Demon, reaching p15, would burn Black's.)
	fen := boardFEN(16, map[string]string{"a1": "K", "a16": "k", "h7": "ZF", "h9": "g"}, "b")
	got := hachuPieceMoves(t, "tenjiku", fen, "h9")
	if wantMoves := []string{"h9g8", "h9g9", "h9h10", "h9h8", "h9i8", "h9i9"}; !slices.Equal(got, wantMoves) {
		t.Errorf("%s: the Gold's moves %v, want %v", fen, got, wantMoves)
	}
	p = hachuPosition(t, "tenjiku", fen)
	playMoves(t, p, "h9h8")
	if got, want := fenBoard(p.FEN()), fenBoard(boardFEN(16, map[string]string{"a1": "K", "a16": "k", "h7": "ZF"}, "w")); got != want {
		t.Errorf("after h9h8 next to the Fire Demon: %s, want %s", got, want)
	}
	p.Unmake()
	if p.FEN() != fen {
		t.Errorf("unmade: %s, want %s", p.FEN(), fen)
	}
	// A Fire Demon that moves next to an enemy one burns it first, and
	// survives: White's on h7 goes to h9, next to Black's on h10.
	p = hachuPosition(t, "tenjiku", tenjikuFEN(map[string]string{"h7": "ZF", "h10": "zf"}, "w"))
	playMoves(t, p, "h7h9")
	if got, want := fenBoard(p.FEN()), fenBoard(tenjikuFEN(map[string]string{"h9": "ZF"}, "b")); got != want {
		t.Errorf("after h8h10 next to the enemy Fire Demon: %s, want %s", got, want)
	}
}

// fenBoard is a FEN's placement field.
func fenBoard(fen string) string {
	board, _, _ := strings.Cut(fen, " ")
	return board
}

// TestBurnsArrivalsRoyal: a royal piece may not end a move where it
// burns, as it may not step into check; any other piece may, and goes.
func TestBurnsArrivalsRoyal(t *testing.T) {
	src := `
piece Brazier z "" "Moves nothing; burns what arrives next to it" { burns-arrivals "K" }
variant t {
	board 8x8
	pieces King Rook Brazier
	royal King
	setup "8/8/4k3/8/3Z4/8/8/K7 b - - 0 1"
}
`
	vs, diags := lang.CompileSource("t.vdl", []byte(src))
	if diags.ErrorCount() > 0 || len(vs) != 1 {
		t.Fatalf("%v", diags)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(vs[0].Setup)
	if err != nil {
		t.Fatal(err)
	}
	// Black's King on e6: d5 and e5 touch the Brazier on d4.
	var got []string
	for _, m := range p.LegalMoves(nil) {
		got = append(got, g.MoveString(m))
	}
	slices.Sort(got)
	if want := []string{"e6d6", "e6d7", "e6e7", "e6f5", "e6f6", "e6f7"}; !slices.Equal(got, want) {
		t.Errorf("the King's moves %v, want %v", got, want)
	}
	// A Rook may go there, and burns.
	q, err := g.ParseFEN("8/8/4k3/r7/3Z4/8/8/K7 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, q, "a5d5")
	if got, want := fenBoard(q.FEN()), "8/8/4k3/8/3Z4/8/8/K7"; got != want {
		t.Errorf("after the Rook's a5d5: %s, want %s", got, want)
	}
}

// TestTenjikuFireDemonCaptures: quiescence's list (CandidateCaptures)
// keeps, of a Fire Demon's moves to empty squares, those after which it
// burns something, and leaves out the others. White's Fire Demon on a1
// slides along the diagonal and rank 1 (to its King on p1) and steps up
// to three squares over empty ones.
func TestTenjikuFireDemonCaptures(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces map[string]string
		want   []string
	}{
		// A Black Pawn out of every reach: only Black's King on p16, at
		// the diagonal's end, is taken or burned from o15.
		{"far", map[string]string{"a1": "ZF", "h12": "p"}, []string{"a1o15", "a1p16"}},
		// On the diagonal: taken, or burned from d4 (by the slide or the
		// area move, one move).
		{"on the diagonal", map[string]string{"a1": "ZF", "e5": "p"}, []string{"a1d4", "a1e5"}},
		// Beyond the area move: burned from b4, c4 and d4, the squares
		// next to it that the area move (or the slide) reaches; and the
		// King as above.
		{"beyond the area", map[string]string{"a1": "ZF", "c5": "p"}, []string{"a1b4", "a1c4", "a1d4", "a1o15", "a1p16"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := hachuPosition(t, "tenjiku", tenjikuFEN(c.pieces, "w"))
			caps, _, _ := p.CandidateCaptures(nil)
			var got []string
			for _, m := range caps {
				if s := p.Game().MoveString(m); strings.HasPrefix(s, "a1") {
					got = append(got, s)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("the Fire Demon's captures %v, want %v", got, c.want)
			}
		})
	}
}
