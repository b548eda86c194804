package interp

import "github.com/vdl-chess/vdl/interp/ir"

// zobrist holds the random keys of the position hash. They come from a
// fixed-seed generator so hashes are stable across runs and machines.
type zobrist struct {
	piece  []uint64 // cell code * squares + square
	side   uint64
	virgin []uint64 // by square
	ep     []uint64 // by square
	once   [2][32]uint64
	part   [ir.MaxTurnMoves + 1]uint64 // moves left in a multi-move turn
	after  []uint64                    // by type moved in the turn's previous part, +1
	nSq    int
	// The move White has chosen in a simultaneous turn (simultaneous.go).
	pendFrom, pendTo []uint64 // by square
	pendKind         [8]uint64
	pendPromo        []uint64 // by promotion type + 1
	// Pieces in hand: by (colour*nTypes + type)*maxHand + count.
	hand []uint64
	// By square: a promoted piece that remembers its origin stands there;
	// a gate is open there.
	origin, gate []uint64
	// Checks left to give, by colour and count (checkcount.go).
	checks [2][]uint64
}

func (z *zobrist) init(nSq, nTypes, checks int) {
	rng := splitmix(0x9E3779B97F4A7C15)
	z.nSq = nSq
	z.piece = make([]uint64, (firstCell+2*nTypes)*nSq)
	for i := range z.piece {
		z.piece[i] = rng.next()
	}
	z.side = rng.next()
	z.virgin = make([]uint64, nSq)
	z.ep = make([]uint64, nSq)
	for i := 0; i < nSq; i++ {
		z.virgin[i] = rng.next()
		z.ep[i] = rng.next()
	}
	for i := range z.part {
		z.part[i] = rng.next()
	}
	for c := range z.once {
		for i := range z.once[c] {
			z.once[c][i] = rng.next()
		}
	}
	z.after = make([]uint64, nTypes+1)
	for i := 1; i <= nTypes; i++ { // none (0) keeps the hash of a game without parts
		z.after[i] = rng.next()
	}
	z.pendFrom, z.pendTo = make([]uint64, nSq), make([]uint64, nSq)
	for i := 0; i < nSq; i++ {
		z.pendFrom[i], z.pendTo[i] = rng.next(), rng.next()
	}
	for i := range z.pendKind {
		z.pendKind[i] = rng.next()
	}
	z.pendPromo = make([]uint64, nTypes+1)
	for i := range z.pendPromo {
		z.pendPromo[i] = rng.next()
	}
	z.hand = make([]uint64, 2*nTypes*maxHand)
	for i := range z.hand {
		z.hand[i] = rng.next()
	}
	z.origin, z.gate = make([]uint64, nSq), make([]uint64, nSq)
	for i := 0; i < nSq; i++ {
		z.origin[i], z.gate[i] = rng.next(), rng.next()
	}
	if checks > 0 {
		for c := range z.checks {
			z.checks[c] = make([]uint64, checks+1)
			for i := range z.checks[c] {
				z.checks[c][i] = rng.next()
			}
		}
	}
}

// handKey is the key of n pieces of hand slot i (colour*nTypes + type);
// an empty slot adds nothing.
func (z *zobrist) handKey(i, n int) uint64 {
	if n == 0 {
		return 0
	}
	return z.hand[i*maxHand+n]
}

// pendKey is the hash key of a move chosen and not yet played.
func (z *zobrist) pendKey(m Move) uint64 {
	return z.pendFrom[m.From] ^ z.pendTo[m.To] ^ z.pendKind[m.Kind&7] ^ z.pendPromo[m.Promo]
}

func (z *zobrist) pieceKey(cell uint8, s Square) uint64 {
	return z.piece[int(cell)*z.nSq+int(s)]
}

type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9E3779B97F4A7C15
	x := uint64(*s)
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}
