package search

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

func chessPosition(t *testing.T, fen string) *interp.Position {
	t.Helper()
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The greedy player mates when it can and otherwise takes the most
// material; both positions are chosen so exactly one move does it.
func TestGreedyChoices(t *testing.T) {
	tests := []struct{ name, fen, want string }{
		{"mate in one", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"},
		{"free queen", "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", "d1d5"},
	}
	for _, tt := range tests {
		p := chessPosition(t, tt.fen)
		g := &Greedy{Rng: rand.New(rand.NewSource(1))}
		m := g.Choose(p, p.LegalMoves(nil))
		if got := p.Game().MoveString(m); got != tt.want {
			t.Errorf("%s: greedy chose %s, want %s", tt.name, got, tt.want)
		}
	}
}

// Play runs to the end the rules give and leaves the final position.
func TestPlayEndsByTheRules(t *testing.T) {
	p := chessPosition(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	rng := rand.New(rand.NewSource(1))
	rec := Play(p, &Greedy{Rng: rng}, &Random{Rng: rng}, 100)
	if !rec.Outcome.Over || rec.Outcome.Winner != interp.White || rec.Outcome.Rule != "checkmate" {
		t.Fatalf("outcome %+v, want White mating", rec.Outcome)
	}
	if len(rec.Moves) != 1 || rec.Moves[0] != "Ra8#" || rec.UCI[0] != "a1a8" {
		t.Errorf("moves %v %v, want [Ra8#] [a1a8]", rec.Moves, rec.UCI)
	}
	if rec.FinalFEN != p.FEN() {
		t.Errorf("final FEN %s, position %s", rec.FinalFEN, p.FEN())
	}
}

func TestNewPlayer(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	g := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").Game()
	for _, name := range []string{"random", "Greedy", "engine", "engine:depth=3,hash=1", "engine:time=50ms,nodes=1000", "engine:depth=2,threads=2"} {
		if _, err := NewPlayer(name, PlayerConfig{Game: g, Rng: rng}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, bad := range []string{"deep", "random:depth=2", "engine:depth", "engine:depth=-1", "engine:time=fast", "engine:colour=red", "engine:threads=0", "engine:threads=257", "engine:threads=many"} {
		if _, err := NewPlayer(bad, PlayerConfig{Game: g, Rng: rng}); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}

// The history of quiet moves outlasts a search, halved at the next one,
// and NewGame clears it; a drop's entries are apart from the same type's
// moves on the board.
func TestHistoryKept(t *testing.T) {
	p := position(t, "shogi", "ln1gkg1nl/1s1r1s1b1/4ppppp/ppp6/3pB4/P1P6/1P1PPPPPP/3S1SR1L/LN1GKG1N1[Ss] w - - 16 9")
	e := NewEngine(p.Game(), Options{})
	e.Search(p.Clone(), Limits{Depth: 5}, nil)
	old := append([]int32(nil), e.hists[0]...)
	nonzero := 0
	for _, h := range old {
		if h != 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Fatal("a depth-5 search left no history")
	}
	s := newSearcher(e, p.Clone(), Limits{Depth: 1}, 0)
	for i, h := range s.history {
		if h != old[i]/2 {
			t.Fatalf("history %d: %d at the next search, want %d (half of %d)", i, h, old[i]/2, old[i])
		}
	}
	drops := 0
	for _, m := range p.LegalMoves(nil) {
		if m.DropType() >= 0 {
			drops++
			if i := s.historyIndex(p, m); i < 2*s.types*s.size {
				t.Fatalf("drop %s: history index %d, among the moves on the board's", p.Game().MoveString(m), i)
			}
		}
	}
	if drops == 0 {
		t.Fatal("no drop to test")
	}
	e.NewGame()
	for i, h := range e.hists[0] {
		if h != 0 {
			t.Fatalf("history %d: %d after NewGame", i, h)
		}
	}
}
