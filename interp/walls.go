package interp

import "fmt"

// Walls (ir.TurnPart with Mover "wall": duck chess, the game of the
// amazons): a move is completed by placing a wall, a blocker that belongs
// to no side. A wall is a cell holding cellHole on the board (the static
// holes are also cellHole, and g.hole tells them apart): pieces cannot
// stand on it, pass it or take it. Each pair of a move and a wall square
// is one move (Move.wall), as Fairy-Stockfish counts them.

// Where walls go (ir.TurnPart.Wall).
const (
	wallAnywhere uint8 = iota
	wallFromMover
	wallVacated
	wallEdge // on the board's edge, or orthogonally next to a wall or hole
)

// wallRule is a wall part, compiled.
type wallRule struct {
	where   uint8
	moving  bool      // one wall, which moves (duck chess)
	instead bool      // a wall instead of a move: a pass with a wall (wallOrMove)
	region  [2][]bool // by colour and square: may go there; nil anywhere
}

// compileWall takes a final wall part out of the turn order: a turn of an
// own part and a wall part is one move, with a wall square.
func (g *Game) compileWall() error {
	t := g.turns
	if t == nil || len(t.Parts) == 0 || t.Parts[len(t.Parts)-1].Mover != "wall" {
		return nil
	}
	parts := t.Parts
	if len(parts) != 2 || parts[0].Mover != "own" || len(parts[0].Rules) > 0 {
		return fmt.Errorf("turn order: a wall part must be the second of two, after a plain own part")
	}
	w := parts[1]
	wr := &wallRule{moving: w.WallMoves, instead: w.WallInstead}
	switch w.Wall {
	case "anywhere":
		wr.where = wallAnywhere
	case "edge":
		wr.where = wallEdge
	case "from-mover":
		wr.where = wallFromMover
	case "vacated":
		wr.where = wallVacated
	default:
		return fmt.Errorf("wall part: %q, expected anywhere, from-mover, vacated or edge", w.Wall)
	}
	if wr.instead && (wr.moving || wr.where != wallAnywhere && wr.where != wallEdge) {
		return fmt.Errorf("wall part: a wall instead of a move goes anywhere or on the edge, and stays")
	}
	if wr.instead && g.mustCapture {
		return fmt.Errorf("wall part: a wall instead of a move cannot go with must-capture, which it would always evade")
	}
	if g.drops != nil {
		return fmt.Errorf("wall part: walls cannot go with drops")
	}
	if w.WallRegion != nil {
		for c := White; c <= Black; c++ {
			mask, err := g.zoneMask("wall part", w.WallRegion, 1, g.ranks, c)
			if err != nil {
				return err
			}
			wr.region[c] = mask
		}
	}
	g.wall, g.turns = wr, nil
	// Walls must be kept from being taken, and attack tests must see
	// them: both go through the paths for immune pieces.
	g.anyImmune, g.dynamicWalls = true, true
	return nil
}

// addWalls replaces each move of ml[start:] by one move per square its
// wall may go to. A move after which no wall can be placed is dropped. With
// royals, a move is kept only if the royals are safe once its wall is
// placed (and a moving wall has left its square): a wall may shield them.
func (p *Position) addWalls(ml []Move, start int) []Move {
	buf := append(p.wallBuf[:0], ml[start:]...)
	ml = ml[:start]
	for _, m := range buf {
		ml = p.AppendWalls(ml, m)
	}
	p.wallBuf = buf[:0]
	if m, ok := p.wallPass(); ok {
		ml = p.AppendWalls(ml, m)
	}
	return ml
}

// wallPass is the pass that a wall placed instead of a move completes
// (wallRule.instead): from and to the side to move's first piece in
// square order, as Fairy-Stockfish writes it ("a1a1,a1a3"); false where
// walls never replace a move, an ending has decided the game, or the side
// has no piece.
func (p *Position) wallPass() (Move, bool) {
	if g := p.g; !g.wall.instead || g.hasEndings && p.endingOutcome().Over {
		return Move{}, false
	}
	for s, cell := range p.board {
		if cell >= firstCell && cellColor(cell) == p.side {
			return Move{From: Square(s), To: Square(s), Kind: Pass}, true
		}
	}
	return Move{}, false
}

// edgeSquare reports whether a wall may go on the empty square s by the
// edge rule: on the board's first or last file or rank, or orthogonally
// next to a wall or hole.
func (p *Position) edgeSquare(s Square) bool {
	g := p.g
	f, r := g.fileOf(s), g.rankOf(s)
	if f == 0 || f == g.files-1 || r == 0 || r == g.ranks-1 {
		return true
	}
	for _, n := range [4]Square{s - 1, s + 1, s - Square(g.files), s + Square(g.files)} {
		if p.board[n] == cellHole {
			return true
		}
	}
	return false
}

// wallSquares appends m once for each square its wall may go to, judged
// on the board after m.
func (p *Position) wallSquares(ml []Move, m Move) []Move {
	wr := p.g.wall
	if wr.instead && m.Kind != Pass {
		return append(ml, m) // a move, with no wall
	}
	if m.Kind == Pass && !wr.instead || m.Kind == Drop && wr.where != wallAnywhere && wr.where != wallEdge {
		return ml
	}
	region := wr.region[p.side]
	n := len(ml)
	if m.Kind != Pass {
		p.Make(m)
	}
	switch wr.where {
	case wallAnywhere:
		for s, cell := range p.board {
			if cell == cellEmpty {
				m.wall = Square(s) + 1
				ml = append(ml, m)
			}
		}
	case wallEdge:
		for s, cell := range p.board {
			if cell == cellEmpty && p.edgeSquare(Square(s)) {
				m.wall = Square(s) + 1
				ml = append(ml, m)
			}
		}
	case wallVacated:
		if p.board[m.From] == cellEmpty {
			m.wall = m.From + 1
			ml = append(ml, m)
		}
	case wallFromMover:
		// Where the moved piece could go on without capturing: each
		// square once, whatever promotions lead there.
		if cell := p.board[m.To]; cell >= firstCell {
			p.scratch = p.genPiece(p.scratch[:0], m.To, cellType(cell), cellColor(cell))
			seen, stamp := p.squareStamp()
			for _, q := range p.scratch {
				if q.Kind == Quiet && seen[q.To] != stamp {
					seen[q.To] = stamp
					m.wall = q.To + 1
					ml = append(ml, m)
				}
			}
		}
	}
	if m.Kind != Pass {
		p.Unmake()
	}
	if region != nil {
		out := n
		for _, w := range ml[n:] {
			if region[w.wall-1] {
				ml[out] = w
				out++
			}
		}
		ml = ml[:out]
	}
	return ml
}

// placeWall puts the wall of m on the board, after the rest of m: the old
// wall leaves first if walls move, and an en-passant square the wall
// covers is gone.
func (p *Position) placeWall(m Move, u *undoRecord) {
	g := p.g
	w := m.wall - 1
	u.oldWall = p.wallSq
	if g.wall.moving && p.wallSq != NoSquare {
		p.board[p.wallSq] = cellEmpty
		p.hash ^= g.zobrist.pieceKey(cellHole, p.wallSq)
	}
	p.board[w] = cellHole
	p.hash ^= g.zobrist.pieceKey(cellHole, w)
	p.wallSq = w
	for i := 0; i < p.epN; i++ {
		if p.epSq[i] == w {
			for j := 0; j < p.epN; j++ {
				p.hash ^= g.zobrist.ep[p.epSq[j]]
			}
			p.epN = 0
			break
		}
	}
}

// removeWall takes back placeWall (the hash is restored by Unmake).
func (p *Position) removeWall(m Move, u *undoRecord) {
	p.board[m.wall-1] = cellEmpty
	if p.g.wall.moving && u.oldWall != NoSquare {
		p.board[u.oldWall] = cellHole
	}
	p.wallSq = u.oldWall
}

// setWall reads a wall of a FEN: '*' on a cell that is no hole of
// the board. A wall that moves is one.
func (p *Position) setWall(s Square) error {
	g := p.g
	if !g.dynamicWalls {
		return fmt.Errorf("'*' on %s, which is not a hole of this board", g.squareName(s))
	}
	if g.wall != nil && g.wall.moving && p.wallSq != NoSquare {
		return fmt.Errorf("'*' on %s and %s: this variant has one wall, which moves", g.squareName(p.wallSq), g.squareName(s))
	}
	p.board[s] = cellHole
	p.hash ^= g.zobrist.pieceKey(cellHole, s)
	p.wallSq = s
	return nil
}

// wallsCounted reports whether perft may count a node's moves without
// listing each with its wall (wallLeaves): walls go on any empty square,
// and there are no royals, whose safety depends on where the wall goes.
func (g *Game) wallsCounted() bool {
	wr := g.wall
	return wr != nil && wr.where == wallAnywhere && !wr.instead && wr.region[White] == nil && wr.region[Black] == nil &&
		len(g.royalTypes) == 0 && g.lastRoyal == nil && g.trading == nil && !g.noRepeat
}

// wallLeaves is len(p.LegalMoves(buf[:0])) for a game whose walls may
// go on any empty square (wallsCounted): each move counts once for every
// square empty after it. A plain move leaves as many squares empty as
// there were (a capture one more), so only the others are made; buf is
// returned for reuse.
func (p *Position) wallLeaves(buf []Move) (uint64, []Move) {
	g := p.g
	ml := p.turnMoves(buf[:0])
	if g.mustCapture {
		ml = p.capturesIfAny(ml, 0)
	}
	empty := uint64(0)
	for _, cell := range p.board {
		if cell == cellEmpty {
			empty++
		}
	}
	plain := g.blast == nil && g.flips == flipNone && g.after == nil && g.petrifies == nil &&
		g.afterCapture == captureLand && !g.transfer && g.spoilers == nil
	var n uint64
	for _, m := range ml {
		switch {
		case m.Kind == Pass:
		case plain && m.gate == 0 && m.side&sideLocust == 0 && len(g.effects[cellType(p.board[m.From])]) == 0 &&
			(m.Kind == Quiet || m.Kind == Capture || m.Kind == EnPassant):
			n += empty
			if m.Kind != Quiet {
				n++
			}
		default:
			p.Make(m)
			for _, cell := range p.board {
				if cell == cellEmpty {
					n++
				}
			}
			p.Unmake()
		}
	}
	return n, ml[:0]
}

// HasWalls reports whether a move is completed by placing a wall (duck
// chess, the game of the amazons): LegalMoves lists each move once for
// every square its wall may go to, MovesBeforeWalls the moves without
// them, which AppendWalls completes one at a time.
func (g *Game) HasWalls() bool { return g.wall != nil }

// MovesBeforeWalls appends to ml the legal moves of the side to move
// before their walls: in a game of walls, LegalMoves is AppendWalls of
// each in turn, in this order; in any other game it is LegalMoves.
// A search that looks at few of a node's moves completes only those.
func (p *Position) MovesBeforeWalls(ml []Move) []Move {
	if p.g.wall == nil {
		return p.LegalMoves(ml)
	}
	start := len(ml)
	ml = p.turnMoves(ml)
	if p.g.mustCapture {
		ml = p.capturesIfAny(ml, start)
	}
	if m, ok := p.wallPass(); ok {
		ml = append(ml, m)
	}
	return ml
}

// AppendWalls appends to ml the legal moves that complete m, a move of
// MovesBeforeWalls, with a wall: one for each square its wall may go to
// (none if no wall can follow it). In a game without walls it appends m.
func (p *Position) AppendWalls(ml []Move, m Move) []Move {
	if p.g.wall == nil {
		return append(ml, m)
	}
	n := len(ml)
	ml = p.wallSquares(ml, m)
	if g := p.g; len(g.royalTypes) == 0 && g.lastRoyal == nil && g.trading == nil && !g.noRepeat {
		return ml
	}
	me, out := p.side, n
	for _, w := range ml[n:] {
		p.Make(w)
		ok := p.legalAfterMake(me)
		p.Unmake()
		if ok {
			ml[out] = w
			out++
		}
	}
	return ml[:out]
}

// WithoutWall is m before its wall: the move of MovesBeforeWalls that m
// completes (m itself in a game without walls).
func (m Move) WithoutWall() Move {
	m.wall = 0
	return m
}

// CanCheck reports whether the game has royal pieces, always or when
// last: without them InCheck is never true.
func (g *Game) CanCheck() bool { return len(g.royalTypes) > 0 || g.lastRoyal != nil }
