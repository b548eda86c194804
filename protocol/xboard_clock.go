package protocol

import (
	"fmt"
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
	if err != nil || mps < 0 {
		return fmt.Errorf("moves per session %q: expected a whole number", args[0])
	}
	base, err := minutesSeconds(args[1])
	if err != nil {
		return err
	}
	inc, err := strconv.ParseFloat(args[2], 64)
	if err != nil || inc < 0 {
		return fmt.Errorf("increment %q: expected seconds", args[2])
	}
	c.movesPerSession, c.inc, c.perMove, c.levelSet = mps, time.Duration(inc*float64(time.Second)), 0, true
	c.mine, c.theirs = base, base
	return nil
}

func minutesSeconds(s string) (time.Duration, error) {
	m, sec, _ := strings.Cut(s, ":")
	mins, err := strconv.Atoi(m)
	secs := 0
	if err == nil && sec != "" {
		secs, err = strconv.Atoi(sec)
	}
	if err != nil || mins < 0 || secs < 0 {
		return 0, fmt.Errorf("base time %q: expected minutes or minutes:seconds", s)
	}
	return time.Duration(mins)*time.Minute + time.Duration(secs)*time.Second, nil
}

// st: a fixed time per move, in seconds.
func (c *xbClock) st(arg string) error {
	secs, err := strconv.ParseFloat(arg, 64)
	if err != nil || secs <= 0 {
		return fmt.Errorf("st %q: expected seconds", arg)
	}
	c.perMove, c.levelSet = time.Duration(secs*float64(time.Second)), false
	return nil
}

// sd: a depth limit, in plies.
func (c *xbClock) sd(arg string) error {
	d, err := strconv.Atoi(arg)
	if err != nil || d < 1 {
		return fmt.Errorf("sd %q: expected a depth of at least 1", arg)
	}
	c.depth = min(d, 1000)
	return nil
}

// centis reads a time or otim argument.
func centis(arg string) (time.Duration, error) {
	n, err := strconv.ParseInt(arg, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q: expected centiseconds", arg)
	}
	return time.Duration(max(n, 1)) * 10 * time.Millisecond, nil
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
