package diag

// Code identifies a kind of diagnostic. Codes are stable: tools and users
// match on them, and spec/errors.md documents each one. Never change or
// reuse a code's value; add new codes at the end.
type Code string

const (
	// BadToken: a character that starts no token, or a string literal not
	// closed on its line.
	//
	//	board 8x8 @          # '@' starts no token
	//	setup "rnbqkbnr/...  # string not terminated
	BadToken Code = "V001"

	// UnexpectedToken: the tokens do not form statements and blocks.
	//
	//	variant chess {      # '}' missing before end of file
	//	8x8                  # a statement must start with a keyword
	UnexpectedToken Code = "V002"

	// UnknownDeclaration: a top-level statement other than piece, rules or
	// variant.
	//
	//	varient chess { }    # did you mean variant?
	UnknownDeclaration Code = "V003"

	// UnknownStatement: a keyword that the enclosing block does not accept.
	//
	//	variant v { boad 8x8 }           # did you mean board?
	//	castling { choices Queen }       # choices belongs in promotion
	UnknownStatement Code = "V004"

	// WrongArgCount: too few or too many arguments.
	//
	//	board 8x8 10x8
	//	setup
	WrongArgCount Code = "V005"

	// WrongArgType: an argument of the wrong kind (name, integer, size,
	// range or string).
	//
	//	board 8              # want a size such as 8x8
	//	repetition three     # want an integer
	WrongArgType Code = "V006"

	// BadBlock: a statement that needs a { block } has none, or one that
	// takes none has one.
	//
	//	castling             # want a block or "none"
	//	board 8x8 { }
	BadBlock Code = "V007"

	// DuplicateStatement: a statement that may appear only once in a body
	// appears again.
	//
	//	board 8x8
	//	board 10x8
	DuplicateStatement Code = "V008"

	// DuplicatePiece: two pieces of the same name at the same level (the
	// files compiled together, the standard library, or one variant's body).
	//
	//	piece Met m "F"
	//	piece Met t "W"
	DuplicatePiece Code = "V009"

	// DuplicateVariant: two variants or rule sets of the same name.
	//
	//	variant mini { ... }
	//	variant mini { ... }
	DuplicateVariant Code = "V010"

	// UnknownPiece: a piece name that no piece declaration defines.
	//
	//	royal Kng            # did you mean King?
	UnknownPiece Code = "V011"

	// UnknownVariant: extends names no variant or rule set.
	//
	//	variant v extends orthodx { }    # did you mean orthodox?
	UnknownVariant Code = "V012"

	// ExtendsCycle: a variant extends itself, directly or through others.
	//
	//	variant a extends b { }
	//	variant b extends a { }
	ExtendsCycle Code = "V013"

	// DuplicateLetter: two pieces of one variant share a FEN letter
	// (letters compare case-insensitively).
	//
	//	pieces King Knight Nightrider    # Knight and Nightrider are both N
	DuplicateLetter Code = "V014"

	// BadLetter: a piece letter that is not one or two ASCII letters.
	//
	//	piece Met m1 "F"
	BadLetter Code = "V015"

	// BadBetza: a Betza move string the Betza compiler rejects; the
	// position is the offending character inside the string.
	//
	//	piece Met m "fmWQx"
	BadBetza Code = "V016"

	// BoardSize: board dimensions out of range (1x1 to 26x26).
	//
	//	board 0x8
	//	board 27x8
	BoardSize Code = "V017"

	// BadSetup: the setup FEN is malformed or does not fit the variant:
	// wrong rank count or width, a letter of no piece in the variant. The
	// position is the offending character inside the string.
	//
	//	board 8x8
	//	setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1"  # 7 ranks
	BadSetup Code = "V018"

	// BadSquare: a square name that is malformed or off the board.
	//
	//	board 8x8
	//	holes i9
	BadSquare Code = "V019"

	// HoleMismatch: the holes statement and the '*' cells of the setup
	// disagree.
	//
	//	holes d4             # but the setup has no '*' on d4
	HoleMismatch Code = "V020"

	// PieceNotInVariant: a rule names a piece that exists but is not in the
	// variant's piece set.
	//
	//	pieces King Rook Pawn
	//	royal Queen
	PieceNotInVariant Code = "V021"

	// FileOffBoard: a castling destination file beyond the board.
	//
	//	board 6x6
	//	castling { king King; rooks Rook; kingside g f }
	FileOffBoard Code = "V022"

	// RankOffBoard: promotion ranks outside the board or reversed.
	//
	//	board 8x8
	//	promotion { pieces Pawn; ranks 9..9; choices Queen }
	RankOffBoard Code = "V023"

	// MissingStatement: a required statement is absent: board, setup or
	// pieces in a concrete variant; king or rooks in castling; pieces or
	// choices in promotion.
	//
	//	variant v { pieces King }        # no board, no setup
	MissingStatement Code = "V024"

	// BadValue: an argument of the right kind with a value that is not
	// allowed.
	//
	//	stalemate lose       # want draw, loss or win (did you mean loss?)
	//	repetition 1         # want 0 (off) or at least 2
	BadValue Code = "V025"

	// BadPieceSet: add-pieces of a piece already in the set, remove-pieces
	// of one that is not, or a piece listed twice.
	//
	//	pieces King Rook Rook
	BadPieceSet Code = "V026"

	// UnusedPiece (warning): a piece of the variant that is neither in the
	// setup nor a promotion choice can never appear.
	//
	//	pieces King Rook Archbishop      # no A in the setup
	UnusedPiece Code = "V027"

	// InvalidSetup: the setup is well formed but the interpreter's setup
	// check (the interpreter setting up the position) rejects it, e.g. a castling right without
	// the pieces to castle.
	//
	//	setup "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"
	InvalidSetup Code = "V028"

	// ReadError: a source file could not be read.
	ReadError Code = "V029"

	// InternalError: a bug in the compiler, reported instead of a crash.
	InternalError Code = "V030"

	// BadCastling: castling rules that contradict themselves: the king and
	// its partner sent to the same file, or the king piece among the rooks.
	//
	//	castling { king King; rooks Rook; kingside g g }
	BadCastling Code = "V031"

	// BadMoveClause: a move clause in a piece's block (nearest, farthest,
	// flying, hole-leap) whose Betza fragment is valid Betza that the
	// clause does not take.
	//
	//	piece Guard g "" { nearest "[W?R]" }     # brackets
	//	piece Pawn p "fmW" { hole-leap "fmN" }    # not a straight leap
	BadMoveClause Code = "V032"

	// AmbiguousLetter: a two-letter FEN symbol begins with the one-letter
	// symbol of another piece of the variant, so a setup could be read
	// either way.
	//
	//	pieces King Knight Nightrider    # N, and NR for the Nightrider
	AmbiguousLetter Code = "V033"

	// BadEnding: an ending block whose statements do not fit its kind: a
	// goal (ranks, squares) for an ending that is not reach, per-type or
	// at-most for one that is not extinction, a reach without a goal.
	//
	//	ending { extinction Snark; side black; winner other; ranks 8..8 }
	//	ending { reach King; side each; winner side }     # reach where?
	BadEnding Code = "V034"

	// BadScore: a score for a result the variant cannot have: an ending
	// name no ending has, a rule the variant does not use, a draw scored
	// for a side or a side's win scored as a draw, a result scored twice.
	//
	//	stalemate draw
	//	score stalemate white 0.6 0.4    # a drawn stalemate has no achiever
	BadScore Code = "V035"

	// InvalidGeometry: moves that do not fit the board: a piece moving by
	// Betza vectors on a rings board, or along rings and spokes (step,
	// leap, slide, fly) on a grid; a holes statement for a rings board,
	// whose holes are built in.
	//
	//	board rings 4 spokes 8
	//	pieces King                      # K is a grid move
	InvalidGeometry Code = "V036"

	// BadTurnPart: a turns block of parts that cannot be played: a rule
	// in the first part (which has no part before it), a type named in two
	// after lists of one part, a rule that lets nothing move.
	//
	//	turns { part own { after Pawn any }; part enemy }
	//	turns { part own; part enemy { after Pawn any; after Pawn only Pawn } }
	BadTurnPart Code = "V037"

	// BadRoyal: a royalty rule that cannot apply: duple-check in a variant
	// whose royal pieces are not royal when-last.
	//
	//	royal King
	//	duple-check                      # needs royal ... when-last
	BadRoyal Code = "V038"

	// BadRank: a rank statement that cannot apply: a piece named twice,
	// or a variant without simultaneous turns, where ranks decide nothing.
	//
	//	turns simultaneous
	//	rank King Queen King             # King is named twice
	BadRank Code = "V039"

	// BadDrops: a drops rule or pieces in hand that cannot be played: a
	// region off the board, own-half on an odd number of ranks, drops
	// with a turns statement, a type after for (ranks, own-half,
	// outside) that is not a drop piece, pieces in the setup's hand
	// ("[...]") in a variant without drops or that its drops statement
	// does not name.
	//
	//	drops { pieces Unidentified; ranks 1..9 }   # on an 8-rank board
	//	setup "8/8/8/8/8/8/8/8[Q] w - - 0 1"        # no drops statement
	BadDrops Code = "V040"

	// BadMustFirst: a must-first rule for a type that no piece of the
	// variant becomes, so it could never apply.
	//
	//	must-first Queen after 3         # and no becomes Queen anywhere
	BadMustFirst Code = "V041"

	// SourceTooLarge: a source file (or standard input) longer than
	// lang.MaxSourceBytes, 1 MiB. Nothing past the limit is read, so an
	// endless input (/dev/zero) stops at once.
	//
	//	vdl lint /dev/zero
	SourceTooLarge Code = "V042"

	// NestingTooDeep: blocks nested more than syntax.MaxNesting deep. No
	// statement needs more than three levels.
	//
	//	a { b { c { ... 33 levels ... } } }
	NestingTooDeep Code = "V043"

	// TooManyDiagnostics: a file has more than diag.MaxPerFile
	// diagnostics; one of this code, after the first hundred, says how
	// many more there are, or that checking stopped early.
	TooManyDiagnostics Code = "V044"

	// BetzaTooLarge: a Betza string, or a fragment of a piece's block,
	// that expands beyond betza.MaxMoves moves, betza.MaxLegs legs in one
	// move, or betza.MaxAllLegs legs in all. It fails at the group that
	// crosses the limit, before the rest is expanded.
	//
	//	piece X x "aaaaaaaaaaaaaaaaaaW"  # a move of more than 16 legs
	BetzaTooLarge Code = "V045"

	// VariantTooLarge: the legs of all the moves of a variant's pieces,
	// times the squares of its board, exceed check.MaxLegSquares: the
	// interpreter's move tables would take too much memory; or the
	// variant has more than check.MaxPieceTypes piece types.
	//
	//	board 26x26          # with pieces of 1,500 move legs in all
	VariantTooLarge Code = "V046"

	// IrregularSetup (a warning): a setup no game reaches by legal moves
	// but the interpreter plays, as Fairy-Stockfish does: a side with no
	// pieces, or the side not to move in check (royal pieces standing next
	// to each other, say), so the side to move could take a royal piece.
	//
	//	setup "8/8/8/8/8/8/3k4/4K3 w - - 0 1"   # kings next to each other
	IrregularSetup Code = "V047"

	// PieceCannotMove (a warning): a piece of the variant has no move
	// from any square of the board, whatever stands on it: its leaps are
	// longer than the board, say.
	//
	//	board 4x4; pieces King Giraffe   # the (1,4) leap never fits
	PieceCannotMove Code = "V050"

	// UnreachablePromotion (a warning): a promotion that can never
	// happen: no promoting piece can ever reach the zone, an earlier
	// zone always applies first, or a choice is limited to 0.
	//
	//	promotion { pieces Pawn; rank 1; choices Queen }   # pawns never go back
	UnreachablePromotion Code = "V051"

	// EndingNeverFires (a warning): an ending that can never decide a
	// game: its pieces can never reach the goal, it counts royal pieces,
	// which are never taken, or an earlier ending holds whenever it does.
	//
	//	royal King; ending { extinction King; side each; winner other }
	EndingNeverFires Code = "V052"

	// CastlingImpossible (a warning): the variant castles, but no game
	// from its setup can: the king or every partner type is absent from
	// the setup, or the setup gives no castling right.
	//
	//	castling { king King; rooks Rook; ... }  # and no Rook in the setup
	CastlingImpossible Code = "V053"

	// PromotionInSetup (a warning): a piece stands in its own promotion
	// zone in the setup.
	//
	//	setup "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"   # a White Pawn on the 8th rank
	PromotionInSetup Code = "V054"

	// RedundantBetza (a warning): a modifier letter, or a whole group, of
	// a piece's Betza string that changes nothing: the string without it
	// gives the same moves.
	//
	//	piece Ferz2 f "nF"   # n (lame) on a one-step leaper
	RedundantBetza Code = "V055"

	// BadAllow: an allow statement that names a code that is not a
	// warning, or gives no reason.
	//
	//	allow V011 "typo"    # V011 is an error: errors cannot be allowed
	BadAllow Code = "V056"

	// BadImport: an import that cannot be followed: the file cannot be
	// read, or it imports (directly or not) the file importing it.
	//
	//	import "armies.vdl"  # armies.vdl: no such file, or it imports this file
	BadImport Code = "V057"

	// BadHand: a hand block that cannot work: captured pieces go to a
	// hand that no drop or gating empties, a captured piece goes to hand
	// as a type that cannot be dropped or gated, promoted pieces are
	// tracked where nothing promotes by a choice.
	//
	//	hand { captures }        # in a variant without drops or gating
	//	hand { demote Dragon King }   # King is not a drop piece
	BadHand Code = "V070"

	// BadPromotionMap: a promotion map that is not one-to-one or is
	// malformed: a pair without its arrow, a piece mapped twice or to
	// itself, two pieces with one image, an image that promotes again, a
	// map together with pieces and choices, flip without a map, drops of
	// promoted pieces without a map.
	//
	//	map Pawn Tokin                     # -> missing
	//	map Silver -> Gold, Knight -> Gold # Gold would have two origins
	BadPromotionMap Code = "V071"

	// BadGating: gating that cannot work: with turns of several moves, or
	// a gating piece that a captured piece can never become and that the
	// setup does not hold in hand.
	//
	//	gating { pieces Hawk }   # with turns opening 2
	BadGating Code = "V072"

	// UnknownRegion: a name where a region is expected that no region
	// statement of the variant (or what it extends) declares.
	//
	//	region palace d1..f3
	//	confine palce King   # did you mean palace?
	UnknownRegion Code = "V080"

	// RegionOffBoard: a square, range, rank or file of a region that is
	// not on the board, or a square that is a hole.
	//
	//	board 9x10
	//	region palace d1..k3
	RegionOffBoard Code = "V081"

	// ConfinedOutside: the setup puts a confined piece on a square outside
	// its region, from where it could never move.
	//
	//	confine palace King
	//	setup "...4K4 w - - 0 1"    # the King on e1, outside d8..f10
	ConfinedOutside Code = "V082"

	// BadRegion: a region or a use of one that cannot be meant: two
	// regions of one name in a body, a piece confined twice, a region
	// block with nothing in it, a backwards range.
	//
	//	region palace d1..f3
	//	region palace d8..f10
	BadRegion Code = "V083"

	// BadPass: a pass rule in a variant whose turns have several moves or
	// parts, or are simultaneous: a pass is one whole turn.
	//
	//	turns opening 2
	//	pass always
	BadPass Code = "V084"

	// BadShuffle: a family of start positions (setup chess960, shuffle)
	// that cannot be made: a rank off the board, king-between without
	// castling, Black's rank not the mirror of White's, no order meeting
	// the conditions, chess960 numbering of a rank that is not a Chess960
	// rank.
	//
	//	shuffle { rank 1; king-between }    # but the variant has no castling
	BadShuffle Code = "V085"

	// BadFacing: a facing rule in a variant without royal pieces that are
	// always royal: there is nothing to face.
	//
	//	royal none
	//	facing illegal
	BadFacing Code = "V086"

	// BadMaterialCount: a piece given points twice in a material-count
	// block.
	//
	//	material-count { points Chariot 13; points Chariot 12 }
	BadMaterialCount Code = "V087"

	// BadFirstMoveRights: first-move-rights names a piece without
	// first-move (i) moves: a FEN would give it a right to nothing.
	//
	//	first-move-rights Rook
	BadFirstMoveRights Code = "V088"

	// BadCounting: a counting rule in a variant without a royal piece: a
	// side counts when it is down to its royal (or little more).
	//
	//	royal none
	//	counting { pawns Pawn; board-honour 64 }
	BadCounting Code = "V089"

	// BadExplosion: an explosion statement that names a piece both as
	// spared (it survives next to a capture) and immune (it never
	// explodes).
	//
	//	explosion "K" spares Pawn immune Pawn
	BadExplosion Code = "V090"

	// BadChecks: an ending won by giving checks in a variant without
	// royal pieces (nothing can be checked), or two such endings with
	// different counts (a position keeps one counter per side).
	//
	//	royal none
	//	ending { checks 3; side each; winner side }
	BadChecks Code = "V091"

	// BadWall: a turn part that places a wall anywhere but as the second
	// and last part, after a part own; a wall part with a block; walls
	// together with drops.
	//
	//	turns { part wall anywhere; part own }
	BadWall Code = "V092"

	// BadBoardGame: a rule of the placing and flipping games that cannot
	// work: an unlimited supply of drops with a placement phase (it would
	// never end), drops that must flip without a flips rule, a must-drop
	// piece that is not dropped, a side statement in a board-full ending.
	//
	//	drops { pieces Stone; unlimited; placement alternate }
	BadBoardGame Code = "V093"

	// BadPetrify: a petrify statement in a variant whose captured pieces
	// go to a hand, or whose one wall moves: a petrified captor belongs
	// to no side, no hand and is not that wall; or one naming a royal
	// piece where captures explode.
	//
	//	explosion "K" spares Pawn
	//	petrify King Queen
	BadPetrify Code = "V094"

	// BadCoordinate: a coordinate effect without partners: the squares
	// it takes on are where the lines of the destination cross those of
	// a partner piece.
	//
	//	piece Coordinator c "mQ" { coordinate victims Pawn }
	BadCoordinate Code = "V097"

	// TooManyKills: a move that makes more locust captures (c on legs
	// before the last) than a move can carry.
	//
	//	piece Leaper l "[cQ-mK-cQ-mK-cQ-mK-cQ-mQ]"
	TooManyKills Code = "V098"

	// BadWrap: a wrap statement on a rings board, whose rings join
	// already; wrap joins the edges of a grid.
	//
	//	board rings 4 spokes 8
	//	wrap cylinder
	BadWrap Code = "V100"

	// BadHex: a hexagonal board (board hex N) given what it does not
	// take: a side out of range, wrap, drops, gating, shuffle, a
	// castling side by files or a partner file (hex castling goes along
	// the king's line, by steps only), a promotion by ranks instead of a
	// region of cells, or from-ranks.
	//
	//	board hex 6
	//	promotion { pieces Pawn; choices Queen; last-rank }
	BadHex Code = "V101"

	// HexMoves: a piece used on a hexagonal board has a Betza string (or
	// move clause) with no reading there: an atom other than W F D A H G
	// N K R B Q, a multi-leg move, or a modifier or direction the hex
	// reading does not define.
	//
	//	board hex 6
	//	piece Camel c "C"
	HexMoves Code = "V102"

	// BadLevels: a board with levels (board 5x5 levels 5) given what it
	// does not take: too few or too many levels, rings, holes, wrap or
	// regions, or a setup that is not written level by level.
	//
	//	board 5x5 levels 5
	//	holes Cc3
	BadLevels Code = "V106"

	// LevelMoves: a piece whose moves do not fit the board's dimensions:
	// a three-dimensional leap (x,y,z) on a flat board, or, on a board
	// with levels, moves written with what only flat boards have
	// (a-notation, brackets, hoppers, move clauses, piece rules).
	//
	//	piece Unicorn u "(1,1,1)(1,1,1)"   # in a variant on board 8x8
	LevelMoves Code = "V107"

	// BadBoards: several boards side by side (board 8x8 boards 2) given
	// what they do not take: fewer than 2 or more than 26 boards, boards of
	// one file, holes, wrap, regions, drops or shuffle, or a setup not
	// written board by board.
	//
	//	board 8x8 boards 2
	//	wrap cylinder
	BadBoards Code = "V108"

	// BadTransfer: a transfer statement where there is no other board to
	// pass to, or with pieces that capture or may be taken en passant
	// (the victim would have left the board).
	//
	//	board 8x8
	//	transfer
	BadTransfer Code = "V109"

	// BadStanding: a promotion block's standing options that do not fit:
	// last-anywhere, peaceful or unforced without standing, or standing (a
	// promotion that is a move of its own) with what only promotions by
	// a move into the zone have (map, mandatory, on, on-entry,
	// captures-only, flip).
	//
	//	promotion { pieces Pawn; choices Met; peaceful }
	//	promotion { pieces Pawn; choices Met; standing; mandatory }
	BadStanding Code = "V110"

	// BadMoveRepetition: move-repetition loss in a variant with turns of
	// several moves, parts or simultaneous moves: the rule follows a
	// side's moves, which must alternate with the other side's.
	//
	//	turns opening 2
	//	move-repetition loss
	BadMoveRepetition Code = "V111"

	// NotVDLFile: a file that is clearly not vdl text: binary data (a NUL
	// or another control character), text that is not UTF-8, or text none
	// of whose lines starts with a vdl statement. Reported once, at the
	// file's start, without quoting it (an import of such a file is a
	// V057 error at the import, saying the same).
	//
	//	import "README.md"
	NotVDLFile Code = "V112"

	// NeverDecided (warning): a variant with no royal piece and no
	// ending, in which a side left without a move draws: no game of it
	// can be won, and without a move rule or repetition rule a game may
	// never end.
	//
	//	variant rooks { board 8x8; pieces Rook; setup "r7/8/8/8/8/8/8/7R w - - 0 1" }
	NeverDecided Code = "V113"

	// PieceCanPass (a warning): a group of a piece's Betza string some of
	// whose moves come back to the start square without taking anything
	// on the way: a null move, the piece passing. Mostly a group split by
	// mistake: "cnDabD" is cnD and abD, a leap and back.
	//
	//	piece X x "mRcabWcnDabD"   # abD: d4d6 and back, a pass
	PieceCanPass Code = "V118"

	// BadAfterCapture: an after-capture rule other than land in a variant
	// whose captures also explode or petrify the captor: a shot or a
	// follow-up move is no capture by moving onto the victim.
	//
	//	explosion "K" spares Pawn
	//	after-capture stay
	BadAfterCapture Code = "V128"

	// UnknownPromotionMap: a promotion block's map names a promotion-map
	// the variant does not declare (nor anything it extends).
	//
	//	promotion { ranks 9..12; map chu-map }   # no promotion-map chu-map
	UnknownPromotionMap Code = "V136"

	// BadTrading: a trading block whose group has fewer than one piece
	// type, or whose bridge names a piece of the group.
	//
	//	trading Lion { distant-protected; bridge Lion }
	BadTrading Code = "V137"

	// BadNoRepeat: no-repeat in a variant whose turns are not one move of
	// each side in turn (turns), where "the same side to move" has no
	// plain meaning.
	//
	//	turns opening 1 then 2
	//	no-repeat
	BadNoRepeat Code = "V138"

	// BetzaTurnsBack (a warning): a multi-leg group of a piece's Betza
	// string with a move that runs backwards, against its first leg,
	// because the relative turns of its later legs add up (each at most a
	// quarter turn, so no leg asked for it): directions on later legs are
	// turns from the previous leg, not from White's view.
	//
	//	piece Man m "[cfrF-F-clF-F-clF-mF]"   # the third jump goes back
	BetzaTurnsBack Code = "V140"

	// BadCondition: a problemist's condition in a variant it cannot go
	// with: rebirth or captor-changes-side where captured pieces go to
	// hand or captures explode; any of rebirth, captor-changes-side,
	// paralysis and patrol with simultaneous turns.
	//
	//	drops { pieces Pawn }
	//	hand { captures }
	//	rebirth
	BadCondition Code = "V123"

	// UnknownFigure: a figure statement naming a figure pictures do not
	// draw (ir.FigureNames), or more than two, or two sizes, or
	// promoted twice.
	//
	//	piece Knight n "N" { figure knigt }   # did you mean knight?
	UnknownFigure Code = "V150"

	// BadGlyph: a figure's glyph that is empty, longer than three
	// characters or holds a space or a control character, or a figure
	// that mixes names and glyphs.
	//
	//	piece Pawn p "fW" { figure "" }
	BadGlyph Code = "V151"

	// BadDraw: a draw statement that does not fit the board: points or
	// koma on a board that is not one flat grid, a river on a board with
	// an odd number of ranks, river, palace, inks or octagons with
	// another style than points.
	//
	//	board 9x9
	//	draw points river
	BadDraw Code = "V152"

	// BadFigureModifier: a figure's inverted, rotated or badge that does
	// not fit: both inverted and rotated, one of them or badge twice,
	// inverted, rotated or badge on a glyph (drawn upright on its koma or
	// disc), badge without a string after it, or a name or glyph after
	// an option.
	//
	//	piece Grasshopper g "gQ" { figure queen inverted rotated }
	BadFigureModifier Code = "V177"

	// BadBadge: a figure's badge that is empty, longer than two
	// characters or holds a space or a control character.
	//
	//	piece PawnOfKnights pn "fmWfcF" { figure pawn badge "NNN" }
	BadBadge Code = "V178"

	// RangeCaptureSeniority: a piece with a range-capture move clause and
	// no seniority: it could pass over no piece (every piece's seniority
	// is at least its 0).
	//
	//	piece GreatGeneral g "Q" { range-capture "Q" }   # seniority 3 missing
	RangeCaptureSeniority Code = "V165"

	// TakesNoPromoted: a promotion zone with mandatory if-takes-promoted
	// in a variant with no promotion map: a promoted piece is the image
	// of a map pair, so no capture could force the promotion.
	//
	//	promotion { pieces Pawn; choices Queen; mandatory if-takes-promoted }
	TakesNoPromoted Code = "V164"

	// BadContagionMap: a contagion entry NAME -> NAME that is malformed
	// (an arrow without a piece name on each side), or a victim type
	// listed twice.
	//
	//	contagion Priest -> Saint Priest
	BadContagionMap Code = "V166"

	// BadContagion: a contagion statement in a variant whose captor does
	// not stand on its victim's square as itself after the capture:
	// captured pieces go to hand, captures explode, captors petrify, or
	// an after-capture rule moves them on (stay, move-as-victim).
	//
	//	variant v extends atomic { contagion Queen except King }
	BadContagion Code = "V163"

	// ShadowsLibraryPiece (a warning): a top-level piece of the author's
	// files with the name of a standard library piece. Every variant of
	// the files that names it, and the library rule sets they extend
	// (orthodox's castling names King), get the author's piece instead of
	// the library's, without a word.
	//
	//	piece King k "WfF"   # meant for one variant, replaces King in all
	ShadowsLibraryPiece Code = "V170"

	// BadSwap: a swap clause whose moves are not plain moves: m, c, e or
	// i, or a leg that takes on the way. A swap always ends on a friendly
	// piece, which goes where the piece came from.
	//
	//	piece Swapper s "" { swap "mQ" }
	BadSwap Code = "V153"

	// BadSwapRule: a variant with swap moves and a rule they do not go
	// with: pieces in hand, transfer between boards, simultaneous turns.
	//
	//	piece King k "K" { swap "K" }
	//	variant v { ...; hand { captures } }
	BadSwapRule Code = "V154"

	// BadTeleport: a teleport statement whose options do not fit: forks
	// out of 1 to 8, an option given twice, or a word that is none of
	// in, forks and becomes.
	//
	//	piece Held h "" { teleport forks 0 }
	BadTeleport Code = "V155"

	// TeleportForksNothing: teleport forks N where the piece that would
	// stand on the square (the becomes piece, else the piece itself)
	// captures nothing, so it could never attack the N pieces.
	//
	//	piece Blocker b "mW" { teleport forks 2 }
	TeleportForksNothing Code = "V156"

	// BadSwapStuck: when-stuck on a swap along a piece's moves; only a
	// swap anywhere may be allowed when its side has no other legal move.
	//
	//	piece Guard g "K" { swap "K" when-stuck }
	BadSwapStuck Code = "V157"

	// ChoicesNoneOptional (a warning): a promotion block with choices none
	// and no mandatory statement: its pieces enter the zone and stay as
	// they are, as if there were no promotion (promotion none says so);
	// choices none means something only with mandatory promotion, which
	// keeps the pieces out of the zone.
	//
	//	promotion { pieces Pawn; choices none }   # add mandatory, or write promotion none
	ChoicesNoneOptional Code = "V158"

	// BadDestruction: mutual-destruction in a variant whose rules would
	// have to carry the pieces it removes elsewhere: pieces in hand,
	// transfer between boards, simultaneous turns.
	//
	//	piece Swapper s "mQ" { mutual-destruction "K" }
	//	variant v { ...; hand { captures } }
	BadDestruction Code = "V159"

	// BadFrozenSuicide: frozen-suicide in a variant where no piece is ever
	// frozen: no piece has a freeze effect and there is no paralysis.
	//
	//	frozen-suicide except King   # and no piece freezes
	BadFrozenSuicide Code = "V160"

	// BadSwapPartners: a swap's partner options that do not go together:
	// any and enemies both, or any, enemies or partners with swap
	// anywhere (which swaps with friends only).
	//
	//	piece Swapper s "mQ" { swap "Q" any enemies }
	BadSwapPartners Code = "V161"

	// BadPickup: a drops block's pickup that names a royal piece or a
	// piece the block does not drop, or goes with placement or an
	// unlimited supply.
	//
	//	drops { pieces Queen Rook; pickup King Knight }   # King royal, Knight not dropped
	BadPickup Code = "V171"
)
