// Package protocol makes vdl an engine for chess GUIs: it speaks UCI (as
// Fairy-Stockfish extends it, with UCI_Variant and VariantPath) and
// XBoard/CECP (with engine-defined variants: a setup line, one piece line
// per piece in Betza notation, and highlight boards in answer to lift).
//
// Both protocols are thin: the variants come from the compiler (package
// lang), positions, moves and perft from the interpreter (package interp)
// and the moves the engine plays from a Searcher, which is search.Engine
// unless a caller plugs in another.
package protocol
