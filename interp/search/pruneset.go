package search

import (
	"math"
	"os"
	"strconv"
)

// pruneSet selects, while they are measured, the staged sets of pruning
// and reduction parameters closer to Fairy-Stockfish's (VDL_PRUNE=0..3;
// 0 the search before).
var pruneSet = func() int {
	n, _ := strconv.Atoi(os.Getenv("VDL_PRUNE"))
	return n
}()

// lmrFSF[d][n] is Fairy-Stockfish 11's reduction of the n-th move (n
// counted from 1) at depth d, in 1024ths of a ply: 0.6·ln d·ln n.
var lmrFSF = func() (t [64][64]int32) {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			t[d][n] = int32(1024 * 0.6 * math.Log(float64(d)) * math.Log(float64(n)))
		}
	}
	return t
}()

// reductionFSF is reduction with Fairy-Stockfish 11's table (lmrFSF, the
// i-th move of a node counted from 0): a ply more where not improving
// and the table's figure is a ply or more, two less on the principal
// variation, two more at an expected cut node (pruneSet 2 on), a ply
// less for a killer, by history as reduction, and never to below one
// ply.
func (s *searcher) reductionFSF(depth, i int, pvNode, cutNode, killer, improving bool, history int32) int {
	raw := lmrFSF[min(depth, 63)][min(i+1, 63)]
	r := int((raw + 511) / 1024)
	if !improving && raw > 1007 {
		r++
	}
	if pvNode {
		r -= 2
	}
	if cutNode && pruneSet >= 2 {
		r += 2
	}
	if killer {
		r--
	}
	r -= int(history / historyReduction)
	return max(0, min(r, depth-2))
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Fairy-Stockfish 11's margins, scaled from its internal units (a pawn
// 128 in the middlegame) to centipawns (a pawn 100): reverse futility
// 217·(d - improving) to 5 plies, futility 235 + 172 a ply of the reduced
// depth below 6 plies for a move whose history is under about a third of
// its range, null move where the static evaluation is at least
// beta - 32·d - 30·improving + 292, reduced by one more ply for every 192
// above beta (at most 3).
const (
	rfpDepthFSF        = 5
	rfpMarginFSF       = 170
	futilityDepthFSF   = 6
	futilityBaseFSF    = 184
	futilityPlyFSF     = 134
	futilityHistoryFSF = 6000
	nullDepthFSF       = 25
	nullImprovingFSF   = 23
	nullBaseFSF        = 228
	nullEvalFSF        = 150
)
