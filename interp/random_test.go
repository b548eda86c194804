package interp_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// RandomMove returns a legal move exactly when there is one, in every
// bundled variant, along random games that reach checks, mates and
// endings; the position is left as it was.
func TestRandomMoveIsLegal(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(5))
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		for game := 0; game < 4; game++ {
			p, _ := g.StartPosition()
			var buf, legal []interp.Move
			for ply := 0; ply < 150; ply++ {
				legal = p.LegalMoves(legal[:0])
				fen := p.FEN()
				m, ok, b := p.RandomMove(rng, buf)
				buf = b
				if p.FEN() != fen {
					t.Fatalf("%s: RandomMove changed %s to %s", v.Name, fen, p.FEN())
				}
				if ok != (len(legal) > 0) {
					t.Fatalf("%s %s: RandomMove ok=%v with %d legal moves", v.Name, fen, ok, len(legal))
				}
				if !ok {
					break
				}
				found := false
				for _, l := range legal {
					found = found || l == m
				}
				if !found {
					t.Fatalf("%s %s: RandomMove gave %s, not legal", v.Name, fen, g.MoveString(m))
				}
				p.Make(m)
			}
		}
	}
}

// The draw is uniform over the legal moves, also when some pseudo-legal
// moves are illegal: in this position the pinned knight's eight moves
// and the king's moves into check are drawn and dropped.
func TestRandomMoveIsUniform(t *testing.T) {
	v, _ := lang.Find("chess")
	g, _ := interp.NewGame(v)
	p, err := g.ParseFEN("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	legal := p.LegalMoves(nil)
	counts := map[interp.Move]int{}
	rng := rand.New(rand.NewSource(1))
	const draws = 20000
	var buf []interp.Move
	for i := 0; i < draws; i++ {
		m, _, b := p.RandomMove(rng, buf)
		buf = b
		counts[m]++
	}
	want := float64(draws) / float64(len(legal))
	for _, m := range legal {
		if c := float64(counts[m]); c < 0.85*want || c > 1.15*want {
			t.Errorf("%s drawn %v times, want about %v", g.MoveString(m), c, want)
		}
	}
	if len(counts) != len(legal) {
		t.Errorf("%d different moves drawn, %d legal", len(counts), len(legal))
	}
}

// A null move passes the turn and UnmakeNull restores the position
// exactly; games with turn orders or placement refuse it.
func TestNullMove(t *testing.T) {
	v, _ := lang.Find("chess")
	g, _ := interp.NewGame(v)
	p, err := g.ParseFEN("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(mustMove(t, p, "f7f5"))
	fen, hash := p.FEN(), p.Hash()
	if !p.MakeNull() {
		t.Fatal("chess refused a null move")
	}
	if want := "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"; p.FEN() != want {
		t.Errorf("after the null move %s, want %s (Black to move, no en passant)", p.FEN(), want)
	}
	q, _ := g.ParseFEN(p.FEN())
	if q.Hash() != p.Hash() {
		t.Errorf("null move hash differs from its FEN's")
	}
	p.UnmakeNull()
	if p.FEN() != fen || p.Hash() != hash {
		t.Errorf("UnmakeNull: %s, want %s", p.FEN(), fen)
	}
	// Drops from hand are one more kind of move: passing keeps the hands.
	v, _ = lang.Find("shogi")
	g, _ = interp.NewGame(v)
	p, err = g.ParseFEN("ln1k1g1nl/1sgr1s3/5p1pp/ppp1p1P2/3p2b2/P1P4P1/LPSPPP2P/5SR1L/1N1GKG1N1[Pb] w - - 0 17")
	if err != nil {
		t.Fatal(err)
	}
	fen, hash = p.FEN(), p.Hash()
	if !p.MakeNull() {
		t.Fatal("shogi refused a null move")
	}
	if q, err := g.ParseFEN(p.FEN()); err != nil || q.Hash() != p.Hash() || !strings.Contains(p.FEN(), "[Pb] b ") {
		t.Errorf("after shogi's null move %s: hash differs from its FEN's, or the hands changed (%v)", p.FEN(), err)
	}
	p.UnmakeNull()
	if p.FEN() != fen || p.Hash() != hash {
		t.Errorf("UnmakeNull: %s, want %s", p.FEN(), fen)
	}
	// A running count (makruk's, in the FEN) is taken back with the
	// null move, and passing starts none.
	v, _ = lang.Find("makruk")
	g, _ = interp.NewGame(v)
	for _, f := range []string{"8/8/8/8/8/7k/8/R5K1 w - 32 33 15", "8/8/8/8/8/7k/8/R5K1 b - - 0 15"} {
		p, err = g.ParseFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		fen, hash = p.FEN(), p.Hash()
		if !p.MakeNull() {
			t.Fatal("makruk refused a null move")
		}
		p.UnmakeNull()
		if p.FEN() != fen || p.Hash() != hash {
			t.Errorf("makruk's UnmakeNull: %s, want %s", p.FEN(), fen)
		}
	}
	for _, name := range []string{"march-hare", "synchronistic", "identific", "identific-alternate", "placement"} {
		v, _ := lang.Find(name)
		g, _ := interp.NewGame(v)
		p, _ := g.StartPosition()
		if p.MakeNull() {
			t.Errorf("%s allowed a null move", name)
		}
	}
}

func mustMove(t *testing.T, p *interp.Position, text string) interp.Move {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
