package match

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progress reports a running match on standard error: games done of the
// total, the score so far and the time left, redrawn in place on a
// terminal, else (a file, a pipe: a log) a line after every game.
type progress struct {
	w        io.Writer
	tty      bool
	total    int
	names    [2]string
	self     string // "SPEC against itself: " in self-play, whose names are White and Black
	start    time.Time
	lastLine int
	// For the time left: the games over (in any order, as they end) and
	// their plies, and the plies of the games being played.
	ended      int
	endedPlies int64
	plies      []int64
}

func newProgress(w io.Writer, total int, names [2]string) *progress {
	p := &progress{w: w, total: total, names: names, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) line(s *Summary) string {
	done := len(s.Games)
	st := s.Stats
	width := 20
	filled := width * done / max(p.total, 1)
	bar := strings.Repeat("=", filled) + strings.Repeat(" ", width-filled)
	eta := "?"
	if left, ok := timeLeft(time.Since(p.start), p.total, p.ended, p.endedPlies, p.plies); ok {
		eta = left.Round(time.Second).String()
	}
	return fmt.Sprintf("[%s] %d/%d games  %s%s %g - %g %s (%.1f%%)  Elo %s +/- %s  ETA %s",
		bar, done, p.total, p.self, p.names[0], st.Points, float64(done)-st.Points, p.names[1], 100*st.Score, st.Elo, st.EloError, eta)
}

// timeLeft estimates the time the games still to play take, from the
// plies played so far in elapsed (by the ended games, endedPlies in all,
// and the games being played, plies each) at the same rate, taking each
// game still to play at the mean length of the ended ones and each game
// being played as going on to that length if it is shorter (it has
// nothing left by the estimate once longer). So the estimate does not
// grow while a long game goes on at a steady pace, as the time per game
// ended did; ok false before a game has ended.
func timeLeft(elapsed time.Duration, total, ended int, endedPlies int64, plies []int64) (time.Duration, bool) {
	if ended == 0 {
		return 0, false
	}
	mean := float64(endedPlies) / float64(ended)
	played := float64(endedPlies)
	todo := float64(max(total-ended-len(plies), 0)) * mean
	for _, n := range plies {
		played += float64(n)
		todo += max(mean-float64(n), 0)
	}
	if played == 0 {
		return 0, false
	}
	return time.Duration(float64(elapsed) * todo / played), true
}

// gameOver counts a game over, of n plies, for the time left.
func (p *progress) gameOver(n int) {
	p.ended++
	p.endedPlies += int64(n)
}

// every is how often the line says how far the games being played have
// got: each second on a terminal, each minute in a log.
func (p *progress) every() time.Duration {
	if p.tty {
		return time.Second
	}
	return time.Minute
}

// playing redraws the line with the plies of the games being played.
func (p *progress) playing(s *Summary, plies []int64) {
	p.plies = plies
	if p.w == nil || len(plies) == 0 {
		return
	}
	var at []string
	for _, n := range plies {
		at = append(at, fmt.Sprint(n))
	}
	line := fmt.Sprintf("%s  playing: ply %s", p.line(s), strings.Join(at, ", "))
	if p.tty {
		fmt.Fprintf(p.w, "\r%s\x1b[K", line)
		return
	}
	fmt.Fprintln(p.w, line)
}

// update writes the line after a game, with the plies of the games
// being played.
func (p *progress) update(s *Summary, plies []int64) {
	p.plies = plies
	if p.w == nil {
		return
	}
	done := len(s.Games)
	if p.tty {
		fmt.Fprintf(p.w, "\r%s\x1b[K", p.line(s))
		return
	}
	fmt.Fprintln(p.w, p.line(s))
	p.lastLine = done
}

// note writes a message of its own line (a restarted engine).
func (p *progress) note(msg string) {
	if p.w == nil {
		return
	}
	if p.tty {
		fmt.Fprintf(p.w, "\r\x1b[K%s\n", msg)
		return
	}
	fmt.Fprintln(p.w, msg)
}

func (p *progress) finish(s *Summary) {
	if p.w == nil {
		return
	}
	if p.tty {
		fmt.Fprintln(p.w)
	} else if p.lastLine != len(s.Games) {
		fmt.Fprintln(p.w, p.line(s))
	}
}
