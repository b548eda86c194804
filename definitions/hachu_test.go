package definitions_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Chu Shogi's special rules (definitions/hachu.vdl), each on positions
// worked out by hand from the rules as the definition states them. The
// boards are written square by square (chuFEN), White moving up the
// board from rank 1.

// chuFEN writes a 12x12 placement with the pieces on the squares given
// ("e5": "N"), the rest empty, and the side to move.
func chuFEN(pieces map[string]string, side string) string {
	var ranks []string
	for r := 12; r >= 1; r-- {
		var b strings.Builder
		empty := 0
		for f := 'a'; f <= 'l'; f++ {
			pc, ok := pieces[fmt.Sprintf("%c%d", f, r)]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteString(pc)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		ranks = append(ranks, b.String())
	}
	return strings.Join(ranks, "/") + " " + side + " - - 0 1"
}

// withKings adds the two kings, out of the way, to a position.
func withKings(pieces map[string]string) map[string]string {
	out := map[string]string{"a1": "K", "l12": "k"}
	for s, pc := range pieces {
		out[s] = pc
	}
	return out
}

var (
	hachuMu    sync.Mutex
	hachuGames = map[string]*interp.Game{}
)

// hachuPosition sets up fen in variant name, compiling the variant once
// for all the tests (a 12x12 game of 39 piece types takes a while).
func hachuPosition(t *testing.T, name, fen string) *interp.Position {
	t.Helper()
	hachuMu.Lock()
	g := hachuGames[name]
	if g == nil {
		g = bundledGame(t, name)
		hachuGames[name] = g
	}
	hachuMu.Unlock()
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %s: %v", name, fen, err)
	}
	return p
}

// hachuMoves lists the legal moves of p in coordinates, sorted.
func hachuMoves(p *interp.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.Game().MoveString(m))
	}
	slices.Sort(out)
	return out
}

// hachuPieceMoves lists the legal moves of the piece on from.
func hachuPieceMoves(t *testing.T, name, fen, from string) []string {
	var out []string
	for _, m := range hachuMoves(hachuPosition(t, name, fen)) {
		if strings.HasPrefix(m, from) {
			out = append(out, m)
		}
	}
	return out
}

// TestChuLionTrading: rule 1, a Lion may not take a Lion two squares
// away that is protected after the move, unless it took a piece other
// than a Pawn or a Go-Between on the way; an adjacent Lion it may always
// take.
func TestChuLionTrading(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces map[string]string
		move   string
		legal  bool
	}{
		// White Lion e5, Black Lion e7: nothing protects e7.
		{"distant, unprotected", map[string]string{"e5": "N", "e7": "n"}, "e5e7", true},
		// A Black Pawn on e8 steps down onto e7: it protects the Lion.
		{"distant, protected by a pawn", map[string]string{"e5": "N", "e7": "n", "e8": "p"}, "e5e7", false},
		// The Black Rook on e10 protects e7 only once the Lion has gone
		// from there: protection is judged after the move.
		{"distant, protected through the taken lion's square", map[string]string{"e5": "N", "e7": "n", "e10": "r"}, "e5e7", false},
		// Adjacent: always, protected or not.
		{"adjacent, protected", map[string]string{"e5": "N", "e6": "n", "e7": "p"}, "e5e6", true},
		// A Black Gold on e6 taken on the way is a bridge.
		{"bridge: a gold taken on the way", map[string]string{"e5": "N", "e6": "g", "e7": "n", "e8": "p"}, "e5e6,e6e7", true},
		// Leaping over the Gold takes nothing on the way: no bridge.
		{"leaping over a gold", map[string]string{"e5": "N", "e6": "g", "e7": "n", "e8": "p"}, "e5e7", false},
		// A Pawn or a Go-Between is no bridge.
		{"a pawn is no bridge", map[string]string{"e5": "N", "e6": "p", "e7": "n", "e8": "p"}, "e5e6,e6e7", false},
		{"a go-between is no bridge", map[string]string{"e5": "N", "e6": "i", "e7": "n", "e8": "p"}, "e5e6,e6e7", false},
		// A promoted Kirin is a Lion on either side of the rule.
		{"promoted kirin takes a protected lion", map[string]string{"e5": "+O", "e7": "n", "e8": "p"}, "e5e7", false},
		{"lion takes a protected promoted kirin", map[string]string{"e5": "N", "e7": "+o", "e8": "p"}, "e5e7", false},
		// Other pieces take a protected Lion freely (rule 1 is the Lions').
		{"a rook takes a protected lion", map[string]string{"e2": "R", "e7": "n", "e8": "p"}, "e2e7", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			fen := chuFEN(withKings(c.pieces), "w")
			moves := hachuMoves(hachuPosition(t, "chu", fen))
			if got := slices.Contains(moves, c.move); got != c.legal {
				t.Errorf("%s in %s: legal %v, want %v (legal moves %v)", c.move, fen, got, c.legal, moves)
			}
		})
	}
}

// TestChuCounterstrike: rule 2, after a piece that is not a Lion takes a
// Lion, the other side's next move may not take a Lion with a piece that
// is not a Lion; a Lion may, and so may anything a move later.
func TestChuCounterstrike(t *testing.T) {
	// Black to move: its Rook on e10 can take White's Lion on e5; White's
	// Rook on h1 can then take Black's Lion on h5, and White's promoted
	// Kirin on j7 (a Lion) can take it too, two squares away: nothing
	// protects h5 (White's Pawn on g5 stands between it and the Rook).
	pieces := withKings(map[string]string{"e5": "N", "e10": "r", "h5": "n", "h1": "R", "j7": "+O", "g5": "P"})
	fen := chuFEN(pieces, "b")
	for _, c := range []struct {
		name, before, move string
		legal              bool
	}{
		{"rook takes the lion: ban", "e10e5", "h1h5", false},
		{"a lion may take back", "e10e5", "j7h5", true},
		{"no capture of a lion: no ban", "l12l11", "h1h5", true},
		{"a move later the ban is gone", "e10e5 a1a2 l12l11", "h1h5", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := hachuPosition(t, "chu", fen)
			playMoves(t, p, c.before)
			moves := hachuMoves(p)
			if got := slices.Contains(moves, c.move); got != c.legal {
				t.Errorf("after %s, %s: legal %v, want %v", c.before, c.move, got, c.legal)
			}
		})
	}
	// A Lion taking a Lion sets no ban: White's Lion on e5 takes Black's
	// on e6, and Black's Rook on h12 may take it back at once (then
	// White's Rook on h1 may take Black's Lion on h5 next).
	pieces = withKings(map[string]string{"e5": "N", "e6": "n", "e12": "r", "h5": "n", "h1": "R"})
	p := hachuPosition(t, "chu", chuFEN(pieces, "w"))
	playMoves(t, p, "e5e6")
	found := false
	for _, m := range p.LegalMoves(nil) {
		found = found || p.Game().MoveString(m) == "e12e6"
	}
	if !found {
		t.Errorf("after a Lion took a Lion, the Rook may not take it back")
	}
}

// TestChuPromotion: a move entering the four-rank zone may promote; a
// capture starting or ending in the zone may; a quiet move within or out
// of it may not; a Pawn may promote on reaching the last rank, a Lance
// may not. Promotion is never forced.
func TestChuPromotion(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces map[string]string
		from   string
		want   []string
	}{
		// Silver on e8 (outside the zone): e9 d9 f9 enter it.
		{"entering", map[string]string{"e8": "S"}, "e8",
			[]string{"e8d7", "e8d9", "e8d9+", "e8e9", "e8e9+", "e8f7", "e8f9", "e8f9+"}},
		// Silver on e10: every quiet move stays in the zone or leaves it
		// (d9 f9 e11 d11 f11), none promotes; taking the Pawn on d11 may.
		{"within and out of the zone", map[string]string{"e10": "S", "d11": "p"}, "e10",
			[]string{"e10d11", "e10d11+", "e10d9", "e10e11", "e10f11", "e10f9"}},
		// Silver on e9 takes the Pawn on d8, leaving the zone: it may
		// promote; the quiet step to f8 may not.
		{"a capture leaving the zone", map[string]string{"e9": "S", "d8": "p"}, "e9",
			[]string{"e9d10", "e9d8", "e9d8+", "e9e10", "e9f10", "e9f8"}},
		// A Pawn on e11 steps to the last rank: it may promote; on e10 it
		// steps within the zone and may not.
		{"pawn to the last rank", map[string]string{"e11": "P"}, "e11", []string{"e11e12", "e11e12+"}},
		{"pawn within the zone", map[string]string{"e10": "P"}, "e10", []string{"e10e11"}},
		// A Lance on e10 slides to e11 and e12: within the zone, no
		// promotion, not even on the last rank.
		{"lance to the last rank", map[string]string{"e10": "L"}, "e10", []string{"e10e11", "e10e12"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			fen := chuFEN(withKings(c.pieces), "w")
			got := hachuPieceMoves(t, "chu", fen, c.from)
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("%s: moves of %s\n got %v\nwant %v", fen, c.from, got, c.want)
			}
		})
	}
}

// TestChuRepetition: a move that repeats a position (with the same side
// to move) is illegal, unless the side making it is in check.
func TestChuRepetition(t *testing.T) {
	// Golds on e5 (White) and h8 (Black) step out and back: Black's
	// step back would make the start position again.
	p := hachuPosition(t, "chu", chuFEN(withKings(map[string]string{"e5": "G", "h8": "g"}), "w"))
	playMoves(t, p, "e5e6 h8h7 e6e5")
	for _, m := range p.LegalMoves(nil) {
		if p.Game().MoveString(m) == "h7h8" {
			t.Errorf("h7h8 repeats the start position and is legal")
		}
	}
	// White's Rook on k1 steps to j1; Black's King goes l12-k12; the Rook
	// comes back to k1, checking the King on the k-file, and the King
	// steps back to l12: the start position again, but Black was in
	// check, so it may.
	p = hachuPosition(t, "chu", chuFEN(map[string]string{"a1": "K", "k1": "R", "l12": "k"}, "w"))
	playMoves(t, p, "k1j1 l12k12 j1k1")
	if !p.InCheck() {
		t.Fatalf("%s: Black is not in check", p.FEN())
	}
	found := false
	for _, m := range p.LegalMoves(nil) {
		found = found || p.Game().MoveString(m) == "k12l12"
	}
	if !found {
		t.Errorf("k12l12 repeats the start position out of check and is not legal")
	}
}

// TestChuLionPower: the Lion's and the lion-power pieces' double moves,
// igui and pass, as HaChu writes them: a Lion on e5 with a Black Pawn on
// e6; a Horned Falcon likewise straight forward (no pass: its one
// lion-power square is taken), a Soaring Eagle diagonally forward (it
// may pass by the empty d6).
func TestChuLionPower(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces map[string]string
		from   string
		want   []string // among the moves
		not    []string // not among them
	}{
		{"lion", map[string]string{"e5": "N", "e6": "p"}, "e5",
			[]string{"e5e6", "e5e6,e6e7", "e5e6,e6f7", "e5e6,e6e5", "e5e5", "e5e7", "e5c7", "e5g4"}, []string{"e5e6,e6e6"}},
		{"horned falcon", map[string]string{"e5": "+H", "e6": "p"}, "e5",
			[]string{"e5e6", "e5e6,e6e7", "e5e6,e6e5", "e5e7", "e5b2", "e5e1", "e5l5"}, []string{"e5e6,e6f7", "e5f6,f6g7", "e5e5"}},
		{"soaring eagle", map[string]string{"e5": "+D", "f6": "p"}, "e5",
			[]string{"e5f6", "e5f6,f6g7", "e5f6,f6e5", "e5g7", "e5e12", "e5b2", "e5e5"}, []string{"e5f6,f6f7", "e5f4,f4g3"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			fen := chuFEN(withKings(c.pieces), "w")
			got := hachuPieceMoves(t, "chu", fen, c.from)
			for _, m := range c.want {
				if !slices.Contains(got, m) {
					t.Errorf("%s: %s missing from %v", fen, m, got)
				}
			}
			for _, m := range c.not {
				if slices.Contains(got, m) {
					t.Errorf("%s: %s among the moves", fen, m)
				}
			}
		})
	}
}

// TestHachuGamesRoundTrip plays seeded random games of Chu and Dai Shogi:
// every move is read back from its SAN and from its coordinates (a Lion's
// double move "e5e6,e6e7" among them), unmade to the same FEN and hash,
// and the position after it reads back from its FEN.
func TestHachuGamesRoundTrip(t *testing.T) {
	for _, name := range []string{"chu", "dai", "tenjiku"} {
		t.Run(name, func(t *testing.T) { hachuRoundTrip(t, name) })
	}
}

// hachuRoundTrip plays two games of 80 plies, or of Tenjiku Shogi,
// whose every legality test must generate the burning and jumping
// pieces' captures, one of 40.
func hachuRoundTrip(t *testing.T, name string) {
	seeds, plies := uint64(2), 80
	if name == "tenjiku" {
		seeds, plies = 1, 40
	}
	{
		for seed := uint64(1); seed <= seeds; seed++ {
			p := hachuPosition(t, name, bundledVariant(t, name).Setup)
			g := p.Game()
			rng := rand.New(rand.NewPCG(seed, 12))
			var moves []interp.Move
			for ply := 0; ply < plies; ply++ {
				if moves = p.LegalMoves(moves[:0]); len(moves) == 0 || p.Outcome(moves).Over {
					break
				}
				m := moves[rng.IntN(len(moves))]
				san, text := p.SAN(m), g.MoveString(m)
				if got, err := search.ParseMoveText(p, moves, san); err != nil || got != m {
					t.Fatalf("%s, %s: SAN %s reads back as %s (%v), want %s", name, p.FEN(), san, g.MoveString(got), err, text)
				}
				if got, err := p.ParseMove(text); err != nil || got != m {
					t.Fatalf("%s, %s: %s reads back as %s (%v)", name, p.FEN(), text, g.MoveString(got), err)
				}
				fen, hash := p.FEN(), p.Hash()
				p.Make(m)
				after := p.FEN()
				if q, err := g.ParseFEN(after); err != nil || q.FEN() != after || q.Hash() != p.Hash() {
					t.Fatalf("%s: FEN %s does not read back (%v)", name, after, err)
				}
				p.Unmake()
				if p.FEN() != fen || p.Hash() != hash {
					t.Fatalf("%s: %s unmade from %s gives %s", name, text, fen, p.FEN())
				}
				p.Make(m)
			}
		}
	}
}
