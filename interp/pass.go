package interp

import "fmt"

// Passing (ir.PassRule): a move that changes nothing on the board. It is
// added to the legal moves outside the generator, so generation, attack
// tests and variants without passes do not see it.

// Pass modes, compiled.
const (
	passNever uint8 = iota
	passAlways
	passStuck
)

// doublePassRule names the end of a game by two passes in a row.
const doublePassRule = "double pass"

func (g *Game) compilePass() error {
	r := g.V.Rules.Pass
	if r == nil {
		return nil
	}
	switch r.When {
	case "always":
		g.pass = passAlways
	case "stuck":
		g.pass = passStuck
	default:
		return fmt.Errorf("pass %q: expected always or stuck", r.When)
	}
	if g.turns != nil {
		return fmt.Errorf("pass: cannot go with a turn order")
	}
	return nil
}

// passSquare is where colour c's pass is written: its royal piece's
// square, else its first piece's in square order; NoSquare if it has no
// piece on the board.
func (p *Position) passSquare(c int) Square {
	for _, t := range p.g.royalTypes {
		if l := p.pieceList(c, t); len(l) > 0 {
			return l[0]
		}
	}
	for s, cell := range p.board {
		if cell >= firstCell && cellColor(cell) == c {
			return Square(s)
		}
	}
	return NoSquare
}

// addPass appends the side to move's pass to its legal moves ml[start:],
// when the rule allows one: never out of check, and with passing when
// stuck only if there is no other move.
func (p *Position) addPass(ml []Move, start int) []Move {
	if p.g.pass == passStuck && len(ml) > start {
		return ml
	}
	// In check, only a side whose royals face the enemy's (bikjang) may
	// pass, as Fairy-Stockfish has it.
	if p.InCheck() && !(p.g.facing == facingBikjang && p.royalFaces(p.side)) {
		return ml
	}
	s := p.passSquare(p.side)
	if s == NoSquare {
		return ml
	}
	return append(ml, Move{From: s, To: s, Kind: Pass})
}

// makePass plays a pass: only the turn changes (and en passant expires).
func (p *Position) makePass(m Move) {
	g := p.g
	u := undoRecord{move: m, capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove),
		epSq: p.epSq, epN: int8(p.epN), epVic: p.epVic, moved: p.board[m.From], onceUsed: p.onceUsed[p.side]}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
	p.halfmove++
	if m.wall != 0 { // a wall instead of a move
		p.placeWall(m, &u)
	}
	u.switched = true
	p.finishMove(&u)
}

// unmakePass takes back the pass recorded in u.
func (p *Position) unmakePass(u *undoRecord) {
	if u.move.wall != 0 {
		p.removeWall(u.move, u)
	}
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.epSq, p.epN, p.epVic = u.epSq, int(u.epN), u.epVic
	p.halfmove = int(u.halfmove)
	p.uncount()
	p.hash = u.hash
	p.undo = p.undo[:len(p.undo)-1]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
}

// doublePass reports whether the last two moves were passes, which ends
// the game.
func (p *Position) doublePass() bool {
	n := len(p.undo)
	return n >= 2 && p.undo[n-1].move.Kind == Pass && p.undo[n-2].move.Kind == Pass
}
