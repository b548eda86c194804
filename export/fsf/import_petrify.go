package fsf

import (
	"slices"
	"strings"
)

// petrify writes petrifyOnCaptureTypes as vdl's petrify: a captor of
// these types turns into a wall where it took; with explosions (nuclear
// chess), where it exploded. Fairy-Stockfish judges the type as it stands
// on the square after the move (promoted) with explosions, and both
// before and after without, where vdl takes the type that moved: a
// promotion that changes whether the captor petrifies is refused.
func (im *importer) petrify() {
	if k, ok := im.get("petrifyBlastPieces"); ok && boolValue(im, "petrifyBlastPieces", false) {
		im.fail(k, "walls where an explosion takes pieces (petrifyBlastPieces) are not imported yet")
	}
	k, ok := im.get("petrifyOnCaptureTypes")
	inherited := im.parent != nil && len(im.parent.Rules.Petrify) > 0
	if !ok {
		return
	}
	if k.value == "-" || k.value == "" {
		if inherited {
			im.fail(k, "taking away the parent's petrification is not imported yet")
		}
		return
	}
	if inherited {
		im.fail(k, "changing the parent's petrification is not imported yet")
		return
	}
	names, ok := im.pieceSet(k)
	if !ok {
		return
	}
	pawns := "p"
	if pk, ok := im.get("pawnTypes"); ok {
		pawns = pk.value
	}
	choices := "nbrq"
	if ck, ok := im.get("promotionPieceTypes"); ok {
		choices = ck.value
	}
	in := func(l rune) bool { return strings.ContainsRune(k.value, l) }
	for _, p := range pawns {
		if _, ok := im.byLetter(string(p)); !ok {
			continue
		}
		for _, c := range choices {
			if _, ok := im.byLetter(string(c)); ok && in(p) != in(c) {
				im.fail(k, "a promotion from %c to %c changes whether the captor petrifies, which Fairy-Stockfish judges after the promotion and vdl before", p, c)
				return
			}
		}
	}
	explodes := im.parent != nil && im.parent.Rules.Explosion != nil
	if im.has("blastOnCapture") {
		explodes = boolValue(im, "blastOnCapture", false)
	}
	if explodes && slices.ContainsFunc(names, func(n string) bool { return im.isRoyal(n) }) {
		im.fail(k, "a royal piece that petrifies where captures explode")
		return
	}
	im.say("petrify %s", strings.Join(names, " "))
}

// isRoyal reports whether the section's piece named n is royal (its
// king, or a parent's royal piece it keeps).
func (im *importer) isRoyal(n string) bool {
	if n == im.royal {
		return true
	}
	if pv := im.parent; pv != nil && !im.kingless {
		return slices.ContainsFunc(pv.Rules.Royal, func(t int) bool { return pv.Pieces[t].Name == n })
	}
	return false
}

// noEnPassant reads enPassantRegion: "-" (no square ever open to en
// passant) is read as Betza strings without en-passant captures (e);
// another region is refused.
func (im *importer) noEnPassant() bool {
	k, ok := im.get("enPassantRegion")
	if !ok {
		return false
	}
	if k.value != "-" {
		im.fail(k, "an en-passant region other than none (-) is not imported yet")
		return false
	}
	return true
}

// withoutEnPassant takes the en-passant captures (e) out of a Betza
// string: "fceF" becomes "fcF"; an atom left with no modality ("eF"
// alone) goes.
func withoutEnPassant(betza string) string {
	var out, mods strings.Builder
	for _, c := range betza {
		switch {
		case c == 'e':
			mods.WriteString("\x00") // marks an atom that had e
		case c >= 'a' && c <= 'z':
			mods.WriteRune(c)
		case c >= 'A' && c <= 'Z':
			m := mods.String()
			mods.Reset()
			if strings.Contains(m, "\x00") {
				m = strings.ReplaceAll(m, "\x00", "")
				if !strings.ContainsAny(m, "mc") {
					continue // en passant was its only modality
				}
			}
			out.WriteString(m)
			out.WriteRune(c)
		default:
			out.WriteString(mods.String())
			mods.Reset()
			out.WriteRune(c)
		}
	}
	out.WriteString(mods.String())
	return out.String()
}
