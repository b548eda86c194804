package search

import (
	"sync/atomic"
	"unsafe"

	"github.com/vdl-chess/vdl/interp"
)

// A ttSlot holds one ttEntry as machine words that the searchers of a
// search (Options.Threads) read and write at the same time without a
// lock. Each word is loaded and stored atomically (on amd64 and arm64 a
// plain load or store), but a slot is several words, so a reader may see
// half of one write and half of another. The first word is therefore the
// position's hash XORed with every other word: a slot torn by two writes
// no longer gives back the hash it is probed for and reads as empty
// (Hyatt and Mann's lockless hashing, as Stockfish and Crafty use it).
// A move read from the table is only ever compared with generated legal
// moves, so even a slot that passed the check by chance could not make
// the search play an illegal move.
type ttSlot [ttWords]atomic.Uint64

// moveWords is the words an interp.Move takes; ttWords adds the checked
// hash and the word of score, depth, bound, age and has.
const (
	moveWords = int(unsafe.Sizeof(interp.Move{})+7) / 8
	ttWords   = 2 + moveWords
)

// load reads the slot; a torn slot reads as empty (key 0, boundNone).
func (s *ttSlot) load() ttEntry {
	var w [ttWords]uint64
	check := uint64(0)
	for i := range w {
		w[i] = s[i].Load()
		check ^= w[i]
	}
	key := check // w[0] ^ the rest
	data := w[1]
	e := ttEntry{
		key:   key,
		score: int32(uint32(data)),
		depth: int8(data >> 32),
		bound: bound(data >> 40),
		age:   uint8(data >> 48),
		has:   data>>56&1 != 0,
	}
	if e.has {
		var mw [moveWords]uint64
		copy(mw[:], w[2:])
		e.move = *(*interp.Move)(unsafe.Pointer(&mw))
	}
	return e
}

// save writes e into the slot.
func (s *ttSlot) save(e ttEntry) {
	var w [ttWords]uint64
	w[1] = uint64(uint32(e.score)) | uint64(uint8(e.depth))<<32 | uint64(e.bound)<<40 | uint64(e.age)<<48
	if e.has {
		w[1] |= 1 << 56
		var mw [moveWords]uint64
		*(*interp.Move)(unsafe.Pointer(&mw)) = e.move
		copy(w[2:], mw[:])
	}
	w[0] = e.key
	for _, x := range w[1:] {
		w[0] ^= x
	}
	for i := range w {
		s[i].Store(w[i])
	}
}
