package definitions_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/draughtsref"
)

// Draughts (definitions/draughts.vdl): the published perft counts, moves
// worked by hand from the rules, and draughtsref, a counter written from
// the rule books, on random positions.

// dFEN builds a FEN of an n x n board from pieces such as "Mc3" (a man of
// the side that moves first on c3) and "kd8"; side is "w" or "b".
func dFEN(n int, side string, pieces ...string) string {
	board := make([][]byte, n)
	for r := range board {
		board[r] = []byte(strings.Repeat(".", n))
	}
	for _, pc := range pieces {
		f := int(pc[1] - 'a')
		r, _ := strconv.Atoi(pc[2:])
		board[r-1][f] = pc[0]
	}
	var b strings.Builder
	for r := n - 1; r >= 0; r-- {
		run := 0
		for _, c := range board[r] {
			if c == '.' {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte(c)
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + side + " - - 0 1"
}

func TestDraughtsStartPerft(t *testing.T) {
	for _, c := range []struct {
		variant string
		counts  []uint64 // depths 1, 2, ...
	}{
		{"english-draughts", []uint64{7, 49, 302, 1469, 7361, 36768, 179740}},
		{"international-draughts", []uint64{9, 81, 658, 4265, 27117, 167140, 1049442}},
	} {
		_, p := bundledPosition(t, c.variant, "")
		for i, want := range c.counts {
			d := i + 1
			if testing.Short() && d > 5 {
				break // the deep counts take seconds
			}
			if got := p.Perft(d); got != want {
				t.Errorf("%s perft %d = %d, want %d", c.variant, d, got, want)
			}
		}
	}
}

// TestDraughtsByHand checks positions worked out from the rules.
func TestDraughtsByHand(t *testing.T) {
	for _, c := range []struct {
		name, variant, fen, want string
	}{
		// English: a man on c3 must jump d4 and then f6, one move; the
		// steps of the man on h2 are not allowed while it can capture.
		{"forced multi-jump", "english-draughts", dFEN(8, "w", "Mc3", "Mh2", "md4", "mf6", "mh8"),
			"c3d4,d4f6,f6g7"},
		// A man that jumps onto the last rank is crowned and stops, though
		// as a king it could go on over e7.
		{"crowning ends the move", "english-draughts", dFEN(8, "w", "Mb6", "mc7", "me7", "ma1"),
			"b6c7,c7d8k"},
		// Kings jump backward too, men do not: the man on e5 takes f6
		// ahead of it but not d4 behind it, which the king takes.
		{"english king", "english-draughts", dFEN(8, "w", "Kc5", "Me5", "md4", "mf6"),
			"c5d4,d4e3 e5f6,f6g7"},
		// International: men take backward as well as forward.
		{"man takes backward", "international-draughts", dFEN(10, "w", "Me5", "md4", "mj10"),
			"e5d4,d4c3"},
		// A man that passes the last rank in the middle of a capture is not
		// crowned: c8 over d9 to e10, then over f9 to g8, still a man.
		{"no crowning mid-capture", "international-draughts", dFEN(10, "w", "Mc8", "md9", "mf9", "ma1"),
			"c8d9,d9f9,f9g8"},
		// The majority rule: the man on c3 could take one piece (b4) or
		// two (d4, then f6): it must take two.
		{"majority", "international-draughts", dFEN(10, "w", "Mc3", "mb4", "md4", "mf6", "mj10"),
			"c3d4,d4f6,f6g7"},
		// A flying king takes d4 from a1 at a distance and lands anywhere
		// beyond: on g7 it can go on over h6 to i5 or j4, so by the
		// majority rule it must.
		{"flying king", "international-draughts", dFEN(10, "w", "Ka1", "md4", "mh6", "mj10"),
			"a1d4,d4h6,h6i5 a1d4,d4h6,h6j4"},
		// Without h6 every landing square beyond d4 is a move.
		{"flying king lands anywhere", "international-draughts", dFEN(10, "w", "Ka1", "md4", "mb10"),
			"a1d4,d4e5 a1d4,d4f6 a1d4,d4g7 a1d4,d4h8 a1d4,d4i9 a1d4,d4j10"},
		// Jumped pieces stay until the move ends and are not taken twice:
		// the king on a1 takes c3 and must land on e5, the one square
		// beyond it from which it can go on, over d6, to c7, b8 or a9;
		// from there the pieces on d6 and c3 bar the way back.
		{"no piece taken twice", "international-draughts", dFEN(10, "w", "Ka1", "mc3", "md6", "mj10"),
			"a1c3,c3d6,d6c7 a1c3,c3d6,d6b8 a1c3,c3d6,d6a9"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, p := bundledPosition(t, c.variant, c.fen)
			spWantMoves(t, g, p, "", c.want)
		})
	}
}

// TestDraughtsPlay plays captures and checks what they leave.
func TestDraughtsPlay(t *testing.T) {
	// Crowned, and e7 still there.
	_, p := bundledPosition(t, "english-draughts", dFEN(8, "w", "Mb6", "mc7", "me7", "ma1"))
	playMoves(t, p, "b6c7,c7d8k")
	if want := dFEN(8, "b", "Kd8", "me7", "ma1"); !strings.HasPrefix(want, strings.Fields(p.FEN())[0]+" b") {
		t.Errorf("after b6c7,c7d8k: %s, want %s", p.FEN(), want)
	}
	// A king takes four men round a square and comes back to c3, one way
	// or the other: the two sequences are one move. (Four victims are more
	// than a move carries itself: they are interned, see interp/chain.go.)
	_, p = bundledPosition(t, "english-draughts", dFEN(8, "w", "Kc3", "md4", "mf4", "mf2", "md2"))
	if ms := p.LegalMoves(nil); len(ms) != 1 {
		t.Errorf("king round the square: %d moves, want 1", len(ms))
	} else {
		p.Make(ms[0])
		if got, want := strings.Fields(p.FEN())[0], strings.Fields(dFEN(8, "b", "Kc3"))[0]; got != want {
			t.Errorf("after the round trip: %s, want %s", got, want)
		}
	}
	// Not crowned mid-capture: the man ends on g8 as a man; both victims
	// are gone.
	_, p = bundledPosition(t, "international-draughts", dFEN(10, "w", "Mc8", "md9", "mf9", "ma1"))
	playMoves(t, p, "c8d9,d9f9,f9g8")
	if got, want := strings.Fields(p.FEN())[0], strings.Fields(dFEN(10, "b", "Mg8", "ma1"))[0]; got != want {
		t.Errorf("after c8d9,d9f9,f9g8: %s, want %s", got, want)
	}
	p.Unmake()
	if got, want := strings.Fields(p.FEN())[0], strings.Fields(dFEN(10, "w", "Mc8", "md9", "mf9", "ma1"))[0]; got != want {
		t.Errorf("undo: %s, want %s", got, want)
	}
}

// TestDraughtsNoMoveLoses: a side with no piece, or none that can move,
// loses.
func TestDraughtsNoMoveLoses(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{
		{"english-draughts", dFEN(8, "w", "md4")},
		{"english-draughts", dFEN(8, "w", "Ma1", "mb2", "mc3")}, // a1 blocked, and b2 is covered by c3
		{"international-draughts", dFEN(10, "b", "Ma1")},
	} {
		_, p := bundledPosition(t, c.variant, c.fen)
		loser := p.SideToMove()
		o := p.Outcome(p.LegalMoves(nil))
		if !o.Over || o.Rule != "stalemate" || o.Winner != 1-loser {
			t.Errorf("%s %s: outcome %+v, want a loss for the side to move", c.variant, c.fen, o)
		}
	}
}

// TestDraughtsReference compares vdl's counts with draughtsref's: from
// the start, and on random positions of men and kings (where flying
// kings and long captures are common) and positions reached by play.
func TestDraughtsReference(t *testing.T) {
	for _, c := range []struct {
		variant string
		rules   draughtsref.Rules
		n       int
	}{
		{"english-draughts", draughtsref.English, 8},
		{"international-draughts", draughtsref.International, 10},
	} {
		g, start := bundledPosition(t, c.variant, "")
		depth := 5
		if testing.Short() {
			depth = 4
		}
		if got, want := start.Perft(depth), draughtsref.MustFEN(c.rules, start.FEN()).Perft(depth); got != want {
			t.Errorf("%s: perft %d = %d, draughtsref counts %d", c.variant, depth, got, want)
		}
		rng := rand.New(rand.NewPCG(29, uint64(c.n)))
		positions := 60
		if testing.Short() {
			positions = 20
		}
		for i := 0; i < positions; i++ {
			var fen string
			if i%2 == 0 {
				fen = randomDraughts(rng, c.n)
			} else {
				p := start.Clone()
				for ply := 0; ply < 10+rng.IntN(50); ply++ {
					ms := p.LegalMoves(nil)
					if len(ms) == 0 {
						break
					}
					p.Make(ms[rng.IntN(len(ms))])
				}
				fen = p.FEN()
			}
			p, err := g.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			if got, want := p.Perft(3), draughtsref.MustFEN(c.rules, fen).Perft(3); got != want {
				t.Errorf("%s %s: perft 3 = %d, draughtsref counts %d", c.variant, fen, got, want)
			}
		}
	}
}

// randomDraughts places a few men and kings of each side on random dark
// squares, no man on its own last rank.
func randomDraughts(rng *rand.Rand, n int) string {
	var pieces []string
	used := map[string]bool{}
	for k := 0; k < 4+rng.IntN(10); k++ {
		r, f := rng.IntN(n), rng.IntN(n)
		if (r+f)%2 != 0 {
			f ^= 1
		}
		sq := string(rune('a'+f)) + strconv.Itoa(r+1)
		if used[sq] {
			continue
		}
		kind := "MmKk"[rng.IntN(4)]
		if kind == 'M' && r == n-1 {
			kind = 'K' // no man stands on its own last rank
		} else if kind == 'm' && r == 0 {
			kind = 'k'
		}
		used[sq] = true
		pieces = append(pieces, string(kind)+sq)
	}
	side := "w"
	if rng.IntN(2) == 1 {
		side = "b"
	}
	return dFEN(n, side, pieces...)
}
