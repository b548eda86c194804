package interp

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// First-move rights kept in FEN (ir.Rules.FirstMoveRights) and spoiled
// by an enemy's aim (ir.SpoilRule): Cambodian chess's king and met, which
// Fairy-Stockfish writes as gates ("DEde") in the castling field.

// spoilTable is a compiled ir.SpoilRule.
type spoilTable struct {
	victim int
	by     []bool    // by type
	reach  [2][]bool // by the spoiler's colour: to*nSq + victim's square
}

func (g *Game) compileRights() error {
	r := &g.V.Rules
	if len(r.FirstMoveRights) > 0 {
		g.fenRights = make([]bool, g.nTypes)
		for _, t := range r.FirstMoveRights {
			if err := g.checkPiece("first-move rights", t); err != nil {
				return err
			}
			if !g.initial[t] {
				return fmt.Errorf("first-move rights: %s has no initial moves", g.V.Pieces[t].Name)
			}
			g.fenRights[t] = true
		}
	}
	for t, p := range g.V.Pieces {
		sp := p.Spoil
		if sp == nil {
			continue
		}
		st := spoilTable{victim: t}
		var err error
		if st.by, err = g.typeSet("spoiled by", sp.By); err != nil {
			return err
		}
		if st.by == nil {
			return fmt.Errorf("piece %s: spoiled by no type", p.Name)
		}
		n := g.size()
		for c := 0; c < 2; c++ {
			st.reach[c] = make([]bool, n*n)
			for from := 0; from < n; from++ {
				for _, m := range sp.Moves {
					if err := g.checkLegs(m); err != nil {
						return fmt.Errorf("piece %s: spoiled by: %v", p.Name, err)
					}
					g.markReach(st.reach[c][from*n:(from+1)*n], Square(from), m.Legs, g.orient[c])
				}
			}
		}
		if g.spoilers == nil {
			g.spoilers = make([]bool, g.nTypes)
		}
		for by, ok := range st.by {
			g.spoilers[by] = g.spoilers[by] || ok
		}
		g.spoils = append(g.spoils, st)
	}
	return nil
}

// checkLegs checks a move's legs as compileMoves does.
func (g *Game) checkLegs(m ir.Move) error {
	if len(m.Legs) == 0 {
		return fmt.Errorf("a move without legs")
	}
	for _, l := range m.Legs {
		if err := g.validLeg(l); err != nil {
			return err
		}
	}
	return nil
}

// spoil takes away the unmoved state of the enemy pieces that a move of
// type t onto to aims at, recording them in u to be given back.
func (p *Position) spoil(t int, to Square, u *undoRecord) {
	c := p.side // the mover
	n := p.g.size()
	for i := range p.g.spoils {
		st := &p.g.spoils[i]
		if !st.by[t] {
			continue
		}
		row := st.reach[c][int(to)*n:]
		for _, s := range p.pieceList(1-c, st.victim) {
			if p.virgin[s] && row[s] && int(u.nDropped) < len(u.dropped) {
				p.setVirgin(s, false)
				u.dropped[u.nDropped] = s
				u.nDropped++
			}
		}
	}
}

// setRight reads one letter of the castling field as a first-move right:
// the file of a piece of a rights type on its side's first rank. It
// reports whether the letter was one.
func (p *Position) setRight(ch rune, offset int) (bool, error) {
	g := p.g
	if g.fenRights == nil {
		return false, nil
	}
	color := White
	if ch >= 'a' && ch <= 'z' {
		color = Black
	}
	f := int(ch|0x20) - 'a'
	if f < 0 || f >= g.files {
		return false, nil
	}
	s := g.square(f, backRank(g, color))
	cell := p.board[s]
	if cell < firstCell || cellColor(cell) != color || !g.fenRights[cellType(cell)] {
		if g.castle == nil {
			return true, nil // a gate on a piece without first moves: nothing to keep
		}
		return false, nil
	}
	p.setVirgin(s, true)
	return true, nil
}

// rightsField writes colour c's first-move rights, file letters in file
// order (upper case for White).
func (p *Position) rightsField(c int) string {
	g := p.g
	if g.fenRights == nil {
		return ""
	}
	var b strings.Builder
	rank := backRank(g, c)
	for f := 0; f < g.files; f++ {
		s := g.square(f, rank)
		if cell := p.board[s]; cell >= firstCell && cellColor(cell) == c && g.fenRights[cellType(cell)] && p.virgin[s] {
			l := fileName(f)
			if c == White {
				l = strings.ToUpper(l)
			}
			b.WriteString(l)
		}
	}
	return b.String()
}
