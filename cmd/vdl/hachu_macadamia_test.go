package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// hachuMacadamiaFile is Macadamia Shogi as HaChu 0.21 sets it up, which
// TestHachuMatch plays against it: HaChu puts Black's Priest on f13 and
// its Pirate on h13, where the rules (the bundled macadamia-shogi) put
// them the other way round, and it cannot be set up from a FEN (its
// setboard reads the FEN's side to move as a piece, "Unknown piece ' '
// in setup"), so the matches start from HaChu's own setup.
var hachuMacadamiaFile = filepath.Join("testdata", "hachu-macadamia.vdl")

// cecpIllegalMove is the move in vdl's refusal of an engine's move.
var cecpIllegalMove = regexp.MustCompile(`illegal move "([^"]+)"`)

// Macadamia Shogi (definitions/hachu.vdl) as HaChu 0.21 plays it differs
// from the rules in ways TestHachuMatch forgives, each only where it
// applies (hachuMacadamia):
//   - HaChu's Hook Mover does not move at all (its generator makes no
//     hook moves, and the piece has no others): it refuses every Hook
//     Mover move;
//   - HaChu's Capricorner has the ranges of its Maka Dai Dai Capricorn
//     without the hook moves: it only slides one or two squares
//     diagonally back, and refuses every other Capricorner move;
//   - HaChu's Emperor (the promoted King) does not move: it refuses
//     every Emperor move;
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
	t, c, ok := p.PieceAt(m.From)
	if !ok {
		return ""
	}
	fx, fy := squareXY(g.SquareName(m.From))
	tx, ty := squareXY(g.SquareName(m.To))
	dx, dy := tx-fx, ty-fy
	if c == interp.Black { // Black's pieces are White's turned half round
		dx, dy = -dx, -dy
	}
	switch g.V.Pieces[t].Name {
	case "HookMover":
		return "HaChu's Hook Mover does not move: it refused " + g.MoveString(m)
	case "Emperor":
		return "HaChu's Emperor does not move: it refused " + g.MoveString(m)
	case "Capricorner":
		if !(dy < 0 && (dx == dy || dx == -dy) && dy >= -2) {
			return "HaChu's Capricorner only slides one or two squares diagonally back: it refused " + g.MoveString(m)
		}
	}
	if wolfStepsBack(p, g, g.MoveString(m)) {
		return "HaChu's Wolf does not take on its second square and step back to an empty first: it refused " + g.MoveString(m)
	}
	return ""
}

// TestHachuMacadamia: the Macadamia Shogi games TestHachuMatch forgives,
// and those it does not, on positions worked out by hand.
func TestHachuMacadamia(t *testing.T) {
	fen := func(f string) string { return "[FEN \"" + f + "\"]\n\n" }
	capricorner := fen("12k/13/13/13/13/13/6YC6/13/13/13/13/13/K12 w - - 0 1")
	blackCapricorner := fen("12k/13/13/13/13/13/6yc6/13/13/13/13/13/K12 b - - 0 1")
	hook := fen("12k/13/13/13/13/13/6YH6/13/13/13/13/13/K12 w - - 0 1")
	emperor := fen("12k/13/13/13/13/13/6+K6/13/13/13/13/13/K12 w - - 0 1")
	refused := "HaChu 0.21 (Black): the engine refused the game: Illegal move"
	for _, c := range []struct {
		name, err, record string
		known             bool
	}{
		{"hook mover's step", refused, hook + "1. YHg8 {x} 0-1", true},
		{"emperor's leap", refused, emperor + "1. +Kc2 {x} 0-1", true},
		{"capricorner forward", refused, capricorner + "1. YCh8 {x} 0-1", true},
		{"capricorner three back", refused, capricorner + "1. YCd4 {x} 0-1", true},
		{"capricorner two back", refused, capricorner + "1. YCe5 {x} 0-1", false},
		{"capricorner one back", refused, capricorner + "1. YCh6 {x} 0-1", false},
		{"black capricorner back", "HaChu 0.21 (White): the engine refused the game: Illegal move", blackCapricorner + "1... YCf8 {x} 0-1", false},
		{"black capricorner forward", "HaChu 0.21 (White): the engine refused the game: Illegal move", blackCapricorner + "1... YCf6 {x} 0-1", true},
		{"king's step", refused, emperor + "1. Kb2 {x} 0-1", false},
		{"a crash", "HaChu 0.21 (Black): /usr/games/hachu exited (signal: segmentation fault)", "", false},
	} {
		if got := hachuMacadamia(hachuMacadamiaFile, c.err, c.record) != ""; got != c.known {
			t.Errorf("%s: known %v, want %v", c.name, got, c.known)
		}
	}
}
