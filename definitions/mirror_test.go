package definitions_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// TestMirrorBundled: in every bundled variant whose setup is
// colour-symmetric, a position and its colour mirror (ranks reversed,
// colours, side to move, castling rights, hands and check counts swapped)
// have the same perft: the start and positions along seeded random games,
// some of them in the middle of a turn of several moves or parts.
// Along the way, the position played to and the one read back from its
// FEN have the same perft too: a FEN carries every state that decides
// moves (spec/interpreter.md). Variants that cannot be mirrored this way
// are skipped with the reason.
func TestMirrorBundled(t *testing.T) {
	vs := bundledVariants(t)
	names := make([]string, 0, len(vs))
	for n := range vs {
		names = append(names, n)
	}
	slices.Sort(names)
	skip := map[string]string{
		// Rules that favour a colour: the mirror of a position is not the
		// same game with the colours swapped.
		"horde":                       "White's horde against Black's army: the sides have different rules",
		"black-kings-complaint":       "only White has a King and a move limit",
		"dodo":                        "both Kings race to the same (top) edge",
		"racingkings":                 "both Kings race to the same (top) edge",
		"snake-chess-asymmetric":      "White makes two moves on its first turn",
		"armageddon":                  "a draw counts as Black's win",
		"roman":                       "Sjaak II's description gives White's j-pawn no double step and Black's no promotion on j1",
		"sherwin":                     "Sjaak II's description lets only Black's pawns become knights on their seventh rank",
		"enlarged-and-improved-chess": "Sjaak II's description lets only White castle",
		"maharaja":                    "White's Maharaja against Black's army",
		"jabberwocky":                 "a rings board: its colour mirror is a half turn (TestJabberwockyHalfTurn)",
		"progressive":                 "a turn has as many moves as its number: the mirror, Black to move, starts a turn of two",
	}
	// Only the start cannot be mirrored: the positions after it can.
	startSkip := map[string]string{
		"marseillais": "White's first turn has one move, later turns two: the start's mirror, Black to move, would start a turn of two",
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			if why, ok := skip[name]; ok {
				t.Skip(why)
			}
			g := bundledGame(t, name)
			// Moves that depend on the game's history (no-repeat, the
			// trading counterstrike), which a FEN does not carry: the
			// positions played to are compared as their FENs set them up.
			r := g.V.Rules
			fresh := r.NoRepeat || r.Trading != nil && r.Trading.Counterstrike
			b := g.V.Board
			if b.Kind == "hex" {
				t.Skip("a hex board: its colour mirror is not a reversal of the FEN's ranks (hex_test.go mirrors Glinski's)")
			}
			if b.Kind == "rings" {
				t.Skip("a rings board: its colour mirror is a half turn")
			}
			start, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			fen := start.FEN()
			// The colour mirror is a reflection (top to bottom) or, for a
			// setup symmetric under a half turn (shogi, makruk, xiangqi)
			// and without castling rights, whose sides differ in length,
			// a half turn, as the variant's Black view is.
			rotate := g.V.Board.BlackView == "rotate"
			if !symmetricSetup(g, fen, rotate) {
				rotate = !rotate
				if strings.Fields(fen)[2] != "-" || !symmetricSetup(g, fen, rotate) {
					t.Skipf("setup %s is not colour-symmetric (not by a reflection, nor by a half turn without castling rights)", fen)
				}
			}
			depth := 2
			if g.V.Rules.Turns != nil && g.V.Rules.Turns.Simultaneous || start.Perft(1) > 500 {
				// Pairs (depth 1 is already a product of both sides'
				// moves), or a wide tree (the amazons' arrows).
				depth = 1
			}
			if why, ok := startSkip[name]; ok {
				t.Log("start not mirrored: " + why)
			} else {
				checkMirror(t, g, start, depth, rotate)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				p, _ := g.StartPosition()
				rng := rand.New(rand.NewPCG(seed, uint64(len(name))))
				for ply := 1; ply <= 12; ply++ {
					ml := p.LegalMoves(nil)
					if len(ml) == 0 || p.Outcome(ml).Over {
						break
					}
					p.Make(ml[rng.IntN(len(ml))])
					if ply%3 == 0 { // odd plies too: the middle of a turn of two parts
						if p.Outcome(p.LegalMoves(nil)).Over {
							break // perhaps by a rule that reads history (two passes), which a FEN does not carry
						}
						q := p
						if fresh {
							var err error
							if q, err = g.ParseFEN(p.FEN()); err != nil {
								t.Fatal(err)
							}
						}
						checkMirror(t, g, q, depth, rotate)
					}
				}
			}
		})
	}
}

// TestMirrorAnyTurns: mirrorAny keeps the turn's progress after the side
// to move, swapped (w:1, b:1N), and keeps simultaneous turns' w; a
// simultaneous turn where White has chosen cannot be mirrored. Each
// mirror reads back and has the position's perft.
func TestMirrorAnyTurns(t *testing.T) {
	for _, c := range []struct{ variant, fen, want string }{
		{"marseillais", "rnbqkbnr/ppp2p1p/3p4/4p1p1/4P3/2N2P2/PPPP2PP/R1BQKBNR b:1 KQkq e6 0 2",
			"r1bqkbnr/pppp2pp/2n2p2/4p3/4P1P1/3P4/PPP2P1P/RNBQKBNR w:1 kqKQ e3 0 2"},
		{"marseillais", "r1bqk1n1/ppppp2r/2n3Pb/P6p/6P1/8/1PPP1P1P/RNBQKBNR w:1 KQq - 0 4",
			"rnbqkbnr/1ppp1p1p/8/6p1/p6P/2N3pB/PPPPP2R/R1BQK1N1 b:1 kqQ - 0 4"},
		{"march-hare", "rnbqkb1r/pp1ppppp/5n2/2p5/8/3P4/PPP1PPPP/RNBQKBNR b:1N KQkq - 1 1",
			"rnbqkbnr/ppp1pppp/3p4/8/2P5/5N2/PP1PPPPP/RNBQKB1R w:1N kqKQ - 1 1"},
		{"synchronistic", "rnbqkbnr/pppppppp/8/8/8/1P6/P1PPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/p1pppppp/1p6/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1"},
		{"synchronistic", "rnbqkbnr/1ppppppp/8/p7/8/1P6/P1PPPPPP/RNBQKBNR b:d2d3 KQkq - 0 2", ""},
	} {
		g := bundledGame(t, c.variant)
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", c.variant, c.fen, err)
		}
		m, ok := mirrorAny(g, c.fen, false)
		if m != c.want || ok != (c.want != "") {
			t.Errorf("%s: mirror of %s = %q, %v; want %q", c.variant, c.fen, m, ok, c.want)
			continue
		}
		if !ok {
			continue
		}
		q, err := g.ParseFEN(m)
		if err != nil {
			t.Fatalf("%s: mirror %s: %v", c.variant, m, err)
		}
		if a, b := p.Perft(2), q.Perft(2); a != b {
			t.Errorf("%s: perft 2 of %s = %d, of its mirror %s = %d", c.variant, c.fen, a, m, b)
		}
	}
}

// checkMirror compares the perft of p, of p read back from its FEN and of
// its colour mirror (where a FEN can write it).
func checkMirror(t *testing.T, g *interp.Game, p *interp.Position, depth int, rotate bool) {
	t.Helper()
	fen := p.FEN()
	q, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s read back: %v", fen, err)
	}
	a, b := p.Perft(depth), q.Perft(depth)
	if a != b {
		t.Errorf("perft %d of the position played to, %s: %d; read back from its FEN: %d", depth, fen, a, b)
	}
	m, ok := mirrorAny(g, fen, rotate)
	if !ok {
		return
	}
	r, err := g.ParseFEN(m)
	if err != nil {
		t.Fatalf("mirror of %s: %s: %v", fen, m, err)
	}
	if c := r.Perft(depth); b != c {
		t.Errorf("perft %d of %s = %d, of its mirror %s = %d", depth, fen, b, m, c)
	}
}

// symmetricSetup reports whether a start FEN is its own colour mirror.
func symmetricSetup(g *interp.Game, fen string, rotate bool) bool {
	m, _ := mirrorAny(g, fen, rotate)
	a, b := strings.Fields(fen), strings.Fields(m)
	sortHand := func(s string) string {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			return s
		}
		h := []byte(s[i+1 : len(s)-1])
		slices.Sort(h)
		return s[:i] + "[" + string(h) + "]"
	}
	sorted := func(s string) string {
		x := []byte(s)
		slices.Sort(x)
		return string(x)
	}
	return sortHand(a[0]) == sortHand(b[0]) && sorted(a[2]) == sorted(b[2])
}

// mirrorAny is the colour mirror of a FEN of g: ranks (and levels)
// reversed, each board's ranks on a board of several, each rank also
// reversed when rotate (a half turn); colours swapped in the
// placement, the hands, the castling rights and the used once-per-game
// rights; the side to move swapped, in the middle of a turn too (w:1,
// w:1P become b:1, b:1P: the moves or parts of the turn made, and the
// type the last part moved, are the same in the mirror), but not with
// simultaneous turns, where "w" stands for both; en-passant squares
// mirrored; check counts swapped. It reports false for a position a FEN
// cannot mirror: a simultaneous turn where White has chosen its move
// (b:e2e4), whose mirror would have Black's move chosen first.
func mirrorAny(g *interp.Game, fen string, rotate bool) (string, bool) {
	b := g.V.Board
	f := strings.Fields(fen)
	place, hand := f[0], ""
	if i := strings.IndexByte(place, '['); i >= 0 {
		place, hand = place[:i], "["+swapCase(place[i+1:len(place)-1])+"]"
	}
	two := map[string]bool{} // the variant's two-letter symbols, upper case
	for _, pc := range g.V.Pieces {
		if len(pc.Letter) == 2 && pc.Letter[0] != '+' {
			two[pc.Letter] = true
		}
	}
	flip := func(rows []string) []string {
		slices.Reverse(rows)
		for i, row := range rows {
			cells := fenCells(row, two)
			if rotate {
				slices.Reverse(cells)
			}
			for j, c := range cells {
				cells[j] = swapCase(c)
			}
			rows[i] = joinCells(cells)
		}
		return rows
	}
	parts := strings.Split(place, "|")
	for i, part := range parts {
		parts[i] = strings.Join(flip(strings.Split(part, "/")), "/")
	}
	if b.Levels > 1 {
		slices.Reverse(parts)
	}
	f[0] = strings.Join(parts, "|") + hand
	side, progress, mid := strings.Cut(f[1], ":")
	if g.V.Rules.Turns != nil && g.V.Rules.Turns.Simultaneous {
		if mid {
			return "", false
		}
	} else {
		if side == "w" {
			f[1] = "b"
		} else {
			f[1] = "w"
		}
		if mid {
			f[1] += ":" + progress
		}
	}
	if f[2] != "-" {
		f[2] = swapCase(f[2])
	}
	if f[3] != "-" {
		files := 0
		if rotate {
			files = b.Files
		}
		f[3] = mirrorSquares(f[3], files, b.Ranks, b.Levels)
	}
	checks := len(f) > 4 && strings.Contains(f[4], "+")
	if checks {
		x := strings.SplitN(f[4], "+", 2)
		f[4] = x[1] + "+" + x[0]
	}
	if n := len(f); checks && n == 8 || !checks && n == 7 { // the once-per-game rights used
		f[n-1] = swapCase(f[n-1])
	}
	return strings.Join(f, " "), true
}

// mirrorSquares mirrors the ranks (and the level letters, and the files
// if files > 0) of squares written together ("e3", "c5d6", "Ca3").
func mirrorSquares(s string, files, ranks, levels int) string {
	var out strings.Builder
	for i := 0; i < len(s); {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			if levels > 1 {
				c = byte('A' + levels - 1 - int(c-'A'))
			}
			out.WriteByte(c)
			i++
		}
		for i < len(s) && 'a' <= s[i] && s[i] <= 'z' {
			c := s[i]
			if files > 0 {
				c = byte('a' + files - 1 - int(c-'a'))
			}
			out.WriteByte(c)
			i++
		}
		j := i
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		n, _ := strconv.Atoi(s[i:j])
		out.WriteString(strconv.Itoa(ranks + 1 - n))
		i = j
	}
	return out.String()
}

// fenCells splits a FEN rank into cells: "" for an empty one, else the
// symbol with its marks ("+R", "Q~", "*"); two holds the variant's
// two-letter symbols, in upper case ("PP", Tamerlane's pawn of pawns).
func fenCells(row string, two map[string]bool) []string {
	var cells []string
	for i := 0; i < len(row); {
		c := row[i]
		switch {
		case '0' <= c && c <= '9':
			j := i
			for j < len(row) && '0' <= row[j] && row[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(row[i:j])
			for ; n > 0; n-- {
				cells = append(cells, "")
			}
			i = j
		default:
			j := i + 1
			if c == '+' && j < len(row) || j < len(row) && two[strings.ToUpper(row[i:j+1])] {
				j++
			}
			for j < len(row) && row[j] == '~' {
				j++
			}
			cells = append(cells, row[i:j])
			i = j
		}
	}
	return cells
}

// joinCells writes cells back as a FEN rank.
func joinCells(cells []string) string {
	var b strings.Builder
	empty := 0
	for _, c := range cells {
		if c == "" {
			empty++
			continue
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		b.WriteString(c)
	}
	if empty > 0 {
		b.WriteString(strconv.Itoa(empty))
	}
	return b.String()
}
