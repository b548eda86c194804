package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// hachuMacadamiaFile is Macadamia Shogi as HaChu 0.21 plays it, which
// TestHachuMatch plays against it (its comments say how): HaChu's setup
// (Black's Priest and Pirate change places, and HaChu takes no FEN), its
// Hook Mover and Emperor that do not move, and its Capricorner that only
// slides one or two squares diagonally back. Were these the rules', every
// game would end on vdl's first Hook Mover move.
var hachuMacadamiaFile = filepath.Join("testdata", "hachu-macadamia.vdl")

// cecpIllegalMove is the move in vdl's refusal of an engine's move.
var cecpIllegalMove = regexp.MustCompile(`illegal move "([^"]+)"`)

// Macadamia Shogi as HaChu 0.21 plays it differs from the rules in ways
// TestHachuMatch forgives, each only where it applies (hachuMacadamia),
// besides those hachuMacadamiaFile plays:
//   - HaChu lets a capture of a promoted piece decline to promote, where
//     the rules make it promote: vdl refuses the capture without "+"
//     where the same move with it is legal;
//   - HaChu's Wolf is its Cashew Shogi Wolf, with the same gaps
//     (wolfMiswrite, wolfStepsBack in hachu_cashew_test.go).

// hachuMacadamia says why a Macadamia Shogi game that ended on a refused
// move ended on a known difference between HaChu and the rules, or "".
func hachuMacadamia(variant, err, record string) string {
	if m := hachuIllegal.FindStringSubmatch(err); m != nil {
		// A move of HaChu's that vdl refused.
		p, g := cashewPosition(variant, m[1])
		mv := cecpIllegalMove.FindStringSubmatch(err)
		if p == nil || mv == nil {
			return ""
		}
		var buf [1024]interp.Move
		for _, l := range p.LegalMoves(buf[:0]) {
			if g.MoveString(l) == mv[1]+"+" {
				return "HaChu let a capture of a promoted piece decline its promotion: " + mv[1]
			}
		}
		if sq := wolfMiswrite(p, g, mv[1]); sq != "" {
			return "HaChu wrote its Wolf's move " + mv[1] + " as taking on " + sq + ", which is empty or its own (it meant the square before)"
		}
		return ""
	}
	if !strings.Contains(err, "Illegal move") {
		return ""
	}
	// A move of vdl's that HaChu refused: the record's last.
	p, m, _, ok := replayToLast(variant, record)
	if !ok {
		return ""
	}
	g := p.Game()
	if wolfStepsBack(p, g, g.MoveString(m)) {
		return "HaChu's Wolf does not take on its second square and step back to an empty first: it refused " + g.MoveString(m)
	}
	return ""
}

// TestHachuMacadamia: the Macadamia Shogi games TestHachuMatch forgives,
// and those it does not, on positions worked out by hand.
func TestHachuMacadamia(t *testing.T) {
	fen := func(f string) string { return "[FEN \"" + f + "\"]\n\n" }
	wolf := fen("6k6/13/13/13/13/13/13/13/6p6/13/6YW6/13/K12 w - - 0 1")
	refused := "HaChu 0.21 (Black): the engine refused the game: Illegal move"
	for _, c := range []struct {
		name, err, record string
		known             bool
	}{
		{"wolf takes the second square, steps back to the empty first", refused, wolf + "1. YWxg5-g4=VW {x} 0-1", true},
		{"wolf's step", refused, wolf + "1. YWg4 {x} 0-1", false},
		{"declined promotion", `HaChu 0.21 (White): illegal move "e5f6" in 12k/13/13/13/13/13/13/5+p7/4G8/13/13/13/K12 w - - 0 1: x`, "", true},
		{"a quiet move", `HaChu 0.21 (White): illegal move "e5f7" in 12k/13/13/13/13/13/13/5+p7/4G8/13/13/13/K12 w - - 0 1: x`, "", false},
		{"a crash", "HaChu 0.21 (Black): /usr/games/hachu exited (signal: segmentation fault)", "", false},
	} {
		if got := hachuMacadamia(hachuMacadamiaFile, c.err, c.record) != ""; got != c.known {
			t.Errorf("%s: known %v, want %v", c.name, got, c.known)
		}
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
