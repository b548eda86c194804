package vdl_test

import (
	"fmt"
	"log"
	"slices"
	"time"

	"github.com/vdl-chess/vdl"
)

// Load a bundled variant by name and look at its start.
func ExampleLoad() {
	v, err := vdl.Load("capablanca")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(v.Title(), v.Files(), "x", v.Ranks())
	fmt.Println(v.StartFEN())
	g := v.NewGame()
	fmt.Println(len(g.LegalMoves()), "legal moves")
	// Output:
	// Capablanca chess 10 x 8
	// rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
	// 28 legal moves
}

// An unknown name is an error that suggests the closest.
func ExampleLoad_unknown() {
	_, err := vdl.Load("capablance")
	fmt.Println(err)
	// Output:
	// unknown variant "capablance" (did you mean capablanca?)
}

// Compile a variant from vdl text: here chess's rules on a 3x3 board.
func ExampleCompile() {
	v, err := vdl.Compile(`
variant tiny extends orthodox "Tiny chess" {
	board 3x3
	setup "k2/3/2K w - - 0 1"
	castling none
}`, "")
	if err != nil {
		log.Fatal(err)
	}
	g := v.NewGame()
	moves := g.LegalMoves()
	slices.Sort(moves)
	fmt.Println(v.Name(), moves)
	n, _ := g.Perft(3)
	fmt.Println("perft 3:", n)
	// Output:
	// tiny [c1b1 c1c2]
	// perft 3: 4
}

// Source with a mistake gives every diagnostic, with its place and code.
func ExampleCompile_error() {
	_, err := vdl.Compile(`
variant tiny extends orthodox "Tiny chess" {
	board 3x3
	setup "k2/3/2K w - a2 0 1"
	castling none
}`, "")
	fmt.Println(err)
	// Output:
	// input.vdl:4:21: error[V028]: setup: en passant a2: no enemy piece that could just have passed it
}

// Play moves in SAN or UCI, read the position, take a move back.
func ExampleGame_Play() {
	v, _ := vdl.Load("chess")
	g := v.NewGame()
	if err := g.PlayMoves("e4", "e7e5", "Nf3"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.FEN())
	fmt.Println(g.MovesSAN(), g.Moves())
	fmt.Println(g.Play("Ke3"))
	g.Undo()
	fmt.Println(g.SideToMove(), g.MovesSAN())
	// Output:
	// rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// [e4 e5 Nf3] [e2e4 e7e5 g1f3]
	// "Ke3" is not a legal move here
	// white [e4 e5]
}

// The rules of the variant decide the game.
func ExampleGame_Result() {
	v, _ := vdl.Load("chess")
	g := v.NewGame()
	g.PlayMoves("f3", "e5", "g4", "Qh4")
	r := g.Result()
	fmt.Println(r, r.Rule, r.Winner)
	fmt.Println(g.MovesSAN())
	// Output:
	// 0-1 checkmate black
	// [f3 e5 g4 Qh4#]
}

// Perft counts the legal move tree, from the start or from a FEN.
func ExampleGame_Perft() {
	v, _ := vdl.Load("chess")
	g, err := v.NewGameFromFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		log.Fatal(err)
	}
	for depth := 1; depth <= 3; depth++ {
		n, _ := g.Perft(depth)
		fmt.Println(depth, n)
	}
	// Output:
	// 1 48
	// 2 2039
	// 3 97862
}

// Drops in crazyhouse: a captured piece goes to the captor's hand.
func ExampleGame_LegalMovesSAN() {
	v, _ := vdl.Load("crazyhouse")
	g := v.NewGame()
	g.PlayMoves("e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5")
	fmt.Println(g.FEN())
	var drops []string
	for _, m := range g.LegalMovesSAN() {
		if m[1] == '@' && m[2] == 'e' { // a pawn dropped on the e-file
			drops = append(drops, m)
		}
	}
	fmt.Println(drops)
	g.Play("P@e6")
	fmt.Println(g.FEN())
	// Output:
	// rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 2 4
	// [P@e2 P@e3 P@e4 P@e5 P@e6]
	// rnb1kbnr/ppp1pppp/4P3/q7/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4
}

// The engine finds the best move within a depth, a node count or a time.
func ExampleEngine_BestMove() {
	v, _ := vdl.Load("chess")
	g, _ := v.NewGameFromFEN("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	best, err := v.NewEngine().BestMove(g, vdl.Limits{Depth: 3, Time: 10 * time.Second})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(best.SAN, best.Move, "mate in", best.Mate)
	// Output:
	// Ra8# a1a8 mate in 1
}
