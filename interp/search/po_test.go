package search

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

func BenchmarkPlayoutChess(b *testing.B) {
	p := position(b, "chess", "")
	rng := rand.New(rand.NewSource(1))
	var buf []interp.Move
	for i := 0; i < b.N; i++ {
		q := p.Clone()
		Playout(q, rng, 10000, buf)
	}
}
