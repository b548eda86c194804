package interp_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// The candidate moves that MakeIfLegal accepts are exactly the legal
// moves, in every bundled variant along random games; MakeIfLegal leaves
// an illegal move unmade and a legal one made.
func TestCandidateMovesAreTheLegalMoves(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(7))
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		for game := 0; game < 1; game++ {
			p, _ := g.StartPosition()
			var legal, cands, kept []interp.Move
			for ply := 0; ply < 80; ply++ {
				legal = p.LegalMoves(legal[:0])
				fen := p.FEN()
				var untested bool
				cands, untested = p.CandidateMoves(cands[:0])
				kept = kept[:0]
				for _, m := range cands {
					if !untested {
						kept = append(kept, m)
						continue
					}
					if p.MakeIfLegal(m) {
						kept = append(kept, m)
						p.Unmake()
					}
					if p.FEN() != fen {
						t.Fatalf("%s: MakeIfLegal(%s) left %s, not %s", v.Name, g.MoveString(m), p.FEN(), fen)
					}
				}
				if len(kept) != len(legal) {
					t.Fatalf("%s %s: %d candidates legal, %d legal moves", v.Name, fen, len(kept), len(legal))
				}
				for _, m := range legal {
					if !slices.Contains(kept, m) {
						t.Fatalf("%s %s: legal %s not among the candidates", v.Name, fen, g.MoveString(m))
					}
				}
				if len(legal) == 0 {
					break
				}
				p.Make(legal[rng.Intn(len(legal))])
			}
		}
	}
}
