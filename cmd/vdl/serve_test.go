package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe to read while a command writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestServe starts vdl serve on a free loopback port, reads its URL from
// what it prints, fetches the page, and stops it as Ctrl-C does (its
// context is cancelled): it shuts down and returns without error.
func TestServe(t *testing.T) {
	var out, errOut lockedBuffer
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := newRootCmd()
	cmd.SetArgs([]string{"serve", "--addr", "127.0.0.1:0"})
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	done := make(chan error, 1)
	go func() { done <- cmd.ExecuteContext(ctx) }()
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
	var u string
	wait := patience(t)
	for deadline := time.Now().Add(wait); u == "" && time.Now().Before(deadline); {
		select {
		case err := <-done:
			t.Fatalf("vdl serve ended early: %v\n%s", err, errOut.String())
		case <-time.After(50 * time.Millisecond):
		}
		u = url.FindString(out.String())
	}
	if u == "" {
		t.Fatalf("vdl serve printed no URL on loopback in %v: %q", wait, out.String())
	}
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "vdl playground") {
		t.Errorf("GET %s: %d %.100s", u, resp.StatusCode, page)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("vdl serve stopped with %v", err)
		}
	case <-time.After(patience(t)):
		t.Fatal("vdl serve did not stop after Ctrl-C")
	}
	if !strings.Contains(errOut.String(), "stopping") {
		t.Errorf("stderr %q does not say it stops", errOut.String())
	}
}

// patience is how long a test may wait for what must happen (a server
// to start, to stop): until the test binary's deadline (go test
// -timeout), less a tenth of the time left (at least ten seconds) to
// report what it waited for; an hour with no deadline. A loaded machine
// makes the test slower, never failing; a wait for what never happens
// still fails, with its message, before the binary's timeout.
func patience(t *testing.T) time.Duration {
	d, ok := t.Deadline()
	if !ok {
		return time.Hour
	}
	left := time.Until(d)
	return max(left-max(left/10, 10*time.Second), time.Second)
}

// TestServeErrors: a file that cannot be read and an address that cannot
// be listened on are errors at start.
func TestServeErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", "127.0.0.1:0", "no-such-file.vdl"}, "no-such-file.vdl"},
		{[]string{"serve", "--addr", "not-an-address"}, "not-an-address"},
	} {
		var out bytes.Buffer
		cmd := newRootCmd()
		cmd.SetArgs(tc.args)
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		err := cmd.Execute()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one naming %q", tc.args, err, tc.want)
		}
	}
}
