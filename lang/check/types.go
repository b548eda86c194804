package check

import (
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Piece is a checked piece declaration. Variants that use the same
// declaration share one *Piece.
type Piece struct {
	Name   string
	Letter string // upper case, one or two letters
	Betza  string
	Desc   string
	Value  int // declared, or estimated from the moves (see estimateValue)
	Moves  []ir.Move
	Pos    syntax.Pos // of the name in the declaration
	ok     bool       // the declaration has no error
}

// Variant is a checked concrete variant: every statement of its extends
// chain merged, every name resolved to a *Piece.
type Variant struct {
	Name  string
	Title string
	Pos   syntax.Pos // of the name in the declaration

	Files, Ranks int
	Holes        []string // algebraic, in the order declared
	Pieces       []*Piece // the piece set; a piece's index is its IR index

	Setup    string
	SetupArg *syntax.Arg // for mapping an offset in Setup to a position

	Royal      []*Piece
	Castling   *Castling
	Promotions []*Promotion
	Checkmate  ir.Result
	Stalemate  ir.Result

	MoveRule       int
	MoveRulePieces []*Piece
	Repetition     int
}

// Castling is checked castling rules; see ir.Castling.
type Castling struct {
	King      *Piece
	Rooks     []*Piece
	Kingside  *ir.CastlingSide
	Queenside *ir.CastlingSide
}

// Promotion is one checked promotion zone; see ir.Promotion.
type Promotion struct {
	Pieces           []*Piece
	FromRank, ToRank int
	Choices          []*Piece
	Mandatory        bool
	Limits           []Limit
}

// Limit caps how many of a piece a side may have after promoting.
type Limit struct {
	Piece *Piece
	Max   int
}

// Index returns the index of p in the variant's piece set, or -1.
func (v *Variant) Index(p *Piece) int {
	for i, q := range v.Pieces {
		if q == p {
			return i
		}
	}
	return -1
}
