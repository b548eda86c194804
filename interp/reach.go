package interp

import "github.com/vdl-chess/vdl/interp/ir"

// Where moves could go, for move diagrams and the linter: what the board's
// shape allows, whatever stands on it. Nothing here is used in play.

// MoveEnds appends the squares on which move mv, made from s by a piece of
// colour c, could end if every square on its way held what the move needs:
// a hurdle where it wants one, an empty square elsewhere. Only the board's
// shape limits it (edges, holes, the move's start ranks), so it gives the
// potential targets of hoppers and multi-leg moves, which no empty board
// shows. A square may be appended more than once.
func (g *Game) MoveEnds(mv ir.Move, c int, s Square, out []Square) []Square {
	if len(mv.Legs) == 0 || g.hole[s] || !g.startsFrom(mv, c, s) {
		return out
	}
	return g.legEnds(mv, 0, g.orient[c], s, out)
}

// legEnds follows leg li of mv from s and every leg after it.
func (g *Game) legEnds(mv ir.Move, li int, o orientation, s Square, out []Square) []Square {
	l := mv.Legs[li]
	max := g.legMax(l)
	last := li == len(mv.Legs)-1
	inner := 0 // squares passed that could hold a hurdle
	for k := 1; max == 0 || k <= max; k++ {
		s = g.legStep(l, o, s)
		if s == NoSquare {
			break
		}
		if k >= l.Min && inner >= l.MinHurdles {
			switch {
			case last && !g.hole[s]:
				out = append(out, s)
			case !last && holeAllowed(l.End, g.hole[s]):
				out = g.legEnds(mv, li+1, o, s, out)
			}
		}
		if !holeAllowed(l.Pass, g.hole[s]) {
			break
		}
		if !g.hole[s] {
			inner++
		}
	}
	return out
}

// legStep is one step of leg l from s for orientation o, holes included;
// it reads the board's shape only, so it is safe while the game is in use
// (the step tables are built only while the game is compiled).
func (g *Game) legStep(l ir.Leg, o orientation, s Square) Square {
	if l.Dir != "" {
		return g.dirs[l.Dir][s]
	}
	return g.offset(s, l.DX*o.x, l.DY*o.y)
}

// holeAllowed reports whether a square that is (or is not) a hole can
// meet requirement r: only "any" takes both, "hole" only holes.
func holeAllowed(r ir.Occupancy, hole bool) bool {
	switch r {
	case ir.Any:
		return true
	case ir.Hole:
		return hole
	}
	return !hole
}

// SetMoved marks the piece on s as having moved or not, which decides
// whether it may make its initial moves. It is for setting up positions
// (move diagrams show a piece that has not moved), not for play.
func (p *Position) SetMoved(s Square, moved bool) {
	if int(s) >= 0 && int(s) < p.g.size() && p.board[s] >= firstCell {
		p.setVirgin(s, !moved)
		p.forgetCheck()
	}
}
