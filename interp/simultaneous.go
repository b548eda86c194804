package interp

import "fmt"

// Simultaneous turns (ir.TurnOrder.Simultaneous, Synchronistic chess):
// both sides choose a move for the same position and the pair is played
// together. Inside the interpreter a pair is two calls of Make: White's
// move is only recorded (the board does not change, Black is to move and
// the hash holds the chosen move); Black's move then resolves the pair,
// playing its parts as single moves ("raw", each with its own undo record)
// under one marker record that Unmake takes back whole. Each move must be
// legal alone in the shared position: it may not leave its own royals
// attacked were it the only move. Perft counts pairs (Perft).
//
// Resolution, for moves w (White's) and b (Black's):
//   - a reciprocal take (w takes b's mover and b takes w's): both removed;
//   - a capture of a piece that moved away (a castling partner included):
//     the captor goes to the square and takes the piece where it went if
//     it ranks higher (Rules.Rank), else the capture misses and is a
//     plain move;
//   - both to one vacant square (a castling brings two pieces): the White
//     piece takes the Black one on Black's half of the board (the upper
//     ranks), the Black piece the White one on White's half; on the
//     middle rank of an odd board both are removed;
//   - otherwise White's move, then Black's. A part that no longer fits
//     the board (a castling whose squares the other move took) is dropped.
//
// En passant rights do not outlive a pair. A side whose royals are all
// gone has lost (both: a draw); a side with no legal move at a turn
// boundary is mated or stalemated, and if both are mated the game is a
// draw (simOutcome).

func (g *Game) compileSimultaneous() error {
	t := g.turns
	if len(t.Opening) > 0 || len(t.Then) > 0 || len(t.Parts) > 0 {
		return fmt.Errorf("turn order: simultaneous cannot go with opening, then or parts")
	}
	g.simul, g.turns = true, nil
	g.hasEndings = true // royalLost
	g.rank = make([]int, g.nTypes)
	r := g.V.Rules.Rank
	for i, t := range r {
		if err := g.checkPiece("rank", t); err != nil {
			return err
		}
		g.rank[t] = len(r) - i
	}
	return nil
}

// makeSim plays m in a game of simultaneous turns.
func (p *Position) makeSim(m Move) {
	g := p.g
	z := &g.zobrist
	if p.side == White {
		p.undo = append(p.undo, undoRecord{move: m, hash: p.hash, moved: p.board[m.From]})
		p.history = append(p.history, p.hash)
		if g.keepPlies {
			p.plies = append(p.plies, 0)
		}
		p.side = Black
		p.hash ^= z.side ^ z.pendKey(m)
		return
	}
	w := p.undo[len(p.undo)-1].move
	mark := undoRecord{move: m, hash: p.hash, fullmove: int32(p.fullmove), moved: p.board[m.From]}
	base, hbase, pbase := len(p.undo), len(p.history), len(p.plies)
	p.hash ^= z.side ^ z.pendKey(w)
	p.side = White
	p.raw = true
	p.resolve(w, m)
	p.raw = false
	mark.partsLeft = int16(len(p.undo) - base)
	for i := 0; i < p.epN; i++ {
		p.hash ^= z.ep[p.epSq[i]]
	}
	p.epN = 0
	if p.side != White {
		p.side = White
		p.hash ^= z.side
	}
	p.fullmove = int(mark.fullmove) + 1
	p.undo = append(p.undo, mark)
	p.history = append(p.history[:hbase], mark.hash)
	if g.keepPlies {
		p.plies = append(p.plies[:pbase], plyBlack)
	}
}

// unmakeSim takes back the last makeSim.
func (p *Position) unmakeSim() {
	n := len(p.undo) - 1
	u := p.undo[n]
	p.undo = p.undo[:n]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
	if p.side == Black { // White's chosen move
		p.side, p.hash = White, u.hash
		return
	}
	steps := int(u.partsLeft)
	p.history = p.history[:len(p.history)+steps]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)+steps]
	}
	p.raw = true
	for i := 0; i < steps; i++ {
		p.side = 1 - cellColor(p.undo[len(p.undo)-1].moved)
		p.Unmake()
	}
	p.raw = false
	p.side, p.hash, p.fullmove = Black, u.hash, int(u.fullmove)
}

// resolve plays the pair w, b from the shared position (raw). A castling
// moves two pieces, the king and its partner, and both count as movers:
// a capture aimed at the partner's square finds it gone (rule 1), and
// either may dispute a vacant square (rule 3), for both colours alike.
func (p *Position) resolve(w, b Move) {
	g := p.g
	wDest, wTakes := p.fled(w, b)
	bDest, bTakes := p.fled(b, w)
	switch {
	case wTakes && bTakes: // reciprocal take
		p.rawMake(b)
		p.rawRemove(b.To)
	case wTakes || bTakes: // the captor's target moved away
		mover, captor, dest := b, w, wDest
		if bTakes {
			mover, captor, dest = w, b, bDest
		}
		target := p.board[captor.To]
		outranks := g.rank[cellType(p.board[captor.From])] > g.rank[cellType(target)]
		p.rawMake(mover)
		captor.Kind = Quiet
		p.rawMake(captor)
		if outranks && dest != NoSquare {
			if c := p.board[dest]; c >= firstCell && cellColor(c) == cellColor(target) {
				p.rawRemove(dest)
			}
		}
	default:
		if s := p.disputed(w, b); s != NoSquare {
			p.dispute(w, b, s)
			return
		}
		p.rawMake(w)
		p.rawMake(b)
	}
}

// fled reports whether c captures a piece that m moves away, and where
// that piece goes (NoSquare if it leaves the board).
func (p *Position) fled(c, m Move) (Square, bool) {
	if c.Kind != Capture {
		return NoSquare, false
	}
	switch {
	case m.Kind == Castle && c.To == Square(m.Aux):
		return p.g.partnerTo(int(m.side), cellColor(p.board[m.From]), m.To, p.g.rankOf(m.From)), true
	case m.Kind == Drop || m.Kind == Pass || c.To != m.From:
		return NoSquare, false
	case m.Kind == Exit:
		return NoSquare, true
	}
	return m.To, true
}

// arrivals lists the squares a quiet move or a castling brings a piece
// to (NoSquare where none).
func (p *Position) arrivals(m Move) [2]Square {
	switch m.Kind {
	case Quiet:
		return [2]Square{m.To, NoSquare}
	case Castle:
		return [2]Square{m.To, p.g.partnerTo(int(m.side), cellColor(p.board[m.From]), m.To, p.g.rankOf(m.From))}
	}
	return [2]Square{NoSquare, NoSquare}
}

// disputed returns the vacant square to which both w and b bring a piece,
// or NoSquare.
func (p *Position) disputed(w, b Move) Square {
	for _, s := range p.arrivals(w) {
		for _, t := range p.arrivals(b) {
			if s != NoSquare && s == t && p.board[s] == cellEmpty {
				return s
			}
		}
	}
	return NoSquare
}

// dispute plays w and b, which both bring a piece to the vacant square s:
// on Black's half of the board (the upper ranks) White's piece takes
// Black's, on White's half Black's takes White's, on the middle rank of
// an odd board both go.
func (p *Position) dispute(w, b Move, s Square) {
	r, n := p.g.rankOf(s), p.g.ranks
	switch {
	case r >= (n+1)/2:
		p.rawMake(b)
		p.arriveOver(w, s)
	case r < n/2:
		p.rawMake(w)
		p.arriveOver(b, s)
	default:
		p.rawMake(w)
		p.arriveOver(b, s)
		p.rawRemove(s)
	}
}

// arriveOver plays m, which brings a piece to s, taking the enemy piece
// that has just arrived there: a quiet move becomes a capture (rawMake),
// a castling needs the square cleared first.
func (p *Position) arriveOver(m Move, s Square) {
	if m.Kind == Castle {
		p.rawRemove(s)
	}
	p.rawMake(m)
}

// rawMake plays one move of a pair as its mover, if it still fits the
// board: a capture whose target is gone becomes a plain move.
func (p *Position) rawMake(m Move) {
	c := p.board[m.From]
	if c < firstCell {
		return
	}
	me := cellColor(c)
	free := func(s Square) bool { return p.board[s] < firstCell }
	switch m.Kind {
	case Quiet, Capture:
		t := p.board[m.To]
		switch {
		case t == 1 || t >= firstCell && cellColor(t) == me:
			return
		case t >= firstCell:
			m.Kind = Capture
		default:
			m.Kind = Quiet
		}
	case EnPassant:
		v := p.board[m.Aux]
		if v < firstCell || cellColor(v) == me || !free(m.To) {
			return
		}
	case Castle:
		r := Square(m.Aux)
		if pc := p.board[r]; pc < firstCell || cellColor(pc) != me {
			return
		}
		to := p.g.partnerTo(int(m.side), me, m.To, p.g.rankOf(m.From))
		for _, s := range []Square{m.To, to} {
			if !free(s) && s != m.From && s != r {
				return
			}
		}
	}
	if p.side != me {
		p.side = me
		p.hash ^= p.g.zobrist.side
	}
	p.Make(m)
}

// rawRemove takes the piece on s off the board (an exit of its own).
func (p *Position) rawRemove(s Square) {
	if p.board[s] < firstCell {
		return
	}
	p.rawMake(Move{From: s, To: s, Kind: Exit, Aux: -1})
}

// royalLost ends a game of simultaneous turns in which a side has lost
// every royal piece: the other side wins, or it is a draw if both have.
func (p *Position) royalLost() Outcome {
	if len(p.g.royalTypes) == 0 {
		return Outcome{Winner: NoWinner}
	}
	var gone [2]bool
	for c := range gone {
		gone[c] = true
		for _, t := range p.g.royalTypes {
			if len(p.pieceList(c, t)) > 0 {
				gone[c] = false
			}
		}
	}
	o := Outcome{Over: true, Winner: NoWinner, Rule: "royal captured"}
	switch {
	case gone[White] && gone[Black]:
	case gone[White]:
		o.Winner = Black
	case gone[Black]:
		o.Winner = White
	default:
		return Outcome{Winner: NoWinner}
	}
	return p.withScore(o)
}

// simOutcome judges a game of simultaneous turns at a turn boundary, where
// legal are White's legal moves: a side without a legal move is mated (in
// check) or stalemated; both mated is a draw ("double checkmate"), one
// mated loses even if the other has no move.
func (p *Position) simOutcome(legal []Move) (Outcome, bool) {
	if p.side != White {
		return Outcome{Winner: NoWinner}, true // a pair half chosen: the boundary had moves for both
	}
	p.side = Black
	p.simBuf = p.LegalMoves(p.simBuf[:0])
	p.simHash, p.simPly = p.hash, int32(len(p.undo))+1
	black := len(p.simBuf)
	bCheck := p.InCheck() // as LegalMoves found it
	p.side = White
	white, wCheck := len(legal), p.InCheck()
	r := &p.g.V.Rules
	switch {
	case white == 0 && black == 0 && wCheck && bCheck:
		return p.withScore(Outcome{Over: true, Winner: NoWinner, Rule: "double checkmate"}), true
	case white == 0 && wCheck:
		return p.scored(r.Checkmate, "checkmate"), true
	case black == 0 && bCheck:
		p.side = Black
		o := p.scored(r.Checkmate, "checkmate")
		p.side = White
		return o, true
	case white == 0:
		return p.scored(r.Stalemate, "stalemate"), true
	case black == 0:
		p.side = Black
		o := p.scored(r.Stalemate, "stalemate")
		p.side = White
		return o, true
	}
	return Outcome{}, false
}

// simCheck is InCheck's answer for one colour in a game of simultaneous
// turns, for the position of hash after n moves (undo records), where
// the undo records keep none: the side to move changes without a move
// there (simOutcome asks both sides at a turn boundary, and each side's
// LegalMoves asks its own).
type simCheck struct {
	hash uint64
	n    int32
	set  bool
	val  bool
}

// simInCheck is InCheck for colour me in a game of simultaneous turns.
func (p *Position) simInCheck(me, n int) bool {
	c := &p.simChk[me]
	if c.set && c.hash == p.hash && c.n == int32(n) {
		return c.val
	}
	v := p.royalAttacked(me)
	*c = simCheck{hash: p.hash, n: int32(n), set: true, val: v}
	return v
}

// SimultaneousReplies appends to ml, in a game of simultaneous turns at a
// turn boundary (White to choose), Black's legal moves in the shared
// position: those LegalMoves lists once White's move is chosen, whatever
// it is, since each move is judged alone in the shared position. Where
// Outcome has just listed them (to see whether Black is mated) they are
// copied from there, not generated again.
func (p *Position) SimultaneousReplies(ml []Move) []Move {
	if !p.g.simul || p.side != White {
		return ml
	}
	if p.simPly == int32(len(p.undo))+1 && p.simHash == p.hash {
		return append(ml, p.simBuf...)
	}
	p.side = Black
	ml = p.LegalMoves(ml)
	p.side = White
	return ml
}
