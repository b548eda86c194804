package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
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

// A FEN does not record which move of its turn the player is at: read
// back, a FEN written in the middle of a turn starts the turn afresh.
func TestTurnsFENMidTurn(t *testing.T) {
	g, p := bundledPosition(t, "marseillais", "4k3/8/8/8/8/8/8/R3K3 w - - 0 2")
	playMoves(t, p, "a1a2")
	if p.TurnPart() != 1 {
		t.Fatalf("after a1a2: move %d of the turn, want 1", p.TurnPart())
	}
	q, err := g.ParseFEN(p.FEN())
	if err != nil {
		t.Fatal(err)
	}
	if q.SideToMove() != interp.White || q.TurnPart() != 0 {
		t.Errorf("%s read back: player %d, move %d; want White's first", p.FEN(), q.SideToMove(), q.TurnPart())
	}
}
