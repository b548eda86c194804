package match

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// The test binary doubles as a small fake engine: run with
// VDL_FAKE_ENGINE=uci or xboard (and VDL_FAKE_MODE=illegal to send an
// illegal move, =silent never to answer), it speaks that protocol on its
// standard input and output, keeping the position with vdl's own
// interpreter and playing the first legal move in coordinate order.
//
// More modes: crash-once exits with status 3 and braces on standard
// error at its first go, unless the file VDL_FAKE_MARK exists (it makes
// it); brace sends a move with braces in it; child starts a child process
// (VDL_FAKE_ENGINE=sleeper) that holds its standard output and error
// open, writing its process id to VDL_FAKE_MARK, then plays as usual;
// log appends every line it reads to VDL_FAKE_MARK; slow waits 300 ms
// before each move; mute closes its standard output at its first go and
// lives on; crash-refuse counts its lives in VDL_FAKE_MARK,
// crashes at its first go in the first, refuses every variant but chess
// in the second (as an engine that lost its set-up), plays as usual from
// the third, and appends "go VARIANT" to VDL_FAKE_MARK.log at every go.
func TestMain(m *testing.M) {
	if os.Getenv("VDL_FAKE_ENGINE") == "sleeper" {
		os.WriteFile(os.Getenv("VDL_FAKE_MARK"), []byte(strconv.Itoa(os.Getpid())), 0o644)
		time.Sleep(time.Hour)
		os.Exit(0)
	}
	if proto := os.Getenv("VDL_FAKE_ENGINE"); proto != "" {
		if os.Getenv("VDL_FAKE_MODE") == "child" {
			child := exec.Command(os.Args[0])
			child.Env = append(os.Environ(), "VDL_FAKE_ENGINE=sleeper")
			child.Stdout, child.Stderr = os.Stdout, os.Stderr
			if err := child.Start(); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
		fakeEngine(proto, os.Getenv("VDL_FAKE_MODE"), os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type fake struct {
	out     io.Writer
	mode    string
	variant string
	g       *interp.Game
	p       *interp.Position
	life    int // crash-refuse: this run's number, from 1
}

// refusing: the variants but chess are refused (crash-refuse's second life).
func (f *fake) refusing() bool { return f.mode == "crash-refuse" && f.life == 2 }

func (f *fake) say(format string, args ...any) { fmt.Fprintf(f.out, format+"\n", args...) }

func (f *fake) setVariant(name string) {
	if name == "normal" {
		name = "chess"
	}
	v, err := lang.Find(name)
	if err != nil {
		f.say("info string unknown variant %s", name)
		return
	}
	f.variant = name
	f.g, _ = interp.NewGame(v)
	f.p, _ = f.g.StartPosition()
	f.say("info string variant %s files %d ranks %d", name, v.Board.Files, v.Board.Ranks)
}

// bestMove is the legal move first in coordinate order.
func (f *fake) bestMove() string {
	switch f.mode {
	case "illegal":
		return "a1a1"
	case "brace":
		return "a1a1}1-0{"
	case "crash-once":
		mark := os.Getenv("VDL_FAKE_MARK")
		if _, err := os.Stat(mark); err != nil {
			os.WriteFile(mark, nil, 0o644)
			fmt.Fprintln(os.Stderr, "fatal: {crashed} } 1-0 %")
			os.Exit(3)
		}
	case "crash-refuse":
		if log, err := os.OpenFile(os.Getenv("VDL_FAKE_MARK")+".log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			fmt.Fprintf(log, "go %s\n", f.variant)
			log.Close()
		}
		if f.life == 1 {
			fmt.Fprintln(os.Stderr, "fatal: crashed")
			os.Exit(3)
		}
	}
	best := ""
	for _, m := range f.p.LegalMoves(nil) {
		if s := f.g.MoveString(m); best == "" || s < best {
			best = s
		}
	}
	return best
}

func (f *fake) play(text string) bool {
	m, err := f.p.ParseMove(text)
	if err != nil {
		return false
	}
	f.p.Make(m)
	return true
}

func fakeEngine(proto, mode string, in io.Reader, out io.Writer) {
	f := &fake{out: out, mode: mode}
	if mode == "crash-refuse" {
		mark := os.Getenv("VDL_FAKE_MARK")
		lives, _ := os.ReadFile(mark)
		f.life = len(lives) + 1
		os.WriteFile(mark, append(lives, '+'), 0o644)
	}
	f.setVariant("chess")
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if fields[0] == "quit" {
			return
		}
		if mode == "log" {
			if log, err := os.OpenFile(os.Getenv("VDL_FAKE_MARK"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
				fmt.Fprintln(log, sc.Text())
				log.Close()
			}
		}
		if mode == "slow" && fields[0] == "go" {
			time.Sleep(300 * time.Millisecond)
		}
		if mode == "mute" && fields[0] == "go" {
			os.Stdout.Close()
			time.Sleep(time.Hour)
		}
		if proto == "uci" {
			f.uci(fields)
		} else {
			f.xboard(fields)
		}
	}
}

func (f *fake) uci(fields []string) {
	switch fields[0] {
	case "uci":
		f.say("id name FakeUCI")
		if f.refusing() {
			f.say("option name UCI_Variant type combo default chess var chess")
		} else {
			f.say("option name UCI_Variant type combo default chess var chess var capablanca")
		}
		f.say("uciok")
	case "setoption":
		if len(fields) >= 5 && fields[2] == "UCI_Variant" && !f.refusing() {
			f.setVariant(fields[4])
		}
	case "isready":
		f.say("readyok")
	case "position":
		// position fen F... moves m...
		text := strings.Join(fields[1:], " ")
		fenPart, movesPart, _ := strings.Cut(text, " moves ")
		fenPart = strings.TrimPrefix(fenPart, "fen ")
		if fenPart == "startpos" {
			f.p, _ = f.g.StartPosition()
		} else if p, err := f.g.ParseFEN(fenPart); err == nil {
			f.p = p // else (another variant's) the position is kept
		}
		for _, m := range strings.Fields(movesPart) {
			f.play(m)
		}
	case "go":
		if f.mode == "silent" {
			return
		}
		f.say("info depth 1 score cp 17 nodes 1 pv %s", f.bestMove())
		f.say("bestmove %s", f.bestMove())
	}
}

func (f *fake) xboard(fields []string) {
	switch fields[0] {
	case "protover":
		f.say(`feature setboard=1 usermove=1 ping=1 myname="FakeCECP" variants="normal,capablanca" done=1`)
	case "variant":
		if f.refusing() && fields[1] != "normal" {
			f.say("Error (unsupported variant): variant %s", fields[1])
			break
		}
		f.setVariant(fields[1])
	case "new":
		f.setVariant("chess")
	case "setboard":
		if p, err := f.g.ParseFEN(strings.Join(fields[1:], " ")); err == nil {
			f.p = p
		} else {
			f.say("Error (bad FEN): setboard %s", strings.Join(fields[1:], " "))
		}
	case "usermove":
		if !f.play(fields[1]) {
			f.say("Illegal move: %s", fields[1])
		}
	case "ping":
		f.say("pong %s", fields[1])
	case "go":
		if f.mode == "silent" {
			return
		}
		m := f.bestMove()
		f.say("1 -23 0 1 %s", m)
		f.say("move %s", m)
		f.play(m)
	}
}
