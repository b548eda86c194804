package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// hachuMacadamiaFile is Macadamia Shogi as HaChu 0.21 plays it, which
// TestHachuMatch plays against it (its comments say how): HaChu's setup
// (Black's Priest and Pirate change places, and HaChu takes no FEN), its
// Hook Mover and Emperor that do not move, its Capricorner that only
// slides one or two squares diagonally back, its Phoenix that promotes to
// a Go-Between, its Wolf's gap (no capture on the second square with a
// step back to an empty first), its contagion (a Saint's or
// Ghost's captor only, Elephants too) and its promotion, optional on every
// capture. Were these the rules', every game would end on vdl's first
// Hook Mover move, or the first capture of a promoted piece.
var hachuMacadamiaFile = filepath.Join("testdata", "hachu-macadamia.vdl")

// cecpIllegalMove is the move in vdl's refusal of an engine's move.
var cecpIllegalMove = regexp.MustCompile(`illegal move "([^"]+)"`)

// cecpFrom is a move's first square, in coordinates.
var cecpFrom = regexp.MustCompile(`^[a-z][0-9]+`)

// Macadamia Shogi as HaChu 0.21 plays it differs from the rules in ways
// TestHachuMatch forgives, each only where it applies (hachuMacadamia),
// besides those hachuMacadamiaFile plays:
//   - HaChu writes some of its Wolf's multiple moves as taking on a
//     square that is empty, as in Cashew Shogi (wolfMiswrite in
//     hachu_cashew_test.go);
//   - HaChu's search now and then plays a move of its opponent's piece:
//     after the 216 plies of a game TestHachuMatch played (from HaChu's
//     setup, h4h5 d12e12 m3m2 i10i9, then the game's), HaChu's own board
//     (the dump it prints on an illegal usermove) has White's Phoenix on
//     i8, and, Black to move, `st 1` then `go` answers "move i8g10" (with
//     `sd 5`, "move @@@@"). vdl refuses it; the game is reported, not
//     judged;
//   - HaChu 0.21 crashes (a segmentation fault) now and then in Macadamia
//     Shogi, playing against itself too (vdl match of hachu-macadamia.vdl
//     between two HaChus: one crash in six games of up to 120 plies): a
//     game it ends so is reported, not judged.

// hachuMacadamia says why a Macadamia Shogi game that ended on a refused
// move ended on a known difference between HaChu and the rules, or "".
func hachuMacadamia(err string) string {
	if strings.HasSuffix(err, "exited (signal: segmentation fault)") {
		return "HaChu 0.21 crashed (segmentation fault)"
	}
	if m := hachuIllegal.FindStringSubmatch(err); m != nil {
		// A move of HaChu's that vdl refused, read with the rules' Wolf
		// (wolfMiswrite knows it by its Betza).
		p, g := cashewPosition("macadamia-shogi", m[1])
		mv := cecpIllegalMove.FindStringSubmatch(err)
		if p == nil || mv == nil {
			return ""
		}
		if from := cecpFrom.FindString(mv[1]); from != "" {
			if s, err := g.ParseSquare(from); err == nil {
				if _, c, ok := p.PieceAt(s); ok && c != p.SideToMove() {
					return "HaChu moved its opponent's piece: " + mv[1]
				}
			}
		}
		if sq := wolfMiswrite(p, g, mv[1]); sq != "" {
			return "HaChu wrote its Wolf's move " + mv[1] + " as taking on " + sq + ", which is empty or its own (it meant the square before)"
		}
		return ""
	}
	return ""
}

// TestHachuMacadamia: the Macadamia Shogi games TestHachuMatch forgives,
// and those it does not, on positions worked out by hand.
func TestHachuMacadamia(t *testing.T) {
	// A White Wolf on k5, a Black Pawn on j6, i7 and h8 empty: HaChu's
	// k5i7,i7h8 takes on the empty i7 (it meant j6).
	wolf := "6k6/13/13/13/13/13/13/9p3/10YW2/13/13/13/6K6 w - - 0 1"
	for _, c := range []struct {
		name, err, record string
		known             bool
	}{
		{"wolf's empty locust square", `HaChu 0.21 (White): illegal move "k5i7,i7h8" in ` + wolf + `: x`, "", true},
		{"opponent's piece", `HaChu 0.21 (Black): illegal move "k5i7" in ` + strings.Replace(wolf, " w ", " b ", 1) + `: x`, "", true},
		{"wolf's move off its line", `HaChu 0.21 (White): illegal move "k5j6,j6g8" in ` + wolf + `: x`, "", false},
		{"a quiet move", `HaChu 0.21 (White): illegal move "e5f7" in 12k/13/13/13/13/13/13/5+p7/4G8/13/13/13/K12 w - - 0 1: x`, "", false},
		{"a crash", "HaChu 0.21 (Black): /usr/games/hachu exited (signal: segmentation fault)", "", true},
		{"waiting for a crashed engine", "HaChu 0.21 (White): waiting for pong: /usr/games/hachu exited (signal: segmentation fault)", "", true},
		{"another exit", "HaChu 0.21 (White): /usr/games/hachu exited (exit status 1)", "", false},
	} {
		if got := hachuMacadamia(c.err) != ""; got != c.known {
			t.Errorf("%s: known %v, want %v", c.name, got, c.known)
		}
	}
}

// TestHachuMacadamiaWolf: HaChu's Wolf (hachuMacadamiaFile) has every
// move of the rules' but one, taking on the second square and stepping
// back to an empty first: a Wolf on g3, a Black Pawn on g5, g4 empty.
func TestHachuMacadamiaWolf(t *testing.T) {
	const fen = "6k6/13/13/13/13/13/13/13/6p6/13/6YW6/13/K12 w - - 0 1"
	along := func(variant string) []string {
		p, g := cashewPosition(variant, fen)
		if p == nil {
			t.Fatalf("%s: %s does not set up", variant, fen)
		}
		var out []string
		for _, m := range p.LegalMoves(nil) {
			if s := g.MoveString(m); strings.HasPrefix(s, "g3g") && !strings.HasPrefix(s, "g3g2") && !strings.HasPrefix(s, "g3g1") {
				out = append(out, s)
			}
		}
		slices.Sort(out)
		return out
	}
	rules := along("macadamia-shogi")
	hachu := along(hachuMacadamiaFile)
	want := slices.DeleteFunc(slices.Clone(rules), func(s string) bool { return strings.HasPrefix(s, "g3g5,g5g4") })
	if !slices.Equal(hachu, want) || len(want) == len(rules) {
		t.Errorf("HaChu's Wolf along the g file:\n got  %v\n want %v (the rules': %v)", hachu, want, rules)
	}
}

// TestShowMacadamia: vdl show says the two rules Macadamia Shogi brought
// to the language: a capture of a promoted piece forces the promotion
// (mandatory if-takes-promoted), and a Priest's captor becomes a Saint
// (contagion Priest -> Saint).
func TestShowMacadamia(t *testing.T) {
	out := runInProcess(t, "show", "macadamia-shogi")
	for _, want := range []string{
		"optional but forced by a capture of a promoted piece",
		"contagion: a piece that captures one of Saint, Ghost, Priest, Pirate by moving becomes a piece of that type (a Priest's captor a Saint, a Pirate's captor a Ghost), except King, Prince, Emperor, Elephant",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("vdl show macadamia-shogi: no %q in\n%s", want, out)
		}
	}
}
