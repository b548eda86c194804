package protocol

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// board is the game a session plays: the variant, the position the game
// started from and the moves made since, so that moves can be taken back
// and the game replayed for a new position command.
type board struct {
	game  *interp.Game
	start string // FEN of the first position
	pos   *interp.Position
	moves []interp.Move
}

// newBoard sets up fen, or the variant's start position if fen is "".
func newBoard(g *interp.Game, fen string) (*board, error) {
	if fen == "" {
		fen = g.V.Setup
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("FEN %q: %v", fen, err)
	}
	return &board{game: g, start: p.FEN(), pos: p}, nil
}

// legal returns the legal moves in the current position.
func (b *board) legal() []interp.Move { return b.pos.LegalMoves(nil) }

// outcome judges the current position.
func (b *board) outcome() interp.Outcome { return b.pos.Outcome(b.legal()) }

// parseMove finds the legal move text names in coordinate notation, with
// the spellings Fairy-Stockfish and the GUIs use: vdl's own (e2e4, e7e8q,
// P@e5), promotion letters in either case, drops with the piece in either
// case, and castling written as the king's move or as king-takes-partner.
func (b *board) parseMove(text string) (interp.Move, error) {
	g := b.game
	legal := b.legal()
	for _, m := range legal {
		if g.MoveString(m) == text {
			return m, nil
		}
	}
	for _, m := range legal {
		if moveAliases(g, m, text) {
			return m, nil
		}
	}
	if text == "@@@@" {
		// XBoard's null move: a move that changes nothing on the board
		// (a pass, a Lion's pass written from its square to itself).
		for _, m := range legal {
			if (m.Kind == interp.Quiet || m.Kind == interp.Pass) && m.From == m.To && !m.IsCapture() && m.PromotionType() < 0 {
				return m, nil
			}
		}
	}
	if len(legal) == 0 {
		return interp.Move{}, fmt.Errorf("move %s: the game is over, no move is legal", text)
	}
	return interp.Move{}, fmt.Errorf("move %s is not legal here", text)
}

// moveAliases reports whether text is another accepted spelling of m.
func moveAliases(g *interp.Game, m interp.Move, text string) bool {
	canon := g.MoveString(m)
	if m.Kind == interp.Pickup && text == "@@"+g.SquareName(m.From) {
		return true // Sjaak II's pickup, @@b1 for N^b1
	}
	if strings.EqualFold(canon, text) && (m.Kind == interp.Drop || m.Promo != 0 || m.Kind == interp.Pickup) {
		return true // P@e5 and p@e5, e7e8q and e7e8Q
	}
	if t := m.PromotionType(); t >= 0 && (strings.HasSuffix(canon, "+") || strings.HasSuffix(canon, "-")) &&
		strings.EqualFold(canon[:len(canon)-1]+g.V.Pieces[t].Letter, text) {
		return true // a demotion written as the piece it becomes (XBoard has no "-"): a4a1l for a4a1-
	}
	if m.Kind != interp.Castle {
		return false
	}
	from := g.SquareName(m.From)
	return text == from+g.SquareName(m.To) || text == from+g.SquareName(interp.Square(m.Aux))
}

// play makes the move text names.
func (b *board) play(text string) (interp.Move, error) {
	m, err := b.parseMove(text)
	if err != nil {
		return m, err
	}
	b.make(m)
	return m, nil
}

func (b *board) make(m interp.Move) {
	b.pos.Make(m)
	b.moves = append(b.moves, m)
}

// undo takes back the last move; false if there is none.
func (b *board) undo() bool {
	if len(b.moves) == 0 {
		return false
	}
	b.pos.Unmake()
	b.moves = b.moves[:len(b.moves)-1]
	return true
}
