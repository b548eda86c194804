package protocol

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Every command is read while the engine searches or counts perft, and
// stop and quit end either at once; pings during a search are answered
// after the move without blocking the session; an overlong line is
// dropped with a message; huge times are clamped, not wrapped round.

// quit sends quit and checks that the session ends.
func (s *session) quit() {
	s.t.Helper()
	s.send("quit")
	select {
	case <-s.done:
	case <-time.After(replyTimeout):
		s.t.Fatal("the session did not end after quit")
	}
}

// deepPerft is a perft of chess that takes hours.
const deepPerft = "9"

func TestUCIPerftInBackground(t *testing.T) {
	s := startSession(t, "uci", Config{})
	start := time.Now()
	s.send("go perft " + deepPerft)
	s.send("position startpos moves e2e4") // waits for the count
	s.send("d")
	s.send("isready")
	s.expect("readyok") // at once, while counting
	t.Logf("readyok after %v", time.Since(start))
	start = time.Now()
	s.send("stop")
	s.expect("info string perft stopped: no count")
	t.Logf("perft stopped in %v", time.Since(start))
	s.replies(step{"d", boardLines("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")})
	// Commands after a count wait for it, in order.
	s.send("position startpos")
	s.send("go perft 2")
	s.send("position startpos moves e2e4")
	s.send("go perft 1")
	s.replies(step{"go perft 2", []string{"", "Nodes searched: 400", ""}})
	s.replies(step{"go perft 1", []string{"", "Nodes searched: 20", ""}})
	// quit ends a count at once.
	s.send("go perft " + deepPerft)
	s.send("d")
	s.quit()
}

// At the end of the input a count is finished, as a script piping its
// commands wants.
func TestUCIPerftAtEndOfInput(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("go perft 3")
	s.send("go perft 1")
	s.in.Close()
	s.replies(step{"go perft 3", []string{"", "Nodes searched: 8902", ""}})
	s.replies(step{"go perft 1", []string{"", "Nodes searched: 20", ""}})
}

func TestUCIQuitDuringSearch(t *testing.T) {
	for _, goCmd := range []string{"go infinite", "go depth 1000", "go movetime 9223372036854775807",
		"go wtime 9223372036854775807 btime 9223372036854775807 winc 9223372036854775807 binc 9223372036854775807"} {
		t.Run(goCmd, func(t *testing.T) {
			s := startSession(t, "uci", Config{})
			s.send("position startpos")
			s.send("%s", goCmd)
			s.send("isready")
			for _, l := range s.until("readyok") {
				if strings.HasPrefix(l, "bestmove") {
					t.Fatalf("%s: answered at once: %q", goCmd, l)
				}
			}
			s.noBestMove(300 * time.Millisecond) // no time limit wrapped round to nothing
			s.quit()
		})
	}
}

func TestXBoardPerftInBackground(t *testing.T) {
	s := startSession(t, "xboard", Config{})
	s.send("xboard")
	s.send("protover 2")
	s.until("feature done=1")
	s.send("perft " + deepPerft)
	s.send("ping 1")        // waits for the count
	s.send("usermove e2e4") // waits for the count
	s.send("ping 2")
	s.send("?") // move now: ends the count
	s.expect("# perft stopped: no count")
	s.expect("pong 1")
	s.until("move ")
	s.expect("pong 2") // after the move
	s.send("new")
	s.send("perft 2")
	s.send("perft 1")
	lines := s.until("Nodes searched:")
	if last := lines[len(lines)-1]; last != "Nodes searched: 400" {
		t.Errorf("perft 2: %q", last)
	}
	lines = s.until("Nodes searched:")
	if last := lines[len(lines)-1]; last != "Nodes searched: 20" {
		t.Errorf("perft 1: %q", last)
	}
	s.send("perft " + deepPerft)
	s.send("new")
	s.quit()
}

// A ping during an unlimited search does not stop the session reading:
// the pong comes after the move, and quit is obeyed at once.
func TestXBoardPingDuringSearch(t *testing.T) {
	for _, tc := range [][]string{{"sd 100"}, {"level 0 99999999999999999999 0", "time 99999999999999999999", "otim 99999999999999999999"},
		{"level 1 0:99999999999 99999999999"}, {"st 1e300"}} {
		name := strings.Join(tc, ", ")
		t.Run(name, func(t *testing.T) {
			s := startSession(t, "xboard", Config{})
			s.send("xboard")
			s.send("protover 2")
			s.until("feature done=1")
			s.send("new")
			for _, c := range tc {
				s.send("%s", c)
			}
			s.send("ping 0")
			s.expect("pong 0") // no error
			s.send("go")
			s.send("ping 1")
			s.send("?")
			s.until("move ")
			s.expect("pong 1")
			s.send("usermove e7e5")
			s.send("ping 2")
			s.quit()
		})
	}
}

func TestOverlongLine(t *testing.T) {
	long := "position startpos moves " + strings.Repeat("e2e4 ", MaxLine/5)
	for _, tc := range []struct{ protocol, hello, want, ready, ok string }{
		{"uci", "uci", "info string error: a line of more than 1048576 bytes (1 MiB) was dropped", "isready", "readyok"},
		{"xboard", "xboard", "Error (line of more than 1048576 bytes dropped): position", "ping 1", "pong 1"},
		{"auto", "", "vdl engine: a line of more than 1048576 bytes (1 MiB) was dropped", "uci", "uciok"},
	} {
		t.Run(tc.protocol, func(t *testing.T) {
			s := startSession(t, tc.protocol, Config{})
			if tc.hello != "" {
				s.send("%s", tc.hello)
				s.send("%s", tc.ready)
				s.until(tc.ok)
			}
			s.send("%s", long)
			s.expect(tc.want)
			// A line of exactly MaxLine bytes is read.
			s.send("%s%s", tc.ready, strings.Repeat(" ", MaxLine-len(tc.ready)))
			s.until(tc.ok)
			s.quit()
		})
	}
}

// Huge times are clamped to MaxClock; negative ones to the least.
func TestClampedTimes(t *testing.T) {
	g, err := testCatalogue(t).Game("chess")
	if err != nil {
		t.Fatal(err)
	}
	b, err := newBoard(g, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args string
		want time.Duration
	}{
		{"movetime 9223372036854775807", MaxClock},
		{"movetime 99999999999999999999", MaxClock},
		{"movetime 9223372036854", MaxClock},
		{"movetime 2500", 2500 * time.Millisecond},
		{"movetime -5", time.Millisecond},
		{"wtime 9223372036854775", MaxClock},
		{"winc 9223372036854775", MaxClock},
	} {
		lim, _, err := parseGo(b, strings.Fields(tc.args))
		if err != nil {
			t.Fatalf("%s: %v", tc.args, err)
		}
		got := max(lim.MoveTime, lim.Time[interp.White], lim.Inc[interp.White])
		if got != tc.want {
			t.Errorf("go %s: %v, want %v", tc.args, got, tc.want)
		}
	}
	for _, tc := range []struct {
		cmd  string
		args []string
		want time.Duration // the engine's clock, or st's time
	}{
		{"st", []string{"1e300"}, MaxClock},
		{"st", []string{"0.5"}, 500 * time.Millisecond},
		{"level", []string{"40", "99999999999999999999", "0"}, MaxClock},
		{"level", []string{"40", "9223372036854775807:9223372036854775807", "0"}, MaxClock},
		{"level", []string{"40", "5:30", "0"}, 330 * time.Second},
		{"time", []string{"9223372036854775807"}, MaxClock},
		{"time", []string{"-3"}, 10 * time.Millisecond},
	} {
		var x xboard
		switch tc.cmd {
		case "time":
			x.clockReport(tc.cmd, tc.args)
		default:
			var err error
			if tc.cmd == "st" {
				err = x.clock.st(tc.args[0])
			} else {
				err = x.clock.level(tc.args)
			}
			if err != nil {
				t.Fatalf("%s %v: %v", tc.cmd, tc.args, err)
			}
		}
		if got := max(x.clock.perMove, x.clock.mine); got != tc.want {
			t.Errorf("%s %v: %v, want %v", tc.cmd, tc.args, got, tc.want)
		}
	}
	if MaxClock*4 > math.MaxInt64/4 {
		t.Error("MaxClock leaves no room for the search's time arithmetic")
	}
}
