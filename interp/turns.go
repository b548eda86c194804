package interp

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// movesInTurn is how many moves turn n (from 0, White's first) has.
func (g *Game) movesInTurn(n int) int {
	t := g.turns
	if t == nil {
		return 1
	}
	if n < len(t.Opening) {
		return t.Opening[n]
	}
	if t.Progressive {
		return min(n+1, ir.MaxTurnMoves)
	}
	if len(t.Then) == 0 {
		return 1
	}
	return t.Then[(n-len(t.Opening))%len(t.Then)]
}

// endOfTurnPart counts the move just made, of a piece of type t (the side
// to move has not changed yet), against the turn and reports whether the
// turn is over: its moves are used up, or the move gave check. A turn of
// parts changes the side to move itself (nextPart) and reports false.
func (p *Position) endOfTurnPart(t int, u *undoRecord) bool {
	g := p.g
	if g.parts != nil {
		p.nextPart(t, u)
		return false
	}
	p.hash ^= g.zobrist.part[p.partsLeft]
	p.partsLeft--
	if p.partsLeft > 0 && !p.royalAttacked(1-p.side) {
		p.hash ^= g.zobrist.part[p.partsLeft]
		switch g.epKeep {
		case 0:
			p.dropOwnEnPassant()
		case epKeepFirst:
			p.dropEnPassantOf(1 - p.side) // the first move of the turn is made
		}
		return false
	}
	p.turnNo++
	p.partsLeft = g.movesInTurn(p.turnNo)
	p.hash ^= g.zobrist.part[p.partsLeft]
	if g.epKeep != 0 {
		p.dropEnPassantOf(1 - p.side) // the next player's own, from its last turn
	}
	return true
}

// Values of Game.epKeep.
const (
	epKeepFirst = 1 // open to the first move of the opponent's next turn
	epKeepTurn  = 2 // open to the opponent's whole next turn
)

// keepEnPassant, before move m of a game whose en-passant rights outlast
// a move, drops the rights whose piece m moves, takes or lands on: the
// piece has moved on (or is gone), and its square may hold another.
// With rights open to the first move only, the opponent's go with any
// move (the turn's first is being made, or was), which leaves room for
// the rights the move opens.
func (p *Position) keepEnPassant(m Move) {
	first := p.g.epKeep == epKeepFirst
	for i := 0; i < p.epN; {
		v := p.epVic[i]
		if v == m.From || v == m.To || p.epSq[i] == m.To || m.Kind == EnPassant && v == Square(m.Aux) || p.board[v] < firstCell ||
			m.side&sideLocust != 0 && m.Kind != Castle && m.kills(v) || first && cellColor(p.board[v]) != p.side {
			p.dropEnPassant(i)
			continue
		}
		i++
	}
}

// dropEnPassantOf drops the en-passant rights whose piece is of colour c.
func (p *Position) dropEnPassantOf(c int) {
	for i := 0; i < p.epN; {
		if cell := p.board[p.epVic[i]]; cell < firstCell || cellColor(cell) == c {
			p.dropEnPassant(i)
			continue
		}
		i++
	}
}

// dropEnPassant removes en-passant right i.
func (p *Position) dropEnPassant(i int) {
	p.hash ^= p.g.zobrist.ep[p.epSq[i]]
	p.epN--
	p.epSq[i], p.epVic[i] = p.epSq[p.epN], p.epVic[p.epN]
}

// startTurn sets the turn state of a position read from FEN, which is at
// the start of a turn: the turn number follows from the move number.
func (p *Position) startTurn() {
	g := p.g
	p.after = -1
	if g.turns == nil {
		return
	}
	p.turnNo = 2*(p.fullmove-1) + p.side
	if g.parts != nil {
		p.startParts()
		return
	}
	p.partsLeft = g.movesInTurn(p.turnNo)
	p.hash ^= g.zobrist.part[p.partsLeft]
}

// partTable is a compiled turn of several parts (ir.TurnOrder.Parts).
type partTable struct {
	n      int
	enemy  []int  // by part: 1 if the opponent's pieces move
	allow  []bool // (part*(nTypes+1) + after+1)*nTypes + type: may move
	nTypes int
}

// compileParts checks and tabulates the parts of g's turn order.
func (g *Game) compileParts() error {
	parts := g.turns.Parts
	if len(g.turns.Opening) > 0 || len(g.turns.Then) > 0 {
		return fmt.Errorf("turn order: parts cannot go with opening or then")
	}
	if len(parts) > ir.MaxTurnMoves {
		return fmt.Errorf("turn order: %d parts in a turn, expected 1 to %d", len(parts), ir.MaxTurnMoves)
	}
	n := g.nTypes
	pt := &partTable{n: len(parts), enemy: make([]int, len(parts)), allow: make([]bool, len(parts)*(n+1)*n), nTypes: n}
	for i, part := range parts {
		switch part.Mover {
		case "own":
		case "enemy":
			pt.enemy[i] = 1
		default:
			return fmt.Errorf("turn part %d: mover %q, expected own or enemy", i+1, part.Mover)
		}
		for after := -1; after < n; after++ {
			row := pt.allow[(i*(n+1)+after+1)*n:][:n]
			var rule *ir.PartRule
			for k := range part.Rules {
				if after >= 0 && slices.Contains(part.Rules[k].After, after) {
					rule = &part.Rules[k]
					break
				}
			}
			for t := range row {
				row[t] = rule == nil || (len(rule.Only) == 0 || slices.Contains(rule.Only, t)) && !slices.Contains(rule.Except, t)
			}
		}
		for _, r := range part.Rules {
			for _, list := range [][]int{r.After, r.Only, r.Except} {
				for _, t := range list {
					if err := g.checkPiece(fmt.Sprintf("turn part %d", i+1), t); err != nil {
						return err
					}
				}
			}
		}
	}
	g.parts = pt
	return nil
}

// partIndex is the index of the current part of the turn.
func (p *Position) partIndex() int { return p.g.parts.n - p.partsLeft }

// player is the colour whose turn it is; in a part that moves the
// opponent's pieces it is not the side to move.
func (p *Position) player() int { return p.side ^ p.enemy }

// nextPart moves a turn of parts on past the move just made, which moved
// a piece of type t: to the next part, or to the opponent's first. It
// records in u what Unmake needs.
func (p *Position) nextPart(t int, u *undoRecord) {
	g, pt := p.g, p.g.parts
	z := &g.zobrist
	u.side, u.enemy, u.after, u.fullmove = int8(p.side), int8(p.enemy), int16(p.after), int32(p.fullmove)
	player := p.player()
	p.hash ^= z.part[p.partsLeft] ^ z.after[p.after+1]
	if p.partsLeft > 1 {
		p.partsLeft--
		p.after = t
	} else {
		p.partsLeft, p.after = pt.n, -1
		player ^= 1
		if player == White {
			p.fullmove++
		}
		p.turnNo++
	}
	p.enemy = pt.enemy[p.partIndex()]
	if side := player ^ p.enemy; side != p.side {
		p.side = side
		p.hash ^= z.side
	}
	p.hash ^= z.part[p.partsLeft] ^ z.after[p.after+1]
	p.dropOwnEnPassant()
}

// dropOwnEnPassant clears en-passant squares that the side to move could
// only use against its own piece (the next part of a turn moves the same
// colour): they are gone by the time the other colour moves.
func (p *Position) dropOwnEnPassant() {
	if p.epN == 0 {
		return
	}
	if c := p.board[p.epVic[0]]; c >= firstCell && cellColor(c) != p.side {
		return
	}
	for i := 0; i < p.epN; i++ {
		p.hash ^= p.g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
}

// undoPart restores the turn state nextPart changed.
func (p *Position) undoPart(u *undoRecord) {
	p.side, p.enemy, p.after, p.fullmove = int(u.side), int(u.enemy), int(u.after), int(u.fullmove)
}

// startParts sets up the first part of a turn for a position read from
// FEN, whose side to move is the player.
func (p *Position) startParts() {
	g, pt := p.g, p.g.parts
	p.partsLeft, p.after = pt.n, -1
	p.enemy = pt.enemy[0]
	if p.enemy == 1 {
		p.side ^= 1
		p.hash ^= g.zobrist.side
	}
	p.hash ^= g.zobrist.part[p.partsLeft] ^ g.zobrist.after[0]
}

// partMoves appends the legal moves of the current part to ml (the
// generated moves start at start): a move of a type the part allows after
// the previous one, leaving the player's royals safe, after which the turn
// can be completed.
func (p *Position) partMoves(ml []Move, start int) []Move {
	pt := p.g.parts
	me := p.player()
	final := p.partsLeft == 1
	allow := pt.allow[(p.partIndex()*(pt.nTypes+1)+p.after+1)*pt.nTypes:][:pt.nTypes]
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		if !allow[cellType(p.board[m.From])] {
			continue
		}
		p.Make(m)
		ok := p.legalAfterMake(me) && (final || p.canFinishTurn())
		p.Unmake()
		if ok {
			ml[out] = m
			out++
		}
	}
	return ml[:out]
}

// canFinishTurn reports whether the current part (not the first of its
// turn) has a legal move, or an ending has decided the game.
func (p *Position) canFinishTurn() bool {
	if p.g.hasEndings && p.endingOutcome().Over {
		return true
	}
	i := p.partIndex()
	if p.g.pass != passNever || p.g.wall != nil {
		// Passes and walls change the list LegalMoves gives: ask it.
		buf := p.LegalMoves(p.partBuf[i][:0])
		p.partBuf[i] = buf[:0]
		return len(buf) > 0
	}
	// One legal move is enough: the part's moves are generated and tested
	// until one passes (as partMoves tests them; a rule that keeps only
	// captures when there are any never empties the list).
	if p.g.partMovesByPiece() {
		found, complete, buf := p.anyPieceMove(p.partBuf[i][:0])
		p.partBuf[i] = buf[:0]
		if found {
			return true
		}
		if complete && p.g.castle == nil && p.g.standing[p.side] == nil {
			return false // every move is a piece's own
		}
	}
	buf := p.generate(p.partBuf[i][:0])
	p.partBuf[i] = buf[:0]
	return p.anyPartMove(buf)
}

// anyPartMove reports whether one of the generated moves ml is a legal
// move of the current part (partMoves would keep it).
func (p *Position) anyPartMove(ml []Move) bool {
	pt := p.g.parts
	me := p.player()
	final := p.partsLeft == 1
	allow := pt.allow[(p.partIndex()*(pt.nTypes+1)+p.after+1)*pt.nTypes:][:pt.nTypes]
	for _, m := range ml {
		if !allow[cellType(p.board[m.From])] {
			continue
		}
		p.Make(m)
		ok := p.legalAfterMake(me) && (final || p.canFinishTurn())
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}

// newPartBufs gives a position of a game with turn parts its own move
// lists for canFinishTurn.
func (p *Position) newPartBufs() {
	p.partBuf = nil
	if pt := p.g.parts; pt != nil {
		p.partBuf = make([][]Move, pt.n)
		for i := range p.partBuf {
			p.partBuf[i] = make([]Move, 0, 256)
		}
	}
}
