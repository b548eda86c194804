package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// hachuPath is HaChu, H. G. Muller's engine for the large shogi games
// (Debian's hachu; scripts/test-packages.sh installs it).
const hachuPath = "/usr/games/hachu"

// TestHachuMatch plays HaChu's games through vdl match against HaChu
// itself: vdl's engine against HaChu, every move of each checked by the
// other side's rules. HaChu has no perft, so this is how vdl's rules are
// held to it: vdl accepts every move HaChu plays (an illegal one would
// end the game as a rules infraction) and HaChu every move vdl plays (it
// answers "Illegal move"). A disagreement fails the test with the game.
//
// By default two games of at most 60 plies a variant; VDL_HACHU_GAMES=N
// plays N games of up to 300 plies (the full test: 20).
//
// Where HaChu and the published rules differ, vdl follows the rules
// (definitions/hachu.vdl says where), and a game that ends on such a
// difference is reported, not failed:
//   - HaChu refuses a Pawn or Lance move to the last rank that could
//     promote and does not (a dead piece, which the rules allow);
//   - HaChu refuses a move that repeats a position even out of check, the
//     rules allow a side in check to repeat (its reason: "Repeats earlier
//     position").
func TestHachuMatch(t *testing.T) {
	if _, err := exec.LookPath(hachuPath); err != nil {
		t.Skipf("%s is not installed (scripts/test-packages.sh installs hachu): %v", hachuPath, err)
	}
	games, plies := 2, 60
	if s := os.Getenv("VDL_HACHU_GAMES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("VDL_HACHU_GAMES=%q: expected a number of games", s)
		}
		games, plies = n, 300
	}
	for _, variant := range []string{"chu"} {
		t.Run(variant, func(t *testing.T) {
			pgn := filepath.Join(t.TempDir(), variant+".pgn")
			out := runInProcess(t, "match", variant, "engine:depth=2", "xboard:"+hachuPath+":time=100ms",
				"-n", strconv.Itoa(games), "--max-plies", strconv.Itoa(plies), "-j", "1",
				"--pgn", pgn, "--json")
			var res struct {
				Games []struct {
					Index  int    `json:"index"`
					White  string `json:"white"`
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
			for i, g := range res.Games {
				if g.Error == "" {
					t.Logf("game %d: %s, %d plies, %s", i+1, g.Result, g.Plies, g.Rule)
					continue
				}
				record := ""
				if i < len(records) {
					record = records[i]
				}
				if why := knownHachuDifference(g.Error, record); why != "" {
					t.Logf("game %d ended on a known difference between HaChu and the rules (%s): %s", i+1, why, g.Error)
					continue
				}
				t.Errorf("game %d (from %s): %s\n%s", i+1, g.Start, g.Error, record)
			}
		})
	}
}

// splitPGN splits a PGN file into its games.
func splitPGN(text string) []string {
	var out []string
	for _, part := range strings.Split(text, "\n[Event ") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		if !strings.HasPrefix(part, "[Event ") {
			part = "[Event " + part
		}
		out = append(out, part)
	}
	return out
}

// lastRankDeferral matches a game's last move, before the result, that
// takes a Pawn or Lance to the far rank of either side without promoting.
var lastRankDeferral = regexp.MustCompile(`\b[PL]x?[a-l](12|1)\s*(\{[^}]*\}\s*)?(1-0|0-1|1/2-1/2|\*)\s*$`)

// knownHachuDifference says which difference between HaChu and the rules
// ended a game, or "" for a real disagreement.
func knownHachuDifference(err, record string) string {
	if !strings.Contains(err, "Illegal move") {
		return ""
	}
	switch {
	case strings.Contains(err, "Repeats earlier position"):
		return "HaChu forbids repeating a position even in check"
	case lastRankDeferral.MatchString(record):
		return "HaChu makes a Pawn or Lance promote on the last rank"
	}
	return ""
}
