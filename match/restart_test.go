package match

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/lang"
)

// fakeSpecMark is fakeSpec with VDL_FAKE_MARK set to a new file's path.
func fakeSpecMark(t *testing.T, proto, mode string) (spec, mark string) {
	t.Helper()
	mark = filepath.Join(t.TempDir(), "mark")
	t.Setenv("VDL_FAKE_MARK", mark)
	return fakeSpec(t, proto, mode), mark
}

// fakeSpecDepth is fakeSpecMark with the fake engine asked for depth 1
// rather than 100 ms a move: it is then waited for two minutes a move,
// not 1.2 s, so that a loaded machine does not make a slow answer a time
// forfeit (the tests that use it are about crashes and restarts).
func fakeSpecDepth(t *testing.T, proto, mode string) (spec, mark string) {
	t.Helper()
	spec, mark = fakeSpecMark(t, proto, mode)
	return strings.TrimSuffix(spec, ":time=100ms") + ":depth=1", mark
}

// A crashed engine is started again before the next game, which it plays
// (it is not forfeited at ply 0), and the crash is reported; with
// NoRestart it stays dead and forfeits the games left.
func TestEngineRestart(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		for _, noRestart := range []bool{false, true} {
			spec, _ := fakeSpecDepth(t, proto, "crash-once")
			v, err := lang.Find("chess")
			if err != nil {
				t.Fatal(err)
			}
			var pgn, progress bytes.Buffer
			c := Config{Variant: v, Players: [2]string{spec, "random"}, Games: 4, Seed: 7, MaxPlies: 40,
				Openings: Openings{Plies: 2}, PGN: &pgn, Progress: &progress, NoRestart: noRestart}
			sum, err := Run(c)
			if err != nil {
				t.Fatal(err)
			}
			name := proto + " restart"
			if noRestart {
				name = proto + " no restart"
			}
			if len(sum.Games) != 4 {
				t.Fatalf("%s: %d games", name, len(sum.Games))
			}
			first := sum.Games[0]
			if !strings.Contains(first.Error, "exited (exit status 3)") || !strings.Contains(first.Error, "fatal: {crashed}") {
				t.Errorf("%s: the crash is not reported: %q", name, first.Error)
			}
			for _, g := range sum.Games[1:] {
				switch {
				case !noRestart && (g.Error != "" || g.Plies == 0):
					t.Errorf("%s: game %d after the restart: %d plies, error %q", name, g.Index+1, g.Plies, g.Error)
				case noRestart && (g.Error == "" || g.Plies != 0):
					t.Errorf("%s: game %d with the engine dead: %d plies, error %q", name, g.Index+1, g.Plies, g.Error)
				}
			}
			want := "player A (Fake"
			if r := sum.Games[1].Restarts; len(r) != 1 || !strings.HasPrefix(r[0], want) {
				t.Errorf("%s: game 2 restarts %q, want one for %s...", name, r, want)
			}
			if sum.Restarts != 1 || !strings.Contains(progress.String(), "game 2: player A (Fake") {
				t.Errorf("%s: %d restarts, progress %q", name, sum.Restarts, progress.String())
			}
			if n := countPGNGames(t, pgn.String()); n != 4 {
				t.Errorf("%s: the PGN has %d games, want 4:\n%s", name, n, pgn.String())
			}
		}
	}
}

// An engine started again after a crash that does not take the set-up
// (the variant) forfeits the next game, at ply 0, and is started again,
// and set up in full, before the game after: it never plays a move in
// another variant (shogi answered d2d4, a chess move, after a restart).
func TestRestartReplaysSetUp(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		spec, mark := fakeSpecDepth(t, proto, "crash-refuse")
		v, err := lang.Find("capablanca")
		if err != nil {
			t.Fatal(err)
		}
		c := Config{Variant: v, Players: [2]string{spec, "random"}, Games: 4, Seed: 7, MaxPlies: 20,
			Openings: Openings{Plies: 2}}
		sum, err := Run(c)
		if err != nil {
			t.Fatal(err)
		}
		if len(sum.Games) != 4 {
			t.Fatalf("%s: %d games", proto, len(sum.Games))
		}
		log, err := os.ReadFile(mark + ".log")
		if err != nil {
			t.Fatalf("%s: the engine was never asked to move: %v", proto, err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(log)), "\n") {
			if line != "go capablanca" {
				t.Errorf("%s: the engine was asked to move in another variant: %q", proto, line)
			}
		}
		g := sum.Games
		if !strings.Contains(g[0].Error, "exit status 3") {
			t.Errorf("%s: game 1: the crash is not reported: %q", proto, g[0].Error)
		}
		// UCI sets the variant in the handshake (the restart fails), XBoard
		// at the new game (the game fails).
		if r := g[1].Restarts; len(r) != 1 || proto == "uci" && !strings.Contains(r[0], "could not be restarted") {
			t.Errorf("%s: game 2 restarts %q, want the restart", proto, r)
		}
		if g[1].Plies != 0 || g[1].Error == "" {
			t.Errorf("%s: game 2 with an engine not set up: %d plies, error %q; want a forfeit at ply 0", proto, g[1].Plies, g[1].Error)
		}
		if r := g[2].Restarts; len(r) != 1 || !strings.Contains(r[0], " restarted: ") || !strings.Contains(r[0], "set-up failed") {
			t.Errorf("%s: game 3 restarts %q, want a restart after the failed set-up", proto, r)
		}
		for _, r := range g[2:] {
			if r.Error != "" || r.Plies == 0 {
				t.Errorf("%s: game %d after the second restart: %d plies, error %q", proto, r.Index+1, r.Plies, r.Error)
			}
		}
	}
}

// An engine that closes its output but does not exit is killed once
// exitWait is over (its exit status is waited for until then), and the
// game reports it.
func TestMuteEngineKilled(t *testing.T) {
	defer func(w time.Duration) { exitWait = w }(exitWait)
	exitWait = 300 * time.Millisecond
	spec, _ := fakeSpecDepth(t, "uci", "mute")
	done := make(chan *Summary)
	go func() {
		v, _ := lang.Find("chess")
		sum, err := Run(Config{Variant: v, Players: [2]string{spec, "random"}, Games: 1, Seed: 7, MaxPlies: 20})
		if err != nil {
			t.Error(err)
		}
		done <- sum
	}()
	select {
	case sum := <-done:
		if sum == nil || len(sum.Games) != 1 || !strings.Contains(sum.Games[0].Error, "signal: killed") {
			t.Fatalf("want the game lost to a killed engine: %+v", sum)
		}
	case <-time.After(time.Minute):
		t.Fatal("the match did not end")
	}
}

// An engine that does not answer in time is killed and started again for
// the next game.
func TestSilentEngineRestarted(t *testing.T) {
	sum := runMatch(t, "chess", [2]string{fakeSpec(t, "xboard", "silent"), "random"}, 2, nil)
	if sum.Errors != 2 || sum.Restarts != 1 {
		t.Fatalf("%d errors, %d restarts: want 2 and 1", sum.Errors, sum.Restarts)
	}
	if r := sum.Games[1].Restarts; len(r) != 1 || !strings.Contains(r[0], "killed after no move within") {
		t.Errorf("restarts %q", r)
	}
}

// An engine whose child holds its standard output and error open does not
// keep the match from ending: its process group is killed at the end.
func TestEngineChildKilled(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		spec, mark := fakeSpecMark(t, proto, "child")
		done := make(chan *Summary)
		go func() {
			v, _ := lang.Find("chess")
			sum, err := Run(Config{Variant: v, Players: [2]string{spec, "random"}, Games: 2, Seed: 7, MaxPlies: 20})
			if err != nil {
				t.Error(err)
			}
			done <- sum
		}()
		select {
		case sum := <-done:
			if sum == nil || len(sum.Games) != 2 || sum.Errors != 0 {
				t.Fatalf("%s: %+v", proto, sum)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: the match did not end", proto)
		}
		text, err := os.ReadFile(mark)
		if err != nil {
			t.Fatalf("%s: the child did not start: %v", proto, err)
		}
		pid, err := strconv.Atoi(string(text))
		if err != nil {
			t.Fatal(err)
		}
		// The child was killed; it may take its new parent a moment to
		// reap it.
		for i := 0; ; i++ {
			stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
			if err != nil || strings.Contains(string(stat), ") Z ") {
				break
			}
			if i == 100 {
				t.Fatalf("%s: the engine's child %d still runs: %s", proto, pid, stat)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}

// Engine text with braces (in an illegal move, on standard error) does
// not break the PGN comment that reports it.
func TestPGNCommentEscapes(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		var pgn bytes.Buffer
		sum := runMatch(t, "chess", [2]string{fakeSpec(t, proto, "brace"), "random"}, 4, &pgn)
		if sum.Errors != 4 || !strings.Contains(sum.Games[0].Error, "a1a1}1-0{") {
			t.Fatalf("%s: %d errors, first %q", proto, sum.Errors, sum.Games[0].Error)
		}
		if n := countPGNGames(t, pgn.String()); n != 4 {
			t.Errorf("%s: the PGN has %d games, want 4:\n%s", proto, n, pgn.String())
		}
		checkPGN(t, pgn.String(), "chess", 4)
	}
	if got := commentText("a}b{c\nd%e"); got != "a)b(c dpcte" {
		t.Errorf("commentText: %q", got)
	}
}

// countPGNGames reads PGN as a reader does: tag lines, brace comments
// (which end at the first }), escape lines opening with %, and movetext
// tokens, and counts the game results. A } outside a comment or a
// comment left open is an error.
func countPGNGames(t *testing.T, pgn string) int {
	t.Helper()
	games := 0
	lineStart := true
	for i := 0; i < len(pgn); {
		c := pgn[i]
		switch {
		case c == '{':
			j := strings.IndexByte(pgn[i:], '}')
			if j < 0 {
				t.Fatalf("PGN: a comment left open at byte %d", i)
			}
			i += j + 1
		case c == '}':
			t.Fatalf("PGN: a } outside a comment at byte %d:\n%s", i, pgn)
		case lineStart && (c == '[' || c == '%'):
			j := strings.IndexByte(pgn[i:], '\n')
			if j < 0 {
				j = len(pgn) - i
			}
			i += j
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
		default:
			j := i
			for j < len(pgn) && !strings.ContainsRune(" \t\r\n{}", rune(pgn[j])) {
				j++
			}
			switch pgn[i:j] {
			case "1-0", "0-1", "1/2-1/2", "*":
				games++
			}
			i = j
		}
		lineStart = i > 0 && pgn[i-1] == '\n'
	}
	return games
}

// The XBoard lines that refuse a game's set-up, and those that do not.
func TestSetUpRefused(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Error (unknown command): post", false},
		{"Error (unkown command): nps", false},
		{"Error (Illegal move or unknown command): post", false},
		{"Error: unknown command", false},
		{"pong 1", false},
		{"Error (unsupported variant): variant shogi", true},
		{"Error (cannot start variant game): 'shogi'", true},
		{"Error (bad FEN): setboard 8/8 w", true},
		{"Illegal move: e2e4", true},
		{"Illegal move {e2e4}", true},
	} {
		if got := setUpRefused(tc.line); got != tc.want {
			t.Errorf("setUpRefused(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
