package main

import (
	"os"
	"os/exec"
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
	{"falcon", "falcon", "", ""},
	{"cylinder", "cylinder", "", ""},
	{"berolina", "berolina", "", ""},
	{"super", "super", "", ""},
	{"seirawan", "seirawan", "", ""},
	{"spartan", "spartan", "", ""},
	{"great", "great", "", ""},
	{"light-brigade", "light-brigade", "", ""},
	{"king-of-the-hill", "king-of-the-hill", "", ""},
	{"bifurcator", "bifurcator", "", ""},
	{"team-mate", "team-mate", "", ""},
	{"los-alamos", "los-alamos", "", ""},
	{"ciccolini", "ciccolini", "", ""},
	{"mexican", "mexican", "", ""},
	{"grande-acedrex", "grande-acedrex", "", ""},
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
// difference is reported, not failed (knownFairymaxDifference). So is a
// game lost on time (no answer within two minutes at depth 3: once in
// 20 games of seirawan on a loaded machine), which refuses no move,
// unless every game ends so.
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
			judgeEngineMatch(t, fg.vdl, engine, games, plies, func(err, record string) string {
				return knownFairymaxDifference(fg.vdl, err, record)
			})
		})
	}
}

// knownFairymaxDifference says which difference between Fairy-Max and
// the rules ended a game of variant, or "" for a real disagreement. err
// is the game's error: either vdl refusing Fairy-Max's move (`illegal
// move "d8d6" in FEN: ...`) or Fairy-Max refusing vdl's (`the engine
// refused the game: Illegal move:e1c1`).
func knownFairymaxDifference(variant, err, record string) string {
	if m := engineIllegal.FindStringSubmatch(err); m != nil {
		move, fen := m[1], m[2]
		piece := pieceOn(fen, move)
		switch {
		case variant == "cambodian" && (piece == "k" || piece == "K" || piece == "m" || piece == "M"):
			return "Fairy-Max's Cambodian king and met leap on their first move also to take, the king to any forward knight square and in check: " + move
		case variant == "light-brigade" && piece == "p" && strings.HasSuffix(move, "q"):
			return "Fairy-Max's black pawn promotes to a queen, where the rules give Black knights only: " + move
		}
		return ""
	}
	if m := vdlRefused.FindStringSubmatch(err); m != nil {
		move := m[1]
		switch {
		case variant == "los-alamos" && strings.HasSuffix(move, "n"):
			return "Fairy-Max refuses the promotion to a knight (its value 333 ends in 3): " + move
		case (variant == "cwda-clobberers-nutters" || variant == "cwda-nutters-clobberers") && strings.HasSuffix(move, "f"):
			return "Fairy-Max's letter for the FAD is c, which the Colonel has in vdl: " + move
		case (variant == "cwda-nutters-rookies" || variant == "cwda-rookies-nutters") && strings.HasSuffix(move, "d"):
			return "Fairy-Max's letter for the Half-duck is h, which the Fibnif has in vdl: " + move
		}
	}
	return ""
}

// engineIllegal is vdl refusing the engine's move, vdlRefused the engine
// refusing vdl's.
var (
	engineIllegal = regexp.MustCompile(`illegal move "([^"]+)" in ([^:]+):`)
	vdlRefused    = regexp.MustCompile(`the engine refused the game: Illegal move:\s*(\S+)`)
)

// pieceOn is the FEN letter of the piece on the square a move starts
// from ("" for none): the move's first square, in vdl's notation.
func pieceOn(fen, move string) string {
	sq := regexp.MustCompile(`^([a-z])([0-9]+)`).FindStringSubmatch(move)
	if sq == nil {
		return ""
	}
	file := int(sq[1][0] - 'a')
	rank, _ := strconv.Atoi(sq[2])
	rows := strings.Split(strings.Fields(fen)[0], "/")
	if rank < 1 || rank > len(rows) {
		return ""
	}
	f := 0
	row := rows[len(rows)-rank]
	for i := 0; i < len(row); i++ {
		c := row[i]
		if c >= '0' && c <= '9' {
			n := int(c - '0')
			for i+1 < len(row) && row[i+1] >= '0' && row[i+1] <= '9' {
				i++
				n = n*10 + int(row[i]-'0')
			}
			f += n
			continue
		}
		if f == file {
			return string(c)
		}
		f++
	}
	return ""
}

// TestKnownFairymaxDifference: the games TestFairymaxMatch forgives, and
// those it does not.
func TestKnownFairymaxDifference(t *testing.T) {
	const cambodian = "r2m3r/3n1sk1/s2Npnpp/2p2p2/5N2/1PPPPPPP/RKS5/4MS1R b Ed - 0 11"
	for _, c := range []struct {
		variant, err string
		known        bool
	}{
		{"cambodian", `Fairy-Max 5.0b (Black): illegal move "d8d6" in ` + cambodian + `: "d8d6" is not a legal move here`, true},
		{"cambodian", `Fairy-Max 5.0b (Black): illegal move "a8a6" in ` + cambodian + `: "a8a6" is not a legal move here`, false},
		{"makruk", `Fairy-Max 5.0b (Black): illegal move "d8d6" in ` + cambodian + `: "d8d6" is not a legal move here`, false},
		{"light-brigade", `x: illegal move "a2a1q" in 4k3/8/8/8/8/8/p7/4K3 b - - 0 1: no`, true},
		{"light-brigade", `x: illegal move "a2a1n" in 4k3/8/8/8/8/8/p7/4K3 b - - 0 1: no`, false},
		{"los-alamos", "Fairy-Max 5.0b (Black): the engine refused the game: Illegal move:b5b6n", true},
		{"los-alamos", "Fairy-Max 5.0b (Black): the engine refused the game: Illegal move:b5b6q", false},
		{"cwda-nutters-clobberers", "x: the engine refused the game: Illegal move:b2b1f", true},
		{"cwda-rookies-nutters", "x: the engine refused the game: Illegal move:b7b8d", true},
		{"cwda-fide-rookies", "x: the engine refused the game: Illegal move:b7b8d", false},
	} {
		if got := knownFairymaxDifference(c.variant, c.err, "") != ""; got != c.known {
			t.Errorf("%s: %q: known %v, want %v", c.variant, c.err, got, c.known)
		}
	}
}
