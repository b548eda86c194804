package fsf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// promotionKeys are the keys that change where and how pieces promote.
var promotionKeys = []string{"promotionRank", "promotionRegionWhite", "promotionRegionBlack", "promotionPieceTypes", "mandatoryPawnPromotion", "mandatoryPiecePromotion", "piecePromotionOnCapture", "pieceDemotion", "promotionLimit", "pawnTypes"}

// parentMaps are the parent's promotion map pairs (origin and image
// names) whose origin the section keeps, with the piece each image moves
// as (the section's piece of the image's moves, or "").
func (im *importer) parentMaps() (pairs [][2]string, targets []string) {
	pv := im.parent
	for _, z := range pv.Rules.Promotions {
		for _, m := range z.Map {
			from, to := pv.Pieces[m.From].Name, pv.Pieces[m.To].Name
			if slices.ContainsFunc(pairs, func(p [2]string) bool { return p[0] == from }) || !im.hasPiece(from) {
				continue
			}
			pairs = append(pairs, [2]string{from, to})
			targets = append(targets, "")
			if img := im.pieceNamed(to); img != nil {
				for _, p := range im.pieces {
					if p.betza == img.betza && !strings.HasPrefix(p.letter, "+") {
						targets[len(targets)-1] = p.name
						break
					}
				}
			}
		}
	}
	return pairs, targets
}

func (im *importer) hasPiece(name string) bool { return im.pieceNamed(name) != nil }

func (im *importer) pieceNamed(name string) *ipiece {
	for i := range im.pieces {
		if im.pieces[i].name == name {
			return &im.pieces[i]
		}
	}
	return nil
}

// childImages reads a section's promotedPieceType over its parent's
// promotion maps, as Fairy-Stockfish does: each pair given replaces the
// parent's of its origin (FROM:- removes it), the others stay. A pair the
// parent has (its image moving as the target) keeps the parent's image;
// any other gets an image of its own, PromotedX written +x and moving as
// the target, as a section without a parent has. It sets im.maps and
// im.targets and returns the piece declarations, added and removed
// pieces with the images'.
func (im *importer) childImages(k *kv, decls, added, removed []string) ([]string, []string, []string) {
	pv := im.parent
	pairs, targets := im.parentMaps()
	drop := func(name string) {
		if slices.ContainsFunc(pv.Pieces, func(p ir.Piece) bool { return p.Name == name }) && !slices.Contains(removed, name) {
			removed = append(removed, name)
		}
		added = slices.DeleteFunc(added, func(n string) bool { return n == name })
		im.pieces = slices.DeleteFunc(im.pieces, func(p ipiece) bool { return p.name == name })
	}
	for _, pair := range strings.Fields(k.value) {
		from, to, ok := strings.Cut(pair, ":")
		pf, okf := im.byLetter(from)
		if !ok || !okf || strings.HasPrefix(pf.letter, "+") {
			im.fail(k, "expected pairs FROM:TO of the section's piece letters")
			return decls, added, removed
		}
		i := slices.IndexFunc(pairs, func(p [2]string) bool { return p[0] == pf.name })
		var pt ipiece
		if to != "-" {
			if pt, ok = im.byLetter(to); !ok || strings.HasPrefix(pt.letter, "+") {
				im.fail(k, "expected pairs FROM:TO of the section's piece letters")
				return decls, added, removed
			}
		}
		if i >= 0 {
			img := im.pieceNamed(pairs[i][1])
			if to != "-" && img != nil && img.betza == pt.betza {
				targets[i] = pt.name // the parent's image
				continue
			}
			drop(pairs[i][1])
			pairs, targets = slices.Delete(pairs, i, i+1), slices.Delete(targets, i, i+1)
		}
		if to == "-" {
			continue
		}
		if im.promotesAsItself(pt.name) {
			// Several pieces may promote to it: childMapPromotion writes
			// them as a zone's choice rather than a map's images.
			pairs = append(pairs, [2]string{pf.name, pt.name})
			targets = append(targets, pt.name)
			continue
		}
		name := "Promoted" + pf.name
		if im.hasPiece(name) {
			drop(name)
		}
		removed = slices.DeleteFunc(removed, func(n string) bool { return n == name })
		im.pieces = append(im.pieces, ipiece{name: name, letter: "+" + pf.letter, betza: pt.betza})
		decls = append(decls, fmt.Sprintf("piece %s %q %q", name, "+"+pf.letter, pt.betza))
		added = append(added, name)
		pairs = append(pairs, [2]string{pf.name, name})
		targets = append(targets, pt.name)
	}
	im.maps, im.targets = pairs, targets
	return decls, added, removed
}

// childMapPromotion restates a parent's promotion where the section has
// promotion maps (promotedPieceType, or a parent's map with the
// section's promotion keys): the pawns' block, with the section's keys
// over the parent's, and one block of the maps, in the section's zone
// (the parent's without zone keys). In vdl a derived variant's
// promotion blocks replace all inherited ones, so both are written.
func (im *importer) childMapPromotion() {
	pv := im.parent
	if !im.has("promotedPieceType") {
		im.maps, im.targets = im.parentMaps()
	}
	var pawnZ, mapZ []ir.Promotion
	for _, z := range pv.Rules.Promotions {
		if len(z.Map) > 0 {
			mapZ = append(mapZ, z)
		} else {
			pawnZ = append(pawnZ, z)
		}
	}
	plain := func(z ir.Promotion) bool {
		return z.Side == "" && !z.Standing && !z.TakesPromoted && len(z.IfPresent) == 0 && len(z.IfAbsent) == 0
	}
	k := im.firstKey(append([]string{"promotedPieceType"}, promotionKeys...)...)
	if len(mapZ) > 1 || len(pawnZ) > 1 || !slices.ContainsFunc(append(mapZ, pawnZ...), plain) && len(mapZ)+len(pawnZ) > 0 {
		im.fail(k, "changing a parent's promotion of this kind is not imported yet")
		return
	}
	// The zone.
	from, to := im.ranks, im.ranks
	var region *int
	var base *ir.Promotion
	switch {
	case len(mapZ) == 1:
		base = &mapZ[0]
	case len(pawnZ) == 1:
		base = &pawnZ[0]
	}
	if base != nil {
		from, to, region = base.FromRank, base.ToRank, base.Region
	}
	var zone string
	switch {
	case im.has("promotionRank", "promotionRegionWhite", "promotionRegionBlack"):
		from = intValue(im, "promotionRank", from)
		zone = im.promotionZone(from)
	case region != nil:
		zone = "region " + pv.Regions[*region].Name
	case im.ranks != pv.Board.Ranks && to == pv.Board.Ranks && from <= im.ranks:
		// Fairy-Stockfish keeps the parent's zone as squares (keptZone).
		zone = im.promotionZone(im.keptZone(from))
	case im.ranks != pv.Board.Ranks:
		// Fairy-Stockfish's default zone, the last rank, on the section's board.
		zone = fmt.Sprintf("ranks %d..%d", im.ranks, im.ranks)
	default:
		zone = fmt.Sprintf("ranks %d..%d", from, min(to, im.ranks))
	}
	im.promoFrom, im.promoDone = from, true
	limits := im.promotionLimits()
	// The pawns' choices.
	var pieces, choices []string
	mandatory := true
	if len(pawnZ) == 1 {
		for _, t := range pawnZ[0].Pieces {
			pieces = append(pieces, pv.Pieces[t].Name)
		}
		for _, t := range pawnZ[0].Choices {
			choices = append(choices, pv.Pieces[t].Name)
		}
		mandatory = pawnZ[0].Mandatory
	}
	if im.has("pawnTypes") {
		pieces, _ = im.pawnTypes()
	} else if len(pawnZ) == 0 {
		pieces, _ = im.pawnTypes()
	}
	if k, ok := im.get("promotionPieceTypes"); ok {
		choices = nil
		if k.value != "-" {
			choices, _ = im.pieceSet(k)
		}
	}
	choices = slices.DeleteFunc(choices, func(n string) bool { return !im.hasPiece(n) })
	pieces = slices.DeleteFunc(pieces, func(n string) bool { return !im.hasPiece(n) })
	mandatory = boolValue(im, "mandatoryPawnPromotion", mandatory)
	wrote := false
	if len(choices) > 0 && len(pieces) > 0 {
		for _, m := range im.maps {
			if slices.Contains(pieces, m[0]) {
				im.fail(im.firstKey("promotionPieceTypes", "promotedPieceType"), "pawn promotion choices together with a promotion map of the pawn")
				return
			}
		}
		im.body = append(im.body, "\tpromotion {", "\t\tpieces "+strings.Join(pieces, " "), "\t\t"+zone, "\t\tchoices "+strings.Join(choices, " "))
		if mandatory {
			im.say("\tmandatory")
		}
		for _, l := range limits {
			if slices.Contains(choices, l[0]) {
				im.say("\tlimit %s %s", l[0], l[1])
			}
		}
		im.say("}")
		wrote = true
	}
	// The maps. A type that several pieces promote to as itself (a
	// pseudo-royal type, promotesAsItself) cannot be the image of a map,
	// which is one-to-one: those pieces get it as a choice, in a block of
	// the same zone and trigger.
	var pairs, images []string
	var shared []string // the targets of several pieces
	sources := map[string][]string{}
	for _, m := range im.maps {
		if im.hasPiece(m[0]) && im.hasPiece(m[1]) {
			sources[m[1]] = append(sources[m[1]], m[0])
			if len(sources[m[1]]) == 2 {
				shared = append(shared, m[1])
			}
		}
	}
	for _, m := range im.maps {
		if im.hasPiece(m[0]) && im.hasPiece(m[1]) && len(sources[m[1]]) == 1 {
			pairs = append(pairs, m[0]+" -> "+m[1])
			images = append(images, m[1])
		}
	}
	type block struct{ lines, images []string }
	var blocks []block
	if len(pairs) > 0 {
		blocks = append(blocks, block{[]string{"\t\tmap " + strings.Join(pairs, ", ")}, images})
	}
	for _, t := range shared {
		blocks = append(blocks, block{[]string{"\t\tpieces " + strings.Join(sources[t], " "), "\t\tchoices " + t}, []string{t}})
	}
	for _, b := range blocks {
		var mz ir.Promotion
		if len(mapZ) == 1 {
			mz = mapZ[0]
		} else {
			mz.Leave = true // Fairy-Stockfish promotes a piece entering, within and leaving its zone
		}
		on := "on enter"
		if !mz.OnEntry {
			on += " within"
		}
		if mz.Leave {
			on += " leave"
		}
		im.body = append(im.body, "\tpromotion {", "\t\t"+zone)
		im.body = append(im.body, b.lines...)
		if boolValue(im, "piecePromotionOnCapture", mz.CapturesOnly) {
			im.say("\tcaptures-only")
		}
		if boolValue(im, "pieceDemotion", mz.Flip) {
			im.say("\tflip")
		}
		im.say("\t%s", on)
		immobile := boolValue(im, "immobilityIllegal", mz.Immobile)
		switch {
		case boolValue(im, "mandatoryPiecePromotion", mz.Mandatory):
			im.say("\tmandatory")
		case immobile:
			im.say("\tmandatory if-immobile")
		}
		for _, l := range limits {
			if slices.Contains(b.images, l[0]) {
				im.say("\tlimit %s %s", l[0], l[1])
			}
		}
		im.say("}")
		wrote = true
	}
	if !wrote && len(pv.Rules.Promotions) > 0 {
		im.say("promotion none")
	}
}

// promotionLimits reads promotionLimit (TYPE:N ...): Fairy-Stockfish's
// cap on the pieces of a type a side may have after promoting, as vdl's
// limit of the choice or of the one image that moves as that type (a
// type the setup also puts on the board or in hand, or that several
// images move as, is refused).
func (im *importer) promotionLimits() (out [][2]string) {
	k, ok := im.get("promotionLimit")
	if !ok {
		return nil
	}
	fen := ""
	if f, ok := im.get("startFen"); ok {
		fen = f.value
	} else if im.parent != nil {
		fen = im.parent.Setup
	}
	place, _, _ := strings.Cut(fen, " ")
	for _, item := range strings.Fields(k.value) {
		l, n, ok := strings.Cut(item, ":")
		p, okp := im.byLetter(l)
		if _, err := strconv.Atoi(n); !ok || !okp || err != nil {
			im.fail(k, "expected pairs TYPE:COUNT of the section's piece letters")
			return nil
		}
		var images []string
		for i, m := range im.maps {
			if im.targets[i] == p.name {
				images = append(images, m[1])
			}
		}
		onBoard := strings.ContainsAny(place, strings.ToUpper(p.letter)+p.letter)
		switch {
		case len(images) == 0:
			out = append(out, [2]string{p.name, n})
		case len(images) == 1 && !onBoard:
			out = append(out, [2]string{images[0], n})
		default:
			im.fail(k, "a limit on %s, which pieces of other types promote to too, is not imported yet", p.name)
			return nil
		}
	}
	return out
}

// promotesAsItself reports whether a promotion to target is written as
// the target type itself rather than an image of its own: where the
// target is a pseudo-royal extinction type (extinctionPseudoRoyal), which
// Fairy-Stockfish counts with the pieces a promotion makes, and nothing
// tells a promoted piece from another (no captures to hand, no
// demotion), so that vdl's royal when-last counts them together too.
func (im *importer) promotesAsItself(target string) bool {
	if !boolValue(im, "extinctionPseudoRoyal", im.parent != nil && im.parent.Rules.RoyalWhenLast) {
		return false
	}
	hand := im.parent != nil && im.parent.Rules.Hand != nil
	if boolValue(im, "capturesToHand", hand) || boolValue(im, "pieceDemotion", false) {
		return false
	}
	var ts []string
	if k, ok := im.get("extinctionPieceTypes"); ok && k.value != "*" {
		ts, _ = im.pieceSet(k)
	} else if !ok && im.parent != nil {
		for _, e := range im.parent.Rules.Endings {
			if e.Kind == ir.Extinction {
				for _, t := range e.Pieces {
					ts = append(ts, im.parent.Pieces[t].Name)
				}
			}
		}
	}
	return slices.Contains(ts, target)
}

// castlingRank reads castlingRank: the rank, each side's own, on which
// Fairy-Stockfish castles. vdl castles on the rank its king stands on,
// so the key is imported where the setup's castling kings stand on it
// (refused otherwise, as castling from elsewhere would differ).
func (im *importer) castlingRank(fen, royal string) {
	k, ok := im.get("castlingRank")
	if !ok {
		return
	}
	n, err := strconv.Atoi(k.value)
	if err != nil || n < 1 || n > im.ranks {
		im.fail(k, "expected a rank 1 to %d", im.ranks)
		return
	}
	f := strings.Fields(fen)
	if len(f) < 3 || f[2] == "-" {
		return // no castling rights: nothing castles
	}
	king := "k"
	for _, p := range im.pieces {
		if p.name == royal {
			king = p.letter
		}
	}
	ranks := strings.Split(strings.SplitN(f[0], "[", 2)[0], "/")
	on := func(letter string, rank int) bool {
		i := len(ranks) - rank
		return i >= 0 && i < len(ranks) && strings.Contains(ranks[i], letter)
	}
	if !on(strings.ToUpper(king), n) || !on(king, im.ranks+1-n) {
		im.fail(k, "castling on rank %d where the setup's kings do not stand is not imported (vdl castles on the king's own rank)", n)
	}
}

// choicesAsMap says why pawn promotion choices (promotionPawnTypes with
// promotionPieceTypes) cannot be read as the promotion map the section
// also gives (promotedPieceType), or "" where they can: one choice, the
// image every promoting pawn type is mapped to, a zone of whole last
// ranks that those pawns, moving only forward, never leave, and no other
// mapped piece a mandatory pawn promotion would force (vdl's `mandatory`
// is the map's). Fairy-Stockfish generates each such promotion twice,
// once as the map's (a9a10+) and once as the choice's (a9a10w); both
// make the same position, which vdl counts once.
func (im *importer) choicesAsMap(choices []string) string {
	k, ok := im.get("promotionPawnTypes")
	if !ok {
		return "no promotionPawnTypes"
	}
	pawns, ok := im.pieceSet(k)
	if !ok || len(pawns) == 0 {
		return "no promotionPawnTypes"
	}
	if len(choices) != 1 {
		return "more than one choice"
	}
	if im.promoZone != "" {
		return "a promotion zone that is not whole last ranks"
	}
	for _, p := range pawns {
		i := slices.IndexFunc(im.maps, func(m [2]string) bool { return m[0] == p })
		if i < 0 || im.targets[i] != choices[0] {
			return fmt.Sprintf("%s is not mapped to the choice %s", p, choices[0])
		}
		pc := im.pieces[slices.IndexFunc(im.pieces, func(q ipiece) bool { return q.name == p })]
		if !forwardOnly(pc) {
			return fmt.Sprintf("%s may leave the zone, where the map promotes and the choices do not", p)
		}
	}
	if boolValue(im, "mandatoryPawnPromotion", true) && !boolValue(im, "mandatoryPiecePromotion", false) {
		for _, m := range im.maps {
			if !slices.Contains(pawns, m[0]) {
				return fmt.Sprintf("the pawn promotion is mandatory and %s's is not", m[0])
			}
		}
	}
	return ""
}

// forwardOnly says whether a piece never moves backward (a pawn or a
// soldier, or Betza atoms each restricted forward), so it never leaves
// whole last ranks once there.
func forwardOnly(p ipiece) bool {
	if p.key == "pawn" || p.key == "soldier" {
		return true
	}
	if !strings.HasPrefix(p.key, "customPiece") || p.betza == "" {
		return false
	}
	mods := ""
	for _, c := range p.betza {
		switch {
		case c >= 'a' && c <= 'z':
			mods += string(c)
		case c >= 'A' && c <= 'Z':
			if !strings.Contains(mods, "f") || strings.ContainsAny(mods, "bsvlrh") {
				return false
			}
			mods = ""
		default:
			return false
		}
	}
	return mods == ""
}
