package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// process is an engine program talking a line protocol on its standard
// input and output. It runs in its own process group, which is killed
// when the engine is closed or stops answering in time: a child the
// engine started (and which holds its output open) cannot outlive it.
type process struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *os.File    // the reading ends of the program's standard output
	errR  *os.File    // and standard error
	lines chan string // closed when the program's output ends
	// exited is closed when the program has ended (by itself or killed).
	exited chan struct{}
	// errDone is closed when standard error has been read to its end
	// (which a child of the program may hold off).
	errDone chan struct{}
	path    string
	// stderr keeps the end of what the program wrote on its standard
	// error, for error messages.
	stderr *tailBuffer
	mu     sync.Mutex
	dead   bool   // closed or killed: nothing more is sent
	why    string // why it can play no more (killed, exited), for the report
}

// errTimeout is returned when the engine does not answer in time.
var errTimeout = errors.New("no answer in time")

// exitGrace is how long the output of a program that has ended is still
// read: a child of it may hold the output open.
const exitGrace = 200 * time.Millisecond

func startProcess(path string, args []string) (*process, error) {
	cmd := exec.Command(path, args...)
	ownProcessGroup(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	// Files, not Go pipes: Wait then returns as soon as the program ends,
	// whoever else holds its output open.
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = outW, errW
	err = cmd.Start()
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return nil, fmt.Errorf("starting %s: %v", path, err)
	}
	tail := &tailBuffer{max: 2000}
	p := &process{cmd: cmd, in: in, out: outR, errR: errR, lines: make(chan string, 256), exited: make(chan struct{}),
		errDone: make(chan struct{}), path: path, stderr: tail}
	go func() {
		cmd.Wait()
		close(p.exited)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
		for sc.Scan() {
			p.lines <- strings.TrimRight(sc.Text(), "\r")
		}
		close(p.lines)
	}()
	go func() {
		io.Copy(tail, errR)
		close(p.errDone)
	}()
	return p, nil
}

// send writes one line to the engine.
func (p *process) send(format string, args ...any) error {
	p.mu.Lock()
	if p.dead {
		p.mu.Unlock()
		return fmt.Errorf("%s has been closed or killed", p.path)
	}
	_, err := fmt.Fprintf(p.in, format+"\n", args...)
	p.mu.Unlock()
	if err != nil {
		if p.hasExited() {
			return p.ended()
		}
		return fmt.Errorf("writing to %s: %v", p.path, err)
	}
	return nil
}

// readLine waits for the next line until the deadline. Once the program
// has ended, what it wrote before is still read for exitGrace.
func (p *process) readLine(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", p.ended()
		}
		return line, nil
	case <-timer.C:
		return "", errTimeout
	case <-p.exited:
		grace := time.NewTimer(exitGrace)
		defer grace.Stop()
		select {
		case line, ok := <-p.lines:
			if ok {
				return line, nil
			}
		case <-grace.C:
		}
		return "", p.ended()
	}
}

// exitWait bounds the wait for the exit of a program whose output has
// ended. One that ended its output by exiting is reaped at once, but on a
// loaded machine not always within exitGrace (its crash was then reported
// without its exit status); one that lives on without output can play no
// more, and is killed when exitWait is over (a variable for the tests).
var exitWait = 10 * time.Second

// ended is the error of an engine whose output has ended or which has
// exited: it can play no more (broken says so from now on). Its exit, and
// so its exit status, is waited for (at most exitWait, see there).
func (p *process) ended() error {
	select {
	case <-p.exited:
	case <-time.After(exitWait):
		p.kill(fmt.Sprintf("killed: its output ended but it did not exit within %v", exitWait))
	}
	err := p.exitError()
	p.mu.Lock()
	if p.why == "" {
		p.why = err.Error()
	}
	p.mu.Unlock()
	return err
}

// waitFor reads lines until one for which match returns true, calling
// each line seen (if see is not nil) and giving up at the deadline.
func (p *process) waitFor(deadline time.Time, see func(string), match func(string) bool) (string, error) {
	for {
		line, err := p.readLine(deadline)
		if err != nil {
			return "", err
		}
		if see != nil {
			see(line)
		}
		if match(line) {
			return line, nil
		}
	}
}

// hasExited reports whether the program has ended.
func (p *process) hasExited() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

// stderrGrace bounds the wait for the end of a program's standard error
// once it has exited.
const stderrGrace = time.Second

// broken says why the engine can play no more ("" while it can): it has
// exited (crashed), or it was killed when it did not answer in time.
func (p *process) broken() string {
	p.mu.Lock()
	why := p.why
	p.mu.Unlock()
	if why != "" {
		return why
	}
	if p.hasExited() {
		return p.exitError().Error()
	}
	return ""
}

func (p *process) exitError() error {
	msg := fmt.Sprintf("%s exited", p.path)
	if st := p.cmd.ProcessState; p.hasExited() && st != nil {
		msg += " (" + st.String() + ")"
	}
	if p.hasExited() {
		// The program's last words may still be in the pipe: wait for
		// them, but not for a child that holds standard error open.
		select {
		case <-p.errDone:
		case <-time.After(stderrGrace):
		}
	}
	if s := strings.TrimSpace(p.stderr.String()); s != "" {
		msg += ": " + s
	}
	return errors.New(msg)
}

// kill ends the program and everything it started (its process group) at
// once, for the reason given.
func (p *process) kill(why string) {
	p.mu.Lock()
	if p.why == "" {
		p.why = fmt.Sprintf("%s was %s", p.path, why)
	}
	p.dead = true
	p.in.Close()
	p.mu.Unlock()
	killGroup(p.cmd)
	<-p.exited
	p.out.Close()
	p.errR.Close()
}

// close asks the engine to quit with quitLine, waits a second for it to
// end, then kills its process group: what it started ends with it.
func (p *process) close(quitLine string) {
	p.send("%s", quitLine)
	p.mu.Lock()
	p.dead = true
	p.in.Close()
	p.mu.Unlock()
	select {
	case <-p.exited:
	case <-time.After(time.Second):
	}
	killGroup(p.cmd)
	<-p.exited
	p.out.Close()
	p.errR.Close()
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(b), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
