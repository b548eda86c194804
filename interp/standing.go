package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Standing promotions (ir.Promotion.Standing, Fairy-Stockfish's
// sittuyinPromotion) are moves of their own: a piece standing in its
// zone turns into a choice where it stands, or goes as the choice moves
// to an empty square. Only variants that declare one pay for them: the
// generator looks at g.standing once per position.

// standingZone is one standing promotion zone for one colour, compiled.
type standingZone struct {
	promoZone
	pieces       []int // the types that promote
	lastAnywhere bool  // a side's last piece of such a type promotes anywhere
	peaceful     bool  // the new piece attacks no enemy, the move gives no check
	unforced     bool  // a side left with only such promotions is stalemated
}

// compileStanding adds the standing zone z (its shared parts compiled
// in pz) to the colours it serves.
func (g *Game) compileStanding(z ir.Promotion, pz promoZone) error {
	if len(z.Map) > 0 || z.Mandatory || z.Immobile || z.OnEntry || z.Leave || z.CapturesOnly {
		return fmt.Errorf("promotion: a standing promotion with a map, mandatory, on-entry, leave or captures-only: a standing promotion is a move of its own")
	}
	for _, t := range z.Pieces {
		if err := g.checkPiece("promoting piece", t); err != nil {
			return err
		}
	}
	for c := 0; c < 2; c++ {
		if z.Side == "white" && c != White || z.Side == "black" && c != Black {
			continue
		}
		in, err := g.zoneMask("promotion", z.Region, z.FromRank, z.ToRank, c)
		if err != nil {
			return err
		}
		sz := standingZone{promoZone: pz, pieces: z.Pieces, lastAnywhere: z.LastAnywhere, peaceful: z.Peaceful, unforced: z.Unforced}
		sz.in = in
		g.standing[c] = append(g.standing[c], sz)
		g.unforced = g.unforced || z.Unforced
	}
	return nil
}

// standingPromotes reports whether pieces of type t and colour c have a
// standing promotion (they are written as pawns are).
func (g *Game) standingPromotes(t, c int) bool {
	for zi := range g.standing[c] {
		for _, u := range g.standing[c][zi].pieces {
			if u == t {
				return true
			}
		}
	}
	return false
}

// genStanding appends the standing promotions of the side to move.
func (p *Position) genStanding(ml []Move) []Move {
	c := p.side
	for zi := range p.g.standing[c] {
		z := &p.g.standing[c][zi]
		if len(z.ifPresent) > 0 && !p.anyOnBoard(z.ifPresent) || len(z.ifAbsent) > 0 && p.anyOnBoard(z.ifAbsent) {
			continue
		}
		for _, t := range z.pieces {
			// Copied: testing a peaceful promotion makes it, which may
			// reorder the piece list.
			p.standFrom = append(p.standFrom[:0], p.pieceList(c, t)...)
			anywhere := z.lastAnywhere && len(p.standFrom) == 1
			for _, from := range p.standFrom {
				if anywhere || z.in[from] {
					ml = p.standingFrom(ml, z, from, t, c)
				}
			}
		}
	}
	return ml
}

// standingFrom appends the standing promotions of the piece of type t and
// colour c on from: to each choice the side may still have, where it
// stands and wherever the choice could move without capturing.
func (p *Position) standingFrom(ml []Move, z *standingZone, from Square, t, c int) []Move {
	for _, ch := range z.choices {
		if lim := z.limits[ch]; lim >= 0 && p.Count(c, ch) >= lim {
			continue
		}
		p.board[from] = pieceCell(ch, c) // it moves as the choice would
		p.standBuf = p.genPiece(p.standBuf[:0], from, ch, c)
		p.board[from] = pieceCell(t, c)
		p.standTo = append(p.standTo[:0], from)
		for _, m := range p.standBuf {
			if m.Kind == Quiet && m.side&sideLocust == 0 && !seen(p.standTo, m.To) {
				p.standTo = append(p.standTo, m.To)
			}
		}
		for _, to := range p.standTo {
			ml = p.addStanding(ml, z, Move{From: from, To: to, Kind: Quiet, Promo: int8(ch + 1), pk: pkStanding}, ch, c)
		}
	}
	return ml
}

// seen reports whether s is in list.
func seen(list []Square, s Square) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// addStanding appends mv, a standing promotion to type ch, unless the zone
// is peaceful and the new piece would attack an enemy piece or the move
// give check.
func (p *Position) addStanding(ml []Move, z *standingZone, mv Move, ch, c int) []Move {
	if !z.peaceful {
		return append(ml, mv)
	}
	raw := p.raw
	p.raw = true
	p.Make(mv)
	ok := !p.royalAttacked(1 - c)
	if ok {
		p.standBuf = p.genPiece(p.standBuf[:0], mv.To, ch, c)
		for _, m := range p.standBuf {
			if m.IsCapture() {
				ok = false
				break
			}
		}
	}
	p.Unmake()
	p.raw = raw
	if ok {
		ml = append(ml, mv)
	}
	return ml
}

// onlyUnforced reports whether the side to move, not in check, has
// nothing on the board but one royal piece and one piece with an
// unforced standing promotion, and no legal move but such promotions: a
// promotion it need not make leaves it stalemated.
func (p *Position) onlyUnforced() bool {
	g := p.g
	c := p.side
	if p.pieces(c) != 2 || p.InCheck() {
		return false
	}
	promoter, royals := -1, 0
	for t := 0; t < g.nTypes; t++ {
		if p.Count(c, t) == 0 {
			continue
		}
		if g.IsRoyal(t) {
			royals++
		} else {
			promoter = t
		}
	}
	if royals != 1 || promoter < 0 || !g.unforcedFor(promoter, c) {
		return false
	}
	var buf [256]Move
	ml := p.LegalMoves(buf[:0])
	for _, m := range ml {
		if m.pk != pkStanding {
			return false
		}
	}
	return len(ml) > 0
}

// unforcedFor reports whether pieces of type t and colour c have an
// unforced standing promotion.
func (g *Game) unforcedFor(t, c int) bool {
	for zi := range g.standing[c] {
		z := &g.standing[c][zi]
		for _, u := range z.pieces {
			if u == t && z.unforced {
				return true
			}
		}
	}
	return false
}
