package search

import "github.com/vdl-chess/vdl/interp"

// The pawn structure (pawns) depends on the squares of the pawn types'
// pieces alone, which most moves leave as they were: the search keeps
// the structures of recent positions in a table (in its evalCache, one a
// thread), keyed by a hash of those squares (a pawn hash, as engines
// keep), so that the pass over the pawns a position costs is one that
// sums the key, where the table holds its structure. The values are
// pawns' own: a key of 64 bits says which squares the pawns stand on, as
// the position's hash says which position the evaluation cache holds.

// pawnTableSize is the table's slots, a power of two (40 bytes each).
const pawnTableSize = 1 << 14

// pawnTable holds pawn structures by pawn key.
type pawnTable struct {
	slots [pawnTableSize]pawnSlot
}

// pawnSlot is a pawn key's structure: what pawns adds, by colour, and
// the files holding pawns (pawnFiles), for the open files.
type pawnSlot struct {
	key    uint64
	mg, eg [2]int32
	files  [2]uint64
}

// pawnKeys makes the random keys of the pawn types' squares, by colour,
// type and square (nil for the other types): fixed, so that a key says
// the same squares in every search.
func (e *Evaluator) pawnKeys() {
	if e.pawnTypes == nil {
		return
	}
	size := e.g.Files() * e.g.Ranks()
	x := uint64(0x9e3779b97f4a7c15)
	for c := 0; c < 2; c++ {
		e.pawnKey[c] = make([][]uint64, e.n)
		for _, t := range e.pawnTypes {
			keys := make([]uint64, size)
			for s := range keys {
				x += 0x9e3779b97f4a7c15 // splitmix64
				z := x
				z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
				z = (z ^ z>>27) * 0x94d049bb133111eb
				keys[s] = z ^ z>>31
			}
			e.pawnKey[c][t] = keys
		}
	}
}

// cachedPawns is pawns (adding to mg and eg) by way of the table pc,
// and gives pawnFiles too.
func (e *Evaluator) cachedPawns(p *interp.Position, mg, eg *[2]int, pc *pawnTable) (files [2]uint64) {
	var key uint64
	for _, t := range e.pawnTypes {
		for c := 0; c < 2; c++ {
			keys := e.pawnKey[c][t]
			for _, s := range p.PieceSquares(c, t) {
				key ^= keys[s]
			}
		}
	}
	sl := &pc.slots[key&(pawnTableSize-1)]
	if sl.key != key {
		var m, g [2]int
		e.pawns(p, &m, &g)
		*sl = pawnSlot{key: key, mg: [2]int32{int32(m[0]), int32(m[1])}, eg: [2]int32{int32(g[0]), int32(g[1])}, files: e.pawnFiles(p)}
	}
	for c := 0; c < 2; c++ {
		mg[c] += int(sl.mg[c])
		eg[c] += int(sl.eg[c])
	}
	return sl.files
}
