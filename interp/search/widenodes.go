package search

// Late-move pruning in wide nodes. Near the horizon (lateMoveDepth plies
// and nearer) a node off the principal variation searches only its first
// 3+depth² quiet moves (half as many where the player's evaluation is
// not rising), and checks. A node of wideMoves legal moves or more, as
// games with drops have (a shogi middlegame has a hundred and more, most
// of them drops), prunes so up to wideMoveDepth plies from the horizon:
// there 3+depth² is still a third of its moves or less, while in chess,
// whose nodes rarely reach wideMoves, the rule hardly ever applies.
//
// Against Fairy-Stockfish at 100 ms a move vdl searched 3 to 5 plies in
// shogi's middlegames where Fairy-Stockfish searched 7 to 8 (which prunes
// late quiet moves by their count at every depth), and missed mates it
// finds at 7.
const (
	wideMoves     = 64
	wideMoveDepth = 6
)

// lateMoveLimit is the number of quiet moves searched at a node of n
// legal moves at depth before the others are pruned (late-move pruning;
// maxPly: none is), in a node that may be pruned.
func lateMoveLimit(depth, n int, improving bool) int {
	if depth > lateMoveDepth && (depth > wideMoveDepth || n < wideMoves) {
		return maxPly
	}
	k := 3 + depth*depth
	if !improving {
		k /= 2
	}
	return k
}
