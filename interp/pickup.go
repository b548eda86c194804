package interp

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Pickups (ir.DropRule.Pickup, Twilight chess): instead of moving, a side
// takes one of its pieces of the pickup types off the board into its
// hand, from where the drops bring it back. A pickup is a Move of kind
// Pickup from the piece's square to itself; it takes nothing, so it is
// legal unless it uncovers an attack on a royal piece.

// compilePickup reads the pickup types into dr.
func (g *Game) compilePickup(dr *dropRule, d *ir.DropRule) error {
	if len(d.Pickup) == 0 {
		return nil
	}
	if dr.placement != placeNone || dr.unlimited {
		return fmt.Errorf("drops: pickup with placement or an unlimited supply")
	}
	dr.pickup = make([]bool, g.nTypes)
	for _, t := range d.Pickup {
		if err := g.checkPiece("drops: pickup", t); err != nil {
			return err
		}
		if slices.Contains(g.V.Rules.Royal, t) {
			return fmt.Errorf("drops: pickup %s, a royal piece", g.V.Pieces[t].Name)
		}
		if !dr.drops[t] {
			return fmt.Errorf("drops: pickup %s, which is not dropped", g.V.Pieces[t].Name)
		}
		dr.pickup[t] = true
	}
	return nil
}

// genPickups appends the pickups of the side to move.
func (p *Position) genPickups(ml []Move) []Move {
	g := p.g
	for t, ok := range g.drops.pickup {
		if !ok {
			continue
		}
		for _, s := range p.pieceList(p.side, t) {
			ml = append(ml, Move{From: s, To: s, Kind: Pickup, Aux: int32(t)})
		}
	}
	return ml
}

// makePickup plays the pickup m: the piece leaves the board for its
// owner's hand (as its type in hand: a promoted piece that remembers its
// origin as that), its unmoved mark goes, and castling rights with it.
func (p *Position) makePickup(m Move) {
	g := p.g
	u := undoRecord{move: m, capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove),
		epSq: p.epSq, epN: int8(p.epN), epVic: p.epVic, onceUsed: p.onceUsed[p.side], moved: p.board[m.From]}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
	t := cellType(u.moved)
	u.virgin[0] = p.virgin[m.From]
	p.setVirgin(m.From, false)
	p.removePiece(m.From)
	p.handAdd(p.side, g.handType(t), 1)
	if g.castle != nil && u.virgin[0] && g.castle.rook[t] {
		p.dropOrphanKings(White, &u)
		p.dropOrphanKings(Black, &u)
	}
	p.halfmove = 0
	u.switched = true
	p.finishMove(&u)
}

// unmakePickup takes back the pickup recorded in u.
func (p *Position) unmakePickup(u *undoRecord) {
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	m := u.move
	p.handAdd(p.side, p.g.handType(cellType(u.moved)), -1)
	p.addPiece(m.From, u.moved)
	p.virgin[m.From] = u.virgin[0]
	for i := int8(0); i < u.nDropped; i++ {
		p.virgin[u.dropped[i]] = true
	}
	p.epSq, p.epN, p.epVic = u.epSq, int(u.epN), u.epVic
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
