package interp

// Royal pieces that may not pass through attack (ir.Rules.RoyalPassesSafe):
// a royal piece's move along a rank, file or diagonal is legal only if
// no enemy piece attacks a square strictly between its start and end, on
// the board before the move (Caissa Britannia's queen; Sjaak II's
// "en-passant check"). It is judged after the move is made, like the
// royal's own safety: the move is taken back to ask, and made again.

// maxPassed bounds the squares one move passes over.
const maxPassed = 64

// passedSafely reports whether the move just made by me, if a royal
// piece's, passed over no square the other side attacked before it.
func (p *Position) passedSafely(me int) bool {
	g := p.g
	u := &p.undo[len(p.undo)-1]
	m := u.move
	if m.Kind != Quiet && m.Kind != Capture || m.side&sideLocust != 0 || u.moved < firstCell || !g.royal[cellType(u.moved)] {
		return true
	}
	df, dr := g.fileOf(m.To)-g.fileOf(m.From), g.rankOf(m.To)-g.rankOf(m.From)
	n := max(df, -df, dr, -dr)
	if n < 2 || df != 0 && dr != 0 && df != dr && df != -dr {
		return true // next door, or off the lines: nothing passed
	}
	var buf [maxPassed]Square
	passed := buf[:0]
	sf, sr := sign(df), sign(dr)
	for k := 1; k < n && len(passed) < maxPassed; k++ {
		passed = append(passed, g.square(g.fileOf(m.From)+k*sf, g.rankOf(m.From)+k*sr))
	}
	p.Unmake()
	ok := true
	for _, s := range passed {
		if s != NoSquare && p.attacked(s, 1-me) {
			ok = false
			break
		}
	}
	p.Make(m)
	return ok
}
