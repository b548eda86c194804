package search

import (
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestEvalTermTypes checks which types the derived terms pick in some
// bundled variants: bishops pair, rooks and queens ride files.
func TestEvalTermTypes(t *testing.T) {
	variants, _ := lang.Bundled()
	for _, tt := range []struct {
		variant      string
		pair, riders []string
	}{
		{"chess", []string{"Bishop"}, []string{"Rook", "Queen"}},
		{"capablanca", []string{"Bishop"}, []string{"Rook", "Queen", "Chancellor"}},
		{"shogi", nil, nil},
		{"xiangqi", nil, nil},
	} {
		for _, v := range variants {
			if v.Name != tt.variant {
				continue
			}
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			e := NewEvaluator(g)
			names := func(types []int) []string {
				var out []string
				for _, t := range types {
					out = append(out, v.Pieces[t].Name)
				}
				return out
			}
			pair, riders := names(e.pairTypes), names(e.riders)
			slices.Sort(pair)
			slices.Sort(riders)
			slices.Sort(tt.pair)
			slices.Sort(tt.riders)
			if !slices.Equal(pair, tt.pair) || !slices.Equal(riders, tt.riders) {
				t.Errorf("%s: pair %v, riders %v; want %v, %v", v.Name, pair, riders, tt.pair, tt.riders)
			}
		}
	}
}

// TestEvalTermScores checks each term on chess positions: what it adds to
// White's and Black's middlegame scores.
func TestEvalTermScores(t *testing.T) {
	for _, tt := range []struct {
		name, fen string
		term      func(e *Evaluator, p *interp.Position, mg, eg *[2]int)
		white     int // White's middlegame score less Black's
	}{
		{"pair", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", (*Evaluator).pairs, 0},
		{"pair lost", "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", (*Evaluator).pairs, pairMG},
		{"same colour bishops", "4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1", (*Evaluator).pairs, 0},
		{"open file", "4k3/pppp1ppp/8/8/8/8/PPPP1PPP/4RK2 w - - 0 1", (*Evaluator).openFiles, openMG},
		{"semi-open file", "4k3/pppppppp/8/8/8/8/PPPP1PPP/4RK2 w - - 0 1", (*Evaluator).openFiles, semiOpenMG},
		{"closed file", "4k3/pppppppp/8/8/8/8/PPPPPPPP/4RK2 w - - 0 1", (*Evaluator).openFiles, 0},
	} {
		p := chessPosition(t, tt.fen)
		e := NewEvaluator(p.Game())
		var mg, eg [2]int
		tt.term(e, p, &mg, &eg)
		if got := mg[interp.White] - mg[interp.Black]; got != tt.white {
			t.Errorf("%s: %d, want %d", tt.name, got, tt.white)
		}
	}
}
