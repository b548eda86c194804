package protocol

import (
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// recordingSearcher is the engine, noting the threads and hash sizes it
// is given.
type recordingSearcher struct {
	*search.Engine
	mu      *sync.Mutex
	threads *[]int
	hashes  *[]int
}

func (r recordingSearcher) SetThreads(n int) {
	r.mu.Lock()
	*r.threads = append(*r.threads, n)
	r.mu.Unlock()
	r.Engine.SetThreads(n)
}

func (r recordingSearcher) SetHash(mb int) {
	r.mu.Lock()
	*r.hashes = append(*r.hashes, mb)
	r.mu.Unlock()
	r.Engine.SetHash(mb)
}

// UCI's Threads and XBoard's cores reach the engine, also one made
// after them for a new variant, and the engine then plays on that many
// threads; XBoard's memory resizes its table; bad values are refused
// and change nothing.
func TestThreadsAndMemory(t *testing.T) {
	tests := []struct {
		protocol string
		script   []step
		threads  []int // every SetThreads, in order
		hashes   []int // every SetHash
	}{
		{"uci", []step{
			{"setoption name Threads value 3", nil},
			{"setoption name Threads value 0", []string{`info string error: Threads: "0" is out of range: want 1 to 256`}},
			{"setoption name UCI_Variant value capablanca", nil},
			{"position startpos", nil},
			{"go depth 3", nil},
		}, []int{1, 3, 3}, nil}, // chess (UCI_Variant: no default variant first), then Threads and capablanca
		{"xboard", []step{
			{"cores 2", nil},
			{"cores two", []string{"Error (cores takes a whole number from 1): cores two"}},
			{"cores", []string{"Error (expected cores N): cores"}},
			{"memory 0", []string{"Error (memory takes a whole number from 1): memory 0"}},
			{"memory 32", nil},
			{"variant capablanca", nil},
			{"cores 9999", nil},
		}, []int{1, 2, 2, 256}, []int{32}},
	}
	for _, tt := range tests {
		t.Run(tt.protocol, func(t *testing.T) {
			var mu sync.Mutex
			var threads, hashes []int
			cfg := Config{NewSearcher: func(g *interp.Game, hashMB int) Searcher {
				return recordingSearcher{search.NewEngine(g, search.Options{HashMB: hashMB}), &mu, &threads, &hashes}
			}}
			s := startSession(t, tt.protocol, cfg)
			if tt.protocol == "uci" {
				s.send("uci")
				s.until("uciok")
				s.send("setoption name UCI_Variant value chess")
			} else {
				s.send("xboard")
				s.send("protover 2")
				s.until("feature done=1")
				s.send("new")
			}
			for _, st := range tt.script {
				s.send("%s", st.send)
				if tt.protocol == "xboard" && st.reply == nil && st.send == "variant capablanca" {
					s.send("ping 0")
					s.until("pong 0")
				}
				s.replies(st)
				if st.send == "go depth 3" {
					s.until("bestmove")
				}
			}
			if tt.protocol == "uci" {
				s.send("isready")
				s.expect("readyok")
			} else {
				s.send("ping 9")
				s.expect("pong 9")
			}
			mu.Lock()
			defer mu.Unlock()
			if !equalInts(threads, tt.threads) || !equalInts(hashes, tt.hashes) {
				t.Errorf("threads %v, hashes %v; want %v, %v", threads, hashes, tt.threads, tt.hashes)
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
