package interp

import "fmt"

// EmptyPosition returns a position of g with no piece on the board and
// none in hand, White to move at the start of a turn: a base for set-up
// tools and for measuring pieces on an empty board.
func (g *Game) EmptyPosition() *Position {
	p := newPosition(g)
	p.fullmove = 1
	p.startTurn()
	return p
}

// Put places a piece of type t and colour c on the empty square s, as a
// piece that has moved. It is for setting up positions, not for play:
// positions reached by Make have no such edits in their history.
func (p *Position) Put(s Square, t, c int) error {
	if int(s) < 0 || int(s) >= p.g.size() || p.g.hole[s] {
		return fmt.Errorf("square %d: expected a square of the board", s)
	}
	if t < 0 || t >= p.g.nTypes || (c != White && c != Black) {
		return fmt.Errorf("piece type %d colour %d: expected a type below %d and White or Black", t, c, p.g.nTypes)
	}
	if p.board[s] != cellEmpty {
		return fmt.Errorf("%s is not empty", p.g.squareName(s))
	}
	p.addPiece(s, pieceCell(t, c))
	p.forgetCheck()
	return nil
}

// Clear takes the piece on s, if any, off the board.
func (p *Position) Clear(s Square) {
	if int(s) >= 0 && int(s) < p.g.size() && p.board[s] >= firstCell {
		p.setVirgin(s, false)
		p.removePiece(s)
		p.forgetCheck()
	}
}
