package protocol

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Config configures an engine session.
type Config struct {
	Catalogue *Catalogue
	// NewSearcher makes the engine of a game; nil means EngineSearcher.
	NewSearcher SearcherFactory
	// Name is the engine's name for the GUI; "vdl" if empty.
	Name string
	// IgnoreInterrupt: in an XBoard session the process ignores SIGINT.
	// XBoard interrupts an engine with SIGINT until the engine's
	// features (sigint=0) arrive; an engine slow to start (a loaded
	// machine) would be killed mid-game. For a process of its own, as
	// vdl engine is.
	IgnoreInterrupt bool
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
// in and answering on out until quit or the end of the input.
func Run(cfg Config, protocol string, in io.Reader, out io.Writer) error {
	lines := newLineReader(in)
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
				fmt.Fprintf(out, "vdl engine: expected uci or xboard first, got %q\n", line)
			}
		}
	}
	o := newOutput(out)
	switch protocol {
	case "uci":
		newUCI(cfg, o).run(lines)
	case "xboard":
		if cfg.IgnoreInterrupt {
			signal.Ignore(os.Interrupt)
		}
		newXBoard(cfg, o).run(lines)
	default:
		return fmt.Errorf("protocol %q: expected one of %s", protocol, strings.Join(Protocols, ", "))
	}
	return nil
}

// lineReader reads commands one line at a time, with one line of
// push-back for the protocol detection.
type lineReader struct {
	sc      *bufio.Scanner
	pending []string
}

func newLineReader(r io.Reader) *lineReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20) // a position with many moves is a long line
	return &lineReader{sc: sc}
}

func (l *lineReader) next() (string, bool) {
	if n := len(l.pending); n > 0 {
		line := l.pending[n-1]
		l.pending = l.pending[:n-1]
		return line, true
	}
	if !l.sc.Scan() {
		return "", false
	}
	return strings.TrimRight(l.sc.Text(), "\r"), true
}

func (l *lineReader) unread(line string) { l.pending = append(l.pending, line) }
