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
