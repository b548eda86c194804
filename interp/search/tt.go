package search

import "github.com/vdl-chess/vdl/interp"

// Bound says what a stored score is: exact, or only a bound on the true
// score because the search cut off or failed low.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the score is at most this (no move raised alpha)
	boundLower       // the score is at least this (a move reached beta)
	boundExact
)

// ttEntry is one remembered search of a position.
type ttEntry struct {
	key   uint64
	move  interp.Move
	score int32
	depth int8
	bound bound
	age   uint8
	has   bool // move is set
}

// table is the transposition table: one entry per slot, indexed by the
// low bits of the position hash and checked against the whole hash. A
// slot keeps the deeper search unless the entry is from an older search.
// The searchers of one search (Options.Threads) share it without locks:
// see ttSlot.
type table struct {
	entries []ttSlot
	mask    uint64
	age     uint8
}

// ttEntrySize is an entry's size in bytes, for sizing by megabytes.
const ttEntrySize = uint64(ttWords * 8)

// newTable makes a table of about mb megabytes (a power of two entries).
func newTable(mb int) *table {
	n := uint64(1)
	for n*2*ttEntrySize <= uint64(max(mb, 1))<<20 {
		n *= 2
	}
	t := &table{entries: make([]ttSlot, n), mask: n - 1}
	// Fresh memory is mapped on first touch: writing it now moves those
	// page faults (a few milliseconds for the default size, more on a
	// virtual machine) out of the first search, as Stockfish's clearing
	// of its table at start-up does, so a search's time is its own.
	t.clear()
	return t
}

func (t *table) clear() {
	clear(t.entries)
	t.age = 0
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask].load()
	return e, e.key == key && e.bound != boundNone
}

func (t *table) store(key uint64, m interp.Move, has bool, score, depth int, b bound) {
	slot := &t.entries[key&t.mask]
	e := slot.load()
	if e.key == key && e.age == t.age && int(e.depth) > depth && b != boundExact {
		return
	}
	if e.key != key && e.age == t.age && int(e.depth) > depth+2 {
		return
	}
	if !has && e.key == key && e.has {
		m, has = e.move, true // keep the best move an earlier search found
	}
	slot.save(ttEntry{key: key, move: m, score: int32(score), depth: int8(max(min(depth, 127), -128)), bound: b, age: t.age, has: has})
}
