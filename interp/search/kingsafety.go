package search

import "github.com/vdl-chess/vdl/interp"

// King danger, as Stockfish measures it, in the variant's own geometry:
// around each side's royal lies a zone (the squares the royal reaches in
// one of its own moves, its own square, and one rank more towards the
// enemy); the mobility pass, which walks every counted piece's moves
// anyway, notes which enemy pieces reach zone squares and how many. In a
// game with drops every type the enemy holds in hand is an attacker too,
// the more so the more zone squares are empty to drop on. Own pieces that
// never move backwards (pawns), standing in the zone ahead of the royal,
// shelter it. The danger units enter quadratically (units²/4096, capped)
// and into the middlegame score only, so they fade with the material.
//
// The evaluation uses it in games with drops only: against the engine
// without it at 6,000 nodes a move it scored 0.61 in shogi, where the
// pieces in hand make the attack, but 0.45 in chess and 0.47 in
// capablanca, where the older neighbourhood term (safety) is enough.

// Weights of the king danger, in danger units. Those marked (scalar) are
// the defaults of the scalars of a weights file (placement.go) that set
// them and vdl tune fits: danger_attacker, danger_hit, danger_shelter,
// danger_cap; king_danger scales the penalty (percent, 100).
const (
	dangerAttacker = 40   // per attacker, plus its value / dangerValueDiv (scalar)
	dangerValueDiv = 25   // the attacker's value in centipawns per unit
	dangerHit      = 70   // per zone square an attacker reaches (scalar)
	dangerHandHits = 2    // zone squares a piece in hand counts, at most (empty ones)
	dangerShelter  = 60   // per own pawn in the zone ahead of the royal (scalar)
	shelterMax     = 3    // pawns counted, at most
	dangerCap      = 600  // the penalty's bound, in centipawns (scalar)
	dangerScale    = 4096 // penalty = units² / dangerScale
)

// dangerTables is what the king danger knows of a game: by colour, each
// royal square's zone (as a mask and a list) and the zone squares ahead of
// it; which types shelter; each type's attack units.
type dangerTables struct {
	royal   int // the royal type
	size    int
	zone    [2][]bool            // zone[c][k*size+s]: s in the zone of c's royal on k
	list    [2][][]interp.Square // by colour and royal square: the zone's squares
	ahead   [2][][]interp.Square // the zone squares in front of the royal
	shelter [2][]bool            // by colour and type: never moves backwards
	weight  []int                // by type: attack units of an attacker for its value
	hand    []int                // the types a player may hold in hand
}

// dangerCount is what one evaluation gathers: each side's zone (nil where
// the side has no single royal) and, by attacking colour, the attackers,
// their units and the zone squares they reach.
type dangerCount struct {
	zone      [2][]bool
	k         [2]interp.Square
	attackers [2]int
	units     [2]int
	hits      [2]int
}

// kingDanger builds the tables, for games with one royal type whose
// distances kingSafety tabulated; nil otherwise.
func (e *Evaluator) kingDanger() *dangerTables {
	if e.near == nil || len(e.royalTypes) != 1 {
		return nil
	}
	g := e.g
	files, ranks := g.Files(), g.Ranks()
	kt := &dangerTables{royal: e.royalTypes[0], size: e.size, weight: make([]int, e.n)}
	for t := 0; t < e.n; t++ {
		kt.weight[t] = e.Values[t] / dangerValueDiv
	}
	for t := 0; t < e.n; t++ {
		if e.drops && g.MayHold(t) {
			kt.hand = append(kt.hand, t)
		}
	}
	fwd := forwardRanks(g, kt.royal)
	for c := 0; c < 2; c++ {
		kt.zone[c] = make([]bool, e.size*e.size)
		kt.list[c] = make([][]interp.Square, e.size)
		kt.ahead[c] = make([][]interp.Square, e.size)
		for k := 0; k < e.size; k++ {
			if g.IsHole(interp.Square(k)) {
				continue
			}
			mask := kt.zone[c][k*e.size:][:e.size]
			row := e.near[k*e.size:][:e.size]
			for s := 0; s < e.size; s++ {
				if row[s] > 1 || g.IsHole(interp.Square(s)) {
					continue
				}
				mask[s] = true
				if r := s/files + fwd[c]; r >= 0 && r < ranks {
					if f := r*files + s%files; !g.IsHole(interp.Square(f)) {
						mask[f] = true
					}
				}
			}
			for s, in := range mask {
				if !in {
					continue
				}
				kt.list[c][k] = append(kt.list[c][k], interp.Square(s))
				if (s/files-k/files)*fwd[c] > 0 {
					kt.ahead[c][k] = append(kt.ahead[c][k], interp.Square(s))
				}
			}
		}
		kt.shelter[c] = make([]bool, e.n)
		for t := 0; t < e.n; t++ {
			kt.shelter[c][t] = t != kt.royal && neverBackwards(g, t, c, fwd[c])
		}
	}
	return kt
}

// forwardRanks is, by colour, the rank step towards the enemy: away from
// the half of the board where the side's royal starts (White up, Black
// down where the start position does not tell).
func forwardRanks(g *interp.Game, royal int) [2]int {
	fwd := [2]int{1, -1}
	p, err := g.StartPosition()
	if err != nil {
		return fwd
	}
	for c := 0; c < 2; c++ {
		sqs := p.PieceSquares(c, royal)
		if len(sqs) == 0 {
			continue
		}
		r2 := 2*(int(sqs[0])/g.Files()) + 1 // twice the rank's middle
		if r2 < g.Ranks() {
			fwd[c] = 1
		} else if r2 > g.Ranks() {
			fwd[c] = -1
		}
	}
	return fwd
}

// neverBackwards reports whether a piece of type t and colour c, alone in
// the middle of the board, has moves and none of them to a rank behind
// it: a pawn, which shelters the royal behind it for good.
func neverBackwards(g *interp.Game, t, c, fwd int) bool {
	files, ranks := g.Files(), g.Ranks()
	s := interp.Square(ranks/2*files + files/2)
	if g.IsHole(s) {
		return false
	}
	p := g.EmptyPosition()
	if p.Put(s, t, c) != nil {
		return false
	}
	moves := p.PieceMoves(s, nil)
	for _, m := range moves {
		if (int(m.To)/files-int(s)/files)*fwd < 0 {
			return false
		}
	}
	return len(moves) > 0
}

// startDanger sets each side's zone for the position's royals.
func (kt *dangerTables) startDanger(p *interp.Position, kd *dangerCount) {
	for c := 0; c < 2; c++ {
		if sqs := p.PieceSquares(c, kt.royal); len(sqs) == 1 {
			k := sqs[0]
			kd.zone[c], kd.k[c] = kt.zone[c][int(k)*kt.size:][:kt.size], k
		}
	}
}

// moveCount is the mobility pass's count of the moves of the piece of type
// t and colour c on s (generated into buf where MoveCount cannot count
// them), noting it as an attacker of the enemy royal's zone where it
// reaches any of its squares.
func (e *Evaluator) moveCount(p *interp.Position, s interp.Square, t, c int, buf *[]interp.Move, kd *dangerCount) int {
	zone := kd.zone[1-c]
	if zone == nil {
		n, ok := p.DestinationCount(s) // a promoting piece's destinations, as measured
		if !ok {
			*buf = p.PieceMoves(s, (*buf)[:0])
			n = len(*buf)
		}
		return n
	}
	n, hits, ok := p.MoveCountZone(s, zone)
	if !ok {
		*buf = p.PieceMoves(s, (*buf)[:0])
		n = len(*buf)
		last := interp.NoSquare
		for _, m := range *buf {
			if m.To != last && zone[m.To] {
				hits++
			}
			last = m.To
		}
	}
	if hits > 0 {
		kd.attackers[c]++
		kd.units[c] += e.danger.weight[t]
		kd.hits[c] += hits
	}
	return n
}

// kingPenalty is the middlegame penalty of side c for the danger to its
// royal that kd gathered.
func (e *Evaluator) kingPenalty(p *interp.Position, c int, kd *dangerCount) int {
	d, ok := e.dangerTerm(p, c, kd)
	if !ok {
		return 0
	}
	units := int(d.Value) + e.sc[scDangerAttacker]*int(d.Pieces) + e.sc[scDangerHit]*int(d.Hits) - e.sc[scDangerShelter]*int(d.Shelter)
	if units <= 0 {
		return 0
	}
	pen := min(units*units/dangerScale, e.sc[scDangerCap])
	if k := e.sc[scKingDanger]; k != 100 {
		pen = pen * k / 100
	}
	return pen
}

// DangerTerm is what the king danger to one side's royal is made of, the
// counts its scalars weigh: the danger units are Value +
// danger_attacker·Pieces + danger_hit·Hits - danger_shelter·Shelter.
type DangerTerm struct {
	Pieces  int32 // the enemy's pieces reaching the royal's zone, and the types it holds in hand
	Value   int32 // their units for their values
	Hits    int32 // the zone squares they reach, and the empty ones a piece in hand may drop on
	Shelter int32 // own pawns ahead of the royal in its zone (at most shelterMax)
}

// dangerTerm is the danger to side c's royal that kd gathered, false
// where there is none to count (no single royal, fewer than two pieces
// attacking or in hand).
func (e *Evaluator) dangerTerm(p *interp.Position, c int, kd *dangerCount) (DangerTerm, bool) {
	if kd.zone[c] == nil {
		return DangerTerm{}, false
	}
	kt := e.danger
	a := 1 - c
	attackers, units, hits := kd.attackers[a], kd.units[a], kd.hits[a]
	held := 0 // the types a holds in hand
	for _, t := range kt.hand {
		if p.InHand(a, t) > 0 {
			held++
			units += kt.weight[t]
		}
	}
	if attackers+held < 2 {
		return DangerTerm{}, false
	}
	if held > 0 {
		empty := 0
		for _, s := range kt.list[c][kd.k[c]] {
			if _, _, ok := p.PieceAt(s); !ok {
				empty++
			}
		}
		hits += held * min(empty, dangerHandHits)
	}
	pawns := 0
	for _, s := range kt.ahead[c][kd.k[c]] {
		if t, col, ok := p.PieceAt(s); ok && col == c && kt.shelter[c][t] {
			pawns++
		}
	}
	return DangerTerm{Pieces: int32(attackers + held), Value: int32(units), Hits: int32(hits), Shelter: int32(min(pawns, shelterMax))}, true
}

// DangerTerms is, for a fit of the king danger's scalars, the danger to
// the royal of the side to move in p (me) and to the other's (them), and
// the middlegame's share of the score (the phase over PhaseScale), which
// the penalties are scaled by. ok is false where the evaluation has no
// king danger (games without drops, or without a single royal type); a
// side's term is zero where it has none to count.
func (e *Evaluator) DangerTerms(p *interp.Position) (me, them DangerTerm, mg float64, ok bool) {
	if e.danger == nil {
		return me, them, 0, false
	}
	var kd dangerCount
	e.danger.startDanger(p, &kd)
	buf := scratchPool.Get().(*[]interp.Move)
	for _, t := range e.mobile {
		for c := 0; c < 2; c++ {
			for _, s := range p.PieceSquares(c, t) {
				e.moveCount(p, s, t, c, buf, &kd)
			}
		}
	}
	scratchPool.Put(buf)
	c := p.SideToMove()
	me, _ = e.dangerTerm(p, c, &kd)
	them, _ = e.dangerTerm(p, 1-c, &kd)
	return me, them, float64(e.Phase(p)) / phaseScale, true
}

// DangerPenalty is the king danger's penalty for d, in centipawns, with
// the danger's scalars at x (in DangerScalars' order, real numbers: a
// fit's), and its gradient with respect to them: kingPenalty without its
// rounding. Zero where d has fewer than two pieces.
func DangerPenalty(d DangerTerm, x [5]float64) (pen float64, grad [5]float64) {
	if d.Pieces < 2 {
		return 0, grad
	}
	scale, attacker, hit, shelter, cap := x[0]/100, x[1], x[2], x[3], x[4]
	u := float64(d.Value) + attacker*float64(d.Pieces) + hit*float64(d.Hits) - shelter*float64(d.Shelter)
	if u <= 0 {
		return 0, grad
	}
	q := u * u / dangerScale
	if q >= cap {
		grad[0], grad[4] = cap/100, scale
		return cap * scale, grad
	}
	du := 2 * u / dangerScale * scale // d pen / d units
	grad[0] = q / 100
	grad[1], grad[2], grad[3] = du*float64(d.Pieces), du*float64(d.Hits), -du*float64(d.Shelter)
	return q * scale, grad
}
