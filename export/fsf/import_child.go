package fsf

import (
	"fmt"
	"reflect"

	"github.com/vdl-chess/vdl/interp/ir"
	"slices"
	"strconv"
	"strings"
)

// child writes a [name:parent] section as the statements that differ from
// the bundled parent: the parent's pieces stay but for those the section
// removes (knight = -) or replaces (a piece given the letter of one of
// the parent's, or a predefined piece the parent has under another
// letter), and only the rules the section's keys name are restated.
// In vdl a statement replaces every inherited one of its keyword, so a
// block (castling, promotion) is restated whole, from the parent's.
func (im *importer) child() {
	pv := im.parent
	for _, pc := range pv.Pieces {
		im.pieces = append(im.pieces, ipiece{name: pc.Name, letter: strings.ToLower(pc.Letter), betza: pc.Betza})
	}
	var removed, added []string
	var decls []string
	remove := func(i int) {
		removed = append(removed, im.pieces[i].name)
		im.pieces = slices.Delete(im.pieces, i, i+1)
	}
	kings := im.parentKings()
	noEP := im.noEnPassant()
	doubleStep, dsGiven := im.get("doubleStep")
	im.kingless = false // king = -: the parent's royal piece goes
	for _, k := range im.sec.keys {
		var name, betza string
		switch {
		case k.key == "king":
			name, betza = "King", "K"
		case k.key == "pawn":
			name, betza = "Pawn", pawnForms[0].betza
			if dsGiven && doubleStep.value == "false" {
				betza = pawnForms[1].betza
			}
		case strings.HasPrefix(k.key, "customPiece"):
			name = "Custom" + strings.TrimPrefix(k.key, "customPiece")
		default:
			for _, p := range predefined {
				if p.name == k.key {
					name, betza = camel(p.name), p.betza
				}
			}
			if name == "" {
				continue
			}
		}
		k.used = true
		letter, own, hasOwn := strings.Cut(k.value, ":")
		letter = strings.ToLower(strings.TrimSpace(letter))
		if hasOwn {
			betza = strings.TrimSpace(own)
		}
		// The parent's piece of this Fairy-Stockfish type goes (it is
		// replaced, or removed with "-").
		for i := 0; i < len(im.pieces); i++ {
			pc := im.pieces[i]
			royal := slices.ContainsFunc(pv.Rules.Royal, func(t int) bool { return pv.Pieces[t].Name == pc.name })
			// A predefined piece replaces the parent's of the same moves
			// (its type), never the royal one (a commoner is no king).
			same := betza != "" && !hasOwn && !royal && pc.betza == betza
			if k.key == "king" {
				same = royal
			}
			if k.key == "pawn" {
				same = slices.ContainsFunc(pawnForms, func(f struct {
					betza      string
					doubleStep bool
				}) bool {
					return f.betza == pc.betza
				})
			}
			if pc.letter == letter && letter != "-" && k.key != "king" && slices.Contains(kings, pc.name) {
				// A piece that takes the king's letter takes its place,
				// not its royalty (Fairy-Stockfish's king is a type).
				remove(i)
				i--
				if kings = slices.DeleteFunc(kings, func(n string) bool { return n == pc.name }); len(kings) == 0 {
					im.kingless = true
				}
				continue
			}
			if pc.letter == letter && letter != "-" {
				// Fairy-Stockfish's roles (pawnTypes, castlingRookPiece,
				// ...) go by letter: the new piece takes the name, and so
				// the rules, of the one whose letter it takes.
				name = pc.name
				im.pieces = slices.Delete(im.pieces, i, i+1)
				i--
				continue
			}
			if same {
				remove(i)
				i--
			}
		}
		if letter == "-" {
			if k.key == "king" {
				im.kingless = true
			}
			continue
		}
		if len(letter) != 1 || letter[0] < 'a' || letter[0] > 'z' || betza == "" && k.key != "immobile" {
			im.fail(k, "expected a piece letter (a to z), optionally :BETZA")
			continue
		}
		if k.key == "king" && !hasOwn {
			continue // the parent's king stays
		}
		if noEP {
			betza = withoutEnPassant(betza)
		}
		im.pieces = append(im.pieces, ipiece{name: name, letter: letter, betza: betza})
		decls = append(decls, fmt.Sprintf("piece %s %s %q%s", name, letter, betza, pieceBody(k.key, name)))
		if !slices.ContainsFunc(pv.Pieces, func(p ir.Piece) bool { return p.Name == name }) || slices.Contains(removed, name) {
			added = append(added, name)
		}
	}
	if noEP {
		for _, pc := range im.pieces {
			if strings.Contains(pc.betza, "e") && !slices.Contains(added, pc.name) {
				k, _ := im.get("enPassantRegion")
				im.fail(k, "the parent's %s, which takes en passant, would need restating without it: not imported yet", pc.name)
				break
			}
		}
	}
	if dsGiven && !slices.Contains(added, "Pawn") {
		for i, pc := range im.pieces {
			if pc.betza == pawnForms[0].betza && doubleStep.value == "false" {
				im.pieces[i].betza = pawnForms[1].betza
				decls = append(decls, fmt.Sprintf("piece %s %s %q", pc.name, pc.letter, pawnForms[1].betza))
			}
		}
	}
	if k, ok := im.get("promotedPieceType"); ok {
		decls, added, removed = im.childImages(k, decls, added, removed)
	}
	for _, d := range decls {
		im.say("%s", d)
	}
	if len(removed) > 0 {
		im.say("remove-pieces %s", strings.Join(removed, " "))
	}
	if len(added) > 0 {
		im.say("add-pieces %s", strings.Join(added, " "))
	}
	im.added = added
	if royal := im.pseudoRoyal(); len(royal) > 0 {
		if !im.kingless {
			for _, n := range slices.Backward(im.parentKings()) {
				if !slices.Contains(royal, n) {
					royal = append([]string{n}, royal...)
				}
			}
		}
		im.say("royal %s%s", strings.Join(royal, " "), im.whenLast())
	} else if im.kingless {
		im.say("royal none")
	}
	if pv.Board.BlackView != "rotate" && im.lopsided(im.pieces) {
		im.say("black-view rotate")
	}
	im.files, im.ranks = pv.Board.Files, pv.Board.Ranks
	if im.has("maxFile", "maxRank") {
		if k, ok := im.get("maxFile"); ok {
			v := strings.ToLower(k.value)
			if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= 12 {
				im.files = n
			} else if len(v) == 1 && v[0] >= 'a' && v[0] <= 'l' {
				im.files = int(v[0]-'a') + 1
			} else {
				im.fail(k, "expected a file a to l (or 1 to 12)")
			}
		}
		if k, ok := im.get("maxRank"); ok {
			if n, err := strconv.Atoi(k.value); err == nil && n >= 1 && n <= 10 {
				im.ranks = n
			} else {
				im.fail(k, "expected a rank 1 to 10")
			}
		}
		im.say("board %dx%d", im.files, im.ranks)
	}
	im.get("pieceToCharTable")
	noCastling := false
	castlingKey, castlingGiven := im.get("castling")
	switch {
	case castlingGiven && castlingKey.value == "false":
		noCastling = true
	case pv.Rules.Castling == nil && castlingGiven && castlingKey.value == "true":
		noCastling = !im.childCastling()
	case pv.Rules.Castling == nil:
		noCastling = true
	case im.has("castlingKingPiece", "castlingRookPiece", "castlingRookPieces", "castlingKingsideFile", "castlingQueensideFile", "oppositeCastling"):
		noCastling = !im.childCastling()
	case im.kingless || !im.castlingFits():
		// The parent's castling names the king that went, or pieces the
		// section removed, or files off the section's board.
		noCastling = true
	}
	fen, fenGiven := "", false
	if k, ok := im.get("startFen"); ok {
		fen, fenGiven = k.value, true
	}
	if noCastling && pv.Rules.Castling != nil {
		// Fairy-Stockfish reads no castling rights where there is no
		// castling; vdl refuses a setup that gives them.
		if !fenGiven {
			fen = pv.Setup
		}
		if f := strings.Fields(fen); len(f) > 2 && f[2] != "-" && !strings.ContainsAny(f[2], "0123456789") {
			f[2] = "-"
			fen, fenGiven = strings.Join(f, " "), true
		}
	}
	if fenGiven {
		im.say("setup %q", fen)
		if holes := fenHoles(fen, im.files, im.ranks); len(holes) > 0 {
			im.say("holes %s", strings.Join(holes, " "))
		} else if len(pv.Board.Holes) > 0 {
			im.say("holes none")
		}
	}
	if !fenGiven {
		fen = pv.Setup
	}
	if ks := im.parentKings(); len(ks) > 0 {
		im.castlingRank(fen, ks[0])
	} else {
		im.castlingRank(fen, "")
	}
	im.childPawnSteps(fen, pv.Rules.Drops != nil || boolValue(im, "pieceDrops", false))
	if noCastling && pv.Rules.Castling != nil {
		im.say("castling none")
	}
	if noCastling {
		for _, key := range []string{"castlingKingPiece", "castlingRookPiece", "castlingKingsideFile", "castlingQueensideFile"} {
			im.get(key) // nothing to castle
		}
	}
	namesRemoved := false
	for _, z := range pv.Rules.Promotions {
		for _, t := range append(slices.Clone(z.Pieces), z.Choices...) {
			namesRemoved = namesRemoved || slices.Contains(removed, pv.Pieces[t].Name)
		}
	}
	parentMaps := slices.ContainsFunc(pv.Rules.Promotions, func(z ir.Promotion) bool { return len(z.Map) > 0 })
	if im.has("promotedPieceType") || parentMaps && (im.has(promotionKeys...) || im.ranks != pv.Board.Ranks) {
		im.childMapPromotion()
	} else if k, ok := im.get("promotionPawnTypes"); ok && k.value == "-" && len(pv.Rules.Promotions) > 0 && !slices.ContainsFunc(pv.Rules.Promotions, func(z ir.Promotion) bool { return len(z.Map) > 0 }) {
		// No piece promotes as a pawn: the other promotion keys say
		// nothing then.
		im.say("promotion none")
		for _, key := range []string{"promotionRank", "promotionPieceTypes", "mandatoryPawnPromotion", "promotionRegionWhite", "promotionRegionBlack"} {
			im.get(key)
		}
	} else if namesRemoved || im.has("promotionRank", "promotionPieceTypes", "mandatoryPawnPromotion", "promotionRegionWhite", "promotionRegionBlack", "pawnTypes") || im.has(sidedPromotionKeys...) || im.ranks != pv.Board.Ranks && simplePawnPromotion(pv) && pv.Rules.Promotions[0].FromRank <= im.ranks {
		// On a board of other ranks the parent's zone keeps its squares
		// (keptZone), where the inherited block would count from the
		// new last rank.
		im.childPromotion()
	}
	res := func(key, stmt string) {
		if k, ok := im.get(key); ok {
			if !slices.Contains([]string{"win", "loss", "draw"}, k.value) {
				im.fail(k, "expected win, loss or draw")
				return
			}
			im.say("%s %s", stmt, k.value)
		}
	}
	res("checkmateValue", "checkmate")
	if k, ok := im.get("stalematePieceCount"); ok {
		v := string(pv.Rules.Stalemate)
		if s, ok := im.get("stalemateValue"); ok {
			v = s.value
		} else if pv.Rules.MaterialCount != nil && v == "draw" && !pv.Rules.StalemateByCount {
			// vdl's stalemate draw decided by material is
			// Fairy-Stockfish's stalemate counted by pieces, whatever
			// its value.
			im.fail(k, "the parent's stalemate is a draw decided by material-count (as vdl says Fairy-Stockfish's stalematePieceCount): its stalemateValue is not known; give stalemateValue")
		}
		if boolValue(im, "stalematePieceCount", false) {
			v += " by-count"
		}
		im.say("stalemate %s", v)
	} else {
		res("stalemateValue", "stalemate")
	}
	moveRuleGone := false // the parent's move rule names a removed piece
	for _, t := range pv.Rules.MoveRulePieces {
		moveRuleGone = moveRuleGone || slices.Contains(removed, pv.Pieces[t].Name)
	}
	if im.has("nMoveRule", "pawnTypes") || im.has(moveRuleTypeKeys...) || moveRuleGone {
		// Fairy-Stockfish's rule resets on moves of its pawn (the piece
		// named Pawn here, or pawnTypes) and on captures.
		n := intValue(im, "nMoveRule", pv.Rules.MoveRule)
		if im.has(moveRuleTypeKeys...) {
			if types, ok := im.moveRuleTypes(fen); ok && len(types) > 0 && n > 0 {
				im.say("move-rule %d pieces %s", n, strings.Join(types, " "))
			} else if ok {
				im.say("move-rule %d", n)
			}
		} else if pawns, ok := im.pawnTypes(); im.has("pawnTypes") && ok && n > 0 {
			im.say("move-rule %d pieces %s", n, strings.Join(pawns, " "))
		} else if slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == "Pawn" }) && n > 0 {
			im.say("move-rule %d pieces Pawn", n)
		} else {
			im.say("move-rule %d", n)
		}
	}
	if im.has("nFoldRule", "nFoldValue", "nFoldValueAbsolute") {
		n := 3
		if im.parent.Rules.Repetition > 0 {
			n = im.parent.Rules.Repetition
		}
		im.say("repetition %d%s", intValue(im, "nFoldRule", n), im.nFoldValue())
	}
	if im.has("checking") && !boolValue(im, "checking", true) {
		im.say("no-checks")
	}
	im.perpetual()
	im.blast()
	im.petrify()
	im.flips(pv.Rules.Flips)
	im.materialCounting()
	if im.has("mustCapture") && boolValue(im, "mustCapture", false) {
		im.say("must-capture")
	}
	if im.has("flyingGeneral") {
		if boolValue(im, "flyingGeneral", false) {
			im.say("facing illegal")
		} else {
			im.say("facing allowed")
		}
	}
	if im.has("pass", "passOnStalemate") {
		switch {
		case boolValue(im, "pass", false):
			im.say("pass always")
		case boolValue(im, "passOnStalemate", false):
			im.say("pass when-stuck")
		default:
			im.say("pass none")
		}
	}
	// pieceDrops and capturesToHand as the parent has them change nothing.
	sameHand := true
	for _, k := range im.sec.keys {
		switch k.key {
		case "pieceDrops":
			sameHand = sameHand && (k.value == "true") == (pv.Rules.Drops != nil)
		case "capturesToHand":
			sameHand = sameHand && (k.value == "true") == (pv.Rules.Hand != nil)
		}
	}
	if sameHand {
		boolValue(im, "pieceDrops", false)
		boolValue(im, "capturesToHand", false)
	}
	if im.has("capturesToHand", "pieceDrops") && !sameHand {
		if k, ok := im.get("pieceDrops"); ok && !boolValue(im, "pieceDrops", true) && !boolValue(im, "capturesToHand", false) {
			// No drops, and so no hand.
			if pv.Rules.Drops != nil {
				im.say("drops none")
			}
			if pv.Rules.Hand != nil {
				im.say("hand none")
			}
			for _, key := range []string{"enclosingDrop", "enclosingDropStart", "freeDrops", "mustDrop", "mustDropType", "dropChecks", "dropPromoted"} {
				im.get(key) // nothing to drop
			}
			_ = k
		} else if pv.Rules.Drops != nil && pv.Rules.Hand != nil && boolValue(im, "pieceDrops", true) && !boolValue(im, "capturesToHand", true) {
			// Drops from the setup's hand alone: captures leave the game.
			im.say("hand none")
			im.childDrops()
		} else if pv.Rules.Drops != nil || pv.Rules.Hand != nil {
			k, _ := im.get("pieceDrops")
			if k == nil {
				k, _ = im.get("capturesToHand")
			}
			im.fail(k, "changing the drops of a parent with drops is not imported yet")
		} else {
			if !im.promoDone {
				im.promoFrom = im.ranks + 1
			}
			for _, z := range pv.Rules.Promotions {
				if im.promoDone {
					break
				}
				if slices.ContainsFunc(z.Pieces, func(t int) bool { return pv.Pieces[t].Name == "Pawn" }) && z.FromRank > 0 {
					im.promoFrom = min(im.promoFrom, z.FromRank)
				}
			}
			if ks := im.parentKings(); len(ks) > 0 {
				im.royal = ks[0] // never dropped
			}
			im.hand()
		}
	} else if pv.Rules.Drops != nil && (im.has("mustDrop", "mustDropType", "enclosingDrop", "enclosingDropStart", "freeDrops", "dropRegionWhite", "dropRegionBlack", "whiteDropRegion", "blackDropRegion", "dropNoDoubled", "dropNoDoubledCount", "shogiPawnDropMateIllegal") || im.handChanged() || len(im.added) > 0 || len(removed) > 0 || im.ranks != pv.Board.Ranks && len(pv.Rules.Drops.Regions) > 0 || im.has("firstRankPawnDrops", "promotionZonePawnDrops", "immobilityIllegal") || im.promoDone && im.has("promotionRank", "promotionRegionWhite", "promotionRegionBlack")) {
		im.childDrops()
	}
	im.walls()
	im.mobility()
	im.childRegions()
	flags := im.has("flagPiece", "flagRegionWhite", "flagRegionBlack", "whiteFlag", "blackFlag", "flagRegion", "flagPieceCount")
	var reach *ir.Ending
	if len(pv.Rules.Endings) == 1 && pv.Rules.Endings[0].Kind == ir.Reach {
		reach = &pv.Rules.Endings[0]
	}
	var extinction *ir.Ending
	if len(pv.Rules.Endings) == 1 && pv.Rules.Endings[0].Kind == ir.Extinction {
		extinction = &pv.Rules.Endings[0]
	}
	extKeys := im.has("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount")
	checksChanged := false // the setup counts other checks than the parent's ending
	if k, ok := im.get("startFen"); ok {
		if f := strings.Fields(k.value); len(f) > 4 && strings.Contains(f[4], "+") {
			c, _, _ := strings.Cut(f[4], "+")
			n, _ := strconv.Atoi(c)
			for _, e := range pv.Rules.Endings {
				checksChanged = checksChanged || e.Kind == ir.Checks && n > 0 && n != e.Checks
			}
		}
	}
	switch {
	case checksChanged && !im.has("checkCounting"):
		im.addEndings(flags, extKeys)
	case !flags && !extKeys && !im.has("checkCounting") && !im.has(connectKeys...):
		if im.has("castlingWins") {
			// The section's endings would replace the parent's: they
			// are restated.
			for _, e := range pv.Rules.Endings {
				text, ok := im.endingText(e, nil)
				if !ok {
					im.fail(im.firstKey("castlingWins"), "the parent's %s ending names pieces the section removes", e.Kind)
				}
				im.say("%s", text)
			}
		}
	case extKeys && im.pseudoRoyalOn():
		// Fairy-Stockfish judges no extinction of pseudo-royal pieces:
		// the keys say only which pieces are royal when last.
		if extinction != nil {
			im.say("ending none")
		}
		im.endings(reach)
		if im.has("extinctionPieceTypes", "extinctionPieceCount") && !im.has("extinctionPseudoRoyal") {
			var ts []string
			if !im.has("extinctionPieceTypes") {
				for _, t := range pv.Rules.Royal {
					ts = append(ts, pv.Pieces[t].Name)
				}
			} else if k, _ := im.get("extinctionPieceTypes"); k.value != "*" {
				ts, _ = im.names("extinctionPieceTypes", "")
			} else {
				ts = nil
				for _, p := range im.pieces {
					ts = append(ts, p.name)
				}
			}
			im.royalWhenLast(ts)
		}
	case len(pv.Rules.Endings) == 0 && (flags || im.has("extinctionValue", "checkCounting") || im.has(connectKeys...)):
		im.endings(nil)
	case extinction != nil && !flags && !im.has("checkCounting"):
		// The parent's extinction ending restated with the section's
		// types, result and counts.
		im.say("ending none")
		im.childExtinction(extinction)
	case len(pv.Rules.Endings) == 1 && pv.Rules.Endings[0].Kind == ir.Connect && !flags && !extKeys && !im.has("checkCounting"):
		// The parent's connect ending restated with the section's keys.
		im.say("ending none")
		im.connect(&pv.Rules.Endings[0])
	case reach != nil && flags && !im.has("extinctionValue", "checkCounting"):
		// The parent's reach ending restated with the section's goal,
		// pieces and options.
		im.say("ending none")
		im.endings(reach)
	default:
		im.addEndings(flags, extKeys)
	}
	im.castlingWins()
}

// castlingWins writes Fairy-Stockfish's castlingWins (castling rights,
// KQkq): the side that castles on a wing named wins, and the side that
// can no longer castle there loses, checked in that order.
func (im *importer) castlingWins() {
	k, ok := im.get("castlingWins")
	if !ok || k.value == "-" {
		return
	}
	var wings [2][2]bool // by wing (kingside, queenside), then colour
	for _, r := range k.value {
		i := strings.IndexRune("KQkq", r)
		if i < 0 {
			im.fail(k, "expected castling rights, of K, Q, k and q")
			return
		}
		wings[i%2][i/2] = true
	}
	// Fairy-Stockfish's side loses when it has lost every right of the
	// set it had, the side that moved judged first: vdl's castling-lost
	// ending is lost with one wing, and endings of each side are judged
	// in their order, so only one wing's, of one side or each, is said
	// the same.
	if wings[0] != [2]bool{} && wings[1] != [2]bool{} {
		im.fail(k, "castling rights of both wings (castling-lost is one wing's: a side losing when it has lost both, or each side judged the mover first on its own wing, is not expressible)")
		return
	}
	var castled, lost []string
	for w, by := range wings {
		side := "each"
		switch {
		case !by[0] && !by[1]:
			continue
		case !by[1]:
			side = "white"
		case !by[0]:
			side = "black"
		}
		wing := []string{"kingside", "queenside"}[w]
		castled = append(castled, fmt.Sprintf("ending \"castled\" { castled %s; side %s; winner side }", wing, side))
		lost = append(lost, fmt.Sprintf("ending \"castling lost\" { castling-lost %s; side %s; winner other }", wing, side))
	}
	for _, l := range append(castled, lost...) {
		im.say("%s", l)
	}
}

// addEndings writes the section's endings over a parent with endings of
// its own: the parent's endings of the kinds the section's keys do not
// name are restated as they are (a derived variant's endings replace all
// inherited ones), then the section's, each changing the parent's ending
// of its kind (flag keys its reach, extinction keys its extinction).
func (im *importer) addEndings(flags, extKeys bool) {
	pv := im.parent
	replaces := map[ir.EndingKind]bool{
		ir.Reach:      flags,
		ir.Extinction: extKeys,
		ir.Checks:     im.has("checkCounting"),
		ir.Connect:    im.has(connectKeys...),
	}
	var kept []string
	var reach, ext *ir.Ending
	regionGiven := im.has("flagRegion", "whiteFlag", "blackFlag", "flagRegionWhite", "flagRegionBlack")
	for i, e := range pv.Rules.Endings {
		if e.Kind == ir.Reach && flags && !regionGiven {
			// The parent's goals, with the section's flag pieces and
			// options.
			var names []string
			for _, t := range e.Pieces {
				names = append(names, pv.Pieces[t].Name)
			}
			if k, ok := im.get("flagPiece"); ok {
				names = nil
				if k.value == "*" {
					for _, p := range im.pieces {
						names = append(names, p.name)
					}
				} else if n, ok := im.oneName("flagPiece", ""); ok {
					names = []string{n}
				}
			}
			e.Grace = boolValue(im, "flagMove", e.Grace)
			e.Safe = boolValue(im, "flagPieceSafe", e.Safe)
			e.AtLeast = intValue(im, "flagPieceCount", max(1, e.AtLeast))
			if e.Grace && e.Safe || e.Safe && e.AtLeast > 1 {
				im.fail(im.firstKey("flagPieceSafe"), "safe flag pieces with flagMove or flagPieceCount are not imported yet")
			}
			text, ok := im.endingText(e, names)
			if !ok {
				im.fail(im.firstKey("flagPiece"), "the parent's goal names pieces the section removes")
				return
			}
			kept = append(kept, text)
			continue
		}
		if k, ok := im.get("startFen"); ok && e.Kind == ir.Checks {
			// The checks to give are the FEN's (checks 3 ... 7+7).
			f := strings.Fields(k.value)
			if len(f) > 4 && strings.Contains(f[4], "+") {
				c, _, _ := strings.Cut(f[4], "+")
				if n, err := strconv.Atoi(c); err == nil && n > 0 && n != e.Checks {
					e.Checks, e.Name = n, ""
				}
			}
		}
		if !replaces[e.Kind] {
			text, ok := im.endingText(e, nil)
			if !ok {
				im.fail(im.firstKey(append([]string{"extinctionValue", "extinctionPieceTypes", "flagPiece", "flagRegion", "whiteFlag", "blackFlag", "checkCounting"}, connectKeys...)...), "the parent's %s ending names pieces the section removes", e.Kind)
				return
			}
			kept = append(kept, text)
			continue
		}
		switch {
		case e.Kind == ir.Reach && reach == nil:
			reach = &pv.Rules.Endings[i]
		case e.Kind == ir.Extinction && ext == nil:
			ext = &pv.Rules.Endings[i]
		default:
			for _, key := range append([]string{"extinctionValue", "extinctionPieceTypes", "extinctionPieceCount", "flagPiece", "checkCounting", "whiteFlag", "blackFlag", "flagRegion"}, connectKeys...) {
				if k, ok := im.get(key); ok {
					im.fail(k, "changing one of a parent's several endings of a kind (%s) is not imported yet", e.Kind)
				}
			}
			return
		}
	}
	im.flagsDone = flags && !regionGiven
	im.say("ending none")
	for _, t := range kept {
		im.say("%s", t)
	}
	if ext != nil && !im.pseudoRoyalOn() {
		im.childExtinction(ext)
		im.flags(reach)
		im.connect(nil)
		return
	}
	im.endings(reach)
}

// endingText writes one of the parent's endings as a vdl ending
// statement, of the pieces names (nil: the ending's own); false if it
// names a piece the section does not have.
func (im *importer) endingText(e ir.Ending, names []string) (string, bool) {
	pv := im.parent
	if names == nil {
		for _, t := range e.Pieces {
			names = append(names, pv.Pieces[t].Name)
		}
	}
	for _, n := range names {
		if !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n }) {
			return "", false
		}
	}
	kind := string(e.Kind)
	switch e.Kind {
	case ir.MoveLimit:
		kind += fmt.Sprintf(" %d", e.Moves)
	case ir.Checks:
		kind += fmt.Sprintf(" %d", e.Checks)
	case ir.Connect:
		kind += fmt.Sprintf(" %d", e.Connect)
	case ir.Castled, ir.CastlingLost:
		kind += " " + e.Wing
	}
	if len(names) > 0 {
		kind += " " + strings.Join(names, " ")
	}
	parts := []string{kind}
	if e.Kind != ir.BoardFull {
		parts = append(parts, "side "+e.Side)
	}
	parts = append(parts, "winner "+e.Winner)
	switch {
	case e.Kind != ir.Reach:
	case e.Region != nil:
		parts = append(parts, "region "+pv.Regions[*e.Region].Name)
	case len(e.Squares) > 0:
		parts = append(parts, "squares "+strings.Join(e.Squares, " "))
	default:
		parts = append(parts, fmt.Sprintf("ranks %d..%d", e.FromRank, e.ToRank))
	}
	if e.PerType {
		parts = append(parts, "per-type")
	}
	if e.AtMost > 0 {
		parts = append(parts, fmt.Sprintf("at-most %d", e.AtMost))
	}
	if e.OpponentAtLeast > 0 {
		parts = append(parts, fmt.Sprintf("opponent-at-least %d", e.OpponentAtLeast))
	}
	if e.AtLeast > 1 {
		parts = append(parts, fmt.Sprintf("at-least %d", e.AtLeast))
	}
	if e.Grace {
		parts = append(parts, "grace")
	}
	if e.Safe {
		parts = append(parts, "safe")
	}
	if e.Blocked {
		parts = append(parts, "blocked")
	}
	if len(e.Lines) > 0 {
		parts = append(parts, "lines "+strings.Join(e.Lines, " "))
	}
	if e.Square {
		parts = append(parts, "square")
	}
	if e.Collinear {
		parts = append(parts, "collinear")
	}
	name := ""
	if e.Name != "" && e.Name != string(e.Kind) {
		name = strconv.Quote(e.Name) + " "
	}
	return fmt.Sprintf("ending %s{ %s }", name, strings.Join(parts, "; ")), true
}

// childExtinction writes the parent's extinction ending e with the
// section's extinction keys. Where the parent's pieces of e were royal
// when last (extinctionPseudoRoyal, inherited), the section's types are.
func (im *importer) childExtinction(e *ir.Ending) {
	pv := im.parent
	var ts []string
	for _, t := range e.Pieces {
		ts = append(ts, pv.Pieces[t].Name)
	}
	if k, ok := im.get("extinctionPieceTypes"); ok {
		if k.value == "*" {
			ts = nil
			for _, p := range im.pieces {
				ts = append(ts, p.name)
			}
		} else {
			ts, _ = im.pieceSet(k)
		}
	}
	winner := e.Winner
	if k, ok := im.get("extinctionValue"); ok {
		winner = map[string]string{"loss": "other", "win": "side", "draw": "draw"}[k.value]
		if winner == "" {
			im.fail(k, "expected win, loss or draw")
			return
		}
	}
	if len(ts) == 0 {
		return
	}
	extra := ""
	if e.PerType {
		extra += "; per-type"
	}
	if n := intValue(im, "extinctionPieceCount", e.AtMost); n > 0 {
		extra += fmt.Sprintf("; at-most %d", n)
	}
	if n := intValue(im, "extinctionOpponentPieceCount", e.OpponentAtLeast); n > 0 {
		extra += fmt.Sprintf("; opponent-at-least %d", n)
	}
	im.say("ending { extinction %s; side %s; winner %s%s }", strings.Join(ts, " "), e.Side, winner, extra)
	if pv.Rules.RoyalWhenLast && im.has("extinctionPieceTypes") && !im.has("extinctionPseudoRoyal") {
		im.royalWhenLast(ts)
	}
}

// royalWhenLast restates the parent's royal when-last pieces with the
// section's extinction types ts: the parent's royal pieces that are not
// of its extinction types stay royal.
func (im *importer) royalWhenLast(ts []string) {
	royal := im.parentKings()
	for _, n := range ts {
		if !slices.Contains(royal, n) {
			royal = append(royal, n)
		}
	}
	im.say("royal %s%s", strings.Join(royal, " "), im.whenLast())
}

// castlingFits reports whether the parent's castling still holds on the
// section's board with the section's pieces.
func (im *importer) castlingFits() bool {
	pv := im.parent
	c := pv.Rules.Castling
	present := func(t int) bool {
		return t >= 0 && t < len(pv.Pieces) && slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == pv.Pieces[t].Name })
	}
	if !present(c.King) || !slices.ContainsFunc(c.Rooks, present) {
		return false
	}
	for _, cs := range []*ir.CastlingSide{c.Kingside, c.Queenside} {
		if cs != nil && cs.Steps == nil && (cs.KingFile >= im.files || cs.RookFile >= im.files) {
			return false
		}
	}
	return true
}

// childCastling restates the parent's castling with the section's
// castlingKingPiece, castlingRookPiece(s) and castling files, and reports
// whether the variant castles.
func (im *importer) childCastling() bool {
	pv := im.parent
	c := pv.Rules.Castling
	if c == nil {
		// castling = true over a parent without castling: Fairy-Stockfish's
		// defaults, the royal king and the rook, to g and c.
		c = &ir.Castling{King: -1, Kingside: &ir.CastlingSide{KingFile: 6, RookFile: 5}, Queenside: &ir.CastlingSide{KingFile: 2, RookFile: 3}}
		if len(pv.Rules.Royal) == 1 {
			c.King = pv.Rules.Royal[0]
		}
		if r, ok := im.byLetter("r"); ok {
			for t, pc := range pv.Pieces {
				if pc.Name == r.name {
					c.Rooks = []int{t}
				}
			}
		}
	}
	simple := func(cs *ir.CastlingSide) bool { return cs != nil && cs.Steps == nil && cs.PartnerFile == nil }
	if !simple(c.Kingside) || !simple(c.Queenside) {
		for _, key := range []string{"castlingKingPiece", "castlingRookPiece", "castlingKingsideFile", "castlingQueensideFile", "oppositeCastling"} {
			if k, ok := im.get(key); ok {
				im.fail(k, "changing a parent's castling of this kind is not imported yet")
			}
		}
		return true
	}
	king, ok := "", true
	if c.King >= 0 && c.King < len(pv.Pieces) {
		king = pv.Pieces[c.King].Name
	}
	if im.has("castlingKingPiece") {
		king, ok = im.oneName("castlingKingPiece", "")
	}
	var rooks []string
	for _, t := range c.Rooks {
		rooks = append(rooks, pv.Pieces[t].Name)
	}
	if k, given := im.get("castlingRookPiece"); given {
		rooks, ok = im.pieceSet(k)
	}
	ks := im.fileKey("castlingKingsideFile", c.Kingside.KingFile)
	qs := im.fileKey("castlingQueensideFile", c.Queenside.KingFile)
	ksr, qsr := c.Kingside.RookFile, c.Queenside.RookFile
	if im.has("castlingKingsideFile") {
		ksr = ks - 1
	}
	if im.has("castlingQueensideFile") {
		qsr = qs + 1
	}
	has := func(n string) bool { return slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n }) }
	rooks = slices.DeleteFunc(rooks, func(n string) bool { return !has(n) })
	if !ok || !has(king) || len(rooks) == 0 || max(ks, ksr, qs, qsr) >= im.files {
		return false
	}
	im.say("castling { king %s; rooks %s; kingside %s %s; queenside %s %s%s }", king, strings.Join(rooks, " "), fileName(ks), fileName(ksr), fileName(qs), fileName(qsr), im.opposite())
	return true
}

// opposite is "; opposite" where oppositeCastling is true: a castling
// takes the opponent's right on that side.
func (im *importer) opposite() string {
	if boolValue(im, "oppositeCastling", false) {
		return "; opposite"
	}
	return ""
}

func (im *importer) has(keys ...string) bool {
	for _, k := range im.sec.keys {
		if slices.Contains(keys, k.key) {
			return true
		}
	}
	return false
}

// simplePawnPromotion reports whether v has one promotion zone, of whole
// ranks, with choices and no map (chess's), which childPromotion restates.
func simplePawnPromotion(v *ir.Variant) bool {
	zs := v.Rules.Promotions
	return len(zs) == 1 && len(zs[0].Map) == 0 && !zs[0].Standing && zs[0].Region == nil
}

// childPromotion restates the parent's pawn promotion with the keys given.
func (im *importer) childPromotion() {
	pv := im.parent
	var from int
	var pieces, choices []string
	mandatory := true
	switch zs := pv.Rules.Promotions; {
	case simplePawnPromotion(pv):
		from, mandatory = zs[0].FromRank, zs[0].Mandatory
		for _, t := range zs[0].Pieces {
			pieces = append(pieces, pv.Pieces[t].Name)
		}
		for _, t := range zs[0].Choices {
			choices = append(choices, pv.Pieces[t].Name)
		}
	case len(zs) == 0:
		from = im.ranks
		if p, ok := im.byLetter("p"); ok {
			pieces = []string{p.name}
		}
	default:
		k, _ := im.get("promotionPieceTypes")
		if k == nil {
			k, _ = im.get("promotionRank")
		}
		if k == nil {
			k, _ = im.get("mandatoryPawnPromotion")
		}
		im.fail(k, "changing a parent's promotion of this kind is not imported yet")
		return
	}
	from = intValue(im, "promotionRank", from)
	im.promoFrom, im.promoDone = from, true
	if im.has("pawnTypes") {
		pieces, _ = im.pawnTypes()
	}
	if k, ok := im.get("promotionPieceTypes"); ok {
		choices = nil
		if k.value != "-" {
			choices, _ = im.pieceSet(k)
		}
	}
	// Fairy-Stockfish leaves out the choices the section has no piece of.
	choices = slices.DeleteFunc(choices, func(n string) bool {
		return !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n })
	})
	mandatory = boolValue(im, "mandatoryPawnPromotion", mandatory)
	if im.has(sidedPromotionKeys...) {
		im.sidedPromotion(pieces, choices, from, mandatory)
		return
	}
	if len(pieces) == 0 || len(choices) == 0 && !mandatory {
		im.say("promotion none")
		return
	}
	im.promotionBlock(pieces, choices, from, mandatory, "")
}

// promotionBlock writes one pawn promotion zone (side "" for both).
func (im *importer) promotionBlock(pieces, choices []string, from int, mandatory bool, side string) {
	im.body = append(im.body, "\tpromotion {", "\t\tpieces "+strings.Join(pieces, " "))
	if side != "" {
		im.say("\tside %s", side)
	}
	list := "none" // with mandatory, the pieces may not enter the zone
	if len(choices) > 0 {
		list = strings.Join(choices, " ")
	}
	im.body = append(im.body, "\t\t"+im.promotionZone(from), "\t\tchoices "+list)
	if mandatory {
		im.say("\tmandatory")
	}
	im.say("}")
}

// sidedPromotionKeys give one side's pawns and choices of its own (Khans
// chess: Black's steppes soldiers promote to a tümen).
var sidedPromotionKeys = []string{"promotionPawnTypesWhite", "promotionPawnTypesBlack", "promotionPieceTypesWhite", "promotionPieceTypesBlack"}

// sidedPromotion writes a zone for each side, with its own pawns and
// choices where the section gives them (Fairy-Stockfish reads a side's
// key over the common one), pieces and choices otherwise.
func (im *importer) sidedPromotion(pieces, choices []string, from int, mandatory bool) {
	wrote := false
	for _, side := range []string{"White", "Black"} {
		ps, cs := pieces, choices
		if k, ok := im.get("promotionPawnTypes" + side); ok {
			ps = nil
			if k.value != "-" {
				ps, _ = im.pieceSet(k)
			}
		}
		if k, ok := im.get("promotionPieceTypes" + side); ok {
			cs = nil
			if k.value != "-" {
				cs, _ = im.pieceSet(k)
			}
		}
		if len(ps) == 0 || len(cs) == 0 && !mandatory {
			continue
		}
		im.promotionBlock(ps, cs, from, mandatory, strings.ToLower(side))
		wrote = true
	}
	if !wrote {
		im.say("promotion none")
	}
}

// parentKings names the parent's pieces that are royal as Fairy-Stockfish's
// king is, whatever their number (not pseudo-royal extinction types), that
// the section keeps: a section's above it as recorded, or a bundled
// parent's royal pieces that no extinction ending names.
func (im *importer) parentKings() []string {
	pv := im.parent
	names, ok := im.kings[im.sec.parent]
	if !ok {
		var ext []int
		for _, e := range pv.Rules.Endings {
			if e.Kind == ir.Extinction {
				ext = append(ext, e.Pieces...)
			}
		}
		for _, t := range pv.Rules.Royal {
			if !slices.Contains(ext, t) {
				names = append(names, pv.Pieces[t].Name)
			}
		}
	}
	return slices.DeleteFunc(slices.Clone(names), func(n string) bool {
		return !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n })
	})
}

// handChanged reports whether the section's setup puts in hand a piece
// its parent does not drop (Fairy-Stockfish drops whatever is in hand).
func (im *importer) handChanged() bool {
	f, ok := im.get("startFen")
	d := im.parent.Rules.Drops
	if !ok || d == nil {
		return false
	}
	_, hand, found := strings.Cut(f.value, "[")
	hand, _, _ = strings.Cut(hand, "]")
	for _, c := range hand {
		if p, ok := im.byLetter(string(c)); found && ok && !slices.ContainsFunc(d.Pieces, func(t int) bool { return im.parent.Pieces[t].Name == p.name }) {
			return true
		}
	}
	return false
}

// childDrops restates the parent's drops with the section's mustDrop and
// mustDropType, where the parent's drops are plain: pieces, and whether
// they must be able to move (mobile-only).
func (im *importer) childDrops() {
	pv := im.parent
	d := *pv.Rules.Drops
	k := im.firstKey("mustDrop", "mustDropType")
	plain := d
	plain.Pieces, plain.Mobile, plain.Must, plain.FileLimits, plain.NoMate = nil, false, nil, nil, nil
	plain.Unlimited, plain.Adjacent, plain.Flipping, plain.OnTop, plain.Apart, plain.PushedIn, plain.StartSquares = false, false, false, false, false, false, nil
	plain.Placement, plain.OppositeColors, plain.CastleFile, plain.Region, plain.FromRank, plain.ToRank = "", nil, nil, nil, 0, 0
	// Pawns kept off the first and last ranks (crazyhouse's, as
	// Fairy-Stockfish's defaults have it) are so on the section's board.
	var pawnRanks []string
	pawnSeen := false
	for _, r := range d.Regions {
		pawnOnly := len(r.Pieces) == 1 && pv.Pieces[r.Pieces[0]].Name == "Pawn"
		if !pawnOnly || r.FromRank > 2 || r.ToRank < pv.Board.Ranks-1 {
			continue
		}
		// The pawn's: off the first rank (from 2) and the last (to
		// the one before it), the section's keys changing either.
		pawnSeen = true
		to := im.ranks - 1
		if r.ToRank == pv.Board.Ranks {
			to = im.ranks
		}
		if im.promoDone {
			// Off the section's promotion zone (promotionZonePawnDrops).
			to = im.pawnDropTop(min(to, im.promoFrom-1))
		}
		if x := im.pawnDropRanks([]string{"Pawn"}, r.FromRank, to); x != "" {
			pawnRanks = append(pawnRanks, x)
		}
		plain.Regions = slices.DeleteFunc(slices.Clone(plain.Regions), func(x ir.DropRegion) bool { return reflect.DeepEqual(x, r) })
	}
	if !pawnSeen && slices.Contains(d.Pieces, slices.IndexFunc(pv.Pieces, func(p ir.Piece) bool { return p.Name == "Pawn" })) {
		if x := im.pawnDropRanks([]string{"Pawn"}, 1, im.ranks); x != "" {
			pawnRanks = append(pawnRanks, x)
		}
	}
	if len(plain.Regions) == 0 {
		plain.Regions = nil
	}
	if !reflect.DeepEqual(plain, ir.DropRule{}) {
		im.fail(k, "changing a parent's drops of this kind is not imported yet")
		return
	}
	var names []string
	for _, t := range d.Pieces {
		if n := pv.Pieces[t].Name; slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n }) {
			names = append(names, n)
		}
	}
	// Fairy-Stockfish drops any piece in hand but a king (and a king the
	// setup puts in hand).
	for _, n := range im.added {
		if p := im.pieceNamed(n); n != "King" && !slices.Contains(names, n) && (p == nil || !strings.HasPrefix(p.letter, "+")) {
			names = append(names, n)
		}
	}
	pawnNew := false
	if f, ok := im.get("startFen"); ok {
		if _, hand, found := strings.Cut(f.value, "["); found {
			hand, _, _ = strings.Cut(hand, "]")
			for _, c := range hand {
				if p, ok := im.byLetter(string(c)); ok && !slices.Contains(names, p.name) {
					names = append(names, p.name)
					pawnNew = pawnNew || p.name == "Pawn"
				}
			}
		}
	}
	if pawnNew {
		// Off its first rank and its promotion zone, as Fairy-Stockfish
		// drops pawns by default.
		from := im.ranks + 1
		for _, z := range pv.Rules.Promotions {
			if slices.ContainsFunc(z.Pieces, func(t int) bool { return pv.Pieces[t].Name == "Pawn" }) && z.FromRank > 0 {
				from = min(from, z.FromRank)
			}
		}
		if x := im.pawnDropRanks([]string{"Pawn"}, 2, im.pawnDropTop(from-1)); x != "" {
			pawnRanks = append(pawnRanks, x)
		}
	}
	if zone := im.sideRegion("drop-region", "dropRegionWhite", "dropRegionBlack"); zone != "" {
		im.body = append(im.body, "\tdrops {", "\t\tpieces "+strings.Join(names, " "), "\t\tregion "+zone)
	} else {
		im.body = append(im.body, "\tdrops {", "\t\tpieces "+strings.Join(names, " "))
		switch {
		case d.Region != nil:
			im.say("\tregion %s", pv.Regions[*d.Region].Name)
		case d.FromRank > 0 && !(d.FromRank == 1 && d.ToRank >= pv.Board.Ranks):
			im.say("\tranks %d..%d", d.FromRank, min(d.ToRank, im.ranks))
		}
	}
	for _, r := range pawnRanks {
		im.say("\t%s", r)
	}
	if o := im.pawnDropOutside(names); o != "" {
		im.say("\t%s", o)
	}
	if d.Placement != "" {
		im.say("\tplacement %s", d.Placement)
	}
	if len(d.OppositeColors) > 0 {
		var oc []string
		for _, t := range d.OppositeColors {
			oc = append(oc, pv.Pieces[t].Name)
		}
		im.say("\topposite-colors %s", strings.Join(oc, " "))
	}
	if d.CastleFile != nil {
		im.say("\tcastle-file %s", fileName(*d.CastleFile))
	}
	if boolValue(im, "immobilityIllegal", d.Mobile) {
		im.say("\tmobile-only")
	}
	for _, c := range im.dropConditions(&d) {
		im.say("\t%s", c)
	}
	has := func(t int) bool {
		return slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == pv.Pieces[t].Name })
	}
	if k, ok := im.get("dropNoDoubled"); ok {
		// The section's no-doubled type replaces the parent's.
		if k.value == "-" {
			im.get("dropNoDoubledCount") // no type is limited
		} else if name, ok := im.oneName("dropNoDoubled", ""); !ok {
			return
		} else if n := intValue(im, "dropNoDoubledCount", 1); n > 0 {
			im.say("\tfile-limit %s %d", name, n)
		}
	} else {
		for _, l := range d.FileLimits {
			if has(l.Piece) {
				im.say("\tfile-limit %s %d", pv.Pieces[l.Piece].Name, intValue(im, "dropNoDoubledCount", l.Max))
			}
		}
	}
	if im.has("shogiPawnDropMateIllegal") {
		if p, ok := im.byLetter("p"); boolValue(im, "shogiPawnDropMateIllegal", false) && ok {
			im.say("\tno-mate %s", p.name)
		}
	} else {
		for _, t := range d.NoMate {
			if has(t) {
				im.say("\tno-mate %s", pv.Pieces[t].Name)
			}
		}
	}
	if boolValue(im, "mustDrop", false) {
		if t, ok := im.get("mustDropType"); !ok || t.value == "*" {
			im.say("\tmust %s", strings.Join(names, " "))
		} else if name, ok := im.oneName("mustDropType", ""); ok {
			im.say("\tmust %s", name)
		}
	} else {
		im.get("mustDropType")
	}
	im.say("}")
}

// moveRuleTypeKeys name the pieces whose moves reset the move rule, for
// both sides or one.
var moveRuleTypeKeys = []string{"nMoveRuleTypes", "nMoveRuleTypesWhite", "nMoveRuleTypesBlack"}

// moveRuleTypes reads nMoveRuleTypes and its sides' keys (each over
// pawnTypes, a side's over both, as Fairy-Stockfish reads them) as the
// pieces of vdl's move rule, which resets on a move of either side's
// piece of these types. Types of one side's set alone are taken only
// where the other side can never have a piece of them: none in the
// setup (fen) nor among its promotion choices, and no hands.
func (im *importer) moveRuleTypes(fen string) ([]string, bool) {
	var sets [2][]string
	for c, side := range []string{"White", "Black"} {
		if p, ok := im.byLetter("p"); ok {
			sets[c] = []string{p.name}
		}
		if im.has("pawnTypes") {
			sets[c], _ = im.pawnTypes()
		}
		for _, key := range []string{"nMoveRuleTypes", "nMoveRuleTypes" + side} {
			if k, ok := im.get(key); ok {
				sets[c] = nil
				if k.value != "-" {
					sets[c], _ = im.pieceSet(k)
				}
			}
		}
	}
	var union []string
	for _, n := range append(slices.Clone(sets[0]), sets[1]...) {
		if !slices.Contains(union, n) {
			union = append(union, n)
		}
	}
	for c, side := range []string{"White", "Black"} {
		for _, n := range union {
			if slices.Contains(sets[c], n) {
				continue
			}
			k, ok := im.get("nMoveRuleTypes" + side)
			if !ok {
				k, _ = im.get("nMoveRuleTypes" + []string{"Black", "White"}[c])
			}
			if why := im.sideMayHave(fen, c, n); why != "" {
				im.fail(k, "vdl's move rule resets on moves of either side's pieces of a type, and %s, which resets it only for the other side, may be %s's too (%s)", n, strings.ToLower(side), why)
				return nil, false
			}
		}
	}
	return union, true
}

// sideMayHave says how colour c may come to have a piece named n ("" if
// it never can): in the setup, by promotion, or through a hand.
func (im *importer) sideMayHave(fen string, c int, n string) string {
	p, ok := im.byName(n)
	if !ok {
		return ""
	}
	if im.parent != nil && im.parent.Rules.Drops != nil || boolValue(im, "pieceDrops", false) || boolValue(im, "capturesToHand", false) {
		return "captures to hand could give it"
	}
	letter := p.letter
	if c == 0 {
		letter = strings.ToUpper(letter)
	}
	placement, _, _ := strings.Cut(fen, " ")
	if strings.Contains(placement, letter) {
		return "its setup has one"
	}
	if slices.Contains(im.promotionChoices(c), n) {
		return "a promotion makes one"
	}
	return ""
}

func (im *importer) byName(n string) (ipiece, bool) {
	for _, p := range im.pieces {
		if p.name == n {
			return p, true
		}
	}
	return ipiece{}, false
}

// promotionChoices names what colour c's pieces may promote to: the
// section's promotionPieceTypes (the side's key over the common one), or
// its parent's choices and map images that serve that side.
func (im *importer) promotionChoices(c int) []string {
	side := []string{"White", "Black"}[c]
	for _, key := range []string{"promotionPieceTypes" + side, "promotionPieceTypes"} {
		if im.has(key) {
			names, _ := im.names(key, "")
			return names
		}
	}
	var out []string
	for _, z := range im.parent.Rules.Promotions {
		if z.Side != "" && z.Side != strings.ToLower(side) {
			continue
		}
		for _, t := range z.Choices {
			out = append(out, im.parent.Pieces[t].Name)
		}
		for _, m := range z.Map {
			out = append(out, im.parent.Pieces[m.To].Name)
		}
	}
	return out
}
