package search

import (
	"math/rand"

	"github.com/vdl-chess/vdl/interp"
)

// Mobility is what the evaluation knows about each piece type without
// looking at a position: how many squares it reaches from each square of
// the variant's own board, measured with the interpreter's move
// generator, so every board shape and move rule is measured the same way.
type Mobility struct {
	// BySquare[c][t][s]: the average number of distinct destinations of
	// a lone piece of type t and colour c on s, over an empty board and
	// boards sprinkled with other pieces (see measureSamples).
	BySquare [2][][]float64
	// Average[t] over every square and both colours.
	Average []float64
}

// mobilityDensities are the fractions of squares occupied in the sampled
// boards: an empty board (how far a piece reaches), and two fillings like
// an opening and a middlegame, where riders are blocked, hoppers find
// screens and capture-only moves find victims.
var mobilityDensities = []float64{0, 0.25, 0.5}

// measureSamples is how many random boards each filling density gets.
const measureSamples = 4

// MeasureMobility measures every piece type of g. It is deterministic (a
// fixed seed) and takes a few milliseconds for a chess-sized game.
func MeasureMobility(g *interp.Game) *Mobility {
	n := len(g.V.Pieces)
	size := g.Files() * g.Ranks()
	mob := &Mobility{Average: make([]float64, n)}
	for c := range mob.BySquare {
		mob.BySquare[c] = make([][]float64, n)
		for t := range mob.BySquare[c] {
			mob.BySquare[c][t] = make([]float64, size)
		}
	}
	rng := rand.New(rand.NewSource(1))
	var buf []interp.Move
	seen := make([]int, size) // by square: the sample that last reached it
	mark := 0
	measured := make([]int, size) // by square: samples in which it was empty
	for _, density := range mobilityDensities {
		count := measureSamples
		if density == 0 {
			count = 1
		}
		for k := 0; k < count; k++ {
			p := g.EmptyPosition()
			filled := make([]bool, size)
			for s := 0; s < size; s++ {
				if !g.IsHole(interp.Square(s)) && rng.Float64() < density {
					if p.Put(interp.Square(s), rng.Intn(n), rng.Intn(2)) == nil {
						filled[s] = true
					}
				}
			}
			for s := range measured {
				if !filled[s] {
					measured[s]++
				}
			}
			for c := 0; c < 2; c++ {
				for t := 0; t < n; t++ {
					row := mob.BySquare[c][t]
					for s := 0; s < size; s++ {
						sq := interp.Square(s)
						if filled[s] || g.IsHole(sq) {
							continue
						}
						if p.Put(sq, t, c) != nil {
							continue
						}
						buf = p.PieceMoves(sq, buf[:0])
						mark++
						distinct := 0
						for _, m := range buf {
							if seen[m.To] != mark {
								seen[m.To] = mark
								distinct++
							}
						}
						p.Clear(sq)
						row[s] += float64(distinct)
					}
				}
			}
		}
	}
	cells := 0
	for s := 0; s < size; s++ {
		if !g.IsHole(interp.Square(s)) {
			cells++
		}
	}
	for c := 0; c < 2; c++ {
		for t := 0; t < n; t++ {
			sum := 0.0
			for s := range mob.BySquare[c][t] {
				mob.BySquare[c][t][s] /= float64(max(measured[s], 1))
				sum += mob.BySquare[c][t][s]
			}
			mob.Average[t] += sum / float64(2*max(cells, 1))
		}
	}
	return mob
}

// valueFromMobility turns a piece's average mobility into centipawns:
// 70 per square reached. The factor is fitted to the orthodox pieces
// measured this way on 8x8 (knight 310, bishop 360, rook 515, queen 875
// against the usual 320, 330, 500 and 900); over that range value grows
// in proportion to mobility, as H. G. Muller found for fairy pieces. On a
// larger board a rider reaches more squares and is worth more, as it is.
func valueFromMobility(mobility float64) int {
	return int(mobility*centipawnsPerSquare/5+0.5) * 5
}

// centipawnsPerSquare is the fit of valueFromMobility.
const centipawnsPerSquare = 70
