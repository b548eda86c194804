package main

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// On a pipe the engine ignores SIGINT, which XBoard sends while the
// engine thinks until it has read "feature sigint=0" (late when the
// machine is loaded): the engine must not die of it.
func TestEngineIgnoresInterrupt(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "engine")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(out)
	expect := func(prefix string) {
		t.Helper()
		for lines.Scan() {
			if strings.HasPrefix(lines.Text(), prefix) {
				return
			}
		}
		t.Fatalf("the engine ended before %q: %v", prefix, cmd.Wait())
	}
	in.Write([]byte("xboard\nprotover 2\n"))
	expect("feature done=1") // the engine is running its session
	in.Write([]byte("new\nsd 100\ngo\n"))
	time.Sleep(100 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	in.Write([]byte("?\nping 7\n"))
	expect("move ")
	expect("pong 7")
	in.Write([]byte("quit\n"))
	if err := cmd.Wait(); err != nil {
		t.Errorf("the engine ended with %v", err)
	}
}
