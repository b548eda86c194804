package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// ending is an ir.Ending compiled.
type ending struct {
	kind    ir.EndingKind
	each    bool
	side    int
	types   []int
	inSet   []bool
	goal    [2][]bool // for reach, by side: its goal squares
	perType bool
	atMost  int
	oppMin  int // ir.Ending.OpponentAtLeast
	moves   int
	winner  string
	name    string
	grace   bool // see ir.Ending.Grace
	atLeast int  // reach: goal pieces needed on the goal (ir.Ending.AtLeast), at least 1
	// connect: how many in a row, along the directions dirs (each line
	// once: east, north, north-east, south-east), for a connect ending.
	connect int
	dirs    [][2]int
	square  bool // connect: a connect-by-connect square rather than a line
	safe    bool // see ir.Ending.Safe
	blocked bool // see ir.Ending.Blocked
	// collinear: connect's pieces anywhere on one line (ir.Ending.Collinear)
	collinear bool
	// between: connect's chain ends, by region (first, second) and
	// colour: the squares it links (ir.Ending.Between); nil for none.
	between [2][2][]bool
	// royalGoal: every goal piece is royal, so it is never taken and a
	// grace move can only draw.
	royalGoal bool
	wing      int // castled, castling-lost: 0 kingside, 1 queenside
}

func (g *Game) compileEndings() error {
	for _, e := range g.V.Rules.Endings {
		ce := ending{kind: e.Kind, types: e.Pieces, moves: e.Moves, winner: e.Winner, name: e.Name,
			perType: e.PerType, atMost: e.AtMost, oppMin: e.OpponentAtLeast, grace: e.Grace, safe: e.Safe, atLeast: max(1, e.AtLeast),
			blocked: e.Blocked, collinear: e.Collinear}
		if ce.name == "" {
			ce.name = string(e.Kind)
		}
		if e.Kind == ir.Reach {
			if err := g.compileGoal(&ce, e); err != nil {
				return err
			}
		}
		switch e.Side {
		case "white":
			ce.side = White
		case "black":
			ce.side = Black
		case "each":
			ce.each = true
		default:
			return fmt.Errorf("ending %s: side %q: expected white, black or each", ce.name, e.Side)
		}
		switch e.Winner {
		case "side", "other", "draw":
		default:
			return fmt.Errorf("ending %s: winner %q: expected side, other or draw", ce.name, e.Winner)
		}
		switch e.Kind {
		case ir.Extinction, ir.Reach, ir.Bare, ir.MoveLimit, ir.BoardFull:
		case ir.Castled, ir.CastlingLost:
			if g.V.Rules.Castling == nil {
				return fmt.Errorf("ending %s: %s needs castling", ce.name, e.Kind)
			}
			switch e.Wing {
			case "kingside":
			case "queenside":
				ce.wing = 1
			default:
				return fmt.Errorf("ending %s: wing %q: expected kingside or queenside", ce.name, e.Wing)
			}
		case ir.Connect:
			if err := g.compileConnect(&ce, e); err != nil {
				return err
			}
		case ir.Checks:
			if e.Checks < 1 || e.Checks > maxChecks || g.checkLimit > 0 && g.checkLimit != e.Checks {
				return fmt.Errorf("ending %s: checks %d: expected 1 to %d, the same in every checks ending", ce.name, e.Checks, maxChecks)
			}
			g.checkLimit = e.Checks
		default:
			return fmt.Errorf("ending %q: expected extinction, reach, bare, move-limit, checks, board-full, connect, castled or castling-lost", e.Kind)
		}
		set, err := g.typeSet("ending pieces", e.Pieces)
		if err != nil {
			return err
		}
		ce.inSet = set
		if ce.inSet == nil {
			ce.inSet = make([]bool, g.nTypes)
		}
		if (ce.grace || ce.safe || ce.blocked) && e.Kind != ir.Reach {
			return fmt.Errorf("ending %s: grace, safe and blocked are for reach endings, not %s", ce.name, e.Kind)
		}
		ce.royalGoal = len(e.Pieces) > 0
		for _, t := range e.Pieces {
			ce.royalGoal = ce.royalGoal && g.royal[t]
		}
		g.endings = append(g.endings, ce)
	}
	g.hasEndings = len(g.endings) > 0
	for _, sc := range g.V.Rules.Scores {
		g.perpetual = g.perpetual || sc.Rule == perpetualRule
	}
	g.keepPlies = g.keepPlies || g.perpetual
	return nil
}

// compileGoal fills the goal squares of a reach ending for each side:
// the same squares for both, the side's squares of a region, or its
// ranks.
func (g *Game) compileGoal(ce *ending, e ir.Ending) error {
	for c := White; c <= Black; c++ {
		if len(e.Squares) > 0 {
			ce.goal[c] = make([]bool, g.size())
			for _, name := range e.Squares {
				s, err := g.parseSquare(name)
				if err != nil {
					return fmt.Errorf("ending %s: %v", ce.name, err)
				}
				ce.goal[c][s] = true
			}
			continue
		}
		goal, err := g.zoneMask("ending "+ce.name, e.Region, e.FromRank, e.ToRank, c)
		if err != nil {
			return err
		}
		ce.goal[c] = goal
	}
	return nil
}

// endingOutcome returns the outcome of the first ending that holds, or a
// game still going.
func (p *Position) endingOutcome() Outcome {
	if p.g.simul {
		if o := p.royalLost(); o.Over {
			return o
		}
	}
	mover := 1 - p.side
	for i := range p.g.endings {
		e := &p.g.endings[i]
		if e.grace {
			if o := p.graceOutcome(e); o.Over {
				return o
			}
			continue
		}
		if e.safe {
			if o := p.safeOutcome(e); o.Over {
				return o
			}
			continue
		}
		sides := [2]int{e.side, -1}
		if e.each {
			sides = [2]int{mover, 1 - mover}
		}
		if e.blocked {
			// A goal filled by the other side's move counts only
			// after the side's own.
			sides = [2]int{mover, -1}
			if !e.each && e.side != mover {
				sides[0] = -1
			}
		}
		for _, s := range sides {
			if s < 0 || !p.endingHolds(e, s) {
				continue
			}
			if e.winner == "draw" {
				return p.drawOrCount(e.name)
			}
			o := Outcome{Over: true, Winner: NoWinner, Rule: e.name}
			switch e.winner {
			case "side":
				o.Winner = s
			case "other":
				o.Winner = 1 - s
			}
			return p.withScore(o)
		}
	}
	return Outcome{Winner: NoWinner}
}

// graceOutcome judges a reach ending with grace (ir.Ending.Grace) with x
// to move: the goal counts for x, who reached it before the opponent's
// last move; the opponent's goal, reached by its last move, ends the game
// at once only when x's move cannot change the result.
//
// With safe, x's goal counts however it is held (it has survived the
// reply), and y's, held safely, ends the game at once.
func (p *Position) graceOutcome(e *ending) Outcome {
	x, y := p.side, 1-p.side
	holds := func(s int, safe bool) bool { return (e.each || e.side == s) && p.reachHeld(e, s, safe) }
	o := Outcome{Over: true, Winner: NoWinner, Rule: e.name}
	switch {
	case holds(x, false):
		if x == White && e.royalGoal && holds(y, e.safe) {
			return p.withScore(o) // Black drew level with its grace move
		}
		o.Winner = e.winnerFor(x)
	case (e.royalGoal || e.safe) && holds(y, e.safe) && (x == White || !e.royalGoal || !p.canReachGoal(e, x)):
		o.Winner = e.winnerFor(y)
	default:
		return Outcome{Winner: NoWinner}
	}
	return p.withScore(o)
}

// safeOutcome judges a reach ending whose goal pieces must stand safe
// (ir.Ending.Safe): the side that holds its goal so wins, and when both
// sides do, the game is drawn (Fairy-Stockfish's flagPieceSafe).
func (p *Position) safeOutcome(e *ending) Outcome {
	var holds [2]bool
	for s := White; s <= Black; s++ {
		holds[s] = (e.each || e.side == s) && p.endingHolds(e, s)
	}
	o := Outcome{Over: true, Winner: NoWinner, Rule: e.name}
	switch {
	case holds[White] && holds[Black]:
	case holds[White]:
		o.Winner = e.winnerFor(White)
	case holds[Black]:
		o.Winner = e.winnerFor(Black)
	default:
		return Outcome{Winner: NoWinner}
	}
	return p.withScore(o)
}

func (e *ending) winnerFor(s int) int {
	switch e.winner {
	case "side":
		return s
	case "other":
		return 1 - s
	}
	return NoWinner
}

// canReachGoal reports whether colour c, to move, has a legal move that
// fulfils its goal in e.
func (p *Position) canReachGoal(e *ending, c int) bool {
	if !e.each && e.side != c {
		return false
	}
	p.graceBuf = p.generate(p.graceBuf[:0])
	for _, m := range p.graceBuf {
		if m.Kind == Drop || !e.inSet[cellType(p.board[m.From])] {
			continue
		}
		p.Make(m)
		// Legal as in legalAfterMake, for c, who made it.
		ok := !p.royalAttacked(c) && !(p.g.V.Rules.NoChecks && p.royalAttacked(1-c)) && p.endingHolds(e, c)
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}

func (p *Position) endingHolds(e *ending, s int) bool {
	g := p.g
	switch e.kind {
	case ir.Extinction:
		total, opp := 0, 0
		for _, t := range e.types {
			n := p.Count(s, t) + p.InHand(s, t) // pieces in hand are not extinct
			o := 0
			if e.oppMin > 0 {
				o = p.Count(s^1, t) + p.InHand(s^1, t)
			}
			if e.perType && n <= e.atMost && o >= e.oppMin {
				return true
			}
			total += n
			opp += o
		}
		return !e.perType && total <= e.atMost && opp >= e.oppMin
	case ir.Bare:
		for t := 0; t < g.nTypes; t++ {
			if !e.inSet[t] && p.Count(s, t)+p.InHand(s, t) > 0 {
				return false
			}
		}
		return true
	case ir.Reach:
		return p.reachHeld(e, s, e.safe)
	case ir.MoveLimit:
		return p.movesMade(s) >= e.moves
	case ir.Checks:
		return p.checksLeft[s] <= 0
	case ir.Connect:
		return p.connected(e, s)
	case ir.Castled:
		n := len(p.undo)
		if n == 0 {
			return false
		}
		u := &p.undo[n-1]
		return u.move.Kind == Castle && int(u.move.side&1) == e.wing && cellColor(u.moved) == s
	case ir.CastlingLost:
		return !p.mayCastle(s, e.wing)
	case ir.BoardFull:
		for _, cell := range p.board {
			if cell == cellEmpty {
				return false
			}
		}
		return true
	}
	return false
}

// mayCastle reports whether colour c keeps a right to castle on side (0
// kingside): an unmoved king with an unmoved partner on that side of its
// castling line.
func (p *Position) mayCastle(c, side int) bool {
	g := p.g
	dir, step := sideDir(side), g.castle.line[c][side]
	for _, k := range p.pieceList(c, g.castle.king) {
		if !p.virgin[k] {
			continue
		}
		for s, f := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, f = g.lineNext(s, f, dir, step) {
			if cell := p.board[s]; cell >= firstCell && cellColor(cell) == c && g.castle.rook[cellType(cell)] && p.virgin[s] {
				return true
			}
		}
	}
	return false
}

// reachHeld reports whether colour s holds its goal in the reach ending
// e: e.atLeast goal pieces stand on it, or (blocked) one with every other
// goal square occupied. Judged safe, exactly e.atLeast of them must all be
// unattacked; more hold it anyway, as one reply takes one at most.
func (p *Position) reachHeld(e *ending, s int, safe bool) bool {
	goal := e.goal[s]
	n, attacked := 0, false
	for _, t := range e.types {
		for _, sq := range p.pieceList(s, t) {
			if goal[sq] {
				n++
				attacked = attacked || safe && p.attacked(sq, 1-s)
			}
		}
	}
	switch {
	case n == 0:
		return false
	case n < e.atLeast:
		if !e.blocked {
			return false
		}
		for sq, in := range goal {
			if in && p.board[sq] == cellEmpty {
				return false
			}
		}
		return true
	}
	return !(safe && n == e.atLeast && attacked)
}

// linked reports whether colour s has a chain of pieces of e's types
// (any, if it names none), each adjacent to the next along e's lines in
// either direction, from a square of its side of e's first between region
// to one of its second: a flood from the first region's pieces.
func (p *Position) linked(e *ending, s int) bool {
	g := p.g
	from, to := e.between[0][s], e.between[1][s]
	if len(p.linkSeen) != len(p.board) {
		p.linkSeen = make([]uint32, len(p.board))
		p.linkStamp = 0
	}
	if p.linkStamp++; p.linkStamp == 0 {
		clear(p.linkSeen)
		p.linkStamp = 1
	}
	counts := func(sq Square) bool {
		c := p.board[sq]
		return c >= firstCell && cellColor(c) == s && (len(e.types) == 0 || e.inSet[cellType(c)])
	}
	queue := p.linkQueue[:0]
	for sq, in := range from {
		if in && counts(Square(sq)) {
			p.linkSeen[sq] = p.linkStamp
			queue = append(queue, Square(sq))
		}
	}
	found := false
	for i := 0; i < len(queue) && !found; i++ {
		sq := queue[i]
		if to[sq] {
			found = true
			break
		}
		f, r := g.fileOf(sq), g.rankOf(sq)
		for _, d := range e.dirs {
			for _, k := range [2]int{1, -1} {
				n := g.square(f+k*d[0], r+k*d[1])
				if n != NoSquare && p.linkSeen[n] != p.linkStamp && counts(n) {
					p.linkSeen[n] = p.linkStamp
					queue = append(queue, n)
				}
			}
		}
	}
	p.linkQueue = queue[:0]
	return found
}

// movesMade counts the moves colour s has made, from the move number.
func (p *Position) movesMade(s int) int {
	n := p.fullmove - 1
	if s == White && p.side == Black {
		n++
	}
	return n
}

// compileConnect reads a connect ending: its count and the directions
// of its lines.
func (g *Game) compileConnect(ce *ending, e ir.Ending) error {
	if g.rings || g.hex || g.levels > 1 || g.boards > 1 {
		return fmt.Errorf("ending %s: connect needs one flat grid board", ce.name)
	}
	switch {
	case len(e.Between) == 2:
		for i, r := range e.Between {
			for c := White; c <= Black; c++ {
				mask, err := g.regionMask("ending "+ce.name, r, c)
				if err != nil {
					return err
				}
				ce.between[i][c] = mask
			}
		}
	case len(e.Between) > 0:
		return fmt.Errorf("ending %s: between names %d regions: expected two", ce.name, len(e.Between))
	case e.Connect < 2:
		return fmt.Errorf("ending %s: connect %d: expected at least 2 in a row", ce.name, e.Connect)
	}
	ce.connect, ce.square = e.Connect, e.Square
	lines := e.Lines
	if len(lines) == 0 {
		lines = []string{"ranks", "files", "diagonals"}
	}
	for _, l := range lines {
		switch l {
		case "ranks":
			ce.dirs = append(ce.dirs, [2]int{1, 0})
		case "files":
			ce.dirs = append(ce.dirs, [2]int{0, 1})
		case "diagonals":
			ce.dirs = append(ce.dirs, [2]int{1, 1}, [2]int{1, -1})
		default:
			return fmt.Errorf("ending %s: lines %q: expected ranks, files or diagonals", ce.name, l)
		}
	}
	return nil
}

// connected reports whether colour s has e.connect pieces of e's types
// (any piece, if it names none) on adjacent squares of one line. A run
// is counted from its first square only (the square before it, along
// the direction, holds no such piece), so each line is walked once.
func (p *Position) connected(e *ending, s int) bool {
	g := p.g
	if e.between[0][s] != nil {
		return p.linked(e, s)
	}
	counts := func(sq Square) bool {
		if sq == NoSquare {
			return false
		}
		c := p.board[sq]
		if c < firstCell || cellColor(c) != s {
			return false
		}
		return len(e.types) == 0 || e.inSet[cellType(c)]
	}
	for sq := range p.board {
		if !counts(Square(sq)) {
			continue
		}
		f, r := g.fileOf(Square(sq)), g.rankOf(Square(sq))
		if e.collinear {
			// From the first of the line's pieces, the others anywhere
			// along it, holes and other pieces between.
			for _, d := range e.dirs {
				first, n := true, 1
				for k := 1; first; k++ {
					b := g.square(f-k*d[0], r-k*d[1])
					if b == NoSquare {
						break
					}
					first = !counts(b)
				}
				for k := 1; first; k++ {
					a := g.square(f+k*d[0], r+k*d[1])
					if a == NoSquare {
						break
					}
					if counts(a) {
						n++
					}
				}
				if first && n >= e.connect {
					return true
				}
			}
			continue
		}
		if e.square {
			// The square whose lower left corner this is.
			full := true
			for i := 0; i < e.connect*e.connect && full; i++ {
				full = counts(g.square(f+i%e.connect, r+i/e.connect))
			}
			if full {
				return true
			}
			continue
		}
		for _, d := range e.dirs {
			if counts(g.square(f-d[0], r-d[1])) {
				continue // not the start of the run
			}
			n := 1
			for n < e.connect && counts(g.square(f+n*d[0], r+n*d[1])) {
				n++
			}
			if n >= e.connect {
				return true
			}
		}
	}
	return false
}
