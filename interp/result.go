package interp

import "github.com/vdl-chess/vdl/interp/ir"

// NoWinner marks a drawn game in Outcome.Winner.
const NoWinner = -1

// Outcome is how a game stands: still going, or over with a winner (or
// none) and the rule that ended it.
type Outcome struct {
	Over   bool
	Winner int    // White, Black or NoWinner
	Rule   string // "checkmate", "stalemate", "move rule", "repetition", an ending's name
	// Score is White's and Black's points: 1-0, 0-1, 1/2-1/2 unless the
	// rules score the result otherwise.
	Score [2]float64
}

// Outcome judges the position. legal must be the legal moves of the side
// to move (the caller usually has them already).
func (p *Position) Outcome(legal []Move) Outcome {
	r := &p.g.V.Rules
	if p.g.hasEndings {
		if o := p.endingOutcome(); o.Over {
			return o
		}
	}
	if len(legal) == 0 {
		if p.InCheck() {
			return p.scored(r.Checkmate, "checkmate")
		}
		return p.scored(r.Stalemate, "stalemate")
	}
	if r.MoveRule > 0 && p.halfmove >= 2*r.MoveRule {
		return p.withScore(Outcome{Over: true, Winner: NoWinner, Rule: "move rule"})
	}
	if r.Repetition > 1 && p.repetitions() >= r.Repetition {
		return p.withScore(Outcome{Over: true, Winner: NoWinner, Rule: "repetition"})
	}
	return Outcome{Winner: NoWinner}
}

// withScore fills in the points of a finished game: the rules' score for
// the rule and the side that achieved it, else 1-0, 0-1 or 1/2-1/2.
func (p *Position) withScore(o Outcome) Outcome {
	achiever := ""
	switch o.Winner {
	case White:
		o.Score = [2]float64{1, 0}
		achiever = "white"
	case Black:
		o.Score = [2]float64{0, 1}
		achiever = "black"
	default:
		o.Score = [2]float64{0.5, 0.5}
	}
	for _, sc := range p.g.V.Rules.Scores {
		if sc.Rule == o.Rule && (sc.Achiever == achiever || o.Winner == NoWinner && sc.Achiever == "") {
			o.Score = [2]float64{sc.White, sc.Black}
		}
	}
	return o
}

// scored turns a result seen from the side to move into an Outcome.
func (p *Position) scored(res ir.Result, rule string) Outcome {
	o := Outcome{Over: true, Winner: NoWinner, Rule: rule}
	switch res {
	case ir.Win:
		o.Winner = p.side
	case ir.Loss:
		o.Winner = 1 - p.side
	}
	return p.withScore(o)
}

// repetitions counts how often the current position has occurred,
// looking back only as far as the last irreversible move.
func (p *Position) repetitions() int {
	n := 1
	h := p.history
	for i := len(h) - 2; i >= 0 && i >= len(h)-p.halfmove; i -= 2 {
		if h[i] == p.hash {
			n++
		}
	}
	return n
}
