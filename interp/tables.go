package interp

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// moveFlags say what a compiled move may do on its destination, and when
// it may be made at all.
type moveFlags uint8

const (
	fMove       moveFlags = 1 << iota // to an empty square
	fCapture                          // onto an enemy piece
	fEnPassant                        // onto an en-passant square
	fInitial                          // only for a piece that has not moved
	fSetsEP                           // squares passed become en-passant squares
	fNotInCheck                       // only while the mover is not in check
	fLocust                           // some leg takes what it ends on (locust.go)
)

// Square requirements of fixed paths and walker legs (see ir.Occupancy).
const (
	reqEmpty uint8 = iota
	reqOccupied
	reqAny
	reqFriend
	reqEnemy
	reqEmptyOrFriend
	reqHole
	reqEmptyOrEnemy
	reqJunior // empty, or a piece of lower seniority than the mover (walkLeg)
)

// Leg extents (see ir.Extent).
const (
	extAnywhere uint8 = iota
	extNearest
	extFarthest
)

// ray is a single-leg move from one square: the squares it visits, in order,
// until the board edge, a hole or its range ends. The piece may stop from
// index min on; a piece on the ray ends it.
type ray struct {
	lo, hi int32 // into moveTables.sq
	min    int32
	flags  moveFlags
	extra  int16 // index into moveTables.extras, or -1
}

// path is a fixed multi-leg move from one square (a lame leaper, a pawn's
// double step): squares sq[lo:hi], the last being the destination, each
// earlier one with its requirement in req[lo:hi-1].
type path struct {
	lo, hi int32 // into moveTables.pathSq and pathReq
	flags  moveFlags
	extra  int16
}

// walk is any other multi-leg move (hoppers, ski-sliders, bent riders),
// followed leg by leg over the step tables.
type walk struct {
	legs  []walkLeg
	flags moveFlags
	extra int16
	from  []bool // by square, the squares it may start from; nil: any
	// Region limits (regions.go), nil for most: the squares it may visit
	// (its destination included) and those it may end on.
	stay, dest []bool
	// hops[s]: for a plain hopper (hopRays), the squares of its line from
	// s, into moveTables.sq, walked by genHop instead of the legs; nil
	// for other walks.
	hops  []span
	grass bool // a hopper that lands right behind its hurdle
	// chain: a chain capture (chain.go); chainStop: it ends on reaching a
	// promotion zone; chainNow: the pieces it takes leave at once.
	chain, chainStop, chainNow bool
	relay                      *relayCond // Move.Relay (conditions.go); nil for most
	swap                       bool       // Move.Swap: it ends on a friend and exchanges places with it
	swapWith                   uint8      // with Move.Swap: swapFriends, swapAny or swapEnemies (Move.SwapWith)
	inCheck                    bool       // Move.InCheck: only while the mover's side is in check
	// firstOK, non-nil where the first leg is one step that must end on
	// a square meeting its end requirement before the next leg starts
	// (a Lion's igui, a Lion Dog's steps): by cell, whether that square
	// lets the walk go on, so genPiece skips the walk without walking it
	// where it does not (most walks, as most such squares fail).
	firstOK []bool
	// cond: the walk may be left out by its start square or the state
	// (fInitial, from, fNotInCheck, relay, inCheck), which genPiece then
	// asks. sameFirst: how many walks right after it have none of those,
	// a firstOK and the same first step and end requirement, so that
	// genPiece skips them too where this one's first square fails.
	cond      bool
	sameFirst int32
	// leapSlide: a firstOK walk of two legs whose second is a plain
	// slide (a bent rider's leap then line, a ski-slider's): genPiece
	// and countMoves go from the first square straight to the slide,
	// without walkLeg's and countLeg's bookkeeping of the first leg.
	leapSlide bool
	// capLine: a walk of one leg without region limits or hurdles that
	// passes empty squares, friends or both and lands (no extra, no en
	// passant): its captures are captureLast's, to which genPiece goes
	// straight where it leaves plain moves out.
	capLine bool
	// countOne: which loop countMoves counts the walk with: countHop's,
	// a leapSlide's, for a walk of one leg countSlide's, countLastLeg's
	// (countNearest's or countFarthestLeg's straight for those extents)
	// or countJump's, else countLeg's (countGeneric), without countLeg's
	// tests.
	countOne uint8
}

// Values of walk.countOne.
const (
	countGeneric uint8 = iota
	countByHop
	countByLeapSlide
	countBySlide
	countByLastLeg
	countByJump
	countByNearest  // countLastLeg's leg of extent nearest, counted by countNearest straight
	countByFarthest // and of extent farthest, by countFarthestLeg
)

// moveExtra is what few moves carry: a type the piece becomes, a
// once-per-game right the move uses, the only types it may capture.
type moveExtra struct {
	becomes int // type, or -1
	once    int // right index, or -1
	victims int // index into moveTables.victims, or -1
}

type walkLeg struct {
	next      []Square // step table of the leg's vector, holes included
	min, max  int      // max 0: unbounded
	pass, end uint8    // requirements inside the leg and at its end
	extent    uint8
	hurdles   int    // occupied squares the leg must pass before it may end
	kill      bool   // takes the enemy it ends on (ir.Leg.Kill)
	endBan    []bool // by type: may not end on (hop over) these; nil: any
	// line: the line masks of a capLine walk's leg (caplines.go), once
	// the onto table is built, nil for others; stop, the index of the
	// Position.capStop set that stops it.
	line *lineTab
	stop uint8
}

// span is a half-open index range.
type span struct{ lo, hi int32 }

// moveTables hold every piece's movement for both colours, compiled per
// square. Index a span table by (colour*nTypes + type)*nSquares + square.
type moveTables struct {
	sq      []Square
	rays    []ray
	raySpan []span

	pathSq   []Square
	pathReq  []uint8
	paths    []path
	pathSpan []span

	extras    []moveExtra
	onceNames []string // once-per-game rights by index
	victims   [][]bool // by index: the types a restricted capture may take

	walks     [][]walk // by colour*nTypes + type
	multiPath []bool   // by type: two moves may reach the same result
	lift      []bool   // by type: paths may cross or end on the start square
	// plainRays, by colour*nTypes + type: every ray from every square
	// lands and does nothing else (no extra, no en passant, sets no en
	// passant square), so that genPiece walks them in one plain loop
	// where the piece cannot promote.
	plainRays []bool

	vecIndex map[[3]int]int // only while compiling
	next     [][]Square     // step table by vector index
}

func (g *Game) spanIndex(color, typ int, s Square) int {
	return (color*g.nTypes+typ)*g.size() + int(s)
}

// stepTable returns the step table of (dx, dy), building it once. Lines
// of attack stop at holes (NoSquare); walkers see holes, so that a leg may
// leap one, and test them like any other square.
func (g *Game) stepTable(dx, dy int, holes bool) []Square {
	m := &g.moves
	if m.vecIndex == nil {
		m.vecIndex = map[[3]int]int{}
	}
	key := [3]int{dx, dy, 0}
	if holes {
		key[2] = 1
	}
	if i, ok := m.vecIndex[key]; ok {
		return m.next[i]
	}
	t := make([]Square, g.size())
	for s := range t {
		if holes {
			t[s] = g.offset(Square(s), dx, dy)
		} else {
			t[s] = g.step(Square(s), dx, dy)
		}
	}
	m.vecIndex[key] = len(m.next)
	m.next = append(m.next, t)
	return t
}

// legTable returns the step table of a leg for a colour of orientation o:
// its named direction's on a rings board, else its vector's.
func (g *Game) legTable(l ir.Leg, o orientation, holes bool) []Square {
	if l.Dir != "" {
		return g.dirs[l.Dir]
	}
	return g.stepTable(l.DX*o.x, l.DY*o.y, holes)
}

// legMax is a leg's longest run: Max, except that an unbounded leg along
// a ring direction goes once round, ending home at the latest, and a leg
// along a wrapping line stops before it comes home (wrap.go).
func (g *Game) legMax(l ir.Leg) int {
	if l.Max == 0 && (l.Dir == "cw" || l.Dir == "ccw") {
		return g.files
	}
	if l.Dir == "" {
		return g.lineMax(l.DX, l.DY, l.Max)
	}
	return l.Max
}

// ranked reports whether a leg of m passes over pieces of lower
// seniority (ir.Junior).
func ranked(m ir.Move) bool {
	for _, l := range m.Legs {
		if l.Pass == ir.Junior || l.End == ir.Junior {
			return true
		}
	}
	return false
}

// named reports whether a move follows named directions, or must pass
// hurdles: it is then always a walk, and its captures are found by the
// generic attack test.
func named(m ir.Move) bool {
	for _, l := range m.Legs {
		if l.Dir != "" || l.MinHurdles != 0 || l.Kill || l.Pass == ir.Junior || l.End == ir.Junior {
			return true
		}
	}
	return false
}

func occupancyReq(o ir.Occupancy) (uint8, error) {
	switch o {
	case "", ir.Empty:
		return reqEmpty, nil
	case ir.Occupied:
		return reqOccupied, nil
	case ir.Any:
		return reqAny, nil
	case ir.Friend:
		return reqFriend, nil
	case ir.Enemy:
		return reqEnemy, nil
	case ir.EmptyOrFriend:
		return reqEmptyOrFriend, nil
	case ir.Hole:
		return reqHole, nil
	case ir.EmptyOrEnemy:
		return reqEmptyOrEnemy, nil
	case ir.Junior:
		return reqJunior, nil
	}
	return 0, fmt.Errorf("occupancy %q: expected empty, occupied, any, friend, enemy, empty-or-friend, empty-or-enemy, junior or hole", o)
}

// legReqs compiles what a leg's inner squares and its end must hold.
func legReqs(l ir.Leg) (pass, end uint8, err error) {
	if pass, err = occupancyReq(l.Pass); err != nil {
		return 0, 0, err
	}
	end, err = occupancyReq(l.End)
	return pass, end, err
}

func extentCode(e ir.Extent) (uint8, error) {
	switch e {
	case "", ir.Anywhere:
		return extAnywhere, nil
	case ir.Nearest:
		return extNearest, nil
	case ir.Farthest:
		return extFarthest, nil
	}
	return 0, fmt.Errorf("extent %q: expected anywhere, nearest or farthest", e)
}

func plainLeg(l ir.Leg) bool {
	return (l.Pass == "" || l.Pass == ir.Empty) && (l.Extent == "" || l.Extent == ir.Anywhere)
}

func modalityFlags(m ir.Move) moveFlags {
	var f moveFlags
	if m.Final.Move {
		f |= fMove
	}
	if m.Final.Capture {
		f |= fCapture
	}
	if m.Final.EnPassant {
		f |= fEnPassant
	}
	if m.Initial {
		f |= fInitial
	}
	if m.SetsEnPassant {
		f |= fSetsEP
	}
	if m.NotInCheck {
		f |= fNotInCheck
	}
	return f
}

func (g *Game) validLeg(l ir.Leg) error {
	if l.Dir != "" {
		if g.dirs[l.Dir] == nil {
			if !g.rings {
				return fmt.Errorf("leg direction %q: named directions need a rings board", l.Dir)
			}
			return fmt.Errorf("leg direction %q: expected cw, ccw or spoke-0 to spoke-%d", l.Dir, g.files-1)
		}
		if l.DX != 0 || l.DY != 0 {
			return fmt.Errorf("leg direction %q with a vector (%d,%d): expected one or the other", l.Dir, l.DX, l.DY)
		}
	} else if l.DX == 0 && l.DY == 0 {
		return fmt.Errorf("leg (0,0): a step must move")
	}
	if l.Min < 1 || (l.Max != 0 && l.Max < l.Min) {
		return fmt.Errorf("leg range %d..%d: expected 1 <= min <= max (max 0 = unbounded)", l.Min, l.Max)
	}
	if l.MinHurdles < 0 || l.MinHurdles > 0 && l.Extent != "" && l.Extent != ir.Anywhere {
		return fmt.Errorf("leg min hurdles %d with extent %q: expected 0, or any number with extent anywhere", l.MinHurdles, l.Extent)
	}
	return nil
}

// isRay: one leg over empty squares, stopping anywhere.
func isRay(m ir.Move) bool {
	return len(m.Legs) == 1 && plainLeg(m.Legs[0]) && !named(m)
}

// isFixed: every leg has one length, so the path from a square is one
// list of squares.
func isFixed(m ir.Move) bool {
	if named(m) {
		return false
	}
	for _, l := range m.Legs {
		if l.Max == 0 || l.Max != l.Min || (l.Extent != "" && l.Extent != ir.Anywhere) {
			return false
		}
	}
	return true
}

// mayRevisit reports whether a move's path can cross or end on its start
// square, which then has to count as empty while the piece moves.
func mayRevisit(m ir.Move) bool {
	if named(m) {
		return true // a ring wraps round; hurdle counts see the start square
	}
	if len(m.Legs) < 2 {
		return false
	}
	if !isFixed(m) {
		first := m.Legs[0]
		for _, l := range m.Legs[1:] {
			if l.DX != first.DX || l.DY != first.DY {
				return true
			}
		}
		return false
	}
	x, y := 0, 0
	for _, l := range m.Legs {
		for k := 0; k < l.Max; k++ {
			x, y = x+l.DX, y+l.DY
			if x == 0 && y == 0 {
				return true
			}
		}
	}
	return false
}

// compileMoves fills the move tables for every type, colour and square.
func (g *Game) compileMoves() error {
	m := &g.moves
	n := 2 * g.nTypes * g.size()
	m.raySpan = make([]span, n)
	m.pathSpan = make([]span, n)
	m.walks = make([][]walk, 2*g.nTypes)
	m.multiPath = make([]bool, g.nTypes)
	m.lift = make([]bool, g.nTypes)
	m.plainRays = make([]bool, 2*g.nTypes)
	g.killer = make([]bool, g.nTypes)
	g.chainer = make([]bool, g.nTypes)
	g.seniority = make([]int, g.nTypes)
	for t, p := range g.V.Pieces {
		g.seniority[t] = p.Seniority
		for _, mv := range p.Moves {
			if ranked(mv) {
				// What it passes depends on the mover's seniority: seen only by
				// generating the move (walkLeg).
				g.noQuickLegal = true
			}
			if len(mv.Legs) == 0 {
				return fmt.Errorf("piece %s: a move without legs", p.Name)
			}
			m.lift[t] = m.lift[t] || mayRevisit(mv) || g.wraps() && len(mv.Legs) > 1
			if err := checkChain(mv); err != nil {
				return fmt.Errorf("piece %s: %v", p.Name, err)
			}
			if mv.Chain {
				m.lift[t], g.chainer[t] = true, true
			}
			if err := g.checkKills(mv); err != nil {
				return fmt.Errorf("piece %s: %v", p.Name, err)
			}
			if hasKill(mv) {
				g.anyKill, g.noQuickLegal = true, true
				g.killer[t] = true
			} else if len(mv.Victims) > 0 && !mv.Swap && (mv.Final.Move || !mv.Final.Capture) {
				return fmt.Errorf("piece %s: a move limited to victims must be capture-only", p.Name)
			}
			if _, err := g.typeSet("move victims", mv.Victims); err != nil {
				return fmt.Errorf("piece %s: %v", p.Name, err)
			}
			for _, l := range mv.Legs {
				if err := g.validLeg(l); err != nil {
					return fmt.Errorf("piece %s: %v", p.Name, err)
				}
			}
			for _, r := range mv.FromRanks {
				if r < 1 {
					return fmt.Errorf("piece %s: move start rank %d: expected 1 or more", p.Name, r)
				}
			}
		}
		if g.wraps() || g.rings {
			m.multiPath[t] = mayRepeatResults(p.Moves)
		} else {
			m.multiPath[t] = mayRepeatOnGrid(p.Moves)
		}
		for color := 0; color < 2; color++ {
			if err := g.compilePiece(t, color); err != nil {
				return fmt.Errorf("piece %s: %v", p.Name, err)
			}
		}
	}
	g.compileSwapAnywhere()
	return g.compileTeleports()
}

// mayRepeatResults reports whether two of the moves can land on the same
// square from the same start, so generation must drop duplicates.
func mayRepeatResults(moves []ir.Move) bool {
	seen := map[[2]int]bool{}
	for _, mv := range moves {
		if !isFixed(mv) {
			if len(moves) > 1 {
				return true
			}
			continue
		}
		dx, dy := 0, 0
		for _, l := range mv.Legs {
			dx += l.DX * l.Max
			dy += l.DY * l.Max
		}
		if seen[[2]int{dx, dy}] {
			return true
		}
		seen[[2]int{dx, dy}] = true
	}
	return false
}

// mayRepeatOnGrid is mayRepeatResults on a board without joined edges or
// rings, where a vector moves a piece by the same file and rank offsets
// from any square: two moves can give the same result only if they may
// end alike (onto an empty square, onto an enemy, en passant) and go the
// same way, fixed moves to the same offset, moves along a line (every leg
// one direction) on the same line. Moves of other shapes (bent riders,
// locust captures) may repeat anything.
func mayRepeatOnGrid(moves []ir.Move) bool {
	type shape struct {
		kinds  int
		fixed  bool
		dx, dy int  // a fixed move's offset, or a line's direction
		line   bool // all legs one direction
	}
	shapes := make([]shape, 0, len(moves))
	for _, mv := range moves {
		if hasKill(mv) || mv.Chain {
			return len(moves) > 1
		}
		s := shape{fixed: isFixed(mv)}
		if mv.Final.Move {
			s.kinds |= 1
		}
		if mv.Final.Capture {
			s.kinds |= 2
		}
		if mv.Final.EnPassant {
			s.kinds |= 4
		}
		if s.fixed {
			for _, l := range mv.Legs {
				s.dx += l.DX * l.Max
				s.dy += l.DY * l.Max
			}
		} else {
			s.line = true
			d := direction(mv.Legs[0].DX, mv.Legs[0].DY)
			for _, l := range mv.Legs {
				s.line = s.line && l.Dir == "" && direction(l.DX, l.DY) == d
			}
			s.dx, s.dy = d[0], d[1]
		}
		for _, o := range shapes {
			if o.kinds&s.kinds == 0 {
				continue
			}
			if repeats(s.fixed, s.line, s.dx, s.dy, o.fixed, o.line, o.dx, o.dy) {
				return true
			}
		}
		shapes = append(shapes, s)
	}
	return false
}

// repeats reports whether two moves, each fixed (to the offset dx, dy), a
// line (in the direction dx, dy) or neither, may land on the same square.
func repeats(aFixed, aLine bool, adx, ady int, bFixed, bLine bool, bdx, bdy int) bool {
	switch {
	case !aFixed && !aLine || !bFixed && !bLine:
		return true
	case aFixed && bFixed:
		return adx == bdx && ady == bdy
	case aLine && bLine:
		return adx == bdx && ady == bdy
	case aFixed: // a fixed offset lands on b's line if it points b's way
		return direction(adx, ady) == [2]int{bdx, bdy}
	}
	return direction(bdx, bdy) == [2]int{adx, ady}
}

// direction is (dx, dy) divided by the greatest common divisor of its
// coordinates: the same for all vectors along one ray from a square.
func direction(dx, dy int) [2]int {
	d := gcd(abs(dx), abs(dy))
	if d == 0 {
		return [2]int{0, 0}
	}
	return [2]int{dx / d, dy / d}
}

// Move shapes: how a move is compiled (see ray, path and walk).
const (
	shapeRay = iota
	shapePath
	shapeWalk
)

// shapeOf says how move mv of type t is compiled for colour c under its
// region limits l: a move bounded by a region is a ray only if cutting
// its rays short is exact, and a fixed one is always a path, so that its
// captures can be indexed by destination (revattack.go).
func (g *Game) shapeOf(t int, mv ir.Move, l moveLimit, c int) int {
	switch {
	case g.hopsBanned(t, mv) || mv.NotInCheck || mv.Chain || mv.Relay != nil || len(mv.ToRanks) > 0 || mv.Swap || mv.InCheck:
		return shapeWalk // only walks test the hurdle's type, check, chains, relays, destination ranks and swaps
	case isRay(mv) && !g.bounded(t, mv):
		return shapeRay
	case isFixed(mv):
		return shapePath
	case isRay(mv) && g.rayExact(mv, l, c):
		return shapeRay
	}
	return shapeWalk
}

func (g *Game) compilePiece(t, color int) error {
	m := &g.moves
	o := g.orient[color]
	moves := g.V.Pieces[t].Moves
	limits := make([]moveLimit, len(moves))
	shapes := make([]int, len(moves))
	for i, mv := range moves {
		l, err := g.limitOf(t, mv, color)
		if err != nil {
			return err
		}
		limits[i], shapes[i] = l, g.shapeOf(t, mv, l, color)
	}
	var walks []walk
	for i, mv := range moves {
		if shapes[i] != shapeWalk {
			continue
		}
		w := walk{flags: modalityFlags(mv), extra: g.extraOf(mv), stay: limits[i].stay, dest: limits[i].dest, chain: mv.Chain, chainStop: mv.ChainStopsOnPromotion, chainNow: mv.ChainRemovesAtOnce, swap: mv.Swap, swapWith: swapWithOf(mv.SwapWith), inCheck: mv.InCheck}
		if len(mv.FromRanks) > 0 || limits[i].from != nil {
			w.from = make([]bool, g.size())
			for s := range w.from {
				w.from[s] = g.startsFrom(mv, color, Square(s))
			}
		}
		if w.flags&fSetsEP != 0 {
			return fmt.Errorf("a move of variable length cannot set en-passant squares")
		}
		if mv.Relay != nil {
			rc, err := g.compileRelay(mv.Relay, color)
			if err != nil {
				return err
			}
			w.relay = rc
			g.noQuickLegal = true
		}
		if len(mv.ToRanks) > 0 {
			dest := make([]bool, g.size())
			for s := range dest {
				rel := g.rankOf(Square(s)) + 1
				if color == Black {
					rel = g.ranks - g.rankOf(Square(s))
				}
				dest[s] = slices.Contains(mv.ToRanks, rel) && (w.dest == nil || w.dest[s])
			}
			w.dest = dest
		}
		for _, l := range mv.Legs {
			pass, end, err := legReqs(l)
			if err != nil {
				return err
			}
			ext, err := extentCode(l.Extent)
			if err != nil {
				return err
			}
			wl := walkLeg{next: g.legTable(l, o, true), min: l.Min, max: g.legMax(l), pass: pass, end: end, extent: ext, hurdles: l.MinHurdles, kill: l.Kill}
			if l.Kill {
				w.flags |= fLocust
			}
			if end == reqOccupied {
				wl.endBan, err = g.typeSet("cannot hop", g.V.Pieces[t].CannotHop)
				if err != nil {
					return err
				}
			}
			w.legs = append(w.legs, wl)
		}
		if l0 := w.legs[0]; len(w.legs) > 1 && l0.min == 1 && l0.max == 1 && l0.extent == extAnywhere && l0.hurdles == 0 && w.stay == nil {
			w.firstOK = make([]bool, g.nCells())
			for cell := range w.firstOK {
				w.firstOK[cell] = meets(uint8(cell), l0.end, color)
			}
		}
		if g.hopRays(mv, w) {
			w.grass = isHopper(mv, 1)
			w.hops = make([]span, g.size())
			for s := range w.hops {
				w.hops[s] = g.addLine(Square(s), mv.Legs[0], o)
			}
		}
		if l0, l1 := &w.legs[0], &w.legs[len(w.legs)-1]; w.firstOK != nil && w.hops == nil && len(w.legs) == 2 && !l0.kill && l0.endBan == nil &&
			l1.pass == reqEmpty && l1.extent == extAnywhere && l1.hurdles == 0 && !l1.kill && w.dest == nil && !w.swap && !w.chain {
			w.leapSlide = true
		}
		if l0 := &w.legs[0]; len(w.legs) == 1 && w.hops == nil && l0.hurdles == 0 && !l0.kill && w.stay == nil && w.dest == nil && !w.swap && !w.chain &&
			w.extra < 0 && w.flags&(fEnPassant|fLocust) == 0 && (l0.pass == reqEmpty || l0.pass == reqFriend || l0.pass == reqEmptyOrFriend) {
			w.capLine = true
		}
		l0, one := &w.legs[0], len(w.legs) == 1 && w.stay == nil && w.dest == nil
		switch {
		case w.hops != nil:
			w.countOne = countByHop
		case w.leapSlide:
			w.countOne = countByLeapSlide
		case one && l0.pass == reqEmpty && l0.extent == extAnywhere && l0.hurdles == 0:
			w.countOne = countBySlide
		case one && (l0.pass == reqEmpty || l0.pass == reqFriend || l0.pass == reqEmptyOrFriend) && (l0.extent != extAnywhere || l0.hurdles == 0):
			switch l0.extent {
			case extNearest:
				w.countOne = countByNearest
			case extFarthest:
				w.countOne = countByFarthest
			default:
				w.countOne = countByLastLeg
			}
		case one && l0.pass == reqJunior && l0.extent == extAnywhere:
			w.countOne = countByJump
		}
		walks = append(walks, w)
	}
	for i := range walks {
		w := &walks[i]
		w.cond = w.flags&(fInitial|fNotInCheck) != 0 || w.from != nil || w.relay != nil || w.inCheck
	}
	for i := range walks {
		w := &walks[i]
		if w.firstOK == nil || w.cond || w.hops != nil {
			continue
		}
		for j := i + 1; j < len(walks); j++ {
			x := &walks[j]
			if x.firstOK == nil || x.cond || x.hops != nil || &x.legs[0].next[0] != &w.legs[0].next[0] || x.legs[0].end != w.legs[0].end {
				break
			}
			w.sameFirst++
		}
	}
	m.walks[color*g.nTypes+t] = walks
	for s := 0; s < g.size(); s++ {
		if g.hole[s] {
			continue
		}
		sp := &m.raySpan[g.spanIndex(color, t, Square(s))]
		sp.lo = int32(len(m.rays))
		for i, mv := range moves {
			if shapes[i] == shapeRay && g.startsFrom(mv, color, Square(s)) {
				g.addRay(Square(s), mv, o, &limits[i])
			}
		}
		sp.hi = int32(len(m.rays))
		pp := &m.pathSpan[g.spanIndex(color, t, Square(s))]
		pp.lo = int32(len(m.paths))
		for i, mv := range moves {
			if shapes[i] == shapePath && g.startsFrom(mv, color, Square(s)) {
				if err := g.addPath(Square(s), mv, o, &limits[i]); err != nil {
					return err
				}
			}
		}
		pp.hi = int32(len(m.paths))
	}
	plainRays := true
	for s := 0; s < g.size(); s++ {
		sp := m.raySpan[g.spanIndex(color, t, Square(s))]
		for ri := sp.lo; ri < sp.hi; ri++ {
			if r := &m.rays[ri]; r.extra >= 0 || r.flags&(fSetsEP|fEnPassant) != 0 {
				plainRays = false
			}
		}
	}
	m.plainRays[color*g.nTypes+t] = plainRays
	return nil
}

// hopRays reports whether the walk w of move mv is a plain hopper along
// one line (a cannon or a grasshopper: isHopper) that genHop follows over
// the squares of its line: no region limits, no named directions or
// wrapping lines, no hurdle counts, locust legs, chain captures, en
// passant or check condition.
func (g *Game) hopRays(mv ir.Move, w walk) bool {
	if !isHopper(mv, 0) && !isHopper(mv, 1) || g.wraps() || g.rings {
		return false
	}
	if w.stay != nil || w.dest != nil || w.chain || w.swap || w.flags&(fEnPassant|fSetsEP|fNotInCheck|fLocust) != 0 {
		return false
	}
	for _, l := range mv.Legs {
		if l.Dir != "" || l.MinHurdles != 0 || l.Kill || l.Extent != "" && l.Extent != ir.Anywhere {
			return false
		}
	}
	return true
}

// addLine appends to moveTables.sq the squares along leg l's vector from
// s up to the board's edge or a hole, and returns their span.
func (g *Game) addLine(s Square, l ir.Leg, o orientation) span {
	m := &g.moves
	lo := int32(len(m.sq))
	if g.hole[s] {
		return span{lo, lo}
	}
	for s = g.step(s, l.DX*o.x, l.DY*o.y); s != NoSquare; s = g.step(s, l.DX*o.x, l.DY*o.y) {
		m.sq = append(m.sq, s)
	}
	return span{lo, int32(len(m.sq))}
}

// startsFrom reports whether mv may start on s for the given colour: on
// one of its FromRanks, counted from that colour's first rank, if any,
// and where its region allows (a region index the compiler checked).
func (g *Game) startsFrom(mv ir.Move, color int, s Square) bool {
	if r := mv.Region; r != nil {
		in := g.regions[r.Region][color][s]
		if in == (r.Mode == "not-from") {
			return false
		}
	}
	if len(mv.FromRanks) == 0 {
		return true
	}
	rel := g.rankOf(s) + 1
	if color == Black {
		rel = g.ranks - g.rankOf(s)
	}
	return slices.Contains(mv.FromRanks, rel)
}

// addRay adds the ray of mv from s, cut short at the first square its
// region limit forbids (shapeOf made sure that is exact).
func (g *Game) addRay(s Square, mv ir.Move, o orientation, lim *moveLimit) {
	m := &g.moves
	l := mv.Legs[0]
	lo := int32(len(m.sq))
	max := g.legMax(l)
	for k := 1; max == 0 || k <= max; k++ {
		s = g.step(s, l.DX*o.x, l.DY*o.y)
		if s == NoSquare || !lim.allows(s) {
			break
		}
		m.sq = append(m.sq, s)
	}
	if int(int32(len(m.sq))-lo) < l.Min {
		m.sq = m.sq[:lo]
		return
	}
	m.rays = append(m.rays, ray{lo: lo, hi: int32(len(m.sq)), min: int32(l.Min - 1), flags: modalityFlags(mv), extra: g.extraOf(mv)})
}

// addPath adds the fixed path of mv from s, unless it leaves the board or
// its region limit.
func (g *Game) addPath(s Square, mv ir.Move, o orientation, lim *moveLimit) error {
	m := &g.moves
	lo := len(m.pathSq)
	for _, l := range mv.Legs {
		pass, end, err := legReqs(l)
		if err != nil {
			return err
		}
		for k := 1; k <= l.Max; k++ {
			s = g.offset(s, l.DX*o.x, l.DY*o.y)
			if s == NoSquare || lim.stay != nil && !lim.stay[s] {
				m.pathSq, m.pathReq = m.pathSq[:lo], m.pathReq[:lo]
				return nil
			}
			req := pass
			if k == l.Max {
				req = end // the final leg's end is the destination; its req is unused
			}
			m.pathSq = append(m.pathSq, s)
			m.pathReq = append(m.pathReq, req)
		}
	}
	if g.hole[s] || lim.dest != nil && !lim.dest[s] { // a path never ends on a hole
		m.pathSq, m.pathReq = m.pathSq[:lo], m.pathReq[:lo]
		return nil
	}
	m.paths = append(m.paths, path{lo: int32(lo), hi: int32(len(m.pathSq)), flags: modalityFlags(mv), extra: g.extraOf(mv)})
	return nil
}

// extraOf returns the index of mv's extra in the tables, adding it if new,
// or -1 when the move has none.
func (g *Game) extraOf(mv ir.Move) int16 {
	if mv.Becomes == nil && mv.Once == "" && len(mv.Victims) == 0 {
		return -1
	}
	m := &g.moves
	x := moveExtra{becomes: -1, once: -1, victims: -1}
	if len(mv.Victims) > 0 {
		set := make([]bool, g.nTypes)
		for _, v := range mv.Victims {
			set[v] = true
		}
		x.victims = len(m.victims)
		for i, s := range m.victims {
			if slices.Equal(s, set) {
				x.victims = i
			}
		}
		if x.victims == len(m.victims) {
			m.victims = append(m.victims, set)
		}
	}
	if mv.Becomes != nil {
		x.becomes = *mv.Becomes
	}
	if mv.Once != "" {
		x.once = len(m.onceNames)
		for i, n := range m.onceNames {
			if n == mv.Once {
				x.once = i
			}
		}
		if x.once == len(m.onceNames) {
			m.onceNames = append(m.onceNames, mv.Once)
		}
	}
	for i, e := range m.extras {
		if e == x {
			return int16(i)
		}
	}
	m.extras = append(m.extras, x)
	return int16(len(m.extras) - 1)
}

// hopsBanned reports whether move m of type t hops over a hurdle (a leg
// that must end on an occupied square) while the piece may not hop over
// some types (Piece.CannotHop).
func (g *Game) hopsBanned(t int, m ir.Move) bool {
	if len(g.V.Pieces[t].CannotHop) == 0 {
		return false
	}
	for _, l := range m.Legs[:len(m.Legs)-1] {
		if l.End == ir.Occupied {
			return true
		}
	}
	return false
}
