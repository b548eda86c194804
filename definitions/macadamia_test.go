package definitions_test

import (
	"slices"
	"strings"
	"testing"
)

// Macadamia Shogi (definitions/hachu.vdl): counts and moves worked out by
// hand from the rules (chessvariants.org's Macadamia Shogi), White moving
// up the board. The boards are 13x13: "13" is an empty rank.

// TestMacadamiaCounts: how many moves a side or a piece has, counted by
// hand.
func TestMacadamiaCounts(t *testing.T) {
	for _, c := range []struct {
		name, fen, from string
		want            int
	}{
		// From the start (perft 1): eleven Pawns step (d4 and j4 stand
		// behind the Snakes), the Snakes step to d6 and j6 (2); on the
		// third rank the Rooks step back to a2 and m2 (2), the Left Chariot
		// slides back-right to c2, the Right Chariot back-left to k2, the
		// Bishops to c2 and e2, i2 and k2 (4), the Castles step back to e2
		// and i2 (2), the Capricorner goes back-left to e2 (its turns there
		// reach its own Bishop and Priest), the Guardian steps back to k2
		// (12); on the second rank the Lion steps to c2 or e2 or passes (3),
		// the Tigers step sideways to e2 and i2 (2), the Wolf steps to i2
		// or k2, leaps three squares to g5, m5 or m2, or passes (6); on the
		// first rank the Lances step to a2 and m2 (2), the Kirin to a2 or
		// c2, the Coppers to c2 and k2, the Silvers to c2, e2, i2 and k2,
		// the Golds to e2 and i2, the Priest to e2, the Pirate to i2 (12):
		// 11+2+12+11+14 = 50.
		{"start", "", "", 50},
		// Alone on g7 (White's King on a1, Black's on m12, off the lines
		// through g7): the Saint slides as a Queen, 12 squares along the
		// rank, 12 along the file, 5+6 along the a1-m13 diagonal (a1 is
		// its King's), 6+6 along the other; its Wolf moves add the pass:
		// 48. The Ghost: the Queen's 47, the 8 knight leaps of its Lion
		// moves, the pass: 56. The Berserker: the 24 squares up to three
		// king steps away along the lines, the 8 knight leaps, the pass:
		// 33.
		{"saint", "13/12k/13/13/13/13/6WI6/13/13/13/13/13/K12 w - - 0 1", "g7", 48},
		{"ghost", "13/12k/13/13/13/13/6WJ6/13/13/13/13/13/K12 w - - 0 1", "g7", 56},
		{"berserker", "13/12k/13/13/13/13/6VL6/13/13/13/13/13/K12 w - - 0 1", "g7", 33},
		// The Hook Mover on g7 reaches every square of the board by a rook
		// move or a rook move and a quarter turn, but its own: 168, less its
		// King's a1 and Black's King's m13, shielded by Pawns on l13 and
		// m12 (which it takes, promoting to a Gold or not): 166 + 2.
		{"hook mover", "11pk/12p/13/13/13/13/6YH6/13/13/13/13/13/K12 w - - 0 1", "g7", 168},
		// The Capricorner on g7 reaches every square of its colour (85 on
		// the board, its own g7 one) by a bishop move and a quarter turn,
		// but its King's a1 and Black's King's m13, shielded by a Pawn on
		// l12 (which it takes, promoting to a Gold or not): 82 + 1.
		{"capricorner", "12k/11p1/13/13/13/13/6YC6/13/13/13/13/13/K12 w - - 0 1", "g7", 83},
		// The Priest on g7: diagonally forward to f8 and h8, back to its
		// right to h6, sideways to its left to f7; the Pirate its mirror
		// image: f8, h8, f6, h7. A Black Priest on g7 turned half round:
		// h6, f6, f8 and h7.
		{"priest", "13/12k/13/13/13/13/6ZI6/13/13/13/13/13/K12 w - - 0 1", "g7", 4},
		{"pirate", "13/12k/13/13/13/13/6ZJ6/13/13/13/13/13/K12 w - - 0 1", "g7", 4},
		// The Unicorn: 12 squares sideways, 2+2 on the file, 3 along each
		// diagonal: 28; the Golden Bird: 12 on the file, 2+2 sideways, 12
		// diagonally: 28. The Running Tiger on g7 slides diagonally (5+6+6+6
		// less ... : a1 is its King's, so 5 down-left) and sideways and
		// straight back (6+6+6): 41.
		// The Emperor on g7 leaps to any square of the board: 168 but its
		// own, less its King's a1 (with two royals, neither is royal, so it
		// may go where it is attacked), Black's King on m12 taken: 167.
		{"emperor", "13/12k/13/13/13/13/6+K6/13/13/13/13/13/K12 w - - 0 1", "g7", 167},
		{"unicorn", "13/12k/13/13/13/13/6+O6/13/13/13/13/13/K12 w - - 0 1", "g7", 28},
		{"golden bird", "13/12k/13/13/13/13/6+X6/13/13/13/13/13/K12 w - - 0 1", "g7", 28},
		{"running tiger", "13/12k/13/13/13/13/6+T6/13/13/13/13/13/K12 w - - 0 1", "g7", 41},
		// On g7 likewise: the Wrestler 3 squares along each diagonal and a
		// step sideways (14); the Guardian 3 along each orthogonal and a
		// step diagonally forward (14); the Left Chariot 6 up the file, a
		// step back, 6 up-left and 6 down-right (19); the Right Chariot 6
		// up, a step back, 6 up-right and 5 down-left, a1 being its King's
		// (18); the Snake a step up or down (2). The promoted: the Running
		// Gold 24 along the rank and file and 6+6 diagonally forward (36);
		// the Running Silver 6+6+5+6 diagonally and 6 up (29); the Running
		// Copper 6+6 on the file and 6+6 diagonally forward (24); the
		// Sliding Snake 6+6 on the file (12); the Tokin a Gold's 6 steps;
		// the Prince a King's 8.
		{"wrestler", "13/12k/13/13/13/13/6ZW6/13/13/13/13/13/K12 w - - 0 1", "g7", 14},
		{"guardian", "13/12k/13/13/13/13/6ZG6/13/13/13/13/13/K12 w - - 0 1", "g7", 14},
		{"left chariot", "13/12k/13/13/13/13/6ZL6/13/13/13/13/13/K12 w - - 0 1", "g7", 19},
		{"right chariot", "13/12k/13/13/13/13/6ZR6/13/13/13/13/13/K12 w - - 0 1", "g7", 18},
		{"snake", "13/12k/13/13/13/13/6ZP6/13/13/13/13/13/K12 w - - 0 1", "g7", 2},
		{"running gold", "13/12k/13/13/13/13/6+G6/13/13/13/13/13/K12 w - - 0 1", "g7", 36},
		{"running silver", "13/12k/13/13/13/13/6+S6/13/13/13/13/13/K12 w - - 0 1", "g7", 29},
		{"running copper", "13/12k/13/13/13/13/6+C6/13/13/13/13/13/K12 w - - 0 1", "g7", 24},
		{"sliding snake", "13/12k/13/13/13/13/6WP6/13/13/13/13/13/K12 w - - 0 1", "g7", 12},
		{"tokin", "13/12k/13/13/13/13/6+P6/13/13/13/13/13/K12 w - - 0 1", "g7", 6},
		{"prince", "13/12k/13/13/13/13/6+E6/13/13/13/13/13/K12 w - - 0 1", "g7", 8},
	} {
		_, p := bundledPosition(t, "macadamia-shogi", c.fen)
		if got := len(legalFrom(p, c.from)); got != c.want {
			t.Errorf("%s: %d moves, want %d: %v", c.name, got, c.want, legalFrom(p, c.from))
		}
	}
}

// TestMacadamiaMoves: promotion by capture, optional and wherever the
// piece stands; no promotion for the Queen and Castle; the Priest's and
// Pirate's steps for each side.
func TestMacadamiaMoves(t *testing.T) {
	for _, c := range []struct {
		name, fen, from string
		want            []string
	}{
		// A Gold on e5 next to a Black Pawn on f6: it takes it promoting
		// (to a Running Gold) or not.
		{"gold", "12k/13/13/13/13/13/13/5p7/4G8/13/13/13/K12 w - - 0 1", "e5",
			[]string{"e5d5", "e5d6", "e5e4", "e5e6", "e5f5", "e5f6", "e5f6+"}},
		// A Gold takes a Black Tokin (a promoted piece) on f6: it must
		// promote.
		{"gold takes a promoted piece", "12k/13/13/13/13/13/13/5+p7/4G8/13/13/13/K12 w - - 0 1", "e5",
			[]string{"e5d5", "e5d6", "e5e4", "e5e6", "e5f5", "e5f6+"}},
		// A Lion takes a Black Tokin on f6 on the way to g7, or a Pawn
		// there and the Tokin on f6 after: promoting (to a Berserker)
		// either way; taking the Pawn on g7 alone (leaping) it may decline.
		{"lion takes a promoted piece on the way", "12k/13/13/13/13/13/6p6/5+p7/4YL8/13/13/13/K12 w - - 0 1", "e5f6,f6g7",
			[]string{"e5f6,f6g7+"}},
		{"lion leaps to take a pawn", "12k/13/13/13/13/13/6p6/5+p7/4YL8/13/13/13/K12 w - - 0 1", "e5g7",
			[]string{"e5g7", "e5g7+"}},
		// A Queen takes without promoting: it has no promoted form.
		{"queen", "12k/13/13/13/13/13/13/13/4pQ7/4P8/13/13/K12 w - - 0 1", "f5",
			nil},
		// A Pawn takes straight ahead, promoting (to a Tokin) or not.
		{"pawn", "12k/13/13/13/13/13/13/4p8/4P8/13/13/13/K12 w - - 0 1", "e5", []string{"e5e6", "e5e6+"}},
		// A Black Priest on g7 (turned half round): h6, f6, f8 and h7.
		{"black priest", "12k/13/13/13/13/13/6zi6/13/13/13/13/13/K12 b - - 0 1", "g7",
			[]string{"g7f6", "g7f8", "g7h6", "g7h7"}},
		// A Black Pirate on g7: h6, f6, h8 and f7.
		{"black pirate", "12k/13/13/13/13/13/6zj6/13/13/13/13/13/K12 b - - 0 1", "g7",
			[]string{"g7f6", "g7f7", "g7h6", "g7h8"}},
	} {
		_, p := bundledPosition(t, "macadamia-shogi", c.fen)
		got := legalFrom(p, c.from)
		if c.want == nil {
			// The Queen: every move is without promotion.
			if len(got) == 0 || slices.ContainsFunc(got, func(m string) bool { return strings.HasSuffix(m, "+") }) {
				t.Errorf("%s: %v, want moves none of which promotes", c.name, got)
			}
			continue
		}
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got  %v\n want %v", c.name, got, want)
		}
	}
}

// TestMacadamiaContagion: a piece that takes a Priest or a Saint becomes
// a Saint, one that takes a Pirate or a Ghost a Ghost, after any
// promotion (which a capture of the promoted Saint or Ghost forces); a
// King, Prince, Emperor or Elephant stays what it is.
func TestMacadamiaContagion(t *testing.T) {
	for _, c := range []struct {
		name, fen, move, want string
	}{
		// A Rook on d5 takes a Black Saint on d9, promoting (to a Gold),
		// as a capture of a promoted piece must, then turning: a Saint.
		{"rook takes saint", "12k/13/13/13/3wi9/13/13/13/3R9/13/13/13/K12 w - - 0 1", "d5d9+", "Saint"},
		// A Lion takes a Ghost (promoting to a Berserker): a Ghost.
		{"lion takes ghost", "12k/13/13/13/13/13/13/3wj9/3YL9/13/13/13/K12 w - - 0 1", "d5d6+", "Ghost"},
		// An Elephant takes a Saint, promoting to a Prince, and stays one.
		{"elephant takes saint", "12k/13/13/13/13/13/13/3wi9/3E9/13/13/13/K12 w - - 0 1", "d5d6+", "Prince"},
		// A piece that takes a Priest becomes a Saint, promoting first or
		// not; one that takes a Pirate a Ghost.
		{"rook takes priest", "12k/13/13/13/3zi9/13/13/13/3R9/13/13/13/K12 w - - 0 1", "d5d9", "Saint"},
		{"rook takes priest, promoting", "12k/13/13/13/3zi9/13/13/13/3R9/13/13/13/K12 w - - 0 1", "d5d9+", "Saint"},
		{"rook takes pirate", "12k/13/13/13/3zj9/13/13/13/3R9/13/13/13/K12 w - - 0 1", "d5d9", "Ghost"},
		// A King stays a King (or becomes an Emperor).
		{"king takes pirate", "12k/13/13/13/13/13/13/13/13/13/13/1zj11/K12 w - - 0 1", "a1b2", "King"},
		// A Saint that takes a Priest stays a Saint.
		{"saint takes priest", "12k/13/13/13/3zi9/13/13/13/3WI9/13/13/13/K12 w - - 0 1", "d5d9", "Saint"},
	} {
		g, p := bundledPosition(t, "macadamia-shogi", c.fen)
		playMoves(t, p, c.move)
		to, err := g.ParseSquare(c.move[2:4])
		if err != nil {
			t.Fatal(err)
		}
		typ, _, ok := p.PieceAt(to)
		if !ok || g.V.Pieces[typ].Name != c.want {
			t.Errorf("%s: %s after %s, want %s", c.name, p.FEN(), c.move, c.want)
		}
	}
}
