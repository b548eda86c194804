package interp

import "fmt"

// Move repetition (ir.Rules.MoveRepetition, Fairy-Stockfish's
// moveRepetitionIllegal as Kakao janggi plays it): a side that shuttles
// one piece back and forth loses. The test follows Fairy-Stockfish's
// reading move for move, so games end where its games end:
//
//   - the last move (by the side M that just moved) is a plain move
//     (not a pass, drop, promotion, castling or en passant), of a piece
//     that could reach a square the other side's royal may stand on, made
//     while M was not in check, as was M's move before it;
//   - M's moves, going back, then undo each other: its move before the
//     last reverses the last (or is a pass, and the one before reverses
//     the last), and so on until four reversals are seen, M never in
//     check before one of them;
//   - the move before the shuttle brought the piece to where it started
//     shuttling, without capturing.
//
// Only moves since the last capture (or other reset of the move-rule
// clock) and since the position was set up are looked at. Then the side
// to move wins: rule "move repetition".

// moveRepRule names the end of a game by move repetition.
const moveRepRule = "move repetition"

// moveRepRule compiled: by colour and type, pieces that could never
// stand where the other side's royal may (janggi's general and advisors,
// kept to their own palace), which may shuttle freely.
type moveRepRuleSet struct {
	free [2][]bool
}

func (g *Game) compileMoveRep() error {
	switch g.V.Rules.MoveRepetition {
	case "":
		return nil
	case "loss":
	default:
		return fmt.Errorf("move repetition %q: expected loss or nothing", g.V.Rules.MoveRepetition)
	}
	mr := &moveRepRuleSet{}
	for c := 0; c < 2; c++ {
		royalSquares := g.royalReach(1 - c)
		mr.free[c] = make([]bool, g.nTypes)
		for t := range mr.free[c] {
			ci := g.V.Pieces[t].Confined
			if ci == nil || royalSquares == nil {
				continue
			}
			mask, err := g.regionMask("confined", *ci, c)
			if err != nil {
				return err
			}
			free := true
			for s, ok := range mask {
				free = free && !(ok && royalSquares[s])
			}
			mr.free[c][t] = free
		}
	}
	g.moveRep = mr
	g.keepPlies = true // whether each side was in check
	return nil
}

// royalReach is where the royal pieces of colour c may stand, by square;
// nil for anywhere (some royal type, or none at all, is not confined).
func (g *Game) royalReach(c int) []bool {
	var reach []bool
	for t := 0; t < g.nTypes; t++ {
		if !g.IsRoyal(t) {
			continue
		}
		ci := g.V.Pieces[t].Confined
		if ci == nil || *ci < 0 || *ci >= len(g.regions) {
			return nil
		}
		if reach == nil {
			reach = make([]bool, g.size())
		}
		for s, ok := range g.regions[*ci][c] {
			reach[s] = reach[s] || ok
		}
	}
	return reach
}

// moveRepLost reports whether the side that just moved has lost by move
// repetition.
func (p *Position) moveRepLost() bool {
	n := len(p.undo)
	if len(p.plies) != n {
		return false
	}
	p.resolvePly()
	// A search's null move starts the record afresh, as in
	// Fairy-Stockfish (its pliesFromNull).
	since := 0
	for since < n && since < 12 && !isNullMove(p.undo[n-1-since].move) {
		since++
	}
	end := min(p.halfmove, since)
	if end < 4 {
		return false
	}
	// mv(j) is the move j plies back (mv(1) the last); checked(j) whether
	// the side to move was in check j plies back.
	mv := func(j int) *undoRecord { return &p.undo[n-j] }
	checked := func(j int) bool {
		if j == n {
			return p.rootChecked
		}
		return p.plies[n-j-1]&plyChecked != 0
	}
	last := mv(1).move
	if !plainMove(last) || p.board[last.To] < firstCell || checked(1) || checked(3) ||
		p.g.moveRep.free[1-p.side][cellType(p.board[last.To])] {
		return false
	}
	rep := 0
	switch prev := mv(3).move; {
	case isReverse(prev, last):
		rep = 2
	case prev.Kind == Pass:
		rep = 1
	}
	for i := 4; i <= end && rep > 0; i += 2 {
		// Before M's move i+1 plies back: it reverses the one it should,
		// or, after four reversals, brought the piece there.
		if i+1 <= end && checked(i+1) {
			return false
		}
		if i+1 > since {
			return false // the record starts here
		}
		back := mv(i + 1)
		if rep < 4 {
			ref := mv(i - 1).move
			if rep == 1 {
				ref = last
			}
			if !isReverse(back.move, ref) {
				return false
			}
			rep++
			continue
		}
		return back.captured < firstCell && mv(i-1).move.From == back.move.To && back.move.Kind != Pass
	}
	return false
}

// isNullMove reports whether m is the record of a search's null move
// (MakeNull), which no move of a piece is.
func isNullMove(m Move) bool {
	return m.Kind == Quiet && m.From == m.To && m.Promo == 0
}

// plainMove reports whether m moves one piece from one square to another
// and at most takes the piece there.
func plainMove(m Move) bool {
	return (m.Kind == Quiet || m.Kind == Capture) && m.From != m.To && m.Promo == 0 && m.gate == 0 && m.wall == 0 && m.side&sideLocust == 0
}

// isReverse reports whether m is the plain move from b's destination back
// to b's start.
func isReverse(m, b Move) bool {
	return plainMove(m) && m.From == b.To && m.To == b.From
}
