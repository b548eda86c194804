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
	if done > 0 {
		left := time.Duration(float64(time.Since(p.start)) / float64(done) * float64(p.total-done))
		eta = left.Round(time.Second).String()
	}
	return fmt.Sprintf("[%s] %d/%d games  %s%s %g - %g %s (%.1f%%)  Elo %s +/- %s  ETA %s",
		bar, done, p.total, p.self, p.names[0], st.Points, float64(done)-st.Points, p.names[1], 100*st.Score, st.Elo, st.EloError, eta)
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

func (p *progress) update(s *Summary) {
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
