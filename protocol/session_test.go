package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// session drives a protocol session as a GUI would: it writes commands
// and reads the engine's replies line by line.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
}

var (
	catOnce sync.Once
	catErr  error
	cat     *Catalogue
)

// testCatalogue compiles the bundled variants once for all tests; tests
// that load files make their own.
func testCatalogue(t *testing.T) *Catalogue {
	t.Helper()
	catOnce.Do(func() { cat = NewCatalogue(); catErr = cat.Err() })
	if catErr != nil {
		t.Fatal(catErr)
	}
	return cat
}

func startSession(t *testing.T, protocol string, cfg Config) *session {
	t.Helper()
	if cfg.Catalogue == nil {
		cfg.Catalogue = testCatalogue(t)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, lines: make(chan string, 10000), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		if err := Run(cfg, protocol, inR, outW); err != nil {
			t.Errorf("Run: %v", err)
		}
		outW.Close()
		inR.Close()
	}()
	go func() {
		defer close(s.lines)
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() { s.close() })
	return s
}

func (s *session) send(format string, args ...any) {
	s.t.Helper()
	if _, err := fmt.Fprintf(s.in, format+"\n", args...); err != nil {
		s.t.Fatalf("send %q: %v", fmt.Sprintf(format, args...), err)
	}
}

// replyTimeout bounds the wait for any one reply.
const replyTimeout = 20 * time.Second

// next returns the next line the engine sent.
func (s *session) next() string {
	s.t.Helper()
	select {
	case l, ok := <-s.lines:
		if !ok {
			s.t.Fatal("the engine closed its output")
		}
		return l
	case <-time.After(replyTimeout):
		s.t.Fatal("no reply from the engine")
	}
	return ""
}

// expect checks that the next line is want.
func (s *session) expect(want string) {
	s.t.Helper()
	if got := s.next(); got != want {
		s.t.Fatalf("got %q, want %q", got, want)
	}
}

// until reads lines up to and including the first that starts with
// prefix, and returns them all.
func (s *session) until(prefix string) []string {
	s.t.Helper()
	var got []string
	for {
		l := s.next()
		got = append(got, l)
		if strings.HasPrefix(l, prefix) {
			return got
		}
	}
}

// quiet checks that the engine sends nothing for a while.
func (s *session) quiet(d time.Duration) {
	s.t.Helper()
	select {
	case l := <-s.lines:
		s.t.Fatalf("unexpected reply %q", l)
	case <-time.After(d):
	}
}

// close quits the session and waits for it to end.
func (s *session) close() {
	fmt.Fprintln(s.in, "quit")
	s.in.Close()
	select {
	case <-s.done:
	case <-time.After(replyTimeout):
		s.t.Error("the session did not end after quit")
	}
}
