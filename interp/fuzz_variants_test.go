package interp_test

import (
	"sort"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// FuzzBundledGames plays move sequences chosen by the fuzzer in every
// bundled variant, so every construct the definitions use (walkers,
// effects, exits, transformations, once-per-game moves, endings, turns) is
// exercised: nothing may panic, and Unmake must restore each position
// exactly, board, hash and FEN.
func FuzzBundledGames(f *testing.F) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		f.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	games := make([]*interp.Game, len(vs))
	for i, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			f.Fatalf("%s: %v", v.Name, err)
		}
		games[i] = g
	}
	for i := range vs {
		f.Add(uint8(i), []byte{0, 7, 3, 250, 11, 42, 9, 1, 200, 17, 5, 99})
	}
	f.Fuzz(func(t *testing.T, which uint8, choices []byte) {
		g := games[int(which)%len(games)]
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		playChecked(t, g.V, p, choices)
	})
}

func playChecked(t *testing.T, v *ir.Variant, p *interp.Position, choices []byte) {
	var moves []interp.Move
	for _, c := range choices {
		moves = p.LegalMoves(moves[:0])
		if len(moves) == 0 {
			return
		}
		fen, hash := p.FEN(), p.Hash()
		for _, m := range moves {
			p.Make(m)
			p.Unmake()
			if p.FEN() != fen || p.Hash() != hash {
				t.Fatalf("%s: %s from %s not undone: %s", v.Name, p.Game().MoveString(m), fen, p.FEN())
			}
		}
		p.Make(moves[int(c)%len(moves)])
	}
}
