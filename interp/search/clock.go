package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a game clock as cutechess-cli writes it: MOVES/BASE+INC,
// BASE seconds for MOVES moves (0: for the whole game), after each move
// INC seconds added. At each control (every MOVES moves) the player gets
// BASE again, on top of what is left.
type TimeControl struct {
	Moves int           `json:"moves,omitempty"`
	Base  time.Duration `json:"base"`
	Inc   time.Duration `json:"inc,omitempty"`
}

// ParseTimeControl reads "40/60+0.6" (40 moves in 60 s, 0.6 s a move
// added), "60+0.6", "60", "0:30+1" (minutes:seconds) or "40/60".
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	bad := func(why string) (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("time control %q: %s (expected [MOVES/]SECONDS[+INCREMENT], such as 40/60+0.6 or 5+0.05)", s, why)
	}
	rest := strings.TrimSpace(s)
	if moves, after, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(moves)
		if err != nil || n < 1 {
			return bad("moves per control must be a whole number of at least 1")
		}
		tc.Moves, rest = n, after
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	var err error
	if tc.Base, err = parseSeconds(base); err != nil || tc.Base <= 0 {
		return bad("the base time must be a positive number of seconds")
	}
	if hasInc {
		if tc.Inc, err = parseSeconds(inc); err != nil || tc.Inc < 0 {
			return bad("the increment must be a number of seconds, 0 or more")
		}
	}
	if tc.Base > maxClock || tc.Inc > maxClock {
		return bad("at most 1,000 hours")
	}
	return tc, nil
}

// maxClock bounds a clock, as the engine protocols clamp times.
const maxClock = 1000 * time.Hour

// parseSeconds reads seconds ("0.6", "60") or minutes:seconds ("1:30").
func parseSeconds(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	mins := 0.0
	if m, sec, ok := strings.Cut(s, ":"); ok {
		v, err := strconv.ParseFloat(m, 64)
		if err != nil || v < 0 {
			return 0, fmt.Errorf("bad minutes %q", m)
		}
		mins, s = v, sec
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || v > maxClock.Seconds() || mins > maxClock.Minutes() {
		return 0, fmt.Errorf("bad seconds %q", s)
	}
	return time.Duration((mins*60 + v) * float64(time.Second)), nil
}

// String writes the control back as ParseTimeControl reads it.
func (tc TimeControl) String() string {
	var b strings.Builder
	if tc.Moves > 0 {
		fmt.Fprintf(&b, "%d/", tc.Moves)
	}
	b.WriteString(strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64))
	if tc.Inc > 0 {
		b.WriteString("+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64))
	}
	return b.String()
}

// Clock is the state of both sides' clocks during a game.
type Clock struct {
	TC        TimeControl
	Left      [2]time.Duration // each side's time left
	MovesDone [2]int           // each side's moves so far
}

// NewClock starts both sides with the base time.
func NewClock(tc TimeControl) *Clock {
	return &Clock{TC: tc, Left: [2]time.Duration{tc.Base, tc.Base}}
}

// MovesToGo is the moves side must make before its next control (0: the
// rest of the game).
func (c *Clock) MovesToGo(side int) int {
	if c.TC.Moves == 0 {
		return 0
	}
	return c.TC.Moves - c.MovesDone[side]%c.TC.Moves
}

// Limits are the search limits the clock gives side, to move, as an
// engine protocol would pass them (UCI's wtime, btime, winc, binc,
// movestogo).
func (c *Clock) Limits(side int) Limits {
	return Limits{Time: c.Left, Inc: [2]time.Duration{c.TC.Inc, c.TC.Inc}, MovesToGo: c.MovesToGo(side)}
}

// Spend charges side for a move that took used, then adds the increment
// and, at a control, the base time again. It reports false when the move
// overran the time left (with margin forgiven): the side loses on time.
func (c *Clock) Spend(side int, used, margin time.Duration) bool {
	c.Left[side] -= used
	if c.Left[side]+margin < 0 {
		return false
	}
	c.Left[side] = max(c.Left[side], 0) + c.TC.Inc
	c.MovesDone[side]++
	if c.TC.Moves > 0 && c.MovesDone[side]%c.TC.Moves == 0 {
		c.Left[side] += c.TC.Base
	}
	return true
}

// ClockedPlayer is a player that plays on a clock: PlayGame tells it,
// before each of its moves (it plays side), the clocks as they stand. A
// player that is not clocked is still timed, and loses when it overruns.
type ClockedPlayer interface {
	SetClock(c Clock, side int)
}
