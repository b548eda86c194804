package interp

import "github.com/vdl-chess/vdl/interp/ir"

// maxEP bounds how many squares one move can pass and leave open to an
// en-passant capture.
const maxEP = 8

// Position is a game state: the board, the side to move and everything the
// rules remember (virgin pieces, en-passant squares, counters, history).
// Make and Unmake change it in place; Clone gives an independent copy.
type Position struct {
	g      *Game
	board  []uint8
	side   int
	virgin []bool // by square: the piece there has not moved

	epSq  [maxEP]Square
	epN   int
	epVic [maxEP]Square // by en-passant square: the piece a capture there takes

	halfmove int // plies since the last capture or move-rule reset
	fullmove int
	// A running count of a counting rule (counting.go): its limit and
	// plies, both 0 if none; counts holds them as they were before each
	// move made (kept only with a counting rule, so that other games'
	// undo records stay small).
	countLimit, countPly int32
	counts               [][2]int32
	// With a turn order: the moves left in the current turn, this one
	// included, and the number of turns completed.
	partsLeft int
	turnNo    int
	// With turn parts: 1 if the current part moves the opponent's pieces
	// (the side to move is then not the player), and the type moved in the
	// turn's previous part (-1 in its first).
	enemy   int
	after   int
	partBuf [][]Move // by part, for testing that a turn can be finished
	hash    uint64
	sums    squareSums // the sums a client tracks (squaresums.go)

	// Piece lists by cell code: plist[i*nSq : i*nSq+plen[i]] with
	// i = cell-firstCell.
	plist []Square
	plen  []int32
	pidx  []int32 // by square: the piece's index in its list

	// Pieces in hand (hands.go), by colour*nTypes + type, and in all by
	// colour; nil without hands.
	hand  []int8
	handN [2]int
	// origin, by square, with tracked promotions (hands.go): the type + 1
	// a choice promotion made the piece there from, 0 for none; nil
	// otherwise. gates, by square, with gating (gating.go): the piece
	// there may let a piece from hand in behind it; gateUndo holds the
	// gates moves closed, for Unmake.
	origin   []int8
	gates    []bool
	gateUndo []Square

	onceUsed   [2]uint32       // by colour: once-per-game rights used
	checksLeft [2]int16        // by colour: checks to give to win (checkcount.go)
	wallSq     Square          // the last wall placed, NoSquare if none (walls.go)
	wallBuf    []Move          // for expanding moves by their wall squares
	linkSeen   []uint32        // connect's between: squares reached (endings.go)
	linkStamp  uint32          // the stamp of linkSeen's current flood
	linkQueue  []Square        // connect's between: the flood's squares
	flipped    []Square        // pieces turned over, for Unmake (flips.go)
	effectCaps []effectCapture // pieces effects removed, for Unmake
	// Locust victims of the walk being generated (locust.go).
	kills     [ir.MaxKills]Square
	killCells [ir.MaxKills]uint8 // what stood on them: the walk sees them empty
	nKills    int
	// Chain captures (chain.go): the victims of the sequence being
	// generated and what stood on them, landings counted so far, and where
	// the moves of the piece being generated start in the list.
	chainSq    []Square
	chainCell  []uint8
	chainTmp   []Square
	chainLands int
	chainStart int

	scratch []Move // for generic attack tests, apart from any caller's list
	// dedupSeen: by square, the mark of squareStamp's last set holding
	// it (dedupStamp).
	dedupSeen  []uint32
	dedupStamp uint32
	dedupLast  []int32 // dedupFrom's chains of moves by destination
	dedupPrev  []int32
	// followBuf holds the follow-ups of a capture (aftercapture.go).
	followBuf []Move
	obsBuf    []Move      // for paralysis and patrol tests (conditions.go)
	graceBuf  []Move      // for testing a grace move (endings.go)
	simBuf    []Move      // the other side's moves at a simultaneous turn's boundary (simOutcome)
	simChk    [2]simCheck // InCheck's last answers by colour, simultaneous turns
	// simHash and simPly (the undo stack's length + 1; 0: none): the
	// position simBuf was listed in (SimultaneousReplies).
	simHash uint64
	simPly  int32
	// rootChecked: the side to move was in check where the record starts
	// (for move repetition, moverep.go).
	rootChecked bool
	// For generating standing promotions (standing.go).
	standBuf           []Move
	standFrom, standTo []Square
	// raw: Make and Unmake play single moves in a game of simultaneous
	// turns (simultaneous.go), as when resolving a pair.
	raw bool
	// noBitboards: perft counts from here take the general path
	// (UseBitboards).
	noBitboards bool
	// quietsApart: genPiece leaves out the plain moves of pieces without
	// effects (neither capture nor promote), for CandidateCaptures.
	quietsApart bool
	// capEnemies: while generateCaptures runs (capEnemiesOn), the squares
	// of the side to move's enemies, words of the onto table's size: the
	// fixed paths of genPiece that end on none of them are passed over.
	capEnemies   [maxFilterWords]uint64
	capEnemiesOn bool
	// capStop: while generateCaptures runs (capLinesOn), the squares that
	// stop a line walker (caplines.go), by what it passes: empty squares,
	// friends, or both, made when first needed (capStopsSet).
	// ontoTarget: while CandidateCapturesOnto runs (ontoOn), its target:
	// a line walk that misses it is passed over.
	capStop     [3][maxFilterWords]uint64
	capLinesOn  bool
	capStopsSet bool
	ontoOn      bool
	ontoTarget  Square
	anyBuf      []Move   // HasLegalMove's moves
	anySq       []Square // and the squares of a type's pieces
	promoBuf    []Move   // MoveCount's promotions of one landing (land)
	mob         mobCache // MoveCount's counts on large boards (mobcache.go)

	// Squares on the paths of generic attackers to the royals (danger.go).
	danger     []bool
	dangerList []Square
	pathStack  []Square
	undo       []undoRecord
	history    []uint64 // hashes of earlier positions, for repetition
	plies      []uint8  // by move, with Game.keepPlies: see plyFlags

	// lineChk: a line along which the side to move is in check
	// (checkedAlong, discover.go), for one position.
	lineChk lineCheck

	// trust: TrustMoves was called (checkvia.go): the moves made from
	// undo index trustFrom on, from the position of hash trustHash, are
	// legal.
	trust     bool
	trustFrom int32
	trustHash uint64

	// protecting is > 0 while protectedOn asks (protectedtake.go): no
	// capture ban applies to a protector.
	protecting int
}

type undoRecord struct {
	move      Move
	captured  uint8
	capSq     Square
	moved     uint8 // the moving piece's cell before any promotion
	virgin    [3]bool
	epSq      [maxEP]Square
	epN       int8
	epVic     [maxEP]Square
	halfmove  int32
	hash      uint64
	partnerTo Square
	// transferred: the moved pieces passed to another board (boards.go);
	// false for a move whose squares there were taken (not legal).
	transferred bool
	// Partners whose castling right went with the king's first move.
	dropped  [6]Square
	nDropped int8
	nEffect  int16 // pieces removed by effects (on Position.effectCaps)
	// After-move effects (conditions.go): the square a captured piece was
	// reborn on (NoSquare for none) and its unmoved mark before; whether
	// the captor changed sides; the captor's cell before it became the
	// type it took (contagion), 0 if it did not.
	reborn       Square
	rebornVirgin bool
	turned       bool
	infected     uint8
	nGates       int8 // gates closed (on Position.gateUndo)
	// With hands: the type + 1 the capture put into the mover's hand; the
	// origins (Position.origin) of the moved and the captured piece.
	toHand, movedOrigin, capOrigin int8
	onceUsed                       uint32
	// The turn before the move: whether the move ended it, and its state.
	switched  bool
	gaveCheck bool   // the move used up one of its side's checks to give
	oldWall   Square // the wall square before the move (walls.go)
	nFlip     int16  // pieces the move turned over (on Position.flipped)
	partsLeft int16
	turnNo    int32
	// With turn parts: the side to move, part state and move number.
	side, enemy int8
	after       int16
	fullmove    int32
	// check caches InCheck of the position after the move for player
	// checkFor: 0 not yet known, checkNo or checkYes (Unmake brings back
	// the position, and so the record, below).
	check, checkFor int8
}

// Values of undoRecord.check.
const (
	checkNo  = 1
	checkYes = 2
)

func newPosition(g *Game) *Position {
	n := g.size()
	p := &Position{
		g:       g,
		wallSq:  NoSquare,
		board:   make([]uint8, n),
		virgin:  make([]bool, n),
		plist:   make([]Square, 2*g.nTypes*n),
		plen:    make([]int32, 2*g.nTypes),
		pidx:    make([]int32, n),
		undo:    make([]undoRecord, 0, 256),
		scratch: make([]Move, 0, 256),
		danger:  make([]bool, n),
		history: make([]uint64, 0, 256),
		plies:   make([]uint8, 0, 256),
	}
	p.newPartBufs()
	if g.hands != nil {
		p.hand = make([]int8, 2*g.nTypes)
		if g.hands.track {
			p.origin = make([]int8, n)
		}
	}
	if g.gating != nil {
		p.gates = make([]bool, n)
	}
	for s := range p.board {
		if g.hole[s] {
			p.board[s] = cellHole
		}
	}
	return p
}

// Game is the compiled variant this position belongs to.
func (p *Position) Game() *Game { return p.g }

// SideToMove is White or Black: the player whose turn it is, who chooses
// the move. In a turn part that moves the opponent's pieces (March Hare
// Chess), the pieces that move are the other colour's.
func (p *Position) SideToMove() int { return p.side ^ p.enemy }

// TurnPart is the index of the current part of a turn of several parts
// (ir.TurnOrder.Parts), or the number of moves made so far in a turn of
// several moves (Opening, Then, Progressive); 0 at the start of a turn
// and in other games.
func (p *Position) TurnPart() int {
	switch {
	case p.g.parts != nil:
		return p.partIndex()
	case p.g.turns != nil && !p.g.simul:
		return p.g.movesInTurn(p.turnNo) - p.partsLeft
	}
	return 0
}

// Hash is the Zobrist hash of the position.
func (p *Position) Hash() uint64 { return p.hash }

// Halfmove is the move-rule clock in plies; Fullmove the move number.
func (p *Position) Halfmove() int { return p.halfmove }
func (p *Position) Fullmove() int { return p.fullmove }

// PieceAt returns the type and colour on s, ok false if s is empty or a hole.
func (p *Position) PieceAt(s Square) (typ, color int, ok bool) {
	c := p.board[s]
	if c < firstCell {
		return 0, 0, false
	}
	return cellType(c), cellColor(c), true
}

// Count is the number of pieces of type t and colour c on the board.
func (p *Position) Count(c, t int) int { return int(p.plen[pieceCell(t, c)-firstCell]) }

func (p *Position) pieceList(c, t int) []Square {
	i := int(pieceCell(t, c) - firstCell)
	base := i * p.g.size()
	return p.plist[base : base+int(p.plen[i])]
}

// Clone returns an independent copy sharing only the immutable Game.
func (p *Position) Clone() *Position {
	q := *p
	q.board = append([]uint8(nil), p.board...)
	q.virgin = append([]bool(nil), p.virgin...)
	q.plist = append([]Square(nil), p.plist...)
	q.plen = append([]int32(nil), p.plen...)
	q.pidx = append([]int32(nil), p.pidx...)
	if p.hand != nil {
		q.hand = append([]int8(nil), p.hand...)
	}
	if p.origin != nil {
		q.origin = append([]int8(nil), p.origin...)
	}
	if p.gates != nil {
		q.gates = append([]bool(nil), p.gates...)
		q.gateUndo = append([]Square(nil), p.gateUndo...)
	}
	q.scratch = make([]Move, 0, cap(p.scratch))
	q.followBuf = nil
	q.dedupSeen, q.dedupLast, q.dedupPrev = nil, nil, nil
	q.obsBuf, q.anyBuf, q.anySq, q.promoBuf = nil, nil, nil, nil
	q.mob = mobCache{}
	q.graceBuf, q.wallBuf, q.simBuf, q.simPly = nil, nil, nil, 0
	q.linkSeen, q.linkQueue = nil, nil
	q.standBuf, q.standFrom, q.standTo = nil, nil, nil
	q.chainSq, q.chainCell, q.chainTmp = nil, nil, nil
	q.danger = make([]bool, len(p.danger))
	q.dangerList, q.pathStack = nil, nil
	q.effectCaps = append([]effectCapture(nil), p.effectCaps...)
	q.flipped = append([]Square(nil), p.flipped...)
	q.undo = append(make([]undoRecord, 0, cap(p.undo)), p.undo...)
	q.history = append(make([]uint64, 0, cap(p.history)), p.history...)
	q.plies = append(make([]uint8, 0, cap(p.plies)), p.plies...)
	q.counts = append([][2]int32(nil), p.counts...)
	q.newPartBufs()
	return &q
}

func (p *Position) addPiece(s Square, cell uint8) {
	g := p.g
	p.board[s] = cell
	p.hash ^= g.zobrist.pieceKey(cell, s)
	i := int(cell - firstCell)
	n := p.plen[i]
	p.plist[i*g.size()+int(n)] = s
	p.pidx[s] = n
	p.plen[i] = n + 1
	if p.sums.ss != nil {
		p.sums.put(cell, s)
	}
}

func (p *Position) removePiece(s Square) {
	g := p.g
	cell := p.board[s]
	p.board[s] = cellEmpty
	p.hash ^= g.zobrist.pieceKey(cell, s)
	i := int(cell - firstCell)
	base := i * g.size()
	n := p.plen[i] - 1
	last := p.plist[base+int(n)]
	k := p.pidx[s]
	p.plist[base+int(k)] = last
	p.pidx[last] = k
	p.plen[i] = n
	if p.sums.ss != nil {
		p.sums.take(cell, s)
	}
}

func (p *Position) movePiece(from, to Square) {
	g := p.g
	cell := p.board[from]
	p.board[from] = cellEmpty
	p.board[to] = cell
	p.hash ^= g.zobrist.pieceKey(cell, from) ^ g.zobrist.pieceKey(cell, to)
	k := p.pidx[from]
	p.plist[int(cell-firstCell)*g.size()+int(k)] = to
	p.pidx[to] = k
	if p.sums.ss != nil {
		p.sums.move(cell, from, to)
	}
}

func (p *Position) setVirgin(s Square, v bool) {
	if p.virgin[s] != v {
		p.virgin[s] = v
		p.hash ^= p.g.zobrist.virgin[s]
	}
}
