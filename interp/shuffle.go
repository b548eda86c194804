package interp

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/vdl-chess/vdl/interp/fen"
)

// A shuffled setup (ir.Shuffle) is a family of start positions, numbered
// from 0: Chess960 and the like. The positions are made on demand from
// the setup; nothing of this touches play.

// maxShuffleOrders bounds the orders of a shuffled rank that are looked
// at to number the positions: twelve pieces of six kinds in pairs give
// 7,484,400, which is counted in a second or two.
const maxShuffleOrders = 10_000_000

// ShuffleError is a shuffled setup that the interpreter cannot number:
// the compiler reports it at the variant's shuffle statement.
type ShuffleError struct{ Msg string }

func (e *ShuffleError) Error() string { return "shuffle: " + e.Msg }

// shuffleTable is ir.Shuffle compiled.
type shuffleTable struct {
	rank        int    // White's rank, from 0
	files       []int  // the files of the shuffled cells
	pieces      []int  // their types in the setup, by file order
	oppo        []bool // by type: must stand on both colours
	kingBetween bool
	scharnagl   bool

	once   sync.Once
	orders [][]int // the orders meeting the conditions, types by file
	err    error
}

func (g *Game) compileShuffle() error {
	sh := g.V.Shuffle
	if sh == nil {
		return nil
	}
	fail := func(format string, args ...any) error { return &ShuffleError{fmt.Sprintf(format, args...)} }
	if sh.Rank < 1 || sh.Rank > g.ranks {
		return fail("rank %d is off the board (ranks 1 to %d)", sh.Rank, g.ranks)
	}
	t := &shuffleTable{rank: sh.Rank - 1, oppo: make([]bool, g.nTypes), kingBetween: sh.KingBetween}
	for _, o := range sh.OppositeColours {
		if err := g.checkPiece("shuffle opposite colours", o); err != nil {
			return err
		}
		t.oppo[o] = true
	}
	if t.kingBetween && g.castle == nil {
		return fail("the king stands between its castling partners, but the variant has no castling")
	}
	black := g.ranks - 1 - t.rank
	for f := 0; f < g.files; f++ {
		w, b := g.startCells[g.square(f, t.rank)], g.startCells[g.square(f, black)]
		if w >= firstCell && cellColor(w) == White {
			if black == t.rank || b != pieceCell(cellType(w), Black) {
				return fail("Black's rank %d must hold the same pieces as White's rank %d, file by file", black+1, t.rank+1)
			}
			t.files = append(t.files, f)
			t.pieces = append(t.pieces, cellType(w))
		} else if b >= firstCell && cellColor(b) == Black {
			return fail("Black's rank %d must hold the same pieces as White's rank %d, file by file", black+1, t.rank+1)
		}
	}
	if len(t.files) < 2 {
		return fail("White's rank %d of the setup has %d pieces: nothing to shuffle", t.rank+1, len(t.files))
	}
	switch sh.Numbering {
	case "":
	case "chess960":
		if err := t.check960(g); err != nil {
			return err
		}
		t.scharnagl = true
	default:
		return fail("numbering %q: expected chess960 or none", sh.Numbering)
	}
	g.shuffle = t
	g.chess960 = true
	return nil
}

// check960 checks that the rank can be numbered as Chess960: eight cells,
// the castling king, two castling partners of one type, two pieces of a
// type that must stand on both colours, two more of one type and one of
// another.
func (t *shuffleTable) check960(g *Game) error {
	count := map[int]int{}
	for _, p := range t.pieces {
		count[p]++
	}
	if g.files != 8 || len(t.pieces) != 8 || g.castle == nil || count[g.castle.king] != 1 || len(count) != 5 {
		return &ShuffleError{"chess960 numbering needs eight pieces on the rank: the castling king, two castling partners, two pieces on opposite colours, two of another type and one of a fifth"}
	}
	roles := t.roles960(g)
	if roles[0] < 0 || roles[1] < 0 || roles[2] < 0 || roles[3] < 0 || roles[4] < 0 {
		return &ShuffleError{"chess960 numbering needs eight pieces on the rank: the castling king, two castling partners, two pieces on opposite colours, two of another type and one of a fifth"}
	}
	return nil
}

// roles960 finds the types of a Chess960 rank: bishop (on opposite
// colours), queen, knight, rook (castling partner) and king; -1 where
// none fits.
func (t *shuffleTable) roles960(g *Game) [5]int {
	count := map[int]int{}
	for _, p := range t.pieces {
		count[p]++
	}
	r := [5]int{-1, -1, -1, -1, -1}
	for typ, n := range count {
		switch {
		case typ == g.castle.king && n == 1:
			r[4] = typ
		case t.oppo[typ] && n == 2:
			r[0] = typ
		case g.castle.rook[typ] && n == 2 && r[3] < 0:
			r[3] = typ
		}
	}
	for typ, n := range count {
		switch {
		case typ == r[0] || typ == r[3] || typ == r[4]:
		case n == 1:
			r[1] = typ
		case n == 2:
			r[2] = typ
		}
	}
	return r
}

// scharnagl is Chess960 position n's order of the rank (Reinhard
// Scharnagl's numbering): light-squared bishop, dark-squared bishop,
// queen, knights, then rook, king, rook on the files left.
func (t *shuffleTable) scharnagl960(g *Game, n int) []int {
	roles := t.roles960(g)
	order := []int{-1, -1, -1, -1, -1, -1, -1, -1}
	light := 1 // files b, d, f, h are light on White's first rank
	if t.rank%2 == 1 {
		light = 0
	}
	order[2*(n%4)+light] = roles[0]
	n /= 4
	order[2*(n%4)+1-light] = roles[0]
	n /= 4
	place := func(k, typ int) { // on the k-th empty file
		for f := range order {
			if order[f] < 0 {
				if k == 0 {
					order[f] = typ
					return
				}
				k--
			}
		}
	}
	place(n%6, roles[1])
	n /= 6
	knights := [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}
	k := knights[n]
	place(k[1], roles[2]) // the later one first, so the earlier index stands
	place(k[0], roles[2])
	place(0, roles[3])
	place(0, roles[4])
	place(0, roles[3])
	return order
}

// SetupCount is the number of start positions of a shuffled setup, 1 for
// a variant with one setup.
func (g *Game) SetupCount() (int, error) {
	t := g.shuffle
	if t == nil {
		return 1, nil
	}
	if t.scharnagl {
		return 960, nil
	}
	t.once.Do(func() { t.orders, t.err = t.enumerate(g) })
	return len(t.orders), t.err
}

// SetupFEN is start position n (from 0) of the variant's setup family;
// position 0 is the setup itself for a variant with one.
func (g *Game) SetupFEN(n int) (string, error) {
	count, err := g.SetupCount()
	if err != nil {
		return "", err
	}
	if n < 0 || n >= count {
		return "", fmt.Errorf("setup %d is out of range: variant %s has %s", n, g.V.Name, plural(count, "start position"))
	}
	t := g.shuffle
	if t == nil {
		return g.start, nil
	}
	order := t.orderOf(g, n)
	cells := make([]fen.Cell, g.size())
	for s, c := range g.startCells {
		switch {
		case g.hole[s]:
			cells[s] = fen.Cell{Piece: fen.HoleCell}
		case c < firstCell:
			cells[s] = fen.Cell{Piece: fen.EmptyCell}
		default:
			cells[s] = fen.Cell{Piece: cellType(c), Black: cellColor(c) == Black}
		}
	}
	black := g.ranks - 1 - t.rank
	for i, f := range t.files {
		cells[g.square(f, t.rank)] = fen.Cell{Piece: order[i]}
		cells[g.square(f, black)] = fen.Cell{Piece: order[i], Black: true}
	}
	placement, rest, _ := strings.Cut(strings.TrimSpace(g.start), " ")
	if i := strings.IndexByte(placement, '['); i >= 0 {
		rest = strings.TrimSpace(placement[i:] + " " + rest)
		return fen.Placement(g.files, g.ranks, cells, g.letters()) + rest, nil
	}
	return strings.TrimSpace(fen.Placement(g.files, g.ranks, cells, g.letters()) + " " + rest), nil
}

// SetupPosition is start position n of the variant's setup family.
func (g *Game) SetupPosition(n int) (*Position, error) {
	s, err := g.SetupFEN(n)
	if err != nil {
		return nil, err
	}
	return g.ParseFEN(s)
}

func (t *shuffleTable) orderOf(g *Game, n int) []int {
	if t.scharnagl {
		order := t.scharnagl960(g, n)
		out := make([]int, len(t.files))
		for i, f := range t.files {
			out[i] = order[f]
		}
		return out
	}
	return t.orders[n]
}

// enumerate lists the orders of the rank's pieces that meet the
// conditions, sorted by the pieces' letters file by file.
func (t *shuffleTable) enumerate(g *Game) ([][]int, error) {
	letters := g.letters()
	order := slices.Clone(t.pieces)
	less := func(a, b int) bool { return letters[a] < letters[b] || letters[a] == letters[b] && a < b }
	slices.SortFunc(order, func(a, b int) int {
		switch {
		case less(a, b):
			return -1
		case less(b, a):
			return 1
		}
		return 0
	})
	if n := distinctOrders(order); n > maxShuffleOrders {
		return nil, &ShuffleError{fmt.Sprintf("the rank's %d pieces have %d orders, more than the %d vdl numbers", len(order), n, maxShuffleOrders)}
	}
	var out [][]int
	for {
		if t.meets(g, order) {
			out = append(out, slices.Clone(order))
		}
		if !nextOrder(order, less) {
			break
		}
	}
	if len(out) == 0 {
		return nil, &ShuffleError{"no order of the rank's pieces meets the conditions"}
	}
	return out, nil
}

// meets reports whether an order of the rank meets the conditions.
func (t *shuffleTable) meets(g *Game, order []int) bool {
	var colours [][2]bool
	if slices.Contains(t.oppo, true) {
		colours = make([][2]bool, g.nTypes)
	}
	for i, typ := range order {
		if colours != nil {
			colours[typ][(t.files[i]+t.rank)%2] = true
		}
	}
	for typ, need := range t.oppo {
		if need && slices.Contains(order, typ) && !(colours[typ][0] && colours[typ][1]) {
			return false
		}
	}
	if t.kingBetween {
		left, king := false, false
		for _, typ := range order {
			switch {
			case typ == g.castle.king:
				if !left {
					return false
				}
				king = true
			case g.castle.rook[typ]:
				if king {
					return true
				}
				left = true
			}
		}
		return false
	}
	return true
}

// nextOrder turns order into the next one in lexicographic order (by
// less), reporting false after the last. Equal pieces are not told
// apart, so each distinct order comes once.
func nextOrder(order []int, less func(a, b int) bool) bool {
	i := len(order) - 2
	for i >= 0 && !less(order[i], order[i+1]) {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(order) - 1
	for !less(order[i], order[j]) {
		j--
	}
	order[i], order[j] = order[j], order[i]
	slices.Reverse(order[i+1:])
	return true
}

// distinctOrders counts the distinct orders of a sorted multiset, capped
// just above maxShuffleOrders.
func distinctOrders(sorted []int) int {
	n, total := 0, 1
	for i := range sorted {
		n++
		total = total * n
		// divide by the multiplicity as each run of equal pieces grows
		run := 1
		for j := i - 1; j >= 0 && sorted[j] == sorted[i]; j-- {
			run++
		}
		total /= run
		if total > maxShuffleOrders {
			return maxShuffleOrders + 1
		}
	}
	return total
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// Shuffled reports whether the variant's setup is a family of positions.
func (g *Game) Shuffled() bool { return g.shuffle != nil }

// SetChess960 switches the game to Chess960 notation, Fairy-Stockfish's
// UCI_Chess960: castling written king-takes-partner (e1h1) and castling
// rights as the partners' files (HAha). Castling itself is the same
// either way: vdl's castling finds the partners wherever they stand. A
// family of setups (setup chess960, shuffle) is always in that notation.
// Call it before the game is shared: positions read the flag as they go.
func (g *Game) SetChess960(on bool) { g.chess960 = on || g.shuffle != nil }

// Chess960 reports whether the game writes castling as in Chess960.
func (g *Game) Chess960() bool { return g.chess960 }
