package interp

import (
	"fmt"
	"strconv"

	"github.com/vdl-chess/vdl/interp/fen"
)

// Check counters (ir.Ending of kind checks, three-check): each side has a
// number of checks still to give; a move that leaves an enemy royal
// attacked uses one up, and the side that has none left has won.

// maxChecks bounds a checks ending's count.
const maxChecks = 100

// ChecksLeft is how many checks colour c has still to give to win, or -1
// in a game without a check counter.
func (p *Position) ChecksLeft(c int) int {
	if p.g.checkLimit == 0 {
		return -1
	}
	return int(p.checksLeft[c])
}

// setChecks reads the check counter of a FEN: the checks left
// (Fairy-Stockfish's "3+3"), else the checks given (lichess's "+0+0"),
// else one check left each, as Fairy-Stockfish reads a FEN without one.
func (p *Position) setChecks(rec *fen.Record) error {
	g := p.g
	if g.checkLimit == 0 {
		if rec.ChecksLeft != nil || rec.ChecksGiven != nil {
			return &fen.Error{Offset: rec.ChecksOffset, Msg: "check counter given, but this variant counts no checks"}
		}
		return nil
	}
	left := [2]int{1, 1}
	switch {
	case rec.ChecksLeft != nil:
		left = *rec.ChecksLeft
	case rec.ChecksGiven != nil:
		left = [2]int{g.checkLimit - rec.ChecksGiven[0], g.checkLimit - rec.ChecksGiven[1]}
	}
	for c, n := range left {
		if n > g.checkLimit {
			return &fen.Error{Offset: rec.ChecksOffset, Msg: fmt.Sprintf("check counter: %d checks left to give, but %d win", n, g.checkLimit)}
		}
		p.checksLeft[c] = int16(max(n, 0))
		p.hash ^= g.zobrist.checks[c][p.checksLeft[c]]
	}
	return nil
}

// checksField writes the check counter for FEN ("3+3"), "" without one.
func (p *Position) checksField() string {
	if p.g.checkLimit == 0 {
		return ""
	}
	return " " + strconv.Itoa(int(p.checksLeft[White])) + "+" + strconv.Itoa(int(p.checksLeft[Black]))
}

// countCheck uses up one of the mover's checks if the move just made
// (recorded in u, the side to move not yet changed) attacks an enemy royal.
func (p *Position) countCheck(u *undoRecord) {
	mover := cellColor(u.moved)
	if p.checksLeft[mover] == 0 || !p.royalAttacked(1-mover) {
		return
	}
	z := &p.g.zobrist
	p.hash ^= z.checks[mover][p.checksLeft[mover]]
	p.checksLeft[mover]--
	p.hash ^= z.checks[mover][p.checksLeft[mover]]
	u.gaveCheck = true
}

// uncountCheck takes back what countCheck did for the move in u.
func (p *Position) uncountCheck(u *undoRecord) {
	if u.gaveCheck {
		p.checksLeft[cellColor(u.moved)]++
	}
}
