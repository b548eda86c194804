package protocol

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp/search"
)

// xbClock is the time control XBoard sets: level (moves per session, base
// time, increment), st (seconds per move) or sd (a depth), and the clocks
// it reports before each move (time for the engine, otim for the
// opponent, in centiseconds).
type xbClock struct {
	movesPerSession int
	inc             time.Duration
	perMove         time.Duration // st
	depth           int           // sd
	mine, theirs    time.Duration
	levelSet        bool
}

// level: level MPS BASE INC, BASE in minutes or minutes:seconds, INC in
// seconds (fractions allowed).
func (c *xbClock) level(args []string) error {
	if len(args) != 3 {
		return fmt.Errorf("expected MPS BASE INC")
	}
	mps, err := strconv.Atoi(args[0])
	if err != nil || mps < 0 || mps > 1<<20 {
		return fmt.Errorf("moves per session %q: expected a whole number", args[0])
	}
	base, err := minutesSeconds(args[1])
	if err != nil {
		return err
	}
	inc, err := seconds(args[2], false)
	if err != nil {
		return fmt.Errorf("increment %v", err)
	}
	c.movesPerSession, c.inc, c.perMove, c.levelSet = mps, inc, 0, true
	c.mine, c.theirs = base, base
	return nil
}

// minutesSeconds reads level's base time; a time beyond MaxClock counts
// as MaxClock.
func minutesSeconds(s string) (time.Duration, error) {
	m, sec, _ := strings.Cut(s, ":")
	mins, err := wholeNumber(m)
	var secs int64
	if err == nil && sec != "" {
		secs, err = wholeNumber(sec)
	}
	if err != nil || mins < 0 || secs < 0 {
		return 0, fmt.Errorf("base time %q: expected minutes or minutes:seconds", s)
	}
	limit := int64(MaxClock / time.Second)
	total := min(mins, limit)*60 + min(secs, limit)
	return time.Duration(min(total, limit)) * time.Second, nil
}

// wholeNumber reads a decimal integer; one too large for 64 bits is the
// largest.
func wholeNumber(s string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, err
	}
	return n, nil
}

// seconds reads a number of seconds, fractions allowed: not NaN, not
// infinite, not negative (nor zero when positive), and at most MaxClock.
func seconds(arg string, positive bool) (time.Duration, error) {
	secs, err := strconv.ParseFloat(arg, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(secs) || math.IsInf(secs, 0) ||
		secs < 0 || positive && secs == 0 {
		want := "a number of seconds, at least 0"
		if positive {
			want = "a number of seconds greater than 0"
		}
		return 0, fmt.Errorf("%q: expected %s", arg, want)
	}
	return time.Duration(min(secs, MaxClock.Seconds()) * float64(time.Second)), nil
}

// st: a fixed time per move, in seconds.
func (c *xbClock) st(arg string) error {
	d, err := seconds(arg, true)
	if err != nil {
		return err
	}
	c.perMove, c.levelSet = max(d, time.Millisecond), false
	return nil
}

// sd: a depth limit, in plies.
func (c *xbClock) sd(arg string) error {
	d, err := wholeNumber(arg)
	if err != nil || d < 1 {
		return fmt.Errorf("sd %q: expected a depth of at least 1", arg)
	}
	c.depth = int(min(d, 1000))
	return nil
}

// centis reads a time or otim argument.
func centis(arg string) (time.Duration, error) {
	n, err := wholeNumber(arg)
	if err != nil {
		return 0, fmt.Errorf("%q: expected centiseconds", arg)
	}
	return max(millis(min(n, math.MaxInt64/10)*10), 10*time.Millisecond), nil
}

// defaultMoveTime bounds a search when XBoard set no time control.
const defaultMoveTime = time.Second

// limits are the search limits for the engine's next move: side is the
// engine's colour, moveNo how many moves it has made in this game.
func (c *xbClock) limits(side, moveNo int) search.Limits {
	var lim search.Limits
	lim.Depth = c.depth
	switch {
	case c.perMove > 0:
		lim.MoveTime = c.perMove
	case c.levelSet:
		lim.Time[side], lim.Time[1-side] = c.mine, c.theirs
		lim.Inc[side], lim.Inc[1-side] = c.inc, c.inc
		if c.movesPerSession > 0 {
			lim.MovesToGo = c.movesPerSession - moveNo%c.movesPerSession
		}
	case c.depth == 0:
		lim.MoveTime = defaultMoveTime
	}
	return lim
}
