package interp

import "fmt"

// LandsOnMismatch compares, for the piece on s if MoveCount counts it,
// landsOn with its generated captures on every square; "" if they agree.
func (p *Position) LandsOnMismatch(s Square) string {
	cell := p.board[s]
	if cell < firstCell {
		return ""
	}
	t, c := cellType(cell), cellColor(cell)
	if p.g.countKind[c*p.g.nTypes+t] == countNone {
		return ""
	}
	ml := p.genPiece(nil, s, t, c)
	for target := range p.board {
		want := false
		for _, m := range ml {
			want = want || m.Kind == Capture && m.To == Square(target)
		}
		if got := p.landsOn(s, t, c, Square(target)); got != want {
			return fmt.Sprintf("landsOn(%s, %s) = %v, generated captures say %v", p.g.squareName(s), p.g.squareName(Square(target)), got, want)
		}
	}
	return ""
}

// PartFinishMismatch compares canFinishTurn, in a game of turn parts,
// with the test of every generated move it stands for; "" if they agree
// (or the game has no parts).
func (p *Position) PartFinishMismatch() string {
	if p.g.parts == nil {
		return ""
	}
	got := p.canFinishTurn()
	want := p.g.hasEndings && p.endingOutcome().Over || p.anyPartMove(p.generate(nil))
	if got != want {
		return fmt.Sprintf("canFinishTurn %v, the generated moves say %v", got, want)
	}
	return ""
}
