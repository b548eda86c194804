package interp

import (
	"fmt"
	"math/rand/v2"
)

// The attack oracle: whether a square is attacked, found the slow way, by
// making every pseudo-legal move of the attacker and looking whether the
// piece on the square is gone. The attack tables must agree with it in
// every state a position can be in (issue: a spent once-per-game move
// still attacked).

// bruteAttacked reports whether colour c has a pseudo-legal move (castling
// and drops aside: they capture nothing) after which the piece on s is no
// longer there. En passant does not count: it captures by moving to
// another square, which is not an attack on the victim's (no royal piece
// of a bundled variant can be taken so). With explosions, only the piece
// a move captures counts, not those blown up around it: a royal next to a
// capture is not attacked, only threatened. With flips, a piece turned
// over is not taken either. A piece that may not capture (patrol) attacks
// nothing; a captor that changes sides may leave on the square a piece
// like the one it took, which was taken all the same.
//
// A capture into a promotion zone all of whose choices are at their
// limit is no move, but still an attack (a pawn that could not promote
// there still gives check, as in Fairy-Stockfish's grand): the oracle
// lifts the limits while it makes the moves.
func (p *Position) bruteAttacked(s Square, c int) bool {
	victim := p.board[s]
	side, enemy, raw := p.side, p.enemy, p.raw
	p.side, p.enemy, p.raw = c, 0, true
	defer func() { p.side, p.enemy, p.raw = side, enemy, raw }()
	// The zones of the two colours may share a slice of limits: what is
	// saved first holds the limits, and is put back last.
	var lifted, saved [][]int
	for col := range p.g.promo {
		for i := range p.g.promo[col] {
			l := p.g.promo[col][i].limits
			lifted, saved = append(lifted, l), append(saved, append([]int(nil), l...))
			for t := range l {
				l[t] = -1
			}
		}
	}
	defer func() {
		for k := len(lifted) - 1; k >= 0; k-- {
			copy(lifted[k], saved[k])
		}
	}()
	var ml []Move
	for t := 0; t < p.g.nTypes; t++ {
		for _, from := range append([]Square(nil), p.pieceList(c, t)...) {
			if p.g.freeze != nil && (p.frozen(from, t, c) || !p.mayAttack(from, t, c)) {
				continue // it has no moves, or none that capture (patrol)
			}
			ml = p.genPiece(ml[:0], from, t, c)
			if p.g.exits[t] != nil {
				ml = p.genExits(ml, from, t, c)
			}
			for _, m := range ml {
				if m.Kind == EnPassant {
					continue // it takes the piece on another square than its own
				}
				if m.Kind == Swap || m.Kind == Exit && m.To != m.From {
					// A swap moves the piece elsewhere, and a mutual
					// destruction never takes a royal: neither attacks
					// (spec/language.md, section 3).
					continue
				}
				if p.g.blast != nil {
					if m.Kind == Capture && m.To == s {
						return true
					}
					continue
				}
				if p.g.captorKeeps != nil && m.Kind == Capture && m.To == s {
					return true // the captor may turn into what it took
				}
				p.Make(m)
				// A piece turned over by a flip stays: it is not captured.
				flipped := m.To != s && p.board[s] == victim^1
				gone := p.board[s] != victim && !flipped
				p.Unmake()
				if gone {
					return true
				}
			}
		}
	}
	return false
}

// randomizeState scrambles what a position remembers beyond its board:
// which pieces are unmoved, which once-per-game rights are used, what is
// in hand. The board itself comes from play, so it is one the variant
// can reach.
func (p *Position) randomizeState(rng *rand.Rand) {
	g := p.g
	p.forgetCheck()
	for s := range p.board {
		if p.board[s] >= firstCell && rng.IntN(3) == 0 {
			p.setVirgin(Square(s), !p.virgin[s])
		}
	}
	for c := 0; c < 2; c++ {
		for r := range g.moves.onceNames {
			if rng.IntN(2) == 0 {
				p.onceUsed[c] ^= 1 << r
				p.hash ^= g.zobrist.once[c][r]
			}
		}
	}
	if p.hand != nil {
		for c := 0; c < 2; c++ {
			for t := 0; t < g.nTypes; t++ {
				if g.drops != nil && g.drops.drops[t] && rng.IntN(4) == 0 {
					p.handAdd(c, t, 1)
				}
			}
		}
	}
}

// attackMismatch compares attacked with the oracle on every occupied
// square, for both attackers, and describes the first difference.
func (p *Position) attackMismatch() string {
	for c := 0; c < 2; c++ {
		for s := range p.board {
			cell := p.board[s]
			if cell < firstCell || cellColor(cell) == c {
				continue
			}
			got, want := p.attacked(Square(s), c), p.bruteAttacked(Square(s), c)
			if got != want {
				return fmt.Sprintf("%s: attacked(%s, %s) = %v, but the moves say %v",
					p.FEN(), p.g.squareName(Square(s)), [2]string{"white", "black"}[c], got, want)
			}
		}
	}
	return ""
}
