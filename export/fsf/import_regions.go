package fsf

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// onBoard gives the squares of each side of a region that lie on the
// section's board (a child's board may be smaller than its parent's).
func (im *importer) onBoard(r ir.Region) [2][]string {
	var out [2][]string
	for c, squares := range [2][]string{r.White, r.Black} {
		for _, s := range squares {
			if validSquare(s, im.files, im.ranks) {
				out[c] = append(out[c], s)
			}
		}
	}
	return out
}

// childRegions restates the parent's regions for a section whose board
// is smaller: each side's squares that are still on the board, as
// Fairy-Stockfish's bitboards are cut. A side left with no square is
// written as the other side's mirror where nothing the section keeps
// uses the region (its pieces confined there are confined anew by the
// section's mobility keys); else the section is refused. It also
// writes soldierPromotionRank as the region from which the parent's
// soldier steps sideways (xiangqi's across-river): the ranks from that
// one to the last, counted from each side's own first rank.
func (im *importer) childRegions() {
	pv := im.parent
	soldier := -1 // the region of the parent's "from" moves
	k, hasRank := im.get("soldierPromotionRank")
	if hasRank {
		var found []int
		for _, pc := range pv.Pieces {
			for _, m := range pc.Moves {
				if m.Region != nil && m.Region.Mode == "from" && !slices.Contains(found, m.Region.Region) {
					found = append(found, m.Region.Region)
				}
			}
		}
		n := intValue(im, "soldierPromotionRank", 1)
		switch {
		case len(found) != 1:
			im.fail(k, "the parent has %d regions from which a piece gains moves (a soldier's sideways step): expected one", len(found))
		case n < 1 || n > im.ranks:
			im.fail(k, "expected a rank 1 to %d", im.ranks)
		default:
			soldier = found[0]
			im.say("region %s ranks %d..%d", pv.Regions[soldier].Name, n, im.ranks)
		}
	}
	if im.files >= pv.Board.Files && im.ranks >= pv.Board.Ranks {
		return
	}
	if d := pv.Board.Draw; d != nil && d.River && im.ranks%2 == 1 {
		// A river runs between two halves: none on an odd number of
		// ranks (the drawing alone; no rule).
		line := "draw " + d.Style
		if d.Palace != nil {
			line += " palace " + pv.Regions[*d.Palace].Name
		}
		if len(d.Inks) == 2 {
			line += " inks " + strings.Join(d.Inks, " ")
		}
		if d.Octagons {
			line += " octagons"
		}
		im.say("%s", line)
	}
	for i, r := range pv.Regions {
		if i == soldier {
			continue
		}
		on := im.onBoard(r)
		if len(on[0]) == len(r.White) && len(on[1]) == len(r.Black) {
			continue
		}
		if len(on[0]) > 0 && len(on[1]) > 0 {
			im.say("region %s { white %s; black %s }", r.Name, im.squareItems(on[0]), im.squareItems(on[1]))
			continue
		}
		if use := im.regionUse(i); use != "" {
			im.fail(nil, "the parent's region %s has no square of %s's left on this board, and %s uses it", r.Name, []string{"White", "Black"}[min(len(on[0]), 1)], use)
			continue
		}
		if len(on[0]) == 0 && len(on[1]) == 0 {
			im.fail(nil, "the parent's region %s has no square left on this board", r.Name)
			continue
		}
		// Unused: a side written alone is mirrored for the other.
		if len(on[0]) > 0 {
			im.say("region %s { white %s }", r.Name, im.squareItems(on[0]))
		} else {
			im.say("region %s { black %s }", r.Name, im.squareItems(on[1]))
		}
	}
}

// regionUse names what of the parent, kept by the section, uses region
// i ("" for nothing): a field of its rules or pieces that holds the
// region's index. The confinement of pieces the section confines anew,
// and of pieces it removes, does not count, nor a drawing's palace
// (how a diagram draws the board, no rule).
func (im *importer) regionUse(i int) string {
	pv := im.parent
	for _, pc := range pv.Pieces {
		if !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == pc.Name }) {
			continue
		}
		c := pc
		if slices.Contains(im.reconfined, pc.Name) {
			c.Confined = nil
		}
		if usesRegion(reflect.ValueOf(c), i) {
			return "the piece " + pc.Name
		}
	}
	rules := pv.Rules
	if usesRegion(reflect.ValueOf(rules), i) {
		return "a rule"
	}
	return ""
}

// usesRegion reports whether v holds region index i in a field named
// Confined, LandCapturing or ...Region (int or *int).
func usesRegion(v reflect.Value, i int) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		return !v.IsNil() && usesRegion(v.Elem(), i)
	case reflect.Slice, reflect.Array:
		for j := 0; j < v.Len(); j++ {
			if usesRegion(v.Index(j), i) {
				return true
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			if usesRegion(it.Value(), i) {
				return true
			}
		}
	case reflect.Struct:
		t := v.Type()
		for j := 0; j < v.NumField(); j++ {
			f := v.Field(j)
			if !t.Field(j).IsExported() {
				continue
			}
			name := t.Field(j).Name
			if name == "Confined" || name == "LandCapturing" || strings.HasSuffix(name, "Region") {
				switch {
				case f.Kind() == reflect.Int && f.Int() == int64(i):
					return true
				case f.Kind() == reflect.Pointer && !f.IsNil() && f.Elem().Kind() == reflect.Int && f.Elem().Int() == int64(i):
					return true
				}
			}
			if usesRegion(f, i) {
				return true
			}
		}
	}
	return false
}

// squareItems writes squares as a region's items: whole ranks as a rank
// range, a filled rectangle as its corners, else the squares.
func (im *importer) squareItems(squares []string) string {
	minF, maxF, minR, maxR := im.files, -1, im.ranks+1, 0
	for _, sq := range squares {
		f, r := int(sq[0]-'a'), 0
		fmt.Sscan(sq[1:], &r)
		minF, maxF, minR, maxR = min(minF, f), max(maxF, f), min(minR, r), max(maxR, r)
	}
	if len(squares) != (maxF-minF+1)*(maxR-minR+1) || len(squares) < 2 {
		return strings.Join(squares, " ")
	}
	if minF == 0 && maxF == im.files-1 {
		if minR == maxR {
			return fmt.Sprintf("rank %d", minR)
		}
		return fmt.Sprintf("ranks %d..%d", minR, maxR)
	}
	return fmt.Sprintf("%s%d..%s%d", fileName(minF), minR, fileName(maxF), maxR)
}
