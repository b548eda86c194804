package search

import (
	"math"

	"github.com/vdl-chess/vdl/interp"
	"os"
	"strconv"
)

// pruneSet selects, while they are measured, the staged sets of pruning
// and reduction parameters closer to Fairy-Stockfish's (VDL_PRUNE, a sum
// of the bits below; 0 the search before).
var pruneSet = func() int {
	n, _ := strconv.Atoi(os.Getenv("VDL_PRUNE"))
	return n
}()

// pruneSet's bits: late-move pruning at every depth counting every move;
// Fairy-Stockfish's reduction table; two plies more reduction at
// expected cut nodes; its reverse futility and futility by the reduced
// depth; its null move.
const (
	pLMP  = 1
	pLMR  = 2
	pCut  = 4
	pFut  = 8
	pNull = 16
	pRoot = 32
	pPV   = 64
)

var lmpQuiet = os.Getenv("VDL_LMPQUIET") != ""

var lmpDepthFSF = func() int {
	n, err := strconv.Atoi(os.Getenv("VDL_LMPDEPTH"))
	if err != nil {
		return maxPly
	}
	return n
}()

// rootReduction is the reduction of the i-th root move m at depth, made
// (pRoot): a late quiet move that gives no check is reduced as on the
// principal variation.
func (s *searcher) rootReduction(depth, i int, m interp.Move) int {
	if pruneSet&pRoot == 0 || depth < 4 || i < 2 || s.p.InCheck() {
		return 0
	}
	s.p.Unmake()
	_, _, tactical := s.tactical(m)
	inCheck := s.p.InCheck()
	s.p.Make(m)
	if tactical || inCheck {
		return 0
	}
	return s.reductionFSF(depth, i, true, false, false, true, 0)
}

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
// variation, two more at an expected cut node (pCut), a ply
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
	if cutNode && pruneSet&pCut != 0 {
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
