package search

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A weakened engine searches at most 1+level plies, always plays a legal
// move, and at level 0 plays moves other than the best one; level 20 is
// the full engine.
func TestSkillWeakens(t *testing.T) {
	fens := []string{
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
		"rnbqkbnr/ppp2ppp/8/3pp3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3",
		"r2qkbnr/ppp2ppp/2np4/4p3/2B1P1b1/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5",
		"rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
		"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
	}
	differs := 0
	for i, fen := range fens {
		p := chessPosition(t, fen)
		full := NewEngine(p.Game(), Options{HashMB: 1}).Search(p, Limits{Depth: 4}, nil)
		for seed := uint64(0); seed < 4; seed++ {
			deepest := 0
			e := NewEngine(p.Game(), Options{HashMB: 1})
			res := e.Search(p, Limits{Depth: 4, Skill: &Skill{Level: 0, Seed: seed}}, func(in Info) { deepest = max(deepest, in.Depth) })
			if deepest != 1 {
				t.Errorf("%d: level 0 searched %d plies, want 1", i, deepest)
			}
			if !slices.Contains(p.LegalMoves(nil), res.Best) {
				t.Fatalf("%d: level 0 played an illegal move", i)
			}
			if res.Best != full.Best {
				differs++
			}
		}
		top := NewEngine(p.Game(), Options{HashMB: 1}).Search(p, Limits{Depth: 4, Skill: &Skill{Level: MaxSkill}}, nil)
		if top.Best != full.Best {
			t.Errorf("%d: level 20 played %s, the full engine %s", i, p.Game().MoveString(top.Best), p.Game().MoveString(full.Best))
		}
	}
	if differs == 0 {
		t.Errorf("level 0 always played the full engine's move in %d tries", 4*len(fens))
	}
}

// The choice among lines: at level 19 a line 3.5 pawns worse never wins
// (its push, 82*350/128 and a random part below 82*100/128, leaves it
// below the best line's 50), while two lines 0.1 pawn apart both do; at
// level 0 every line is chosen some of the time; a mate is kept.
func TestPickWeakened(t *testing.T) {
	lines := []Info{{Score: Score{CP: 50}, MultiPV: 1}, {Score: Score{CP: 40}, MultiPV: 2}, {Score: Score{CP: -300}, MultiPV: 3}}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct {
		level float64
		never int
	}{{19, -300}, {0, 1}} {
		counts := map[int]int{}
		for i := 0; i < 2000; i++ {
			counts[pickWeakened(lines, tt.level, rng).Score.CP]++
		}
		if counts[tt.never] != 0 {
			t.Errorf("level %g chose %d %d times in 2000", tt.level, tt.never, counts[tt.never])
		}
		if counts[40] == 0 || counts[50] == 0 || tt.level == 0 && counts[-300] == 0 {
			t.Errorf("level %g: %v, want more lines chosen", tt.level, counts)
		}
	}
	mate := []Info{{Score: Score{Mate: 2}, MultiPV: 1}, {Score: Score{CP: 900}, MultiPV: 2}}
	for i := 0; i < 200; i++ {
		if got := pickWeakened(mate, 10, rng); got.Score.Mate != 2 {
			t.Fatalf("level 10 let a mate in 2 go for %v", got.Score)
		}
	}
}

func TestSkillFromElo(t *testing.T) {
	lo, hi := EloRange()
	if SkillFromElo(lo-100) != 0 || SkillFromElo(hi+100) != MaxSkill {
		t.Errorf("outside %d..%d: levels %g and %g, want 0 and %d", lo, hi, SkillFromElo(lo-100), SkillFromElo(hi+100), MaxSkill)
	}
	prev := -1.0
	for e := lo; e <= hi; e += 10 {
		l := SkillFromElo(e)
		if l < prev {
			t.Fatalf("level falls from %g to %g at Elo %d", prev, l, e)
		}
		prev = l
	}
}
