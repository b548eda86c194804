package interp_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// Chain captures (interp/chain.go) on small games written for the test:
// a man that jumps every way, crowned on the last rank, with and without
// stop-on-promotion.
const chainSource = `
rules jumps {
	royal none
	must-capture
	promotion { pieces Man; last-rank; choices King; mandatory }
}
variant stops extends jumps {
	board 8x8
	piece Man m "fmF" { chain "F" stop-on-promotion }
	piece King k "mF" { chain "F" }
	pieces Man King
	setup "8/2m1m3/1M6/8/8/8/8/7m w - - 0 1"
}
variant rook-end extends jumps {
	board 8x8
	piece Man m "fmF" { chain "F" }
	piece King k "mR" { chain "R" }
	pieces Man King
	must-capture most
	setup "8/8/8/2m5/7m/m4m2/8/K7 w - - 0 1"
}
variant rook-at-once extends rook-end {
	piece King k "mR" { chain "R" remove-at-once }
}
variant goes-on extends jumps {
	board 8x8
	piece Man m "fmF" { chain "F" }
	piece King k "mF" { chain "F" }
	pieces Man King
	setup "8/2m1m3/1M6/8/8/8/8/7m w - - 0 1"
}
`

func chainGame(t *testing.T, name string) (*ir.Variant, *interp.Position) {
	t.Helper()
	v, _, diags := lang.CompileSourceVariant("chain.vdl", []byte(chainSource), name)
	if diags.ErrorCount() > 0 {
		t.Fatal(diags)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(v.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return v, p
}

// TestChainPromotion: the man on b6 jumps c7 and lands on d8, its last
// rank. With stop-on-promotion it is crowned there and the move ends;
// without, it goes on as a man over e7 to f6 and is not crowned.
func TestChainPromotion(t *testing.T) {
	for _, c := range []struct{ variant, want, after string }{
		{"stops", "b6c7,c7d8k", "3K4/4m3/8/8/8/8/8/7m"},
		{"goes-on", "b6c7,c7e7,e7f6", "8/8/5M2/8/8/8/8/7m"},
	} {
		_, p := chainGame(t, c.variant)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, p.Game().MoveString(m))
		}
		slices.Sort(got)
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: moves %v, want %s", c.variant, got, c.want)
			continue
		}
		m, err := p.ParseMove(c.want)
		if err != nil {
			t.Fatal(err)
		}
		before := p.FEN()
		p.Make(m)
		if board := strings.Fields(p.FEN())[0]; board != c.after {
			t.Errorf("%s: after %s: %s, want %s", c.variant, c.want, board, c.after)
		}
		p.Unmake()
		if p.FEN() != before {
			t.Errorf("%s: undo gives %s, want %s", c.variant, p.FEN(), before)
		}
	}
}

// TestChainRejected: the interpreter refuses chain moves it could not
// follow to an end, or that do not land on an empty square.
func TestChainRejected(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(*ir.Move)
		want   string
	}{
		{"no kill", func(m *ir.Move) { m.Legs[0].Kill, m.Legs[0].End = false, ir.Empty }, "must take a piece on the way"},
		{"captures at the end", func(m *ir.Move) { m.Final.Capture = true }, "must end on an empty square"},
		{"stop without chain", func(m *ir.Move) { m.Chain = false }, "not a chain"},
	} {
		v, _ := chainGame(t, "stops")
		var man *ir.Piece
		for i := range v.Pieces {
			if v.Pieces[i].Name == "Man" {
				man = &v.Pieces[i]
			}
		}
		moves := slices.Clone(man.Moves)
		for i := range moves {
			if moves[i].Chain {
				moves[i].Legs = slices.Clone(moves[i].Legs)
				c.change(&moves[i])
			}
		}
		man.Moves = moves
		if _, err := interp.NewGame(v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: NewGame error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// TestChainRemoveAtOnce: a flying rook-king on a1 takes a3, c5, h4 and f3
// (four, the most it can). Going left along rank 3 after f3 it meets a3's
// square: with the pieces staying until the move ends, that square bars
// the way, so it lands on e3 to b3; with remove-at-once a3 is gone and it
// may land there too, a move that takes a3 as a plain capture.
func TestChainRemoveAtOnce(t *testing.T) {
	for _, c := range []struct{ variant, want string }{
		{"rook-end", "a1a3,a3c5,c5h4,h4f3,f3b3 a1a3,a3c5,c5h4,h4f3,f3c3 a1a3,a3c5,c5h4,h4f3,f3d3 a1a3,a3c5,c5h4,h4f3,f3e3"},
		{"rook-at-once", "a1a3,a3c5,c5h4,h4f3,f3b3 a1a3,a3c5,c5h4,h4f3,f3c3 a1a3,a3c5,c5h4,h4f3,f3d3 a1a3,a3c5,c5h4,h4f3,f3e3 a1c5,c5h4,h4f3,f3a3"},
	} {
		_, p := chainGame(t, c.variant)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, p.Game().MoveString(m))
		}
		slices.Sort(got)
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: moves\n got  %s\n want %s", c.variant, strings.Join(got, " "), c.want)
			continue
		}
		for _, text := range strings.Fields(c.want) {
			m, err := p.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			before := p.FEN()
			p.Make(m)
			to := text[len(text)-2:]
			if board, want := strings.Fields(p.FEN())[0], chainBoard(to); board != want {
				t.Errorf("%s: after %s: %s, want %s", c.variant, text, board, want)
			}
			p.Unmake()
			if p.FEN() != before {
				t.Errorf("%s: undo of %s gives %s, want %s", c.variant, text, p.FEN(), before)
			}
		}
	}
}

// chainBoard is the FEN board of an 8x8 board with White's king alone on
// a square of rank 3.
func chainBoard(sq string) string {
	f := int(sq[0] - 'a')
	rank := "K"
	if f > 0 {
		rank = string(rune('0'+f)) + rank
	}
	if f < 7 {
		rank += string(rune('0' + 7 - f))
	}
	return "8/8/8/8/8/" + rank + "/8/8"
}
