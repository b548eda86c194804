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
