package interp

import "github.com/vdl-chess/vdl/interp/ir"

// NoWinner marks a drawn game in Outcome.Winner.
const NoWinner = -1

// Outcome is how a game stands: still going, or over with a winner (or
// none) and the rule that ended it.
type Outcome struct {
	Over   bool
	Winner int    // White, Black or NoWinner
	Rule   string // "checkmate", "stalemate", "move rule", "repetition"
}

// Outcome judges the position. legal must be the legal moves of the side
// to move (the caller usually has them already).
func (p *Position) Outcome(legal []Move) Outcome {
	r := &p.g.V.Rules
	if len(legal) == 0 {
		if p.InCheck() {
			return p.scored(r.Checkmate, "checkmate")
		}
		return p.scored(r.Stalemate, "stalemate")
	}
	if r.MoveRule > 0 && p.halfmove >= 2*r.MoveRule {
		return Outcome{Over: true, Winner: NoWinner, Rule: "move rule"}
	}
	if r.Repetition > 1 && p.repetitions() >= r.Repetition {
		return Outcome{Over: true, Winner: NoWinner, Rule: "repetition"}
	}
	return Outcome{Winner: NoWinner}
}

// scored turns a result seen from the side to move into an Outcome.
func (p *Position) scored(res ir.Result, rule string) Outcome {
	switch res {
	case ir.Win:
		return Outcome{Over: true, Winner: p.side, Rule: rule}
	case ir.Loss:
		return Outcome{Over: true, Winner: 1 - p.side, Rule: rule}
	}
	return Outcome{Over: true, Winner: NoWinner, Rule: rule}
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
