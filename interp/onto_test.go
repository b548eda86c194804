package interp_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// CandidateCapturesOnto's moves onto each square are CandidateCaptures'
// moves onto it, in the same order, with the same flags, in every
// bundled variant along random games (each list from a copy of the
// position) (captures preferred, so that pieces
// of every kind meet), for every occupied square and some empty ones.
func TestCandidateCapturesOntoKeepsTheRecaptures(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	tabled := 0
	games := bundledGames(t)
	for _, g := range games {
		if g.Simultaneous() {
			continue
		}
		if g.OntoTabled() {
			tabled++
		}
		p, _ := g.StartPosition()
		var legal, full, onto []interp.Move
		for ply := 0; ply < 60; ply++ {
			if ply%10 == 0 {
				fen := p.FEN()
				for s := 0; s < g.Files()*g.Ranks(); s++ {
					// Each from a copy: a legality test by making moves
					// may reorder the piece lists, and so the next list.
					to := interp.Square(s)
					if _, _, ok := p.PieceAt(to); !ok && s%7 != 0 {
						continue // the occupied squares, and some others
					}
					var fu, fa, ou, oa bool
					full, fu, fa = p.Clone().CandidateCaptures(full[:0])
					q := p.Clone()
					onto, ou, oa = q.CandidateCapturesOnto(onto[:0], to)
					if q.FEN() != fen {
						t.Fatalf("%s: CandidateCapturesOnto left %s, not %s", g.V.Name, q.FEN(), fen)
					}
					want, got := endingOn(full, to), endingOn(onto, to)
					if !slices.Equal(want, got) || ou != fu || oa != fa {
						t.Fatalf("%s %s onto %s: %v (untested %v, all %v), want %v (%v, %v)", g.V.Name, fen, g.SquareName(to),
							names(g, got), ou, oa, names(g, want), fu, fa)
					}
				}
			}
			legal = p.LegalMoves(legal[:0])
			if len(legal) == 0 {
				break
			}
			m := legal[rng.Intn(len(legal))]
			for range 4 {
				if m.IsCapture() {
					break
				}
				m = legal[rng.Intn(len(legal))]
			}
			p.Make(m)
		}
	}
	if tabled < len(games)/2 {
		t.Errorf("only %d of %d variants have the reach table", tabled, len(games))
	}
}

func endingOn(ml []interp.Move, to interp.Square) []interp.Move {
	var out []interp.Move
	for _, m := range ml {
		if m.To == to {
			out = append(out, m)
		}
	}
	return out
}

func names(g *interp.Game, ml []interp.Move) []string {
	var out []string
	for _, m := range ml {
		out = append(out, g.MoveString(m))
	}
	return out
}
