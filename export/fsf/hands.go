package fsf

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Hands: Fairy-Stockfish has one hand per side, which every captured piece
// joins (capturesToHand) and from which every piece may be dropped
// (pieceDrops) or gated (gating). vdl says per type what is kept and what
// may be dropped, so a variant is written only where its choices are the
// ones Fairy-Stockfish makes for all types at once.

// hands writes Rules.Hand, Rules.Drops and Rules.Gating.
func (x *exporter) hands() {
	r := &x.v.Rules
	if r.Hand == nil && r.Drops == nil && r.Gating == nil {
		return
	}
	held := x.handTypes()
	x.captures()
	if d := r.Drops; d != nil {
		x.set("pieceDrops", "true")
		if missing := x.without(held, d.Pieces); missing != "" {
			x.fail("drops: pieces in hand that may not be dropped (%s)", missing)
		}
		x.drops(d)
	}
	if gr := r.Gating; gr != nil {
		if missing := x.without(held, gr.Pieces); missing != "" {
			x.fail("gating: pieces in hand that may not be gated (%s)", missing)
		}
		// vdl's gating also puts a piece behind a castling partner, as
		// Seirawan's rules (and Fairy-Stockfish's seirawanGating) do.
		x.set("gating", "true")
		x.set("seirawanGating", "true")
	}
}

// handTypes lists the types that can be in a hand: those captures put
// there and those of the setup's hands.
func (x *exporter) handTypes() []int {
	var held []int
	if h := x.v.Rules.Hand; h != nil {
		for _, e := range h.Captures {
			held = append(held, e.As)
		}
	}
	if _, rest, ok := strings.Cut(x.v.Setup, "["); ok {
		hand, _, _ := strings.Cut(rest, "]")
		for _, c := range hand {
			for t, pc := range x.v.Pieces {
				// vdl's letters: a section letter may be shared (share.go).
				if strings.EqualFold(pc.Letter, string(c)) {
					held = append(held, t)
				}
			}
		}
	}
	slices.Sort(held)
	return slices.Compact(held)
}

// without names the types of held that are not in allowed, or "".
func (x *exporter) without(held, allowed []int) string {
	var names []string
	for _, t := range held {
		if !slices.Contains(allowed, t) {
			names = append(names, x.v.Pieces[t].Name)
		}
	}
	return strings.Join(names, ", ")
}

// captures writes Rules.Hand: every piece that can be taken (all but the
// royals) goes to the captor's hand as itself; a promoted piece goes back
// as what it was (tracked, as crazyhouse's "~"), or, with dropLoop, stays
// what it became. The image of a promotion map (shogi's "+P") goes back
// as its origin, as Fairy-Stockfish demotes it without dropLoop.
func (x *exporter) captures() {
	h := x.v.Rules.Hand
	if h == nil {
		x.set("capturesToHand", "false")
		return
	}
	x.set("capturesToHand", "true")
	if h.Max > 0 {
		x.fail("a cap of %d pieces in hand", h.Max)
	}
	kept := map[int]bool{}
	for _, e := range h.Captures {
		if o, image := x.origin[e.Piece]; image && e.As != o {
			x.fail("a captured %s that goes to hand as %s, not as the %s it was (Fairy-Stockfish demotes it)", x.v.Pieces[e.Piece].Name, x.v.Pieces[e.As].Name, x.v.Pieces[o].Name)
		} else if !image && e.As != e.Piece {
			x.fail("a captured %s that goes to hand as %s", x.v.Pieces[e.Piece].Name, x.v.Pieces[e.As].Name)
		}
		kept[e.Piece] = true
	}
	for t, pc := range x.v.Pieces {
		if !kept[t] && !slices.Contains(x.v.Rules.Royal, t) {
			x.fail("a captured %s that is not kept in hand", pc.Name)
		}
	}
	if !h.TrackPromoted && len(x.v.Rules.Promotions) > 0 && len(x.origin) == 0 {
		x.set("dropLoop", "true")
	}
}

// drops writes the restrictions of Rules.Drops.
func (x *exporter) drops(d *ir.DropRule) {
	n := x.v.Board.Ranks
	if d.FromRank != 1 || d.ToRank != n {
		// The old names (newer builds call them dropRegionWhite/Black).
		x.set("whiteDropRegion", x.ranks(d.FromRank, d.ToRank, "white"))
		x.set("blackDropRegion", x.ranks(d.FromRank, d.ToRank, "black"))
	}
	x.pawnDropRanks(d)
	switch d.Placement {
	case "":
	case "alternate":
		x.set("mustDrop", "true")
	default:
		x.fail("a placement phase in which a side drops all it holds at once (placement %s)", d.Placement)
	}
	if len(d.Must) > 0 {
		if len(d.Must) > 1 {
			x.fail("drops that must be made of %d types", len(d.Must))
		}
		x.set("mustDrop", "true")
		x.set("mustDropType", x.letters[d.Must[0]])
	}
	switch len(d.FileLimits) {
	case 0:
	case 1:
		x.set("dropNoDoubled", x.letters[d.FileLimits[0].Piece])
		x.set("dropNoDoubledCount", fmt.Sprint(d.FileLimits[0].Max))
		if l := d.FileLimits[0]; l.Max == 1 && x.written("shogiPawn", l.Piece) {
			// The old name (11.1 reads only this one, newer builds only
			// dropNoDoubled): no shogi pawn dropped on a file with one.
			x.set("shogiDoubledPawn", "false")
		}
	default:
		x.fail("limits per file on drops of %d types", len(d.FileLimits))
	}
	if len(d.NoMate) > 0 {
		if len(d.NoMate) == 1 && x.written("shogiPawn", d.NoMate[0]) {
			x.set("shogiPawnDropMateIllegal", "true")
		} else {
			x.fail("drops that may not checkmate, of other pieces than the shogi pawn")
		}
	}
	if d.NoCheck {
		x.set("dropChecks", "false")
	}
	switch d.Promoted {
	case "":
	case "either":
		x.set("dropPromoted", "true")
	default:
		x.fail("pieces dropped only in promoted form (promoted %s)", d.Promoted)
	}
	if len(d.OppositeColors) > 0 {
		if len(d.OppositeColors) == 1 && x.written("bishop", d.OppositeColors[0]) {
			x.set("dropOppositeColoredBishop", "true")
		} else {
			x.fail("drops on squares of both colours of other pieces than the bishop")
		}
	}
	if d.CastleFile != nil {
		x.set("castlingDroppedPiece", "true")
		if *d.CastleFile != 4 { // Fairy-Stockfish's default, the e-file
			x.set("castlingKingFile", string(rune('a'+*d.CastleFile)))
		}
	}
	switch {
	case d.Unlimited:
		x.fail("drops from a supply that never runs out")
	case d.Adjacent:
		x.fail("drops only next to one's own pieces")
	case d.Flipping:
		x.fail("drops that must turn enemy pieces over")
	case len(d.StartSquares) > 0:
		x.fail("drops that must first fill some squares")
	}
}

// pawnDropRanks writes where pawns may be dropped. Fairy-Stockfish keeps
// its pawn out of its first rank and the promotion zone unless
// firstRankPawnDrops or promotionZonePawnDrops; vdl narrows the drops of
// any type to ranks. The flags are chosen so that both allow the same
// ranks; narrowing other types is not expressible.
func (x *exporter) pawnDropRanks(d *ir.DropRule) {
	lo, hi := d.FromRank, d.ToRank
	for _, rg := range d.Regions {
		if len(rg.Pieces) != 1 || rg.Pieces[0] != x.pawn || x.pawn < 0 {
			x.fail("drops narrowed to some ranks for other pieces than the pawn")
			continue
		}
		lo, hi = max(lo, rg.FromRank), min(hi, rg.ToRank)
	}
	if len(d.Outside) > 0 {
		// Fairy-Stockfish keeps only its pawns out of only its
		// promotion zone, which it cannot take from a region here
		// (regions are refused).
		x.fail("drops kept off a region (outside)")
	}
	if x.pawn < 0 || !slices.Contains(d.Pieces, x.pawn) {
		return
	}
	// The promotion zone is whole last ranks, the same for both sides
	// (promotion refuses zones of regions, of one side or that stop
	// short of the last rank), as Fairy-Stockfish's promotionRank.
	promo := 8 // Fairy-Stockfish's promotionRank when none is written
	if z := x.v.Rules.Promotions; len(z) > 0 {
		promo = z[0].FromRank
	}
	empty := func(a, b int) bool { return a > b }
	for _, first := range []bool{false, true} {
		for _, zone := range []bool{false, true} {
			flo, fhi := max(d.FromRank, 2), min(d.ToRank, promo-1)
			if first {
				flo = d.FromRank
			}
			if zone {
				fhi = d.ToRank
			}
			if flo == lo && fhi == hi || empty(flo, fhi) && empty(lo, hi) {
				if first {
					x.set("firstRankPawnDrops", "true")
				}
				if zone {
					x.set("promotionZonePawnDrops", "true")
				}
				return
			}
		}
	}
	x.fail("pawn drops on ranks %d..%d (Fairy-Stockfish keeps pawns off the first rank and the promotion zone, or allows either)", lo, hi)
}

// ranks writes relative ranks from..to of side as a Fairy-Stockfish
// region.
func (x *exporter) ranks(from, to int, side string) string {
	var rs []string
	for r := from; r <= to; r++ {
		abs := r
		if side == "black" {
			abs = x.v.Board.Ranks + 1 - r
		}
		rs = append(rs, fmt.Sprintf("*%d", abs))
	}
	return strings.Join(rs, " ")
}

// written reports whether type t was written as Fairy-Stockfish's piece
// name.
func (x *exporter) written(name string, t int) bool {
	for _, kv := range x.lines {
		if kv[0] == name && kv[1] == x.letters[t] {
			return true
		}
	}
	return false
}

// immobility writes immobilityIllegal, by which Fairy-Stockfish lets no
// piece move or be dropped, as it is, onto a square from which it would
// have no move on an empty board. vdl says it per rule: drops may be
// mobile-only, and a promotion may be forced only where the piece would
// be stuck (mandatory if-immobile). The key is written when either rule
// is, and then only if vdl forbids every such move and drop too.
func (x *exporter) immobility() {
	r := &x.v.Rules
	mobileDrops := r.Drops != nil && r.Drops.Mobile
	var zone *ir.Promotion
	if len(r.Promotions) == 1 {
		zone = &r.Promotions[0]
	}
	if !mobileDrops && (zone == nil || !zone.Immobile || zone.Mandatory) {
		return
	}
	x.set("immobilityIllegal", "true")
	promotes := func(t int) bool {
		if slices.Contains(zone.Pieces, t) {
			return true
		}
		for _, pr := range zone.Map {
			if pr.From == t {
				return true
			}
		}
		return false
	}
	for t, pc := range x.v.Pieces {
		dead, ok := deadRanks(pc, x.v.Board.Files, x.v.Board.Ranks)
		if !ok {
			x.fail("piece %s: moves in legs or by hopping, with a rule on squares a piece could never move from (immobilityIllegal)", pc.Name)
			continue
		}
		for _, rank := range dead {
			if d := r.Drops; d != nil && !d.Mobile && slices.Contains(d.Pieces, t) && d.FromRank <= rank && rank <= d.ToRank {
				x.fail("piece %s may be dropped where it could never move, but not move there", pc.Name)
			}
			forced := zone != nil && promotes(t) && zone.FromRank <= rank && rank <= zone.ToRank && (zone.Mandatory || zone.Immobile)
			if !forced {
				x.fail("piece %s may move, as it is, onto rank %d, from which it could never move (Fairy-Stockfish's immobilityIllegal forbids that)", pc.Name, rank)
			}
		}
	}
}

// deadRanks lists the ranks (counted from the mover's own first rank)
// with a square from which pc has no quiet move on an empty board, as
// Fairy-Stockfish's immobilityIllegal reads them: first-move moves and
// captures do not count. It reports false for moves it does not reckon
// (several legs, hurdles), and reads the moves as White's: Black's, rotated or
// symmetric (pieceRules), give the same relative ranks.
func deadRanks(pc ir.Piece, files, ranks int) ([]int, bool) {
	var dead []int
	for r := 0; r < ranks; r++ {
		stuck := false
		for f := 0; f < files; f++ {
			moves := false
			for _, m := range pc.Moves {
				if !m.Final.Move || m.Initial || len(m.FromRanks) > 0 {
					continue // a pawn's double step, a capture
				}
				if len(m.Legs) != 1 || m.Legs[0].MinHurdles > 0 || m.Region != nil {
					return nil, false
				}
				l := m.Legs[0]
				n := max(l.Min, 1)
				tf, tr := f+l.DX*n, r+l.DY*n
				moves = moves || tf >= 0 && tf < files && tr >= 0 && tr < ranks
			}
			stuck = stuck || !moves
		}
		if stuck {
			dead = append(dead, r+1)
		}
	}
	return dead, true
}
