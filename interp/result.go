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
// to move (the caller usually has them already); only whether there are
// any matters, so a caller that knows one legal move may pass just it
// (the random playout does, see RandomMove).
func (p *Position) Outcome(legal []Move) Outcome {
	r := &p.g.V.Rules
	if p.g.hasEndings {
		if o := p.endingOutcome(); o.Over {
			return o
		}
	}
	if p.bikjangOver() {
		return p.drawOrCount(bikjangRule)
	}
	if p.g.pass != passNever && p.doublePass() {
		return p.drawOrCount(doublePassRule)
	}
	if p.g.simul {
		if o, ok := p.simOutcome(legal); ok {
			return o
		}
	} else if len(legal) == 0 {
		if p.InCheck() {
			if p.dropMate() {
				return p.scored(ir.Win, dropMateRule)
			}
			if p.g.mate != nil {
				return p.mateOutcome()
			}
			return p.scored(r.Checkmate, "checkmate")
		}
		return p.scored(p.stalemateResult(), "stalemate")
	}
	if p.countingOver() {
		return p.drawOrCount(countingRuleName)
	}
	if r.MoveRule > 0 && p.halfmove >= 2*r.MoveRule {
		return p.drawOrCount("move rule")
	}
	if p.g.moveRep != nil && p.moveRepLost() {
		return p.withScore(Outcome{Over: true, Winner: p.side, Rule: moveRepRule})
	}
	if r.Repetition > 1 && p.repetitions() >= r.Repetition {
		if c := p.perpetualChecker(); c >= 0 {
			return p.withScore(Outcome{Over: true, Winner: c, Rule: perpetualRule})
		}
		if r.RepetitionResult != "" {
			return p.scored(r.RepetitionResult, "repetition")
		}
		return p.drawOrCount("repetition")
	}
	if p.g.unforced && p.onlyUnforced() {
		return p.scored(p.stalemateResult(), "stalemate")
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
	if res == ir.Draw {
		return p.drawOrCount(rule) // material counting may decide it
	}
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
	// One move a turn: a position recurs only an even number of moves
	// later (the same side to move). With turns of several moves the
	// hash holds the side and the move of the turn, and a cycle may take
	// an odd number of moves (monster chess: White's two and Black's one,
	// three times over), so every earlier position is compared.
	start, step := len(h)-2, 2
	if p.g.turns != nil {
		start, step = len(h)-1, 1
	}
	for i := start; i >= 0 && i >= len(h)-p.halfmove; i -= step {
		if h[i] == p.hash {
			n++
		}
	}
	return n
}

// dropMateRule names the end of a game by a checkmate that a drop of a
// type that may not mate gave (ir.DropRule.NoMate): the mated side wins.
const dropMateRule = "drop mate"

// dropMate reports whether the last move was a drop of a type that may not
// give checkmate (it is called on a checkmate: a drop gives check only by
// the piece dropped).
func (p *Position) dropMate() bool {
	if p.g.drops == nil || len(p.undo) == 0 {
		return false
	}
	m := p.undo[len(p.undo)-1].move
	return m.Kind == Drop && p.g.drops.noMate[p.g.handType(int(m.Promo-1))]
}

// perpetualRule names a repetition in which one side gave check with every
// move; the rules enable it by scoring it (ir.Score).
const perpetualRule = "perpetual check"

// Position.plies holds, by move made (parallel to history), the mover's
// colour and whether the move gave check.
const (
	plyBlack   uint8 = 1 // the move was Black's
	plyChecked uint8 = 2 // after it, a royal of the other side was attacked
	plyShak    uint8 = 4 // with a mate rule: by a piece of its needed types
	// plyPending: the check flags of the last move are not known yet.
	// A move is recorded pending and judged only when the next move is
	// made from the position it led to, or when a rule reads the record
	// (resolvePly): the moves that a legality test or a perft leaf makes
	// and takes back at once are never judged.
	plyPending uint8 = 8
)

// resolvePly judges the last move's check flags if they are pending: the
// position is still the one that move led to.
func (p *Position) resolvePly() {
	if n := len(p.plies); n > 0 && p.plies[n-1]&plyPending != 0 {
		p.plies[n-1] = p.plyFlags(int(p.plies[n-1] & plyBlack))
	}
}

// plyFlags describes the move just made by colour c.
func (p *Position) plyFlags(c int) uint8 {
	f := uint8(c)
	if p.royalAttacked(1 - c) {
		f |= plyChecked
		if mr := p.g.mate; mr != nil && p.checkedBy(1-c, mr.needs) {
			f |= plyShak
		}
	}
	return f
}

// perpetualChecker returns the side that gave check with every one of its
// moves since the first occurrence of the current position (as far back
// as the last irreversible move), when the other side did not; else -1.
func (p *Position) perpetualChecker() int {
	if !p.g.perpetual || len(p.plies) != len(p.history) {
		return -1
	}
	p.resolvePly()
	h := p.history
	first := -1
	for i := len(h) - 1; i >= 0 && i >= len(h)-p.halfmove; i-- {
		if h[i] == p.hash {
			first = i
		}
	}
	if first < 0 {
		return -1
	}
	var moved, checked [2]bool
	checked = [2]bool{true, true}
	for _, f := range p.plies[first:] {
		c := int(f & plyBlack)
		moved[c] = true
		checked[c] = checked[c] && f&plyChecked != 0
	}
	w := moved[White] && checked[White]
	b := moved[Black] && checked[Black]
	switch {
	case w && !b:
		return White
	case b && !w:
		return Black
	}
	return -1
}

// stalemateResult is the result of a stalemate for the side to move; by
// count, it goes to the side with fewer pieces on the board.
func (p *Position) stalemateResult() ir.Result {
	r := &p.g.V.Rules
	if !r.StalemateByCount {
		return r.Stalemate
	}
	n := [2]int{}
	for c := White; c <= Black; c++ {
		for t := 0; t < p.g.nTypes; t++ {
			n[c] += p.Count(c, t)
		}
	}
	switch d := n[p.side] - n[p.side^1]; {
	case d == 0:
		return ir.Draw
	case d < 0:
		return r.Stalemate
	case r.Stalemate == ir.Win:
		return ir.Loss
	case r.Stalemate == ir.Loss:
		return ir.Win
	}
	return r.Stalemate
}
