package match

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestReadPGN reads what PGN allows: tags with escapes, move numbers
// glued or not, comments, nested variations, NAGs, suffixes, escape
// lines, several games.
func TestReadPGN(t *testing.T) {
	text := `% an escape line
[Event "a \"quoted\" \\ event"]
[Result "0-1"]

1.f3 {a comment (with a paren} e5 ; to the end of the line
2. g4?? $4 (2. e4 (2. d4 d5) Nc6) 2... Qh4# 0-1

[Event "second"]
1. e4 *
`
	games, err := ReadPGN("t.pgn", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := games[0]
	if ev, _ := g.Tag("Event"); ev != `a "quoted" \ event` {
		t.Errorf("Event %q", ev)
	}
	var moves []string
	for _, m := range g.Moves {
		moves = append(moves, m.Text)
	}
	if got := strings.Join(moves, " "); got != "f3 e5 g4 Qh4#" {
		t.Errorf("moves %q", got)
	}
	if got := strings.Join(g.Comments, "|"); got != "a comment (with a paren|||" {
		t.Errorf("comments %q, want the first move's alone (a variation's are skipped)", got)
	}
	if g.Moves[0].Pos.String() != "t.pgn:5:3" || g.Moves[2].Pos.String() != "t.pgn:6:4" {
		t.Errorf("places %v %v, want t.pgn:5:3 and t.pgn:6:4", g.Moves[0].Pos, g.Moves[2].Pos)
	}
	if g.Result.Text != "0-1" || g.Result.Pos.String() != "t.pgn:6:45" {
		t.Errorf("result %q at %v", g.Result.Text, g.Result.Pos)
	}
	if ev, _ := games[1].Tag("Event"); ev != "second" || len(games[1].Moves) != 1 || games[1].Result.Text != "*" {
		t.Errorf("second game %+v", games[1])
	}
}

// TestReadPGNErrors: each syntax error at its place.
func TestReadPGNErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"1. e4 e5", "t.pgn:1:9: the game that starts at 1:4 has no result"},
		{"1. e4 {open", "t.pgn:1:7: a comment { that no } closes"},
		{"1. e4 (1. d4 *", "t.pgn:1:7: a variation ( that no ) closes"},
		{"1. e4 ) *", "t.pgn:1:7: unexpected ')'"},
		{"[Event \"x]\n1. e4 *", "t.pgn:1:1: the value of tag Event has no closing quote"},
		{"[Event x]", "t.pgn:1:8: the value of tag Event expected"},
		{"[Event \"x\" *", "t.pgn:1:12: ] expected after the value of tag Event"},
		{"[Ev-ent \"x\"]", "t.pgn:1:2: a tag name of letters"},
		{"1. e4\n[Event \"x\"]\n*", "t.pgn:2:1: a tag in the moves of the game that starts at 1:4"},
	} {
		_, err := ReadPGN("t.pgn", []byte(tc.text))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want it to start %q", tc.text, err, tc.want)
		}
	}
}

// TestReplayPGN replays games and finds the bad move, the contradicted
// result or tag, each at its place.
func TestReplayPGN(t *testing.T) {
	chess, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ text, fen, err string }{
		{"1. f3 e5 2. g4 Qh4# 0-1", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", ""},
		{"[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n1. a8=Q+ *", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1", ""},
		{"1. e2e4 e7e5 2. g1f3 *", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", ""},
		{"1. e4 e5 2. Ke3 *", "", `t.pgn:1:13: move 2. Ke3 (ply 3): "Ke3" is not a legal move here`},
		{"1. e4 e5 2. Nf3 Nf3 *", "", `t.pgn:1:17: move 2... Nf3 (ply 4): "Nf3" is not a legal move here`},
		{"1. f3 e5 2. g4 Qh4 1-0", "", "t.pgn:1:20: result 1-0, but the rules end the game 0-1 (checkmate)"},
		{"1. f3 e5 2. g4 Qh4 3. a3 0-1", "", "t.pgn:1:23: move a3: the game is over already (checkmate, 0-1)"},
		{"[Result \"1-0\"]\n1. e4 *", "", "t.pgn:1:1: the Result tag says 1-0, the moves end with *"},
		{"[FEN \"8/8/8 w - - 0 1\"]\n*", "", "t.pgn:1:1: FEN of chess:"},
	} {
		games, err := ReadPGN("t.pgn", []byte(tc.text))
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		var plies int
		p, err := ReplayPGN(chess, &games[0], func(int, string, *interp.Position) { plies++ })
		switch {
		case tc.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want it to start %q", tc.text, err, tc.err)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.text, err)
		case p.FEN() != tc.fen || plies != len(games[0].Moves):
			t.Errorf("%q: ends at %s after %d plies, want %s after %d", tc.text, p.FEN(), plies, tc.fen, len(games[0].Moves))
		}
	}
}

// TestReplayOwnPGN: what vdl match writes, vdl's reader replays.
func TestReplayOwnPGN(t *testing.T) {
	v, err := lang.Find("capricorn")
	if err != nil {
		t.Fatal(err)
	}
	var pgn bytes.Buffer
	_, err = Run(Config{Variant: v, Players: [2]string{"random", "random"}, Games: 2, Seed: 3, MaxPlies: 60, PGN: &pgn, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	games, err := ReadPGN("match.pgn", pgn.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, pgn.String())
	}
	if len(games) != 2 {
		t.Fatalf("%d games read, want 2", len(games))
	}
	for i := range games {
		if _, err := ReplayPGN(v, &games[i], nil); err != nil {
			t.Errorf("game %d: %v\n%s", i+1, err, pgn.String())
		}
	}
}

// TestRunContext: a match whose context is done starts no more games and
// says why.
func TestRunContext(t *testing.T) {
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sum, err := Run(Config{Variant: v, Players: [2]string{"random", "random"}, Games: 50, MaxPlies: 20, Context: ctx})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
	if sum == nil || len(sum.Games) != 0 {
		t.Errorf("a match cancelled before it began played: %+v", sum)
	}
}
