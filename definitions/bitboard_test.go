package definitions_test

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// bitboardRowBudget bounds the rows TestBitboardAgrees counts: each is
// counted twice, once by each path (TestChessReference and the suites
// count the larger rows on the bitboard path alone).
func bitboardRowBudget() uint64 {
	if testing.Short() {
		return 200_000
	}
	return 1_000_000
}

// TestBitboardAgrees counts every perft suite row of a variant that the
// bitboard path takes (interp.Game.Bitboards) with the path and without
// it (Position.PerftGeneral): both must give the reference count. It also
// checks that the path is chosen for the variants it was written for.
func TestBitboardAgrees(t *testing.T) {
	variants := bundledVariants(t)
	games := map[string]*interp.Game{}
	game := func(name string) *interp.Game {
		if g, ok := games[name]; ok {
			return g
		}
		v, ok := variants[name]
		if !ok {
			games[name] = nil
			return nil
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		games[name] = g
		return g
	}
	for _, name := range []string{"chess", "nocastle", "chess960", "raazuvaa", "losalamos"} {
		if g := game(name); g == nil || !g.Bitboards() {
			t.Errorf("%s: expected the bitboard path", name)
		}
	}
	for _, name := range []string{"capablanca", "crazyhouse", "atomic", "shogi", "xiangqi", "3check", "kingofthehill", "horde", "antichess"} {
		if g := game(name); g != nil && g.Bitboards() {
			t.Errorf("%s: the bitboard path was chosen for a game beyond it", name)
		}
	}
	rows := 0
	for _, file := range []string{"chess-positions.tsv", "fairy-stockfish-suite.tsv", "fairy-stockfish-extra.tsv"} {
		for _, r := range readRows(t, "testdata/reference/"+file) {
			g := game(r.variant)
			if g == nil || !g.Bitboards() || r.nodes > bitboardRowBudget() {
				continue
			}
			rows++
			fen := r.fen
			if fen == "startpos" {
				fen = variants[r.variant].Setup
			}
			t.Run(r.variant+"/"+file+":"+strconv.Itoa(r.line), func(t *testing.T) {
				p, err := g.ParseFEN(fen)
				if err != nil {
					t.Fatalf("%s: %v", fen, err)
				}
				fast, general := p.Perft(r.depth), p.PerftGeneral(r.depth)
				if fast != r.nodes || general != r.nodes {
					t.Errorf("%s perft %d from %s: bitboards %d, general %d, want %d", r.variant, r.depth, fen, fast, general, r.nodes)
				}
				// Every shallower depth too, where a slip shows first.
				for d := 1; d < r.depth; d++ {
					if a, b := p.Perft(d), p.PerftGeneral(d); a != b {
						t.Errorf("%s perft %d from %s: bitboards %d, general %d", r.variant, d, fen, a, b)
					}
				}
			})
		}
	}
	if rows < 20 {
		t.Errorf("only %d rows on the bitboard path", rows)
	}
	var on []string
	for name, g := range games {
		if g != nil && g.Bitboards() {
			on = append(on, name)
		}
	}
	sort.Strings(on)
	t.Logf("%d rows; bitboard variants among them: %v", rows, on)
}

// TestBitboardChoice lists, for every bundled variant, whether the
// bitboard path takes it, and counts each such variant's start position
// to depth 3 both ways, and positions along random games (where pawns
// come to promote, kings lose their castling, checks and pins abound) to
// depth 2.
func TestBitboardChoice(t *testing.T) {
	variants := bundledVariants(t)
	names := make([]string, 0, len(variants))
	for n := range variants {
		names = append(names, n)
	}
	sort.Strings(names)
	n := 0
	for _, name := range names {
		g, err := interp.NewGame(variants[name])
		if err != nil || !g.Bitboards() {
			continue
		}
		n++
		p, err := g.ParseFEN(variants[name].Setup)
		if err != nil {
			continue // a setup family
		}
		for d := 1; d <= 3; d++ {
			if a, b := p.Perft(d), p.PerftGeneral(d); a != b {
				t.Errorf("%s perft %d: bitboards %d, general %d", name, d, a, b)
			}
		}
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		for game := 0; game < 3; game++ {
			q := p.Clone()
			for ply := 0; ply < 120; ply++ {
				ml := q.LegalMoves(nil)
				if len(ml) == 0 {
					break
				}
				q.Make(ml[rng.IntN(len(ml))])
				if ply%6 == 5 {
					if a, b := q.Perft(2), q.PerftGeneral(2); a != b {
						t.Fatalf("%s perft 2 from %s: bitboards %d, general %d", name, q.FEN(), a, b)
					}
				}
			}
		}
	}
	t.Logf("%d of %d bundled variants take the bitboard path", n, len(names))
}
