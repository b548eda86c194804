package interp

import (
	"fmt"
	"strconv"
)

// Counting rules of makruk and its family (ir.CountingRule). The count
// is part of the position: its limit and its plies, both 0 while no
// count runs, kept in the undo record and written in FEN.

// countingRuleName names a draw by counting.
const countingRuleName = "counting"

// countRule is ir.CountingRule compiled.
type countRule struct {
	pawn       []bool // by type
	pawns      []int
	mostPieces int
	board      int
	boardPawns bool
	honour     [][3]int // piece, at least, moves
	otherwise  int
	fromZero   bool
	lastPawn   bool
}

func (g *Game) compileCounting() error {
	r := g.V.Rules.Counting
	if r == nil {
		return nil
	}
	cr := &countRule{pawns: r.Pawns, mostPieces: r.MostPieces, board: r.BoardHonour, boardPawns: r.BoardHonourWithPawns,
		otherwise: r.Otherwise, fromZero: r.FromZero, lastPawn: r.LastPawn}
	var err error
	if cr.pawn, err = g.typeSet("counting pawns", r.Pawns); err != nil {
		return err
	}
	if cr.pawn == nil {
		cr.pawn = make([]bool, g.nTypes)
	}
	for _, h := range r.PiecesHonour {
		if err := g.checkPiece("pieces' honour", h.Piece); err != nil {
			return err
		}
		cr.honour = append(cr.honour, [3]int{h.Piece, h.AtLeast, h.Moves})
	}
	for _, n := range []int{r.MostPieces, r.BoardHonour, r.Otherwise} {
		if n < 0 || n > 1000 {
			return fmt.Errorf("counting: %d is out of range 0..1000", n)
		}
	}
	g.counting = cr
	return nil
}

// pieces counts colour c's pieces on the board.
func (p *Position) pieces(c int) int {
	n := 0
	for t := 0; t < p.g.nTypes; t++ {
		n += p.Count(c, t)
	}
	return n
}

// pawnsLeft reports whether a counting pawn of either side is on the board.
func (p *Position) pawnsLeft() bool {
	for _, t := range p.g.counting.pawns {
		if p.Count(White, t)+p.Count(Black, t) > 0 {
			return true
		}
	}
	return false
}

// countLimitOf is the limit in moves of a count by colour s, 0 if s
// cannot count (Fairy-Stockfish's count_limit).
func (p *Position) countLimitOf(s int) int {
	cr := p.g.counting
	mine, theirs := p.pieces(s), p.pieces(1-s)
	if theirs == 1 || cr.mostPieces > 0 && mine > cr.mostPieces {
		return 0
	}
	pawns := p.pawnsLeft()
	if pawns && !cr.boardPawns {
		return 0
	}
	if mine > 1 {
		return cr.board
	}
	if pawns {
		return 0
	}
	for _, h := range cr.honour {
		if p.Count(1-s, h[0]) >= h[1] {
			return h[2]
		}
	}
	return cr.otherwise
}

// countAfterMove advances the count past the move just made (the side to
// move has changed) and starts one where the rule says: captured is the
// cell taken (0 for none), promoted whether the move promoted.
func (p *Position) countAfterMove(captured uint8, promoted bool) {
	cr := p.g.counting
	if p.countLimit != 0 {
		p.countPly++
	}
	s, mover := p.side, 1-p.side
	if cr.lastPawn && captured >= firstCell && cr.pawn[cellType(captured)] && p.pieces(mover) == 1 && !p.pawnsLeft() {
		if l := p.countLimitOf(mover); l != 0 {
			p.countLimit, p.countPly = int32(2*l), int32(2*p.allPieces()-1)
		}
	}
	if p.countLimit == 0 || (captured >= firstCell || promoted) && p.pieces(s) == 1 {
		if l := p.countLimitOf(s); l != 0 {
			p.countLimit, p.countPly = int32(2*l), 0
			if !cr.fromZero && p.pieces(s) == 1 {
				p.countPly = int32(2 * p.allPieces())
			}
		}
	}
}

func (p *Position) allPieces() int { return p.pieces(White) + p.pieces(Black) }

// uncount restores the count as it was before the move being taken back.
func (p *Position) uncount() {
	if p.g.counting == nil {
		return
	}
	n := len(p.counts) - 1
	p.countLimit, p.countPly = p.counts[n][0], p.counts[n][1]
	p.counts = p.counts[:n]
}

// countingOver reports whether a count has passed its limit.
func (p *Position) countingOver() bool {
	return p.g.counting != nil && p.countLimit != 0 && p.countPly > p.countLimit
}

// Counting is the running count: its limit and plies, both 0 if none.
func (p *Position) Counting() (limit, plies int) { return int(p.countLimit), int(p.countPly) }

// readCounting reads a counting FEN's fourth field, the count's limit in
// place of the en-passant square, and takes the half-move clock as the
// count's plies, as Fairy-Stockfish does. It returns the en-passant field
// left to read.
func (p *Position) readCounting(field string) string {
	if p.g.counting == nil || field == "" || field[0] < '0' || field[0] > '9' {
		return field
	}
	n, err := strconv.Atoi(field)
	if err != nil || n < 0 || n > 1<<20 {
		return field // reported as an en-passant mistake
	}
	p.countLimit = int32(n)
	if n != 0 && p.halfmove != 0 {
		p.countPly, p.halfmove = int32(p.halfmove), 0
	}
	return "-"
}
