package interp

// The fewest rule of landing REGION captures-only fewest
// (ir.Rules.LandFewest): of the moves of a piece from one square that take
// the same pieces, one that ends on the region is legal only if none
// crosses fewer of the region's squares. Only variants with the rule pay
// for it, after the captures-only filter.

// moveDropped marks a move fewestFilter drops, until it compacts the list.
const moveDropped MoveKind = 255

// fewestFilter drops, of ml[start:], the moves that end on mask while a
// move from the same square that takes the same pieces crosses fewer of
// mask's squares. Swaps and moves off the board are kept. A dropped move
// still has a move of fewer crossings beside it, which stays, so marking
// the dropped ones before comparing the rest changes nothing.
func (p *Position) fewestFilter(ml []Move, start int, mask []bool) []Move {
	var vi, vj [24]Square
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if !mask[m.To] || m.Kind == Swap || m.Kind == Exit {
			continue
		}
		ki := p.takesSquares(m, vi[:0])
		ci := p.crossed(m, mask)
		for j := start; j < len(ml); j++ {
			o := ml[j]
			if j == i || o.From != m.From || o.Kind == moveDropped || o.Kind == Swap || o.Kind == Exit {
				continue
			}
			if p.crossed(o, mask) < ci && sameSquares(ki, p.takesSquares(o, vj[:0])) {
				ml[i].Kind = moveDropped
				break
			}
		}
	}
	out := start
	for i := start; i < len(ml); i++ {
		if ml[i].Kind != moveDropped {
			ml[out] = ml[i]
			out++
		}
	}
	return ml[:out]
}

// takesSquares appends, sorted, the squares of the pieces m takes: on its
// destination, en passant, on the way and by effects.
func (p *Position) takesSquares(m Move, out []Square) []Square {
	switch m.Kind {
	case Capture:
		out = append(out, m.To)
	case EnPassant:
		out = append(out, Square(m.Aux))
	}
	out = p.EffectVictims(m, out)
	for i := 1; i < len(out); i++ {
		for k := i; k > 0 && out[k] < out[k-1]; k-- {
			out[k], out[k-1] = out[k-1], out[k]
		}
	}
	return out
}

func sameSquares(a, b []Square) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// crossed counts the squares of mask on the straight line from m's start
// to its destination, the destination included; for a move not along a
// rank, file or diagonal, its destination alone.
func (p *Position) crossed(m Move, mask []bool) int {
	g := p.g
	dx, dy := g.fileOf(m.To)-g.fileOf(m.From), g.rankOf(m.To)-g.rankOf(m.From)
	n := max(abs(dx), abs(dy))
	if dx != 0 && dy != 0 && abs(dx) != abs(dy) || n == 0 {
		if mask[m.To] {
			return 1
		}
		return 0
	}
	sx, sy := sign(dx), sign(dy)
	count, s := 0, m.From
	for k := 0; k < n; k++ {
		s = g.offset(s, sx, sy)
		if s == NoSquare {
			break
		}
		if mask[s] {
			count++
		}
	}
	return count
}
