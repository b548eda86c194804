package search

import (
	"github.com/vdl-chess/vdl/interp"
)

// Named evaluation scalars: the weights of the terms that are linear in
// the score (each adds its weight times a count of the position), which
// a weights file may set (scalars:) and vdl tune learns. Their values
// without a file are the constants of eval.go and evalterms.go.
const (
	scTempo = iota
	scMobilityMG
	scMobilityEG
	scPassedMG
	scPassedEG
	scPassedAdvanceMG
	scPassedAdvanceEG
	scIsolatedMG
	scIsolatedEG
	scDoubledMG
	scDoubledEG
	scPairMG
	scPairEG
	scSemiOpenMG
	scSemiOpenEG
	scOpenMG
	scOpenEG
	// Pieces in hand (handvalue.go) and the king danger (kingsafety.go),
	// in games with drops: the danger is quadratic in its units, so its
	// scalars give Features no linear feature (DangerTerms and
	// DangerPenalty give a fit what it needs instead).
	scHandBonus
	scKingDanger
	scDangerAttacker
	scDangerHit
	scDangerShelter
	scDangerCap
	numScalars
)

// ScalarNames are the names of the evaluation scalars in a weights file,
// in the order of their indices; ScalarHelp says what each weighs.
var ScalarNames = [numScalars]string{
	"tempo",
	"mobility_mg", "mobility_eg",
	"passed_mg", "passed_eg",
	"passed_advance_mg", "passed_advance_eg",
	"isolated_mg", "isolated_eg",
	"doubled_mg", "doubled_eg",
	"pair_mg", "pair_eg",
	"semi_open_mg", "semi_open_eg",
	"open_mg", "open_eg",
	"hand_bonus",
	"king_danger", "danger_attacker", "danger_hit", "danger_shelter", "danger_cap",
}

// ScalarHelp says what each scalar weighs, by index.
var ScalarHelp = [numScalars]string{
	"centipawns for the side to move",
	"centipawns per move above a piece type's average, middlegame", "the same, endgame",
	"centipawns for a passed pawn, middlegame", "the same, endgame",
	"percent of the promotion gain next to the zone for a passed pawn, middlegame", "the same, endgame",
	"centipawns off for an isolated pawn, middlegame", "the same, endgame",
	"centipawns off for each doubled pawn, middlegame", "the same, endgame",
	"centipawns for a pair of bound pieces on both halves of the board, middlegame", "the same, endgame",
	"centipawns for a file rider on a file without pawns of its own, middlegame", "the same, endgame",
	"centipawns for a file rider on a file without pawns, middlegame", "the same, endgame",
	"percent of a piece's value it is worth more in hand than on the board (games with drops)",
	"percent of the king danger's penalty, middlegame (games with drops)",
	"danger units per piece attacking the royal's zone or held in hand",
	"danger units per zone square an attacker reaches, and per empty zone square (up to two) for each type in hand",
	"danger units off per own pawn sheltering the royal (up to three)",
	"the king danger's penalty at most, centipawns (before king_danger's percent)",
}

// defaultScalars are the scalars' values without a weights file.
var defaultScalars = [numScalars]int{
	tempo,
	mobilityMG, mobilityEG,
	passedBase, 2 * passedBase,
	passedMG, passedEG,
	isolatedMG, isolatedEG,
	doubledMG, doubledEG,
	pairMG, pairEG,
	semiOpenMG, semiOpenEG,
	openMG, openEG,
	handBonus,
	100, dangerAttacker, dangerHit, dangerShelter, dangerCap,
}

// scalarMin is each scalar's least value in a weights file: -maxScalar
// but for the king danger's (not below 0) and the bonus in hand (a piece
// in hand is worth something).
var scalarMin = func() (m [numScalars]int) {
	for i := range m {
		m[i] = -maxScalar
	}
	m[scHandBonus] = -100
	for _, i := range DangerScalars {
		m[i] = 0
	}
	return m
}()

// ScalarRange is the least and the greatest value scalar i (by index)
// may take in a weights file.
func ScalarRange(i int) (lo, hi int) { return scalarMin[i], maxScalar }

// DangerScalars are the scalars of the king danger (by index, as
// FeatureIndex.Scalar takes them), in the order of DangerPenalty's
// gradient: the percent of the penalty, the units per attacker, per
// zone square hit and per sheltering pawn, and the cap.
var DangerScalars = [5]int{scKingDanger, scDangerAttacker, scDangerHit, scDangerShelter, scDangerCap}

// curvedScalar: the scalars Features gives no linear feature.
func curvedScalar(i int) bool {
	return i >= scKingDanger && i <= scDangerCap
}

// maxScalar bounds a scalar's magnitude in a weights file.
const maxScalar = 10000

// maxPlacement bounds a placement table entry's magnitude.
const maxPlacement = 100000

// Scalar is the evaluation scalar named name (ScalarNames) and whether
// there is one.
func (e *Evaluator) Scalar(name string) (int, bool) {
	for i, n := range ScalarNames {
		if n == name {
			return e.sc[i], true
		}
	}
	return 0, false
}

// mirrorSquare is the square of the other player's view of s: the same
// file, the rank counted from the other side. Placement tables of a
// weights file are written from the first player's view and read
// through it for the second, as the evaluator's own tables (measured
// for each side) are for a board symmetric between the sides.
func mirrorSquare(g *interp.Game, s int) int {
	files := g.Files()
	return (g.Ranks()-1-s/files)*files + s%files
}

// PlacementTable is the evaluator's placement of type t on each square,
// from the first player's view: middlegame and endgame (copies).
func (e *Evaluator) PlacementTable(t int) (mg, eg []int) {
	mg, eg = make([]int, len(e.mg[0][t])), make([]int, len(e.eg[0][t]))
	for s := range mg {
		mg[s], eg[s] = int(e.mg[0][t][s]), int(e.eg[0][t][s])
	}
	return mg, eg
}

// setPlacement replaces type t's tables with the given ones (first
// player's view; nil keeps that phase's own), mirrored for the second
// player.
func (e *Evaluator) setPlacement(t int, mg, eg []int) {
	for c := 0; c < 2; c++ {
		for i, tab := range [2][]int{mg, eg} {
			if tab == nil {
				continue
			}
			dst := make([]int32, len(tab))
			for s := range dst {
				from := s
				if c == interp.Black {
					from = mirrorSquare(e.g, s)
				}
				dst[s] = int32(tab[from])
			}
			if i == 0 {
				e.mg[c][t] = dst
			} else {
				e.eg[c][t] = dst
			}
		}
		e.packPlacement(c, t)
	}
}

// Phase is the game phase of p as the evaluation tapers by it: 0 the
// endgame to PhaseScale the middlegame.
func (e *Evaluator) Phase(p *interp.Position) int {
	if e.phaseMax <= 0 {
		return 0
	}
	phase := 0
	for c := 0; c < 2; c++ {
		for t := 0; t < e.n; t++ {
			if e.phaseValue[t] == 0 {
				continue
			}
			k := len(p.PieceSquares(c, t))
			if e.drops {
				k += p.InHand(c, t)
			}
			phase += e.phaseValue[t] * k
		}
	}
	return min(phaseScale, phase*phaseScale/e.phaseMax)
}

// PhaseScale is the middlegame's phase (Phase).
const PhaseScale = phaseScale

// Feature is one linear feature of a position's evaluation: the score
// for the side to move changes by Value times a change of the weight at
// Index (see FeatureIndex).
type Feature struct {
	Index int32
	Value float32
}

// FeatureIndex numbers the evaluation's linear weights: the pieces'
// values (by type), their placement tables (by type, square from the
// first player's view, middlegame then endgame) and the scalars.
type FeatureIndex struct {
	Types, Squares int
}

// Value is the index of type t's value.
func (x FeatureIndex) Value(t int) int { return t }

// Placement is the index of type t's placement on square s (first
// player's view), endgame if eg.
func (x FeatureIndex) Placement(t, s int, eg bool) int {
	i := x.Types + t*2*x.Squares + s
	if eg {
		i += x.Squares
	}
	return i
}

// Scalar is the index of scalar i.
func (x FeatureIndex) Scalar(i int) int { return x.Types + 2*x.Types*x.Squares + i }

// Len is the number of weights.
func (x FeatureIndex) Len() int { return x.Types + 2*x.Types*x.Squares + numScalars }

// Index is how e numbers its linear weights.
func (e *Evaluator) Index() FeatureIndex {
	return FeatureIndex{Types: e.n, Squares: e.g.Files() * e.g.Ranks()}
}

// Weights0 are e's own linear weights, by FeatureIndex: the starting
// point of a fit.
func (e *Evaluator) Weights0() []float64 {
	x := e.Index()
	w := make([]float64, x.Len())
	for t := 0; t < e.n; t++ {
		w[x.Value(t)] = float64(e.Values[t])
		for s := 0; s < x.Squares; s++ {
			w[x.Placement(t, s, false)] = float64(e.mg[0][t][s])
			w[x.Placement(t, s, true)] = float64(e.eg[0][t][s])
		}
	}
	for i := range e.sc {
		w[x.Scalar(i)] = float64(e.sc[i])
	}
	return w
}

// Features appends the linear features of p's evaluation for the side to
// move: its pieces' material and placement (tapered by the phase) less
// the opponent's, and each scalar's count (measured as the change of the
// score when the scalar grows). Score(p) moves by about the sum of
// Value times the change of each weight (the scalars exactly, up to
// rounding; material only by its direct term).
func (e *Evaluator) Features(p *interp.Position, dst []Feature) []Feature {
	x := e.Index()
	me := p.SideToMove()
	ph := float32(e.Phase(p)) / phaseScale
	for c := 0; c < 2; c++ {
		sign := float32(1)
		if c != me {
			sign = -1
		}
		for t := 0; t < e.n; t++ {
			sqs := p.PieceSquares(c, t)
			if len(sqs) == 0 {
				continue
			}
			if !e.g.IsRoyal(t) {
				dst = append(dst, Feature{int32(x.Value(t)), sign * float32(len(sqs))})
			}
			for _, s := range sqs {
				v := int(s)
				if c == interp.Black {
					v = mirrorSquare(e.g, v)
				}
				if ph > 0 {
					dst = append(dst, Feature{int32(x.Placement(t, v, false)), sign * ph})
				}
				if ph < 1 {
					dst = append(dst, Feature{int32(x.Placement(t, v, true)), sign * (1 - ph)})
				}
			}
		}
	}
	base := e.Evaluate(p)
	const step = 64
	for i := range e.sc {
		if curvedScalar(i) {
			continue
		}
		f := *e
		f.sc[i] += step
		if i == scHandBonus {
			f.handTerms() // new tables: e's stay as they are
		}
		if d := f.Evaluate(p) - base; d != 0 {
			dst = append(dst, Feature{int32(x.Scalar(i)), float32(d) / step})
		}
	}
	return dst
}
