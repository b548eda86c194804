package definitions_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// Jabberwocky Chess (shared/seeds/004, pages 11-12; parton.vdl). The
// destination lists are in testdata/moves/jabberwocky.yaml.

// Depth 1 counted by hand from the setup (White on spokes b-h; a line
// through the centre goes on along the opposite spoke, a<->i, e<->m):
//
//   - Jabberwocky a2: along ring 1 over the black one on i2, 7 points
//     either way (j2..p2, h2..b2); radially in through a1 over i2 to i3 i4
//     i5; out along a has no hurdle: 17.
//   - Borogove c3: along ring 2 over the black one on k3, 7 points either
//     way: 14.
//   - Ring 4: Wocky b5 a5, h5 i5 (2); Twocky c5 a5 (c3 holds the
//     Borogove), g5 i5 g3 (3); Threwky e5 e2 (b5 and h5 are White's), f5
//     i5 f2 (3); Bandersnatch d5 walled in: 8.
//   - Ring 3: Wocky b4 a4 b3, d4 d3, f4 f3, h4 i4 h3 (6); Toves c4 g4
//     walled in; the Snatch e4 may not step to e3, where the black
//     Borogove k3 would fly over c3 to take it: 6.
//
// 17 + 14 + 8 + 6 = 45; nothing can take, and no move uncovers the Snatch
// (no black flier stands on ring 3 or on the line e-m). Depths 2 and 3
// are regression values.
func TestJabberwockyPerft(t *testing.T) {
	_, p := bundledPosition(t, "jabberwocky", "")
	for d, want := range []uint64{45, 1915, 83970} {
		if got := p.Perft(d + 1); got != want {
			t.Errorf("jabberwocky perft %d = %d, want %d", d+1, got, want)
		}
	}
}

// TestJabberwockyHalfTurn plays random games and checks that every
// position has the perft of its half turn with the colours swapped (the
// setup is symmetric that way, and so are all the pieces' moves).
func TestJabberwockyHalfTurn(t *testing.T) {
	g, _ := bundledPosition(t, "jabberwocky", "")
	rng := rand.New(rand.NewPCG(5, 11))
	for game := 0; game < 6; game++ {
		_, p := bundledPosition(t, "jabberwocky", "")
		for ply := 0; ply < 24; ply++ {
			fen := p.FEN()
			_, q := bundledPosition(t, "jabberwocky", halfTurn(fen, g.Files()))
			if a, b := p.Perft(2), q.Perft(2); a != b {
				t.Fatalf("perft 2 of %s is %d, of its half turn %s %d", fen, a, q.FEN(), b)
			}
			ms := p.LegalMoves(nil)
			if o := p.Outcome(ms); o.Over {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
	}
}

// halfTurn turns a rings-board FEN half round (spoke f to spoke f+files/2)
// and swaps the colours and the side to move. Rank 1 (the centre and
// holes) does not turn.
func halfTurn(fen string, files int) string {
	f := strings.Fields(fen)
	rows := strings.Split(f[0], "/")
	for i, row := range rows {
		var cells []string
		for j := 0; j < len(row); j++ {
			c := rune(row[j])
			switch {
			case unicode.IsDigit(c):
				n := 0
				for ; j < len(row) && unicode.IsDigit(rune(row[j])); j++ {
					n = 10*n + int(row[j]-'0')
				}
				j--
				for ; n > 0; n-- {
					cells = append(cells, "")
				}
			default:
				cells = append(cells, string(c))
			}
		}
		if i < len(rows)-1 {
			cells = append(cells[files/2:], cells[:files/2]...)
		}
		var b strings.Builder
		empty := 0
		for _, c := range cells {
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(itoa(empty))
				empty = 0
			}
			r := rune(c[0])
			if r == '*' {
				b.WriteRune(r)
				continue
			}
			if unicode.IsUpper(r) {
				r = unicode.ToLower(r)
			} else {
				r = unicode.ToUpper(r)
			}
			b.WriteRune(r)
		}
		if empty > 0 {
			b.WriteString(itoa(empty))
		}
		rows[i] = b.String()
	}
	side := "b"
	if f[1] == "b" {
		side = "w"
	}
	return strings.Join(rows, "/") + " " + side + " - - " + f[4] + " " + f[5]
}

func itoa(n int) string {
	if n >= 10 {
		return itoa(n/10) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

// Only the Tove goes round its ring back to its own point (issue 24): the
// seed grants it to the Tove alone. The Bandersnatch f3 alone on ring 2:
// 15 points round it (g3 ... p3, a3 ... e3), not f3 itself; radially out
// f4 holds its own Snatch, in f2 is empty and the centre a1 holds its own
// Twocky: 16 moves. A Tove in its place slides the same 15 points and
// comes home (f3f3): 16.
func TestJabberwockyOnlyToveComesHome(t *testing.T) {
	ring := "f3g3 f3h3 f3i3 f3j3 f3k3 f3l3 f3m3 f3n3 f3o3 f3p3 f3a3 f3b3 f3c3 f3d3 f3e3"
	g, p := bundledPosition(t, "jabberwocky", "HW1W2D1dW1hw1dw/1t2TS4wT4/5B10/11s1b2/D*************** w - - 0 1")
	spWantMoves(t, g, p, "f3", ring+" f3f2")
	if n := p.Perft(1); n != 56 {
		t.Errorf("perft 1 = %d, want 56 (57 with the Bandersnatch's f3f3)", n)
	}
	g, p = bundledPosition(t, "jabberwocky", "HW1W2D1dW1hw1dw/1t2TS4wT4/5T10/11s1b2/D*************** w - - 0 1")
	spWantMoves(t, g, p, "f3", ring+" f3f3")
}
