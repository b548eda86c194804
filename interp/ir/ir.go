// Package ir defines the intermediate representation that the vdl compiler
// (lang/lower) produces and the interpreter (interp) runs.
//
// The IR is plain data: no functions, no maps, no shared structure (a
// pointer only marks an optional part), so a variant can be dumped as YAML,
// diffed and read back. Every name that one part of the IR
// uses to refer to another (a piece in a promotion rule, say) is a piece
// index into Variant.Pieces, checked by the compiler, never a string the
// interpreter has to resolve.
//
// Coordinates are White's view: files grow to the right (a, b, c, ...),
// ranks grow towards Black (1, 2, 3, ...). Black's moves are the mirror image
// in the rank direction, which the interpreter derives; the IR never stores
// them twice.
package ir

// Variant is one complete, checked game.
// Limits the interpreter holds every variant to; the checker reports a
// variant beyond them where it was written.
const (
	MaxPieceTypes = 120 // entries of Variant.Pieces: a piece and its colour are coded in one byte
	MaxTurnMoves  = 100 // moves of one turn (TurnOrder)
)

type Variant struct {
	Name   string  `yaml:"name"`
	Title  string  `yaml:"title,omitempty"`
	Board  Board   `yaml:"board"`
	Pieces []Piece `yaml:"pieces"`
	// Setup is the start position in extended FEN (Fairy-Stockfish style:
	// multi-digit empty runs, '*' for a hole, castling and en-passant
	// fields, counters).
	Setup string `yaml:"setup"`
	Rules Rules  `yaml:"rules"`
	// Regions are named sets of squares, one set for each side; pieces,
	// promotion zones, drop zones and endings refer to them by index.
	Regions []Region `yaml:"regions,omitempty"`
	// Shuffle, if set, makes Setup one of a family of start positions
	// (Chess960); see Shuffle.
	Shuffle *Shuffle `yaml:"shuffle,omitempty"`
}

// Shuffle declares a family of start positions: the pieces of White's
// rank Rank of Setup, placed in every order that meets the conditions,
// with Black's pieces on the mirrored rank in the same order (their
// files), everything else as in Setup (castling rights K and Q then name
// the outermost partners). Positions are numbered from 0. A variant with
// a shuffled setup writes castling as king-takes-partner ("e1h1") and
// castling rights as partner files ("HAha"), as Fairy-Stockfish does in
// Chess960 mode.
type Shuffle struct {
	Rank int `yaml:"rank"` // White's rank, from 1
	// OppositeColours are types whose pieces must stand on squares of
	// both colours (Chess960's bishops).
	OppositeColours []int `yaml:"opposite_colours,omitempty"`
	// KingBetween: the castling king stands between two castling
	// partners, one on each side.
	KingBetween bool `yaml:"king_between,omitempty"`
	// Numbering: "chess960" (Scharnagl's numbers, 0 to 959, 518 being
	// orthodox chess; only for a rank of king, queen, two rooks, bishops
	// and knights) or "" (the orders that meet the conditions, sorted by
	// the upper-case letters of the rank read from file a).
	Numbering string `yaml:"numbering,omitempty"`
}

// Region is a named set of squares for each side, as algebraic names
// ("d1"): White's and Black's (by default the mirror image of White's,
// made by the compiler; the IR always lists both). A rule that uses a
// region for a piece uses the squares of the piece's side.
type Region struct {
	Name  string   `yaml:"name"`
	White []string `yaml:"white"`
	Black []string `yaml:"black"`
}

// SpoilRule: the piece loses its unmoved state when an enemy piece of one
// of the types By ends a move on a square from which Moves (as that piece
// moves, on an empty board) reach it. Cambodian chess: a rook's move onto
// the king's file or rank takes away its first-move leap.
type SpoilRule struct {
	By    []int  `yaml:"by"`
	Moves []Move `yaml:"moves"`
}

// MoveRegion limits where a move may be made (Move.Region).
type MoveRegion struct {
	Region int `yaml:"region"` // index into Variant.Regions
	// Mode: "from" (only from a square of the mover's side of the
	// region), "not-from" (only from a square outside it) or "within"
	// (from, through and onto squares of it only: janggi's palace
	// diagonals).
	Mode string `yaml:"mode"`
}

// Board is the geometry. Every board is stored as a rectangle of Files x
// Ranks cells, some of which may be holes, so that FEN, square names and
// diagrams work alike for all shapes. Kind says how the cells connect:
//
//   - "grid": a rectangle; moves are vectors (dx, dy).
//   - "rings": concentric rings crossed by Files/2 diameters (Files spokes,
//     one point of every ring on each). Ring r (1 = innermost) is rank
//     r+1 and spoke k is file k; rank 1 holds only the centre, a1, where
//     every spoke meets, so its other cells are holes. Moves name their
//     directions (Leg.Dir): "cw" and "ccw" around the ring, wrapping (to
//     the next higher and lower file), and "spoke-K" towards the outer end
//     of spoke K: outward on spoke K, inward on the opposite spoke
//     K+Files/2, through the centre and on out along spoke K, so a line
//     through the centre goes on along the opposite spoke.
//   - "hex": a regular hexagon of side N (Glinski's board: N = 6, 91
//     cells), Files = 2N-1 and Ranks = 4N-3, in doubled coordinates: a
//     cell's neighbours up and down its file are two rows away, those on
//     the next files one row up and down, and the other rows are holes
//     (the compiler marks them; Holes lists only cells of the hexagon
//     that do not exist, by their cell names). Moves are vectors:
//     orthogonal steps (0,±2) (±1,±1), diagonal (±2,0) (±1,±3), knight
//     leaps (±1,±5) (±2,±4) (±3,±1). Squares are named and FEN written
//     as Glinski and the hex tools do (interp/hex.go): files a-l without
//     j, ranks up each file from 1, FEN ranks from the top, each rank's
//     cells in file order (interp/fen/hex.go).
type Board struct {
	Kind  string `yaml:"kind"` // "grid", "rings" or "hex"
	Files int    `yaml:"files"`
	Ranks int    `yaml:"ranks"`
	// Holes are cells that do not exist: leapers jump over them, sliders
	// stop before them, nothing ever stands on them. Algebraic names ("a3").
	Holes []string `yaml:"holes,omitempty"`
	// BlackView says how Black's moves derive from White's: "mirror" (the
	// default: reflected top to bottom, so Black's left is White's left) or
	// "rotate" (turned half round, as Fairy-Stockfish does; it differs only
	// for pieces that are not left-right symmetric).
	BlackView string `yaml:"black_view,omitempty"`
	// Wrap joins edges of a grid: "cylinder" makes the first and last
	// files neighbours, "torus" also the first and last ranks; "" joins
	// none. A line that wraps stops before it comes back to its start.
	Wrap string `yaml:"wrap,omitempty"`
	// Levels, when more than 1, stacks that many Files x Ranks boards one
	// above the other (Raumschach: 5x5 levels 5): a cell is (file, rank,
	// level), legs have a level component DZ, and Black's moves mirror
	// rank and level (dy -> -dy, dz -> -dz). Squares are named level
	// letter, file, rank ("Aa1" at the bottom, White's corner; "Ee5"); FEN
	// lists the levels from the top down, separated by '|', each level's
	// ranks from its last down, separated by '/'. Holes, promotion and
	// reach ranks are those of the last level (for White; the first for
	// Black). The interpreter stores the levels as one rectangle
	// (interp/levels.go).
	Levels int `yaml:"levels,omitempty"`
	// Boards, when more than 1, is that many Files x Ranks boards side by
	// side that no move crosses (Alice chess: 8x8 boards 2): pieces move
	// on their own board as on a flat one, and pass to another only by
	// Rules.Transfer. Squares are named board letter, file, rank ("Ae2",
	// "Be4"); FEN lists the boards A first, separated by '|', each as a
	// flat board's placement.
	Boards int `yaml:"boards,omitempty"`
	// Slanted, on a hex board, names its cells by slanted ranks: straight
	// lines parallel to the lower left side (Shafran's notation) rather
	// than the k-th cell up each file (Glinski's); see interp/fen/hex.go.
	Slanted bool `yaml:"slanted,omitempty"`
	// Draw, if set, is how pictures draw the board; nil means chequered
	// squares.
	Draw *Drawing `yaml:"draw,omitempty"`
}

// Piece is one piece type.
type Piece struct {
	Name string `yaml:"name"`
	// Letter is the FEN symbol, upper case; Black's is its lower case.
	Letter string `yaml:"letter"`
	// Betza is the notation the moves were compiled from, kept for display.
	Betza string `yaml:"betza,omitempty"`
	// Description says in words how the piece moves.
	Description string `yaml:"description,omitempty"`
	// Value is a material value in centipawns, used by simple players.
	Value int `yaml:"value"`
	// Estimated: the definition gives no value and Value is the
	// compiler's rough guess from the moves alone; a player may estimate
	// a better one on the variant's own board.
	Estimated bool   `yaml:"estimated,omitempty"`
	Moves     []Move `yaml:"moves"`
	// CapturedBy, when not empty, lists the only types that may capture
	// this piece by moving onto it (en passant included): the piece is
	// immune to all others. Effects are not limited by it.
	CapturedBy []int `yaml:"captured_by,omitempty"`
	// SwapAnywhere, if set, lets the piece exchange places with any
	// friendly piece on the board (Tamerlane's king), on the rule's
	// conditions.
	SwapAnywhere *SwapRule `yaml:"swap_anywhere,omitempty"`
	// Uncapturable: no piece may capture this one by moving onto it
	// (captured-by none); effects are not limited by it.
	Uncapturable bool `yaml:"uncapturable,omitempty"`
	// Effects happen after every move this piece makes.
	Effects []Effect `yaml:"effects,omitempty"`
	// Exit, if set, lets the piece leave the board (see ExitRule).
	Exit *ExitRule `yaml:"exit,omitempty"`
	// Destruction, if set, gives the piece mutual destruction: as a move
	// it removes itself together with an enemy piece one of the rule's
	// leaps away (Rococo's swapper).
	Destruction *Destruction `yaml:"destruction,omitempty"`
	// Teleport, if set, lets the piece go, as its move, to an empty
	// square anywhere (Tamerlane's pawn of pawns), on the rule's
	// conditions.
	Teleport *TeleportRule `yaml:"teleport,omitempty"`
	// CannotTake lists types this piece may not capture by moving onto
	// them (janggi's cannon takes no cannon); CannotHop, types its moves
	// may not use as a hurdle (the square a leg ends on that must be
	// occupied: janggi's cannon hops over no cannon).
	CannotTake []int `yaml:"cannot_take,omitempty"`
	CannotHop  []int `yaml:"cannot_hop,omitempty"`
	// CannotTakeProtected lists types this piece may not capture by
	// moving onto them where they are protected: a piece of their own
	// side attacks their square before the move, pinned pieces included
	// (Maka Dai Dai's Emperor takes no protected piece). Its attacks on
	// them, checks included, count only where they are not.
	CannotTakeProtected []int `yaml:"cannot_take_protected,omitempty"`
	// Spoil, if set, takes away the piece's unmoved state (its initial
	// moves) when an enemy piece aims at it (see SpoilRule).
	Spoil *SpoilRule `yaml:"spoil,omitempty"`
	// Confined, if set, is a region (index into Variant.Regions) that the
	// piece's moves may not end outside: only squares of its side's set
	// are destinations, and it attacks nothing else (Fairy-Stockfish's
	// mobilityRegion; xiangqi's general in the palace).
	Confined *int `yaml:"confined,omitempty"`
	// Figure, if set, is how pictures draw the piece (interp/diagram);
	// without it they draw its letter in a disc.
	Figure *Figure `yaml:"figure,omitempty"`
	// Seniority orders pieces for moves that pass over pieces of lower
	// seniority (a leg whose Pass is Junior: Tenjiku Shogi's jumping
	// generals, which jump what ranks below them); 0 unless the piece
	// declares one.
	Seniority int `yaml:"seniority,omitempty"`
}

// Figure is how pictures draw a piece: one or two of the known figures
// (FigureNames; two make a compound, drawn together), or a glyph, a short
// text such as a kanji drawn on the piece (BlackGlyph, if set, on Black's).
// Promoted marks the promoted side of a shogi piece, drawn in red. Size
// is "small" or "large" for a piece drawn smaller or larger than the
// others (janggi's), "" for the usual size. Turn is how far named
// figures are turned clockwise, in degrees: 180 for inverted (the
// problemists' upside-down figures), 90 for rotated, 0 upright. Badge,
// if set, is one or two characters drawn in a small disc on a named
// figure's upper right (Tamerlane's pawn of knights: a pawn with "N").
type Figure struct {
	Names      []string `yaml:"names,omitempty" json:"names,omitempty"`
	Glyph      string   `yaml:"glyph,omitempty" json:"glyph,omitempty"`
	BlackGlyph string   `yaml:"black_glyph,omitempty" json:"black_glyph,omitempty"`
	Promoted   bool     `yaml:"promoted,omitempty" json:"promoted,omitempty"`
	Size       string   `yaml:"size,omitempty" json:"size,omitempty"`
	Turn       int      `yaml:"turn,omitempty" json:"turn,omitempty"`
	Badge      string   `yaml:"badge,omitempty" json:"badge,omitempty"`
}

// FigureNames are the figures pictures draw: the orthodox pieces; the
// knight compounds, drawn as their two parts together (archbishop:
// bishop and knight; chancellor: rook and knight; amazon: queen and
// knight); and the fairy figures (man and commoner are one figure, the
// grasshopper is the inverted queen and the nightrider the rotated
// knight, as problemists draw them).
var FigureNames = []string{"king", "queen", "rook", "bishop", "knight", "pawn", "archbishop", "chancellor", "amazon",
	"ferz", "wazir", "man", "commoner", "general", "camel", "zebra", "giraffe", "elephant", "alfil", "dabbaba",
	"cannon", "nightrider", "grasshopper", "lion", "dragon", "unicorn", "snake", "bat"}

// Drawing is how pictures draw the board (the variant's draw statement).
type Drawing struct {
	// Style: "squares" (chequered squares, pieces on them), "points"
	// (pieces on the points where lines cross: xiangqi, janggi) or "koma"
	// (a plain board of ruled squares, each side's pieces pointing at the
	// other: shogi).
	Style string `yaml:"style"`
	// River: on points, a river between the two halves of the board.
	River bool `yaml:"river,omitempty"`
	// Palace, if set, is a region (index into Variant.Regions) drawn as a
	// palace: the diagonals of each side's squares' rectangle.
	Palace *int `yaml:"palace,omitempty"`
	// Inks, if set, are the colours of White's and Black's glyphs on
	// points ("red", "black", "blue" or "green"); by default red and
	// black, as in xiangqi.
	Inks []string `yaml:"inks,omitempty"`
	// Octagons: on points, glyph pieces are octagons (janggi's), not
	// discs (xiangqi's).
	Octagons bool `yaml:"octagons,omitempty"`
}

// ExitRule lets a piece move off the board: from a square where one of
// its single-step moves Steps (White's view) would leave the board, the
// piece may instead leave the game. Its owner then turns one of its other
// pieces of a type in Promote into Into (each choice is a separate move);
// with no such piece, nothing else happens (Snake Chess: a Pawn leaving
// from the last rank promotes another Pawn to a Man).
type ExitRule struct {
	Steps   []Vector `yaml:"steps"`
	Promote []int    `yaml:"promote,omitempty"`
	Into    int      `yaml:"into,omitempty"`
}

// TeleportRule is where a piece may teleport (Piece.Teleport): to any
// empty square of the board (of its side's squares of Region, if set,
// and within its confinement) from which the piece that stands there
// after the move (Becomes, or the piece itself when Becomes is -1)
// would attack at least Forks enemy pieces (no condition when Forks is
// 0). The move takes nothing, so it attacks nothing.
type TeleportRule struct {
	Region  *int `yaml:"region,omitempty"`
	Forks   int  `yaml:"forks,omitempty"`
	Becomes int  `yaml:"becomes"`
}

// Effect is a capture that is not made by moving onto the victim.
type Effect struct {
	Kind EffectKind `yaml:"kind"`
	// Vectors are offsets from the mover's destination, White's view.
	Vectors []Vector `yaml:"vectors"`
	// Victims limits the types the effect removes; empty means any.
	Victims []int `yaml:"victims,omitempty"`
	// Partners limits the friendly types that close a custodian capture;
	// empty means any.
	Partners []int `yaml:"partners,omitempty"`
	// After, if not empty, limits the effect to moves straight along one
	// of these vectors (one or more steps of it; White's view): a
	// chameleon that pinches only after a rook-like move.
	After []Vector `yaml:"after,omitempty"`
}

// EffectKind names an effect.
type EffectKind string

const (
	// Butt: every enemy on destination+v is captured (Parton's Capricorn:
	// arriving next to a piece butts it off the board).
	Butt EffectKind = "butt"
	// Custodian: an enemy on destination+v is captured when a friendly
	// piece stands on destination+2v, on the far side of it.
	Custodian EffectKind = "custodian"
	// Withdraw: a move straight along v (one or more steps of it) takes
	// the enemy on origin-v, the square it moved away from (Ultima's
	// withdrawer).
	Withdraw EffectKind = "withdraw"
	// Approach: a move straight along v takes the enemy on destination+v,
	// the square it moved towards (Fanorona's approach).
	Approach EffectKind = "approach"
	// Coordinate: for every friendly piece of the Partners types (at
	// least one type), the enemies on the square of the destination's
	// file and the partner's rank and on that of the partner's file and
	// the destination's rank are taken (Ultima's coordinator). No
	// vectors.
	Coordinate EffectKind = "coordinate"
	// BurnsArrivals is the other way round: after a move of the other
	// side that ends on this piece's square + v, the piece that moved
	// there (of the Victims types) is taken (Tenjiku Shogi's Fire Demon,
	// whose neighbours burn). It happens after the mover's own effects,
	// so a mover that burns or butts this piece first is spared.
	BurnsArrivals EffectKind = "burns-arrivals"
	// Freeze is no capture: an enemy piece (of the Victims types) on the
	// piece's square + v cannot move, and so attacks nothing, while the
	// piece stands there (Ultima's immobilizer).
	Freeze EffectKind = "freeze"
)

// Vector is a board offset (dx, dy).
type Vector [2]int

// Move is one path shape of a piece, with absolute directions: a piece that
// moves "as a knight" has eight Moves, one per leap. A path is a sequence
// of legs; the piece ends on the last square the last leg reaches.
type Move struct {
	Legs []Leg `yaml:"legs"`
	// Final says what the destination square may hold.
	Final Modality `yaml:"final"`
	// Initial: only a piece that has not moved yet may make this move.
	Initial bool `yaml:"initial,omitempty"`
	// SetsEnPassant: the squares this move passes over (the ends of its
	// non-final legs) may be captured on en passant by the next move of the
	// opponent, taking the piece that made this move.
	SetsEnPassant bool `yaml:"sets_en_passant,omitempty"`
	// Becomes, if set, is the type the piece turns into by making this move
	// (a Snark making a Boojum move becomes a Boojum).
	Becomes *int `yaml:"becomes,omitempty"`
	// Once, if not empty, names a right each side may use once per game:
	// moves carrying the same name share it (the Bat Chess King's knight
	// move).
	Once string `yaml:"once,omitempty"`
	// Victims, if not empty, limits what the move may capture to pieces of
	// these types; such a move is capture-only (Snake Chess: a Snake takes
	// another Snake one step diagonally, nothing else). It attacks only
	// pieces of these types.
	Victims []int `yaml:"victims,omitempty"`
	// FromRanks, if not empty, lists the ranks the move may start from,
	// counted from the moving side's own first rank (1 = its first rank):
	// a pawn's double step from its second rank wherever it came from
	// (Fairy-Stockfish's doubleStepRegion). Ranks beyond the board match
	// no square.
	FromRanks []int `yaml:"from_ranks,omitempty"`
	// Region, if set, limits the move to squares of a region (see
	// MoveRegion): a soldier's sideways step only across the river.
	Region *MoveRegion `yaml:"region,omitempty"`
	// Tame (XBetza t): the move may capture no royal piece (Rules.Royal),
	// so it gives no check; a hurdle it hops over must be a friend.
	Tame bool `yaml:"tame,omitempty"`
	// NotInCheck: the move may not be made while the mover is in check
	// (Cambodian chess: the king's first-move leap).
	NotInCheck bool `yaml:"not_in_check,omitempty"`
	// Relay, if set, makes the move exist only while a friendly piece of
	// one of Relay.By stands one of Relay.Vectors away from the mover (the
	// relayer could leap onto it): Knight-relay chess, a piece next to its
	// own Knight by a knight's leap also moves as a Knight.
	Relay *Relay `yaml:"relay,omitempty"`
	// ToRanks, if not empty, lists the ranks the move may end on, counted
	// from the moving side's own first rank (a relayed pawn's knight leap
	// never to its first or last rank).
	ToRanks []int `yaml:"to_ranks,omitempty"`
	// Chain: a capturing move (one with a Kill leg ending on an enemy)
	// that the piece repeats while it can: where it ends, the piece goes
	// on with any Chain move of its own, and the whole sequence is one
	// move, which ends only where no Chain move can go on (draughts'
	// multiple jump). The pieces taken stay on the board until the move
	// ends, as blockers that may not be taken again (unless
	// ChainRemovesAtOnce); promotion is judged where the sequence ends. Two sequences of a piece taking the same
	// pieces and ending on the same square are one move.
	Chain bool `yaml:"chain,omitempty"`
	// ChainStopsOnPromotion (with Chain): a sequence that lands on a
	// square of one of the piece's promotion zones ends there (English
	// draughts: a man crowned ends its move).
	ChainStopsOnPromotion bool `yaml:"chain_stops_on_promotion,omitempty"`
	// ChainRemovesAtOnce (with Chain): each piece taken leaves the board
	// as it is jumped, so later jumps of the sequence may pass over or land
	// on its square (Turkish draughts), instead of staying as a blocker
	// until the move ends.
	ChainRemovesAtOnce bool `yaml:"chain_removes_at_once,omitempty"`
	// Swap: the move ends only on a square held by a friendly piece (Final
	// is then empty), and the two exchange places: the mover goes there,
	// the friend to the square the mover left (Rococo's swapper, Tamerlane's
	// king). It captures nothing, so it attacks nothing. SwapWith widens
	// the partners: "any" (a piece of either side), "enemies" (an enemy
	// piece only); empty means a friend. Victims, if set, limits the
	// partners to those types.
	Swap     bool   `yaml:"swap,omitempty"`
	SwapWith string `yaml:"swap_with,omitempty"`
	// InCheck: the move may be made only while the mover's side is in
	// check (a swap out of check, swap ... in-check).
	InCheck bool `yaml:"in_check,omitempty"`
}

// Destruction is a piece's mutual destruction (Piece.Destruction): the
// move removes the piece and an enemy piece on its square plus one of the
// Vectors (White's view; mirrored for Black), of the Victims types (any
// if empty). A royal piece never destroys so, nor is destroyed so.
type Destruction struct {
	Vectors []Vector `yaml:"vectors"`
	Victims []int    `yaml:"victims,omitempty"`
}

// FrozenSuicide (Rules.FrozenSuicide): a piece that cannot move because an
// enemy freezes or paralyses it may, as its move, remove itself from the
// board; pieces of the Except types (and royal pieces) may not.
type FrozenSuicide struct {
	Except []int `yaml:"except,omitempty"`
}

// SwapRule is when a piece may swap anywhere (Piece.SwapAnywhere): with
// Once, each side once per game, sharing the right with the moves of
// that name (Move.Once); with InCheck, only while its side is in check.
type SwapRule struct {
	Once    string `yaml:"once,omitempty"`
	InCheck bool   `yaml:"in_check,omitempty"`
	// WhenStuck: also (or, without InCheck, only) when its side has no
	// other legal move (Tamerlane's king escaping stalemate).
	WhenStuck bool `yaml:"when_stuck,omitempty"`
}

// Relay is the condition of a relayed move (Move.Relay): a friendly piece
// of one of the types By on the mover's square plus one of Vectors
// (White's view; Black's are mirrored as its moves are).
type Relay struct {
	By      []int    `yaml:"by"`
	Vectors []Vector `yaml:"vectors"`
}

// Leg is a run of 1..Max equal steps of (DX, DY) (Max 0 = unbounded) that
// ends after at least Min steps. Squares strictly inside the leg must satisfy
// Pass; the square the leg ends on must satisfy End (for the last leg, the
// Move's Final modality decides instead and End is ignored). Extent says
// which of the squares the leg could end on it may end on.
//
// The moving piece's own square counts as empty while it moves, so a path
// may cross it or end on it (a circular rider returning home).
//
// On a board of kind "rings" a leg names its direction in Dir instead
// (see Board; DX and DY are 0), and is the same for both colours. Max 0
// along a ring direction means once round the ring, so that a leg never
// circles for ever.
//
// MinHurdles, if not 0, is how many occupied squares the leg must pass
// over (strictly inside it) before it may end: with Pass any, a piece that
// flies over at least one piece (Parton's Borogove and Jabberwocky).
type Leg struct {
	DX     int       `yaml:"dx"`
	DY     int       `yaml:"dy"`
	DZ     int       `yaml:"dz,omitempty"` // the level component, on a board with levels
	Dir    string    `yaml:"dir,omitempty"`
	Min    int       `yaml:"min"`
	Max    int       `yaml:"max"` // 0 = as far as the board allows
	Pass   Occupancy `yaml:"pass,omitempty"`
	End    Occupancy `yaml:"end,omitempty"`
	Extent Extent    `yaml:"extent,omitempty"`

	MinHurdles int `yaml:"min_hurdles,omitempty"`
	// Kill (a non-final leg whose End is enemy or empty-or-enemy): the
	// enemy piece on the square this leg ends on is captured as the piece
	// goes on: a locust capture (XBetza's c on an inner leg: the Chu
	// Shogi Lion, Ultima's long leaper). A move captures at most
	// MaxKills pieces so.
	Kill bool `yaml:"kill,omitempty"`
	// Round (a leg along a ring direction, cw or ccw): the leg may go all
	// the way round its ring and end on the point it started from (the
	// Tove's "slide ring round"); without it a ring leg stops one point
	// short of home. Lowering turns it into Max (lang/lower).
	Round bool `yaml:"round,omitempty"`
}

// MaxCells bounds the cells of the rectangle the interpreter stores a
// board in (its squares are int16): Files x Ranks, and for levels or
// several boards the holes kept between them too.
const MaxCells = 32000

// MaxKills is how many locust captures (Leg.Kill) one move may make.
const MaxKills = 3

// Extent restricts where a leg may end.
type Extent string

const (
	// Anywhere: any square from Min steps on (the default when blank).
	Anywhere Extent = "anywhere"
	// Nearest: exactly on the first square that does not satisfy Pass
	// (with Pass "friend": the nearest square not held by a friend).
	Nearest Extent = "nearest"
	// Farthest: as far as the leg can go: on the first square that does not
	// satisfy Pass if the move may end there (a capture), else on the last
	// square that does (before a friend, a hole or the edge).
	Farthest Extent = "farthest"
)

// Occupancy is a condition on what a square holds.
type Occupancy string

const (
	Empty         Occupancy = "empty"           // nothing on it (the default when blank)
	Occupied      Occupancy = "occupied"        // a piece of either side: a hurdle
	Any           Occupancy = "any"             // whatever it holds, a hole included
	Friend        Occupancy = "friend"          // a piece of the mover's side
	Enemy         Occupancy = "enemy"           // a piece of the other side
	EmptyOrFriend Occupancy = "empty-or-friend" // what a flying slider passes
	EmptyOrEnemy  Occupancy = "empty-or-enemy"  // a locust leg that may also end on an empty square
	Hole          Occupancy = "hole"            // a cell that does not exist
	// Junior: empty, or a piece of either side whose Piece.Seniority is
	// lower than the moving piece's (a range capture passes over them).
	Junior Occupancy = "junior"
)

// Modality says what a move may do on its destination square.
type Modality struct {
	Move      bool `yaml:"move,omitempty"`       // go to an empty square
	Capture   bool `yaml:"capture,omitempty"`    // take an enemy piece there
	EnPassant bool `yaml:"en_passant,omitempty"` // take en passant there
}

// Rules are everything beyond how single pieces move.
type Rules struct {
	// Royal pieces: a side may not leave any of its royals attacked, and a
	// side with no legal move whose royal is attacked is checkmated.
	Royal []int `yaml:"royal,omitempty"` // piece indices
	// RoyalWhenLast makes the Royal types royal only for a side that has
	// one piece of the type left (Fairy-Stockfish's extinctionPseudoRoyal
	// with extinctionPieceCount 0): while it has several, none is royal.
	RoyalWhenLast bool `yaml:"royal_when_last,omitempty"`
	// RoyalWhenLastMax (with RoyalWhenLast): the types are royal for a
	// side that has at most this many of them left (0 or 1: one), so
	// Fairy-Stockfish's extinctionPseudoRoyal with extinctionPieceCount
	// N is N+1 here (two kings of which neither may be left attacked).
	RoyalWhenLastMax int `yaml:"royal_when_last_max,omitempty"`
	// RoyalTogether (with RoyalWhenLast): the Royal types are counted as
	// one: a side's pieces of them are royal only while it has one of them
	// left in all (Sho shogi's King and Crown Prince).
	RoyalTogether bool `yaml:"royal_together,omitempty"`
	// RoyalPassesSafe: a royal piece may not move through a square an
	// enemy piece attacks (on the board before the move): the squares
	// strictly between its start and end on a rank, file or diagonal, as
	// a castling king may not cross check (Caissa Britannia's queen,
	// Sjaak II's "en-passant check").
	RoyalPassesSafe bool `yaml:"royal_passes_safe,omitempty"`
	// DupleCheck (with RoyalWhenLast): a side is also in check when every
	// one of its pieces of the Royal types is attacked, so it may leave
	// some of them attacked but never all (Fairy-Stockfish's dupleCheck).
	DupleCheck bool `yaml:"duple_check,omitempty"`
	// RoyalPromotionNextTurn (with RoyalWhenLast): a promotion to one of
	// the Royal types changes which pieces are royal only from the next
	// turn: the move that promotes must leave the pieces royal before it
	// safe (Fairy-Stockfish's shogi-style promotions in Sho shogi).
	RoyalPromotionNextTurn bool `yaml:"royal_promotion_next_turn,omitempty"`

	Castling   *Castling   `yaml:"castling,omitempty"`
	Promotions []Promotion `yaml:"promotions,omitempty"`

	// Results of positions without a legal move, from the view of the
	// side to move: "loss", "draw" or "win".
	Checkmate Result `yaml:"checkmate"`
	Stalemate Result `yaml:"stalemate"`
	// StalemateByCount: Stalemate is the stalemated side's result only if
	// it has fewer pieces on the board than the other; with more it gets
	// the opposite, with as many a draw (Fairy-Stockfish's
	// stalematePieceCount: suicide chess).
	StalemateByCount bool `yaml:"stalemate_by_count,omitempty"`

	// MoveRule: the game is drawn after this many moves by each side
	// (50 in chess) with no capture and no move of a piece listed in
	// MoveRulePieces. 0 turns it off.
	MoveRule       int   `yaml:"move_rule,omitempty"`
	MoveRulePieces []int `yaml:"move_rule_pieces,omitempty"`
	// Repetition: the game is drawn when a position occurs this many times.
	// 0 turns it off.
	Repetition int `yaml:"repetition,omitempty"`
	// RepetitionResult is the result of a repetition for the side to move
	// ("win" in Tori shogi: the side that repeated loses); "" is a draw.
	RepetitionResult Result `yaml:"repetition_result,omitempty"`

	// NoChecks: a move that attacks an enemy royal is illegal (Dodo chess).
	NoChecks bool `yaml:"no_checks,omitempty"`
	// Transfer (with Board.Boards): the piece that moved passes, at the
	// end of its move, to the same square of the next board (A to B, ...,
	// the last to A), which must be empty; a castling partner passes with
	// its king. The move must be legal on the board it is played on (no
	// royal of the mover there left attacked before the transfer), and
	// the position after the transfer legal too (Alice chess).
	Transfer bool `yaml:"transfer,omitempty"`
	// Turns, if set, lets a turn have more than one move.
	Turns *TurnOrder `yaml:"turns,omitempty"`
	// Rank orders piece types, highest first, for resolving simultaneous
	// moves: a capture of a piece that moved away at the same time takes
	// it only if the captor ranks higher. Unlisted types rank lowest.
	Rank []int `yaml:"rank,omitempty"`
	// Endings end the game as soon as a move makes them true, in this
	// order of precedence: the first that holds decides.
	Endings []Ending `yaml:"endings,omitempty"`
	// Hand, Drops and Gating give each side a hand of pieces (written in
	// FEN as Fairy-Stockfish does: "[QRqr]" after the placement; a variant
	// has hands when any of the three is set). Hand says what captures put
	// into it, Drops how its pieces come onto the board as a move of their
	// own, Gating how they come in behind a piece leaving its first square.
	Hand   *HandRule   `yaml:"hand,omitempty"`
	Drops  *DropRule   `yaml:"drops,omitempty"`
	Gating *GatingRule `yaml:"gating,omitempty"`
	// Limits cap how many pieces of a type a side may have on the board
	// after a Becomes move that makes one: such a move is not allowed when
	// the cap is reached (Identific: the supply of true men is eight
	// pieces and four pawns). Promotions have their own (Promotion.Limits).
	Limits []Limit `yaml:"limits,omitempty"`
	// MustFirst: rules that make one type come first among the types
	// Becomes moves make (Identific's King).
	MustFirst []MustFirst `yaml:"must_first,omitempty"`
	// Scores give the points of results that are not simply a win or a
	// draw; a result without an entry scores 1-0, 0-1 or 1/2-1/2.
	Scores []Score `yaml:"scores,omitempty"`
	// Pass, if set, lets a side pass: a move that changes nothing on the
	// board but the side to move (see PassRule).
	Pass *PassRule `yaml:"pass,omitempty"`
	// Facing says what becomes of two royal pieces of the two sides on one
	// file or rank with nothing between them: "" (nothing), "illegal" (no
	// move may leave the mover's royal so: xiangqi's flying general) or
	// "bikjang" (janggi: allowed, but then the side to move must end it
	// or pass, even out of check, and a pass that leaves them facing ends
	// the game: "bikjang", a draw unless scored).
	Facing string `yaml:"facing,omitempty"`
	// MoveRepetition: "loss" ends the game when the side that just moved
	// has shuttled one piece back and forth (Fairy-Stockfish's
	// moveRepetitionIllegal, Kakao janggi; moverep.go in interp says
	// exactly when): the other side wins. "" allows it.
	MoveRepetition string `yaml:"move_repetition,omitempty"`
	// NoRepeat: a move that makes a position (board, hands, side to move)
	// occur a second time is illegal; with NoRepeatInCheck a side in check
	// may still make it (Chu Shogi's repetition rule).
	NoRepeat        bool `yaml:"no_repeat,omitempty"`
	NoRepeatInCheck bool `yaml:"no_repeat_in_check,omitempty"`
	// Trading limits captures among a group of piece types (Chu Shogi's
	// Lion-trading rules); nil for none.
	Trading *Trading `yaml:"trading,omitempty"`
	// RoyalInCheck: "captures-only" lets a royal piece in check move only
	// to take the one piece that gives check (makpong); "" lets it move
	// anywhere safe.
	RoyalInCheck string `yaml:"royal_in_check,omitempty"`
	// FirstMoveRights lists types whose unmoved state (for their initial
	// moves) a FEN gives in its castling field, as the files of such
	// pieces on their side's first rank ("DEde"), as Fairy-Stockfish
	// writes Cambodian chess's gates, rather than by their standing on
	// their setup squares.
	FirstMoveRights []int `yaml:"first_move_rights,omitempty"`
	// Mate, if set, qualifies what a checkmate is worth (see MateRule).
	Mate *MateRule `yaml:"mate,omitempty"`
	// Counting, if set, is a counting rule of Southeast Asian chess (see
	// CountingRule).
	Counting *CountingRule `yaml:"counting,omitempty"`
	// MaterialCount, if set, decides by material the results that would
	// otherwise be draws: the move rule, repetition, bikjang and a double
	// pass (Fairy-Stockfish's materialCounting).
	MaterialCount *MaterialCount `yaml:"material_count,omitempty"`
	// Flips, if set, turns enemy pieces over (they change sides, keeping
	// their type) after every move and drop but a pass: "adjacent" (every
	// enemy piece next to the destination: ataxx) or "enclosed" (every
	// enemy piece in an unbroken line of enemy pieces, in any of the eight
	// directions from the destination, that ends on a piece of the mover:
	// reversi).
	Flips string `yaml:"flips,omitempty"`
	// FlipsSupported (with Flips "adjacent"): a drop turns pieces over
	// only where it lands next to a piece of the mover; a move always
	// does (Fairy-Stockfish's flipEnclosedPieces = quadwrangle).
	FlipsSupported bool `yaml:"flips_supported,omitempty"`
	// MustCapture: a side that has a legal capture must make one (the
	// antichess family). A capture is any move that removes an enemy
	// piece: by moving onto it, en passant, on the way or by an effect.
	MustCapture bool `yaml:"must_capture,omitempty"`
	// AfterCapture says what a piece that captures by moving onto its victim
	// (or en passant) does then: "" or "land" (it stands on the victim's
	// square), "stay" (a shot: the victim goes, the captor stays where it
	// stood; Rifle chess) or "move-as-victim" (it must at once go on from
	// where it landed with a move of the captured piece's type, as a piece
	// of its own colour that has moved, to an empty square; a capture with
	// no such move is no move; the whole is one move). Captures on the way
	// (Leg.Kill) and by effects are not changed.
	AfterCapture string `yaml:"after_capture,omitempty"`
	// MustCaptureMost (with MustCapture): of the captures, only those that
	// take the most pieces are legal (International draughts' majority
	// rule). A move's count is its victims: the piece on its destination
	// or taken en passant, and those taken on the way.
	MustCaptureMost bool `yaml:"must_capture_most,omitempty"`
	// Explosion, if set, makes every capture explode (see Explosion).
	Explosion *Explosion `yaml:"explosion,omitempty"`
	// Petrify lists the piece types that turn into a wall on the square
	// they capture on (Fairy-Stockfish's petrifyOnCaptureTypes): the captor
	// leaves the game and a blocker of no side stays there, which nothing
	// can take or pass. The type is the moving piece's before a promotion.
	// A royal of such a type may not capture (it would be lost); it still
	// attacks, so a royal may not castle out of or across its reach and a
	// side without legal moves that it attacks is mated, but a royal may
	// stand next to it (Fairy-Stockfish's reading).
	Petrify []int `yaml:"petrify,omitempty"`
	// Rebirth, if set, puts a piece captured by a move back on the board
	// at once on a square of its setup (see Rebirth): Circe.
	Rebirth *Rebirth `yaml:"rebirth,omitempty"`
	// CaptorChangesSide, if set, turns a piece that captures by moving
	// (en passant included) into a piece of the other side on the square
	// it took on, after any promotion; pieces of the Except types keep
	// their side (Andernach chess, kings excepted).
	CaptorChangesSide *CaptorChange `yaml:"captor_changes_side,omitempty"`
	// Contagion, if set, turns a piece that captures a piece of one of
	// the Pieces types by moving onto it (en passant included; not one
	// taken on the way or by an effect) into a piece of the captured
	// piece's type, of its own side, on the square it took on, after any
	// promotion and before it changes sides (CaptorChangesSide). Captors
	// of the Except types stay what they are (Werewolf chess: a piece
	// that takes a Werewolf becomes one, but a King kills it).
	Contagion *Contagion `yaml:"contagion,omitempty"`
	// Paralysis, if set, paralyses every piece (but those of the Except
	// types) that an enemy piece of its own type attacks (could capture,
	// whether or not that piece is paralysed itself): it cannot move, and
	// attacks nothing, so gives no check (Madrasi chess, kings excepted).
	Paralysis *Paralysis `yaml:"paralysis,omitempty"`
	// Patrol, if set, lets a piece of the listed types (all if none) capture,
	// and so attack and give check, only while a friendly piece observes it:
	// could capture on its square if an enemy stood there (Patrol chess).
	Patrol *Patrol `yaml:"patrol,omitempty"`
	// FrozenSuicide, if set, lets a frozen piece remove itself as its move
	// (Rococo; Ultima's optional rule).
	FrozenSuicide *FrozenSuicide `yaml:"frozen_suicide,omitempty"`
	// LandCapturing, if set, is a region (index into Variant.Regions): a
	// move may end on one of the mover's squares of it only if it takes a
	// piece (by moving onto it, en passant, on the way or by an effect it
	// sets off) or swaps with a friend (Rococo's edge squares). Drops are
	// not moves that land.
	LandCapturing *int `yaml:"land_capturing,omitempty"`
	// LandFewest (with LandCapturing): of the moves of a piece from one
	// square that take the same pieces, one that ends on the region is
	// legal only if none crosses fewer of the region's squares, counted
	// along the straight line from its start to its destination (the
	// destination included; its destination alone for a move not along
	// a line): Rococo's rule that a capture may cross only the fewest
	// edge squares it needs.
	LandFewest bool `yaml:"land_fewest,omitempty"`
}

// Rebirth: a piece captured by a move (en passant included; not by an
// effect) reappears on a square where the setup has a piece of its type
// and colour: the only one if there is one such square; else, for the
// ByFile types, the one on the file of the capture square; else the one
// of the capture square's colour (light or dark), the first in square
// order if several. If there is no such square, or it is occupied after
// the move, the piece vanishes. The reborn piece is unmoved where a FEN
// would read it so: a pawn on its setup square may double-step, a
// castling partner regains its right if its king has not moved (Circe's
// usual reading).
type Rebirth struct {
	ByFile []int `yaml:"by_file,omitempty"`
}

// CaptorChange: see Rules.CaptorChangesSide.
type CaptorChange struct {
	Except []int `yaml:"except,omitempty"`
}

// Contagion: see Rules.Contagion. Into, if set, is by the index of
// Pieces the type the captor becomes (Macadamia Shogi: a piece that takes
// a Priest becomes a Saint, the Priest's promoted form); without it the
// captor becomes the victim's type.
type Contagion struct {
	Pieces []int `yaml:"pieces"`
	Into   []int `yaml:"into,omitempty"`
	Except []int `yaml:"except,omitempty"`
}

// Paralysis: see Rules.Paralysis.
type Paralysis struct {
	Except []int `yaml:"except,omitempty"`
}

// Patrol: see Rules.Patrol.
type Patrol struct {
	Pieces []int `yaml:"pieces,omitempty"`
}

// Explosion: a capture also removes the capturing piece and every piece,
// of either side, on the squares Vectors away from the capture's
// destination (Fairy-Stockfish's blastOnCapture; atomic chess: the eight
// squares around it). Pieces of the Spared types survive next to it (they
// still go when they capture); pieces of the Immune types never explode,
// not even as the captor (atomar's kings). A move that explodes one of the
// mover's royal pieces is illegal; one that explodes an enemy royal is
// legal even if it leaves the mover's royals attacked (the game is over).
// A royal is not attacked while an enemy royal that would explode stands
// on one of the squares around it: taking it would explode the taker's own.
type Explosion struct {
	Vectors []Vector `yaml:"vectors"`
	Spared  []int    `yaml:"spared,omitempty"`
	Immune  []int    `yaml:"immune,omitempty"`
}

// MateRule qualifies checkmates, as Fairy-Stockfish's shatarMateRule for
// shatar: a mate given by pieces of the NotOnly types alone loses for the
// side that gives it; otherwise, if Needs is not empty, a mate wins only if
// one of the checks of the unbroken series of checks that led to it (the
// mating side's moves, back to the first of them or the start of the
// record) was given by a piece of those types, and is a draw if not.
type MateRule struct {
	NotOnly []int `yaml:"not_only,omitempty"`
	Needs   []int `yaml:"needs,omitempty"`
}

// CountingRule is the counting of makruk and its family (Fairy-Stockfish's
// countingRule): once no pawns are left, the weaker side counts its moves,
// and the game is drawn when the count passes a limit that depends on
// the material.
//
// The count starts, if it has not, after a move that leaves the side to
// move (the counting side) with a limit: it has at most MostPieces pieces
// (0: any number), the opponent more than its royal alone, and either
// more than one piece itself (board's honour: BoardHonour moves, also
// with pawns on the board if BoardHonourWithPawns, else only without) or
// only its royal and no pawns on the board (pieces' honour: the Moves of
// the first Honour whose Piece the opponent has at least AtLeast of, else
// Otherwise). Board's honour counts from 0; pieces' honour from the
// number of pieces on the board, or from 0 if FromZero. A count starts
// afresh when a capture or a promotion leaves the side to move with its
// royal alone, and, if LastPawn, for a side left with its royal alone that
// takes the last pawn. Limits are in moves; counts and limits run in plies
// (twice the moves) and are written in FEN in place of the en-passant
// square and the half-move clock while a count runs, as Fairy-Stockfish
// writes them. A count past its limit draws the game ("counting"), unless
// the side to move is checkmated.
type CountingRule struct {
	Pawns                []int    `yaml:"pawns"`
	MostPieces           int      `yaml:"most_pieces,omitempty"`
	BoardHonour          int      `yaml:"board_honour,omitempty"`
	BoardHonourWithPawns bool     `yaml:"board_honour_with_pawns,omitempty"`
	PiecesHonour         []Honour `yaml:"pieces_honour,omitempty"`
	Otherwise            int      `yaml:"otherwise,omitempty"`
	FromZero             bool     `yaml:"from_zero,omitempty"`
	LastPawn             bool     `yaml:"last_pawn,omitempty"`
}

// Honour is one limit of pieces' honour: the opponent has at least
// AtLeast pieces of type Piece.
type Honour struct {
	Piece   int `yaml:"piece"`
	AtLeast int `yaml:"at_least"`
	Moves   int `yaml:"moves"`
}

// MaterialCount: each side counts the points of its pieces on the board
// (Points, by type) and its bonus; more points wins, equal points draw
// (janggi: chariot 13, cannon 7, horse 5, elephant and advisor 3, soldier
// 2, and 1.5 for Black, so that there is always a winner).
type MaterialCount struct {
	Points []float64 `yaml:"points"`
	White  float64   `yaml:"white,omitempty"`
	Black  float64   `yaml:"black,omitempty"`
}

// PassRule lets a side pass, as Fairy-Stockfish's pass and
// passOnStalemate do. A pass is written as its royal piece's square twice
// ("e10e10"), or, for a side without one, its first piece's (in square
// order: a1, b1, ..., a2, ...); a side with no piece on the board cannot
// pass. A pass leaves unmoved pieces unmoved. Two passes in a row end the
// game ("double pass": a draw unless scored). It goes with no turn order.
type PassRule struct {
	// When: "always" (on any turn, but not out of check: janggi) or
	// "stuck" (only when the side has no other legal move and is not in
	// check: Fairy-Stockfish's passOnStalemate).
	When string `yaml:"when"`
}

// TurnOrder gives the number of moves in each turn: Opening for the first
// turns (White's first turn first), then Then over and over (one move a
// turn if empty). Snake Chess's third layout: Opening [2], White's first
// turn has two moves. Each move of a turn must leave the mover's royals
// safe, and a move that gives check ends the turn.
//
// Parts, if not empty, makes every turn a sequence of parts instead
// (Opening and Then are then empty): one move each, by the player's own
// pieces or the opponent's, restricted by the type moved in the part
// before. March Hare Chess: [{own}, {enemy, after Pawn any; after Queen
// Rook Bishop Knight only Pawn; after King except King}]. After each part
// the player's royals must be safe; the opponent's may be left attacked
// (the opponent must then answer in its own first part). A move is legal
// only if the turn can go on to its end: a part that would have no legal
// move makes the move before it illegal. A check does not end such a turn.
type TurnOrder struct {
	// Each count of Opening and Then, and the number of Parts, is 1 to
	// MaxTurnMoves.
	Opening []int      `yaml:"opening,omitempty"`
	Then    []int      `yaml:"then,omitempty"`
	Parts   []TurnPart `yaml:"parts,omitempty"`
	// Progressive: after the Opening turns, turn k of the game (from 1,
	// White's first) has k moves, at most MaxTurnMoves: 1, 2, 3, ...
	// (Progressive chess). It goes with Opening but not with Then.
	Progressive bool `yaml:"progressive,omitempty"`
	// EnPassant says how long an en-passant right lasts in turns of several
	// moves (Opening, Then, Progressive): "" (the next move only; a right
	// opened by a move that does not end the turn is dropped when the
	// player moves again), "first-move" (a right opened by any move of the
	// turn, while its piece has not moved on, is open to the opponent's
	// first move) or "whole-turn" (... to every move of the opponent's next
	// turn).
	EnPassant string `yaml:"en_passant,omitempty"`
	// Simultaneous: both sides choose a move for the same position and
	// the pair is played together (Synchronistic chess); see Rules.Rank.
	// It goes with no other field.
	Simultaneous bool `yaml:"simultaneous,omitempty"`
}

// TurnPart is one move of a turn of several parts.
type TurnPart struct {
	// Mover is whose pieces move: "own" (the player's) or "enemy" (the
	// opponent's, moving as that colour's pieces do); or "wall": the
	// player places a wall, a blocker that belongs to no side, that nothing
	// can take or pass, written '*' in FEN as Fairy-Stockfish writes its
	// wall squares. A wall part is the last of two, after an own part, and
	// is no move of its own: it completes the move before it (Fairy-
	// Stockfish's walling), which is written with the wall's square after
	// a comma ("e2e4,e4d5") and counted once by perft.
	Mover string `yaml:"mover"`
	// Wall, for a wall part, is where the wall may go, on the board as the
	// move left it: "anywhere" (any empty square: duck chess),
	// "from-mover" (a square the moved piece could move to from where it
	// stopped, as it moves without capturing: the amazons' arrow) or
	// "vacated" (the square the piece left) or "edge" (an empty square on
	// the board's edge or orthogonally next to a wall or hole: Fairy-
	// Stockfish's edge walling). WallMoves: there is one wall, which moves
	// (it must leave its square; duck chess); otherwise every wall placed
	// stays. WallInstead: the player either makes the own part's move,
	// with no wall, or places a wall instead of moving (Fairy-Stockfish's
	// wallOrMove), a pass with a wall written "a1a1,a1a3" from the
	// player's first piece in square order, as Fairy-Stockfish writes it.
	Wall        string `yaml:"wall,omitempty"`
	WallMoves   bool   `yaml:"wall_moves,omitempty"`
	WallInstead bool   `yaml:"wall_instead,omitempty"`
	// WallRegion, if set, narrows where a wall may go to the mover's
	// squares of that region (index into Variant.Regions): Fairy-
	// Stockfish's wallingRegion (isolation keeps the start squares free).
	WallRegion *int `yaml:"wall_region,omitempty"`
	// Rules restrict the types that may move by the type moved in the
	// previous part: the first rule whose After holds that type applies.
	// With none, any piece of the mover may move.
	Rules []PartRule `yaml:"rules,omitempty"`
}

// PartRule: after a move of one of the types After in the previous part,
// only the types Only may move (any, if Only is empty), and never the
// types Except.
type PartRule struct {
	After  []int `yaml:"after"`
	Only   []int `yaml:"only,omitempty"`
	Except []int `yaml:"except,omitempty"`
}

// HandRule: what captured pieces become. A captured piece of a type
// listed in Captures goes to the captor's hand, changing colour, as the
// entry's As type (a Tokin as a Pawn); a captured piece of any other type
// is gone. A piece a choice promotion made (Promotion.Choices) goes as the
// type it was before, if TrackPromoted (crazyhouse: a queen that was a
// pawn goes back as a pawn; FEN marks such pieces "Q~"); else as what it
// is. Max, if not 0, caps the pieces one side may hold: a capture that
// would go beyond it is gone.
type HandRule struct {
	Captures      []HandEntry `yaml:"captures,omitempty"`
	TrackPromoted bool        `yaml:"track_promoted,omitempty"`
	Max           int         `yaml:"max,omitempty"`
}

// HandEntry: a captured Piece goes to the captor's hand as As.
type HandEntry struct {
	Piece int `yaml:"piece"`
	As    int `yaml:"as"`
}

// DropRule says how pieces in hand are dropped onto empty squares. Pieces
// lists the types that may be dropped (and so be in hand). A drop goes onto
// the mover's ranks FromRank..ToRank (counted from its own first rank),
// and, for the types of a Regions entry, onto that entry's ranks as well.
//
// Placement "" makes a drop one more kind of move (crazyhouse, shogi).
// "alternate" or "consecutive" make a placement phase: while the side to
// move holds pieces in hand, it must drop one if it legally can (else it
// moves on the board). With "alternate" the turn passes after each drop;
// with "consecutive" a side drops all it holds before the turn passes.
type DropRule struct {
	Pieces    []int        `yaml:"pieces"`
	FromRank  int          `yaml:"from_rank"`
	ToRank    int          `yaml:"to_rank"`
	Regions   []DropRegion `yaml:"regions,omitempty"`
	Placement string       `yaml:"placement,omitempty"`
	// Region, if set, is the drop zone instead of the ranks: the mover's
	// squares of that region (index into Variant.Regions).
	Region *int `yaml:"region,omitempty"`
	// Mobile: no piece may be dropped where it would have no move on an
	// empty board (a shogi pawn or lance on the last rank, a knight on the
	// last two).
	Mobile bool `yaml:"mobile,omitempty"`
	// FileLimits: a drop may not give the side more than Max pieces of the
	// type on one file (shogi's nifu: one unpromoted pawn).
	FileLimits []Limit `yaml:"file_limits,omitempty"`
	// NoMate: a drop of these types may not checkmate. As in
	// Fairy-Stockfish (and shogi, where an illegal move loses) the drop
	// is a legal move and the side it mates wins.
	NoMate []int `yaml:"no_mate,omitempty"`
	// NoCheck: a drop may not give check.
	NoCheck bool `yaml:"no_check,omitempty"`
	// Promoted: "" drops a piece as it is in hand; "either" also as the
	// type a promotion map (Promotion.Map) turns it into (Kyoto shogi);
	// "only" only so, for types that have one.
	Promoted string `yaml:"promoted,omitempty"`
	// OppositeColors: a side's pieces of each of these types, on the board
	// and in hand, must be dropped so that they can stand half on light
	// and half on dark squares (placement chess's bishops).
	OppositeColors []int `yaml:"opposite_colors,omitempty"`
	// CastleFile, if set: a castling king dropped on this file of its side's
	// first rank, or a castling partner dropped in a corner of that rank
	// while the king stands there, makes the king and the partners in the
	// corners unmoved, so they may castle (placement chess).
	CastleFile *int `yaml:"castle_file,omitempty"`
	// Unlimited: the supply never runs out: a side may always drop the
	// Pieces, and there is no hand (nor one in FEN): ataxx's clones.
	// Drops are then moves (no Placement).
	Unlimited bool `yaml:"unlimited,omitempty"`
	// Adjacent: only onto a square next to (a king step from) one of the
	// mover's pieces (ataxx).
	Adjacent bool `yaml:"adjacent,omitempty"`
	// Flipping: only where the drop turns at least one enemy piece over
	// (Rules.Flips; reversi).
	Flipping bool `yaml:"flipping,omitempty"`
	// OnTop: only onto the board's first rank (rank 1, for both sides) or
	// right above an occupied square (Connect Four's gravity;
	// Fairy-Stockfish's enclosingDrop = top).
	OnTop bool `yaml:"on_top,omitempty"`
	// PushedIn: only where a piece pushed in from an edge of the board,
	// along a rank or file, would stop: every square from that edge to
	// it empty, the next one on occupied or off the board
	// (Fairy-Stockfish's enclosingDrop = anyside).
	PushedIn bool `yaml:"pushed_in,omitempty"`
	// Apart: not onto a square next to (a wazir step from) an enemy piece
	// (Snort; Fairy-Stockfish's enclosingDrop = snort).
	Apart bool `yaml:"apart,omitempty"`
	// StartSquares: while one of these squares is empty, drops go only
	// there, and Flipping does not apply (reversi's first four discs).
	StartSquares []string `yaml:"start_squares,omitempty"`
	// Must: a side that holds a piece of one of these types must drop one
	// of them rather than make any other move (koedem's kings).
	Must []int `yaml:"must,omitempty"`
	// Pickup: instead of moving, a side may take one of its pieces of
	// these types off the board into its hand (Twilight chess). They are
	// not royal, and are among Pieces.
	Pickup []int `yaml:"pickup,omitempty"`
}

// DropRegion narrows the drops of some types to ranks FromRank..ToRank
// (counted from the mover's first rank): crazyhouse's pawns on 2..7.
type DropRegion struct {
	Pieces   []int `yaml:"pieces"`
	FromRank int   `yaml:"from_rank"`
	ToRank   int   `yaml:"to_rank"`
}

// GatingRule (Seirawan chess): when a piece leaves a gate, one piece of
// the Pieces types from the mover's hand may be put on the square it left
// as part of the same move. The gates are the squares named in the FEN's
// castling field (Fairy-Stockfish's way: K and Q name the king's and the
// partner's squares, a file letter the first-rank square of that file);
// a gate closes when its piece leaves or is captured, and all of a side's
// gates close when its hand is empty for good (no captures to hand). A
// castling move may gate on the king's square or on the partner's.
// With drops, a piece is gated only where it could be dropped.
type GatingRule struct {
	Pieces []int `yaml:"pieces"`
}

// MustFirst: a side that has no piece of type Piece on the board and at
// least After pieces of the Counted types may make no Becomes move that
// turns a piece into another type (Identific: with three true chessmen on
// the board, the King must be identified before any other).
type MustFirst struct {
	Piece   int   `yaml:"piece"`
	After   int   `yaml:"after"`
	Counted []int `yaml:"counted"`
}

// Ending is a condition that ends the game at once.
type Ending struct {
	Kind EndingKind `yaml:"kind"`
	// Side is whose pieces the condition looks at: "white", "black" or
	// "each" (each side is judged for itself, the mover first).
	Side string `yaml:"side"`
	// Pieces are the types counted or moved; for bare, the types that do
	// not count as material.
	Pieces []int `yaml:"pieces,omitempty"`
	// Extinction: by default the side's pieces of all the types together
	// must be down to AtMost (0: none left); with PerType, any one type
	// down to AtMost is enough (Fairy-Stockfish's extinction rules).
	PerType bool `yaml:"per_type,omitempty"`
	AtMost  int  `yaml:"at_most,omitempty"`
	// OpponentAtLeast: an extinction holds only while the other side has
	// at least this many of the types, on the board and in hand
	// (Fairy-Stockfish's extinctionOpponentPieceCount: koedem, where a
	// side wins by holding both kings).
	OpponentAtLeast int `yaml:"opponent_at_least,omitempty"`
	// FromRank..ToRank for reach, counted from Side's own first rank; or,
	// if Squares is not empty, those squares (King of the Hill's centre).
	FromRank int      `yaml:"from_rank,omitempty"`
	ToRank   int      `yaml:"to_rank,omitempty"`
	Squares  []string `yaml:"squares,omitempty"`
	// Region, if set, is the goal instead: Side's squares of that region
	// (index into Variant.Regions).
	Region *int `yaml:"region,omitempty"`
	// Grace (reach only; Fairy-Stockfish's flagMove): reaching the goal
	// does not end the game at once; the opponent has one more move. The
	// game ends when the side is next to move with its goal still held:
	// it wins, except that it is drawn when the side is White and Black
	// has reached its own goal too with that move. If the goal pieces are
	// all royal (they cannot be taken, so only a draw can undo the goal),
	// the game ends at once when the reply cannot draw: when the side that
	// reached is Black, or when Black has no legal move of a goal piece
	// onto its goal.
	Grace bool `yaml:"grace,omitempty"`
	// Safe (reach only; Fairy-Stockfish's flagPieceSafe): the goal is
	// held only safely: by more goal pieces than AtLeast asks, or by
	// exactly so many, none of which an enemy piece attacks (one reply
	// takes one piece at most); when both sides hold their goals so, the
	// game is drawn (Dobutsu: the Lion must reach the far rank where it
	// cannot be taken). With Grace, a goal held safely wins at once, one
	// held otherwise gives the opponent its move, after which the goal
	// still held (safely or not) wins (Fairy-Stockfish's flagMove with
	// flagPieceSafe: Alapo).
	Safe bool `yaml:"safe,omitempty"`
	// Blocked (reach only; Fairy-Stockfish's flagPieceBlockedWin): fewer
	// than AtLeast goal pieces hold the goal too, at least one, when
	// every other goal square is occupied (by either side). It is judged
	// for the side that has just moved only (Kono).
	Blocked bool `yaml:"blocked,omitempty"`
	// AtLeast (reach only; Fairy-Stockfish's flagPieceCount): so many
	// goal pieces of Side must stand on the goal at once (0 or 1: one).
	AtLeast int `yaml:"at_least,omitempty"`
	// Moves for move-limit: the game ends when Side has made this many moves.
	Moves int `yaml:"moves,omitempty"`
	// Checks for checks: the game ends when Side has given this many
	// checks (three-check). A position then counts, for each side, the
	// checks it has still to give, which FEN shows as Fairy-Stockfish
	// does: "3+3" after the en-passant field (lichess's "+0+0" after the
	// move number, checks given, is read too; with neither, one check
	// each is left, as in Fairy-Stockfish). A move gives check when,
	// after it, a royal piece of the other side is attacked.
	Checks int `yaml:"checks,omitempty"`
	// Connect for connect: the game ends when Side has this many pieces
	// of Pieces (any piece if none) in an unbroken line of adjacent
	// squares along a rank, a file or a diagonal (Fairy-Stockfish's
	// connectN: tic-tac-toe, four in a row); Lines narrows the lines
	// looked along to "ranks", "files" and "diagonals" (none: all three).
	Connect int      `yaml:"connect,omitempty"`
	Lines   []string `yaml:"lines,omitempty"`
	// Square for connect: the pieces stand on the squares of a Connect by
	// Connect square instead of a line (Fairy-Stockfish's connectNxN).
	Square bool `yaml:"square,omitempty"`
	// Wing for castled and castling-lost: "kingside" or "queenside".
	Wing string `yaml:"wing,omitempty"`
	// Collinear for connect: the pieces stand anywhere on one line, not
	// necessarily adjacent (Fairy-Stockfish's collinearN: the three
	// musketeers on one rank or file).
	Collinear bool `yaml:"collinear,omitempty"`
	// Between for connect (instead of a count; indices into
	// Variant.Regions): the side's pieces form a chain, each adjacent to
	// the next along the lines, from a square of its side of the first
	// region to one of the second (Fairy-Stockfish's connectRegion1 and
	// connectRegion2: Gale, Hex).
	Between []int `yaml:"between,omitempty"`
	// Winner: "side" (the side the condition is about), "other" or "draw".
	Winner string `yaml:"winner"`
	// Name is how the ending is announced ("extinction", "king race").
	Name string `yaml:"name,omitempty"`
}

// EndingKind names an ending condition.
type EndingKind string

const (
	Extinction EndingKind = "extinction" // Side has no piece of Pieces left
	Reach      EndingKind = "reach"      // a piece of Pieces of Side stands on the ranks
	Bare       EndingKind = "bare"       // Side has nothing but pieces of Pieces left
	MoveLimit  EndingKind = "move-limit" // Side has made Moves moves
	Checks     EndingKind = "checks"     // Side has given Checks checks
	BoardFull  EndingKind = "board-full" // no empty square is left (Side is "each")
	Connect    EndingKind = "connect"    // Side has Connect pieces of Pieces in a line
	// Castled: Side's last move castled on Wing; CastlingLost: Side can
	// never castle on Wing again (Fairy-Stockfish's castlingWins).
	Castled      EndingKind = "castled"
	CastlingLost EndingKind = "castling-lost"
)

// Score is the points of one result: when Achiever ("white" or "black")
// achieves the result named Rule (an ending's name, "checkmate",
// "stalemate", "move rule", "repetition", "perpetual check"), White gets
// White points and Black gets Black. A "perpetual check" score turns that
// result on: a repetition in which the achiever gave check with every one
// of its moves since the repeated position first occurred (and the other
// side did not).
type Score struct {
	Rule     string  `yaml:"rule"`
	Achiever string  `yaml:"achiever"`
	White    float64 `yaml:"white"`
	Black    float64 `yaml:"black"`
}

// Result is a game outcome from the view of the side to move.
type Result string

const (
	Win  Result = "win"
	Loss Result = "loss"
	Draw Result = "draw"
)

// Castling lets a king piece move together with a rook piece that stand on
// the same rank (on a hex board the same orthogonal line, rising to the
// right kingside and to the left queenside from White's king, Black's
// mirrored; Steps sides only), neither having moved, with the squares
// between them and their destinations empty, the king not in check and not
// passing an attacked square.
type Castling struct {
	King  int   `yaml:"king"`  // piece index
	Rooks []int `yaml:"rooks"` // piece indices that may be the partner
	// Kingside is castling with the partner on the king's right (higher
	// files), Queenside with the one on its left. File indices are 0-based.
	Kingside  *CastlingSide `yaml:"kingside,omitempty"`
	Queenside *CastlingSide `yaml:"queenside,omitempty"`
	// ByColour, where a side is set, replaces Kingside or Queenside for
	// that colour's king: ByColour[c][0] kingside, [c][1] queenside (an
	// army that castles its own way, as Chess with Different Armies'
	// Clobberers to the b-file).
	ByColour *[2][2]*CastlingSide `yaml:"by_colour,omitempty"`
	// Opposite: a castling on one side takes the opponent's right to
	// castle on that side (Fairy-Stockfish's oppositeCastling): its
	// partners there lose their unmoved mark.
	Opposite bool `yaml:"opposite,omitempty"`
}

// Side is the castling of colour c on side (0 kingside, 1 queenside):
// the colour's own where it has one, else the common one.
func (c *Castling) Side(colour, side int) *CastlingSide {
	if c.ByColour != nil && c.ByColour[colour][side] != nil {
		return c.ByColour[colour][side]
	}
	if side == 0 {
		return c.Kingside
	}
	return c.Queenside
}

// ByColourSet reports whether either colour castles its own way on a side.
func (c *Castling) ByColourSet() bool {
	return c.ByColour != nil
}

// CastlingSide gives the destination files of king and partner.
type CastlingSide struct {
	KingFile int `yaml:"king_file"`
	RookFile int `yaml:"rook_file"`
	// Steps, if set, replaces KingFile and RookFile: the king goes Min to
	// Max squares towards its partner, one move per distance, never onto
	// or past it, and the partner lands next to the king's destination on
	// the side the king came from (Wildebeest chess).
	Steps *CastlingSteps `yaml:"steps,omitempty"`
	// PartnerFile, if set, is where FEN's K or Q right starts looking for
	// the partner, going towards the king (Fairy-Stockfish's castling rook
	// file); by default the search starts at the board's edge.
	PartnerFile *int `yaml:"partner_file,omitempty"`
}

// CastlingSteps is the range of a castling king's distances.
type CastlingSteps struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// Promotion is one promotion zone: when a piece of Pieces ends a move on a
// rank of the zone, it may (or, if Mandatory, must) become one of Choices.
// A zone with a Map instead promotes each mapped piece to its own image
// (shogi: a Pawn to a Tokin), and the image is what a captured promoted
// piece is not: it goes to hand as its origin (HandRule).
type Promotion struct {
	Pieces []int `yaml:"pieces,omitempty"`
	// Map: each From type promotes to its To type only; Pieces and Choices
	// are then empty. The images are types of their own, each the image of
	// one origin.
	Map []PromotionPair `yaml:"map,omitempty"`
	// Side, if set ("white" or "black"), limits the zone to that side's
	// pieces; by default it serves both.
	Side string `yaml:"side,omitempty"`
	// Ranks, counted from the moving side's own first rank (1-based), so
	// "8..8" is the last rank of an 8-rank board for both sides.
	FromRank int `yaml:"from_rank"`
	ToRank   int `yaml:"to_rank"`
	// Region, if set, is the zone instead of the ranks: the moving side's
	// squares of that region (index into Variant.Regions).
	Region  *int  `yaml:"region,omitempty"`
	Choices []int `yaml:"choices,omitempty"`
	// Mandatory: the piece must promote when a move may promote it.
	Mandatory bool `yaml:"mandatory,omitempty"`
	// Immobile: promotion is optional, except that a move after which the
	// piece, unpromoted, would have no move on an empty board must promote
	// (a shogi pawn on the last rank, a knight on the last two).
	Immobile bool `yaml:"immobile,omitempty"`
	// TakesPromoted: promotion is optional, except that a move that takes
	// a promoted piece (a type that is the image of a promotion map of
	// the variant), on its destination, en passant or on the way, must
	// promote (Maka Dai Dai and Macadamia Shogi).
	TakesPromoted bool `yaml:"takes_promoted,omitempty"`
	// Which moves may promote, by where they start and end: by default a
	// move that ends in the zone (entering it or moving within it).
	// OnEntry: only a move from outside the zone into it, so a piece that
	// declined cannot promote by moving within the zone. Leave: also a move
	// from inside the zone to outside (shogi promotes on entering, within
	// and leaving).
	OnEntry bool `yaml:"on_entry,omitempty"`
	Leave   bool `yaml:"leave,omitempty"`
	// CapturesOnly: only a capture promotes (micro shogi).
	CapturesOnly bool `yaml:"captures_only,omitempty"`
	// Flip (with a Map): a promoted piece is turned back by the same moves
	// that promote (Kyoto shogi's pieces turn over at every move).
	Flip bool `yaml:"flip,omitempty"`
	// IfPresent / IfAbsent: the zone applies only while some piece of
	// these types (of either side) is / is not on the board. Zones are
	// tried in order; the first that applies is used.
	IfPresent []int `yaml:"if_present,omitempty"`
	IfAbsent  []int `yaml:"if_absent,omitempty"`
	// Limits caps how many of a choice a side may have on the board after
	// promoting (Grand chess: only pieces that were captured).
	Limits []Limit `yaml:"limits,omitempty"`
	// Standing: promotion is a move of its own, not part of a move into
	// the zone (Fairy-Stockfish's sittuyinPromotion): a piece standing in
	// the zone becomes a choice on its square, or goes as the choice moves
	// to an empty square. No other move of the piece promotes by this zone.
	Standing bool `yaml:"standing,omitempty"`
	// LastAnywhere (with Standing): a side's last piece of a promoting
	// type may so promote on any square.
	LastAnywhere bool `yaml:"last_anywhere,omitempty"`
	// Peaceful (with Standing): the new piece may attack no enemy piece
	// where it stands, and the move may not give check.
	Peaceful bool `yaml:"peaceful,omitempty"`
	// Unforced (with Standing): promotion is never forced: a side not in
	// check with nothing on the board but one royal piece and one piece
	// of a promoting type, whose every legal move is such a promotion, is
	// stalemated (sittuyin's rule 3.9 c.7, as Fairy-Stockfish reads it).
	Unforced bool `yaml:"unforced,omitempty"`
}

// PromotionPair maps a promoting type to the type it becomes.
type PromotionPair struct {
	From int `yaml:"from"`
	To   int `yaml:"to"`
}

// Limit caps the number of one piece type per side.
type Limit struct {
	Piece int `yaml:"piece"`
	Max   int `yaml:"max"`
}

// Trading limits captures of one group of piece types by another of the
// group, or after one (Chu Shogi's Lion-trading rules; interp/trading.go).
type Trading struct {
	// Pieces is the group.
	Pieces []int `yaml:"pieces"`
	// DistantProtected: a piece of the group may not take a piece of the
	// group that is not next to its start square (a king step away) if an
	// enemy piece attacks the square it ends its move on.
	DistantProtected bool `yaml:"distant_protected,omitempty"`
	// Protected: a piece of the group may not take a piece of the group
	// that a piece of its own side attacks on the board before the move
	// (Sjaak II's endangered), at any distance, whatever else the move
	// takes.
	Protected bool `yaml:"protected,omitempty"`
	// Bridge (with DistantProtected): such a capture is allowed after all
	// when the move also takes a piece outside the group whose type is not
	// one of BridgeNot.
	Bridge    bool  `yaml:"bridge,omitempty"`
	BridgeNot []int `yaml:"bridge_not,omitempty"`
	// Counterstrike: after a piece outside the group takes a piece of the
	// group, the other side's next move may not take a piece of the group
	// with a piece outside it; with CounterstrikeAny, with no piece at all
	// (Sjaak II's no_retaliate).
	Counterstrike    bool `yaml:"counterstrike,omitempty"`
	CounterstrikeAny bool `yaml:"counterstrike_any,omitempty"`
}
