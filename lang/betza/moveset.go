package betza

import (
	"cmp"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Moves are compared field by field (compareMoves) and found again by a
// hash of their most telling fields (hashMove), not by a text of the move:
// compiling a string is paid for every piece every time a variant loads,
// and Redundant compiles each string once per letter.

// compareMoves orders two moves by every field, so that it is 0 exactly
// when they are the same move. The pointed-to values of pointer fields are
// compared, not the pointers.
func compareMoves(a, b *ir.Move) int {
	if c := slices.CompareFunc(a.Legs, b.Legs, compareLegs); c != 0 {
		return c
	}
	if c := compareModalities(a.Final, b.Final); c != 0 {
		return c
	}
	if c := compareBools(a.Initial, b.Initial); c != 0 {
		return c
	}
	if c := compareBools(a.SetsEnPassant, b.SetsEnPassant); c != 0 {
		return c
	}
	if c := comparePointers(a.Becomes, b.Becomes, cmp.Compare[int]); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Once, b.Once); c != 0 {
		return c
	}
	if c := slices.Compare(a.Victims, b.Victims); c != 0 {
		return c
	}
	if c := slices.Compare(a.FromRanks, b.FromRanks); c != 0 {
		return c
	}
	if c := comparePointers(a.Region, b.Region, compareRegions); c != 0 {
		return c
	}
	if c := compareBools(a.Tame, b.Tame); c != 0 {
		return c
	}
	if c := cmp.Or(
		compareBools(a.NotInCheck, b.NotInCheck),
		compareBools(a.Chain, b.Chain),
		compareBools(a.ChainStopsOnPromotion, b.ChainStopsOnPromotion),
		compareBools(a.ChainRemovesAtOnce, b.ChainRemovesAtOnce),
		compareBools(a.Swap, b.Swap),
		strings.Compare(a.SwapWith, b.SwapWith),
		compareBools(a.InCheck, b.InCheck),
	); c != 0 {
		return c
	}
	if c := comparePointers(a.Relay, b.Relay, compareRelays); c != 0 {
		return c
	}
	return slices.Compare(a.ToRanks, b.ToRanks)
}

func compareRelays(a, b ir.Relay) int {
	return cmp.Or(slices.Compare(a.By, b.By), slices.CompareFunc(a.Vectors, b.Vectors, func(x, y ir.Vector) int { return slices.Compare(x[:], y[:]) }))
}

func compareLegs(a, b ir.Leg) int {
	return cmp.Or(
		cmp.Compare(a.DX, b.DX),
		cmp.Compare(a.DY, b.DY),
		cmp.Compare(a.DZ, b.DZ),
		cmp.Compare(a.Dir, b.Dir),
		cmp.Compare(a.Min, b.Min),
		cmp.Compare(a.Max, b.Max),
		cmp.Compare(a.Pass, b.Pass),
		cmp.Compare(a.End, b.End),
		cmp.Compare(a.Extent, b.Extent),
		cmp.Compare(a.MinHurdles, b.MinHurdles),
		compareBools(a.Kill, b.Kill),
		compareBools(a.Round, b.Round),
	)
}

func compareModalities(a, b ir.Modality) int {
	return cmp.Or(
		compareBools(a.Move, b.Move),
		compareBools(a.Capture, b.Capture),
		compareBools(a.EnPassant, b.EnPassant),
	)
}

func compareRegions(a, b ir.MoveRegion) int {
	return cmp.Or(cmp.Compare(a.Region, b.Region), cmp.Compare(a.Mode, b.Mode))
}

func compareBools(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// comparePointers puts nil first, then compares the values.
func comparePointers[T any](a, b *T, f func(T, T) int) int {
	switch {
	case a == nil || b == nil:
		return compareBools(a != nil, b != nil)
	}
	return f(*a, *b)
}

// hashMove hashes the fields Betza moves differ in (FNV-1a over them):
// equal moves hash alike, and compareMoves settles a collision.
func hashMove(m *ir.Move) uint64 {
	h := uint64(14695981039346656037)
	mix := func(v int) {
		h ^= uint64(v)
		h *= 1099511628211
	}
	mixString := func(s string) {
		mix(len(s))
		for i := 0; i < len(s); i++ {
			mix(int(s[i]))
		}
	}
	mix(len(m.Legs))
	for i := range m.Legs {
		l := &m.Legs[i]
		mix(l.DX)
		mix(l.DY)
		mix(l.DZ)
		mix(l.Min)
		mix(l.Max)
		mixString(string(l.Pass))
		mixString(string(l.End))
	}
	flags := 0
	for i, b := range [...]bool{m.Final.Move, m.Final.Capture, m.Final.EnPassant, m.Initial, m.SetsEnPassant, m.Tame} {
		if b {
			flags |= 1 << i
		}
	}
	mix(flags)
	return h
}

// moveIndex finds the moves of a list by hash, to add each move once: it
// maps a hash to the first move added with it. Moves that differ but hash
// alike are rare, and found by going through the whole list.
type moveIndex map[uint64]int

// find gives the index in moves, all of which were added with add, of a
// move equal to m, or -1.
func (ix moveIndex) find(moves []ir.Move, m *ir.Move, h uint64) int {
	i, ok := ix[h]
	if !ok {
		return -1
	}
	if compareMoves(&moves[i], m) == 0 {
		return i
	}
	for i := range moves {
		if compareMoves(&moves[i], m) == 0 {
			return i
		}
	}
	return -1
}

// contains reports whether moves, all of which were added with add, hold
// a move equal to m.
func (ix moveIndex) contains(moves []ir.Move, m *ir.Move) bool {
	return ix.find(moves, m, hashMove(m)) >= 0
}

// add appends m to *moves unless an equal move is there already, and
// reports whether it did.
func (ix moveIndex) add(moves *[]ir.Move, m ir.Move) bool {
	h := hashMove(&m)
	if ix.find(*moves, &m, h) >= 0 {
		return false
	}
	if _, ok := ix[h]; !ok {
		ix[h] = len(*moves)
	}
	*moves = append(*moves, m)
	return true
}

// sortedMoves sorts moves in place (compareMoves) and drops repeats, to
// compare two sets of moves with sameMoves.
func sortedMoves(moves []ir.Move) []ir.Move {
	slices.SortFunc(moves, func(a, b ir.Move) int { return compareMoves(&a, &b) })
	return slices.CompactFunc(moves, func(a, b ir.Move) bool { return compareMoves(&a, &b) == 0 })
}

// sameMoves reports whether two lists from sortedMoves are equal.
func sameMoves(a, b []ir.Move) bool {
	return slices.EqualFunc(a, b, func(a, b ir.Move) bool { return compareMoves(&a, &b) == 0 })
}
