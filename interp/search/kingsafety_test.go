package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

var (
	bundledOnce     sync.Once
	bundledVariants []*ir.Variant
)

// bundledGame compiles a bundled variant by name.
func bundledGame(t *testing.T, name string) *interp.Game {
	t.Helper()
	bundledOnce.Do(func() { bundledVariants, _ = lang.Bundled() })
	for _, v := range bundledVariants {
		if v.Name == name {
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
	}
	t.Fatalf("no bundled variant %s", name)
	return nil
}

// TestKingDangerTables checks the zones and the sheltering types the king
// danger derives from the rules: the royal's steps and one rank more
// towards the enemy; pieces that never move backwards.
func TestKingDangerTables(t *testing.T) {
	for _, tt := range []struct {
		variant string
		colour  int
		royal   string
		zone    []string
		ahead   []string
		shelter []string
	}{
		{"chess", interp.White, "e1", []string{"d1", "d2", "d3", "e1", "e2", "e3", "f1", "f2", "f3"}, []string{"d2", "d3", "e2", "e3", "f2", "f3"}, []string{"Pawn"}},
		{"chess", interp.Black, "g8", []string{"f6", "f7", "f8", "g6", "g7", "g8", "h6", "h7", "h8"}, []string{"f6", "f7", "g6", "g7", "h6", "h7"}, []string{"Pawn"}},
		{"chess", interp.White, "a4", []string{"a3", "a4", "a5", "a6", "b3", "b4", "b5", "b6"}, []string{"a5", "a6", "b5", "b6"}, []string{"Pawn"}},
		{"shogi", interp.White, "e1", []string{"d1", "d2", "d3", "e1", "e2", "e3", "f1", "f2", "f3"}, []string{"d2", "d3", "e2", "e3", "f2", "f3"}, []string{"Knight", "Lance", "Pawn"}},
		{"xiangqi", interp.White, "e1", []string{"d1", "d2", "e1", "e2", "e3", "f1", "f2"}, []string{"d2", "e2", "e3", "f2"}, []string{"Soldier"}},
	} {
		g := bundledGame(t, tt.variant)
		e := NewEvaluator(g)
		kt := e.kingDanger() // built for every game, used with drops
		if kt == nil {
			t.Errorf("%s: no king danger", tt.variant)
			continue
		}
		k, err := g.ParseSquare(tt.royal)
		if err != nil {
			t.Fatal(err)
		}
		names := func(sqs []interp.Square) []string {
			out := []string{}
			for _, s := range sqs {
				out = append(out, g.SquareName(s))
			}
			sort.Strings(out)
			return out
		}
		if got := names(kt.list[tt.colour][k]); !slices.Equal(got, tt.zone) {
			t.Errorf("%s %s: zone %v, want %v", tt.variant, tt.royal, got, tt.zone)
		}
		if got := names(kt.ahead[tt.colour][k]); !slices.Equal(got, tt.ahead) {
			t.Errorf("%s %s: ahead %v, want %v", tt.variant, tt.royal, got, tt.ahead)
		}
		shelter := []string{}
		for ty, ok := range kt.shelter[tt.colour] {
			if ok {
				shelter = append(shelter, g.V.Pieces[ty].Name)
			}
		}
		sort.Strings(shelter)
		if !slices.Equal(shelter, tt.shelter) {
			t.Errorf("%s: shelter %v, want %v", tt.variant, shelter, tt.shelter)
		}
	}
}

// TestKingPenalty checks the penalty on positions: none at the start,
// more for a royal stripped of its pawns under attack than for one
// behind them, and in shogi more with the enemy's pieces in hand.
func TestKingPenalty(t *testing.T) {
	for _, tt := range []struct {
		variant, fen string
		colour       int
		min, max     int // the penalty's bounds
	}{
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", interp.White, 0, 0},
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", interp.Black, 0, 0},
		// Black's queen, rook and knight around White's bare king.
		{"chess", "3rk3/pppb1ppp/8/8/6q1/5n2/PP6/R1B3K1 w - - 0 1", interp.White, 50, dangerCap},
		// The same attackers, the king behind its pawns.
		{"chess", "3rk3/pppb1ppp/8/8/6q1/5n2/PP3PPP/R1B3K1 w - - 0 1", interp.White, 1, 99},
		// A bare king in shogi: no attacker on the board, pieces in hand.
		{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/9/9/4K4[RBGG] b - 1", interp.White, 0, 0},
		{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/9/9/4K4[rbgg] b - 1", interp.White, 20, dangerCap},
	} {
		g := bundledGame(t, tt.variant)
		e := NewEvaluator(g)
		if (e.danger != nil) != e.drops {
			t.Errorf("%s: king danger %v, drops %v", tt.variant, e.danger != nil, e.drops)
		}
		e.danger = e.kingDanger()
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		var kd dangerCount
		e.danger.startDanger(p, &kd)
		buf := make([]interp.Move, 0, 256)
		for _, ty := range e.mobile {
			for c := 0; c < 2; c++ {
				for _, s := range p.PieceSquares(c, ty) {
					e.moveCount(p, s, ty, c, &buf, &kd)
				}
			}
		}
		if got := e.kingPenalty(p, tt.colour, &kd); got < tt.min || got > tt.max {
			t.Errorf("%s %s colour %d: penalty %d, want %d to %d", tt.variant, tt.fen, tt.colour, got, tt.min, tt.max)
		}
	}
}

// BenchmarkKingDanger times the evaluation with and without the king
// danger on positions of random play (20 to 40 plies in), for the ratio
// of the two in one run:
//
//	go test ./interp/search -run '^$' -bench KingDanger -count 3
func BenchmarkKingDanger(b *testing.B) {
	for _, name := range []string{"chess", "capablanca", "shogi", "xiangqi"} {
		variants, _ := lang.Bundled()
		var g *interp.Game
		for _, v := range variants {
			if v.Name == name {
				g, _ = interp.NewGame(v)
			}
		}
		if g == nil {
			b.Fatalf("no %s", name)
		}
		e := NewEvaluator(g)
		positions := randomPositions(g, 200, 1, 20, 21)
		danger := e.kingDanger()
		for _, on := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/danger=%v", name, on), func(b *testing.B) {
				e.danger = nil
				if on {
					e.danger = danger
				}
				for i := 0; i < b.N; i++ {
					e.Evaluate(positions[i%len(positions)])
				}
			})
		}
	}
}

// TestSafetyByRing: safety counts a royal's friends and enemies on the squares
// near it (Evaluator.nearList); along random games it scores every position as
// counting them over the piece lists does.
func TestSafetyByRing(t *testing.T) {
	for _, tt := range []struct {
		variant string
		seed    uint64
	}{
		{"chess", 1},
		{"leaping-bat-chess", 2},
		{"missing-bat-chess-zebra", 3},
		{"shogi", 4},
		{"xiangqi", 5},
		{"dai", 6},
		{"grande-acedrex", 7},
		{"jabberwocky", 8},
	} {
		g := bundledGame(t, tt.variant)
		e := NewEvaluator(g)
		if e.near == nil {
			t.Errorf("%s: no king-safety tables", tt.variant)
			continue
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(tt.seed, 11))
		var ml []interp.Move
		for ply := 0; ply < 120; ply++ {
			for c := 0; c < 2; c++ {
				if got, want := e.safety(p, c), safetyByLists(e, p, c); got != want {
					t.Fatalf("%s, ply %d, %s: side %d's safety %d, by the piece lists %d", tt.variant, ply, p.FEN(), c, got, want)
				}
			}
			if ml = p.LegalMoves(ml[:0]); len(ml) == 0 {
				break
			}
			p.Make(ml[rng.IntN(len(ml))])
		}
	}
}

// safetyByLists is safety reading every piece list.
func safetyByLists(e *Evaluator, p *interp.Position, c int) int {
	score := 0
	for _, rt := range e.royalTypes {
		for _, k := range p.PieceSquares(c, rt) {
			row := e.near[int(k)*e.size:][:e.size]
			friends := 0
			for t := 0; t < e.n; t++ {
				if t == rt {
					continue
				}
				for _, s := range p.PieceSquares(c, t) {
					if row[s] == 1 {
						friends++
					}
				}
				if e.phaseValue[t] == 0 {
					continue
				}
				for _, s := range p.PieceSquares(1-c, t) {
					if d := int(row[s]); d <= kingZone {
						score -= tropism * e.Values[t] / 100 * (kingZone + 1 - d)
					}
				}
			}
			score += shelter * min(friends, 4)
		}
	}
	return score
}
