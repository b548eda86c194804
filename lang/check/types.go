package check

import (
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Piece is a checked piece declaration. Variants that use the same
// declaration share one *Piece.
type Piece struct {
	Name   string
	Letter string // upper case, one or two letters
	Betza  string
	Desc   string
	Value  int // declared, or estimated from the moves (see estimateValue)
	// ValueEstimated: the definition gives no value; players may
	// estimate a better one on the variant's board (ir.Piece).
	ValueEstimated bool
	Moves          []ir.Move
	Figure         *ir.Figure // how pictures draw it (figure), nil for its letter
	// Seniority orders pieces for range-capture (ir.Piece.Seniority); 0
	// if not given.
	Seniority int

	// SwapAnywhere: swap anywhere (see ir.Piece.SwapAnywhere), nil if not.
	SwapAnywhere *ir.SwapRule
	// LevelMoves are the Betza string's moves on a board with levels
	// (betza.CompileLevels), levelErr why there are none; flatErr, why
	// the string has no moves on a flat board (a leap (x,y,z)), reported
	// only by a flat variant that uses the piece. clauses: the block
	// adds moves or rules to the Betza string's.
	LevelMoves        []ir.Move
	levelErr, flatErr error
	clauses           bool
	Pos               syntax.Pos // of the name in the declaration
	// decl is the declaration; hex, once a variant on a hex board uses
	// the piece, the same declaration compiled on a hex board, and
	// hexDiags what that compilation found (hex.go).
	decl     *syntax.Stmt
	hex      *Piece
	hexDiags []diag.Diagnostic
	ok       bool // the declaration has no error
	// Allows are the warnings its block silences (allow), with the
	// reasons given.
	Allows map[diag.Code]string

	// What the piece's block says about other pieces, by name: resolved
	// per variant (see PieceRules), since the names are looked up in the
	// scope of the variant that uses the piece.
	capturedBy []*syntax.Arg
	cannotTake []*syntax.Arg
	cannotHop  []*syntax.Arg
	spoil      *spoilDecl
	effects    []effectDecl
	exit       *exitDecl
	teleport   *teleportDecl
	becomes    []becomesDecl
	captures   []capturesDecl
	regions    []regionMovesDecl
	relays     []relayDecl

	destruction *destructionDecl // mutual-destruction

	cannotTakeProtected []*syntax.Arg // cannot-take-protected's names
}

// relayDecl says that Moves[from:to] exist only while a friendly piece of
// a type named by by stands one of vectors away (a relayed-by statement).
type relayDecl struct {
	from, to int
	by       []*syntax.Arg
	vectors  []ir.Vector
}

// spoilDecl is a spoiled-by statement: the types, and the moves that aim.
type spoilDecl struct {
	by    []*syntax.Arg
	moves []ir.Move
}

// regionMovesDecl says that Moves[from:to] are limited by the region
// named by name (a from, not-from or within statement).
type regionMovesDecl struct {
	from, to int
	name     *syntax.Arg
	mode     string
}

// capturesDecl says that Moves[from:to] may capture only pieces named by
// victims (a captures statement), or, with swap, swap only with them (a
// swap statement's partners).
type capturesDecl struct {
	from, to int
	victims  []*syntax.Arg
	swap     bool
}

// destructionDecl is the mutual-destruction statement of a piece's block.
type destructionDecl struct {
	vectors []ir.Vector
	victims []*syntax.Arg
}

// effectDecl is a butt or custodian statement of a piece's block.
type effectDecl struct {
	kind              ir.EffectKind
	vectors, after    []ir.Vector
	victims, partners []*syntax.Arg
}

// teleportDecl is the teleport statement of a piece's block: its region,
// fork count (0 for none) and the piece it becomes, nil when not given.
type teleportDecl struct {
	in, becomes *syntax.Arg
	forks       int
}

// Teleport is a checked teleport rule; see ir.TeleportRule.
type Teleport struct {
	Region  *Region
	Forks   int
	Becomes *Piece
}

// exitDecl is the exit statement of a piece's block.
type exitDecl struct {
	steps   []ir.Vector
	promote []*syntax.Arg
	into    *syntax.Arg
}

// becomesDecl says that Moves[from:to] turn the piece into the piece
// named by name.
type becomesDecl struct {
	from, to int
	name     *syntax.Arg
}

// PieceRules is what a piece's block says about other pieces, resolved in
// one variant: see ir.Piece.
type PieceRules struct {
	// Becomes maps the index of a move in Piece.Moves to the type the
	// piece turns into by making it.
	Becomes map[int]*Piece
	// Victims maps the index of a capture-only move in Piece.Moves to the
	// only types it may take (a captures statement).
	Victims map[int][]*Piece
	// Relays maps the index of a relayed move in Piece.Moves to its
	// relaying types (relayed-by); RelayVectors to the relay's leaps.
	Relays       map[int][]*Piece
	RelayVectors map[int][]ir.Vector
	// Regions maps the index of a move in Piece.Moves to the region that
	// limits it (from, not-from, within).
	Regions    map[int]MoveRegion
	CapturedBy []*Piece
	// Uncapturable: captured-by none; see ir.Piece.Uncapturable.
	Uncapturable bool
	// CannotTake and CannotHop: see ir.Piece.
	CannotTake, CannotHop []*Piece
	// CannotTakeProtected: see ir.Piece.
	CannotTakeProtected []*Piece
	// SpoiledBy and SpoilMoves: see ir.SpoilRule.
	SpoiledBy  []*Piece
	SpoilMoves []ir.Move
	Effects    []Effect
	Exit       *Exit
	Teleport   *Teleport
	// Destruction: see ir.Piece.Destruction.
	Destruction *Destruction
}

// Destruction is a checked mutual-destruction rule; see ir.Destruction.
type Destruction struct {
	Vectors []ir.Vector
	Victims []*Piece
}

// MoveRegion is a checked region limit of a move; see ir.MoveRegion.
type MoveRegion struct {
	Region *Region
	Mode   string
}

// Effect is a checked butt or custodian effect; see ir.Effect.
type Effect struct {
	Kind              ir.EffectKind
	Vectors, After    []ir.Vector
	Victims, Partners []*Piece
}

// Exit is a checked exit rule; see ir.ExitRule.
type Exit struct {
	Steps   []ir.Vector
	Promote []*Piece
	Into    *Piece
}

// Variant is a checked concrete variant: every statement of its extends
// chain merged, every name resolved to a *Piece.
type Variant struct {
	Name  string
	Title string
	Pos   syntax.Pos // of the name in the declaration

	// Kind is "" for a grid, "rings" for rings and spokes (see ir.Board:
	// Files is twice the spokes, Ranks one more than the rings).
	// "hex" for a hexagonal board of shape Hex, seen as Files x Ranks
	// (Hex.Files() x Hex.Ranks()) with the cells off the hexagon as holes
	// (hex.go).
	Kind         string
	Files, Ranks int
	Hex          fen.HexShape
	Levels       int      // more than 1: Files x Ranks boards stacked (ir.Board.Levels)
	Boards       int      // more than 1: Files x Ranks boards side by side (ir.Board.Boards)
	Transfer     bool     // ir.Rules.Transfer
	Holes        []string // algebraic, in the order declared
	Pieces       []*Piece // the piece set; a piece's index is its IR index
	// PieceRules holds, for each piece of the set (same index), what its
	// block says about other pieces; nil for most.
	PieceRules []*PieceRules
	BlackView  string   // "" (mirror, the default) or "rotate"
	Wrap       string   // "" (no edges join), "cylinder" or "torus" (ir.Board.Wrap)
	Draw       *Drawing // how pictures draw the board (draw), nil for squares

	Setup    string
	SetupArg *syntax.Arg // for mapping an offset in Setup to a position

	Royal         []*Piece
	RoyalWhenLast bool // royal only while a side has one of the type
	RoyalLastMax  int  // with RoyalWhenLast: or this many (when-last N), 0 for 1
	DupleCheck    bool // in check when all the when-last royals are attacked
	// RoyalPromotionNextTurn: royal-promotion next-turn; see ir.Rules.
	RoyalPromotionNextTurn bool
	Castling               *Castling
	Promotions             []*Promotion
	Checkmate              ir.Result
	Stalemate              ir.Result
	// StalemateByCount: stalemate RESULT by-count; see ir.Rules.
	StalemateByCount bool

	MoveRule       int
	MoveRulePieces []*Piece
	Repetition     int

	NoChecks bool
	Turns    *ir.TurnOrder
	// Rank orders piece types for simultaneous turns, highest first.
	Rank []*Piece
	// TurnParts, if not empty, are the parts of every turn (turns { part
	// ... }); Turns is then nil.
	TurnParts []*TurnPart
	Endings   []*Ending
	Scores    []ir.Score
	// RoyalTogether: royal ... when-last together; see ir.Rules.
	RoyalTogether bool
	// RoyalPassesSafe: royal ... passes-safe; see ir.Rules.
	RoyalPassesSafe bool
	// RepetitionResult: repetition N RESULT; "" for a draw.
	RepetitionResult ir.Result
	// Hand, Drops and Gating: pieces in hand (hand { ... }, drops { ... },
	// gating { ... }); see ir.HandRule, ir.DropRule, ir.GatingRule.
	Hand   *Hand
	Drops  *Drops
	Gating *Gating
	// Limits cap the pieces a side may have after becoming one (limit).
	Limits []Limit
	// MustFirst: must-first statements; see ir.MustFirst.
	MustFirst []MustFirst
	// Allows are the warnings silenced for the variant (allow statements
	// of its body and of everything it extends), with the reasons given.
	Allows map[diag.Code]string
	// SetArgs holds, for each piece of the set (same index), the argument
	// that put it there: where diagnostics found after checking (package
	// lint) place what they say about the piece.
	SetArgs  []*syntax.Arg
	SetStmts []*syntax.Stmt
	// authorArg finds the author's line that brought a library position
	// into the variant (library.go), for Place.
	authorArg func(syntax.Pos) *syntax.Arg
	// Regions are the regions the variant sees (regions.go), root first;
	// LandCapturing is the region of landing REGION captures-only; see
	// ir.Rules.LandCapturing.
	LandCapturing *Region
	// LandFewest: landing ... fewest; see ir.Rules.LandFewest.
	LandFewest bool
	// Confined gives the region a piece is confined to (confine).
	Regions  []*Region
	Confined map[*Piece]*Region
	// Pass is "always", "stuck" or "" (no passing); see ir.PassRule.
	Pass string
	// Shuffle makes the setup a family of start positions (shuffle.go).
	Shuffle *Shuffle
	// Facing is "illegal", "bikjang" or "" (allowed); see ir.Rules.Facing.
	Facing string
	// RoyalInCheck is "captures-only" or ""; see ir.Rules.RoyalInCheck.
	RoyalInCheck string
	// MoveRepetition is "loss" or ""; see ir.Rules.MoveRepetition.
	MoveRepetition string
	// NoRepeat, NoRepeatInCheck: no-repeat [except-in-check]; see
	// ir.Rules.NoRepeat.
	NoRepeat, NoRepeatInCheck bool
	// Trading: the trading block; see ir.Trading.
	Trading *Trading
	// FirstMoveRights: see ir.Rules.FirstMoveRights.
	FirstMoveRights []*Piece
	// MateNotOnly and MateNeeds: the mate rule; see ir.MateRule.
	MateNotOnly, MateNeeds []*Piece
	HasMateRule            bool
	// Counting is a counting rule (counting.go).
	Counting *Counting
	// MaterialCount decides would-be draws by material (material.go).
	MaterialCount *MaterialCount
	// Explosion: captures explode (explosion); see ir.Explosion.
	Explosion *Explosion
	// Petrify: captors of these types become walls (petrify); see
	// ir.Rules.Petrify.
	Petrify []*Piece
	// MustCapture: a side that can capture must (must-capture).
	MustCapture bool
	// AfterCapture is "stay", "move-as-victim" or "" (land): see
	// ir.Rules.AfterCapture.
	AfterCapture string
	// MustCaptureMost: only the captures taking the most pieces
	// (must-capture most); see ir.Rules.MustCaptureMost.
	MustCaptureMost bool
	// Flips is "adjacent", "enclosed" or "" (flips); see ir.Rules.Flips.
	// FlipsSupported: flips adjacent supported.
	Flips          string
	FlipsSupported bool
	// Rebirth, CaptorChange, Paralysis, Patrol: the conditions of those
	// statements; see ir.Rules. The lists are their piece names.
	Rebirth, CaptorChange, Paralysis, Patrol bool
	RebirthByFile, CaptorKeeps               []*Piece
	ParalysisExcept, PatrolPieces            []*Piece
	// Contagious: the types whose captor becomes their type (contagion),
	// nil for no contagion; ContagionInto, by the same index, the type it
	// becomes (the victim's own, or the NAME after ->); Immune: the
	// captors that never do.
	Contagious, ContagionInto, Immune []*Piece

	// FrozenSuicide: frozen-suicide (ir.Rules.FrozenSuicide), with the
	// types excepted.
	FrozenSuicide       bool
	FrozenSuicideExcept []*Piece
}

// Explosion is a checked explosion statement; see ir.Explosion.
type Explosion struct {
	Vectors        []ir.Vector
	Spared, Immune []*Piece
}

// Drops is a checked drops block; see ir.DropRule.
type Drops struct {
	Pieces           []*Piece
	FromRank, ToRank int
	Regions          []DropRegion
	Region           *Region // the drop zone instead of ranks
	Placement        string  // "" (drops are moves), "alternate" or "consecutive"
	Mobile           bool
	FileLimits       []Limit
	NoMate           []*Piece
	NoCheck          bool
	Promoted         string // "", "either" or "only"
	OppositeColors   []*Piece
	CastleFile       *int
	// The conditions of the placing games (ir.DropRule): unlimited,
	// adjacent, flipping, start-squares and must.
	Unlimited, Adjacent, Flipping bool
	OnTop, Apart, PushedIn        bool
	StartSquares                  []string
	Must                          []*Piece
	// Pickup: pickup NAME...; see ir.DropRule.Pickup.
	Pickup []*Piece
}

// DropRegion narrows the drops of some types to some ranks.
type DropRegion struct {
	Pieces           []*Piece
	FromRank, ToRank int
}

// Hand is a checked hand block: what captured pieces go to hand as
// (Entries, computed from captures, demote and the promotion maps); see
// ir.HandRule.
type Hand struct {
	Entries       []HandEntry
	TrackPromoted bool
	Max           int
}

// HandEntry: a captured Piece goes to the captor's hand as As.
type HandEntry struct {
	Piece, As *Piece
}

// Gating is a checked gating block; see ir.GatingRule.
type Gating struct {
	Pieces []*Piece
}

// MustFirst is a checked must-first statement: Counted are the types that
// Becomes moves make (all of them but Piece count towards After).
type MustFirst struct {
	Piece   *Piece
	After   int
	Counted []*Piece
}

// TurnPart is one checked part of a turn; see ir.TurnPart.
type TurnPart struct {
	Mover string
	Rules []*PartRule
	// Wall and WallMoves, for a part wall: see ir.TurnPart.
	Wall      string
	WallMoves bool
	// WallInstead: the wall is placed instead of the own part's move.
	WallInstead bool
	WallRegion  *Region // part wall ... in REGION; nil: anywhere on the board
}

// PartRule is one checked after statement; see ir.PartRule.
type PartRule struct {
	After, Only, Except []*Piece
}

// Ending is one checked ending; see ir.Ending.
type Ending struct {
	Stmt             *syntax.Stmt // the ending statement
	Kind             ir.EndingKind
	Side             string
	Pieces           []*Piece
	PerType          bool
	AtMost           int
	OpponentAtLeast  int // extinction only while the other side holds this many
	Grace            bool
	Safe             bool
	FromRank, ToRank int
	Squares          []string
	Region           *Region // the goal instead of ranks or squares
	Moves            int
	Checks           int
	AtLeast          int       // reach: how many goal pieces on the goal (0: one)
	Connect          int       // connect: how many in a row
	Square           bool      // connect: an N-by-N square rather than a row
	Collinear        bool      // connect: anywhere on one line, gaps allowed
	Between          []*Region // connect: a chain from the first region to the second
	Blocked          bool      // reach: fewer when the rest of the goal is occupied
	Lines            []string  // connect: ranks, files, diagonals (none given: all)
	Wing             string    // castled, castling-lost: kingside or queenside
	Winner           string
	Name             string
}

// Castling is checked castling rules; see ir.Castling.
type Castling struct {
	Stmt      *syntax.Stmt // the castling statement
	King      *Piece
	Rooks     []*Piece
	Kingside  *ir.CastlingSide
	Queenside *ir.CastlingSide
	// ByColour: white-kingside ... black-queenside, by colour and side.
	ByColour [2][2]*ir.CastlingSide
	Opposite bool // castling on a side takes the opponent's right on that side
}

// Promotion is one checked promotion zone; see ir.Promotion.
type Promotion struct {
	Stmt             *syntax.Stmt // the promotion statement
	Pieces           []*Piece
	Side             string // "white", "black" or "" (both)
	FromRank, ToRank int
	Region           *Region // the zone instead of ranks
	Choices          []*Piece
	Map              []MapPair
	Mandatory        bool
	Immobile         bool
	TakesPromoted    bool // mandatory if-takes-promoted
	OnEntry          bool
	Leave            bool
	CapturesOnly     bool
	Flip             bool
	IfPresent        []*Piece
	IfAbsent         []*Piece
	Limits           []Limit
	Standing         bool
	LastAnywhere     bool
	Peaceful         bool
	Unforced         bool
}

// MapPair is one pair of a promotion map: From promotes to To.
type MapPair struct {
	From, To *Piece
}

// Limit caps how many of a piece a side may have after promoting.
type Limit struct {
	Piece *Piece
	Max   int
}

// Index returns the index of p in the variant's piece set, or -1.
func (v *Variant) Index(p *Piece) int {
	for i, q := range v.Pieces {
		if q == p {
			return i
		}
	}
	return -1
}

// Drawing is a variant's draw statement (ir.Drawing).
type Drawing struct {
	Style    string
	River    bool
	Palace   *Region
	Inks     []string
	Octagons bool
}

// Trading is a trading block (ir.Trading).
type Trading struct {
	Pieces           []*Piece
	DistantProtected bool
	Protected        bool
	Bridge           bool
	BridgeNot        []*Piece
	Counterstrike    bool
	CounterstrikeAny bool
}
