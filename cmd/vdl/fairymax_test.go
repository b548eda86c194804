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

// fairymaxPath is Fairy-Max, H. G. Muller's engine for chess variants
// (Debian's fairymax; scripts/test-packages.sh installs it).
const fairymaxPath = "/usr/games/fairymax"

// fairymaxGame is one game of Fairy-Max's fmax.ini: the vdl variant, the
// name Fairy-Max plays it under (its "variant" command), and the value of
// the option that picks the section where one name covers several
// ("Variant fairy selects" for Chess with Different Armies, "Makruk
// rules" for the Makruk family).
type fairymaxGame struct {
	vdl, engine, option, value string
}

// fairymaxGames are the sections of fmax.ini that vdl bundles (see
// definitions/fairymax.vdl). The two sections Cambodian and Ai-wok,
// chosen by option with variant makruk, are the same games as cambodian
// and ai-wok.
var fairymaxGames = []fairymaxGame{
	{"chess", "normal", "", ""},
	{"nocastle", "nocastle", "", ""},
	{"shatranj", "shatranj", "", ""},
	{"asean", "asean", "", ""},
	{"makruk", "makruk", "", ""},
	{"cambodian", "cambodian", "", ""},
	{"cambodian", "makruk", "Makruk rules", "Cambodian"},
	{"ai-wok", "ai-wok", "", ""},
	{"ai-wok", "makruk", "Makruk rules", "Ai-wok"},
	{"fairymax-courier", "courier", "", ""},
	{"knightmate", "knightmate", "", ""},
	{"capablanca", "capablanca", "", ""},
	{"gothic", "gothic", "", ""},
	{"janus", "janus", "", ""},
	{"cylinder", "cylinder", "", ""},
	{"berolina", "berolina", "", ""},
	{"super", "super", "", ""},
	{"seirawan", "seirawan", "", ""},
	{"spartan", "spartan", "", ""},
	{"great", "great", "", ""},
	{"light-brigade", "light-brigade", "", ""},
	{"king-of-the-hill", "king-of-the-hill", "", ""},
	{"los-alamos", "los-alamos", "", ""},
	{"ciccolini", "ciccolini", "", ""},
	{"mexican", "mexican", "", ""},
	{"fairymax-roman", "roman", "", ""},
	{"almost-wildebeest", "almost-wildebeest", "", ""},
	{"cwda-fide-clobberers", "fairy", "Variant fairy selects", "FIDE-Clobberers"},
	{"cwda-clobberers-fide", "fairy", "Variant fairy selects", "Clobberers-FIDE"},
	{"cwda-fide-nutters", "fairy", "Variant fairy selects", "FIDE-Nutters"},
	{"cwda-nutters-fide", "fairy", "Variant fairy selects", "Nutters-FIDE"},
	{"cwda-clobberers-nutters", "fairy", "Variant fairy selects", "Clobberers-Nutters"},
	{"cwda-nutters-clobberers", "fairy", "Variant fairy selects", "Nutters-Clobberers"},
	{"cwda-fide-rookies", "fairy", "Variant fairy selects", "FIDE-Rookies"},
	{"cwda-rookies-fide", "fairy", "Variant fairy selects", "Rookies-FIDE"},
	{"cwda-clobberers-rookies", "fairy", "Variant fairy selects", "Clobberers-Rookies"},
	{"cwda-rookies-clobberers", "fairy", "Variant fairy selects", "Rookies-Clobberers"},
	{"cwda-nutters-rookies", "fairy", "Variant fairy selects", "Nutters-Rookies"},
	{"cwda-rookies-nutters", "fairy", "Variant fairy selects", "Rookies-Nutters"},
}

// TestFairymaxMatch plays every game of Fairy-Max's that vdl bundles
// through vdl match against Fairy-Max itself: vdl's engine against
// Fairy-Max, every move of each checked by the other side's rules.
// Fairy-Max has no perft, so this is how vdl's rules are held to it: vdl
// accepts every move Fairy-Max plays (an illegal one ends the game as a
// rules infraction, with the position and the move) and Fairy-Max every
// move vdl plays (it answers "Illegal move"). A disagreement fails the
// test with the game.
//
// By default one game of at most 40 plies a variant;
// VDL_FAIRYMAX_GAMES=N plays N games of up to 200 plies (the full test:
// 20); VDL_FAIRYMAX_VARIANTS=a,b plays only those vdl variants.
//
// Where Fairy-Max and the published rules differ, vdl follows the rules
// (definitions/fairymax.vdl says where), and a game that ends on such a
// difference is reported, not failed (knownFairymaxDifference).
func TestFairymaxMatch(t *testing.T) {
	if _, err := exec.LookPath(fairymaxPath); err != nil {
		t.Skipf("%s is not installed (scripts/test-packages.sh installs fairymax): %v", fairymaxPath, err)
	}
	games, plies := 1, 40
	if s := os.Getenv("VDL_FAIRYMAX_GAMES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("VDL_FAIRYMAX_GAMES=%q: expected a number of games", s)
		}
		games, plies = n, 200
	}
	only := map[string]bool{}
	if s := os.Getenv("VDL_FAIRYMAX_VARIANTS"); s != "" {
		for _, v := range strings.Split(s, ",") {
			only[strings.TrimSpace(v)] = true
		}
	}
	for _, fg := range fairymaxGames {
		if len(only) > 0 && !only[fg.vdl] {
			continue
		}
		name := fg.vdl
		if fg.value != "" {
			name += "/" + fg.value
		}
		t.Run(name, func(t *testing.T) {
			engine := "xboard:" + fairymaxPath + ":depth=3,variant=" + fg.engine
			if fg.option != "" {
				engine += "," + fg.option + "=" + fg.value
			}
			pgn := filepath.Join(t.TempDir(), "games.pgn")
			out := runInProcess(t, "match", fg.vdl, "engine:depth=2", engine,
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
			for i, g := range res.Games {
				if g.Error == "" {
					t.Logf("game %d: %s, %d plies, %s", i+1, g.Result, g.Plies, g.Rule)
					continue
				}
				record := ""
				if i < len(records) {
					record = records[i]
				}
				if why := knownFairymaxDifference(fg.vdl, g.Error, record); why != "" {
					t.Logf("game %d ended on a known difference between Fairy-Max and the rules (%s): %s", i+1, why, g.Error)
					continue
				}
				t.Errorf("game %d (from %s): %s\n%s", i+1, g.Start, g.Error, record)
			}
		})
	}
}

// knownFairymaxDifference says which difference between Fairy-Max and
// the rules ended a game of variant, or "" for a real disagreement.
func knownFairymaxDifference(variant, err, record string) string {
	return ""
}

var _ = regexp.MustCompile
