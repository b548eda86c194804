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

// In every bundled variant along random games, the legal moves are
// AppendWalls of each move of MovesBeforeWalls (in games without
// walls, those moves themselves), and WithoutWall of each is the move it
// completes.
func TestMovesBeforeWallsCompleteToTheLegalMoves(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(11))
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		if g.Simultaneous() {
			continue
		}
		p, _ := g.StartPosition()
		var legal, base, done []interp.Move
		plies := 10 // without walls, MovesBeforeWalls is LegalMoves
		if g.HasWalls() {
			plies = 80
		}
		for ply := 0; ply < plies; ply++ {
			legal = p.LegalMoves(legal[:0])
			fen := p.FEN()
			base = p.MovesBeforeWalls(base[:0])
			done = done[:0]
			for _, b := range base {
				n := len(done)
				done = p.AppendWalls(done, b)
				for _, m := range done[n:] {
					if m.WithoutWall() != b {
						t.Fatalf("%s %s: %s completes %s, WithoutWall gives %s", v.Name, fen, g.MoveString(m), g.MoveString(b), g.MoveString(m.WithoutWall()))
					}
				}
				if !g.HasWalls() && (len(done) != n+1 || done[n] != b) {
					t.Fatalf("%s %s: AppendWalls(%s) without walls appended %d moves", v.Name, fen, g.MoveString(b), len(done)-n)
				}
			}
			if p.FEN() != fen {
				t.Fatalf("%s: AppendWalls left %s, not %s", v.Name, p.FEN(), fen)
			}
			if !sameMoves(done, legal) {
				t.Fatalf("%s %s: %d moves completed with walls, %d legal moves (or other moves)", v.Name, fen, len(done), len(legal))
			}
			if len(legal) == 0 {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
	}
}

// sameMoves reports whether a and b hold the same moves, each as often.
func sameMoves(a, b []interp.Move) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[interp.Move]int{}
	for _, m := range a {
		count[m]++
	}
	for _, m := range b {
		if count[m]--; count[m] < 0 {
			return false
		}
	}
	return true
}
