package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Explosions (ir.Explosion, atomic chess): every capture also removes the
// captor and the pieces around the square it captured on. The removed
// pieces go on the same stack as effect captures (Position.effectCaps), so
// Unmake restores them alike.

// blastRule is an ir.Explosion, compiled.
type blastRule struct {
	ring   [2][][]Square // by capturing colour, then vector: step tables
	spared []bool        // by type: survives next to the capture
	immune []bool        // by type: never explodes
	// royalCaptor: some royal type that explodes captures beyond the
	// ring, so its captures, which would be self-explosions, must be told
	// apart from the others when royals are tested (royalThreatened).
	royalCaptor bool
}

func (g *Game) compileExplosion() error {
	x := g.V.Rules.Explosion
	if x == nil {
		return nil
	}
	if len(x.Vectors) == 0 {
		return fmt.Errorf("explosion without vectors")
	}
	b := &blastRule{spared: make([]bool, g.nTypes), immune: make([]bool, g.nTypes)}
	for c, o := range g.orient {
		for _, v := range x.Vectors {
			if v == (ir.Vector{}) {
				return fmt.Errorf("explosion vector (0,0): the captor always explodes, list only the squares around it")
			}
			b.ring[c] = append(b.ring[c], g.stepTable(v[0]*o.x, v[1]*o.y, false))
		}
	}
	for _, t := range x.Spared {
		if err := g.checkPiece("explosion spared", t); err != nil {
			return err
		}
		b.spared[t] = true
	}
	for _, t := range x.Immune {
		if err := g.checkPiece("explosion immune", t); err != nil {
			return err
		}
		b.immune[t] = true
	}
	for t, p := range g.V.Pieces {
		if !g.royal[t] || b.immune[t] {
			continue
		}
		for _, m := range p.Moves {
			if m.Final.Capture && !b.inRing(m, x.Vectors) {
				b.royalCaptor = true
			}
		}
	}
	g.blast = b
	return nil
}

// inRing reports whether a capture is a single leap onto one of the
// explosion's squares: a royal captor that can only capture so always has
// its own royal on the ring of its target, which the shield rule covers.
func (b *blastRule) inRing(m ir.Move, vectors []ir.Vector) bool {
	if len(m.Legs) != 1 || m.Legs[0].Max != 1 {
		return false
	}
	l := m.Legs[0]
	for _, v := range vectors {
		if v[0] == l.DX && v[1] == l.DY {
			return true
		}
	}
	return false
}

// explode removes, after a capture by colour c that ended on to, the
// captor and the pieces around to that the explosion takes. It returns how
// many pieces went.
func (p *Position) explode(to Square, c int) int {
	b := p.g.blast
	n := 0
	if cell := p.board[to]; cell >= firstCell && !b.immune[cellType(cell)] {
		p.blastRemove(to)
		n++
	}
	for _, ring := range b.ring[c] {
		s := ring[to]
		if s < 0 {
			continue
		}
		cell := p.board[s]
		if cell < firstCell || b.spared[cellType(cell)] || b.immune[cellType(cell)] {
			continue
		}
		p.blastRemove(s)
		n++
	}
	return n
}

func (p *Position) blastRemove(s Square) {
	p.effectCaps = append(p.effectCaps, effectCapture{sq: s, cell: p.board[s], virgin: p.virgin[s]})
	p.setVirgin(s, false)
	p.removePiece(s)
}

// shielded reports whether a royal on s is safe from colour by because a
// royal of by that a capture on s would explode stands next to it.
func (p *Position) shielded(s Square, by int) bool {
	b := p.g.blast
	for _, ring := range b.ring[by] {
		n := ring[s]
		if n < 0 {
			continue
		}
		if cell := p.board[n]; cell >= firstCell && cellColor(cell) == by && p.g.royal[cellType(cell)] &&
			!b.spared[cellType(cell)] && !b.immune[cellType(cell)] {
			return true
		}
	}
	return false
}

// royalThreatened is attacked for a royal piece of the other colour than
// by on s: with explosions, an attack counts only if the capture would not
// explode one of by's own royals.
func (p *Position) royalThreatened(s Square, by int) bool {
	if p.g.blast == nil {
		return p.attacked(s, by)
	}
	if p.shielded(s, by) || !p.attacked(s, by) {
		return false
	}
	if !p.g.blast.royalCaptor {
		return true
	}
	// Some attacker may be a royal that would blow itself up: look for a
	// capture by another piece.
	g := p.g
	for t := 0; t < g.nTypes; t++ {
		if g.royal[t] && !g.blast.immune[t] {
			continue
		}
		for _, from := range p.pieceList(by, t) {
			if p.capturesOnto(from, t, by, s) {
				return true
			}
		}
	}
	return false
}

// blastLegal judges the move just made by me in a game with explosions,
// for what explosions decide: a move that blew up one of me's royals is
// illegal, one that took an enemy royal legal whatever else holds. ok
// reports whether the move decided it.
func (p *Position) blastLegal(me int) (legal, ok bool) {
	u := &p.undo[len(p.undo)-1]
	g := p.g
	enemyLost := u.captured >= firstCell && g.royal[cellType(u.captured)]
	for _, ec := range p.effectCaps[len(p.effectCaps)-int(u.nEffect):] {
		t, c := cellType(ec.cell), cellColor(ec.cell)
		if !g.royal[t] && !(g.lastRoyalIs[t] && p.Count(c, t) < g.lastMax) {
			continue
		}
		if c == me {
			return false, true
		}
		enemyLost = true
	}
	return true, enemyLost
}
