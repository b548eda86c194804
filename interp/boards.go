package interp

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

// Several boards side by side (ir.Board.Boards: Alice chess's two). They
// are stored as one rectangle, the boards left to right, each followed by
// Files-1 files of holes, so that no vector of fewer than Files files
// crosses from one board to another: every move table, ray and attack is
// the grid's, within a board. Ranks are the boards' own, so promotion and
// castling ranks, and Black's mirror, need nothing new. What joins the
// boards is the transfer rule (Rules.Transfer): after a move, the moved
// piece passes to the same square of the next board. It costs nothing to
// other variants: Make and the legality test look at one flag.

// foldBoards returns a copy of v on its stored rectangle: legs of Files
// files or more (which could only land on another board) sent off it.
func foldBoards(v *ir.Variant) (*ir.Variant, error) {
	b := v.Board
	if b.Kind != "" && b.Kind != "grid" || b.Wrap != "" || b.Levels > 1 {
		return nil, fmt.Errorf("%d boards: expected grids without wrap or levels", b.Boards)
	}
	if b.Boards > 26 || b.Files < 2 || b.Ranks < 1 {
		return nil, fmt.Errorf("%d boards of %dx%d: expected up to 26 boards of 2x1 to 26x26", b.Boards, b.Files, b.Ranks)
	}
	out := *v
	out.Board.Files = fen.BoardFiles(b.Files, b.Boards)
	out.Pieces = slices.Clone(v.Pieces)
	far := 2 * out.Board.Files
	cut := func(moves []ir.Move) []ir.Move {
		moves = slices.Clone(moves)
		for i := range moves {
			moves[i].Legs = slices.Clone(moves[i].Legs)
			for j := range moves[i].Legs {
				if l := &moves[i].Legs[j]; abs(l.DX) >= b.Files {
					l.DX = sign(l.DX) * far
				}
			}
		}
		return moves
	}
	for i := range out.Pieces {
		p := &out.Pieces[i]
		p.Moves = cut(p.Moves)
		if p.Spoil != nil {
			spoil := *p.Spoil
			spoil.Moves = cut(spoil.Moves)
			p.Spoil = &spoil
		}
	}
	return &out, nil
}

// compileBoards marks the files between boards as holes.
func (g *geometry) compileBoards(boards, files int) {
	g.boards, g.boardFiles = boards, files
	for s := range g.hole {
		if g.boardFile(Square(s)) < 0 {
			g.hole[s] = true
		}
	}
}

// boardOf is the 0-based board of s; boardFile its 0-based file on that
// board, or -1 between boards.
func (g *geometry) boardOf(s Square) int { return g.fileOf(s) / fen.BoardStride(g.boardFiles) }

func (g *geometry) boardFile(s Square) int {
	f := g.fileOf(s) % fen.BoardStride(g.boardFiles)
	if f >= g.boardFiles {
		return -1
	}
	return f
}

// boardSquare is the cell of file f and rank r on board b, or NoSquare.
func (g *geometry) boardSquare(f, r, b int) Square {
	if f < 0 || f >= g.boardFiles || b < 0 || b >= g.boards {
		return NoSquare
	}
	return g.square(b*fen.BoardStride(g.boardFiles)+f, r)
}

// twin is the square s passes to: the same square of the next board.
func (g *geometry) twin(s Square) Square {
	b := g.boardOf(s) + 1
	if b == g.boards {
		b = 0
	}
	return g.boardSquare(g.boardFile(s), g.rankOf(s), b)
}

// boardName is "Ae2": the board's letter, then the square's name on it.
func (g *geometry) boardName(s Square) string {
	f := g.boardFile(s)
	if f < 0 {
		return "?" + fileName(g.fileOf(s)) + strconv.Itoa(g.rankOf(s)+1) // between boards: for messages only
	}
	return string(rune('A'+g.boardOf(s))) + fileName(f) + strconv.Itoa(g.rankOf(s)+1)
}

// parseBoardSquare reads "Ae2" (board, file, rank).
func (g *geometry) parseBoardSquare(name string) (Square, error) {
	if len(name) < 3 || name[0] < 'A' || name[0] > 'Z' || name[1] < 'a' || name[1] > 'z' {
		return NoSquare, fmt.Errorf("square %q: expected a board letter A to %c, a file and a rank, like Ae2", name, rune('A'+g.boards-1))
	}
	r, err := strconv.Atoi(name[2:])
	s := g.boardSquare(int(name[1]-'a'), r-1, int(name[0]-'A'))
	if err != nil || r < 1 || r > g.ranks || s == NoSquare {
		return NoSquare, fmt.Errorf("square %q is not on the %d boards of %dx%d", name, g.boards, g.boardFiles, g.ranks)
	}
	return s, nil
}

// boardEdges are the first and last stored files of the board of s (the
// whole rectangle on a flat board): castling partners are looked for
// between them.
func (g *geometry) boardEdges(s Square) (first, last int) {
	if g.boards < 2 {
		return 0, g.files - 1
	}
	first = g.boardOf(s) * fen.BoardStride(g.boardFiles)
	return first, first + g.boardFiles - 1
}

// transferFree reports whether the squares the pieces of m would pass to
// are empty (Rules.Transfer).
func (p *Position) transferFree(m Move) bool {
	g := p.g
	if p.board[g.twin(m.To)] != cellEmpty {
		return false
	}
	if m.Kind == Castle {
		to := g.twin(g.partnerTo(int(m.side), cellColor(p.board[m.From]), m.To, g.rankOf(m.From)))
		return p.board[to] == cellEmpty && to != g.twin(m.To)
	}
	return true
}

// transfer moves the pieces m has just moved (to m.To, and a castling
// partner to partnerTo) to their twins, if those are empty, and reports
// whether it did; untransfer brings them back.
func (p *Position) transfer(m Move, partnerTo Square) bool {
	g := p.g
	if p.board[g.twin(m.To)] != cellEmpty || m.Kind == Castle && (p.board[g.twin(partnerTo)] != cellEmpty || g.twin(partnerTo) == g.twin(m.To)) {
		return false
	}
	p.movePiece(m.To, g.twin(m.To))
	if m.Kind == Castle {
		p.movePiece(partnerTo, g.twin(partnerTo))
	}
	return true
}

func (p *Position) untransfer(m Move, partnerTo Square) {
	p.movePiece(p.g.twin(m.To), m.To)
	if m.Kind == Castle {
		p.movePiece(p.g.twin(partnerTo), partnerTo)
	}
}

// transferLegal reports, for the move just made, whether its pieces
// passed to the other board, and whether it was legal on the board it was
// played on: no royal of colour me on that board attacked before the
// moved pieces left it.
func (p *Position) transferLegal(me int) bool {
	g := p.g
	u := &p.undo[len(p.undo)-1]
	m := u.move
	if !u.transferred {
		return m.Kind == Drop || m.Kind == Pass // nothing moved on a board
	}
	p.untransfer(m, u.partnerTo)
	ok := true
	for _, k := range p.royals(me) {
		if g.boardOf(k) == g.boardOf(m.From) && p.royalThreatened(k, 1-me) {
			ok = false
			break
		}
	}
	p.transfer(m, u.partnerTo)
	return ok
}

// transfersFree keeps, of the moves ml[start:], those whose pieces have
// empty squares to pass to: without royals no move is made to test it.
func (p *Position) transfersFree(ml []Move, start int) []Move {
	out := start
	for _, m := range ml[start:] {
		if p.transferFree(m) {
			ml[out] = m
			out++
		}
	}
	return ml[:out]
}

// compileTransfer reads Rules.Transfer: only several boards take it, and
// en passant, whose victim would have left the board, is not played with
// it.
func (g *Game) compileTransfer() error {
	if !g.V.Rules.Transfer {
		return nil
	}
	if g.boards < 2 {
		return fmt.Errorf("transfer: the board has no other board to pass to (ir.Board.Boards)")
	}
	for _, pc := range g.V.Pieces {
		for _, m := range pc.Moves {
			if m.SetsEnPassant || m.Final.EnPassant {
				return fmt.Errorf("transfer: piece %s captures or may be taken en passant, which transfer does not take", pc.Name)
			}
		}
	}
	g.transfer = true
	g.noQuickLegal = true // a piece that passes to another board leaves its lines
	return nil
}
