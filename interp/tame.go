package interp

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// tameVariant returns v with every tame move (ir.Move.Tame) that may
// capture split in two: the same move without its capture, and a
// capture-only move limited to the types that are not royal (Move.
// Victims), which attacks only those, so it gives no check. v itself is
// not changed; without tame moves or royal types it is returned as it is.
func tameVariant(v *ir.Variant) *ir.Variant {
	if len(v.Rules.Royal) == 0 || !slices.ContainsFunc(v.Pieces, func(p ir.Piece) bool {
		return slices.ContainsFunc(p.Moves, func(m ir.Move) bool { return m.Tame })
	}) {
		return v
	}
	var tame []int // the types a tame move may take
	for t := range v.Pieces {
		if !slices.Contains(v.Rules.Royal, t) {
			tame = append(tame, t)
		}
	}
	cp := *v
	cp.Pieces = slices.Clone(v.Pieces)
	for i := range cp.Pieces {
		p := &cp.Pieces[i]
		var moves []ir.Move
		for _, m := range p.Moves {
			if !m.Tame || !m.Final.Capture {
				moves = append(moves, m)
				continue
			}
			if m.Final.Move {
				quiet := m
				quiet.Final.Capture = false
				moves = append(moves, quiet)
			}
			take := m
			take.Final.Move, take.SetsEnPassant = false, false
			take.Final.EnPassant = m.Final.EnPassant && !m.Final.Move
			victims := tame
			if len(m.Victims) > 0 {
				victims = nil
				for _, t := range m.Victims {
					if slices.Contains(tame, t) {
						victims = append(victims, t)
					}
				}
				if len(victims) == 0 {
					continue // it could take only royals
				}
			}
			take.Victims = victims
			moves = append(moves, take)
		}
		p.Moves = moves
	}
	return &cp
}
