package match

import (
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Adjudication ends games whose result is clear from the players' own
// scores, as cutechess-cli's -resign and -draw do. Zero fields turn a
// rule off.
type Adjudication struct {
	// A player whose own score is at most -ResignScore centipawns for
	// ResignMoves of its moves in a row loses.
	ResignScore int `json:"resign_score,omitempty"`
	ResignMoves int `json:"resign_moves,omitempty"`
	// From move DrawAfter on, when both players' scores stay within
	// ±DrawScore for DrawMoves of their moves in a row each, the game is
	// drawn.
	DrawScore int `json:"draw_score,omitempty"`
	DrawMoves int `json:"draw_moves,omitempty"`
	DrawAfter int `json:"draw_after,omitempty"`
}

// The rules adjudicated games are recorded with.
const (
	RuleResign = "adjudication: resignation"
	RuleDraw   = "adjudication: draw"
	RuleLength = "adjudication: maximum length"
)

// judge is GameOptions.Adjudicate for the rules in a.
func (a Adjudication) judge(p *interp.Position, rec *search.Record) (interp.Outcome, bool) {
	n := len(rec.Scores)
	if n == 0 {
		return interp.Outcome{}, false
	}
	last := rec.Turns[n-1].Side
	if a.ResignMoves > 0 && a.streak(rec, last, func(s search.Score) bool { return s.CP <= -a.ResignScore }) >= a.ResignMoves {
		o := interp.Outcome{Over: true, Winner: 1 - last, Rule: RuleResign}
		o.Score[1-last] = 1
		return o, true
	}
	if a.DrawMoves > 0 && p.Fullmove() > a.DrawAfter {
		within := func(s search.Score) bool { return s.Mate == 0 && s.CP <= a.DrawScore && s.CP >= -a.DrawScore }
		if a.streak(rec, interp.White, within) >= a.DrawMoves && a.streak(rec, interp.Black, within) >= a.DrawMoves {
			return interp.Outcome{Over: true, Winner: interp.NoWinner, Rule: RuleDraw, Score: [2]float64{0.5, 0.5}}, true
		}
	}
	return interp.Outcome{}, false
}

// streak counts side's latest moves in a row whose scores satisfy ok.
func (a Adjudication) streak(rec *search.Record, side int, ok func(search.Score) bool) int {
	k := 0
	for i := len(rec.Scores) - 1; i >= 0; i-- {
		if rec.Turns[i].Side != side {
			continue
		}
		if s := rec.Scores[i]; !s.Valid || !ok(s.Score) {
			break
		}
		k++
	}
	return k
}
