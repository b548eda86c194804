package definitions_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// The variants of the seed rule texts: Overboard, the four Bat Chess
// arrays, Snark Hunt.
var seedVariants = []string{
	"overboard",
	"leaping-bat-chess", "missing-bat-chess-zebra", "missing-bat-chess-nightrider", "complete-alfil-chess",
	"snark-hunt",
}

// TestSeedPerft pins perft from the start positions. The depth-1 counts
// were counted by hand from the arrays before the code's were recorded;
// the deeper ones are regression values.
//
// Leaping Bat Chess, White (Black is the mirror image): 42 moves.
//   - rank 1: the Bat b1 leaps to a9, c9, i5, f8 (its (8,1) leap to j2
//     lands on the own Griffin); Giraffes d1 c5 e5 and m1 l5 n5; Camels
//     e1 d4 f4 and l1 k4 m4; everything else is walled in: 12.
//   - rank 2: the pawns stand behind rank 3; the Dabbabas h2 and i2 leap
//     to h4 and i4; the Rhinoceros g2 has no empty first step; the
//     Griffin j2 has no empty first step and nothing to capture: 2.
//   - rank 3: Men a3 (a4 b4) and p3 (p4 o4), Walkers b3 and o3 one step
//     forward each (no diagonal capture), Wazirs c3 and n3 one each, Fers
//     d3 and m3 two each, the four Alfils two each (c5 g5, d5 h5, i5 m5,
//     j5 n5), the pawns g3-j3 a single and a double step each: 2+2+1+1+
//     1+1+2+2+8+8 = 28.
//
// Missing Bat Chess (Zebra): the Bat's 4 moves go; the Zebras b1 (d4) and
// o1 (m4) add one each: 40. (Nightrider): the Bat's 4 go, the Nightriders
// have none: 38. At depth 2 the arrays are far enough apart that Black
// has the same count after every White move (40*40, 38*38), except in
// Leaping Bat Chess, where the Bat on a9 or c9 can be taken by the Walker
// b10 (a capture its step forward does not replace): 42*42+2.
//
// Complete Alfil Chess, White: 46.
//   - rank 1: Giraffes d1 m1 and Camels e1 l1, two each: 8.
//   - rank 2: Dabbabas f2 (f4) and k2 (k4), Alfils g2-j2 two each: 10.
//   - rank 3: Wazirs a3 p3 one each, Fers b3 o3 two each, Alfils c3 d3
//     m3 n3 two each, Dabbabas e3 l3 one each, pawns f3-k3 two each: 28.
//   - 46*46 at depth 2.
//
// The King's once-per-game knight leap (issue 4) changes no count at
// depths 1 and 2: from i1 it would land on g2, h3, j3 or k2, all held by
// White's own men. At depth 3 a White first move that empties one of
// them gives the King one more move whatever Black replies: the pawns h3
// and j3 (a step or a double step each: 4 moves) in the three arrays with
// Rhinoceros and Griffin, so 80777+4*42, 70202+4*40 and 60914+4*38; in
// Complete Alfil Chess also the Alfil g2 (e4, i4) and the Dabbaba k2 (k4):
// 100740+7*46.
//
// Snark Hunt, White: 15. The Barristers a1 (c3) and f1 (d3) leap as
// alfils; the Bankers b1 (c3; a3 is a chasm) and e1 (d3, f3); the Queen
// and King are walled in; pawns c2-f2 step and double-step (8), while a2
// and b2 leap the chasms a3 and b3 to a4 and b4 (the double step is lame
// and the single step goes nowhere). Black's six Snarks step as kings: a8
// none (a7 and b7 are chasms), b8 c7, c8 c7 d7, d8 three, e8 three, f8 e7
// f7: 11. Their Boojum moves (a queen's move skipping the first square,
// which makes them Boojums) add 27: a8 a6 a5 a4 (over the chasm a7) and
// c6; b8 b6 b5 b4 and d6; c8 c6 c5 c4 c3, takes c2, and e6, a6; d8 d6, f6,
// b6, a5; e8 e6, c6 b5 a4; f8 f6, d6 c5 b4. So 38 after most White moves:
// 15*38 = 570, less 1 after a1c3 and b1c3 (c8's file stops at c3, a
// capture) and after c2c3, and 2 after c2c4: 565. Depth 3 is 9735: an
// independent generator written from the rule text gave 9733 while it kept
// the King from castling through attacked squares; Snark Hunt has no check
// and its King is not royal, so nothing forbids that (Fairy-Stockfish's
// rule for kings that are not royal), which adds the two castles d1e1
// after e1f3 and e1d3 and the Snark c8 turning Boojum on c3, which
// attacks e1 (the square the King castles to).
//
// Overboard, White: 115.
//   - pawns: the eight Guard Pawns one step each (8); the Courier Pawns
//     slide as far as they can: a5 takes h12 (with or without promoting
//     to a Ski-Queen, 2), c5 to a7 or takes j12 (3), e5 a9 or l12 (3),
//     g5 a11 or n12 (3), j5 takes c12 or p11 (3), l5 e12 or p9 (3), n5
//     g12 or p7 (3), p5 takes i12 (2): 30.
//   - rank 4, passing over the own pawns: Guards a4 d4 m4 p4 one each,
//     Chipmunks b4 o4 one, e4 l4 two, Monkeys c4 f4 k4 n4 three each;
//     Princes and Elephants walled in: 22.
//   - rank 3: Ballistas a3 p3 (a6, p6), Javelins b3 o3 (e6, l6), Zebras
//     c3 n3 and Camels d3 m3 two each, the Wonder i3 the seven squares
//     f6-l6: 19.
//   - rank 2: the Flying Bishops b2 and o2 over their own men to l12 and
//     e12 (7 each), the Flying Queen i2 up the file and both diagonals
//     (7+5+4): 30.
//   - rank 1: the Flying Rooks b1 and o1 up their files, 7 each: 14.
func TestSeedPerft(t *testing.T) {
	rows := []struct {
		variant string
		nodes   []uint64 // depth 1, 2, 3
	}{
		{"leaping-bat-chess", []uint64{42, 1766, 80945}},
		{"missing-bat-chess-zebra", []uint64{40, 1600, 70362}},
		{"missing-bat-chess-nightrider", []uint64{38, 1444, 61066}},
		{"complete-alfil-chess", []uint64{46, 2116, 101062}},
		{"snark-hunt", []uint64{15, 565, 9735}},
		{"overboard", []uint64{115, 12959, 1608873}},
	}
	for _, r := range rows {
		t.Run(r.variant, func(t *testing.T) {
			p, err := bundledGame(t, r.variant).StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range r.nodes {
				d := i + 1
				if testing.Short() && want > 1_000_000 {
					t.Skipf("depth %d (%d nodes) skipped with -short", d, want)
				}
				if got := p.Perft(d); got != want {
					t.Errorf("perft %d = %d, want %d", d, got, want)
				}
			}
		})
	}
}

// TestSeedMirror checks that a position and its colour-flipped mirror
// (colours swapped, ranks reversed, the other side to move) have the same
// perft: Black's moves are White's seen in a mirror. The positions come
// from a seeded random game, so that they are lopsided.
func TestSeedMirror(t *testing.T) {
	for _, name := range seedVariants {
		t.Run(name, func(t *testing.T) {
			g := bundledGame(t, name)
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			// Snark Hunt's chasms are not symmetric: its mirror is played on
			// a board with the chasms mirrored too, and with the endings'
			// sides swapped (White hunts the Kings).
			mg := g
			if name == "snark-hunt" {
				mg = snarkVariant(t, "snark-mirror", `variant snark-mirror extends snark-hunt {
					holes a6 b6 d4 e4 f4 a2 b2
					setup "bnqknb/pppppp/**4/6/3***/6/**4/SSSSSS b kq - 0 1"
					ending "snarks gone" { extinction Snark; side white; winner other }
					ending "kings gone" { extinction King; side black; winner other }
				}`)
			}
			rng := rand.New(rand.NewPCG(3, uint64(len(name))))
			// Positions after 8, 16 and 24 plies; Overboard's perft 3 takes
			// seconds, so it is tested from one, and to depth 2 with -short.
			depth, every, plies := 3, 8, 24
			if name == "overboard" {
				every, plies = 6, 6
				if testing.Short() {
					depth = 2
				}
			}
			var buf []interp.Move
			for ply := 1; ply <= plies; ply++ {
				buf = p.LegalMoves(buf[:0])
				if len(buf) == 0 {
					break
				}
				p.Make(buf[rng.IntN(len(buf))])
				if ply%every != 0 {
					continue
				}
				fen := p.FEN()
				mirror := mirrorFEN(fen, g.Ranks())
				q, err := mg.ParseFEN(mirror)
				if err != nil {
					t.Fatalf("mirror of %s: %s: %v", fen, mirror, err)
				}
				if a, b := perft(p, depth), perft(q, depth); a != b {
					t.Errorf("perft %d: %d from %s, %d from its mirror %s", depth, a, fen, b, mirror)
				}
			}
		})
	}
}

// perft is Position.Perft spread over the CPUs.
func perft(p *interp.Position, depth int) uint64 {
	if depth <= 1 {
		return p.Perft(depth)
	}
	var n uint64
	for _, e := range p.Divide(depth, 0, nil) {
		n += e.Nodes
	}
	return n
}

// mirrorFEN flips a FEN of a board with the given number of ranks: ranks
// in reverse order, every piece symbol's case swapped ("+q" <-> "+Q"),
// the other side to move, castling rights and the once-per-game rights
// used swapped, the en-passant squares' ranks mirrored.
func mirrorFEN(fen string, ranks int) string {
	f := strings.Fields(fen)
	rows := strings.Split(f[0], "/")
	slices.Reverse(rows)
	f[0] = swapCase(strings.Join(rows, "/"))
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
	}
	if f[2] != "-" {
		f[2] = swapCase(f[2])
	}
	if len(f) > 6 { // the once-per-game rights used: A for White, a for Black
		f[6] = swapCase(f[6])
	}
	if f[3] != "-" {
		var b strings.Builder
		s := f[3]
		for i := 0; i < len(s); {
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[i+1 : j])
			b.WriteString(s[i:i+1] + strconv.Itoa(ranks+1-n))
			i = j
		}
		f[3] = b.String()
	}
	return strings.Join(f, " ")
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case 'a' <= c && c <= 'z':
			b[i] = c - 'a' + 'A'
		case 'A' <= c && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

// TestSeedPlayout plays 200 random plies in each variant, then takes them
// back one by one: every Unmake must restore the FEN and the hash exactly,
// and a position read back from its FEN must have the same hash.
func TestSeedPlayout(t *testing.T) {
	for _, name := range seedVariants {
		t.Run(name, func(t *testing.T) {
			g := bundledGame(t, name)
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(7, uint64(len(name))))
			type state struct {
				fen  string
				hash uint64
				move string
			}
			var trail []state
			var buf []interp.Move
			for ply := 0; ply < 200; ply++ {
				buf = p.LegalMoves(buf[:0])
				if len(buf) == 0 {
					break // the game is over: undo what was played
				}
				m := buf[rng.IntN(len(buf))]
				trail = append(trail, state{p.FEN(), p.Hash(), g.MoveString(m)})
				p.Make(m)
				q, err := g.ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("after %s: FEN %s does not read back: %v", g.MoveString(m), p.FEN(), err)
				}
				if q.Hash() != p.Hash() {
					t.Fatalf("after %s: hash %x, but %x read back from %s", g.MoveString(m), p.Hash(), q.Hash(), p.FEN())
				}
			}
			if len(trail) < 20 {
				t.Errorf("the game ended after %d plies", len(trail))
			}
			for i := len(trail) - 1; i >= 0; i-- {
				p.Unmake()
				if s := trail[i]; p.FEN() != s.fen || p.Hash() != s.hash {
					t.Fatalf("undoing %s (ply %d): got %s (hash %x), want %s (hash %x)", s.move, i+1, p.FEN(), p.Hash(), s.fen, s.hash)
				}
			}
		})
	}
}

// TestSeedPieceMoves checks the moves of single pieces in hand-made
// positions, where the rule texts say precisely what they may do.
func TestSeedPieceMoves(t *testing.T) {
	cases := []struct {
		variant, fen, from string
		want               string // destinations in any order; "=" marks a promotion
		why                string
	}{
		{"leaping-bat-chess", "k15/16/16/16/16/16/7O8/16/16/16/16/15K w - - 0 1", "h6",
			"g5 g6 g7 h5 h7 i5 i6 i7 g4 g8 i4 i8 f5 f7 j5 j7 f4 f8 j4 j8 h3 h9 e6 k6 g3 g9 i3 i9 e5 e7 k5 k7 h6",
			"the Rhinoceros on an open board: king, knight, alfil, threeleaper and camel squares, and its own square after eight steps"},
		{"leaping-bat-chess", "k15/16/16/16/16/8p7/7G8/16/16/16/16/15K w - - 0 1", "h6",
			"i7 k5 l5 m5 n5 o5 p5 i3 i2 i1 e5 d5 c5 b5 a5 g3 g2 g1 e7 d7 c7 b7 a7 g9 g10 g11 g12",
			"the Griffin: takes the pawn i7 one step away, which blocks its paths through i7; elsewhere three steps or more"},
		{"overboard", "k15/16/16/16/16/16/16/16/16/16/7PP7/7I8/16/16/16/15K w - - 0 1", "h5",
			"g4 g5 g6 h4 i4 i5 g7 j6 j4 i3 g3 f4 f6",
			"the Prince: g7 through g6 though h6 is held by a friend, i7 not (h6 and i6 both held)"},
		{"overboard", "k15/16/16/16/16/16/16/16/16/16/16/6p1P7/7T8/16/16/15K w - - 0 1", "h4",
			"g5 g3 i3 f2 j2 h2 j4 f4",
			"the Titan takes the enemy g5; g5 and the friend i5 block f6, j6 and both ways to h6, but not j4 (through i3) or f4 (through g3)"},
		{"overboard", "k15/16/16/16/16/16/16/16/16/16/2p13/2P13/2P13/2P13/16/15K w - - 0 1", "c3",
			"c6", "the Guard Pawn passes its friends and takes the first enemy"},
		{"overboard", "k15/16/16/16/16/16/16/16/16/5P10/16/1p14/2O13/16/16/15K w - - 0 1", "c4",
			"b5 e6", "the Courier Pawn takes the enemy b5, and stops before its friend on f7"},
		{"overboard", "k15/16/16/16/11p4/16/16/16/16/16/16/16/16/16/16/O14K w - - 0 1", "a1",
			"l12 l12=+Q", "a Courier Pawn crossing the board may promote to a Ski-Queen on rank 12"},
		{"overboard", "k15/16/16/16/16/16/16/16/16/16/16/6p9/3P12/16/3F12/15K w - - 0 1", "d2",
			"d3 d5 d6 d7 d8 d9 d10 d11 d12 d13 d14 d15 d16 d1 a2 b2 c2 e2 f2 g2 h2 i2 j2 k2 l2 m2 n2 o2 p2 e3 f4 g5 c3 b4 a5 e1 c1",
			"the Flying Queen passes its pawn d4 and takes the enemy g5 on its diagonal"},
		{"snark-hunt", "1j4/**4/6/3***/6/**4/6/3K2 b - - 0 1", "b8",
			"b4 b5 b6 d6 d8 e8 f8",
			"the Boojum leaps the chasm b7 to slide down the file, but slides never cross a chasm (b3, e5)"},
		{"snark-hunt", "5k/**4/P5/3***/3PP1/**4/6/K5 w - - 0 1", "a6",
			"a8=B a8=K a8=N a8=Q", "a pawn leaps the chasm a7 and promotes"},
		{"snark-hunt", "4sk/**4/4s1/3***/3PP1/**4/6/K5 w - - 0 1", "d4",
			"d6", "a pawn leaps the chasm d5"},
		{"snark-hunt", "4sk/**4/4s1/3***/3PP1/**4/6/K5 w - - 0 1", "e4",
			"", "the leap over e5 is a non-capturing move: e6 is held"},
	}
	for _, c := range cases {
		// The positions need not be game positions: without the endings,
		// a Snark Hunt position with no Snark is not already won.
		g := withoutEndings(t, bundledGame(t, c.variant))
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s: %s: %v", c.variant, c.fen, err)
			continue
		}
		from, err := g.ParseSquare(c.from)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range p.LegalMoves(nil) {
			if m.From != from {
				continue
			}
			s := g.SquareName(m.To)
			if m.Promo != 0 {
				s += "=" + g.V.Pieces[m.PromotionType()].Letter
			}
			got = append(got, s)
		}
		want := strings.Fields(c.want)
		sort.Strings(got)
		sort.Strings(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s %s, %s:\n got  %s\n want %s", c.variant, c.fen, c.why, strings.Join(got, " "), strings.Join(want, " "))
		}
	}
}

// withoutEndings returns the game of g's variant without its endings.
func withoutEndings(t *testing.T, g *interp.Game) *interp.Game {
	t.Helper()
	v := *g.V
	v.Rules.Endings = nil
	ng, err := interp.NewGame(&v)
	if err != nil {
		t.Fatal(err)
	}
	return ng
}

// snarkVariant compiles snark-hunt.vdl with the declaration src added,
// which declares the variant name (Snark Hunt mirrored).
func snarkVariant(t *testing.T, name, src string) *interp.Game {
	t.Helper()
	file, err := os.ReadFile("snark-hunt.vdl")
	if err != nil {
		t.Fatal(err)
	}
	file = append(file, "\n"+src+"\n"...)
	vs, diags := lang.CompileSource("snark-hunt.vdl", file)
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if v.Name == name {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
	}
	t.Fatalf("no variant %s", name)
	return nil
}

// TestSeedLegality checks the interpreter's legal moves, which rest on its
// attack tables (with generic generation for bent and clause moves),
// against a brute-force oracle along seeded random games: in a copy of the
// variant without royal pieces, every pseudo-legal move is listed, and one
// is legal if after it the other side has no move that takes a royal piece
// of the mover. Castling, whose rules look at attacked squares on the way,
// is left out of the comparison. The copy plays the same moves from the
// start rather than reading each position's FEN, which cannot say whether
// a pawn on a start square of its kind has moved.
func TestSeedLegality(t *testing.T) {
	for _, name := range seedVariants {
		t.Run(name, func(t *testing.T) {
			g := bundledGame(t, name)
			v := *g.V
			v.Rules.Royal = nil
			free, err := interp.NewGame(&v)
			if err != nil {
				t.Fatal(err)
			}
			royal := map[int]bool{}
			for _, r := range g.V.Rules.Royal {
				royal[r] = true
			}
			// takesRoyal: can the side to move in q take a royal piece?
			takesRoyal := func(q *interp.Position) bool {
				for _, m := range q.LegalMoves(nil) {
					if typ, color, ok := q.PieceAt(m.To); ok && m.Kind == interp.Capture && color != q.SideToMove() && royal[typ] {
						return true
					}
				}
				return false
			}
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			q, err := free.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(11, uint64(len(name))))
			var buf []interp.Move
			illegal := 0
			for ply := 0; ply < 200; ply++ {
				buf = p.LegalMoves(buf[:0])
				var got, want []string
				for _, m := range buf {
					if m.Kind != interp.Castle {
						got = append(got, g.MoveString(m))
					}
				}
				for _, m := range q.LegalMoves(nil) {
					if m.Kind == interp.Castle {
						continue
					}
					q.Make(m)
					if !takesRoyal(q) {
						want = append(want, free.MoveString(m))
					} else {
						illegal++
					}
					q.Unmake()
				}
				sort.Strings(got)
				sort.Strings(want)
				if !slices.Equal(got, want) {
					t.Fatalf("%s:\n legal  %v\n oracle %v", p.FEN(), got, want)
				}
				if len(buf) == 0 {
					p, _ = g.StartPosition()
					q, _ = free.StartPosition()
					continue
				}
				m := buf[rng.IntN(len(buf))]
				p.Make(m)
				qm, err := q.ParseMove(g.MoveString(m))
				if err != nil {
					t.Fatalf("%s: the royal-free copy: %v", p.FEN(), err)
				}
				q.Make(qm)
			}
			t.Logf("%d pseudo-legal moves found illegal", illegal)
		})
	}
}
