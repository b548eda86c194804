// Package search chooses moves and plays games on top of the interpreter:
// the players of `vdl play` and the loop that runs a game to its end.
//
// Players are interfaces: they sit outside the move-generation hot path,
// and a new one (a deeper search, an engine over a protocol) plugs in
// without touching the loop.
package search
