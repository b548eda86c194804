package search

import (
	"testing"
	"time"
)

// A slot gives back what was saved in it, and a slot torn between two
// saves (some words of each, as two threads writing at once may leave
// it) reads as empty for both positions' hashes.
func TestTTSlot(t *testing.T) {
	p := position(t, "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	legal := p.LegalMoves(nil)
	if len(legal) < 40 {
		t.Fatalf("%d moves", len(legal))
	}
	entries := []ttEntry{
		{key: 0x0123456789abcdef, move: legal[0], score: 37, depth: 5, bound: boundExact, age: 3, has: true},
		{key: 0xfedcba9876543210, move: legal[len(legal)-1], score: -mateScore + 7, depth: -3, bound: boundUpper, age: 255, has: true},
		{key: 1, score: mateScore - 2, depth: 127, bound: boundLower},
		{key: ^uint64(0), move: legal[7], score: -1, depth: 0, bound: boundUpper, age: 1, has: true},
	}
	for _, m := range legal { // castling, en passant, promotions: every kind of move
		entries = append(entries, ttEntry{key: uint64(m.From)<<32 | uint64(m.To)<<8 | 77, move: m, score: 12, depth: 2, bound: boundLower, has: true})
	}
	for i, e := range entries {
		var s ttSlot
		s.save(e)
		if got := s.load(); got != e {
			t.Errorf("entry %d: saved %+v, loaded %+v", i, e, got)
		}
	}
	var a, b ttSlot
	ea, eb := entries[0], entries[1]
	a.save(ea)
	b.save(eb)
	for mask := 1; mask < 1<<ttWords-1; mask++ { // every mix of the two, neither whole
		var torn ttSlot
		for w := range ttWords {
			if mask>>w&1 != 0 {
				torn[w].Store(a[w].Load())
			} else {
				torn[w].Store(b[w].Load())
			}
		}
		got := torn.load()
		if got.key == ea.key || got.key == eb.key {
			t.Errorf("words %b of one entry and the rest of the other read as an entry of key %x", mask, got.key)
		}
	}
}

// skipDepth spreads the helpers: the first searches the even depths
// only, the second the odd ones, the next ones blocks of two depths in
// turn; the main search (0) every depth.
func TestSkipDepth(t *testing.T) {
	tests := []struct {
		id   int
		want string // depths 1 to 12, x where skipped
	}{
		{0, "............"},
		{1, "x.x.x.x.x.x."},
		{2, ".x.x.x.x.x.x"},
		{3, ".xx..xx..xx."},
		{4, "xx..xx..xx.."},
	}
	for _, tt := range tests {
		got := ""
		for d := 1; d <= 12; d++ {
			if skipDepth(tt.id, d) {
				got += "x"
			} else {
				got += "."
			}
		}
		if got != tt.want {
			t.Errorf("helper %d: depths %s, want %s", tt.id, got, tt.want)
		}
	}
}

// A search on several threads finds the same mates as on one, counts
// every thread's nodes in its reports and in its node limit, and stops
// when told.
func TestThreads(t *testing.T) {
	p := position(t, "chess", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1")
	for _, threads := range []int{2, 4} {
		e := NewEngine(p.Game(), Options{Threads: threads})
		res := e.Search(p, Limits{Depth: 5}, nil)
		if res.Info.Score.Mate != 2 || !forcedWin(p, p.SideToMove(), 2) {
			t.Errorf("%d threads: score %v, want mate 2", threads, res.Info.Score)
		}
		q := position(t, "chess", "")
		const limit = 20000
		var last Info
		res = e.Search(q, Limits{Nodes: limit}, func(i Info) { last = i })
		// Each thread may go 64 nodes past the limit before it looks,
		// and the helpers stop a little after the main search.
		if res.Nodes < limit || res.Nodes > limit+uint64(threads)*500 {
			t.Errorf("%d threads, %d nodes a search: searched %d", threads, limit, res.Nodes)
		}
		if last.Nodes > res.Nodes || last.Nodes == 0 {
			t.Errorf("%d threads: last report %d nodes of %d", threads, last.Nodes, res.Nodes)
		}
		if !containsMove(q.LegalMoves(nil), res.Best) {
			t.Errorf("%d threads: best move %v is not legal", threads, res.Best)
		}
		go func() {
			time.Sleep(50 * time.Millisecond)
			e.Stop()
		}()
		res = e.Search(q, Limits{Infinite: true}, nil)
		if res.NoMove || !containsMove(q.LegalMoves(nil), res.Best) {
			t.Errorf("%d threads, stopped: best move %v", threads, res.Best)
		}
	}
}
