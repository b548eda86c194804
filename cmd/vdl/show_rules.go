package main

import (
	"fmt"
	"strings"

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

// promotionLine describes one promotion zone.
func promotionLine(v *ir.Variant, z ir.Promotion) string {
	var b strings.Builder
	b.WriteString("promotion: ")
	if len(z.Map) > 0 {
		var pairs []string
		for _, pr := range z.Map {
			pairs = append(pairs, v.Pieces[pr.From].Name+" -> "+v.Pieces[pr.To].Name)
		}
		b.WriteString(strings.Join(pairs, ", "))
	} else {
		fmt.Fprintf(&b, "%s to %s", typeNames(v, z.Pieces), typeNames(v, z.Choices))
	}
	switch {
	case z.Mandatory:
		b.WriteString(", forced")
	case z.Immobile:
		b.WriteString(", optional but where the piece could not move again")
	default:
		b.WriteString(", optional")
	}
	if z.Region != nil && *z.Region < len(v.Regions) {
		fmt.Fprintf(&b, ", in region %s", v.Regions[*z.Region].Name)
	} else {
		b.WriteString(", on " + rankSpan(z.FromRank, z.ToRank))
	}
	if z.CapturesOnly {
		b.WriteString(", by captures only")
	}
	if z.Flip {
		b.WriteString("; the promoted piece turns back by the same moves")
	}
	for _, l := range z.Limits {
		fmt.Fprintf(&b, ", at most %d %s", l.Max, v.Pieces[l.Piece].Name)
	}
	if z.Standing {
		b.WriteString("; a move of its own, in place or as the new piece moves")
		if z.LastAnywhere {
			b.WriteString(", by a side's last such piece anywhere")
		}
		if z.Peaceful {
			b.WriteString(", attacking nothing and giving no check")
		}
		if z.Unforced {
			b.WriteString(", never forced (a royal and such a piece with only these moves are stalemated)")
		}
	}
	return b.String()
}

// rankSpan is "rank 4" or "ranks 7-9".
func rankSpan(from, to int) string {
	if from == to {
		return fmt.Sprintf("rank %d", from)
	}
	return fmt.Sprintf("ranks %d-%d", from, to)
}

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
