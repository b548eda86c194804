// Package vdl is vdl as a library: chess variants defined in the vdl
// language, compiled and played from Go, without the command line.
//
// A [Variant] is a compiled variant: a bundled one by name ([Load]) or one
// compiled from vdl source ([Compile], [CompileFile]). A [Game] is a
// position of a variant with the moves that led to it: its legal moves in
// coordinate notation (UCI: e2e4, e7e8q, P@e5) and in short algebraic
// notation (SAN: e4, e8=Q, P@e5), moves played in either, undone, FEN in
// and out, perft, and the result by the variant's rules. An [Engine]
// searches a game for its best move within a depth, a node count or a
// time.
//
//	v, err := vdl.Load("capablanca")
//	if err != nil { ... }
//	g := v.NewGame()
//	err = g.Play("e4")          // SAN or UCI
//	fmt.Println(g.LegalMoves()) // [a7a6 a7a5 ...]
//	best, err := v.NewEngine().BestMove(g, vdl.Limits{Time: time.Second})
//
// The package is a thin layer over the compiler (package lang) and the
// interpreter (package interp and interp/search), the same pipeline the
// vdl command runs; its API is small and meant to stay: new features come
// as new functions and fields, not as changes to these.
//
// A Variant is immutable and safe for concurrent use; games and engines
// are not: give each goroutine its own (many games and engines may share
// one Variant).
package vdl
