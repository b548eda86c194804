package interp

// Captures without the pieces that have none: of a piece whose moves,
// plain moves left out (quietsApart), can only be captures landing on an
// enemy, CandidateCaptures generates nothing where no enemy stands on a
// square one of its moves could ever end on (the onto table's reach): on
// a large board most short-range pieces, and many others, stand far from
// every enemy, and generating their moves to find none cost most of a
// quiescence node.

// maxFilterWords bounds the boards the filter serves (a set of enemies
// on the stack).
const maxFilterWords = 8

// captureOnlyTypes is ontoTable.capOnly: by colour*nTypes + type, whether
// every move genFrom lists for the piece without plain moves is a capture
// onto its destination (counted moves that land, no promotion, no
// effects or locust captures, no en passant, none of the moves beyond
// the compiled tables): capAlways, or capAway for a type that may
// promote, where that holds on the squares of ontoTable.away only.
func (g *Game) captureOnlyTypes(o *ontoTable) []uint8 {
	only := make([]uint8, 2*g.nTypes)
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] == countNone || len(g.effects[t]) > 0 || g.killer[t] || o.always[t] ||
				g.moreMoves != nil && g.moreMoves[t] || g.afterCapture != captureLand {
				continue
			}
			only[i] = capAlways
			if g.promoTouch[c][t] != nil {
				only[i] = capAway
			}
		}
	}
	return only
}

// Kinds of ontoTable.capOnly.
const (
	capNever  uint8 = iota
	capAlways       // on every square
	capAway         // on the squares of ontoTable.away
)

// awayFromZones is ontoTable.away: by span index, for the types
// captureOnlyTypes marks capAway, whether the piece stands off its
// promotion squares (Game.promoTouch) and no move could take it onto one
// (the onto reach), so that without plain moves it makes nothing but
// captures (a move that cannot promote is plain unless it takes).
func (g *Game) awayFromZones(o *ontoTable) []bool {
	n := g.size()
	var away []bool
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			if o.capOnly[c*g.nTypes+t] != capAway {
				continue
			}
			if o.words > maxFilterWords {
				o.capOnly[c*g.nTypes+t] = capNever // no filter on such boards (generateCaptures)
				continue
			}
			if away == nil {
				away = make([]bool, 2*g.nTypes*n)
			}
			var zone [maxFilterWords]uint64
			touch := g.promoTouch[c][t]
			for s, in := range touch {
				if in {
					zone[s/64] |= 1 << (uint(s) % 64)
				}
			}
			for from := 0; from < n; from++ {
				si := g.spanIndex(c, t, Square(from))
				away[si] = !touch[from] && !o.meetsAny(si, zone[:o.words])
			}
		}
	}
	return away
}

// generateCaptures is generatePieces where plain moves are left out
// (CandidateCaptures), without the pieces captureOnlyTypes says have
// nothing to take; ok is false where it does not apply (the caller then
// generates every piece).
func (p *Position) generateCaptures(ml []Move) ([]Move, bool) {
	g := p.g
	if g.freeze != nil {
		return ml, false
	}
	o := g.onto()
	if !o.ok || o.words > maxFilterWords {
		return ml, false
	}
	c := p.side
	enemy := &p.capEnemies
	*enemy = [maxFilterWords]uint64{}
	for t := 0; t < g.nTypes; t++ {
		for _, s := range p.pieceList(1-c, t) {
			enemy[s>>6] |= 1 << (s & 63)
		}
	}
	en := enemy[:o.words]
	p.capEnemiesOn = o.pathReach != nil
	p.capLinesOn, p.capStopsSet = o.lines, false
	for t := 0; t < g.nTypes; t++ {
		i := int(pieceCell(t, c) - firstCell)
		base := i * g.size()
		n := int(p.plen[i])
		only := o.capOnly[c*g.nTypes+t]
		for k := 0; k < n; k++ {
			from := p.plist[base+k]
			if si := g.spanIndex(c, t, from); only == capAlways && !o.meetsAny(si, en) || only == capAway && o.away[si] && !o.meetsAny(si, en) {
				continue
			}
			ml = p.genFrom(ml, from, t, c)
		}
	}
	p.capEnemiesOn, p.capLinesOn = false, false
	return ml, true
}

// meetsAny reports whether a move of the piece of span index si could
// end on a square of set.
func (o *ontoTable) meetsAny(si int, set []uint64) bool {
	row := o.reach[si*o.words:][:len(set)]
	for w, b := range set {
		if row[w]&b != 0 {
			return true
		}
	}
	return false
}

// pathsMeet reports whether a fixed path of the piece of span index si
// ends on a square of set.
func (o *ontoTable) pathsMeet(si int, set []uint64) bool {
	row := o.pathReach[si*o.words:][:len(set)]
	for w, b := range set {
		if row[w]&b != 0 {
			return true
		}
	}
	return false
}

// pathsHit is pathsMeet for the piece on from with a plain butt
// (Game.buttBits), whose paths' butts reach hit (Game.buttPaths): could a
// path end on an enemy of set, or next to one it would butt?
func (o *ontoTable) pathsHit(si int, from Square, hit, set []uint64) bool {
	row, near := o.pathReach[si*o.words:][:len(set)], hit[int(from)*o.words:][:len(set)]
	for w, b := range set {
		if (row[w]|near[w])&b != 0 {
			return true
		}
	}
	return false
}
