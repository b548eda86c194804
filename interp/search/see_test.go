package search

import (
	"github.com/vdl-chess/vdl/lang"
	"math/rand"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestSEE works out static exchanges on hand-made positions: each want
// is a sum of signed piece letters (upper case, "+N-B"), valued as the
// search values a capture of that type (its board value, and where
// captures go to hand, its value in hand too).
func TestSEE(t *testing.T) {
	cases := []struct {
		variant, fen, move, want string
	}{
		// chess
		{"chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "+P"},
		{"chess", "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", "+P-Q"},
		{"chess", "4k3/8/8/3p4/8/8/3Q4/3RK3 w - - 0 1", "d2d5", "+P"},
		// rooks doubled on both sides: the one behind is seen as the front one goes
		{"chess", "3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", "+P-R"},
		// a bishop behind the queen recaptures
		{"chess", "4k3/8/4p3/3n4/2Q5/1B6/8/4K3 w - - 0 1", "c4d5", "+N-Q+P"},
		{"chess", "4k3/8/4p3/3n4/2Q5/8/8/4K3 w - - 0 1", "c4d5", "+N-Q"},
		// a king recaptures only what nothing defends
		{"chess", "8/8/8/8/8/2k5/R2r4/7K w - - 0 1", "a2d2", "+R-R"},
		{"chess", "3Q4/8/8/8/8/2k5/R2r4/7K w - - 0 1", "a2d2", "+R"},
		// quiet moves: onto a square a pawn attacks, and a safe one
		{"chess", "4k3/8/8/2p5/8/8/8/3RK3 w - - 0 1", "d1d4", "-R"},
		{"chess", "4k3/8/8/2p5/8/8/8/3RK3 w - - 0 1", "d1d3", ""},
		// the capture is worth more than the recapture loses
		{"chess", "4k3/8/8/3q4/8/8/3R4/7K b - - 0 1", "d5d2", "+R"},
		{"chess", "4k3/8/8/3q4/8/8/3R4/3R3K b - - 0 1", "d5d2", "+R-Q"},
		// a pinned piece does not recapture
		{"chess", "4k3/3n4/8/1B6/8/8/8/5RK1 w - - 0 1", "f1f6", ""},
		// promotions: the promoted piece is what the exchange takes
		{"chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "+Q-P"},
		{"chess", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "-P"},
		{"chess", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", "+R+Q-P"},
		{"chess", "1r6/P1k5/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", "+R+Q-P-Q"},
		{"chess", "1r6/P1k5/8/8/8/8/8/4K3 w - - 0 1", "a7b8n", "+R+N-P-N"},
		// capablanca: the chancellor and archbishop
		{"capablanca", "k9/10/10/10/4n5/10/3p6/3C5K w - - 0 1", "d1d2", "+P-C"},
		{"capablanca", "k9/10/10/10/4n5/10/3p6/2AC5K w - - 0 1", "d1d2", "+P-C+N"},
		{"capablanca", "k9/10/10/10/4n5/10/3p6/2AC5K w - - 0 1", "c1d2", "+P-A+N"},
		// xiangqi: a cannon's screen leaves, a cannon behind two gains one
		{"xiangqi", "4k4/2n6/9/1p7/9/9/9/9/1R7/1C1K5 w - - 0 1", "b2b7", "+P-R"},
		{"xiangqi", "4k4/2n6/9/1p7/9/9/9/1R7/1R7/1C1K5 w - - 0 1", "b3b7", "+P-R+N"},
		{"xiangqi", "1c2k4/1r7/9/1p7/9/9/9/9/1R7/3K5 w - - 0 1", "b2b7", "+P-R"},
		// without a screen the cannon defends nothing
		{"xiangqi", "1c2k4/9/9/1p7/9/9/9/9/1R7/3K5 w - - 0 1", "b2b7", "+P"},
		// a cannon behind a chariot hops over it: both defend, the cannon
		// first (it is worth less), the chariot after
		{"xiangqi", "4k4/9/2n6/9/1P5r1/9/1R7/9/1C7/3K5 b - - 0 1", "h6b6", "+P-R+C"}, // the horse loses whatever follows: not counted
		{"xiangqi", "4k4/9/2n6/9/7r1/9/1R7/9/1C7/3K5 b - - 0 1", "c8b6", "-N"},
		// a horse that would land as the only screen between a cannon and
		// its general does not recapture
		{"xiangqi", "4k4/9/2n6/R8/9/4C4/9/9/9/3K5 w - - 0 1", "a7e7", ""},
		// nor does a piece that would leave the generals facing: the
		// horse behind recaptures instead of the advisor
		{"xiangqi", "4k4/4n4/9/R8/9/9/9/9/9/4K4 w - - 0 1", "a7d7", ""},
		{"xiangqi", "2n1k4/4a4/R8/3P5/9/9/9/9/9/4K4 w - - 0 1", "a8d8", "-R+N"},
		// shogi: what is taken goes to hand
		{"shogi", "4k4/9/9/3g5/3p5/3S5/9/9/4K4[] w - - 0 1", "d4d5", "+P-S"},
		{"shogi", "4k4/9/9/9/3p5/3S5/9/9/4K4[] w - - 0 1", "d4d5", "+P"},
		{"shogi", "4k4/3r5/9/3g5/3p5/3S5/3R5/9/4K4[] w - - 0 1", "d4d5", "+P-S"},
	}
	for _, c := range cases {
		t.Run(c.variant+" "+c.fen+" "+c.move, func(t *testing.T) {
			p := position(t, c.variant, c.fen)
			m, err := p.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			values := seeValues(newEvaluator(p.Game(), MeasureMobility(p.Game())))
			before := p.FEN()
			got, known := p.SEE(m, values)
			if !known {
				t.Fatalf("SEE unknown")
			}
			if want := seeSum(t, p.Game(), values, c.want); got != want {
				t.Errorf("SEE %d, want %d (%s)", got, want, c.want)
			}
			if p.FEN() != before {
				t.Errorf("position changed: %s", p.FEN())
			}
		})
	}
}

// seeSum values a sum of signed piece letters.
func seeSum(t *testing.T, g *interp.Game, values []int, sum string) int {
	total := 0
	for sum != "" {
		sign := 1
		if sum[0] == '-' {
			sign = -1
		}
		sum = sum[1:]
		letter := sum[:1]
		sum = sum[1:]
		found := false
		for typ, pc := range g.V.Pieces {
			if strings.EqualFold(pc.Letter, letter) {
				total += sign * values[typ]
				found = true
			}
		}
		if !found {
			t.Fatalf("no piece %s", letter)
		}
	}
	return total
}

// TestSEEUnknown: moves the exchange cannot judge are left to the caller.
func TestSEEUnknown(t *testing.T) {
	cases := []struct{ variant, fen, move string }{
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"}, // en passant
		{"chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"},
	}
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		values := seeValues(newEvaluator(p.Game(), MeasureMobility(p.Game())))
		if _, known := p.SEE(m, values); known {
			t.Errorf("%s %s: SEE known, want unknown", c.fen, c.move)
		}
	}
}

// BenchmarkSEE: the exchange allocates nothing (-benchmem: 0 allocs/op).
func BenchmarkSEE(b *testing.B) {
	p := position(b, "chess", "3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1")
	m, err := p.ParseMove("d2d5")
	if err != nil {
		b.Fatal(err)
	}
	values := seeValues(newEvaluator(p.Game(), MeasureMobility(p.Game())))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p.SEE(m, values)
	}
}

// TestSEEAgreesWithAttacks checks the exchange against the interpreter's
// attack query in random games of some bundled variants: a move onto a
// square the other side does not attack after it wins what it takes and
// loses nothing; any move wins at most what it takes and loses at most
// the mover besides (the promoted piece, for a promotion, which also
// wins its value over the mover's). The position is left as it was.
func TestSEEAgreesWithAttacks(t *testing.T) {
	checked := map[string]int{}
	for _, name := range []string{"chess", "capablanca", "shogi", "xiangqi", "crazyhouse", "grand", "makruk", "embassy", "los-alamos", "wildebeest"} {
		v, err := lang.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		values := seeValues(newEvaluator(g, MeasureMobility(g)))
		rng := rand.New(rand.NewSource(7))
		var buf []interp.Move
		for ply := 0; ply < 40; ply++ {
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			me := p.SideToMove()
			for _, m := range buf {
				if m.Kind != interp.Quiet && m.Kind != interp.Capture {
					continue
				}
				typ, _, _ := p.PieceAt(m.From)
				gain, stake := 0, values[typ]
				if v, _, ok := p.PieceAt(m.To); ok && m.Kind == interp.Capture {
					gain = values[v]
				}
				if pt := m.PromotionType(); pt >= 0 {
					gain += values[pt] - values[typ]
					stake = values[pt]
				}
				hash := p.Hash()
				got, known := p.SEE(m, values)
				if p.Hash() != hash {
					t.Fatalf("%s %s %v: SEE changed the position", v.Name, p.FEN(), m)
				}
				if !known || g.IsRoyal(typ) {
					continue
				}
				p.Make(m)
				theirs := p.Attacked(m.To, 1-me)
				p.Unmake()
				switch {
				case !theirs && got != gain:
					t.Errorf("%s %s %v: SEE %d, want %d (the square is not attacked)", v.Name, p.FEN(), m, got, gain)
				case got > gain || got < gain-stake:
					t.Errorf("%s %s %v: SEE %d, want %d to %d", v.Name, p.FEN(), m, got, gain-stake, gain)
				}
				checked[v.Name]++
			}
			m, ok, _ := p.RandomMove(rng, nil)
			if !ok {
				break
			}
			p.Make(m)
		}
	}
	for _, name := range []string{"chess", "capablanca", "shogi", "xiangqi"} {
		if checked[name] == 0 {
			t.Errorf("%s: no exchange checked", name)
		}
	}
}
