package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/fen"
)

// maxHand bounds the pieces of one type a side may hold in hand.
const maxHand = 64

// dropRule is ir.DropRule, compiled.
type dropRule struct {
	drops       []bool    // by type: may be dropped from hand
	region      [2][]bool // by colour and square: may drop there
	consecutive bool      // a side drops all it holds before the turn passes
}

// identRules are the rules on Becomes moves and promotions (ir.Rules
// Limits and MustFirst), compiled.
type mustFirst struct {
	piece, after int
	counted      []int
}

// compileDrops compiles the placement phase, type limits and must-first
// rules.
func (g *Game) compileDrops() error {
	r := &g.V.Rules
	g.limit = make([]int, g.nTypes)
	for t := range g.limit {
		g.limit[t] = -1
	}
	for _, l := range r.Limits {
		if err := g.checkPiece("limit", l.Piece); err != nil {
			return err
		}
		g.limit[l.Piece] = l.Max
		g.anyLimit = true
	}
	for _, mf := range r.MustFirst {
		if err := g.checkPiece("must-first", mf.Piece); err != nil {
			return err
		}
		for _, t := range mf.Counted {
			if err := g.checkPiece("must-first counted", t); err != nil {
				return err
			}
		}
		g.mustFirst = append(g.mustFirst, mustFirst{piece: mf.Piece, after: mf.After, counted: mf.Counted})
	}
	d := r.Drops
	if d == nil {
		return nil
	}
	if g.turns != nil {
		return fmt.Errorf("drops: cannot go with a turn order")
	}
	if d.Region == nil && (d.FromRank < 1 || d.ToRank < d.FromRank || d.ToRank > g.ranks) {
		return fmt.Errorf("drops: ranks %d..%d, expected within 1..%d", d.FromRank, d.ToRank, g.ranks)
	}
	dr := &dropRule{drops: make([]bool, g.nTypes)}
	switch d.Placement {
	case "", "alternate":
	case "consecutive":
		dr.consecutive = true
	default:
		return fmt.Errorf("drops: placement %q, expected alternate or consecutive", d.Placement)
	}
	for _, t := range d.Pieces {
		if err := g.checkPiece("drops", t); err != nil {
			return err
		}
		dr.drops[t] = true
	}
	for c := White; c <= Black; c++ {
		zone, err := g.zoneMask("drops", d.Region, d.FromRank, d.ToRank, c)
		if err != nil {
			return err
		}
		dr.region[c] = zone
	}
	g.drops = dr
	return nil
}

// InHand is the number of pieces of type t colour c holds in hand.
func (p *Position) InHand(c, t int) int {
	if p.hand == nil {
		return 0
	}
	return int(p.hand[c*p.g.nTypes+t])
}

// setHand reads the FEN's pieces in hand.
func (p *Position) setHand(h *[2][]int) error {
	g := p.g
	if h == nil {
		return nil
	}
	if g.drops == nil {
		for c := range h {
			for _, n := range h[c] {
				if n > 0 {
					return &fen.Error{Msg: "pieces in hand, but this variant has no drops"}
				}
			}
		}
		return nil
	}
	for c := range h {
		for t, n := range h[c] {
			if n > 0 && !g.drops.drops[t] {
				return &fen.Error{Msg: fmt.Sprintf("%s in hand: this variant drops only its drop pieces", g.V.Pieces[t].Name)}
			}
			if n >= maxHand {
				return &fen.Error{Msg: fmt.Sprintf("%d pieces of one type in hand: expected fewer than %d", n, maxHand)}
			}
			for k := 0; k < n; k++ {
				p.handAdd(c, t, 1)
			}
		}
	}
	return nil
}

// handAdd changes the count of type t in colour c's hand by d.
func (p *Position) handAdd(c, t, d int) {
	g := p.g
	i := c*g.nTypes + t
	p.hash ^= g.zobrist.handKey(i, int(p.hand[i]))
	p.hand[i] += int8(d)
	p.handN[c] += d
	p.hash ^= g.zobrist.handKey(i, int(p.hand[i]))
}

// handField writes the pieces in hand for FEN, "" in a game without drops.
func (p *Position) handField() string {
	g := p.g
	if g.drops == nil {
		return ""
	}
	var h [2][]int
	for c := range h {
		h[c] = make([]int, g.nTypes)
		for t := range h[c] {
			h[c][t] = int(p.hand[c*g.nTypes+t])
		}
	}
	return fen.Hand(h, g.letters())
}

// genDrops appends the drops of the side to move: every type it holds,
// onto every empty square of its region.
func (p *Position) genDrops(ml []Move) []Move {
	g := p.g
	c := p.side
	region := g.drops.region[c]
	for t := 0; t < g.nTypes; t++ {
		if p.hand[c*g.nTypes+t] == 0 {
			continue
		}
		for s, ok := range region {
			if ok && p.board[s] == cellEmpty {
				ml = append(ml, Move{From: Square(s), To: Square(s), Kind: Drop, Promo: int8(t + 1)})
			}
		}
	}
	return ml
}

// makeDrop plays a drop: the piece leaves the hand for the board. The turn
// passes unless placement is consecutive and the side holds more.
func (p *Position) makeDrop(m Move) {
	g := p.g
	u := undoRecord{move: m, capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove),
		epSq: p.epSq, epN: int8(p.epN), epVictim: p.epVictim, onceUsed: p.onceUsed[p.side]}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
	t := int(m.Promo - 1)
	cell := pieceCell(t, p.side)
	u.moved = cell
	p.handAdd(p.side, t, -1)
	p.addPiece(m.To, cell)
	p.halfmove = 0
	u.switched = !g.drops.consecutive || p.handN[p.side] == 0
	p.finishMove(&u)
}

// unmakeDrop takes back the drop recorded in u.
func (p *Position) unmakeDrop(u *undoRecord) {
	if u.switched {
		p.side ^= 1
		if p.side == Black {
			p.fullmove--
		}
	}
	p.removePiece(u.move.To)
	p.handAdd(p.side, int(u.move.Promo-1), 1)
	p.epSq, p.epN, p.epVictim = u.epSq, int(u.epN), u.epVictim
	p.halfmove = int(u.halfmove)
	p.uncount()
	p.hash = u.hash
	p.uncountCheck(u)
	p.undo = p.undo[:len(p.undo)-1]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
}

// becomesAllowed reports whether colour c may turn a piece into type b:
// the type's limit is not reached and no must-first rule forbids it.
func (p *Position) becomesAllowed(b, c int) bool {
	g := p.g
	if lim := g.limit[b]; lim >= 0 && p.Count(c, b) >= lim {
		return false
	}
	for i := range g.mustFirst {
		mf := &g.mustFirst[i]
		if b == mf.piece || p.Count(c, mf.piece) > 0 {
			continue
		}
		n := 0
		for _, t := range mf.counted {
			n += p.Count(c, t)
		}
		if n >= mf.after {
			return false
		}
	}
	return true
}
