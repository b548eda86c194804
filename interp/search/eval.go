package search

import (
	"sync"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// Evaluator scores positions of one game in centipawns, from the view of
// the player to move (Position.SideToMove). It knows no game by name:
// every term comes from the compiled rules and from measuring the pieces
// on the variant's own board (MeasureMobility), so a user's new variant is
// evaluated exactly as a bundled one.
//
// The terms:
//   - material: the definition's values, or for pieces the definition
//     gives none (ir.Piece.Estimated) a value from their measured mobility;
//     pieces in hand count as on the board;
//   - placement: per-square tables from the same measurement, a piece being
//     worth more where it reaches more squares; royal pieces the other way
//     round while there is material to attack them, and towards the centre
//     once it is gone;
//   - advancement: pieces that promote gain as they near their zone, by
//     what promoting would win, more so in the endgame;
//   - the variant's own endings: a reach goal (a hill, a race to a rank)
//     pulls the goal pieces towards it by their distance in moves, an
//     extinction rule makes the last pieces of a type dear;
//   - pairs and open files (evalterms.go): two pieces of a type bound to
//     one half of the board (a bishop) on both halves, and pieces riding
//     a whole file on a file free of pawns;
//   - in games with drops, king danger (kingsafety.go): the enemy pieces
//     that reach the royal's surroundings and those in hand, less its
//     pawn shelter, squared, in the middlegame;
//   - a small bonus for the side to move.
//
// An Evaluator is immutable once built and may be shared by goroutines.
type Evaluator struct {
	g      *interp.Game
	n      int
	Values []int // material by type, in centipawns
	// Placement by colour, type and square: middlegame and endgame.
	mg, eg [2][][]int32
	// place is mg and eg packed in one word (packScore), by colour, type
	// and square, and mobTab by type and move count the mobility term
	// packed, as the scalars mobTabSc give it (packTables): evaluate's
	// sum over the pieces, one addition each.
	place    [2][][]int64
	mobTab   [][]int64
	mobTabSc [2]int
	// kinds by colour and type: place's and mobTab's tables side by side,
	// one load a type in evaluate's loop.
	kinds [2][]evalKind
	// phaseValue by type counts towards the game phase; phaseMax is the
	// start position's total (the middlegame), 0 meaning always endgame.
	phaseValue []int
	phaseMax   int
	goals      []goal
	extinct    []extinctTerm
	drops      bool
	// Pieces in hand (handvalue.go): by type, a piece's value in hand,
	// and what capturing one adds to the captor's hand.
	handValue, handGain []int
	// King safety: by royal type, the distance in its own moves between
	// any two squares (nil for boards too large to tabulate).
	royalTypes []int
	near       []int8 // from*squares + to, capped at kingZone+1
	// nearList[k]: the squares s other than k within kingZone of k
	// (near[k*size+s]), with their distance: safety's squares to look at.
	nearList [][]nearSquare
	tropism  []int // by type: an enemy's weight near a royal (safety), by step closer
	size     int
	danger   *dangerTables // king danger (kingsafety.go); nil where it does not apply
	// Pawn structure (see pawns): the types it concerns, and by colour
	// and type each rank's distance in ranks to the promotion zone and
	// each square's promotion gain as advancement measures it.
	// Mobility (see mobilityTypes): the types whose moves are counted,
	// and by type the average count, times mobilityScale.
	mobile      []int
	isMobile    []bool // by type: in mobile
	avgMobility []int
	pawnTypes   []int
	zoneDist    [2][][]int8
	advance     [2][][]int32
	files       int
	// By square, its file + 1 and its rank: pawns' indexes, without a
	// division each.
	pawnFile []int8
	pawnRank []int16
	// pawnKey by colour, type and square: the pawn types' keys
	// (pawncache.go).
	pawnKey [2][][]uint64
	mop     *mopUp // the endgame's pull towards a mate (mopup.go); nil where it does not apply
	// startMobile: the start position's pieces whose moves the
	// evaluation counts (lazyeval.go).
	startMobile int
	// sums, where the evaluation is lazy (lazyeval.go): by colour, type
	// and square, the placement (place) and the material and phase
	// value packed, for the search's position to sum as it moves
	// (Position.TrackSums); nil elsewhere.
	sums *interp.SquareSums
	// pairSums: the pairs are counted in the sums too (squareSum).
	pairSums bool
	// Pairs and open files (evalterms.go): the bound types and by type
	// which half of the board each square is in; the file riders.
	pairTypes []int
	half      [][]int8
	riders    []int
	// sc are the linear terms' weights (placement.go), the constants
	// below unless a weights file sets them.
	sc [numScalars]int
}

// Weights of the evaluation, in centipawns.
const (
	placementPerSquare = 5   // per square of mobility above the type's average
	royalShelter       = 6   // a royal's middlegame preference for few lines into it
	promoteMG          = 8   // percent of the promotion gain next to the zone, middlegame
	promoteEG          = 35  // the same, endgame
	goalPull           = 300 // a reach goal one move away; less as it is farther
	goalStep           = 40  // and for every move nearer the goal
	tropism            = 3   // per pawn of an enemy piece's value and step of closeness to a royal, middlegame
	shelter            = 8   // per friendly piece next to a royal, middlegame (at most 4)
	kingZone           = 3   // distance from a royal within which enemy pieces count
	lastOfType         = 250 // the last piece of a type whose extinction decides
	tempo              = 10
	phaseScale         = 256
	mobilityMG         = 4 // per move above the type's average
	mobilityEG         = 4
	mobilityScale      = 16 // fixed-point scale of the averages
	passedBase         = 10 // a passed pawn, middlegame; twice that in the endgame
	passedMG           = 10 // percent of the promotion gain next to the zone for a passed pawn, middlegame
	passedEG           = 30 // the same, endgame
	isolatedMG         = 12 // a pawn with no pawn of its own on the next files
	isolatedEG         = 18
	doubledMG          = 10 // each pawn behind another of its own on a file
	doubledEG          = 25
)

// goal is a reach ending: for each side it concerns, the goal pieces'
// distance in moves (on an empty board) to the goal, by type and square.
type goal struct {
	sides [2]bool
	sign  int // +1: reaching wins, -1: reaching loses
	types []int
	dist  [2][][]int8 // by side, type, square; -1 unreachable
	far   [2]int8     // by side: the greatest distance in dist
}

// extinctTerm is an extinction ending that decides the game.
type extinctTerm struct {
	sides   [2]bool
	sign    int // +1: the side whose pieces run out loses
	types   []int
	perType bool
	atMost  int
}

// NewEvaluator builds the evaluation of g, measuring its pieces.
func NewEvaluator(g *interp.Game) *Evaluator {
	return newEvaluator(g, MeasureMobility(g))
}

func newEvaluator(g *interp.Game, mob *Mobility) *Evaluator {
	return newEvaluatorValues(g, mob, nil)
}

// newEvaluatorValues is newEvaluator with some pieces' values given (by
// type): learnt weights (vdl tune).
func newEvaluatorValues(g *interp.Game, mob *Mobility, values map[int]int) *Evaluator {
	v := g.V
	n := len(v.Pieces)
	e := &Evaluator{g: g, n: n, Values: make([]int, n), phaseValue: make([]int, n), drops: v.Rules.Drops != nil, sc: defaultScalars}
	for t, pc := range v.Pieces {
		e.Values[t] = pc.Value
		if pc.Estimated {
			e.Values[t] = valueFromMobility(mob.Average[t])
		}
		if val, ok := values[t]; ok {
			e.Values[t] = val
		}
		if g.IsRoyal(t) {
			e.Values[t] = 0
		}
	}
	for t := range v.Pieces {
		if !g.IsRoyal(t) && !e.pawnLike(t) { // see promotegain.go
			e.phaseValue[t] = e.Values[t]
		}
	}
	e.handTerms()
	e.placement(mob)
	e.pawnStructure()
	e.pawnKeys()
	e.boundTypes()
	e.fileRiders()
	e.mobilityTypes(mob)
	e.startMobile = e.mobileAtStart() // lazyeval.go
	e.phaseMax = e.startPhase()
	e.endings()
	e.kingSafety()
	if e.drops { // where it paid in matches: pieces in hand join the attack (kingsafety.go)
		e.danger = e.kingDanger()
	}
	e.mop = newMopUp(e, mob)
	e.packTables()
	return e
}

// evalKind is a type's packed tables for one colour (Evaluator.kinds).
type evalKind struct {
	place, mob []int64
}

// packScore is a middlegame and an endgame score in one word, the
// middlegame's in the high half: a sum of packed scores is the packed
// sum while each fits in 32 bits (unpackScore).
func packScore(mg, eg int) int64 { return int64(mg)<<32 + int64(eg) }

// unpackScore is the middlegame and endgame scores packed in v.
func unpackScore(v int64) (mg, eg int) {
	eg = int(int32(v))
	return int((v - int64(eg)) >> 32), eg
}

// packTables makes place from mg and eg, and mobTab from the mobility
// scalars: called when either changes (construction, weights).
func (e *Evaluator) packTables() {
	for c := 0; c < 2; c++ {
		e.place[c] = make([][]int64, e.n)
		for t := 0; t < e.n; t++ {
			e.packPlacement(c, t)
		}
	}
	scMG, scEG := e.sc[scMobilityMG], e.sc[scMobilityEG]
	e.mobTab = make([][]int64, e.n)
	e.mobTabSc = [2]int{scMG, scEG}
	size := e.g.Files() * e.g.Ranks()
	for t := 0; t < e.n; t++ {
		if e.isMobile == nil || !e.isMobile[t] {
			continue
		}
		tab := make([]int64, size+1)
		for n := range tab {
			d := n*mobilityScale - e.avgMobility[t]
			tab[n] = packScore(d*scMG/mobilityScale, d*scEG/mobilityScale)
		}
		e.mobTab[t] = tab
	}
	e.packKinds()
	// safety's weight by type of an enemy near a royal, by step.
	e.tropism = make([]int, e.n)
	for t := range e.tropism {
		if e.phaseValue[t] != 0 {
			e.tropism[t] = tropism * e.Values[t] / 100
		}
	}
	e.sums = nil
	if e.lazy() && !e.drops { // the sums leave the hands out
		e.pairSums = e.countsPairs()
		e.sums = e.g.NewSquareSums(e.squareSum)
	}
}

// packKinds makes kinds from place and mobTab.
func (e *Evaluator) packKinds() {
	for c := 0; c < 2; c++ {
		e.kinds[c] = make([]evalKind, e.n)
		for t := range e.kinds[c] {
			e.kinds[c][t] = evalKind{place: e.place[c][t], mob: e.mobTab[t]}
		}
	}
}

// packPlacement makes place[c][t] from mg[c][t] and eg[c][t].
func (e *Evaluator) packPlacement(c, t int) {
	mg, eg := e.mg[c][t], e.eg[c][t]
	tab := make([]int64, len(mg))
	for s := range tab {
		tab[s] = packScore(int(mg[s]), int(eg[s]))
	}
	e.place[c][t] = tab
	e.sums = nil // packTables makes them again
	if e.kinds[c] != nil {
		e.kinds[c][t].place = tab
	}
}

// maxSafetySquares bounds the boards whose royal distances are tabulated
// (a table of squares² bytes).
const maxSafetySquares = 400

// kingSafety tabulates, for the first royal type, how many of its moves
// separate any two squares on an empty board, up to kingZone: the ring of
// squares around a royal, in its own geometry (a circular board's rings
// and spokes included).
func (e *Evaluator) kingSafety() {
	g := e.g
	for t := 0; t < e.n; t++ {
		if g.IsRoyal(t) {
			e.royalTypes = append(e.royalTypes, t)
		}
	}
	e.size = g.Files() * g.Ranks()
	if len(e.royalTypes) == 0 || e.size > maxSafetySquares {
		return
	}
	e.near = make([]int8, e.size*e.size)
	for from := 0; from < e.size; from++ {
		target := make([]bool, e.size)
		target[from] = true
		d := movesTo(g, e.royalTypes[0], interp.White, target)
		for to := 0; to < e.size; to++ {
			k := d[to]
			if k < 0 || k > kingZone {
				k = kingZone + 1
			}
			e.near[to*e.size+from] = k
		}
	}
	e.nearList = make([][]nearSquare, e.size)
	for k := range e.nearList {
		row := e.near[k*e.size:][:e.size]
		for s, d := range row {
			if s != k && d <= kingZone {
				e.nearList[k] = append(e.nearList[k], nearSquare{interp.Square(s), d, kingZone + 1 - d})
			}
		}
	}
}

// nearSquare is a square near a royal's and its distance, and how much
// closer than kingZone + 1 it is (safety's weight of an enemy there).
type nearSquare struct {
	s interp.Square
	d int8
	w int8
}

// safety is the middlegame king-safety score of side c: friendly pieces
// next to its royals, less enemy pieces near them, weighted by value.
func (e *Evaluator) safety(p *interp.Position, c int) int {
	if e.near == nil {
		return 0
	}
	score := 0
	trop := e.tropism
	for _, rt := range e.royalTypes {
		for _, k := range p.PieceSquares(c, rt) {
			// The pieces on the squares near k: friends next to it
			// (but royals of its type), enemies that count towards the
			// phase within kingZone.
			friends := 0
			for _, z := range e.nearList[k] {
				t, pc, ok := p.PieceAt(z.s)
				if !ok {
					continue
				}
				if pc == c {
					if z.d == 1 && t != rt {
						friends++
					}
					continue
				}
				score -= trop[t] * int(z.w)
			}
			score += shelter * min(friends, 4)
		}
	}
	return score
}

// placement fills the per-square tables: mobility, royal shelter and
// advancement of promoting pieces.
func (e *Evaluator) placement(mob *Mobility) {
	g := e.g
	size := g.Files() * g.Ranks()
	for c := 0; c < 2; c++ {
		e.mg[c] = make([][]int32, e.n)
		e.eg[c] = make([][]int32, e.n)
		for t := 0; t < e.n; t++ {
			mg, eg := make([]int32, size), make([]int32, size)
			avg := mob.Average[t]
			adv := e.advancement(c, t)
			for s := 0; s < size; s++ {
				d := mob.BySquare[c][t][s] - avg
				if g.IsRoyal(t) {
					mg[s] = int32(-d * royalShelter)
					eg[s] = int32(d * placementPerSquare)
				} else {
					mg[s] = int32(d * placementPerSquare)
					eg[s] = mg[s]
				}
				if adv != nil {
					mg[s] += adv[s] * promoteMG / 100
					eg[s] += adv[s] * promoteEG / 100
				}
			}
			e.mg[c][t], e.eg[c][t] = mg, eg
		}
	}
}

// advancement gives, for a type that promotes, what nearing the zone is
// worth on each square (before the phase percentages): the promotion
// gain times the cube of the fraction of the way covered, by ranks. Nil
// for types that do not promote or gain nothing by it.
func (e *Evaluator) advancement(c, t int) []int32 {
	g := e.g
	if !g.Promotes(c, t) {
		return nil
	}
	gain := 0
	for _, z := range g.V.Rules.Promotions {
		if !containsInt(z.Pieces, t) {
			continue
		}
		for _, ch := range z.Choices {
			gain = max(gain, e.Values[ch]-e.Values[t])
		}
	}
	if gain <= 0 {
		return nil
	}
	size := g.Files() * g.Ranks()
	// The ranks of the zone squares, and each square's rank distance to
	// the nearest.
	zone := make([]bool, g.Ranks())
	for s := 0; s < size; s++ {
		if g.InPromotionZone(c, t, interp.Square(s)) {
			zone[s/g.Files()] = true
		}
	}
	dist := make([]int, g.Ranks())
	far := 0
	for r := range dist {
		dist[r] = -1
		for z, in := range zone {
			if in && (dist[r] < 0 || abs(z-r) < dist[r]) {
				dist[r] = abs(z - r)
			}
		}
		far = max(far, dist[r])
	}
	if far == 0 {
		return nil
	}
	adv := make([]int32, size)
	for s := range adv {
		d := dist[s/g.Files()]
		if d <= 0 {
			continue
		}
		x := float64(far-d) / float64(far)
		adv[s] = int32(float64(gain) * x * x * x)
	}
	if e.zoneDist[c] == nil {
		e.zoneDist[c], e.advance[c] = make([][]int8, e.n), make([][]int32, e.n)
	}
	e.zoneDist[c][t], e.advance[c][t] = make([]int8, len(dist)), adv
	for r, d := range dist {
		e.zoneDist[c][t][r] = int8(min(max(d, -1), 127))
	}
	return adv
}

// mobilityTypes chooses the types whose moves the evaluation counts in
// each position: pieces that count towards the game phase (neither royal
// nor promoting) and capture only by moving onto their victim. A piece
// gains mobilityMG (middlegame) or mobilityEG (endgame) for every
// pseudo-legal move above its type's measured average, and loses as much
// for every move below it.
func (e *Evaluator) mobilityTypes(mob *Mobility) {
	e.avgMobility = make([]int, e.n)
	e.isMobile = make([]bool, e.n)
	for t := 0; t < e.n; t++ {
		e.avgMobility[t] = int(mob.Average[t] * mobilityScale)
		if e.phaseValue[t] > 0 && !e.g.HasEffects(t) && !e.confined(t) { // confined.go
			e.mobile = append(e.mobile, t)
			e.isMobile[t] = true
		}
	}
}

// maxPawnFiles bounds the boards whose pawn structure is scored.
const maxPawnFiles = 32

// pawnStructure chooses the types whose structure is scored: those that
// promote on reaching a zone of ranks (advancement measured them), for
// both colours, in games without drops (where any passed pawn can be
// blocked by a piece dropped in front of it) on boards of at most
// maxPawnFiles files.
func (e *Evaluator) pawnStructure() {
	e.files = e.g.Files()
	if e.drops || e.files > maxPawnFiles || e.zoneDist[0] == nil || e.zoneDist[1] == nil {
		return
	}
	for t := 0; t < e.n; t++ {
		if e.zoneDist[0][t] != nil && e.zoneDist[1][t] != nil && !e.g.IsRoyal(t) {
			e.pawnTypes = append(e.pawnTypes, t)
		}
	}
	size := e.files * e.g.Ranks()
	e.pawnFile, e.pawnRank = make([]int8, size), make([]int16, size)
	for s := range size {
		e.pawnFile[s], e.pawnRank[s] = int8(s%e.files+1), int16(s/e.files)
	}
}

// pawns scores the structure of each pawn type for both sides, in the
// middlegame (mg) and endgame (eg): a pawn with no enemy pawn of its type
// ahead of it on its file or the next ones is passed and gains with its
// advance; one with no pawn of its own type on the next files is
// isolated; pawns behind another of their own on a file are doubled.
// "Ahead" is nearer the pawn's promotion zone, by ranks.
func (e *Evaluator) pawns(p *interp.Position, mg, eg *[2]int) {
	fileOf, rankOf := e.pawnFile, e.pawnRank
	for _, t := range e.pawnTypes {
		// count[c][f]: c's pawns on file f-1; doubled[c]: the pawns
		// behind another on their file (each file's count less one).
		var count [2][maxPawnFiles + 2]int8
		var doubled [2]int
		for c := 0; c < 2; c++ {
			for _, s := range p.PieceSquares(c, t) {
				f := fileOf[s]
				if count[c][f] > 0 {
					doubled[c]++
				}
				count[c][f]++
			}
		}
		for c := 0; c < 2; c++ {
			// nearest[f]: the least distance to c's zone of an enemy
			// pawn on file f-1 (so that f±1 are in range), 127 if none.
			nearest := noPawnsNear
			dist := e.zoneDist[c][t]
			for _, s := range p.PieceSquares(1-c, t) {
				f := fileOf[s]
				nearest[f] = min(nearest[f], dist[rankOf[s]])
			}
			adv := e.advance[c][t]
			for _, s := range p.PieceSquares(c, t) {
				f, d := fileOf[s], dist[rankOf[s]]
				if nearest[f-1] >= d && nearest[f] >= d && nearest[f+1] >= d {
					a := int(adv[s])
					mg[c] += e.sc[scPassedMG] + a*e.sc[scPassedAdvanceMG]/100
					eg[c] += e.sc[scPassedEG] + a*e.sc[scPassedAdvanceEG]/100
				}
				if count[c][f-1] == 0 && count[c][f+1] == 0 {
					mg[c] -= e.sc[scIsolatedMG]
					eg[c] -= e.sc[scIsolatedEG]
				}
			}
			mg[c] -= e.sc[scDoubledMG] * doubled[c]
			eg[c] -= e.sc[scDoubledEG] * doubled[c]
		}
	}
}

// noPawnsNear is pawns' nearest before the enemy pawns are seen.
var noPawnsNear = func() (a [maxPawnFiles + 2]int8) {
	for f := range a {
		a[f] = 127
	}
	return a
}()

// startPhase is the phase material of the start position, pieces in hand
// included; 0 when there is none (a game of pawns and kings).
func (e *Evaluator) startPhase() int {
	p, err := e.g.StartPosition()
	if err != nil {
		return 0
	}
	total := 0
	for c := 0; c < 2; c++ {
		for t := 0; t < e.n; t++ {
			total += e.phaseValue[t] * (p.Count(c, t) + p.InHand(c, t))
		}
	}
	return total
}

// endings compiles the terms for the variant's reach and extinction
// endings.
func (e *Evaluator) endings() {
	for _, end := range e.g.V.Rules.Endings {
		sign := 0
		switch end.Winner {
		case "side":
			sign = 1
		case "other":
			sign = -1
		}
		if sign == 0 || len(end.Pieces) == 0 {
			continue
		}
		var sides [2]bool
		switch end.Side {
		case "white":
			sides[interp.White] = true
		case "black":
			sides[interp.Black] = true
		default:
			sides = [2]bool{true, true}
		}
		switch end.Kind {
		case ir.Reach:
			e.goals = append(e.goals, e.reachGoal(end, sides, sign))
		case ir.Extinction:
			e.extinct = append(e.extinct, extinctTerm{sides: sides, sign: -sign, types: end.Pieces, perType: end.PerType, atMost: end.AtMost})
		}
	}
}

// reachGoal measures the goal pieces' distance to the goal squares.
func (e *Evaluator) reachGoal(end ir.Ending, sides [2]bool, sign int) goal {
	g := e.g
	gl := goal{sides: sides, sign: sign, types: end.Pieces}
	size := g.Files() * g.Ranks()
	for c := 0; c < 2; c++ {
		if !sides[c] {
			continue
		}
		target := make([]bool, size)
		for _, name := range end.Squares {
			if s, err := g.ParseSquare(name); err == nil {
				target[s] = true
			}
		}
		if len(end.Squares) == 0 {
			for s := 0; s < size; s++ {
				rel := s/g.Files() + 1
				if c == interp.Black {
					rel = g.Ranks() - s/g.Files()
				}
				target[s] = rel >= end.FromRank && rel <= end.ToRank
			}
		}
		gl.dist[c] = make([][]int8, e.n)
		for _, t := range end.Pieces {
			gl.dist[c][t] = movesTo(g, t, c, target)
			for _, d := range gl.dist[c][t] {
				gl.far[c] = max(gl.far[c], d)
			}
		}
	}
	return gl
}

// movesTo is, by square, how many moves a lone piece of type t and
// colour c needs to reach a target square on an empty board (-1: never;
// at most 127).
func movesTo(g *interp.Game, t, c int, target []bool) []int8 {
	size := len(target)
	next := moveGraph(g, t, c)
	dist := make([]int8, size)
	for s := range dist {
		dist[s] = -1
		if target[s] && !g.IsHole(interp.Square(s)) {
			dist[s] = 0
		}
	}
	for d := int8(0); d < 127; d++ {
		changed := false
		for s := range dist {
			if dist[s] >= 0 {
				continue
			}
			for _, to := range next[s] {
				if dist[to] == d {
					dist[s] = d + 1
					changed = true
					break
				}
			}
		}
		if !changed {
			break
		}
	}
	return dist
}

// Evaluate scores p for the player to move.
func (e *Evaluator) Evaluate(p *interp.Position) int {
	if len(e.mobile) == 0 {
		return e.evaluate(p, nil)
	}
	buf := scratchPool.Get().(*[]interp.Move)
	v := e.evaluate(p, buf)
	scratchPool.Put(buf)
	return v
}

// scratchPool holds move buffers for Evaluate's mobility count (the
// search passes its own).
var scratchPool = sync.Pool{New: func() any { b := make([]interp.Move, 0, 256); return &b }}

// evaluate is Evaluate with a move buffer for the mobility count, which
// it grows as needed.
func (e *Evaluator) evaluate(p *interp.Position, buf *[]interp.Move) int {
	return e.evaluateWith(p, buf, nil)
}

// evaluateWith is evaluate with a table of pawn structures (nil: none).
func (e *Evaluator) evaluateWith(p *interp.Position, buf *[]interp.Move, pc *pawnTable) int {
	var pt evalParts
	// The mobility of the mobile types' pieces is counted with their
	// placement (with a move buffer): where there is no king danger,
	// the counts the cache holds are read from it (most pieces' on a
	// board a move or two away from the last one scored), the others
	// counted.
	var kd dangerCount
	var dest []int32
	if buf != nil {
		if e.danger != nil {
			e.danger.startDanger(p, &kd)
		} else {
			dest = p.DestinationCounts()
		}
	}
	// Placement and mobility are summed packed (packScore): a table
	// entry a piece, the mobility term's from mobTab where it was made
	// for these scalars (an evaluator copied with others computes it).
	scMG, scEG := e.sc[scMobilityMG], e.sc[scMobilityEG]
	tabbed := e.mobTabSc == [2]int{scMG, scEG}
	mat, mg, eg := &pt.mat, &pt.mg, &pt.eg
	phase := 0
	for c := 0; c < 2; c++ {
		var sum int64
		kinds := e.kinds[c]
		for t := range kinds {
			sqs := p.PieceSquares(c, t)
			k := len(sqs)
			if e.drops {
				h := p.InHand(c, t)
				mat[c] += e.handValue[t] * h
				k += h
			}
			if k == 0 {
				continue
			}
			mat[c] += e.Values[t] * len(sqs)
			phase += e.phaseValue[t] * k
			kt := &kinds[t]
			pt := kt.place
			if buf == nil || !e.isMobile[t] {
				for _, s := range sqs {
					sum += pt[s]
				}
				continue
			}
			tab := kt.mob
			if !tabbed {
				tab = nil
			}
			for _, s := range sqs {
				sum += pt[s]
				var n int
				if dest != nil && dest[s] >= 0 {
					n = int(dest[s])
				} else {
					n = e.moveCount(p, s, t, c, buf, &kd)
				}
				if n < len(tab) {
					sum += tab[n]
					continue
				}
				d := n*mobilityScale - e.avgMobility[t]
				mg[c] += d * scMG / mobilityScale
				eg[c] += d * scEG / mobilityScale
			}
		}
		m, g := unpackScore(sum)
		mg[c] += m
		eg[c] += g
	}
	pt.phase = phase
	if e.pairTypes != nil {
		e.pairs(p, mg, eg)
	}
	return e.evaluateRest(p, &pt, &kd, pc)
}

// evalParts is the cheap part of an evaluation before the phase blends
// it (cheapParts), or the whole before the terms evaluateRest adds:
// material and the middlegame and endgame sums by colour, and the phase
// material.
type evalParts struct {
	mat, mg, eg [2]int
	phase       int
}

// evaluateFrom is evaluate (with a move buffer, in a game without king
// danger) from the position's cheap parts, as cheapParts made them: it
// adds the mobility count and the rest.
func (e *Evaluator) evaluateFrom(p *interp.Position, buf *[]interp.Move, cheap *evalParts, pc *pawnTable) int {
	pt := *cheap
	var kd dangerCount // none: no zone to count
	dest := p.DestinationCounts()
	scMG, scEG := e.sc[scMobilityMG], e.sc[scMobilityEG]
	tabbed := e.mobTabSc == [2]int{scMG, scEG}
	for c := 0; c < 2; c++ {
		var sum int64
		kinds := e.kinds[c]
		for _, t := range e.mobile {
			sqs := p.PieceSquares(c, t)
			tab := kinds[t].mob
			if !tabbed {
				tab = nil
			}
			for _, s := range sqs {
				var n int
				if dest != nil && dest[s] >= 0 {
					n = int(dest[s])
				} else {
					n = e.moveCount(p, s, t, c, buf, &kd)
				}
				if n < len(tab) {
					sum += tab[n]
					continue
				}
				d := n*mobilityScale - e.avgMobility[t]
				pt.mg[c] += d * scMG / mobilityScale
				pt.eg[c] += d * scEG / mobilityScale
			}
		}
		m, g := unpackScore(sum)
		pt.mg[c] += m
		pt.eg[c] += g
	}
	return e.evaluateRest(p, &pt, &kd, pc)
}

// evaluateRest adds to pt the pawn structure and open files, blends it
// by the phase with the safety and king danger (kd), and adds the
// endings and the tempo. The pawn structure comes from pc where it holds
// the position's (pawnTable), and goes into it where not.
func (e *Evaluator) evaluateRest(p *interp.Position, pt *evalParts, kd *dangerCount, pc *pawnTable) int {
	mg, eg := &pt.mg, &pt.eg
	if e.pawnTypes != nil {
		if pc != nil {
			files := e.cachedPawns(p, mg, eg, pc)
			if e.riders != nil {
				e.openFilesOf(p, files, mg, eg)
			}
		} else {
			e.pawns(p, mg, eg)
			if e.riders != nil {
				e.openFiles(p, mg, eg)
			}
		}
	}
	ph := phaseScale
	if e.phaseMax > 0 {
		ph = min(phaseScale, pt.phase*phaseScale/e.phaseMax)
	} else {
		ph = 0
	}
	var score [2]int
	for c := 0; c < 2; c++ {
		if ph > 0 {
			mg[c] += e.safety(p, c) - e.kingPenalty(p, c, kd)
		}
		score[c] = pt.mat[c] + (mg[c]*ph+eg[c]*(phaseScale-ph))/phaseScale
	}
	return e.endScore(p, &score, pt.mat, ph)
}

// endScore adds the mop-up and the variant's endings to score and gives
// it from the view of the side to move, with the tempo.
func (e *Evaluator) endScore(p *interp.Position, score *[2]int, mat [2]int, ph int) int {
	if e.mop != nil {
		e.mop.add(p, score, mat, ph)
	}
	for i := range e.goals {
		e.goals[i].add(p, score)
	}
	for i := range e.extinct {
		e.extinct[i].add(p, score)
	}
	me := p.SideToMove()
	return score[me] - score[1-me] + e.sc[scTempo]
}

// add scores the pull of the goal for each side it concerns.
func (gl *goal) add(p *interp.Position, score *[2]int) {
	for c := 0; c < 2; c++ {
		if !gl.sides[c] {
			continue
		}
		best := -1
		for _, t := range gl.types {
			d := gl.dist[c][t]
			for _, s := range p.PieceSquares(c, t) {
				if k := int(d[s]); k >= 0 && (best < 0 || k < best) {
					best = k
				}
			}
		}
		if best > 0 {
			score[c] += gl.sign * (goalPull/best + goalStep*(int(gl.far[c])-best))
		}
	}
}

// add scores a side down to its last piece above the extinction limit.
func (x *extinctTerm) add(p *interp.Position, score *[2]int) {
	for c := 0; c < 2; c++ {
		if !x.sides[c] {
			continue
		}
		total := 0
		for _, t := range x.types {
			k := p.Count(c, t)
			if x.perType && k == x.atMost+1 {
				score[c] -= x.sign * lastOfType
			}
			total += k
		}
		if !x.perType && total == x.atMost+1 {
			score[c] -= x.sign * lastOfType
		}
	}
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// HasPieces reports whether side has a piece that counts towards the
// game phase: not royal, not one that promotes (a pawn).
func (e *Evaluator) HasPieces(p *interp.Position, side int) bool {
	for t := 0; t < e.n; t++ {
		if e.phaseValue[t] > 0 && p.Count(side, t) > 0 {
			return true
		}
	}
	return false
}
