package protocol

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// XBoard knows its pieces by slot: the n-th entry of its piece-to-char
// table, whose picture it draws (slot 0 a pawn, 1 a knight, ...), with
// 65 slots before the king's. An engine-defined variant's setup line
// gives the table; vdl fills it with its own piece letters, choosing for
// each piece the slot whose picture fits its moves best.
const (
	xbSlots    = 65 // slots before the king's (XBoard 4.9: WhitePawn..WhiteCrown)
	xbKingSlot = xbSlots
	xbMinSlots = 5 // XBoard wants at least 12 entries: 5 slots and a king per side
	xbRookSlot = 3
)

// xbSlotByBetza: slots whose pictures show these moves (XBoard 4.9's
// order: Pawn, Knight, Bishop, Rook, Queen, Ferz, Alfil, Archbishop,
// Chancellor, Wazir (a gold general), Man, Cannon, Nightrider, Cardinal
// (a crowned bishop: the dragon horse), Dragon (a crowned rook: the
// dragon king), ..., Silver 16, Lance 18, Zebra 23, Camel 24, Amazon 29).
var xbSlotByBetza = map[string]int{
	"N": 1, "B": 2, "R": 3, "Q": 4, "F": 5, "A": 6, "FA": 6, "BN": 7, "NB": 7, "RN": 8, "NR": 8,
	"W": 9, "WfF": 9, "K": 10, "mRcpR": 11, "NN": 12, "N0": 12, "BW": 13, "WB": 13, "RF": 14, "FR": 14,
	"gQ": 15, "FfW": 16, "fR": 18, "Z": 23, "C": 24, "QN": 29, "NQ": 29,
}

// xbShogiSlotByBetza: the slots of XBoard's own shogi (its piece table
// PNBRLS...G.++++++K), which, with shogi as the parent variant, draws
// them as shogi pieces (the queen's slot as a lance); a promoted piece
// takes the slot 11 places on from its unpromoted form (the tokin, the
// dragon horse and king, the promoted knight, lance and silver).
var xbShogiSlotByBetza = map[string]int{
	"fW": 0, "ffN": 1, "B": 2, "R": 3, "fR": 4, "FfW": 5, "WfF": 9,
}

const xbShogiPromoted = 11

// xbFairyLetters is XBoard's table for its "fairy" variant: a letter's
// slot there is the next best choice.
const xbFairyLetters = "PNBRQFEACWMOHIJGDVLSU"

// xbOwnLetters: the letters XBoard's own variants give pieces where
// vdl's differ (XBoard's xiangqi writes the horse H and the elephant E),
// so that the FENs of setboard and of saved games agree.
var xbOwnLetters = map[string]map[string]string{"xiangqi": {"N": "H", "B": "E"}}

// xbPieces is how XBoard names and draws one variant's pieces.
type xbPieces struct {
	ids   []string // by type: the XBoard piece ID, as in FEN ("N", "+B")
	slots []int    // by type
	table string   // the setup line's PIECETOCHAR
	// parent is the variant of XBoard's own whose rules and pictures an
	// engine-defined variant starts from: shogi for variants whose
	// pieces promote each to its own promoted form (XBoard then draws
	// shogi pieces), bughouse for variants with drops whose captured
	// pieces do not go to the hand, a variant of XBoard's own for a name
	// XBoard takes for it, else fairy.
	parent string
	// shadows are the slots of XBoard's shadow pieces ("~"), promoted
	// pieces that go back to the hand as pawns.
	shadows []int
	// vdl's symbols and XBoard's IDs, upper case, each way; they differ
	// only where swapTargets swapped.
	toXB, toVDL map[string]string
}

// newXBPieces assigns slots, or says why XBoard cannot show the variant.
func newXBPieces(g *interp.Game) (*xbPieces, error) {
	n := len(g.V.Pieces)
	xp := &xbPieces{ids: make([]string, n), slots: make([]int, n)}
	used := map[int]bool{}
	byLetter := map[string]int{}
	for t, pc := range g.V.Pieces {
		id := pc.Letter
		if !xbValidID(id) {
			return nil, fmt.Errorf("piece %s: XBoard has no symbol like %q", pc.Name, id)
		}
		xp.ids[t] = id
		xp.slots[t] = -1
		byLetter[id] = t
	}
	xp.swapTargets(g)
	if own, ok := xbOwnLetters[g.V.Name]; ok && xbOwnRules(g.V.Name) {
		for t, id := range xp.ids {
			if l, ok := own[id]; ok {
				xp.ids[t] = l
			}
		}
	}
	assign := func(t, s int) { xp.slots[t], used[s] = s, true }
	// The king's slot: XBoard castles only that piece, so the castling
	// king takes it, else the royal piece.
	// XBoard's castling rights name a rook: the castling partner takes
	// the rook's slot.
	if c := g.V.Rules.Castling; c != nil && len(xp.ids[c.King]) == 1 {
		assign(c.King, xbKingSlot)
		if len(c.Rooks) > 0 && len(xp.ids[c.Rooks[0]]) == 1 && c.Rooks[0] != c.King {
			assign(c.Rooks[0], xbRookSlot)
		}
	}
	for t := range g.V.Pieces {
		if g.IsRoyal(t) && !used[xbKingSlot] && len(xp.ids[t]) == 1 {
			assign(t, xbKingSlot)
		}
	}
	// A pawn's picture for the pawn: XBoard moves only the piece of
	// that slot en passant, and promotes it.
	pawn := func(t int) bool {
		for _, pr := range g.V.Rules.Promotions {
			if containsInt(pr.Pieces, t) {
				return true
			}
		}
		for _, m := range g.V.Pieces[t].Moves {
			if m.Final.EnPassant {
				return true
			}
		}
		return false
	}
	// A piece lettered P that neither promotes nor takes en passant gets
	// the picture too, if it never moves backwards: XBoard takes a pawn
	// that arrives on the last rank (a clobber stone taking sideways
	// there) for a promotion and asks for a suffix.
	forwardOnly := func(t int) bool {
		for _, m := range g.V.Pieces[t].Moves {
			for _, l := range m.Legs {
				if l.DY < 0 {
					return false
				}
			}
		}
		return true
	}
	for _, first := range []bool{true, false} {
		for t, pc := range g.V.Pieces {
			if xp.slots[t] < 0 && !used[0] && len(xp.ids[t]) == 1 && (first && pawn(t) || !first && pc.Letter == "P" && forwardOnly(t)) {
				assign(t, 0)
			}
		}
	}
	byBetza := xbSlotByBetza
	xp.parent = "fairy"
	for _, pr := range g.V.Rules.Promotions {
		if len(pr.Map) > 0 { // shogi's promotion: each piece to its own promoted form
			xp.parent, byBetza = "shogi", xbShogiSlotByBetza
		}
	}
	if g.V.Rules.Drops != nil && (g.V.Rules.Hand == nil || len(g.V.Rules.Hand.Captures) == 0) {
		// Drops from a hand that captures do not fill: XBoard's
		// bughouse, where captured pieces go to the partner's board.
		xp.parent = "bughouse"
	}
	if own := xbOwnVariant(g.V.Name); own != "" {
		// A name XBoard has a variant of its own for keeps it as the
		// parent: with another, XBoard would call the game by the
		// parent's name, and tell the second engine that variant.
		xp.parent = own
	}
	for t, pc := range g.V.Pieces {
		if xp.slots[t] >= 0 || len(xp.ids[t]) != 1 {
			continue
		}
		if s, ok := byBetza[pc.Betza]; ok && !used[s] {
			assign(t, s)
		} else if s, ok := xbSlotByBetza[pc.Betza]; ok && !used[s] {
			assign(t, s)
		} else if s := strings.Index(xbFairyLetters, pc.Letter); s >= 0 && !used[s] && (s != 0 || forwardOnly(t)) {
			assign(t, s)
		}
	}
	// In shogi a promoted piece ("+B") is drawn as the promoted form of
	// its unpromoted piece's picture.
	for t, id := range xp.ids {
		if len(id) != 2 || xp.slots[t] >= 0 || xp.parent != "shogi" {
			continue
		}
		if base, ok := byLetter[id[1:]]; ok && xp.slots[base] >= 0 && xp.slots[base] < xbShogiPromoted {
			if s := xp.slots[base] + xbShogiPromoted; !used[s] {
				assign(t, s)
			}
		}
	}
	for t, pc := range g.V.Pieces {
		if s, ok := xbSlotByBetza[pc.Betza]; ok && xp.slots[t] < 0 && !used[s] {
			assign(t, s)
		}
	}
	for t := range g.V.Pieces {
		if xp.slots[t] >= 0 {
			continue
		}
		next := 0
		for next < xbSlots && (used[next] || next == 0 && !forwardOnly(t)) {
			next++
		}
		if next >= xbSlots {
			return nil, fmt.Errorf("%d piece types: XBoard has slots for %d", n, xbSlots+1)
		}
		assign(t, next)
	}
	for t, id := range xp.ids { // "+B" must promote from a piece "B" of the variant
		if len(id) == 2 {
			if _, ok := byLetter[id[1:]]; !ok {
				return nil, fmt.Errorf("piece %s: XBoard reads %q as a promoted %s, and there is no piece %s", g.V.Pieces[t].Name, id, id[1:], id[1:])
			}
		}
	}
	// Promoted pieces that return to the hand as pawns (crazyhouse's)
	// are XBoard's shadow pieces: a "~" entry 11 slots on from the
	// piece, drawn as it, numbered after the pieces of the hand so that
	// XBoard puts a pawn in hand when one is captured.
	if h := g.V.Rules.Hand; h != nil && h.TrackPromoted && !xbOwnRules(g.V.Name) {
		last := 0
		for t, s := range xp.slots {
			if s != xbKingSlot && len(xp.ids[t]) == 1 {
				last = max(last, s)
			}
		}
		for _, pr := range g.V.Rules.Promotions {
			for _, c := range pr.Choices {
				if s := xp.slots[c] + xbShogiPromoted; s > xbShogiPromoted && s > last && s < xbSlots && !used[s] {
					used[s] = true
					xp.shadows = append(xp.shadows, s)
				}
			}
		}
	}
	xp.table = xp.buildTable(used)
	xp.toXB, xp.toVDL = map[string]string{}, map[string]string{}
	for t, pc := range g.V.Pieces {
		xp.toXB[pc.Letter], xp.toVDL[xp.ids[t]] = xp.ids[t], pc.Letter
	}
	return xp, nil
}

// swapTargets gives every piece that a move turns another into
// (promotion choices, becomes) a one-letter ID: XBoard writes a promotion
// as one letter after the move. A target written "+Q" swaps IDs with a
// piece that nothing turns into; the set of IDs stays the same, so every
// "+X" still names a piece X of the variant.
func (xp *xbPieces) swapTargets(g *interp.Game) {
	target := make([]bool, len(xp.ids))
	for _, pr := range g.V.Rules.Promotions {
		for _, c := range pr.Choices {
			target[c] = true
		}
	}
	for _, pc := range g.V.Pieces {
		for _, m := range pc.Moves {
			if m.Becomes != nil {
				target[*m.Becomes] = true
			}
		}
	}
	for t := range xp.ids {
		if !target[t] || len(xp.ids[t]) == 1 {
			continue
		}
		for u := len(xp.ids) - 1; u >= 0; u-- {
			if !target[u] && len(xp.ids[u]) == 1 && !g.IsRoyal(u) && !g.Promotes(interp.White, u) {
				xp.ids[t], xp.ids[u] = xp.ids[u], xp.ids[t]
				break
			}
		}
	}
}

// buildTable writes the PIECETOCHAR table: the White half, slot by slot
// ('.' for unused, "^B" for a slot holding the promoted form of B), the
// king's entry, then the same for Black in lower case.
func (xp *xbPieces) buildTable(used map[int]bool) string {
	last := xbMinSlots - 1
	for _, s := range xp.slots {
		if s != xbKingSlot {
			last = max(last, s)
		}
	}
	for _, s := range xp.shadows {
		last = max(last, s)
	}
	entry := make([]string, last+1)
	for i := range entry {
		entry[i] = "."
	}
	for _, s := range xp.shadows {
		entry[s] = "~"
	}
	king := "."
	for t, s := range xp.slots {
		id := xp.ids[t]
		if len(id) == 2 {
			id = "^" + id[1:]
		}
		if s == xbKingSlot {
			king = id
		} else {
			entry[s] = id
		}
	}
	white := strings.Join(entry, "") + king
	return white + strings.ToLower(white)
}
