package interp_test

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// A castling king taken off the board (captured, exploded, pinched, taken
// on the way) takes its partners' castling marks with it: the position
// after the move is the one its FEN, read back, gives, hash included (a
// repetition is found as such), and Unmake brings the marks back.

const castleMarksSource = `
variant pinchmarks "Pinch test" {
	board 8x8
	piece King k "K"
	piece Rook r "R"
	piece Pincher h "mW" { custodian "W" }
	piece Lion l "mKcaK"
	pieces King Rook Pincher Lion
	royal none
	castling { king King; rooks Rook; kingside g f; queenside c d }
	setup "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
}
`

func TestCastlingMarksOfRemovedKings(t *testing.T) {
	tests := []struct {
		variant, fen, moves, want string
	}{
		// Qxd7 explodes the King on e8; the game is over, and Black's
		// rooks have no king to castle with.
		{"atomic", "r3k2r/3p4/8/8/8/7Q/8/4K3 w kq - 0 1", "h3d7", "r6r/8/8/8/8/8/8/4K3 b - - 0 1"},
		{"nocheckatomic", "r3k2r/3p4/8/8/8/7Q/8/4K3 w kq - 0 1", "h3d7", "r6r/8/8/8/8/8/8/4K3 b - - 0 1"},
		// The explosion takes the rook on a8 and leaves the King: its
		// short castling stays.
		{"atomic", "r3k2r/1p6/8/8/8/8/8/1Q2K3 w kq - 0 1", "b1b7", "4k2r/8/8/8/8/8/8/4K3 b k - 0 1"},
		// Giveaway: Qxe8 takes the King; Black plays on with two rooks
		// that can no longer castle, and must take back.
		{"giveaway", "r3k2r/8/8/8/8/8/8/4Q2K w kq - 0 1", "e1e8", "r3Q2r/8/8/8/8/8/8/7K b - - 0 1"},
		{"giveaway", "r3k2r/8/8/8/8/8/8/4Q2K w kq - 0 1", "e1e8 a8e8", "4r2r/8/8/8/8/8/8/7K w - - 0 2"},
		// White's pincher on d7 steps to d8 and pinches the King on e8
		// against the one on f8.
		{"pinchmarks", "r3kH1r/3H4/8/8/8/8/8/R3K2R w KQkq - 0 1", "d7d8", "r2H1H1r/8/8/8/8/8/8/R3K2R b KQ - 0 1"},
		// The lion takes the King on e8 on the way to f7.
		{"pinchmarks", "r3k2r/3L4/8/8/8/8/8/R3K2R w KQkq - 0 1", "d7e8,e8f7", "r6r/5L2/8/8/8/8/8/R3K2R b KQ - 0 1"},
	}
	for _, tt := range tests {
		v, err := lang.Find(tt.variant)
		if strings.HasSuffix(tt.variant, "marks") {
			var diags diag.List
			v, _, diags = lang.CompileSourceVariant("marks.vdl", []byte(castleMarksSource), tt.variant)
			err = diags.Err()
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		before := p.Hash()
		moves := strings.Fields(tt.moves)
		for _, text := range moves {
			p.Make(mustMove(t, p, text))
		}
		if got := p.FEN(); got != tt.want {
			t.Errorf("%s: %s after %s: FEN %s, want %s", tt.variant, tt.fen, tt.moves, got, tt.want)
			continue
		}
		back, err := g.ParseFEN(tt.want)
		if err != nil {
			t.Fatal(err)
		}
		if p.Hash() != back.Hash() {
			t.Errorf("%s: %s after %s: the position differs from its FEN read back (castling marks kept)", tt.variant, tt.fen, tt.moves)
		}
		for range moves {
			p.Unmake()
		}
		if p.FEN() != tt.fen || p.Hash() != before {
			t.Errorf("%s: after taking %s back: %s, hash restored %v", tt.variant, tt.moves, p.FEN(), p.Hash() == before)
		}
	}
}
