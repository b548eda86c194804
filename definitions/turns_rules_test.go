package definitions_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/lang"
)

// TestTurnsAndRules: how the rules of a game meet turns of several moves
// (spec/language.md, "turns"), one case per claim of the spec that the
// Marseillais, Progressive and Monster tests above do not show. Each case
// is a variant extending a bundled one, a position, moves played in
// order, and what holds after the last of them (and, with notBefore, did
// not hold before it).
func TestTurnsAndRules(t *testing.T) {
	for _, tc := range []struct {
		name      string
		src       string // variant v's body statements, after "extends PARENT"
		parent    string
		fen       string
		moves     string
		rule      string // the game is over by this rule after the moves ("": not over)
		notBefore bool   // and was not over before the last move
		side      int    // else: the player to move
		part      int    // and the move of its turn (TurnPart)
		from      string // and the legal moves from this square are
		want      string
		empty     string // and these squares are empty
	}{
		{
			// move-rule N counts moves, 2N in all, however they fall
			// into turns: two turns of two quiet moves end a game of
			// move-rule 2.
			name: "move rule counts moves", parent: "marseillais", src: "move-rule 2",
			fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 2", moves: "a1a2 a2a3 e8e7 e7e6",
			rule: "move rule", notBefore: true,
		},
		{
			// The clock restarts at a capture or pawn move in the
			// middle of a turn, as at any move.
			name: "move rule clock reset mid-turn", parent: "marseillais", src: "move-rule 2",
			fen: "4k3/8/8/8/8/8/p7/R3K3 w - - 0 2", moves: "e1e2 a1a2 e8e7 e7e6 e2e3",
			side: interp.White, part: 1, from: "a2", want: "a2a1 a2a3 a2a4 a2a5 a2a6 a2a7 a2a8 a2b2 a2c2 a2d2 a2e2 a2f2 a2g2 a2h2",
		},
		{
			// Repetition compares whole positions: the board, the player
			// to move and the move of its turn. Monster chess: White's
			// King goes e1-e2-e1 in each turn while Black's walks a
			// triangle e8-e7-d8-e8, a cycle of nine moves; its third
			// occurrence ends the game.
			name: "repetition over an odd cycle", parent: "monster", src: "",
			fen:   "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
			moves: strings.Repeat("e1e2 e2e1 e8e7 e1e2 e2e1 e7d8 e1e2 e2e1 d8e8 ", 2),
			rule:  "repetition", notBefore: true,
		},
		{
			// An ending is judged after every move: taking Black's last
			// Knight with the first move of White's turn ends the game,
			// the second move unplayed.
			name: "ending in the middle of a turn", parent: "marseillais",
			src: `ending "knights" { extinction Knight; side black; winner other }`,
			fen: "4k3/8/8/7n/8/8/8/4K2R w - - 0 2", moves: "h1h5",
			rule: "knights", notBefore: true,
		},
		{
			// A capture's explosion happens with its move: Rxa3 blows up
			// the Knights a3 and b3 and the Rook, and White's second move
			// is the King's.
			name: "explosion with its move", parent: "atomic", src: "turns opening 1 then 2",
			fen: "4k3/8/8/8/8/nn6/8/R3K3 w - - 0 2", moves: "a1a3",
			side: interp.White, part: 1, want: "e1d1 e1d2 e1e2 e1f1 e1f2", empty: "a1 a3 b3",
		},
		{
			// A freezer freezes from where it stands after each move:
			// two steps bring it next to the Rook h8, which cannot move
			// in Black's turn.
			name: "freeze after each move", parent: "marseillais",
			src: "piece Freezer z \"K\" { freeze \"K\" }\n\tadd-pieces Freezer",
			fen: "k6r/8/4Z3/8/8/8/8/4K3 w - - 0 2", moves: "e6f6 f6g7",
			side: interp.Black, part: 0, from: "h8", want: "",
		},
		{
			// Checks are counted move by move; since a check ends the
			// turn, a turn gives at most one.
			name: "checks counted per move", parent: "marseillais",
			src: `ending "two checks" { checks 2; side white; winner side }`,
			fen: "4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 2", moves: "a1a8 e8e7 e7e6 a8a6",
			rule: "two checks", notBefore: true,
		},
		{
			// A promotion is one move of the turn; the new piece may make
			// the next.
			name: "promotion then the promoted piece", parent: "marseillais", src: "",
			fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 2", moves: "a7a8n",
			side: interp.White, part: 1, from: "a8", want: "a8b6 a8c7",
		},
		{
			// A capture and the move the captor must make after it
			// (take-and-make) are one move of the turn: the Bishop takes
			// on c6, goes on as a knight to e5, and moves again as a
			// Bishop.
			name: "after-capture is part of its move", parent: "take-and-make", src: "turns opening 1 then 2",
			fen: "r1bqkbnr/pppppppp/2n5/1B6/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 2", moves: "b5c6,c6e5",
			side: interp.White, part: 1, from: "e5", want: "e5c3 e5d4 e5d6 e5f4 e5f6 e5g3",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "variant v extends " + tc.parent + " {\n\t" + tc.src + "\n}\n"
			v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(src), "v")
			if diags.Err() != nil {
				t.Fatal(diags.Err())
			}
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			ms := strings.Fields(tc.moves)
			playMoves(t, p, strings.Join(ms[:len(ms)-1], " "))
			if tc.notBefore {
				if o := p.Outcome(p.LegalMoves(nil)); o.Over {
					t.Fatalf("over before %s: %+v", ms[len(ms)-1], o)
				}
			}
			playMoves(t, p, ms[len(ms)-1])
			o := p.Outcome(p.LegalMoves(nil))
			if tc.rule != "" {
				if !o.Over || o.Rule != tc.rule {
					t.Errorf("%s: outcome %+v, want over by %s", p.FEN(), o, tc.rule)
				}
				return
			}
			if o.Over {
				t.Fatalf("%s: over (%+v)", p.FEN(), o)
			}
			if p.SideToMove() != tc.side || p.TurnPart() != tc.part {
				t.Errorf("player %d, move %d of the turn; want %d, %d", p.SideToMove(), p.TurnPart(), tc.side, tc.part)
			}
			if tc.from != "" || tc.want != "" {
				spWantMoves(t, g, p, tc.from, tc.want)
			}
			spEmpty(t, g, p, strings.Fields(tc.empty)...)
		})
	}
}

// A chain capture (draughts) is one move of the turn, however many men it
// takes: English draughts with two moves a turn, the man c3 takes d4 and
// f6 in one chain, and White still has its second move.
func TestTurnsChainIsOneMove(t *testing.T) {
	src := "variant v extends english-draughts {\n\tturns opening 1 then 2\n}\n"
	v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(src), "v")
	if diags.Err() != nil {
		t.Fatal(diags.Err())
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	fen := strings.Replace(dFEN(8, "w", "Mc3", "md4", "mf6", "mb8", "Ma1"), " 0 1", " 0 2", 1)
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	ms := p.LegalMoves(nil)
	if len(ms) != 1 {
		t.Fatalf("%s: %d moves, want the one chain c3 over d4 and f6", fen, len(ms))
	}
	p.Make(ms[0])
	spEmpty(t, g, p, "c3", "d4", "f6")
	if p.SideToMove() != interp.White || p.TurnPart() != 1 {
		t.Errorf("after the chain %s: player %d, move %d; want White's second", g.MoveString(ms[0]), p.SideToMove(), p.TurnPart())
	}
}

// A FEN written in the middle of a turn says how far the turn has gone
// (w:1, after the side to move) and reads back there: the same player at
// the same move of the turn, with the same hash; so does one written
// between the two moves of March Hare's turn (the part made and the type
// it moved: w:1P) and one of a simultaneous turn with White's move chosen
// (b:e2e4). Before, each read back as the start of a turn.
func TestTurnsFENMidTurn(t *testing.T) {
	tests := []struct {
		variant, fen, moves string
		want                string // the FEN written after the moves
		player, part        int
	}{
		{"marseillais", "4k3/8/8/8/8/8/8/R3K3 w - - 0 2", "a1a2", "4k3/8/8/8/8/8/R7/4K3 w:1 - - 1 2", interp.White, 1},
		{"progressive", "4k3/8/8/8/8/8/8/R3K3 b - - 0 2", "e8d8 d8c8", "2k5/8/8/8/8/8/8/R3K3 b:2 - - 2 2", interp.Black, 2},
		{"monster", "", "e1d1", "rnbqkbnr/pppppppp/8/8/8/8/2PPPP2/3K4 w:1 kq - 1 1", interp.White, 1},
		{"march-hare", "", "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w:1P KQkq e3 0 1", interp.White, 1},
		{"synchronistic", "", "e2e4", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b:e2e4 KQkq - 0 1", interp.Black, 0},
	}
	for _, tt := range tests {
		g, p := bundledPosition(t, tt.variant, tt.fen)
		playMoves(t, p, tt.moves)
		if got := p.FEN(); got != tt.want {
			t.Errorf("%s after %s: %s, want %s", tt.variant, tt.moves, got, tt.want)
		}
		q, err := g.ParseFEN(p.FEN())
		if err != nil {
			t.Errorf("%s: %s: %v", tt.variant, p.FEN(), err)
			continue
		}
		if q.SideToMove() != tt.player || q.TurnPart() != tt.part || q.Hash() != p.Hash() || q.FEN() != p.FEN() {
			t.Errorf("%s: %s read back: %s, player %d, move %d, hash equal %v; want player %d, move %d", tt.variant, p.FEN(), q.FEN(), q.SideToMove(), q.TurnPart(), q.Hash() == p.Hash(), tt.player, tt.part)
		}
	}
}

// A turn's progress that does not fit the variant's turns is an error at
// its column.
func TestTurnsFENProgressErrors(t *testing.T) {
	tests := []struct {
		variant, fen string
		column       int
		want         string // in the message
	}{
		{"marseillais", "4k3/8/8/8/8/8/8/R3K3 w:2 - - 0 2", 3, "this turn has 2 moves: expected 1 to 1 made"},
		{"marseillais", "4k3/8/8/8/8/8/8/R3K3 w:1 - - 0 1", 3, "this turn has one move"},
		{"marseillais", "4k3/8/8/8/8/8/8/R3K3 w:x - - 0 2", 3, "expected the number of moves of the turn made"},
		{"marseillais", "4k3/8/8/8/8/8/8/R3K3 w: - - 0 2", 3, "expected something after ':'"},
		{"chess", "4k3/8/8/8/8/8/8/R3K3 w:1 - - 0 2", 3, "one move a turn"},
		{"march-hare", "4k3/8/8/8/8/8/8/R3K3 w:1Z - - 0 2", 4, "expected the upper-case letter of the type"},
		{"march-hare", "4k3/8/8/8/8/8/8/R3K3 w:2R - - 0 2", 3, "a turn has 2 parts: expected 1 to 1 made"},
		{"synchronistic", "4k3/8/8/8/8/8/8/R3K3 b - - 0 2", 1, "b is written with White's chosen move"},
		{"synchronistic", "4k3/8/8/8/8/8/8/R3K3 w:a1a2 - - 0 2", 3, "written after b"},
		{"synchronistic", "4k3/8/8/8/8/8/8/R3K3 b:a1a1 - - 0 2", 3, "White's chosen move: move \"a1a1\" is not legal"},
	}
	for _, tt := range tests {
		g := bundledGame(t, tt.variant)
		_, err := g.ParseFEN(tt.fen)
		var ferr *fen.Error
		if !errors.As(err, &ferr) {
			t.Errorf("%s %s: %v, want a FEN error", tt.variant, tt.fen, err)
			continue
		}
		if col := ferr.Offset - strings.IndexByte(tt.fen, ' '); col != tt.column || !strings.Contains(ferr.Msg, tt.want) {
			t.Errorf("%s %s: %v (column %d of the side field), want %q at its column %d", tt.variant, tt.fen, err, col, tt.want, tt.column)
		}
	}
}

// In the middle of Black's turn of Marseillais chess two en-passant rights
// are open: White's e2e4 (e3, for Black's whole turn) and Black's own d7d5
// (d6, kept for White's next turn), whose victim, Black's own pawn, is
// found ahead of its square. Naming each victim after its targets reads
// the same; a victim named before any target is an error.
func TestTurnsFENMidTurnEnPassant(t *testing.T) {
	g, p := bundledPosition(t, "marseillais", "")
	playMoves(t, p, "e2e4 d7d5")
	want := "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b:1 KQkq e3d6 0 1"
	if got := p.FEN(); got != want {
		t.Fatalf("after e2e4 d7d5: %s, want %s", got, want)
	}
	for _, f := range []string{want, strings.Replace(want, "e3d6", "e3e4d6d5", 1)} {
		q, err := g.ParseFEN(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if q.Hash() != p.Hash() || q.FEN() != want {
			t.Errorf("%s read back: %s, hash equal %v", f, q.FEN(), q.Hash() == p.Hash())
		}
	}
	if _, err := g.ParseFEN(strings.Replace(want, "e3d6", "e4e3d5d6", 1)); err == nil || !strings.Contains(err.Error(), "names the victim of no target") {
		t.Errorf("victims before their targets: %v, want an error", err)
	}
}
