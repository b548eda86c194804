package interp

import "github.com/vdl-chess/vdl/interp/ir"

// Hand-built IR, independent of the compiler, so the interpreter's tests do
// not depend on lang/.

func leaps(final ir.Modality, vecs ...[2]int) []ir.Move {
	var ms []ir.Move
	for _, v := range vecs {
		ms = append(ms, ir.Move{Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 1}}, Final: final})
	}
	return ms
}

func rides(vecs ...[2]int) []ir.Move {
	var ms []ir.Move
	for _, v := range vecs {
		ms = append(ms, ir.Move{Legs: []ir.Leg{{DX: v[0], DY: v[1], Min: 1, Max: 0}}, Final: both})
	}
	return ms
}

var (
	both     = ir.Modality{Move: true, Capture: true}
	orth     = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	diag     = [][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}
	knight   = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
	kingVecs = append(append([][2]int{}, orth...), diag...)
)

func handChess() *ir.Variant {
	pawn := []ir.Move{
		{Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Move: true}},
		{Legs: []ir.Leg{{DX: 1, DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Capture: true, EnPassant: true}},
		{Legs: []ir.Leg{{DX: -1, DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Capture: true, EnPassant: true}},
		{Legs: []ir.Leg{{DY: 1, Min: 1, Max: 1, End: ir.Empty}, {DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Move: true}, Initial: true, SetsEnPassant: true},
	}
	return &ir.Variant{
		Name:  "chess",
		Board: ir.Board{Kind: "grid", Files: 8, Ranks: 8},
		Pieces: []ir.Piece{
			{Name: "King", Letter: "K", Moves: leaps(both, kingVecs...)},
			{Name: "Queen", Letter: "Q", Value: 900, Moves: rides(kingVecs...)},
			{Name: "Rook", Letter: "R", Value: 500, Moves: rides(orth...)},
			{Name: "Bishop", Letter: "B", Value: 330, Moves: rides(diag...)},
			{Name: "Knight", Letter: "N", Value: 320, Moves: leaps(both, knight...)},
			{Name: "Pawn", Letter: "P", Value: 100, Moves: pawn},
		},
		Setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Rules: ir.Rules{
			Royal:      []int{0},
			Castling:   &ir.Castling{King: 0, Rooks: []int{2}, Kingside: &ir.CastlingSide{KingFile: 6, RookFile: 5}, Queenside: &ir.CastlingSide{KingFile: 2, RookFile: 3}},
			Promotions: []ir.Promotion{{Pieces: []int{5}, FromRank: 8, ToRank: 8, Choices: []int{1, 2, 3, 4}, Mandatory: true}},
			Checkmate:  ir.Loss, Stalemate: ir.Draw, MoveRule: 50, MoveRulePieces: []int{5}, Repetition: 3,
		},
	}
}
