package explain

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Promotion says in words what a promotion zone does: who promotes to
// what, where, which moves promote (its on setting), and its conditions.
func Promotion(v *ir.Variant, z ir.Promotion) string {
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
	if z.Side != "" {
		fmt.Fprintf(&b, " (%s's pieces only)", z.Side)
	}
	switch {
	case z.Mandatory:
		b.WriteString(", forced")
	case z.Immobile:
		b.WriteString(", optional but where the piece could not move again")
	case z.TakesPromoted:
		b.WriteString(", optional but forced by a capture of a promoted piece")
	default:
		b.WriteString(", optional")
	}
	if z.Region != nil && *z.Region < len(v.Regions) {
		fmt.Fprintf(&b, ", in region %s", v.Regions[*z.Region].Name)
	} else {
		b.WriteString(", on " + RankSpan(z.FromRank, z.ToRank))
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
	if len(z.IfPresent) > 0 {
		fmt.Fprintf(&b, ", only while a %s is on the board", orNames(v, z.IfPresent))
	}
	if len(z.IfAbsent) > 0 {
		fmt.Fprintf(&b, ", only while no %s is on the board", orNames(v, z.IfAbsent))
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
	} else {
		b.WriteString("; " + promotingMoves(z))
	}
	return b.String()
}

// promotingMoves says which moves promote, by where they start and end
// (the zone's on setting).
func promotingMoves(z ir.Promotion) string {
	switch {
	case z.OnEntry:
		return "on enter: a move into the zone from outside promotes"
	case z.Leave:
		return "on enter within leave: a move into, within or out of the zone promotes"
	}
	return "on enter within: a move that ends in the zone promotes"
}

// Promotions lists the zones that promote piece type t (as one of the
// pieces, or the origin of a map), in words.
func Promotions(v *ir.Variant, t int) []string {
	var out []string
	for _, z := range v.Rules.Promotions {
		if slices.Contains(z.Pieces, t) || slices.ContainsFunc(z.Map, func(p ir.PromotionPair) bool { return p.From == t }) {
			out = append(out, Promotion(v, z))
		}
	}
	return out
}

// typeNames joins the names of piece types, "none" for no type.
func typeNames(v *ir.Variant, idx []int) string {
	if len(idx) == 0 {
		return "none"
	}
	return names(v, idx)
}

// RankSpan is "rank 4" or "ranks 7-9".
func RankSpan(from, to int) string {
	if from == to {
		return fmt.Sprintf("rank %d", from)
	}
	return fmt.Sprintf("ranks %d-%d", from, to)
}
