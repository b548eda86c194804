package fsf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Small variants.ini files under testdata/import, each imported into
// the vdl text of its golden file (go test -update rewrites them), and
// counted from positions whose perft was worked out by hand: the counts
// depend on the keys each file shows.
func TestImportKeys(t *testing.T) {
	tests := []struct {
		file, variant, fen string
		depth              int
		want               uint64
	}{
		// Pawns on their third rank: no double step from Fairy-Stockfish's
		// default region (8 single steps, 5 king moves).
		{"doublestep", "thirdrank", "", 1, 13},
		// Their own region: double steps from the third rank too.
		{"doublestep", "regions", "", 1, 21},
		// Black's region is its seventh rank, not the sixth it stands on.
		{"doublestep", "regions", "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 b - - 0 1", 1, 13},
		// From the second rank one, two or three squares.
		{"doublestep", "regions", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", 1, 8},
		// Black has no amazon and plays on: the king's e7, f7 and f8.
		{"pseudoroyal", "amazons", "4k3/8/8/8/8/8/8/3M4 b - - 0 1", 1, 3},
		{"pseudoroyal", "queens", "4k3/8/8/8/8/8/8/3Q4 b - - 0 1", 1, 3},
		// Black's q on e5 (a promoted k, the only one, so royal) may not
		// step to d5, where the rook attacks it: e4 alone, turning back
		// into a k (2 without the royalty). Then White's king-piece
		// a2, b1, b2 and the rook's 7.
		{"pseudoroyal", "flipking", "", 1, 1},
		{"pseudoroyal", "flipking", "", 2, 10},
		// White's pawn on ranks 2 to 6 (40 squares), Black's on its
		// ranks 2 to 5 (ranks 4 to 7: 32); each king has 5 moves.
		{"zones", "pawnzone", "", 1, 40 + 5},
		{"zones", "pawnzone", "4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1", 1, 32 + 5},
		// Without a parent: White's ranks 2 to 5 (32), Black's 3 to 7 (40).
		{"zones", "rootzone", "", 1, 32 + 5},
		{"zones", "rootzone", "4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1", 1, 40 + 5},
		// Promoting from rank 7, pawns go on ranks 2 to 6 (not 7: 48).
		{"zones", "rank7", "", 1, 40 + 5},
		// exd5 must be played; it blows up the knight on e5, which leaves
		// Black only its king's three moves (without the blast, 11).
		{"blast", "atomicgive", "7k/8/8/3pn3/4P3/8/8/K7 w - - 0 1", 2, 3},
		// Rxc5 explodes the rook, which leaves a wall on c5, between the
		// rook on h5 and the king on a5: legal (without the wall, the king
		// would be in check; Fairy-Stockfish judges it so). The rook's
		// other 10 moves, the king's a4, a6, b5, b6 (b4 the pawn's): 15.
		{"blast", "stone", "8/8/8/K1p4r/2R5/8/8/7k w - - 0 1", 1, 15},
		// No en passant: b4-b3 and the king's 5 moves.
		{"blast", "stone", "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1", 1, 6},
		// c3 completes a row and ends the game: 4 drops x 4 replies.
		{"connect", "noughts", "PP1/pp1/3[PPPpp] w - - 0 1", 2, 16},
		{"connect", "noughts", "PPP/pp1/3[PPpp] b - - 0 1", 1, 0},
		// d4 fills White's fourth rank and loses: 9 drops x 9 replies.
		{"connect", "misere", "PPP1/ppp1/4/4[PPPPPpppp] w - - 0 1", 2, 81},
		// A diagonal of four is no row here: 13 drops, none ending it.
		{"connect", "misere", "P3/1P2/2P1/4[PPPPPpppp] w - - 0 1", 2, 13 * 12},
		// Holding stones, White must drop one: 7 empty squares.
		{"connect", "walkers", "P2/1p1/3[PPpp] w - - 0 1", 1, 7},
		// Stones or the (not royal) k-piece, on any of 9 squares.
		{"connect", "kingletter", "3/3/3[PPKppk] w - - 0 1", 1, 18},
		// A pawn dropped on ranks 2 to 7 (48 squares), or the king's 5 moves.
		{"drops", "pawndrops", "", 1, 48 + 5},
		// Anywhere empty: 62 squares.
		{"drops", "anywhere", "", 1, 62 + 5},
		// Two knights on the far rank are not three (nor Black's two on
		// its goal): a2-c3 and b1-c3; three are.
		{"flags", "halma", "NN1/n1N/1nn b - - 0 1", 1, 2},
		{"flags", "halma", "NNN/n2/1nn b - - 0 1", 1, 0},
		// Stones fall: on the first rank only (4), then there or on the
		// stone (4 each).
		{"placing", "stack", "", 1, 4},
		{"placing", "stack", "", 2, 16},
		// Not beside the enemy stone on b2: 16 squares less b2, a2, c2,
		// b1 and b3.
		{"placing", "apart", "4/4/1p2/4[PPpp] w - - 0 1", 1, 11},
		// Cloned onto any of 14 empty squares, or a queen's step of the
		// stone on a1 (3 up, 3 along, b2 and c3).
		{"placing", "quad", "", 1, 22},
		{"placing", "walkers", "", 1, 8},
		// Reversi's four start squares on the small board, then those
		// that flip.
		{"placing", "small", "", 1, 4},
		{"placing", "small", "", 2, 12},
		// The king on the hill has won (without the hill, Black's king
		// has 3 moves).
		{"endings", "hill", "8/8/8/8/3K4/8/8/k7 b - - 0 1", 1, 0},
		// Any piece of White's on the far rank has won.
		{"endings", "kingrace", "4K3/8/8/8/8/8/8/k7 b - - 0 1", 1, 0},
		// Both kings royal: a8 must leave the rook's file, h8 may not move.
		{"endings", "twokings", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1", 1, 2},
		// The pawn on g7 steps to g6 and f7, and promotes on h7 and g8
		// (4 choices each); the king has 3 moves.
		{"pawns", "corner", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", 1, 13},
		// e5-e6 promotes to a knight or a bishop; the king has 5 moves.
		{"pawns", "sixth", "k7/8/8/4P3/8/8/8/4K3 w - - 0 1", 1, 7},
		// The king on any of ranks 2 and 3 but a2 (15), the pawn too but
		// not on a3, the a-file holding one (14).
		{"hands", "pile", "8/8/8/8/8/8/P7/8[KPkpp] w - - 0 1", 1, 29},
		// The cannon on c1 hops the king to f1, g1 and h1; the one on a1
		// may not hop the cannon on c1. The king has 5 moves, the knight
		// 60 empty squares.
		{"hands", "cannons", "", 1, 68},
		// Black's knight only on its fifth rank (8), its king 5 moves.
		{"hands", "cannons", "4k3/8/8/8/8/8/8/C1C1K3[Nn] b - - 0 1", 1, 13},
		// The general on e3 may not leave the palace for e4 nor face the
		// other on d3: f3 and e2.
		{"hands", "lowpalace", "3k5/9/9/9/9/9/9/4K4/9/9 w - - 0 1", 1, 2},
		// The advisor on e2 goes to d1 and f1, not d3 or f3; the general
		// on e1 to f1 (d1 faces the other).
		{"hands", "lowpalace", "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", 1, 3},
		// b2 completes a square of four stones and ends the game; the
		// other 9 drops leave 9 replies each (without the square, 90).
		{"connect", "squares", "ppp1/4/P3/PP2[PPPPPppppp] w - - 0 1", 2, 81},
		// The lance goes to a4, to a5 promoted or not, and to a6
		// promoted (where it could not move again); the king 5 moves.
		{"promoted", "lances", "2k2/5/5/L4/5/2K2[] w - - 0 1", 1, 9},
		// The fers promotes (it must) on entering the zone: f7 and
		// d7 as a bishop, and g5 and e5; the king has 5 moves.
		{"promoted", "shinobish", "4k3/8/4M3/8/8/8/8/4K3[] w - - 0 1", 1, 9},
		// A knight drops on any of 62 squares; the king has 5 moves.
		{"promoted", "shinobish", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", 1, 67},
		// The king castles on the second rank both ways (with 8 steps),
		// the rooks have 9 and 8 moves.
		{"endings", "lowcastle", "", 1, 27},
		// With a third king none is royal: a8 3, e8 5, h8 3.
		{"endings", "twokings", "k3k2k/8/8/8/8/8/8/R3K3 b - - 0 1", 1, 11},
		// Black's soldier on b2 has one forward knight's leap, to d1,
		// where it must become the t piece; the king has 3 moves.
		{"sides", "khans", "7k/8/8/8/8/8/1s6/7K b - - 0 1", 1, 4},
		// White's pawn promotes to queen, rook, bishop or knight, never
		// to Black's t; the king has 3 moves.
		{"sides", "khans", "7k/P7/8/8/8/8/8/7K w - - 0 1", 1, 7},
		// The soldier on its fourth rank steps forward or sideways, on its
		// third only forward; the general on d1 goes to d2 (e1 would face
		// the other, c1 is outside the palace).
		{"cut", "fiveranks", "4k4/P8/9/9/3K5 w - - 0 1", 1, 3},
		{"cut", "fiveranks", "4k4/9/P8/9/3K5 w - - 0 1", 1, 2},
		// Black's soldier on a2 (its fourth rank) to a1 or b2; its general
		// on e5 to e4 or f5 (d5 faces the other).
		{"cut", "fiveranks", "4k4/9/9/p8/3K5 b - - 0 1", 1, 4},
		{"cut", "fiveranks", "4k4/9/p8/9/3K5 b - - 0 1", 1, 3},
		// Black's 16 pawn moves, 3 + 2 rook moves, 2 king steps and 2
		// castlings; after White's short castling Black's is gone.
		{"castles", "opposite", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", 1, 25},
		{"castles", "opposite", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", 2, 25*25 - 2},
		// Black without its long right has lost; with it, each of its
		// castlings ends the game (long won, short loses the long right),
		// as does every king or a8-rook move: 25 moves, 16 + 2 go on.
		{"castles", "goal", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQk - 0 1", 1, 0},
		{"castles", "goal", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", 2, (16 + 2) * 25},
		// The pawn on b7 must become a commoner on b8; the commoner on a1
		// has 3 steps.
		{"commoners", "commoners", "7k/1P6/8/8/8/8/8/K7 w - - 0 1", 1, 4},
		// The rook on d8, in the zone, becomes a commoner with each of
		// its 14 moves (7 along the rank, h8 a capture, 7 down the file).
		{"commoners", "commoners", "3R3k/8/8/8/8/8/8/K7 w - - 0 1", 1, 17},
		// In check from the rook: the king's d1, d2, f1 and f2, each with
		// the duck on any of the 60 empty squares (240); a knight's move
		// (a3, c3, d2) with the duck between on e2 to e7 (18); the king's
		// e2 with the duck on e3 to e7 (5).
		{"walls", "atomicduck", "k3r3/8/8/8/8/8/8/1N2K3 w - - 0 1", 1, 263},
		// Isolation's pawn: c1 to b2, c2, d2, b1 and d1 (5), each with a
		// wall on any of the 46 empty squares but c1 (45).
		{"walls", "isolation", "", 1, 5 * 45},
		// Chess's 20 moves, or a wall instead on an empty edge square:
		// a3 to a6, h3 to h6.
		{"walls", "sinking", "", 1, 20 + 8},
		// The king's 5 moves, or a wall on one of the 26 empty edge
		// squares or beside the wall on d5 (d4, d6, c5, e5).
		{"walls", "sinking", "4k3/8/8/3*4/8/8/8/4K3 w - - 0 1", 1, 5 + 26 + 4},
		// In check from the rook on a1: the king's d2, e2, f2, or a wall
		// on b1, c1 or d1 that blocks the check (Fairy-Stockfish's walls
		// never answer a check: 3).
		{"walls", "sinking", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", 1, 3 + 3},
		// The king to d1 or f1, on the edge (26 empty edge squares for
		// the wall), or to d2, e2 or f2, leaving e1 (27).
		{"walls", "rim", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 1, 2*26 + 3*27},
		// The snail on a1 goes to a2, b2 or b1, leaving a wall on a1; the
		// other then has c4, c3 and d3: 9.
		{"walls", "trail", "", 2, 9},
		// c4xc5, the only move, puts the three musketeers on the fifth
		// rank (a5 c5 e5, apart): White loses. Were they to be adjacent,
		// Black's pawn would have a2 and b1.
		{"goals", "musketeers", "M1p1M/2M2/5/5/p4 w - - 0 1", 2, 0},
		// White's goal is full, five of its seven squares White's: White,
		// which has just moved, has won (without blocked, Black's c5 has
		// b4 and d4, e4 d3, e1 d2).
		{"goals", "kono", "PPpPP/P3p/5/5/4p b - - 0 1", 1, 0},
		// Filled by Black's move, the goal counts for White only after
		// White's own: a5-b4, b5-c4, d5-c4, e5-d4, a4-b3.
		{"goals", "kono", "PPpPP/P3p/5/5/4p w - - 0 1", 1, 5},
		// The rook on a6, attacked by the queen, gives Black a move (16);
		// only Qxa6 keeps White from winning, and leaves the king's 3.
		{"goals", "alapo", "R3qk/6/6/6/6/K5 b - - 0 1", 1, 16},
		{"goals", "alapo", "R3qk/6/6/6/6/K5 b - - 0 1", 2, 3},
		// Two on the goal hold it safely, though one is attacked; so does
		// one that nothing attacks; and one that survived the reply wins.
		{"goals", "alapo", "RR2qk/6/6/6/6/K5 b - - 0 1", 1, 0},
		{"goals", "alapo", "R4k/6/6/6/6/K4q b - - 0 1", 1, 0},
		{"goals", "alapo", "R3qk/6/6/6/6/K5 w - - 0 1", 1, 0},
		// White's stones a2 to d2 link its two files, d2 the last: any
		// of the 12 empty squares.
		{"goals", "link", "4/P3/PPP1/4[PPPPpppp] w - - 0 1", 1, 12},
		// a3 b3 b2 c2 d2 link them, turning back down at b: White has
		// won. (Fairy-Stockfish's flood goes east and north only, so it
		// finds no chain and counts Black's 11 drops.)
		{"goals", "link", "4/PP2/1PPP/4[PPPpppp] b - - 0 1", 1, 0},
		// c4 and d3 touch only diagonally, which does not link them: 11.
		{"goals", "link", "1PP1/PP1P/4/4[PPPpppp] b - - 0 1", 1, 11},
		// Pushed in past c1 and a3: from the west b1, g2, g4 to g7; from
		// the east d1, b3, a2, a4 to a7; from below a2, b7, d7 to g7;
		// from above a4, c2, b1, d1 to g1: 21 squares, not a1.
		{"goals", "cfour-anyside", "7/7/7/7/p6/7/2P4[PPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppp] w - - 0 1", 1, 21},
		// The rook on c3 has its 8 rook moves and 8 more along the
		// lines (b4 a5, d4 e5, b2 a1, d2 e1); the king on d1 has 5.
		{"lines", "crossed", "", 1, 16 + 5},
		// The wazir on c3 steps to c4, c2, b3, d3 and along the lines to
		// b4, d4, b2 and d2; the king 5.
		{"lines", "crossed", "1k3/5/2A2/5/3K1 w - - 0 1", 1, 8 + 5},
		// The soldier on b2 steps to b3, a2, c2, and forward along a
		// line to c3 (a3 is off the lines); the king 5.
		{"lines", "crossed", "1k3/5/5/1S3/3K1 w - - 0 1", 1, 4 + 5},
		// The cannon on a1 hops the wazir on b2 to c3, d4 and e5, and the
		// king on d1 to e1; the wazir has b3, b1, a2, c2 and c3 (a1 is
		// the cannon's); the king 5.
		{"lines", "crossed", "1k3/5/5/1A3/C2K1 w - - 0 1", 1, 4 + 5 + 5},
		// The soldier on b4 promotes on b5, once (Fairy-Stockfish lists
		// it twice, b4b5+ and b4b5w), or steps to a4 or c4; the king on
		// a1 has 3.
		{"lines", "mapped", "", 1, 3 + 3},
		// On the last rank it may only step sideways, and must promote.
		{"lines", "mapped", "S3k/5/5/5/K4 w - - 0 1", 1, 1 + 3},
		// No king without king = k: Fairy-Stockfish skips the k and K
		// of startFen, on the board and in hand. White's pawn is dropped
		// on ranks 2 to 5 (32); Black's then on its ranks 2 to 6 (40),
		// less the square White's took there (8 x 40 + 24 x 39).
		{"roots", "nokingdrops", "", 1, 32},
		{"roots", "nokingdrops", "", 2, 8*40 + 24*39},
		// 1k1r4 is read as 2r5 (the k skipped): the rook on c1 goes up
		// to c8 (7, taking there) and along the rank (7).
		{"roots", "shifted", "", 1, 14},
		// Pawns with no promotion choice, promotion mandatory, may not
		// enter the last rank; not mandatory, they enter it as pawns.
		// Counted by Fairy-Stockfish 11.1 (go perft). Before, vdl's
		// import wrote promotion none for both: the maharajah's pawn b2
		// went to b1 and a1 unpromoted (2, not 0), and nochoice counted
		// 220, as stayspawn.
		{"nopromotion", "maharajah", "8/8/8/8/8/8/1p6/M7 b - - 0 1", 1, 0},
		{"nopromotion", "maharajah", "8/8/8/8/p7/8/1p6/M7 b - - 0 1", 2, 12},
		{"nopromotion", "maharajah", "", 3, 9970},
		{"nopromotion", "nochoice", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 3, 170},
		{"nopromotion", "nochoice", "2k5/1P6/8/8/8/8/8/4K3 b - - 0 1", 3, 145},
		{"nopromotion", "nochoice", "rnbqkbnr/pPpppppp/8/8/8/8/P1PPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8529},
		{"nopromotion", "stayspawn", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 3, 220},
		{"nopromotion", "rootnochoice", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 3, 170},
		// Ten ranks and no promotionRank: White promotes on rank 8 only
		// (a7-a8, four choices, and the king's three moves: 7; a8-a9
		// plain: 4, as Fairy-Stockfish 11.1 counts both), Black on rank 1
		// only (a2-a1: 7; a4-a3 plain: 4, from Fairy-Stockfish's default
		// promotionRegion; 11.1, older, promotes on Black's eighth rank,
		// a3). Before, vdl's import wrote ranks 8..10 for both: 7 from
		// a8 and from a4.
		{"tallzones", "tall", "3k4/8/8/P7/8/8/8/8/8/7K w - - 0 1", 1, 7},
		{"tallzones", "tall", "3k4/8/P7/8/8/8/8/8/8/7K w - - 0 1", 1, 4},
		{"tallzones", "tall", "7k/8/8/8/8/8/8/8/p7/7K b - - 0 1", 1, 7},
		{"tallzones", "tall", "7k/8/8/8/8/8/p7/8/8/7K b - - 0 1", 1, 4},
		// Without a parent and without promotionPieceTypes there is no
		// choice (Fairy-Stockfish clears them before reading the
		// section): the pawn may not enter rank 8, and leaves it plainly
		// (3 and 4, as 11.1 counts; before, vdl's import chose the
		// section's Queen: 4).
		{"tallzones", "tallroot", "3k4/8/8/P7/8/8/8/8/8/7K w - - 0 1", 1, 3},
		{"tallzones", "tallroot", "3k4/8/P7/8/8/8/8/8/8/7K w - - 0 1", 1, 4},
		{"tallzones", "tallroot", "7k/8/8/8/8/8/p7/8/8/7K b - - 0 1", 1, 4},
		// With promotionRank = 8 the zone is ranks 8..10 (a8-a9 promotes).
		{"tallzones", "tallrank", "3k4/8/P7/8/8/8/8/8/8/7K w - - 0 1", 1, 7},
		{"tallzones", "tallrank", "7k/8/8/8/8/8/p7/8/8/7K b - - 0 1", 1, 7},
		// Shogi's zone keeps its squares on ten ranks: Black's pawn e5-e4
		// does not promote (1, and the king's 5); before, the inherited
		// ranks 7..9 made Black's ranks 2 to 4 the zone (7). White's
		// e6-e7 enters its zone, promoting or not (2, and 5).
		{"tallzones", "tallshogi", "4k4/9/9/9/9/4p4/9/9/9/4K4[-] b - 0 1", 1, 6},
		{"tallzones", "tallshogi", "4k4/9/9/9/4P4/9/9/9/9/4K4[-] w - 0 1", 1, 7},
	}
	texts := map[string]string{}
	for _, name := range []string{"doublestep", "pseudoroyal", "perpetual", "blast", "connect", "flags", "drops", "placing", "endings", "pawns", "hands", "promoted", "sides", "cut", "castles", "commoners", "walls", "goals", "lines", "zones", "roots", "nopromotion", "tallzones"} {
		src, err := os.ReadFile(filepath.Join("testdata", "import", name+".ini"))
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := Import(src, name+".ini", false)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		texts[name] = got
		path := filepath.Join("testdata", "import", name+".vdl")
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s:\n%s\nwant:\n%s", name, got, want)
		}
	}
	for _, tt := range tests {
		text, ok := texts[tt.file]
		if !ok {
			continue
		}
		v, _, diags := lang.CompileSourceVariant(tt.file+".vdl", []byte(text), tt.variant)
		if diags.Err() != nil {
			t.Errorf("%s: %v", tt.variant, diags.Err())
			continue
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Errorf("%s: %v", tt.variant, err)
			continue
		}
		fen := tt.fen
		if fen == "" {
			fen = v.Setup
		}
		p, err := g.ParseFEN(fen)
		if err != nil {
			t.Errorf("%s: %v", tt.variant, err)
			continue
		}
		if got := p.Perft(tt.depth); got != tt.want {
			t.Errorf("%s perft %d from %s: %d, want %d", tt.variant, tt.depth, fen, got, tt.want)
		}
	}
}

// Connect and counted reach endings export as connectN and
// flagPieceCount, and import back to the same counts.
func TestExportNewEndings(t *testing.T) {
	src := `
piece Stone s ""
piece Runner r "mK"
variant four {
	board 4x4
	pieces Stone King
	royal King
	setup "4/4/4/4[SSSSSSSSssssssss] w - - 0 1"
	drops { pieces Stone }
	repetition 3
	ending { connect 4; lines ranks files; side each; winner other }
}
variant block {
	board 3x3
	pieces Stone King
	royal King
	setup "3/3/3[SSSSSsssss] w - - 0 1"
	drops { pieces Stone }
	repetition 3
	ending { connect 2; square; side each; winner side }
}
variant camp {
	board 3x3
	pieces Runner King
	royal King
	setup "rrr/3/RRR w - - 0 1"
	repetition 3
	ending { reach Runner; side white; winner side; rank 3; at-least 3 }
	ending { reach Runner; side black; winner side; rank 3; at-least 3 }
}
`
	tests := []struct {
		variant, fen string
		depth        int
		want         uint64
		keys         []string
	}{
		// d4 fills White's last rank and loses: 9 drops x 9 replies.
		{"four", "SSS1/sss1/4/4[SSSSSsssss] w - - 0 1", 2, 81, []string{"connectN = 4", "connectDiagonal = false", "connectValue = loss"}},
		// Two runners on the last rank are not three, nor Black's two on
		// its goal: a2-a1, a2-b2, b1-a1, b1-b2 and c1-b2; three are.
		{"camp", "RR1/r1R/1rr b - - 0 1", 1, 5, []string{"flagPieceCount = 3"}},
		{"camp", "RRR/r2/1rr b - - 0 1", 1, 0, nil},
		// b1 completes a square of White's; a3, c3 and c2 leave Black 3
		// replies each.
		{"block", "1s1/SS1/S1s[SSsss] w - - 0 1", 2, 9, []string{"connectNxN = 2"}},
	}
	for _, tt := range tests {
		v, _, diags := lang.CompileSourceVariant("new.vdl", []byte(src), tt.variant)
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		section, err := Export(v)
		if err != nil {
			t.Errorf("%s: %v", tt.variant, err)
			continue
		}
		for _, k := range tt.keys {
			if !strings.Contains(section, k+"\n") {
				t.Errorf("%s: %q lacks %q", tt.variant, section, k)
			}
		}
		back, _, err := Import([]byte(section), tt.variant+".ini", false)
		if err != nil {
			t.Errorf("%s exported:\n%s\nimports with %v", tt.variant, section, err)
			continue
		}
		for i, text := range []string{src, back} {
			w, _, diags := lang.CompileSourceVariant("x.vdl", []byte(text), tt.variant)
			if diags.Err() != nil {
				t.Errorf("%s: %v", tt.variant, diags.Err())
				continue
			}
			g, err := interp.NewGame(w)
			if err != nil {
				t.Errorf("%s: %v", tt.variant, err)
				continue
			}
			p, err := g.ParseFEN(tt.fen)
			if err != nil {
				t.Errorf("%s: %v", tt.variant, err)
				continue
			}
			if got := p.Perft(tt.depth); got != tt.want {
				t.Errorf("%s (%s): perft %d from %s: %d, want %d\n%s", tt.variant, []string{"vdl", "exported and imported back"}[i], tt.depth, tt.fen, got, tt.want, section)
			}
		}
	}
}

// A section whose parent is imported only in part is refused with it.
func TestImportPartialParent(t *testing.T) {
	ini := "[a:chess]\nfrobnicate = 1\n\n[b:a]\nmaxRank = 7\n"
	_, _, err := Import([]byte(ini), "x.ini", false)
	if err == nil || !strings.Contains(err.Error(), "x.ini:4: [b:a]: the parent section is not imported whole") {
		t.Errorf("got %v", err)
	}
}

// stalemate ... by-count exports as stalematePieceCount and imports back
// to the same rule.
func TestExportStalemateByCount(t *testing.T) {
	src := `
variant counted extends chess {
	stalemate loss by-count
}
variant plain extends chess {
	stalemate loss
}
`
	for _, tt := range []struct {
		variant string
		counted bool
	}{{"counted", true}, {"plain", false}} {
		v, _, diags := lang.CompileSourceVariant("x.vdl", []byte(src), tt.variant)
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		section, err := Export(v)
		if err != nil {
			t.Fatalf("%s: %v", tt.variant, err)
		}
		if got := strings.Contains(section, "stalematePieceCount = true\n"); got != tt.counted {
			t.Errorf("%s: stalematePieceCount written %v, want %v:\n%s", tt.variant, got, tt.counted, section)
		}
		back, _, err := Import([]byte(section), tt.variant+".ini", false)
		if err != nil {
			t.Fatalf("%s exported:\n%s\nimports with %v", tt.variant, section, err)
		}
		w, _, diags := lang.CompileSourceVariant("y.vdl", []byte(back), tt.variant)
		if diags.Err() != nil {
			t.Fatalf("%s: %v\n%s", tt.variant, diags.Err(), back)
		}
		if w.Rules.Stalemate != v.Rules.Stalemate || w.Rules.StalemateByCount != tt.counted {
			t.Errorf("%s imported back: stalemate %s by-count %v, want %s by-count %v\n%s", tt.variant, w.Rules.Stalemate, w.Rules.StalemateByCount, v.Rules.Stalemate, tt.counted, back)
		}
	}
}

// The castled and castling-lost endings export as castlingWins where they
// say what it says, and import back to the same counts; else each is
// refused with its reason.
func TestExportCastlingWins(t *testing.T) {
	src := `
variant long extends chess {
	ending "castled" { castled queenside; side black; winner side }
	ending "castling lost" { castling-lost queenside; side black; winner other }
}
variant short extends chess {
	ending "castled" { castled kingside; side each; winner side }
	ending "castling lost" { castling-lost kingside; side each; winner other }
}
variant alone extends chess {
	ending "castled" { castled queenside; side black; winner side }
}
variant lostfirst extends chess {
	ending "castling lost" { castling-lost queenside; side black; winner other }
	ending "castled" { castled queenside; side black; winner side }
}
variant wings extends chess {
	ending "castled" { castled queenside; side white; winner side }
	ending "castled short" { castled kingside; side white; winner side }
	ending "castling lost" { castling-lost queenside; side white; winner other }
	ending "lost short" { castling-lost kingside; side white; winner other }
}
variant turns extends chess {
	ending "castled" { castled queenside; side black; winner side }
	ending "castled short" { castled kingside; side white; winner side }
	ending "castling lost" { castling-lost queenside; side black; winner other }
	ending "lost short" { castling-lost kingside; side white; winner other }
}
variant late extends chess {
	ending "castled" { castled queenside; side black; winner side }
	ending "castling lost" { castling-lost queenside; side black; winner other }
	ending "no queens" { extinction Queen; side each; winner other }
}
variant loses extends chess {
	ending "castled" { castled queenside; side black; winner other }
	ending "castling lost" { castling-lost queenside; side black; winner other }
}
`
	const fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R %s KQkq - 0 1"
	tests := []struct {
		variant, side string
		depth         int
		want          uint64
		key, refused  string
	}{
		// Black's castlings end the game (long wins, short loses the
		// long right), as do its king's and a8-rook's moves: of 25, 16
		// pawn moves and h8-g8, h8-f8 go on, White replying 25 ways.
		{"long", "b", 2, (16 + 2) * 25, "castlingWins = q", ""},
		// Short castling wins; any other king or h1-rook move (O-O-O
		// too) loses the short right: 16 pawn moves and a1-b1, c1, d1 go on.
		{"short", "w", 2, (16 + 3) * 25, "castlingWins = Kk", ""},
		{"alone", "", 0, 0, "", "castling that wins without losing the right"},
		{"lostfirst", "", 0, 0, "", "castling after a castling-lost ending"},
		{"wings", "", 0, 0, "", "both wings of one side"},
		{"turns", "", 0, 0, "", "each side in turn"},
		{"loses", "", 0, 0, "", "with winner other"},
		{"late", "", 0, 0, "", "ending no queens after a castling ending"},
	}
	for _, tt := range tests {
		v, _, diags := lang.CompileSourceVariant("castle.vdl", []byte(src), tt.variant)
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		section, err := Export(v)
		if tt.refused != "" {
			if err == nil || !strings.Contains(err.Error(), tt.refused) {
				t.Errorf("%s: exported with %v, want refused for %q:\n%s", tt.variant, err, tt.refused, section)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.variant, err)
			continue
		}
		if !strings.Contains(section, tt.key+"\n") {
			t.Errorf("%s: %q lacks %q", tt.variant, section, tt.key)
		}
		back, _, err := Import([]byte(section), tt.variant+".ini", false)
		if err != nil {
			t.Errorf("%s exported:\n%s\nimports with %v", tt.variant, section, err)
			continue
		}
		for i, text := range []string{src, back} {
			w, _, diags := lang.CompileSourceVariant("x.vdl", []byte(text), tt.variant)
			if diags.Err() != nil {
				t.Errorf("%s: %v", tt.variant, diags.Err())
				continue
			}
			g, err := interp.NewGame(w)
			if err != nil {
				t.Errorf("%s: %v", tt.variant, err)
				continue
			}
			p, err := g.ParseFEN(strings.Replace(fen, "%s", tt.side, 1))
			if err != nil {
				t.Errorf("%s: %v", tt.variant, err)
				continue
			}
			if got := p.Perft(tt.depth); got != tt.want {
				t.Errorf("%s (%s): perft %d: %d, want %d\n%s", tt.variant, []string{"vdl", "exported and imported back"}[i], tt.depth, got, tt.want, section)
			}
		}
	}
}

// A pawn that double- and triple-steps from regions of its own (as vdl
// import writes doubleStepRegion and tripleStepRegion) exports as those
// keys; Fairy-Stockfish, where it reads them, counts the hand-worked
// perfts of TestImportKeys.
func TestExportStepRegions(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "import", "doublestep.vdl"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		variant string
		want    []string // lines of the section
		fen     string
		perft   uint64
	}{
		// Pawns on their third rank, which Fairy-Stockfish's default
		// region does not double-step from: 8 single steps, 5 king moves.
		{"thirdrank", []string{"pawn = p", "doubleStep = true", "doubleStepRegionWhite = *2", "doubleStepRegionBlack = *7"}, "", 13},
		// Double steps from the third rank too: 16 more.
		{"regions", []string{"doubleStepRegionWhite = *2 *3", "doubleStepRegionBlack = *7", "tripleStepRegionWhite = *2", "tripleStepRegionBlack = *7"}, "", 21},
		// From the second rank one, two or three squares; the king 5.
		{"regions", nil, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", 8},
	}
	dir := t.TempDir()
	var bin string
	for _, tt := range tests {
		v, _, diags := lang.CompileSourceVariant("doublestep.vdl", src, tt.variant)
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		text, err := Export(v)
		if err != nil {
			t.Errorf("%s: %v", tt.variant, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(text, "\n"+w+"\n") {
				t.Errorf("%s: the section has no line %q:\n%s", tt.variant, w, text)
			}
		}
		if os.Getenv("VDL_FSF") == "" {
			continue // Debian's Fairy-Stockfish 11.1 does not read the step regions
		}
		if bin == "" {
			bin = fsftest.Binary(t)
		}
		path := filepath.Join(dir, tt.variant+".ini")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		fen := tt.fen
		if fen == "" {
			fen = v.Setup
		}
		got, err := fsfPerft(bin, perftJob{ini: path, name: tt.variant, fen: fen, depth: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got != int64(tt.perft) {
			t.Errorf("%s from %q: Fairy-Stockfish counts %d, want %d", tt.variant, tt.fen, got, tt.perft)
		}
	}
}

// A region that anything but the pawn's steps uses is still refused, as
// is a triple step from squares the pawn does not double-step from.
func TestExportStepRegionsRefused(t *testing.T) {
	tests := []struct{ src, want string }{
		{`variant v extends chess {
	region steps { white rank 2 rank 3; black rank 7 }
	region far { white rank 4; black rank 5 }
	piece Pawn p "fmWfceF" { from steps "ifmnD"; from far "ifmnH" }
}`, "piece Pawn triple-steps from squares it does not double-step from"},
		{`variant v extends chess {
	region home { white rank 1 rank 2; black rank 7 rank 8 }
	piece Pawn p "fmWfceF" { from home "ifmnD" }
	confine home King
}`, "regions (confined pieces"},
	}
	for _, tt := range tests {
		v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(tt.src), "v")
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		_, err := Export(v)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("got %v, want a refusal saying %q", err, tt.want)
		}
	}
}
