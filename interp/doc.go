// Package interp runs the IR of a variant: it compiles piece movement into
// per-square tables once (Game), then plays on a Position with legal move
// generation, make/unmake with an undo stack, check detection, Zobrist
// hashing, FEN in and out, game results and perft.
//
// The hot path (generation, make, unmake, attack tests) works on flat slices
// prepared by NewGame and allocates nothing: no maps, interfaces or closures
// are touched per node.
package interp
