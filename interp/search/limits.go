package search

import (
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Limits bound one search. A zero field sets no bound; with none at all
// the search goes on until Stop (or to the deepest depth it supports), so
// a front end's "go infinite" is the zero Limits.
type Limits struct {
	Depth    int           // iterations of full-width search, in plies
	Nodes    uint64        // positions searched
	MoveTime time.Duration // think this long for this move
	// A clock: each colour's time left and increment per move, and the
	// moves to the next time control (0: the rest of the game). The
	// engine budgets the player to move's time (see budget).
	Time, Inc [2]time.Duration
	MovesToGo int
	// Infinite ignores every other bound: search until Stop.
	Infinite bool
	// Ponder starts the search as pondering: the time bounds (MoveTime,
	// Time) count only from PonderHit, so a front end can ponder on the
	// expected reply and, when it comes, let the same search go on as a
	// timed one. Depth and Nodes bound it throughout.
	Ponder bool
	// SearchMoves, if not empty, restricts the first move to these.
	SearchMoves []interp.Move
	// MultiPV: report this many best first moves with their lines and
	// exact scores (UCI's MultiPV); 0 or 1 reports the best only.
	MultiPV int
	// Skill, if set and below MaxSkill, weakens the play (see Skill).
	Skill *Skill
}

// Safety margins for timed searches: the reply must get to the other
// side before the clock runs out.
const (
	moveOverhead   = 10 * time.Millisecond
	defaultToGo    = 30 // moves assumed left in sudden death
	minimumThought = time.Millisecond
)

// budget turns the limits into a soft bound (do not start another
// iteration after it) and a hard bound (stop at once) for the player to
// move; ok false when time does not bound the search.
func (l *Limits) budget(side int) (soft, hard time.Duration, ok bool) {
	if l.Infinite {
		return 0, 0, false
	}
	if l.MoveTime > 0 {
		hard = max(l.MoveTime-min(moveOverhead, l.MoveTime/10), minimumThought)
		return hard, hard, true
	}
	left, inc := l.Time[side], l.Inc[side]
	if left <= 0 {
		return 0, 0, false
	}
	toGo := l.MovesToGo
	if toGo <= 0 {
		toGo = defaultToGo
	}
	usable := max(left-moveOverhead, minimumThought)
	soft = usable/time.Duration(toGo) + inc*3/4
	hard = min(usable/2, soft*4)
	soft = min(soft, hard)
	return max(soft, minimumThought), max(hard, minimumThought), true
}
