package protocol

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestPickupNotation: a pickup (twilight-chess) is N^b1 in vdl's
// notation and @@b1 to XBoard, as Sjaak II writes it; vdl reads both,
// and XBoard's "." after a move (a promotion to no piece) is the move.
func TestPickupNotation(t *testing.T) {
	c := testCatalogue(t)
	g, err := c.Game("twilight-chess")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"N^b1", "@@b1"} {
		b, err := newBoard(g, "")
		if err != nil {
			t.Fatal(err)
		}
		m, err := b.parseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if m.Kind != interp.Pickup || g.MoveString(m) != "N^b1" || xbMoveString(g, m) != "@@b1" {
			t.Errorf("%s: read as %s (kind %d), written %s to XBoard; want the pickup N^b1, @@b1", text, g.MoveString(m), m.Kind, xbMoveString(g, m))
		}
	}
	xp, err := newXBPieces(g)
	if err != nil {
		t.Fatal(err)
	}
	n := newXBNotation(g, xp)
	if got := n.moveToVDL("@@b1"); got != "@@b1" {
		t.Errorf("XBoard's @@b1: read as %s", got)
	}
	if got := n.moveToVDL("d5h9."); got != "d5h9" {
		t.Errorf("XBoard's d5h9.: read as %s, want d5h9", got)
	}
}
