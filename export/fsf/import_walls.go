package fsf

import (
	"strconv"
	"strings"
)

// wallParts are Fairy-Stockfish's wallingRule values as the WHERE (and
// moving) of vdl's wall part.
var wallParts = map[string]string{
	"duck":   "anywhere moving", // one wall, which moves every turn
	"static": "anywhere",        // isolation
	"arrow":  "from-mover",      // the amazons
	"past":   "vacated",         // snailtrail, joust
	"edge":   "edge",            // atlantis: the board's edge, or beside a wall
}

// walls writes wallingRule (with wallingRegion, wallingRegionWhite and
// wallingRegionBlack) as a turn of an own move and a wall part: each move
// completed by a wall, as Fairy-Stockfish's walling moves.
func (im *importer) walls() {
	k, ok := im.get("wallingRule")
	regionKeys := []string{"wallingRegion", "wallingRegionWhite", "wallingRegionBlack"}
	if !ok || k.value == "none" {
		if ok && im.parent != nil && im.parent.Rules.Turns != nil {
			im.fail(k, "taking away the parent's walls is not imported yet")
		}
		if orMove, ok := im.get("wallOrMove"); ok && boolValue(im, "wallOrMove", false) {
			im.fail(orMove, "wallOrMove without a wallingRule")
		}
		for _, r := range regionKeys {
			im.get(r) // no walls: the region says nothing
		}
		return
	}
	where, known := wallParts[k.value]
	if !known {
		im.fail(k, "expected none, arrow, duck, edge, past or static")
		return
	}
	if orMove, ok := im.get("wallOrMove"); ok && boolValue(im, "wallOrMove", false) {
		// A wall placed instead of a move (a pass with a wall).
		if where != "anywhere" && where != "edge" {
			im.fail(orMove, "a wall instead of a move (wallOrMove) with wallingRule %s is not imported yet: vdl's goes anywhere or on the edge, and stays", k.value)
			return
		}
		where += " instead"
	}
	w, okW := im.get("wallingRegionWhite")
	b, okB := im.get("wallingRegionBlack")
	if both, ok := im.get("wallingRegion"); ok {
		// The last of the keys given counts, as in Fairy-Stockfish.
		if !okW || both.line > w.line {
			w, okW = both, true
		}
		if !okB || both.line > b.line {
			b, okB = both, true
		}
	}
	in := ""
	if okW || okB {
		items := func(k *kv, ok bool) string {
			if !ok {
				return "ranks 1.." + strconv.Itoa(im.ranks)
			}
			return im.regionItems(k, false)
		}
		im.say("region walls { white %s; black %s }", items(w, okW), items(b, okB))
		in = " in walls"
	}
	im.say("turns { part own; part wall %s%s }", strings.TrimSpace(where), in)
}
