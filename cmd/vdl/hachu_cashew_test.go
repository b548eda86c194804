package main

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

// Cashew Shogi (definitions/hachu.vdl) as HaChu 0.21 plays it differs
// from the rules in ways TestHachuMatch forgives, each only where it
// applies (hachuCashew):
//   - HaChu's Goblin of the setup moves as a Left General (its piece
//     table names the Left General for the Goblin's letter), and the one
//     a Kite promotes to only steps orthogonally (its generator makes no
//     hook moves): it refuses other Goblin moves;
//   - HaChu's Hook Mover does not move at all (no hook moves, and it has
//     no others): it refuses every Hook Mover move;
//   - HaChu's Broad Guard steps one square to its left instead of sliding
//     there: it refuses a Broad Guard's slide of two or more to its left;
//   - HaChu lets a capture by a piece whose promoted form does not keep
//     every move of the piece decline to promote, where the rules make it
//     promote: vdl refuses the capture without "+" where the same move
//     with it is legal;
//   - HaChu's Wolf does not take on the second square of a line and step
//     back to the first when that one is empty (it does when an enemy
//     stands there): it refuses such a move;
//   - HaChu writes some of its Wolf's multiple moves as taking on a square
//     that is empty (its move table takes the second square where its
//     generator meant the first): vdl refuses a locust capture of an empty
//     square or of the mover's own piece;
//   - HaChu 0.21 crashes (a segmentation fault) now and then in Cashew
//     Shogi: a game it ends so is reported, not judged.

// hachuCashew says why a Cashew Shogi game that ended on a refused move
// ended on a known difference between HaChu and the rules, or "".
func hachuCashew(variant, err, record string) string {
	if strings.HasSuffix(err, "exited (signal: segmentation fault)") {
		return "HaChu 0.21 crashed (segmentation fault)"
	}
	if m := hachuIllegal.FindStringSubmatch(err); m != nil {
		// A move of HaChu's that vdl refused.
		mv := regexp.MustCompile(`illegal move "([^"]+)"`).FindStringSubmatch(err)
		p, g := cashewPosition(variant, m[1])
		if p == nil || mv == nil {
			return ""
		}
		text := mv[1]
		var buf [1024]interp.Move
		for _, l := range p.LegalMoves(buf[:0]) {
			if g.MoveString(l) == text+"+" {
				return "HaChu let a capture decline its promotion: " + text
			}
		}
		if sq := wolfMiswrite(p, g, text); sq != "" {
			return "HaChu wrote its Wolf's move " + text + " as taking on " + sq + ", which is empty or its own (it meant the square before)"
		}
		return ""
	}
	if !strings.Contains(err, "Illegal move") {
		return ""
	}
	// A move of vdl's that HaChu refused: the record's last.
	p, m, promoted, ok := replayToLast(variant, record)
	if !ok {
		return ""
	}
	g := p.Game()
	t, c, ok := p.PieceAt(m.From)
	if !ok {
		return ""
	}
	fx, fy := squareXY(g.SquareName(m.From))
	tx, ty := squareXY(g.SquareName(m.To))
	dx, dy := tx-fx, ty-fy
	if c == interp.Black { // Black's pieces are White's turned half round
		dx, dy = -dx, -dy
	}
	switch g.V.Pieces[t].Name {
	case "Goblin":
		wazir := max(dx, -dx)+max(dy, -dy) == 1
		leftGeneral := max(dx, -dx) <= 1 && max(dy, -dy) <= 1 && !(dx == -1 && dy == 0)
		switch {
		case promoted[m.From] && !wazir:
			return "HaChu's Goblin promoted from a Kite only steps orthogonally: it refused " + g.MoveString(m)
		case !promoted[m.From] && !leftGeneral:
			return "HaChu's Goblin moves as a Left General: it refused " + g.MoveString(m)
		}
	case "HookMover":
		return "HaChu's Hook Mover does not move: it refused " + g.MoveString(m)
	case "BroadGuard":
		if dy == 0 && dx <= -2 {
			return "HaChu's Broad Guard steps only one square to its left: it refused " + g.MoveString(m)
		}
	}
	if wolfStepsBack(p, g, g.MoveString(m)) {
		return "HaChu's Wolf does not take on its second square and step back to an empty first: it refused " + g.MoveString(m)
	}
	return ""
}

// squareXY is a square name's file (a = 0) and rank (1 = 0).
func squareXY(name string) (int, int) {
	m := cecpSquareName.FindStringSubmatch(name)
	if m == nil {
		return -1, -1
	}
	r := 0
	for _, d := range m[2] {
		r = 10*r + int(d-'0')
	}
	return int(m[1][0] - 'a'), r - 1
}

var cecpSquareName = regexp.MustCompile(`^([a-z])([0-9]+)$`)

var (
	judgeGamesMu sync.Mutex
	judgeGames   = map[string]*interp.Game{}
)

// judgeGame is variant's game (a bundled variant's name, or a .vdl
// file's path), compiled once (a 13x13 game of 40 piece types takes a
// while).
func judgeGame(variant string) *interp.Game {
	judgeGamesMu.Lock()
	defer judgeGamesMu.Unlock()
	if g, ok := judgeGames[variant]; ok {
		return g
	}
	var g *interp.Game
	if strings.HasSuffix(variant, ".vdl") { // a test's own file (hachuMacadamiaFile)
		if v, _, _ := lang.CompileFileVariant(variant, ""); v != nil {
			g, _ = interp.NewGame(v)
		}
	} else if v, err := lang.Find(variant); err == nil {
		g, _ = interp.NewGame(v)
	}
	judgeGames[variant] = g
	return g
}

// cashewPosition sets up fen in variant.
func cashewPosition(variant, fen string) (*interp.Position, *interp.Game) {
	g := judgeGame(variant)
	if g == nil {
		return nil, nil
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		return nil, nil
	}
	return p, g
}

// wolfMiswrite is the square i7 when a move in coordinates ("k5i7,i7h8")
// is HaChu's miswritten Wolf move in p: from a Wolf of the side to move
// (k5) over an enemy on the first square of a line (j6) to the third
// (h8), written as taking on the second (i7), which is empty or holds a
// piece of the mover's; else "".
func wolfMiswrite(p *interp.Position, g *interp.Game, text string) string {
	m := regexp.MustCompile(`^([a-z][0-9]+)([a-z][0-9]+),([a-z][0-9]+)([a-z][0-9]+)\+?$`).FindStringSubmatch(text)
	if m == nil || m[2] != m[3] {
		return ""
	}
	ax, ay := squareXY(m[1])
	bx, by := squareXY(m[2])
	cx, cy := squareXY(m[4])
	dx, dy := (cx-ax)/3, (cy-ay)/3
	if max(dx, -dx) > 1 || max(dy, -dy) > 1 || dx == 0 && dy == 0 || cx-ax != 3*dx || cy-ay != 3*dy || bx != ax+2*dx || by != ay+2*dy {
		return ""
	}
	at := func(x, y int) (string, bool, int, int) {
		name := string(rune('a'+x)) + strconv.Itoa(y+1)
		s, err := g.ParseSquare(name)
		if err != nil {
			return name, false, 0, 0
		}
		t, c, ok := p.PieceAt(s)
		return name, ok, t, c
	}
	_, ok, t, c := at(ax, ay)
	if !ok || c != p.SideToMove() || !strings.Contains(g.V.Pieces[t].Betza, "mcpafmcpavK") {
		return ""
	}
	if _, ok, _, c := at(ax+dx, ay+dy); !ok || c == p.SideToMove() {
		return ""
	}
	if name, ok, _, c := at(bx, by); !ok || c == p.SideToMove() {
		return name
	}
	return ""
}

// wolfStepsBack reports whether a move in coordinates ("k8k10,k10k9") is
// a Wolf's in p that takes on the second square of a line and ends on the
// first, which is empty.
func wolfStepsBack(p *interp.Position, g *interp.Game, text string) bool {
	m := regexp.MustCompile(`^([a-z][0-9]+)([a-z][0-9]+),([a-z][0-9]+)([a-z][0-9]+)\+?$`).FindStringSubmatch(text)
	if m == nil || m[2] != m[3] {
		return false
	}
	ax, ay := squareXY(m[1])
	cx, cy := squareXY(m[2])
	bx, by := squareXY(m[4])
	dx, dy := bx-ax, by-ay
	if max(dx, -dx) > 1 || max(dy, -dy) > 1 || dx == 0 && dy == 0 || cx != ax+2*dx || cy != ay+2*dy {
		return false
	}
	from, err1 := g.ParseSquare(m[1])
	first, err2 := g.ParseSquare(m[4])
	if err1 != nil || err2 != nil {
		return false
	}
	t, _, ok := p.PieceAt(from)
	if !ok || !strings.Contains(g.V.Pieces[t].Betza, "mcpafmcpavK") {
		return false
	}
	_, _, occupied := p.PieceAt(first)
	return !occupied
}

// replayToLast plays a game record's moves but the last from its start
// (its FEN tag, or the variant's setup) and returns the position, the
// last move, read in it, and the squares of the pieces a promotion made
// on the way (HaChu's promoted pieces are not always its setup's).
func replayToLast(variant, record string) (*interp.Position, interp.Move, map[interp.Square]bool, bool) {
	start := ""
	if m := regexp.MustCompile(`\[FEN "([^"]+)"\]`).FindStringSubmatch(record); m != nil {
		start = m[1]
	}
	g := judgeGame(variant)
	if g == nil {
		return nil, interp.Move{}, nil, false
	}
	if start == "" {
		start = g.V.Setup
	}
	p, err := g.ParseFEN(start)
	if err != nil {
		return nil, interp.Move{}, nil, false
	}
	moves := sanMoves(record)
	if len(moves) == 0 {
		return nil, interp.Move{}, nil, false
	}
	promoted := map[interp.Square]bool{}
	for i, san := range moves {
		m, err := search.ParseMoveText(p, p.LegalMoves(nil), san)
		if err != nil {
			return nil, interp.Move{}, nil, false
		}
		if i == len(moves)-1 {
			return p, m, promoted, true
		}
		was := promoted[m.From]
		delete(promoted, m.From)
		p.Make(m)
		if was || strings.HasSuffix(g.MoveString(m), "+") {
			promoted[m.To] = true
		}
		for s := range promoted {
			if _, _, ok := p.PieceAt(s); !ok {
				delete(promoted, s) // taken on the way
			}
		}
	}
	return nil, interp.Move{}, nil, false
}

// TestHachuCashew: the Cashew Shogi games TestHachuMatch forgives, and
// those it does not, on positions worked out by hand.
func TestHachuCashew(t *testing.T) {
	// A White Wolf on k5, a Black Gun on j6, i7 and h8 empty: HaChu's
	// k5i7,i7h8 takes on the empty i7.
	wolf := "6k6/13/13/13/13/13/13/9zd3/10YW2/13/13/13/6K6 w - - 0 1"
	// The same with a White Pawn on i7: HaChu's k5i7,i7h8 takes its own.
	wolfOwn := "6k6/13/13/13/13/13/8P4/9zd3/10YW2/13/13/13/6K6 w - - 0 1"
	// A White Dragon on e5 next to a Black Pawn on f6: vdl's capture is
	// e5f6+ (promoting to a Castle), HaChu's e5f6 declines.
	dragon := "6k6/13/13/13/13/13/13/5p7/4ZF8/13/13/13/6K6 w - - 0 1"
	goblin := "[FEN \"6k6/13/13/13/13/13/13/13/13/13/13/13/1YG4K6 w - - 0 1\"]\n\n"
	kite := "[FEN \"6k6/13/13/13/1p11/13/13/13/13/13/1p11/1ZK11/6K6 w - - 0 1\"]\n\n"
	guard := "[FEN \"6k6/13/13/13/13/13/13/13/13/13/13/6YD6/6K6 w - - 0 1\"]\n\n"
	for _, c := range []struct {
		name, err, record string
		known             bool
	}{
		{"wolf's empty locust square", `HaChu 0.21 (White): illegal move "j5i7,i7h8" in ` + wolf + `: x`, "", false},
		{"wolf's empty locust square", `HaChu 0.21 (White): illegal move "k5i7,i7h8" in ` + wolf + `: x`, "", true},
		{"wolf's own locust square", `HaChu 0.21 (White): illegal move "k5i7,i7h8" in ` + wolfOwn + `: x`, "", true},
		{"wolf's move off its line", `HaChu 0.21 (White): illegal move "k5j6,j6g8" in ` + wolf + `: x`, "", false},
		{"wolf's capture declining promotion", `HaChu 0.21 (White): illegal move "k5j6,j6i7" in ` + wolf + `: x`, "", true},
		{"declined promotion", `HaChu 0.21 (White): illegal move "e5f6" in ` + dragon + `: x`, "", true},
		{"a quiet move", `HaChu 0.21 (White): illegal move "e5e7" in ` + dragon + `: x`, "", false},
		{"goblin's bishop move", "the engine refused the game: Illegal move", goblin + "1. YGe4 {x} 0-1", true},
		{"goblin's left-general step", "the engine refused the game: Illegal move", goblin + "1. YGc2 {x} 0-1", false},
		{"goblin's step left", "the engine refused the game: Illegal move", goblin + "1. YGa1 {x} 0-1", true},
		{"hook mover's step", "the engine refused the game: Illegal move", "[FEN \"6k6/13/13/13/13/13/13/13/13/13/13/13/1YH4K6 w - - 0 1\"]\n\n1. YHb2 {x} 0-1", true},
		{"promoted goblin's step", "the engine refused the game: Illegal move", kite + "1. ZKxb3=YG Pb8 2. YGa4 {x} 0-1", true},
		{"promoted goblin's wazir step", "the engine refused the game: Illegal move", kite + "1. ZKxb3=YG Pb8 2. YGb4 {x} 0-1", false},
		{"wolf takes the second square, steps back to the empty first", "the engine refused the game: Illegal move",
			"[FEN \"6k6/13/13/13/13/13/13/13/6p6/13/6YW6/13/K12 w - - 0 1\"]\n\n1. YWxg5-g4=YE {x} 0-1", true},
		{"crash", "HaChu 0.21 (Black): /usr/games/hachu exited (signal: segmentation fault)", "", true},
		{"broad guard's slide left", "the engine refused the game: Illegal move", guard + "1. YDd2 {x} 0-1", true},
		{"broad guard's step left", "the engine refused the game: Illegal move", guard + "1. YDf2 {x} 0-1", false},
		{"broad guard's slide right", "the engine refused the game: Illegal move", guard + "1. YDj2 {x} 0-1", false},
	} {
		if got := hachuCashew("cashew-shogi", c.err, c.record) != ""; got != c.known {
			t.Errorf("%s: known %v, want %v", c.name, got, c.known)
		}
	}
	// The Wolf on g3 takes g5 and steps back to g4: HaChu's gap only where
	// g4 is empty (with an enemy there it takes both, as HaChu does).
	for _, c := range []struct {
		fen  string
		want bool
	}{
		{"6k6/13/13/13/13/13/13/13/6p6/13/6YW6/13/K12 w - - 0 1", true},
		{"6k6/13/13/13/13/13/13/13/6p6/6p6/6YW6/13/K12 w - - 0 1", false},
	} {
		p, g := cashewPosition("cashew-shogi", c.fen)
		if got := wolfStepsBack(p, g, "g3g5,g5g4+"); got != c.want {
			t.Errorf("g3g5,g5g4+ in %s: %v, want %v", c.fen, got, c.want)
		}
	}
}
