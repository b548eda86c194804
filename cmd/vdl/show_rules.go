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
	}
	return out
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
		case ir.Connect:
			line += fmt.Sprintf(", %d in a row", e.Connect)
			if len(e.Lines) > 0 {
				line += " along " + strings.Join(e.Lines, " and ")
			}
		}
		if e.AtLeast > 1 {
			line += fmt.Sprintf(", %d at once", e.AtLeast)
		}
		switch {
		case e.Safe:
			line += ", unattacked"
		case e.Grace:
			line += ", the opponent moving once more"
		}
		out = append(out, fmt.Sprintf("%s (side %s, winner %s)", line, e.Side, e.Winner))
	}
	return out
}
