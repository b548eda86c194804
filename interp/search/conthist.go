package search

import "github.com/vdl-chess/vdl/interp"

// contHistory is continuation history, as in Stockfish: how often a
// quiet move (its piece and destination, historyIndex) cut off right
// after a given move of the other side, or of the same player in a turn
// of several moves (its piece and destination too). It adds to the
// history of the move alone what is known of it as an answer: a
// counter-move table that learns every answer's worth, not just the
// last one's. Its table has a row for every move index, so it is kept
// only where that is small (contMaxIndex); elsewhere it adds nothing.
// The engine keeps each thread's table from search to search (as
// Stockfish does, the answers learnt stay good for the next moves of the
// game) and clears it with the transposition table (NewGame).
type contHistory struct {
	table []int16 // by previous index * n + index
	n     int
	// prev[ply] is the index of the move that led to ply, or -1 (the
	// root, a null move).
	prev [maxPly + 1]int32
	// fold, where not nil: by history index, the table's (initCont).
	fold []int32
}

// contMaxIndex: continuation history is kept where the index of a move
// on the board (colour, type, destination) takes at most this many
// values, and the drops' indexes add at most half as many again (else
// they are folded onto the board's): its table then needs at most
// 4.5*contMaxIndex² bytes (shogi's 3,402 indexes 23 MB).
const contMaxIndex = 2400

// initCont takes the continuation history of searcher thread id from
// the engine (see contHistory). Its rows and columns are the history's
// (historyIndex), drops apart, where they are few enough (contMaxIndex);
// else, if the board's are, each drop is folded onto its type's moves to
// the same square (fold maps a history index to the table's).
func (s *searcher) initCont(id int) {
	n, board := len(s.history), 2*s.types*s.size
	s.cont.prev[0] = -1
	if board > contMaxIndex {
		return
	}
	if n > contMaxIndex*3/2 {
		n = board
		s.cont.fold = make([]int32, len(s.history))
		for i := range s.cont.fold {
			s.cont.fold[i] = int32(i)
		}
		for t, slot := range s.dropSlot {
			for c := 0; c < 2 && slot >= 0; c++ {
				for sq := 0; sq < s.size; sq++ {
					s.cont.fold[(2*s.types+c*s.dropTypes+slot)*s.size+sq] = int32((c*s.types+t)*s.size + sq)
				}
			}
		}
	}
	s.cont.table, s.cont.n = s.e.contTable(id, n), n
}

// contIndex is the continuation history's index of the move of history
// index h (see initCont).
func (s *searcher) contIndex(h int) int {
	if s.cont.fold != nil {
		return int(s.cont.fold[h])
	}
	return h
}

// contTable is the continuation history of searcher thread id, made on
// first use for move indexes of n values. The engine's lock, held by the
// search, guards it.
func (e *Engine) contTable(id, n int) []int16 {
	for len(e.conts) <= id {
		e.conts = append(e.conts, nil)
	}
	if len(e.conts[id]) != n*n {
		e.conts[id] = make([]int16, n*n)
	}
	return e.conts[id]
}

// setPrev records m, about to be made at ply, as the move that leads to
// ply+1.
func (s *searcher) setPrev(ply int, m interp.Move) {
	if s.cont.table != nil {
		s.cont.prev[ply+1] = int32(s.contIndex(s.historyIndex(s.p, m)))
	}
}

// setPrevNull records a null move made at ply.
func (s *searcher) setPrevNull(ply int) { s.cont.prev[ply+1] = -1 }

// contScore is the continuation history of the quiet move of index idx
// at ply.
func (s *searcher) contScore(ply, idx int) int32 {
	if prev := s.cont.prev[ply]; prev >= 0 && s.cont.table != nil {
		return int32(s.cont.table[int(prev)*s.cont.n+s.contIndex(idx)])
	}
	return 0
}

// addCont adds bonus to the continuation history of the quiet move of
// index idx at ply, with gravity (see addHistory).
func (s *searcher) addCont(ply, idx int, bonus int32) {
	prev := s.cont.prev[ply]
	if prev < 0 || s.cont.table == nil {
		return
	}
	c := &s.cont.table[int(prev)*s.cont.n+s.contIndex(idx)]
	h := int32(*c)
	*c = int16(h + bonus - h*max(bonus, -bonus)/historyCap)
}
