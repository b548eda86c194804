package interp_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// CandidateBoardMoves, in every bundled variant along random games: with
// all it lists exactly CandidateMoves; without, CandidateMoves less some
// of the drops (and nothing else), with the same untested flag.
func TestCandidateBoardMovesAreCandidatesLessDrops(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(13))
	left := 0 // positions where drops were left out
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := g.StartPosition()
		var legal, cands, board []interp.Move
		for ply := 0; ply < 60; ply++ {
			cands, untested := p.CandidateMoves(cands[:0])
			board, bUntested, all := p.CandidateBoardMoves(board[:0])
			fen := p.FEN()
			if all {
				if !sameMoves(board, cands) || bUntested != untested {
					t.Fatalf("%s %s: all, but %d board moves (untested %v) for %d candidates (%v)", v.Name, fen, len(board), bUntested, len(cands), untested)
				}
			} else {
				left++
				if bUntested != untested {
					t.Fatalf("%s %s: untested %v, candidates' %v", v.Name, fen, bUntested, untested)
				}
				for _, m := range board {
					if m.Kind == interp.Drop || !slices.Contains(cands, m) {
						t.Fatalf("%s %s: board move %s is a drop or no candidate", v.Name, fen, g.MoveString(m))
					}
				}
				for _, m := range cands {
					if m.Kind != interp.Drop && !slices.Contains(board, m) {
						t.Fatalf("%s %s: candidate %s missing", v.Name, fen, g.MoveString(m))
					}
				}
			}
			legal = p.LegalMoves(legal[:0])
			if len(legal) == 0 {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
	}
	if left == 0 {
		t.Error("no position left its drops out: the test tests nothing")
	}
}
