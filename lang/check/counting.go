package check

import (
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Counting is a checked counting block; see ir.CountingRule.
//
//	counting {
//		pawns Pawn
//		board-honour 64
//		pieces-honour Rook 2 8       # against two rooks: 8 moves
//		pieces-honour Rook 1 16
//		otherwise 64
//		last-pawn
//	}
type Counting struct {
	Pawns                []*Piece
	MostPieces           int
	BoardHonour          int
	BoardHonourWithPawns bool
	PiecesHonour         []Honour
	Otherwise            int
	FromZero, LastPawn   bool
}

// Honour is one limit of pieces' honour; see ir.Honour.
type Honour struct {
	Piece          *Piece
	AtLeast, Moves int
}

// boardHonourArgs: board-honour N [with-pawns]
func boardHonourArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 2, "a number of moves, then optionally with-pawns") || !kind(c, s, s.Args[0], syntax.Int, "a number of moves") {
		return false
	}
	if !intRange(c, s, s.Args[0], 0, 1000) {
		return false
	}
	return len(s.Args) == 1 || valueIn(c, s, s.Args[1], []string{"with-pawns"}, "with-pawns")
}

// piecesHonourArgs: pieces-honour NAME AT-LEAST MOVES
func piecesHonourArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 3, 3, "a piece name, how many of it the opponent has at least, and the moves, such as pieces-honour Rook 2 8") {
		return false
	}
	ok := kind(c, s, s.Args[0], syntax.Ident, "a piece name")
	for _, a := range s.Args[1:] {
		ok = kind(c, s, a, syntax.Int, "a number") && intRange(c, s, a, 0, 1000) && ok
	}
	return ok
}

// counting resolves the counting block.
func (vc *vchecker) counting() {
	e, ok, _ := vc.find1("counting")
	if !ok || e.s.Body == nil {
		return
	}
	in := vc.inner(e)
	ct := &Counting{}
	if s := in["pawns"]; s != nil {
		ct.Pawns = vc.members(e, s.Args, "counting pawn")
	}
	if s := in["most-pieces"]; s != nil {
		ct.MostPieces = s.Args[0].N
	}
	if s := in["board-honour"]; s != nil {
		ct.BoardHonour, ct.BoardHonourWithPawns = s.Args[0].N, len(s.Args) == 2
	}
	if s := in["otherwise"]; s != nil {
		ct.Otherwise = s.Args[0].N
	}
	ct.FromZero, ct.LastPawn = in["from-zero"] != nil, in["last-pawn"] != nil
	for _, s := range e.s.Body.Stmts {
		if s.Keyword != "pieces-honour" || !vc.c.ok[s] {
			continue
		}
		if p := vc.member(e, s.Args[0], "pieces-honour piece"); p != nil {
			ct.PiecesHonour = append(ct.PiecesHonour, Honour{Piece: p, AtLeast: s.Args[1].N, Moves: s.Args[2].N})
		}
	}
	if len(vc.v.Royal) == 0 {
		vc.errorf(e, e.s.Pos, diag.BadCounting, "counting: variant %s has no royal piece, whose side counts when it stands alone", vc.leaf.name)
	}
	vc.v.Counting = ct
}
