package definitions_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// Omega chess (omega.vdl). No outside engine plays it (Fairy-Stockfish's
// boards stop at 12x10), so its moves are checked three ways: depth-1
// counts worked out by hand from the rules; perft against omRef, a move
// generator written below from the rules alone (a 12x12 mailbox with its
// own FEN reader, sharing nothing with the interpreter's tables); and the
// mirror image of each position (ranks turned over, colours swapped),
// which must count the same.
//
// Squares are vdl's names on the 12x12 grid: Omega's a0 is b2, its wizard
// squares w1..w4 are a1, l1, l12 and a12.

// omFEN writes an Omega FEN from placements such as "Kg2", "wa1" (the
// case of the letter is the colour) with the side to move and castling
// rights; holes are written where the frame has them.
func omFEN(side, rights string, pieces ...string) string {
	at := map[string]string{}
	for _, p := range pieces {
		at[p[1:]] = p[:1]
	}
	var rows []string
	for r := 11; r >= 0; r-- {
		row, empty := "", 0
		flush := func() {
			if empty > 0 {
				row += strconv.Itoa(empty)
			}
			empty = 0
		}
		for f := 0; f < 12; f++ {
			switch p := at[omName(omSq(f, r))]; {
			case omIsHole(f, r):
				flush()
				row += "*"
			case p != "":
				flush()
				row += p
			default:
				empty++
			}
		}
		flush()
		rows = append(rows, row)
	}
	return strings.Join(rows, "/") + " " + side + " " + rights + " - 0 1"
}

func TestOmegaByHand(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		want      uint64
		moves     map[string]string // square -> its moves, all of them
	}{
		// The start: ten pawns with one, two or three steps each (30);
		// the knights d2 and i2 to c4 e4 and h4 j4 (4; their other leaps
		// land on their own pawns, on holes or off the grid); the
		// Champion b2 leaps to b4 (two up) and d4 (two diagonally), its
		// steps and other leaps end on its own men, holes or off the grid,
		// and k2 likewise to k4 and i4 (4); the Wizard a1 steps only to
		// b2, its own Champion, and leaps as a camel to b4 (its (3,1)
		// leap, d2, is its own Knight), l1 likewise to k4 (2). 40.
		{"start", "", 40, map[string]string{
			"a1": "a1b4", "b2": "b2b4 b2d4", "e3": "e3e4 e3e5 e3e6", "d2": "d2c4 d2e4"}},
		// Corner squares. The Wizard on a1 steps to b2 and leaps to b4
		// and d2, over the holes between (3); a Champion on l1 has only
		// its two-square diagonal leap to j3 (its steps and straight
		// leaps all end on holes) (1); the King on g2 has f2 h2 f3 g3 h3,
		// f1 g1 h1 being holes (5). 9.
		{"corners", omFEN("w", "-", "Kg2", "Wa1", "Cl1", "kg11"), 9, map[string]string{
			"a1": "a1b2 a1b4 a1d2", "l1": "l1j3"}},
		// A Champion near the frame, on c3: steps to c4 c2 b3 d3 (a3 is a
		// hole), leaps two diagonally to e5 and to a1, the wizard square,
		// where it takes the black Wizard (a5 and e1 are holes), and two
		// straight to c5 and e3 (c1 and a3 are holes) (8); the King 5;
		// the Wizard on a1 attacks b2 b4 d2, none of the King's. 13.
		{"champion", omFEN("w", "-", "Kg2", "Cc3", "kg11", "wa1"), 13, map[string]string{
			"c3": "c3c4 c3c2 c3b3 c3d3 c3e5 c3a1 c3c5 c3e3"}},
		// Pawns: e3 advances one, two or three (3); h3, with a black Rook
		// on h6, only one or two (2); b10 promotes on b11 (the field's
		// last rank) to each of six pieces (6; a11 is a hole, c11 empty);
		// the King goes to f2 h2 f3 g3, none attacked (the Rook's file
		// stops at h3) (4). 15.
		{"pawns", omFEN("w", "-", "Kg2", "Pe3", "Ph3", "Pb10", "kg11", "rh6", "pd6", "pf5"), 15, map[string]string{
			"e3": "e3e4 e3e5 e3e6", "h3": "h3h4 h3h5", "b10": "b10b11q b10b11r b10b11b b10b11n b10b11c b10b11w"}},
		// Castling: the Rook on h9 attacks h2, the square the King crosses
		// to castle kingside, and h3: the King has f2 f3 g3 and castles
		// queenside only (to e2; f2 and e2 are not attacked, d2 need only
		// be empty) (4); the Rook on c2 takes b2 (a2 is a hole), d2 e2 f2
		// and c3..c11 (13), the one on j2 i2 h2 k2 and j3..j11 (12). 29.
		{"castling through an attacked square", omFEN("w", "KQ", "Kg2", "Rc2", "Rj2", "kg11", "rh9"), 29, map[string]string{
			"g2": "g2f2 g2f3 g2g3 g2e2"}},
		// Castling into check through the Rook's square: a black Rook on
		// b2 attacks only c2, where White's Rook stands, so neither f2 nor
		// e2 is attacked before castling; but after it the Rook would have
		// left c2 for f2 and the King on e2 would stand in the black
		// Rook's line. No castling. The Rook on c2 is pinned: it moves
		// along the rank only, to b2 (taking), d2, e2, f2 (4); the King 5.
		// 9.
		{"castling into check", omFEN("w", "Q", "Kg2", "Rc2", "kg11", "rb2"), 9, map[string]string{
			"g2": "g2f2 g2h2 g2f3 g2g3 g2h3"}},
		// The same with the black Rook on b3: the right was there, and
		// now the King castles to e2 (rank 2 is free of attack); the Rook
		// attacks f3 g3 h3, so the King steps only to f2 h2 (3); the Rook
		// on c2 goes to b2 d2 e2 f2 and c3..c11 (13). 16.
		{"castling", omFEN("w", "Q", "Kg2", "Rc2", "kg11", "rb3"), 16, map[string]string{
			"g2": "g2f2 g2h2 g2e2"}},
	} {
		g, p := bundledPosition(t, "omega", c.fen)
		if n := p.Perft(1); n != c.want {
			t.Errorf("%s: perft 1 = %d, want %d", c.name, n, c.want)
		}
		if n := omParse(t, p.FEN()).perft(1); n != c.want {
			t.Errorf("%s: omRef counts %d, want %d", c.name, n, c.want)
		}
		for from, want := range c.moves {
			spWantMoves(t, g, p, from, want)
		}
	}
}

// TestOmegaEnPassant: a pawn that advanced two or three squares may be
// taken en passant on each square it passed, by the next move only.
func TestOmegaEnPassant(t *testing.T) {
	fen := omFEN("w", "-", "Kg2", "Pe3", "kg11", "pd6", "pf5")
	for _, c := range []struct {
		name, moves, want string
		n                 uint64
	}{
		// After e3e6 (passing e4 and e5) the pawn on d6, which attacks e5,
		// and the one on f5, which attacks e4, may each take it there;
		// with their steps d5 and f4 and the King's five squares (f11
		// h11 f10 g10 h10): 9.
		{"triple step", "e3e6", "d6d5 d6e5 f5f4 f5e4", 9},
		// After e3e5 (passing e4) f5 takes en passant on e4, d6 takes
		// the pawn itself on e5: 9 again.
		{"double step", "e3e5", "d6d5 d6e5 f5f4 f5e4", 9},
		// After e3e6 and a waiting move the right is gone: f5 only steps.
		{"next move only", "e3e6 g11h11 g2h2", "d6d5 f5f4", 0},
	} {
		g, p := bundledPosition(t, "omega", fen)
		playMoves(t, p, c.moves)
		spWantMoves(t, g, p, "d6", strings.Join(omFrom(c.want, "d6"), " "))
		spWantMoves(t, g, p, "f5", strings.Join(omFrom(c.want, "f5"), " "))
		if c.n != 0 {
			if n := p.Perft(1); n != c.n {
				t.Errorf("%s: perft 1 = %d, want %d", c.name, n, c.n)
			}
			if n := omParse(t, p.FEN()).perft(1); n != c.n {
				t.Errorf("%s: omRef counts %d after %s, want %d", c.name, n, p.FEN(), c.n)
			}
		}
	}
	// The capture on e5 removes the pawn on e6.
	_, p := bundledPosition(t, "omega", fen)
	playMoves(t, p, "e3e6 d6e5")
	if want := strings.Replace(omFEN("w", "-", "Kg2", "kg11", "pe5", "pf5"), " 0 1", " 0 2", 1); p.FEN() != want {
		t.Errorf("after e3e6 d6e5: %s, want %s", p.FEN(), want)
	}
}

// omFrom keeps the moves of list that start on square from.
func omFrom(list, from string) []string {
	var out []string
	for _, m := range strings.Fields(list) {
		if strings.HasPrefix(m, from) {
			out = append(out, m)
		}
	}
	return out
}

// TestOmegaPerftReference compares vdl's perft with omRef's at depths 1
// to 3 (4 from the start) from the start, from the positions of the
// hand-worked tests and from positions reached by random moves (made with
// vdl, then read back from their FEN by both), and with the perft of each
// position's mirror image. From the start both count 40, 1,600, 67,202
// and 2,819,484 at depths 1 to 4.
func TestOmegaPerftReference(t *testing.T) {
	g, start := bundledPosition(t, "omega", "")
	fens := []string{
		start.FEN(),
		omFEN("w", "-", "Kg2", "Wa1", "Cl1", "kg11"),
		omFEN("w", "-", "Kg2", "Cc3", "kg11", "wa1"),
		omFEN("w", "-", "Kg2", "Pe3", "Ph3", "Pb10", "kg11", "rh6", "pd6", "pf5"),
		omFEN("w", "KQ", "Kg2", "Rc2", "Rj2", "kg11", "rh9"),
		omFEN("w", "Q", "Kg2", "Rc2", "kg11", "rb2"),
		omFEN("w", "Q", "Kg2", "Rc2", "kg11", "rb3"),
		// Both sides may castle either way, and pawns on both start ranks
		// may step three.
		omFEN("b", "KQkq", "Kg2", "Rc2", "Rj2", "Pb3", "Pf3", "Pj3", "Nh5", "kg11", "rc11", "rj11", "pe10", "pi10", "bd8", "cb9"),
	}
	rng := rand.New(rand.NewPCG(1992, 104))
	for len(fens) < 20 {
		p := start.Clone()
		for ply := 0; ply < 8+rng.IntN(150); ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
		fens = append(fens, p.FEN())
	}
	for i, f := range fens {
		depth := 3
		if i == 0 && !testing.Short() {
			depth = 4
		}
		p, err := g.ParseFEN(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		m := omMirror(f)
		q, err := g.ParseFEN(m)
		if err != nil {
			t.Fatalf("%s: mirror %s: %v", f, m, err)
		}
		ref := omParse(t, f)
		for d := 1; d <= depth; d++ {
			got, want := p.Perft(d), ref.perft(d)
			if got != want {
				t.Errorf("%s: perft %d = %d, omRef counts %d", f, d, got, want)
			}
			if mirrored := q.Perft(d); mirrored != got {
				t.Errorf("%s: perft %d = %d, but %d for its mirror %s", f, d, got, mirrored, m)
			}
		}
	}
}

// omMirror turns a position over: ranks in reverse order, colours
// swapped, the other side to move, en-passant squares moved to the mirror
// rank.
func omMirror(fen string) string {
	f := strings.Fields(fen)
	rows := strings.Split(f[0], "/")
	for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
		rows[i], rows[j] = rows[j], rows[i]
	}
	f[0] = swapCase(strings.Join(rows, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		f[2] = swapCase(f[2])
	}
	if f[3] != "-" {
		var eps []string
		for _, s := range omSquares(f[3]) {
			eps = append(eps, omName(omSq(s%12, 11-s/12)))
		}
		f[3] = strings.Join(eps, "")
	}
	return strings.Join(f, " ")
}

// omRef: Omega chess from the rules alone. A 12x12 mailbox, square
// f+12r (file f and rank r from 0); the squares of the outer ring are
// holes but for the four corners. Pieces are signed: White's positive.
type omRef struct {
	b        [144]int8
	stm      int8    // 1 White, -1 Black
	castle   [4]bool // K Q k q
	ep       [2]int  // squares a pawn passed on its last move (-1: none)
	epVictim int     // the pawn that passed them
}

const (
	omKing int8 = iota + 1
	omQueen
	omRook
	omBishop
	omKnight
	omPawn
	omChampion
	omWizard
	omHole int8 = 100
)

const omLetters = "kqrbnpcw" // by piece code - 1

type omMove struct {
	from, to int
	promo    int8
	ep       bool // takes the pawn on epVictim
	castle   int  // 1 kingside, 2 queenside
}

var (
	omOrth      = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	omDiag      = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	omAll       = append(append([][2]int{}, omOrth...), omDiag...)
	omKnightV   = omLeaps(1, 2)
	omChampionV = append(append(append([][2]int{}, omOrth...), omLeaps(2, 0)...), omLeaps(2, 2)...)
	omWizardV   = append(append([][2]int{}, omDiag...), omLeaps(1, 3)...)
)

// omLeaps lists the distinct (±x, ±y) and (±y, ±x) vectors.
func omLeaps(x, y int) [][2]int {
	seen := map[[2]int]bool{}
	var out [][2]int
	for _, v := range [][2]int{{x, y}, {y, x}} {
		for _, sx := range []int{1, -1} {
			for _, sy := range []int{1, -1} {
				w := [2]int{v[0] * sx, v[1] * sy}
				if !seen[w] {
					seen[w] = true
					out = append(out, w)
				}
			}
		}
	}
	return out
}

func omSq(f, r int) int { return f + 12*r }

func omName(s int) string { return string(rune('a'+s%12)) + strconv.Itoa(s/12+1) }

// omIsHole: the frame, files a and l and ranks 1 and 12, but its corners.
func omIsHole(f, r int) bool {
	edgeF, edgeR := f == 0 || f == 11, r == 0 || r == 11
	return (edgeF || edgeR) && !(edgeF && edgeR)
}

// omAt returns the square f,r and whether a piece may stand there.
func omAt(f, r int) (int, bool) {
	if f < 0 || f > 11 || r < 0 || r > 11 || omIsHole(f, r) {
		return 0, false
	}
	return omSq(f, r), true
}

// omSquares reads squares written one after another ("e4e5").
func omSquares(s string) []int {
	var out []int
	for i := 0; i < len(s); {
		f := int(s[i] - 'a')
		j := i + 1
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		r, _ := strconv.Atoi(s[i+1 : j])
		out = append(out, omSq(f, r-1))
		i = j
	}
	return out
}

// omParse reads a FEN: placement, side, castling rights (K and Q name the
// Rooks on j and c of the first rank of the field, k and q Black's), en
// passant squares.
func omParse(t testing.TB, fen string) *omRef {
	t.Helper()
	p, err := omReadFEN(fen)
	if err != nil {
		t.Fatalf("omRef: %s: %v", fen, err)
	}
	return p
}

func omReadFEN(fen string) (*omRef, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return nil, fmt.Errorf("%d fields", len(f))
	}
	p := &omRef{ep: [2]int{-1, -1}, epVictim: -1}
	rows := strings.Split(f[0], "/")
	if len(rows) != 12 {
		return nil, fmt.Errorf("%d ranks", len(rows))
	}
	for i, row := range rows {
		r, file := 11-i, 0
		for k := 0; k < len(row); k++ {
			c := row[k]
			switch {
			case '0' <= c && c <= '9':
				n := int(c - '0')
				for k+1 < len(row) && '0' <= row[k+1] && row[k+1] <= '9' {
					k++
					n = 10*n + int(row[k]-'0')
				}
				file += n
				continue
			case c == '*':
				if file > 11 || !omIsHole(file, r) {
					return nil, fmt.Errorf("a hole off the frame on rank %d", r+1)
				}
				p.b[omSq(file, r)] = omHole
			default:
				code := strings.IndexByte(omLetters, c|0x20)
				if code < 0 || file > 11 || omIsHole(file, r) {
					return nil, fmt.Errorf("bad piece %q on rank %d", c, r+1)
				}
				v := int8(code + 1)
				if c < 'a' {
					p.b[omSq(file, r)] = v
				} else {
					p.b[omSq(file, r)] = -v
				}
			}
			file++
		}
		if file != 12 {
			return nil, fmt.Errorf("rank %d has %d files", r+1, file)
		}
	}
	p.stm = 1
	if f[1] == "b" {
		p.stm = -1
	}
	for _, c := range f[2] {
		if i := strings.IndexRune("KQkq", c); i >= 0 {
			p.castle[i] = true
		}
	}
	if f[3] != "-" {
		sqs := omSquares(f[3])
		if len(sqs) > 2 {
			return nil, fmt.Errorf("en passant %s", f[3])
		}
		copy(p.ep[:], sqs)
		// The pawn that passed them stands beyond them in the direction
		// its side moves: up for White, which moved last if Black is to
		// move.
		dir := -p.stm
		s := sqs[0]
		for p.b[s] == 0 {
			s += 12 * int(dir)
		}
		p.epVictim = s
	}
	return p, nil
}

// attacked: does a piece of colour by attack square s?
func (p *omRef) attacked(s int, by int8) bool {
	f, r := s%12, s/12
	has := func(vs [][2]int, kinds ...int8) bool {
		for _, v := range vs {
			if t, ok := omAt(f+v[0], r+v[1]); ok {
				for _, k := range kinds {
					if p.b[t] == by*k {
						return true
					}
				}
			}
		}
		return false
	}
	slides := func(vs [][2]int, kinds ...int8) bool {
		for _, v := range vs {
			for n := 1; ; n++ {
				t, ok := omAt(f+n*v[0], r+n*v[1])
				if !ok {
					break
				}
				if p.b[t] == 0 {
					continue
				}
				for _, k := range kinds {
					if p.b[t] == by*k {
						return true
					}
				}
				break
			}
		}
		return false
	}
	// A pawn attacks diagonally forward, so it stands diagonally behind.
	pawnFrom := [][2]int{{1, -int(by)}, {-1, -int(by)}}
	return has(pawnFrom, omPawn) || has(omAll, omKing) || has(omKnightV, omKnight) ||
		has(omChampionV, omChampion) || has(omWizardV, omWizard) ||
		slides(omOrth, omRook, omQueen) || slides(omDiag, omBishop, omQueen)
}

func (p *omRef) kingSquare(c int8) int {
	for s, v := range p.b {
		if v == c*omKing {
			return s
		}
	}
	return -1
}

// pseudo lists the moves of the side to move before the test that its
// King is not left attacked.
func (p *omRef) pseudo() []omMove {
	var out []omMove
	c := p.stm
	add := func(from, to int) {
		if v := p.b[to]; v == 0 || v*c < 0 {
			out = append(out, omMove{from: from, to: to})
		}
	}
	for s, v := range p.b {
		if v == 0 || v == omHole || v*c < 0 {
			continue
		}
		f, r := s%12, s/12
		leap := func(vs [][2]int) {
			for _, d := range vs {
				if t, ok := omAt(f+d[0], r+d[1]); ok {
					add(s, t)
				}
			}
		}
		slide := func(vs [][2]int) {
			for _, d := range vs {
				for n := 1; ; n++ {
					t, ok := omAt(f+n*d[0], r+n*d[1])
					if !ok {
						break
					}
					add(s, t)
					if p.b[t] != 0 {
						break
					}
				}
			}
		}
		switch v * c {
		case omKing:
			leap(omAll)
		case omQueen:
			slide(omAll)
		case omRook:
			slide(omOrth)
		case omBishop:
			slide(omDiag)
		case omKnight:
			leap(omKnightV)
		case omChampion:
			leap(omChampionV)
		case omWizard:
			leap(omWizardV)
		case omPawn:
			out = p.pawnMoves(out, s)
		}
	}
	return p.castlings(out)
}

func (p *omRef) pawnMoves(out []omMove, s int) []omMove {
	c := p.stm
	f, r := s%12, s/12
	dir := int(c)
	// The field's last rank: the grid's 11th for White, 2nd for Black;
	// its start rank: the 3rd and the 10th.
	last, start := 10, 2
	if c < 0 {
		last, start = 1, 9
	}
	push := func(to int, ep bool) {
		if to/12 == last {
			for _, k := range []int8{omQueen, omRook, omBishop, omKnight, omChampion, omWizard} {
				out = append(out, omMove{from: s, to: to, promo: k})
			}
			return
		}
		out = append(out, omMove{from: s, to: to, ep: ep})
	}
	steps := 1
	if r == start {
		steps = 3
	}
	for n := 1; n <= steps; n++ {
		t, ok := omAt(f, r+n*dir)
		if !ok || p.b[t] != 0 {
			break
		}
		push(t, false)
	}
	for _, df := range []int{-1, 1} {
		t, ok := omAt(f+df, r+dir)
		if !ok {
			continue
		}
		switch {
		case p.b[t]*c < 0:
			push(t, false)
		case p.b[t] == 0 && (t == p.ep[0] || t == p.ep[1]):
			push(t, true)
		}
	}
	return out
}

// castlings adds castling: the King from the field's f-file two squares
// towards an unmoved Rook, the Rook to the square crossed; the squares
// between empty, the King not in check, the squares it crosses and lands
// on not attacked (that it is not attacked after the move is left to the
// test of every move).
func (p *omRef) castlings(out []omMove) []omMove {
	c := p.stm
	r, right := 1, 0
	if c < 0 {
		r, right = 10, 2
	}
	king := omSq(6, r)
	if p.b[king] != c*omKing {
		return out
	}
	for side, rook := range [2]int{9, 2} {
		if !p.castle[right+side] || p.b[omSq(rook, r)] != c*omRook {
			continue
		}
		step := 1
		if rook < 6 {
			step = -1
		}
		ok := true
		for f := 6 + step; f != rook; f += step {
			if p.b[omSq(f, r)] != 0 {
				ok = false
			}
		}
		for f := 6; f != 6+3*step; f += step {
			if p.attacked(omSq(f, r), -c) {
				ok = false
			}
		}
		if ok {
			out = append(out, omMove{from: king, to: omSq(6+2*step, r), castle: side + 1})
		}
	}
	return out
}

// make returns the position after m.
func (p *omRef) make(m omMove) *omRef {
	q := *p
	v := q.b[m.from]
	q.b[m.to], q.b[m.from] = v, 0
	if m.promo != 0 {
		q.b[m.to] = m.promo * p.stm
	}
	if m.ep {
		q.b[p.epVictim] = 0
	}
	if m.castle != 0 {
		r := m.from / 12
		rook, dest := 9, 7
		if m.castle == 2 {
			rook, dest = 2, 5
		}
		q.b[omSq(rook, r)], q.b[omSq(dest, r)] = 0, q.b[omSq(rook, r)]
	}
	q.ep, q.epVictim = [2]int{-1, -1}, -1
	if v*p.stm == omPawn {
		if d := (m.to - m.from) / 12; d*d >= 4 {
			step := 12 * int(p.stm)
			for i, s := 0, m.from+step; s != m.to; i, s = i+1, s+step {
				q.ep[i] = s
			}
			q.epVictim = m.to
		}
	}
	// A right goes when its King or Rook moves or is taken.
	for i, sq := range [4][2]int{{omSq(6, 1), omSq(9, 1)}, {omSq(6, 1), omSq(2, 1)}, {omSq(6, 10), omSq(9, 10)}, {omSq(6, 10), omSq(2, 10)}} {
		for _, s := range sq {
			if m.from == s || m.to == s {
				q.castle[i] = false
			}
		}
	}
	q.stm = -p.stm
	return &q
}

func (p *omRef) legal() []*omRef {
	var out []*omRef
	for _, m := range p.pseudo() {
		q := p.make(m)
		if k := q.kingSquare(p.stm); k < 0 || !q.attacked(k, q.stm) {
			out = append(out, q)
		}
	}
	return out
}

func (p *omRef) perft(depth int) uint64 {
	next := p.legal()
	if depth == 1 {
		return uint64(len(next))
	}
	var n uint64
	for _, q := range next {
		n += q.perft(depth - 1)
	}
	return n
}
