package interp

import "sync"

// A quick test of whether a move gives check, without making it: a
// search that prunes a move near the horizon still searches it if it
// gives check, and making a move only to ask InCheck costs a make, an
// attack test and an unmake for every move pruned, several times the
// nodes searched where the moves are many (shogi's drops).
//
// Before the move the other side's royals are not attacked (as after any
// legal move). A plain move (to an empty square, a capture on its
// destination, a drop) changes two squares: the origin empties, the
// destination holds the mover (or what it promotes to, or the piece
// dropped). An attack on a royal K after the move is then one of: by the
// piece on the destination (direct); by a piece whose capture onto K
// passes the emptied origin (discovered); or by one that needs the
// destination occupied or of the mover's colour (a hopper's screen, a
// walk whose squares must be occupied). The tables below, built from the
// attack tables that InCheck reads, mark for every royal square K and
// every square s which types attack K from s (direct) and whether
// emptying s, or filling it, may make an attack on K; where none does,
// the move gives no check, and that answer is exact. Anything else is
// "maybe": the caller makes the move and asks, as before.

// checkTables are the quick test's tables for one attacking colour.
type checkTables struct {
	// direct[(k*n+s)*words + t/64] bit t%64: a piece of type t on s
	// may capture onto k (on some board).
	direct []uint64
	// near[k*n+s]: nearOpen, nearFill: emptying s, or filling it or
	// changing its piece, may make an attack on k.
	near []uint8
}

const (
	nearOpen = 1 << iota
	nearFill
)

// quickCheck is the game's quick check test, built on first use.
type quickCheck struct {
	once  sync.Once
	ok    bool
	words int
	by    [2]checkTables // by attacking colour
}

// maxCheckBytes bounds the quick test's tables: boards of thousands of
// squares go without it.
const maxCheckBytes = 1 << 23

// quickCheckRules reports whether the game's rules let the quick test
// answer for colour c's moves: royal pieces that are royal by type, one
// move a turn, no capture found by generating it (only the attack
// tables' lines, hoppers, paths and walkers), and nothing a move does to
// the board beyond its origin and destination (explosions, effects of
// the rules, flips, walls, burning, petrification, spoils, transfers
// between boards, captors that stay or follow).
func (g *Game) quickCheckRules(c int) bool {
	return len(g.royalTypes) > 0 && g.lastRoyal == nil && !g.simul && g.turns == nil && g.parts == nil &&
		!g.transfer && g.blast == nil && g.freeze == nil && g.takeBan == nil && !g.anyImmune &&
		!g.attacks[c].anyGen && g.wall == nil && !g.dynamicWalls && g.flips == flipNone && g.after == nil &&
		g.arrivals == nil && g.petrifies == nil && g.spoilers == nil && g.afterCapture == captureLand &&
		(g.drops == nil || g.drops.placement != placeConsecutive)
}

func (g *Game) quickChecks() *quickCheck {
	q := g.quickCheckT
	q.once.Do(func() { g.buildQuickCheck(q) })
	return q
}

func (g *Game) buildQuickCheck(q *quickCheck) {
	n := g.size()
	q.words = (g.nTypes + 63) / 64
	if 2*n*n*(8*q.words+1) > maxCheckBytes {
		return
	}
	for c := 0; c < 2; c++ {
		if !g.quickCheckRules(c) {
			continue
		}
		ct := &q.by[c]
		ct.direct = make([]uint64, n*n*q.words)
		ct.near = make([]uint8, n*n)
		g.fillCheckTables(ct, c, q.words)
	}
	q.ok = true
}

// fillCheckTables walks, from every square k, what attackedBy reads to
// find colour c's attacks on k, on an empty board (a piece in the way
// only takes attacks away).
func (g *Game) fillCheckTables(ct *checkTables, c, words int) {
	n := g.size()
	at := &g.attacks[c]
	nC := g.nCells()
	direct := func(k, s Square, t int) {
		ct.direct[(int(k)*n+int(s))*words+t/64] |= 1 << (t % 64)
	}
	near := func(k, s Square, f uint8) { ct.near[int(k)*n+int(s)] |= f }
	// The types each line's step d and each reverse bend's step d attack
	// with, whatever the square: a set of words each, found once.
	typeSets := func(maxK int, attacks func(d, t int) bool) []uint64 {
		sets := make([]uint64, (maxK+1)*words)
		for d := 1; d <= maxK; d++ {
			for t := 0; t < g.nTypes; t++ {
				if attacks(d, t) {
					sets[d*words+t/64] |= 1 << (t % 64)
				}
			}
		}
		return sets
	}
	directSet := func(k, s Square, set []uint64) {
		row := ct.direct[(int(k)*n+int(s))*words:][:words]
		for w, b := range set {
			row[w] |= b
		}
	}
	lineTypes := make([][]uint64, len(at.lines))
	for i := range at.lines {
		ln := &at.lines[i]
		lineTypes[i] = typeSets(ln.maxK, func(d, t int) bool {
			return ln.can[d*nC+int(pieceCell(t, c))] || ln.hop && (ln.cannon[t] || ln.grass[t])
		})
	}
	bendTypes := make([][]uint64, len(at.rev2))
	for i := range at.rev2 {
		rb := &at.rev2[i]
		bendTypes[i] = typeSets(rb.maxK, func(d, t int) bool { return rb.direct[d*g.nTypes+t] })
	}
	for k := Square(0); int(k) < n; k++ {
		for i := range at.lines {
			ln := &at.lines[i]
			s := k
			for d := 1; d <= ln.maxK; d++ {
				if s = ln.next[s]; s < 0 {
					break
				}
				directSet(k, s, lineTypes[i][d*words:][:words])
				switch {
				case ln.hop:
					near(k, s, nearOpen|nearFill) // a screen made or taken away
				case d < ln.maxK:
					near(k, s, nearOpen) // a piece here blocks those beyond
				}
			}
		}
		for _, rp := range at.revPaths[k] {
			direct(k, rp.origin, int(rp.typ))
			pt := &g.moves.paths[rp.path]
			for i := pt.lo; i < pt.hi-1; i++ {
				near(k, g.moves.pathSq[i], nearOpen|nearFill)
			}
		}
		for i := range at.rev2 {
			rb := &at.rev2[i]
			s := k
			for d := 1; d <= rb.maxK; d++ {
				if s = rb.next[s]; s < 0 {
					break
				}
				directSet(k, s, bendTypes[i][d*words:][:words])
				near(k, s, nearOpen|nearFill)
				for oi := range rb.origins {
					o := &rb.origins[oi]
					if d < o.min2 || d > o.max2 || o.origin[s] < 0 {
						continue
					}
					direct(k, o.origin[s], o.typ)
					// The fixed legs back to the attacker: their squares
					// are read (what they pass and end on).
					a := s
					for li := range o.prefix {
						l := &o.prefix[li]
						for j := 1; j <= l.steps && a >= 0; j++ {
							if a = l.back[a]; a >= 0 && a != o.origin[s] {
								near(k, a, nearOpen|nearFill)
							}
						}
					}
				}
			}
		}
	}
}

// CannotGiveCheck reports whether m, a legal move of the side to move, surely
// gives no check (no royal of the other side is attacked once it is
// made), decided without making it; false means it may give check, to
// be found by making it (Make and InCheck). The other side's royals must
// not be attacked before the move, as after any legal move. Only plain
// moves (to an empty square, capturing on the destination, with or
// without promotion, and drops) of pieces without effects are answered,
// in games whose rules quickCheckRules accepts; a false answer there is
// no more than "not known".
func (p *Position) CannotGiveCheck(m Move) bool {
	g := p.g
	me := p.side
	if p.enemy != 0 || m.gate != 0 || m.wall != 0 || m.side&sideLocust != 0 {
		return false
	}
	var t int // the type on the destination after the move
	switch m.Kind {
	case Drop:
		t = int(m.Promo) - 1
	case Quiet, Capture:
		t = cellType(p.board[m.From])
		if len(g.effects[t]) > 0 || g.chainer[t] {
			return false
		}
		if m.Promo != 0 {
			t = int(m.Promo) - 1
		}
	default:
		return false
	}
	q := g.quickChecks()
	ct := &q.by[me]
	if ct.near == nil {
		return false
	}
	n := g.size()
	w := q.words
	for _, rt := range g.royalTypes {
		for _, k := range p.pieceList(1-me, rt) {
			if k == m.To {
				return false
			}
			i := int(k)*n + int(m.To)
			if ct.direct[i*w+t/64]&(1<<(t%64)) != 0 || ct.near[i]&nearFill != 0 {
				return false
			}
			if m.Kind != Drop && m.From != m.To && ct.near[int(k)*n+int(m.From)]&nearOpen != 0 {
				return false
			}
		}
	}
	return true
}
