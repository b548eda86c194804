package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// process is an engine program talking a line protocol on its standard
// input and output.
type process struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // closed when the program's output ends
	path  string
	// stderr keeps the end of what the program wrote on its standard
	// error, for error messages.
	stderr *tailBuffer
	mu     sync.Mutex
	dead   bool
}

// errTimeout is returned when the engine does not answer in time.
var errTimeout = errors.New("no answer in time")

func startProcess(path string, args []string) (*process, error) {
	cmd := exec.Command(path, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	tail := &tailBuffer{max: 2000}
	cmd.Stderr = tail
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %v", path, err)
	}
	p := &process{cmd: cmd, in: in, lines: make(chan string, 256), path: path, stderr: tail}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
		for sc.Scan() {
			p.lines <- strings.TrimRight(sc.Text(), "\r")
		}
		close(p.lines)
	}()
	return p, nil
}

// send writes one line to the engine.
func (p *process) send(format string, args ...any) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.dead {
		return fmt.Errorf("%s has exited", p.path)
	}
	_, err := fmt.Fprintf(p.in, format+"\n", args...)
	if err != nil {
		return fmt.Errorf("writing to %s: %v", p.path, err)
	}
	return nil
}

// readLine waits for the next line until the deadline.
func (p *process) readLine(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", p.exitError()
		}
		return line, nil
	case <-timer.C:
		return "", errTimeout
	}
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

func (p *process) exitError() error {
	msg := fmt.Sprintf("%s exited", p.path)
	if s := strings.TrimSpace(p.stderr.String()); s != "" {
		msg += ": " + s
	}
	return errors.New(msg)
}

// close asks the engine to quit with quitLine and kills it if it has not
// after a second.
func (p *process) close(quitLine string) {
	p.send("%s", quitLine)
	p.mu.Lock()
	p.dead = true
	p.in.Close()
	p.mu.Unlock()
	done := make(chan struct{})
	go func() {
		p.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		p.cmd.Process.Kill()
		<-done
	}
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
