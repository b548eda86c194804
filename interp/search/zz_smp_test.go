package search

import (
	"fmt"
	"testing"
	"time"
)

func TestZZSMP(t *testing.T) {
	for _, fen := range []string{"r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"} {
		for _, th := range []int{1, 2, 1, 2, 1, 2} {
			p := position(t, "chess", fen)
			e := NewEngine(p.Game(), Options{Threads: th})
			start := time.Now()
			var mainNodes uint64
			res := e.Search(p, Limits{MoveTime: 100 * time.Millisecond}, func(i Info) {})
			_ = mainNodes
			fmt.Printf("threads %d: depth %d score %v nodes %d time %v best %s\n", th, res.Info.Depth, res.Info.Score, res.Nodes, time.Since(start).Round(time.Millisecond), p.Game().MoveString(res.Best))
		}
	}
}
