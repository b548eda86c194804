package search

import (
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// mopUp is the evaluation's pull towards a mate once a side leads by
// material in the endgame (as chess engines score the ending of king and
// rook against king): the leader gains as the other side's royal stands
// where it reaches fewer squares (an edge, a corner, in the board's own
// geometry: the royal's measured mobility) and as its own pieces, royal
// included, come nearer to it. Without it an engine that cannot see the
// mate keeps its lead and shuffles until a move rule draws the game, the
// more so on a large board. It applies where a checkmate loses and each
// side has one royal piece, of one type.
type mopUp struct {
	royal int      // the royal type
	reach [2][]int // by colour and square: the royal's mobility below its best, in quarter squares
	files int      // for distances
	ranks int      //
	types []int    // the types that come nearer: every one with material value, the royal
}

// Weights of the mop-up term, in centipawns.
const (
	mopLead   = 250 // the material lead from which it applies
	mopEdge   = 5   // per quarter square of mobility the losing royal lacks
	mopRoyal  = 8   // per step the leader's royal is nearer the other
	mopPiece  = 3   // per step each other piece of the leader is nearer
	mopReachQ = 4   // the mobility's fixed-point scale (quarter squares)
)

// newMopUp builds the term for e's game, or nil where it does not apply.
func newMopUp(e *Evaluator, mob *Mobility) *mopUp {
	g := e.g
	if g.V.Rules.Checkmate != ir.Loss || len(e.royalTypes) != 1 {
		return nil
	}
	rt := e.royalTypes[0]
	p, err := g.StartPosition()
	if err != nil || len(p.PieceSquares(interp.White, rt)) != 1 || len(p.PieceSquares(interp.Black, rt)) != 1 {
		return nil
	}
	m := &mopUp{royal: rt, files: g.Files(), ranks: g.Ranks()}
	for c := 0; c < 2; c++ {
		row := mob.BySquare[c][rt]
		best := 0.0
		for _, v := range row {
			best = max(best, v)
		}
		m.reach[c] = make([]int, len(row))
		for s, v := range row {
			m.reach[c][s] = int((best - v) * mopReachQ)
		}
	}
	for t := 0; t < e.n; t++ {
		if e.phaseValue[t] > 0 || t == rt {
			m.types = append(m.types, t)
		}
	}
	return m
}

// add scores the term into score, by colour, given the material mat and
// the game phase ph (phaseScale: middlegame, 0: endgame).
func (m *mopUp) add(p *interp.Position, score *[2]int, mat [2]int, ph int) {
	if ph >= phaseScale {
		return
	}
	c := 0
	if mat[1] > mat[0] {
		c = 1
	}
	if mat[c]-mat[1-c] < mopLead {
		return
	}
	ks := p.PieceSquares(1-c, m.royal)
	if len(ks) != 1 {
		return
	}
	k := int(ks[0])
	kf, kr := k%m.files, k/m.files
	far := max(m.files, m.ranks) - 1
	bonus := mopEdge * m.reach[1-c][k]
	for _, t := range m.types {
		w := mopPiece
		if t == m.royal {
			w = mopRoyal
		}
		for _, s := range p.PieceSquares(c, t) {
			d := max(abs(int(s)%m.files-kf), abs(int(s)/m.files-kr))
			bonus += w * (far - d)
		}
	}
	score[c] += bonus * (phaseScale - ph) / phaseScale
}
