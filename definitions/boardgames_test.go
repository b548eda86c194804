package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// boardField is a FEN's placement, without the hand.
func boardField(p *interp.Position) string {
	f, _, _ := strings.Cut(strings.Fields(p.FEN())[0], "[")
	return f
}

// Ataxx, from the rules: a clone goes next to an own stone and turns over
// every enemy stone around it (d4 and c3, not e5, two squares away); a
// jump leaves its square empty and turns over what is around where it
// lands (e5, not d4).
func TestAtaxxCloneAndJumpFlipNeighbours(t *testing.T) {
	const start = "7/7/4p2/3p3/2pP3/7/7 w - - 0 1"
	_, p := bundledPosition(t, "ataxx", start)
	playMoves(t, p, "P@c4")
	if got, want := boardField(p), "7/7/4p2/2PP3/2PP3/7/7"; got != want {
		t.Errorf("after P@c4: %s, want %s", got, want)
	}
	p.Unmake()
	if got := p.FEN(); got != start {
		t.Errorf("after unmake: %s, want %s", got, start)
	}
	playMoves(t, p, "d3f5")
	if got, want := boardField(p), "7/7/4PP1/3p3/2p4/7/7"; got != want {
		t.Errorf("after d3f5: %s, want %s", got, want)
	}
}

// Ataxx: a full board ends the game, the side with more stones winning
// (28 White stones to 21).
func TestAtaxxFullBoardCountsStones(t *testing.T) {
	_, p := bundledPosition(t, "ataxx", "PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP/ppppppp/ppppppp/ppppppp b - - 0 30")
	o := p.Outcome(p.LegalMoves(nil))
	if !o.Over || o.Winner != interp.White || o.Rule != "board full" {
		t.Errorf("outcome %+v, want White's win by board full", o)
	}
}

// Flipello, from Othello's rules: the four opening moves each enclose one
// enemy disc between the new disc and an own one; d6 turns d5 over and
// nothing on the e5 diagonal, which holds no enemy disc.
func TestFlipelloEnclosedDiscsTurnOver(t *testing.T) {
	g, p := bundledPosition(t, "flipello", "")
	if got, want := legalUCIs(g, p), "P@c5 P@d6 P@e3 P@f4"; got != want {
		t.Errorf("opening moves\n got %s\nwant %s", got, want)
	}
	playMoves(t, p, "P@d6")
	if got, want := boardField(p), "8/8/3P4/3PP3/3Pp3/8/8/8"; got != want {
		t.Errorf("after P@d6: %s, want %s", got, want)
	}
	// A line of two enemy discs, closed by an own disc at the far end,
	// turns over whole; the other lines from b7 hold no own disc.
	_, p = bundledPosition(t, "flipello", "8/8/2p5/3pP3/3PP3/8/8/8[PPpp] w - - 0 1")
	playMoves(t, p, "P@b7")
	if got, want := boardField(p), "8/1P6/2P5/3PP3/3PP3/8/8/8"; got != want {
		t.Errorf("after P@b7: %s, want %s", got, want)
	}
}

// Flipersi: the board starts empty and the first four discs go on the
// four centre squares, whatever they enclose.
func TestFlipersiStartSquaresFirst(t *testing.T) {
	g, p := bundledPosition(t, "flipersi", "")
	if got, want := legalUCIs(g, p), "P@d4 P@d5 P@e4 P@e5"; got != want {
		t.Errorf("first moves\n got %s\nwant %s", got, want)
	}
}

// Fox and Hounds: the Fox on the far rank has won; a Fox hemmed in (b1,
// its only squares a2 and c2 taken) has lost.
func TestFoxAndHoundsEndings(t *testing.T) {
	_, p := bundledPosition(t, "fox-and-hounds", "1h1hFh1h/8/8/8/8/8/8/8 b - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.White || o.Rule != "fox home" {
		t.Errorf("fox on e8: outcome %+v, want White's win", o)
	}
	_, p = bundledPosition(t, "fox-and-hounds", "8/8/8/8/8/8/h1h5/1F6 w - - 0 1")
	if o := p.Outcome(p.LegalMoves(nil)); !o.Over || o.Winner != interp.Black || o.Rule != "stalemate" {
		t.Errorf("fox hemmed in: outcome %+v, want Black's win", o)
	}
}
