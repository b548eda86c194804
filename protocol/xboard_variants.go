package protocol

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// XBoard's limits (version 4.9): 16 files, holdings included (two files
// a side), and 16 ranks.
const (
	xbMaxFiles = 16
	xbMaxRanks = 16
)

// xbName is a variant's name for XBoard, which calls chess "normal".
func xbName(name string) string {
	if name == "chess" {
		return "normal"
	}
	return name
}

// vdlName is the variant XBoard's name stands for.
func vdlName(name string) string {
	if name == "normal" {
		return "chess"
	}
	return name
}

// xbUnplayable says why XBoard cannot play v, judged from its IR alone
// (cheap enough for every variant at start-up); "" if it can.
func xbUnplayable(v *ir.Variant) string {
	files := v.Board.Files
	if v.Rules.Drops != nil {
		files += 4
	}
	switch {
	case v.Setup == "":
		return "it has no setup"
	case v.Rules.Turns != nil:
		return "its turns are not one move a side"
	case v.Rules.Drops != nil && v.Rules.Drops.Placement == "consecutive":
		return "one side places all its pieces in a row"
	case v.Board.Kind != "" && v.Board.Kind != "grid":
		return "XBoard draws only rectangular boards"
	case files > xbMaxFiles || v.Board.Ranks > xbMaxRanks:
		return fmt.Sprintf("its board (%dx%d) is larger than XBoard's 16x16, holdings included", v.Board.Files, v.Board.Ranks)
	}
	for _, p := range v.Pieces {
		if p.Exit != nil {
			return fmt.Sprintf("the %s leaves the board, which XBoard cannot show", p.Name)
		}
	}
	return ""
}

// xbVariants lists the variants for the variants feature, in XBoard's
// names.
func xbVariants(c *Catalogue) []string {
	var names []string
	for _, n := range c.Names() {
		if v := c.variant(n); v != nil && xbUnplayable(v) == "" {
			names = append(names, xbName(n))
		}
	}
	return names
}

// xbSetup is what the engine tells XBoard about a variant it does not
// know: the setup line (piece table, board size, holdings, parent variant
// and start position) and one piece line per piece. XBoard's own variants
// (standardXBoardVariant) get nothing: XBoard knows their rules.
func xbSetup(g *interp.Game, xp *xbPieces, n xbNotation) (lines []string, inexact []string) {
	if standardXBoardVariant(g.V.Name) {
		return nil, nil
	}
	hand := 0
	if g.V.Rules.Drops != nil {
		hand = xp.handSize(g)
	}
	lines = append(lines, fmt.Sprintf("setup (%s) %dx%d+%d_fairy %s", xp.table, g.Files(), g.Ranks(), hand, n.fenToXB(g.V.Setup)))
	more, inexact := xbPieceLines(g, xp)
	for t, slot := range xp.slots {
		if slot == xbKingSlot && !g.IsRoyal(t) {
			// XBoard's king is royal: its legality test keeps it out
			// of check.
			inexact = append(inexact, g.V.Pieces[t].Name+" (not royal)")
		}
	}
	return append(lines, more...), inexact
}

// handSize is the holdings' size: XBoard numbers the pieces that may be
// in hand by their slots, counting the slots in use that hold no
// promoted piece, so all of those count (and the king's, when the royal
// piece may be dropped).
func (xp *xbPieces) handSize(g *interp.Game) int {
	n := 0
	for t, id := range xp.ids {
		switch {
		case len(id) != 1:
		case xp.slots[t] != xbKingSlot:
			n++
		case containsInt(g.V.Rules.Drops.Pieces, t):
			n++
		}
	}
	return n
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
