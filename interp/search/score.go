package search

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp"
)

// Scores inside the search are centipawns from the view of the player to
// move. Won and lost games lie beyond ±mateBound: mateScore less the
// plies to the end, so a quicker win scores higher.
const (
	infinity  = 32000
	mateScore = 31000
	mateBound = mateScore - maxPly
	maxPly    = 128
)

// Score is a search result as engines report it: centipawns, or a forced
// end of the game in Mate moves (negative: the player to move loses).
type Score struct {
	CP   int
	Mate int // 0: no forced end found; else moves (not plies) to it
}

func (s Score) String() string {
	if s.Mate != 0 {
		return fmt.Sprintf("mate %d", s.Mate)
	}
	return fmt.Sprintf("cp %d", s.CP)
}

// scoreOf converts an internal score. A forced end counts moves as UCI
// does: plies halved, rounded up for a win.
func scoreOf(v int) Score {
	switch {
	case v > mateBound:
		return Score{CP: v, Mate: (mateScore - v + 1) / 2}
	case v < -mateBound:
		return Score{CP: v, Mate: -(mateScore + v) / 2}
	}
	return Score{CP: v}
}

// IsMate reports whether the score is a forced end of the game.
func (s Score) IsMate() bool { return s.Mate != 0 }

// terminal scores a finished game for player me, ply plies from the root.
// A whole point for one side is a win or loss at that distance; an even
// split a draw; any other split of the points (a stalemate scored 0.6 to
// 0.4) the centipawns at which the evaluation would expect that share:
// 400*log10(share/(1-share)), so a certain 0.6 is worth about 70.
func terminal(o interp.Outcome, me, ply int) int {
	mine, theirs := o.Score[me], o.Score[1-me]
	switch {
	case mine == theirs:
		return 0
	case theirs <= 0:
		return mateScore - ply
	case mine <= 0:
		return -(mateScore - ply)
	}
	return expectedToCP(mine / (mine + theirs))
}

// mate scores are stored in the table relative to the position, not the
// root: a mate in 3 from here is a mate in 3 wherever here is reached.
func toTable(v, ply int) int {
	switch {
	case v > mateBound:
		return v + ply
	case v < -mateBound:
		return v - ply
	}
	return v
}

func fromTable(v, ply int) int {
	switch {
	case v > mateBound:
		return v - ply
	case v < -mateBound:
		return v + ply
	}
	return v
}
