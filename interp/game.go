package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Colours.
const (
	White = 0
	Black = 1
)

// Cell codes on the board: 0 empty, 1 hole, else 2 + type*2 + colour.
const (
	cellEmpty = 0
	cellHole  = 1
	firstCell = 2
)

func pieceCell(typ, color int) uint8 { return uint8(firstCell + typ*2 + color) }
func cellType(c uint8) int           { return int(c-firstCell) >> 1 }
func cellColor(c uint8) int          { return int(c & 1) }

// nCells is how many cell codes the board may hold: empty, hole and a
// piece of each type and colour. Tables indexed by cell code answer for
// colour and type in one load.
func (g *Game) nCells() int { return firstCell + 2*g.nTypes }

// Game is a variant compiled for play: geometry, per-square move tables,
// attack tables, Zobrist keys and rules. It is immutable and may be shared
// by any number of Positions and goroutines.
type Game struct {
	V *ir.Variant
	geometry
	nTypes int
	orient [2]orientation // how each colour's moves turn White's vectors

	moves   moveTables
	attacks [2]attackTables // by the attacking colour

	royal      []bool // by type
	passesSafe bool   // ir.Rules.RoyalPassesSafe (passing.go)
	royalTypes []int
	// lastRoyal: types royal only for a side with one of them left
	// (Rules.RoyalWhenLast); nil otherwise. duple: Rules.DupleCheck.
	lastRoyal   []int
	lastRoyalIs []bool // by type
	lastMax     int    // the most pieces of a lastRoyal type that are royal (Rules.RoyalWhenLastMax, at least 1)
	// anyRoyal: by type, royal or royal when last (cannotExpose makes the
	// moves of such pieces, and promotions and drops to them).
	anyRoyal []bool
	duple    bool
	// royalTogether: the lastRoyal types count as one (Rules.RoyalTogether).
	royalTogether bool
	// royalPromoNextTurn: Rules.RoyalPromotionNextTurn.
	royalPromoNextTurn bool
	promo              [2][]promoZone    // by colour, then zones
	promoZones         [2][][]int8       // by colour and type: the type's zones, in order
	promotes           [2][]bool         // by colour and type: has a promotion zone
	standing           [2][]standingZone // by colour: promotions that are moves of their own
	unforced           bool              // some standing promotion is never forced (standing.go)
	// A promotion map's image and origin by type (-1 none), over all zones.
	image, origin []int
	// By colour and type: must promote rather than stand where it could
	// never move again (ir.Promotion.Immobile); and by colour, type and
	// square, whether it could move from there (compileMobility).
	immobile   [2][]bool
	mobile     [2][][]bool
	castle     *castling
	moveRuleBy []bool // types whose moves reset the move-rule counter
	initial    []bool // types with initial-only moves (their virginity is state)
	// positional: by type, initial[t] and no first-move right in FEN
	// (fenRights): such a piece is unmoved exactly when it stands where
	// the setup has the same piece, in a FEN read and after every move
	// (markPositional). nil when no type is so.
	positional []bool

	anyImmune  bool
	capturable []bool // victim*nTypes + captor: may capture by moving onto it
	immune     []bool // by type: some captor may not capture it
	// takeBan: victim*nTypes + captor: may not capture it where it is
	// protected (Piece.CannotTakeProtected); nil if none.
	takeBan []bool
	// banCaptors, by victim type: the captor types with a takeBan on it.
	banCaptors [][]int

	turns *ir.TurnOrder
	// epKeep: en-passant rights outlast the move after the one that
	// opened them (TurnOrder.EnPassant): epKeepFirst or epKeepTurn; 0 not.
	epKeep int
	// afterCapture: what a captor does after its capture (aftercapture.go).
	afterCapture int
	parts        *partTable // nil unless turns have parts
	simul        bool       // simultaneous turns (simultaneous.go); turns is then nil
	rank         []int      // by type, for simultaneous turns: higher ranks higher, 0 unranked
	effects      [][]effect // by type
	anyKill      bool       // some move makes locust captures (locust.go)
	killer       []bool     // by type: some move of it makes locust captures
	chainer      []bool     // by type: some move of it is a chain capture (chain.go)
	seniority    []int      // by type: ir.Piece.Seniority, for legs that pass juniors
	// arrivals: the burns-arrivals effects, by type of the piece that
	// burns (effects.go); nil when no piece has one.
	arrivals [][]effect
	burners  []int // the types with arrivals, in order
	// effectOnly, by type: it takes by effects and by no move, so
	// effectsCould may rule it out as an attacker.
	effectOnly []bool
	// buttBits[t][c], buttPaths[t][c]: for a type whose effect is a plain
	// butt, the squares it butts from each square, and from the ends of
	// the fixed paths from each square (compileButtBits); nil for other
	// types, or none on boards too large.
	buttBits, buttPaths [][2][]uint64
	// quietsOf, by type: which of its moves to an empty square genPiece
	// keeps without plain moves (quietsApart): 0 (none), qmQuiets (all,
	// for a piece with locust moves), qmQuiets|qmHits (with effects).
	quietsOf []uint8
	// noQuickLegal: some capture is not seen by the quick legality test
	// (danger.go), so every move is tried.
	noQuickLegal bool
	// dropEvasions: a side in check drops only between its royal and a
	// line checker (evasions.go).
	dropEvasions bool
	// moveEvasions: a side in check moves a piece plainly only between
	// its royal and a line checker (evasions.go).
	moveEvasions bool
	// transfer: Rules.Transfer on several boards (boards.go).
	transfer bool
	freeze   *freezeRule // nil: no piece freezes, is paralysed or patrols (freeze.go, conditions.go)
	// after: the after-move effects (conditions.go), built once; nil for
	// most variants. rebirth: by cell code and capture square, where a
	// captured piece is reborn (Rules.Rebirth). captorKeeps: by type, a
	// captor that keeps its side (Rules.CaptorChangesSide).
	after           []afterEffect
	rebirth         []Square
	captorKeeps     []bool
	contagionInto   []int       // by type: the type its captor becomes, -1 none (Rules.Contagion)
	contagionImmune []bool      // by type: a captor that never does
	blast           *blastRule  // nil: captures do not explode (explosion.go)
	wall            *wallRule   // nil: moves place no wall (walls.go)
	petrifies       []bool      // by type: its captures leave it a wall; nil for none (petrify.go)
	petrifyRoyal    bool        // some royal type petrifies: it may not capture
	dynamicWalls    bool        // walls may appear on the board during play (walls, petrify)
	wallsNeedGen    bool        // with dynamic walls, attacks are found by generating captures
	flips           uint8       // flipNone, flipAdjacent, flipEnclosed (flips.go)
	flipsSupported  bool        // a drop flips only next to an own piece (Rules.FlipsSupported)
	around          [8][]Square // king step tables, for flips and drop conditions
	mustCapture     bool        // Rules.MustCapture (mustcapture.go)
	checkLimit      int         // checks a side must give to win; 0: no counter (checkcount.go)
	exits           []*exitRule // by type; nil: the piece cannot leave the board
	endings         []ending
	hasEndings      bool
	perpetual       bool            // perpetual check is scored
	keepPlies       bool            // keep Position.plies: perpetual check or a mate rule
	mate            *mateRule       // ir.MateRule compiled (mate.go); nil for none
	moveRep         *moveRepRuleSet // nil: a side may shuttle a piece (moverep.go)
	trading         *tradingRules   // nil: no trading rules (trading.go)
	noRepeat        bool            // Rules.NoRepeat (trading.go)
	noRepeatInCheck bool

	hands     *handRule   // nil: no pieces in hand (hands.go)
	drops     *dropRule   // nil: no drops (drops.go)
	gating    *gatingRule // nil: no gating (gating.go)
	limit     []int       // by type: most on the board per side after becoming one, -1 none
	anyLimit  bool        // some limit or must-first rule restricts becoming
	mustFirst []mustFirst // ir.MustFirst, compiled

	regions [][2][]bool   // by region index and colour: mask by square (regions.go)
	pass    uint8         // passNever, passAlways or passStuck (pass.go)
	shuffle *shuffleTable // a family of start positions (shuffle.go), nil for one
	// chess960: castling written king-takes-partner and castling rights as
	// the partners' files, as Fairy-Stockfish writes them in Chess960 mode:
	// always for a family of setups, on request (SetChess960) otherwise.
	chess960 bool
	facing   uint8       // facingAllowed, facingIllegal or facingBikjang (facing.go)
	orth     [4][]Square // with a facing rule: step tables of the four orthogonal directions
	// checkedRoyalTakes: Rules.RoyalInCheck is "captures-only".
	checkedRoyalTakes bool
	fenRights         []bool       // by type: unmoved state read from FEN (rights.go); nil for none
	counting          *countRule   // counting.go; nil for none
	spoils            []spoilTable // Piece.Spoil rules, compiled
	spoilers          []bool       // by type: some spoil rule lists it; nil for none

	bb         *bbGame // the bitboard path for perft (bitboard.go); nil if the game is beyond it
	zobrist    zobrist
	start      string
	startCells []uint8 // the setup's cell codes by square
	// promoTouch[c][t][s]: a move of a type-t piece of colour c that
	// starts or ends on s may promote or be refused as leaving the piece
	// stuck; nil for types that never promote (promotion.go). Last, so
	// that the fields the generator reads most keep their places.
	promoTouch [2][][]bool
	everywhere []bool // every square: the promoTouch of a move from a touched square
	// landOnly, by colour: the squares a move may end on only if it takes
	// something or swaps (ir.Rules.LandCapturing); nil for most. After
	// the fields the generator reads most, as promoTouch.
	landOnly [2][]bool
	// landFewest: ir.Rules.LandFewest (landing.go).
	landFewest bool
	// swapAny, by type: the piece's swap anywhere rule (swap.go); nil
	// when no piece has one.
	swapAny []*swapAnyRule
	// destroy, by type: the piece's mutual destruction; suicide, by
	// type: a frozen piece of it may remove itself (destruction.go); nil
	// for most.
	destroy []*destroyRule
	suicide []bool
	// moreMoves, by type: the piece has moves beside its tables' (exits,
	// swaps anywhere, mutual destruction); nil when no type has any.
	moreMoves []bool
	// swapStuck: some piece may swap anywhere when its side has no other
	// legal move (genStuckSwaps), so legality is judged on the whole list.
	swapStuck bool
	// teleports, by type: the piece's teleport rule (teleport.go); nil
	// when no piece has one.
	teleports []*teleportRule
	// countKind, by colour*nTypes + type: how Position.MoveCount counts
	// the piece's moves (movecount_walk.go).
	countKind []uint8
	// ontoT: where each piece's moves could end (onto.go), built on
	// first use.
	ontoT *ontoTable
	// viaT: which attacks a square could lie on (discover.go), built on
	// first use.
	viaT *viaTables
	// quickCheckT: CannotGiveCheck's tables (givescheck.go), built on
	// first use.
	quickCheckT *quickCheck
	// walkReach, by colour*nTypes + type and walk: the squares the walk
	// could reach, from*squares + to, as bits; nil where not tabulated
	// (movecount_walk.go).
	walkReach [][][]uint64
	// seeOK: static exchanges can be read from the attack tables, but
	// where a piece of a seeGen type (captures found by generation) is
	// on the board (see.go).
	seeOK  bool
	seeGen []int
	// seeLegal: an exchange's captures are tested for leaving the
	// capturer's royals attacked (see.go, safeAttacker).
	seeLegal bool
	// mobCached: MoveCount's cache serves the game (mobcache.go), and
	// pathRead, by span index, is where the read set of the span's fixed
	// paths starts in pathReadSets (-1: no path).
	mobCached    bool
	pathRead     []int32
	pathReadSets []uint64
	// areaT: the types whose paths MoveCount counts as an area move, by
	// flood fill (areacount.go), built on first use.
	areaT *areaTable
	// countSeen, by colour*nTypes + type: countAll marks the squares it
	// counts, as two of the piece's moves may reach one (countseen.go).
	countSeen []bool
	// destRays, by colour*nTypes + type: a type counted by countAll only
	// for its promotions, whose DestinationCount walks its rays as
	// countRays does (movecount.go).
	destRays []bool
	// jumpCells, by colour*nTypes + type, for types with jumps that
	// countJump counts: by cell, jumpTake and jumpPass (countseen.go).
	jumpCells [][]uint8
}

// NewGame compiles v. It reports IR that the compiler should never have
// produced (bad indices, leg shapes), so hand-written IR fails loudly.
func NewGame(v *ir.Variant) (*Game, error) {
	if v.Board.Files < 1 || v.Board.Ranks < 1 || v.Board.Files*v.Board.Ranks > ir.MaxCells {
		return nil, fmt.Errorf("board %dx%d: expected between 1x1 and 178x178 cells", v.Board.Files, v.Board.Ranks)
	}
	if len(v.Pieces) == 0 || len(v.Pieces) > ir.MaxPieceTypes {
		return nil, fmt.Errorf("%d piece types: expected 1 to %d", len(v.Pieces), ir.MaxPieceTypes)
	}
	levels, levelRanks := v.Board.Levels, v.Board.Ranks
	if levels > 1 { // stored as one rectangle (levels.go); V is that copy
		folded, err := foldLevels(v)
		if err != nil {
			return nil, err
		}
		v = folded
	}
	v = tameVariant(v)
	boards, boardFiles := v.Board.Boards, v.Board.Files
	if boards > 1 { // likewise (boards.go)
		folded, err := foldBoards(v)
		if err != nil {
			return nil, err
		}
		v = folded
	}
	if v.Board.Files*v.Board.Ranks > ir.MaxCells { // stored, with the holes between levels or boards
		return nil, fmt.Errorf("board of %d levels or boards: %dx%d stored cells, expected at most %d", max(levels, boards), v.Board.Files, v.Board.Ranks, ir.MaxCells)
	}
	g := &Game{V: v, nTypes: len(v.Pieces), start: v.Setup, turns: v.Rules.Turns, mustCapture: v.Rules.MustCapture, ontoT: new(ontoTable), viaT: new(viaTables), quickCheckT: new(quickCheck), areaT: new(areaTable)}
	if t := g.turns; t != nil {
		for _, n := range append(append([]int(nil), t.Opening...), t.Then...) {
			if n < 1 || n > ir.MaxTurnMoves {
				return nil, fmt.Errorf("turn order: %d moves in a turn, expected 1 to %d", n, ir.MaxTurnMoves)
			}
		}
		if t.Progressive && (len(t.Then) > 0 || len(t.Parts) > 0 || t.Simultaneous) {
			return nil, fmt.Errorf("turn order: progressive goes with opening only")
		}
		switch t.EnPassant {
		case "":
		case "first-move":
			g.epKeep = epKeepFirst
		case "whole-turn":
			g.epKeep = epKeepTurn
		default:
			return nil, fmt.Errorf("turn order: en passant %q, expected first-move or whole-turn", t.EnPassant)
		}
		if g.epKeep != 0 && (len(t.Parts) > 0 || t.Simultaneous) {
			return nil, fmt.Errorf("turn order: en passant %s goes with opening, then or progressive turns only", t.EnPassant)
		}
	}
	g.files, g.ranks = v.Board.Files, v.Board.Ranks
	g.orient[White], g.orient[Black] = orientation{1, 1}, orientation{1, -1}
	switch v.Board.BlackView {
	case "", "mirror":
	case "rotate":
		g.orient[Black].x = -1
	default:
		return nil, fmt.Errorf("black view %q: expected mirror or rotate", v.Board.BlackView)
	}
	g.hole = make([]bool, g.size())
	if levels > 1 {
		g.compileLevels(levels, levelRanks)
	}
	if boards > 1 {
		g.compileBoards(boards, boardFiles)
	}
	if err := g.compileTransfer(); err != nil {
		return nil, err
	}
	if v.Board.Kind == "hex" { // before the holes, which are named as its cells
		if err := g.compileHex(v.Board.Slanted); err != nil {
			return nil, err
		}
	}
	for _, h := range v.Board.Holes {
		s, err := g.parseSquare(h)
		if err != nil {
			return nil, fmt.Errorf("hole: %v", err)
		}
		g.hole[s] = true
	}
	if err := g.compileWrap(v.Board.Wrap); err != nil {
		return nil, err
	}
	switch v.Board.Kind {
	case "", "grid", "hex":
	case "rings":
		if g.wraps() {
			return nil, fmt.Errorf("board wrap %q on a rings board: its rings wrap already", v.Board.Wrap)
		}
		if err := g.checkRings(); err != nil {
			return nil, err
		}
		g.rings = true
		g.ringDirs()
	default:
		return nil, fmt.Errorf("board kind %q: expected grid, rings or hex", v.Board.Kind)
	}
	if err := g.compileRegions(); err != nil {
		return nil, err
	}
	if ri := v.Rules.LandCapturing; ri != nil {
		for c := range 2 {
			mask, err := g.regionMask("landing", *ri, c)
			if err != nil {
				return nil, err
			}
			g.landOnly[c] = mask
		}
		g.landFewest = v.Rules.LandFewest
	}
	if err := g.compileRules(); err != nil {
		return nil, err
	}
	if err := g.compileFlips(); err != nil {
		return nil, err
	}
	if err := g.compileDrops(); err != nil {
		return nil, err
	}
	if err := g.compileGating(); err != nil {
		return nil, err
	}
	if err := g.compileHands(); err != nil {
		return nil, err
	}
	if err := g.compilePass(); err != nil {
		return nil, err
	}
	if err := g.compileFacing(); err != nil {
		return nil, err
	}
	if err := g.compileMaterial(); err != nil {
		return nil, err
	}
	if err := g.compileRights(); err != nil {
		return nil, err
	}
	g.compilePositional()
	if err := g.compileCounting(); err != nil {
		return nil, err
	}
	if err := g.compileMate(); err != nil {
		return nil, err
	}
	if err := g.compileMoveRep(); err != nil {
		return nil, err
	}
	g.passesSafe = g.V.Rules.RoyalPassesSafe
	if err := g.compileTrading(); err != nil {
		return nil, err
	}
	switch v.Rules.RoyalInCheck {
	case "":
	case "captures-only":
		g.checkedRoyalTakes = true
	default:
		return nil, fmt.Errorf("royal in check %q: expected captures-only or nothing", v.Rules.RoyalInCheck)
	}
	g.anyLimit = g.anyLimit || len(g.mustFirst) > 0
	if g.turns != nil && g.turns.Simultaneous {
		if err := g.compileSimultaneous(); err != nil {
			return nil, err
		}
	}
	if err := g.compileWall(); err != nil {
		return nil, err
	}
	if g.turns != nil && len(g.turns.Parts) > 0 {
		if err := g.compileParts(); err != nil {
			return nil, err
		}
	}
	if err := g.compileMoves(); err != nil {
		return nil, err
	}
	if err := g.compileEffects(); err != nil {
		return nil, err
	}
	g.compileButtBits()
	if err := g.compileAfterCapture(); err != nil {
		return nil, err
	}
	if err := g.compileExplosion(); err != nil {
		return nil, err
	}
	if err := g.compilePetrify(); err != nil {
		return nil, err
	}
	if err := g.compileExits(); err != nil {
		return nil, err
	}
	g.compileAttacks()
	g.compileMobility()
	g.compilePromoTouch()
	g.compileMoveCount()
	g.finishDrops()
	if err := g.readSetup(); err != nil {
		return nil, err
	}
	if err := g.compileConditions(); err != nil {
		return nil, err
	}
	if err := g.compileRemovals(); err != nil {
		return nil, err
	}
	for t := range g.nTypes {
		if g.exits[t] != nil || g.swapAny != nil && g.swapAny[t] != nil || g.destroy != nil && g.destroy[t] != nil {
			if g.moreMoves == nil {
				g.moreMoves = make([]bool, g.nTypes)
			}
			g.moreMoves[t] = true
		}
	}
	if err := g.compileShuffle(); err != nil {
		return nil, err
	}
	g.compileSEE()
	g.zobrist.init(g.size(), g.nTypes, g.checkLimit)
	g.bb = compileBitboard(g)
	g.compileDropEvasions()
	return g, nil
}

// orientation multiplies White's (dx, dy) into a colour's.
type orientation struct{ x, y int }

// Files and Ranks of the board.
func (g *Game) Files() int { return g.files }
func (g *Game) Ranks() int { return g.ranks }

// IsHole reports whether s is a hole.
func (g *Game) IsHole(s Square) bool { return g.hole[s] }

// SquareName is the algebraic name of s.
func (g *Game) SquareName(s Square) string { return g.squareName(s) }

// ParseSquare reads an algebraic square name.
func (g *Game) ParseSquare(name string) (Square, error) { return g.parseSquare(name) }

// letters are the upper-case FEN symbols by type.
func (g *Game) letters() []string {
	l := make([]string, g.nTypes)
	for i, p := range g.V.Pieces {
		l[i] = p.Letter
	}
	return l
}

func (g *Game) checkPiece(what string, i int) error {
	if i < 0 || i >= g.nTypes {
		return fmt.Errorf("%s: piece index %d out of range 0..%d", what, i, g.nTypes-1)
	}
	return nil
}

// checkRings checks the shape of a rings board: an even number of spokes,
// at least one ring, and rank 1 a hole everywhere but the centre a1.
func (g *Game) checkRings() error {
	if g.files%2 != 0 || g.ranks < 2 {
		return fmt.Errorf("rings board %dx%d: expected an even number of files (two per diameter) and at least 2 ranks", g.files, g.ranks)
	}
	for f := 0; f < g.files; f++ {
		if g.hole[f] != (f > 0) {
			return fmt.Errorf("rings board: rank 1 must be holes but for the centre a1, and %s is not", g.squareName(Square(f)))
		}
	}
	for s := g.files; s < g.size(); s++ {
		if g.hole[s] {
			return fmt.Errorf("rings board: hole %s is not on rank 1", g.squareName(Square(s)))
		}
	}
	return nil
}
