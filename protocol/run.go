package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/interp"
)

// Config configures an engine session.
type Config struct {
	Catalogue *Catalogue
	// NewSearcher makes the engine of a game; nil means EngineSearcher.
	NewSearcher SearcherFactory
	// Name is the engine's name for the GUI; "vdl" if empty.
	Name string
}

func (c Config) name() string {
	if c.Name == "" {
		return "vdl"
	}
	return c.Name
}

func (c Config) searcher(g *interp.Game, hashMB int) Searcher {
	if c.NewSearcher == nil {
		return EngineSearcher(g, hashMB)
	}
	return c.NewSearcher(g, hashMB)
}

// Protocols are the names Run accepts.
var Protocols = []string{"auto", "uci", "xboard"}

// Run runs one session in the given protocol ("uci", "xboard", or "auto":
// the GUI's first command, uci or xboard, decides), reading commands from
// in and answering on out until quit or the end of the input. A line of
// more than MaxLine bytes is dropped with an error message (UCI's info
// string, XBoard's Error) and the session goes on.
func Run(cfg Config, protocol string, in io.Reader, out io.Writer) error {
	o := newOutput(out)
	lines := newLineReader(in)
	lines.long = func(string) {
		o.printf("vdl engine: a line of more than %d bytes (1 MiB) was dropped", MaxLine)
	}
	if protocol == "auto" {
		for {
			line, ok := lines.next()
			if !ok {
				return nil
			}
			word, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			if word == "uci" || word == "xboard" {
				protocol = word
				lines.unread(line)
				break
			}
			if word == "quit" {
				return nil
			}
			if word != "" {
				o.printf("vdl engine: expected uci or xboard first, got %q", cut(line, 80))
			}
		}
	}
	switch protocol {
	case "uci":
		lines.long = func(string) {
			o.printf("info string error: a line of more than %d bytes (1 MiB) was dropped", MaxLine)
		}
		newUCI(cfg, o).run(lines)
	case "xboard":
		lines.long = func(head string) {
			word, _, _ := strings.Cut(strings.TrimSpace(head), " ")
			o.printf("Error (line of more than %d bytes dropped): %s", MaxLine, cut(word, 40))
		}
		newXBoard(cfg, o).run(lines)
	default:
		return fmt.Errorf("protocol %q: expected one of %s", protocol, strings.Join(Protocols, ", "))
	}
	return nil
}

// cut shortens s to at most n bytes (at a rune boundary), marking the cut.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// MaxLine bounds a command line: a position with many moves is a long
// line, but not this long.
const MaxLine = 1 << 20

// lineReader reads commands one line at a time, with one line of
// push-back for the protocol detection. A line longer than MaxLine is
// skipped, and long is called with its first bytes.
type lineReader struct {
	r       *bufio.Reader
	buf     []byte
	pending []string
	long    func(head string)
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64*1024)}
}

// next returns the next line; false when the input has ended (or cannot
// be read).
func (l *lineReader) next() (string, bool) {
	if n := len(l.pending); n > 0 {
		line := l.pending[n-1]
		l.pending = l.pending[:n-1]
		return line, true
	}
	for {
		l.buf = l.buf[:0]
		over, head := false, ""
		for {
			chunk, more, err := l.r.ReadLine()
			if err != nil {
				return "", false
			}
			switch {
			case over:
			case len(l.buf)+len(chunk) > MaxLine:
				over = true
				head = string(append(l.buf, chunk...)[:64])
				l.buf = l.buf[:0]
			default:
				l.buf = append(l.buf, chunk...)
			}
			if !more {
				break
			}
		}
		if over {
			if l.long != nil {
				l.long(head)
			}
			continue
		}
		return strings.TrimRight(string(l.buf), "\r"), true
	}
}

func (l *lineReader) unread(line string) { l.pending = append(l.pending, line) }

// commandLoop hands the lines read to do until it returns false (quit)
// or the input ends. While a perft count runs, the lines for which urgent
// is false wait their turn, in order, until it ends: a script's later
// commands come after its count, as with Fairy-Stockfish, while urgent
// ones (stop, quit) are obeyed at once. At the end of the input a running
// count is finished, the lines waiting are handled, then atEnd is called.
func commandLoop(lines *lineReader, t *thinker, urgent func(cmd string) bool, do func(line string) bool, atEnd func()) {
	in, over := make(chan string), make(chan struct{})
	defer close(over)
	go func() {
		defer close(in)
		for {
			line, ok := lines.next()
			if !ok {
				return
			}
			select {
			case in <- line:
			case <-over:
				return
			}
		}
	}()
	var queue []string
	for {
		count := t.counting()
		for count == nil && len(queue) > 0 {
			line := queue[0]
			queue = queue[1:]
			if !do(line) {
				return
			}
			count = t.counting()
		}
		select {
		case line, ok := <-in:
			if !ok {
				if count != nil {
					<-count
				}
				for len(queue) > 0 {
					line := queue[0]
					queue = queue[1:]
					if !do(line) {
						return
					}
					if count := t.counting(); count != nil {
						<-count
					}
				}
				atEnd()
				return
			}
			word, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			if count != nil && !urgent(word) {
				queue = append(queue, line)
				continue
			}
			if !do(line) {
				return
			}
		case <-count: // nil (blocks forever) when no count runs
		}
	}
}
