package main

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/explain"
	"github.com/vdl-chess/vdl/interp/ir"
)

// The rule lines of `vdl show` for promotion, hands and endings: one line
// each, in words, so that a reader sees what the definition says without
// reading it.

// typeNames joins the names of piece types, "none" for no type.
func typeNames(v *ir.Variant, idx []int) string {
	var s []string
	for _, i := range idx {
		s = append(s, v.Pieces[i].Name)
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// promotionLine describes one promotion zone (explain.Promotion).
func promotionLine(v *ir.Variant, z ir.Promotion) string { return explain.Promotion(v, z) }

// handLines describes the hand and the drops, none if the variant has no
// hand.
func handLines(v *ir.Variant) []string {
	var out []string
	r := v.Rules
	if r.Hand != nil {
		var as []int
		for _, e := range r.Hand.Captures {
			as = append(as, e.As)
		}
		out = append(out, "hand: captured pieces go to the captor's hand ("+typeNames(v, uniqueTypes(as))+")")
	}
	if d := r.Drops; d != nil {
		line := "drops: " + typeNames(v, d.Pieces)
		switch d.Promoted {
		case "either":
			line += ", either side up"
		case "only":
			line += ", promoted side up"
		}
		out = append(out, line)
		if len(d.Pickup) > 0 {
			out = append(out, "pickup: instead of moving, a side may take one of its "+typeNames(v, d.Pickup)+" off the board into its hand (written N^b1)")
		}
	}
	if t := r.Trading; t != nil {
		out = append(out, tradingLine(v, t))
	}
	return out
}

// tradingLine says a trading block's rules in words.
func tradingLine(v *ir.Variant, t *ir.Trading) string {
	group := typeNames(v, t.Pieces)
	var rules []string
	if t.DistantProtected {
		s := "one of them may not take another, not next to it, that could be taken back"
		if t.Bridge {
			s += ", unless it also takes a piece outside the group on the way"
			if len(t.BridgeNot) > 0 {
				s += " (not " + typeNames(v, t.BridgeNot) + ")"
			}
		}
		rules = append(rules, s)
	}
	if t.Protected {
		rules = append(rules, "one of them may not take another that its side protects (before the move)")
	}
	if t.Counterstrike {
		by := "by a piece outside the group"
		if t.CounterstrikeAny {
			by = "by any piece"
		}
		rules = append(rules, "after a piece outside the group takes one, none may be taken "+by+" on the next move")
	}
	return "trading (" + group + "): " + strings.Join(rules, "; ")
}

// uniqueTypes keeps the first occurrence of each type.
func uniqueTypes(ts []int) []int {
	var out []int
	seen := map[int]bool{}
	for _, t := range ts {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// endingLines names the endings and what each looks at.
func endingLines(v *ir.Variant) []string {
	var out []string
	for _, e := range v.Rules.Endings {
		line := fmt.Sprintf("ending %q: %s", e.Name, e.Kind)
		if len(e.Pieces) > 0 {
			line += " " + typeNames(v, e.Pieces)
		}
		switch e.Kind {
		case ir.Checks:
			line += fmt.Sprintf(" %d", e.Checks)
		case ir.MoveLimit:
			line += fmt.Sprintf(" %d", e.Moves)
		case ir.Castled, ir.CastlingLost:
			line += " " + e.Wing
		case ir.Connect:
			if e.Square {
				line += fmt.Sprintf(", a %d by %d square", e.Connect, e.Connect)
				break
			}
			if e.Collinear {
				line += fmt.Sprintf(", %d on one line", e.Connect)
			} else {
				line += fmt.Sprintf(", %d in a row", e.Connect)
			}
			if len(e.Lines) > 0 {
				line += " along " + strings.Join(e.Lines, " and ")
			}
		}
		if e.AtLeast > 1 {
			line += fmt.Sprintf(", %d at once", e.AtLeast)
		}
		if e.Blocked {
			line += " (fewer where the rest of the goal is occupied)"
		}
		switch {
		case e.Safe && e.Grace:
			line += ", unattacked, or still there after the opponent's move"
		case e.Safe:
			line += ", unattacked"
		case e.Grace:
			line += ", the opponent moving once more"
		}
		out = append(out, fmt.Sprintf("%s (side %s, winner %s)", line, e.Side, e.Winner))
	}
	return out
}
