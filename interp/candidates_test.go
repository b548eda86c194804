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

// CandidateCaptures lists the moves of CandidateMoves that are not plain
// (a capture, a promotion, a move of a piece with effects that take
// something, anything extra) in their order, and of the plain moves
// (quiet moves, castling and drops of pieces without effects, quiet
// moves whose effects take nothing) it may leave out any, in every
// bundled variant along random games; where it leaves some out,
// HasLegalMove says whether there is a legal move, and leaves the
// position as it was.
func TestCandidateCapturesKeepTheTakingMoves(t *testing.T) {
	vs, _ := lang.Bundled()
	rng := rand.New(rand.NewSource(11))
	apart := 0
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := g.StartPosition()
		// taking keeps the moves of ml that are not plain.
		var victims []interp.Square
		taking := func(ml, out []interp.Move) []interp.Move {
			for _, m := range ml {
				typ, _, _ := p.PieceAt(m.From)
				victims = p.EffectVictims(m, victims[:0])
				plain := (m.Kind == interp.Quiet || m.Kind == interp.Castle || m.Kind == interp.Drop) && m.PromotionType() < 0 &&
					(m.Kind == interp.Drop || !g.HasEffects(typ) || m.Kind == interp.Quiet && len(victims) == 0)
				if !plain {
					out = append(out, m)
				}
			}
			return out
		}
		var legal, cands, caps []interp.Move
		for ply := 0; ply < 80; ply++ {
			legal = p.LegalMoves(legal[:0])
			fen := p.FEN()
			var untested, capsUntested, all bool
			cands, untested = p.CandidateMoves(cands[:0])
			caps, capsUntested, all = p.CandidateCaptures(caps[:0])
			if capsUntested != untested {
				t.Fatalf("%s %s: untested %v, CandidateMoves' %v", v.Name, fen, capsUntested, untested)
			}
			// (As a set: taking back a capture may reorder the piece
			// lists, and so the next list.)
			if all && (len(caps) != len(cands) || !containsAll(cands, caps)) {
				t.Fatalf("%s %s: the whole list differs from CandidateMoves'", v.Name, fen)
			}
			if !all {
				apart++
				if want, got := taking(cands, nil), taking(caps, nil); !slices.Equal(got, want) {
					t.Fatalf("%s %s: taking moves %v, CandidateMoves' %v", v.Name, fen, got, want)
				}
				if !containsAll(cands, caps) {
					t.Fatalf("%s %s: %v not all candidate moves %v", v.Name, fen, caps, cands)
				}
				if has := p.HasLegalMove(); has != (len(legal) > 0) || p.FEN() != fen {
					t.Fatalf("%s %s: HasLegalMove %v with %d legal moves, leaves %s", v.Name, fen, has, len(legal), p.FEN())
				}
			}
			if len(legal) == 0 || p.Outcome(legal).Over {
				break
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
	}
	if apart == 0 {
		t.Fatal("CandidateCaptures never left a move out")
	}
}

// containsAll reports whether every move of sub is in ml.
func containsAll(ml, sub []interp.Move) bool {
	for _, m := range sub {
		if !slices.Contains(ml, m) {
			return false
		}
	}
	return true
}
