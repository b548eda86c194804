package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// judgeEngineMatch plays games of variant between vdl's engine (depth 2)
// and engine (a vdl match player such as "xboard:/usr/games/hachu:...")
// and fails t for every game that ended on a move one side refused,
// unless known names it as a recorded difference between that engine and
// the rules (known gets the game's error and its PGN record). Games lost
// on time are logged, not judged; if every game was, nothing was judged,
// which is an error too.
func judgeEngineMatch(t *testing.T, variant, engine string, games, plies int, known func(err, record string) string) {
	t.Helper()
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	out := runInProcess(t, "match", variant, "engine:depth=2", engine,
		"-n", strconv.Itoa(games), "--max-plies", strconv.Itoa(plies), "-j", "1",
		"--pgn", pgn, "--json")
	var res struct {
		Games []struct {
			Start  string `json:"start"`
			Rule   string `json:"rule"`
			Plies  int    `json:"plies"`
			Error  string `json:"error"`
			Result string `json:"result"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("match --json: %v\n%s", err, out)
	}
	if len(res.Games) != games {
		t.Fatalf("%d games played, want %d", len(res.Games), games)
	}
	text, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	records := splitPGN(string(text))
	forfeits := 0
	for i, g := range res.Games {
		if g.Error == "" {
			t.Logf("game %d: %s, %d plies, %s", i+1, g.Result, g.Plies, g.Rule)
			continue
		}
		if strings.Contains(g.Error, "time forfeit") {
			forfeits++
			t.Logf("game %d: lost on time after %d plies (no move at all: the engine's state or the machine's load, not a move refused): %s", i+1, g.Plies, g.Error)
			continue
		}
		record := ""
		if i < len(records) {
			record = records[i]
		}
		if why := known(g.Error, record); why != "" {
			t.Logf("game %d ended after %d plies on a known difference between the engine and the rules (%s): %s", i+1, g.Plies, why, g.Error)
			continue
		}
		t.Errorf("game %d (from %s): %s\n%s", i+1, g.Start, g.Error, record)
	}
	if forfeits == len(res.Games) {
		t.Errorf("every game was lost on time: nothing was judged")
	}
}
