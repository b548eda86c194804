// Package lower turns a checked variant into the IR the interpreter runs.
//
// All the judgement happens in package check; lowering only changes
// representation: pieces referred to by pointer become indices into
// Variant.Pieces, and everything is copied, so that the IR shares no
// memory with the checker (whose pieces several variants share) and a
// consumer may modify its copy.
package lower

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/check"
)

// Lower returns the IR of a checked variant.
func Lower(v *check.Variant) *ir.Variant {
	out := &ir.Variant{
		Name:  v.Name,
		Title: v.Title,
		Board: ir.Board{Kind: "grid", Files: v.Files, Ranks: v.Ranks, Holes: slices.Clone(v.Holes)},
		Setup: v.Setup,
	}
	for _, p := range v.Pieces {
		out.Pieces = append(out.Pieces, ir.Piece{
			Name:        p.Name,
			Letter:      p.Letter,
			Betza:       p.Betza,
			Description: p.Desc,
			Value:       p.Value,
			Moves:       copyMoves(p.Moves),
		})
	}
	idx := func(p *check.Piece) int { return v.Index(p) }
	indices := func(ps []*check.Piece) []int {
		var out []int
		for _, p := range ps {
			out = append(out, idx(p))
		}
		return out
	}
	r := &out.Rules
	r.Royal = indices(v.Royal)
	if c := v.Castling; c != nil {
		r.Castling = &ir.Castling{Rooks: indices(c.Rooks), Kingside: cloneSide(c.Kingside), Queenside: cloneSide(c.Queenside)}
		r.Castling.King = idx(c.King)
	}
	for _, p := range v.Promotions {
		zone := ir.Promotion{
			Pieces:    indices(p.Pieces),
			FromRank:  p.FromRank,
			ToRank:    p.ToRank,
			Choices:   indices(p.Choices),
			Mandatory: p.Mandatory,
		}
		for _, l := range p.Limits {
			zone.Limits = append(zone.Limits, ir.Limit{Piece: idx(l.Piece), Max: l.Max})
		}
		r.Promotions = append(r.Promotions, zone)
	}
	r.Checkmate, r.Stalemate = v.Checkmate, v.Stalemate
	r.MoveRule, r.MoveRulePieces = v.MoveRule, indices(v.MoveRulePieces)
	r.Repetition = v.Repetition
	return out
}

func cloneSide(s *ir.CastlingSide) *ir.CastlingSide {
	if s == nil {
		return nil
	}
	c := *s
	return &c
}

func copyMoves(ms []ir.Move) []ir.Move {
	out := make([]ir.Move, len(ms))
	for i, m := range ms {
		out[i] = m
		out[i].Legs = slices.Clone(m.Legs)
	}
	return out
}
