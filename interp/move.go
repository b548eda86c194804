package interp

// MoveKind tells how a move changes the board beyond from -> to.
type MoveKind uint8

const (
	Quiet     MoveKind = iota // to an empty square
	Capture                   // takes the piece on To
	EnPassant                 // takes the piece on Aux, To being empty
	Castle                    // king From -> To, partner Aux -> its file
	Exit                      // the piece on From leaves the board; Aux >= 0: a piece promoted there; To != From: the enemy on To goes too (mutual destruction)
	Drop                      // a piece of type Promo-1 from the mover's hand onto To (From = To)
	Pass                      // nothing moves; From = To names a piece of the mover (pass.go)
	Swap                      // the piece From and the friendly piece To exchange places (ir.Move.Swap)
	Pickup                    // the mover's piece on From, of type Aux, goes into its hand (From = To; ir.DropRule.Pickup)
)

// Move is one legal or pseudo-legal move. It is a small value so move lists
// are flat arrays.
type Move struct {
	From, To Square
	// Aux is the captured piece's square for en passant, the partner's
	// square for castling, the type taken into hand for a pickup, and for
	// a move that sets en-passant squares the index of its path in the
	// move tables (so make can read the squares it passed).
	Aux   int32
	Promo int8 // promotion type + 1, 0 for none
	Kind  MoveKind
	// side: for castling, bit 0 is the side (0 kingside, 1 queenside) and
	// bit 1 says the move is written king-takes-partner; for other moves,
	// 1 or 2 when the move sets en-passant squares (from a path or a ray).
	side uint8
	once int8 // once-per-game right used + 1, or 0
	// gate is the type a gating move puts on the board from the mover's
	// hand, + 1 (0: none), on the square the piece left (for castling, on
	// the partner's square if side&sideGatePartner).
	gate int8
	pk   uint8 // how Promo came about (pkChoice, pkMap, pkDemote)
	// wall is the square + 1 of the wall the move places (walls.go), 0
	// for none.
	wall Square
}

// WallSquare is the square of the wall the move places, NoSquare if none.
func (m Move) WallSquare() Square { return m.wall - 1 }

// sideGatePartner: a castling move gates on the partner's square.
const sideGatePartner = 4

// GatingType is the type a gating move brings from hand, or -1.
func (m Move) GatingType() int { return int(m.gate) - 1 }

// DropType is the type a drop puts on the board, or -1 for other moves.
func (m Move) DropType() int {
	if m.Kind != Drop {
		return -1
	}
	return int(m.Promo) - 1
}

// PromotionType is the type the move promotes to, or -1.
func (m Move) PromotionType() int {
	if m.Kind == Drop {
		return -1
	}
	return int(m.Promo) - 1
}

// IsCapture reports whether the move takes a piece (a mutual
// destruction takes one with the mover).
func (m Move) IsCapture() bool {
	return m.Kind == Capture || m.Kind == EnPassant || m.side&sideLocust != 0 || m.Kind == Exit && m.To != m.From
}
