package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Regions (ir.Region) are compiled once into a square mask per colour.
// Everything that uses one (a move limited to a region, a confined piece,
// a promotion or drop zone, a reach goal) is compiled into the tables it
// already has: a region costs nothing at play time beyond what those
// tables cost, and nothing at all to a variant without regions.

// compileRegions builds g.regions: by region index and colour, a mask by
// square.
func (g *Game) compileRegions() error {
	for i, r := range g.V.Regions {
		var masks [2][]bool
		for c, squares := range [2][]string{r.White, r.Black} {
			masks[c] = make([]bool, g.size())
			for _, name := range squares {
				s, err := g.parseSquare(name)
				if err != nil {
					return fmt.Errorf("region %s: %v", r.Name, err)
				}
				if g.hole[s] {
					return fmt.Errorf("region %s: %s is a hole", r.Name, name)
				}
				masks[c][s] = true
			}
		}
		if r.Name == "" {
			return fmt.Errorf("region %d has no name", i)
		}
		g.regions = append(g.regions, masks)
	}
	return nil
}

// regionMask returns colour c's mask of region index i, checking the index.
func (g *Game) regionMask(what string, i, c int) ([]bool, error) {
	if i < 0 || i >= len(g.regions) {
		return nil, fmt.Errorf("%s: region index %d out of range (the variant has %d regions)", what, i, len(g.regions))
	}
	return g.regions[i][c], nil
}

// moveLimit is where a move of one colour may go, from its region limit
// and its piece's confinement: nil masks allow every square.
type moveLimit struct {
	from []bool // start squares (with Move.FromRanks, see startsFrom)
	stay []bool // every square the move visits, its destination included
	dest []bool // destinations
}

// bounded reports whether a move of type t is limited by a region: its
// own, or its piece's confinement. Such moves are compiled per square
// with the region applied, and their captures are not put on attack
// lines, which cannot tell one square from another.
func (g *Game) bounded(t int, m ir.Move) bool {
	return m.Region != nil || g.V.Pieces[t].Confined != nil
}

// limitOf compiles the region limits of move m of type t for colour c.
func (g *Game) limitOf(t int, m ir.Move, c int) (moveLimit, error) {
	var l moveLimit
	if ci := g.V.Pieces[t].Confined; ci != nil {
		mask, err := g.regionMask("confined", *ci, c)
		if err != nil {
			return l, err
		}
		l.dest = mask
	}
	if r := m.Region; r != nil {
		mask, err := g.regionMask("move region", r.Region, c)
		if err != nil {
			return l, err
		}
		switch r.Mode {
		case "from":
			l.from = mask
		case "not-from":
			l.from = make([]bool, g.size())
			for s := range l.from {
				l.from[s] = !mask[s]
			}
		case "within":
			l.from, l.stay = mask, mask
		default:
			return l, fmt.Errorf("move region mode %q: expected from, not-from or within", r.Mode)
		}
	}
	return l, nil
}

// allows reports whether a move may end on s.
func (l *moveLimit) allows(s Square) bool {
	return (l.stay == nil || l.stay[s]) && (l.dest == nil || l.dest[s])
}

// rayExact reports whether the move's rays can be cut short at the first
// square the limit forbids: true unless some ray passes a forbidden
// destination and then comes to an allowed one (a confined slider whose
// region is not convex along the ray), which must be walked instead.
func (g *Game) rayExact(m ir.Move, l moveLimit, c int) bool {
	if l.dest == nil {
		return true
	}
	o := g.orient[c]
	leg := m.Legs[0]
	for s := 0; s < g.size(); s++ {
		if g.hole[s] {
			continue
		}
		gap := false
		t := Square(s)
		max := g.legMax(leg)
		for k := 1; max == 0 || k <= max; k++ {
			if t = g.step(t, leg.DX*o.x, leg.DY*o.y); t == NoSquare || l.stay != nil && !l.stay[t] {
				break
			}
			if !l.allows(t) {
				gap = true
			} else if gap {
				return false
			}
		}
	}
	return true
}

// zoneMask is colour c's mask of a zone given by a region (if region is
// not nil) or by ranks from..to counted from c's own first rank.
func (g *Game) zoneMask(what string, region *int, from, to, c int) ([]bool, error) {
	if region != nil {
		return g.regionMask(what, *region, c)
	}
	mask := make([]bool, g.size())
	for s := range mask {
		rel := g.rankOf(Square(s)) + 1
		if c == Black {
			rel = g.ranks - g.rankOf(Square(s))
		}
		mask[s] = !g.hole[s] && rel >= from && rel <= to
	}
	return mask, nil
}

// RegionSquares returns colour c's squares of region i, for tools that
// show regions.
func (g *Game) RegionSquares(i, c int) []Square {
	var out []Square
	if i < 0 || i >= len(g.regions) {
		return nil
	}
	for s, in := range g.regions[i][c] {
		if in {
			out = append(out, Square(s))
		}
	}
	return out
}
