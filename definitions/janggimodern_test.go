package definitions_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestJanggiModernMoveRepetition: in janggimodern a side that brings a
// piece to a square and then shuttles it back and forth four times,
// never in check, loses at once (Fairy-Stockfish's moveRepetitionIllegal,
// read from its rule): the moves are written out by hand, the outcome is
// judged after the last.
func TestJanggiModernMoveRepetition(t *testing.T) {
	const start = "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"
	for _, c := range []struct {
		name, moves string
		over        bool
		winner      int
	}{
		// The chariot comes to a2, then a2-a3-a2-a3-a2 while Black's
		// general steps to and fro: after White's fifth move Black wins.
		// (The position has occurred three times: no fourfold repetition.)
		{"shuttle", "a1a2 e10e9 a2a3 e9e10 a3a2 e10e9 a2a3 e9e10 a3a2", true, interp.Black},
		// One reversal fewer: the game goes on.
		{"one short", "a1a2 e10e9 a2a3 e9e10 a3a2 e10e9 a2a3", false, interp.NoWinner},
		// The general, which never leaves its palace, may shuttle (and
		// Black's, which does the same, too).
		{"general", "e1e2 e10e9 e2e1 e9e10 e1e2 e10e9 e2e1 e9e10 e1e2", false, interp.NoWinner},
		// A pass may stand for the move before the last: a1-a2, then
		// a2-a3-a2-a3, a pass, a3-a2.
		{"pass", "a1a2 e10e9 a2a3 e9e10 a3a2 e10e9 a2a3 e9e10 e1e1 e10e9 a3a2", true, interp.Black},
	} {
		_, p := bundledPosition(t, "janggimodern", start)
		playMoves(t, p, c.moves)
		o := p.Outcome(p.LegalMoves(nil))
		if o.Over != c.over || o.Over && (o.Winner != c.winner || o.Rule != "move repetition") {
			t.Errorf("%s: %+v, want over %v, winner %d by move repetition", c.name, o, c.over, c.winner)
		}
	}
	// The same shuttle after taking a soldier on a2 on arrival does not
	// lose: the piece came by a capture.
	_, p := bundledPosition(t, "janggimodern", "4k4/9/9/9/9/9/9/9/p8/R3K4 w - - 0 1")
	playMoves(t, p, "a1a2 e10e9 a2a3 e9e10 a3a2 e10e9 a2a3 e9e10 a3a2")
	if o := p.Outcome(p.LegalMoves(nil)); o.Over {
		t.Errorf("capture on arrival: %+v, want the game to go on", o)
	}
	// In janggicasual nothing of the kind: the third occurrence of the
	// position draws instead.
	_, p = bundledPosition(t, "janggicasual", start)
	playMoves(t, p, "a1a2 e10e9 a2a3 e9e10 a3a2 e10e9 a2a3 e9e10 a3a2")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Rule != "repetition" {
		t.Errorf("janggicasual: %+v, want a draw by repetition", o)
	}
}
