package definitions_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Castling that takes the opponent's right on its side (castling's
// opposite) and castling as a goal (the castled and castling-lost
// endings: Fairy-Stockfish's oppositeCastling and castlingWins). Every
// count below is worked out from the rules in spec/language.md.
const castlingRulesSrc = `
variant opposite extends chess {
	castling {
		king King
		rooks Rook
		kingside g f
		queenside c d
		opposite
	}
}
variant castlegoal extends chess {
	ending "castled" { castled queenside; side black; winner side }
	ending "castling lost" { castling-lost queenside; side black; winner other }
}
`

func TestCastlingRules(t *testing.T) {
	vs, diags := lang.CompileSource("castling.vdl", []byte(castlingRulesSrc))
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	games := map[string]*interp.Game{}
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		games[v.Name] = g
	}
	// Kings and rooks behind full pawn rows: Black has 16 pawn moves, 3 +
	// 2 rook moves, 2 king steps and both castlings, 25 moves.
	const rows = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R"
	tests := []struct {
		variant, fen, moves string
		depth               int
		want                uint64
		after               string // the FEN's castling field after the moves
	}{
		// White castles short: Black may no longer (24); long, the same.
		{"opposite", rows + " w KQkq - 0 1", "e1g1", 1, 24, "q"},
		{"opposite", rows + " w KQkq - 0 1", "e1c1", 1, 24, "k"},
		// A king move takes no right of the other side's.
		{"opposite", rows + " w KQkq - 0 1", "e1f1", 1, 25, "kq"},
		// Black's long castling wins at once: nothing follows it.
		{"castlegoal", rows + " b KQkq - 0 1", "e8c8", 1, 0, "KQ"},
		// Black's short castling loses its long right: lost.
		{"castlegoal", rows + " b KQkq - 0 1", "e8g8", 1, 0, "KQ"},
		// A rook move on the other wing keeps the game going: White's
		// 16 pawn moves, 3 + 2 rook moves, 2 king steps and 2 castlings.
		{"castlegoal", rows + " b KQkq - 0 1", "h8g8", 1, 25, "KQq"},
		// Without Black's long right the game is over from the start.
		{"castlegoal", rows + " w KQk - 0 1", "", 1, 0, "KQk"},
		// White's rights count for nothing: it moves its king freely.
		{"castlegoal", rows + " w KQkq - 0 1", "e1f1", 1, 25, "kq"},
	}
	for _, tt := range tests {
		p, err := games[tt.variant].ParseFEN(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		for _, text := range strings.Fields(tt.moves) {
			m, err := p.ParseMove(text)
			if err != nil {
				t.Fatalf("%s %s: %v", tt.variant, tt.fen, err)
			}
			p.Make(m)
		}
		if got := p.Perft(tt.depth); got != tt.want {
			t.Errorf("%s from %s after %q: perft %d = %d, want %d", tt.variant, tt.fen, tt.moves, tt.depth, got, tt.want)
		}
		fen := p.FEN()
		if got := strings.Fields(fen)[2]; got != tt.after {
			t.Errorf("%s from %s after %q: castling rights %q, want %q", tt.variant, tt.fen, tt.moves, got, tt.after)
		}
		// The position read back from its FEN hashes the same.
		q, err := games[tt.variant].ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if q.Hash() != p.Hash() {
			t.Errorf("%s: %s hashes differently read back", tt.variant, fen)
		}
	}
}
