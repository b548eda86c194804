package interp_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// A position written and read back is the same position, at every ply of
// random games of every bundled variant, in the middle of a turn of
// several moves or parts and between the two moves of a simultaneous
// turn too: the FEN written again, the hash, the player to move, the move
// of the turn and the legal moves are the same. Where a rule reads the
// game's history, which a FEN does not carry (no-repeat, a trading
// counterstrike, the endings a pass makes: spec/interpreter.md), the
// moves read back may be more, never fewer, and each one more is one the
// history forbids: it repeats a position, or takes after a capture.
func TestFENRoundTripEveryPly(t *testing.T) {
	games := bundledGames(t)
	plies := 80
	if testing.Short() {
		plies = 30
	}
	for _, g := range games {
		t.Run(g.V.Name, func(t *testing.T) {
			r := g.V.Rules
			// move-repetition reads the history too, but only to end the
			// game after a shuttle: the moves are the same.
			counter := r.Trading != nil && (r.Trading.Counterstrike || r.Trading.CounterstrikeAny)
			history := r.NoRepeat || counter
			rng := rand.New(rand.NewSource(int64(len(g.V.Name))))
			var ml, ql []interp.Move
			for game := 0; game < 3; game++ {
				p, err := g.StartPosition()
				if err != nil {
					t.Skip(err)
				}
				for ply := 0; ply < plies; ply++ {
					ml = p.LegalMoves(ml[:0])
					fen := p.FEN()
					q, err := g.ParseFEN(fen)
					if err != nil {
						t.Fatalf("game %d ply %d: %s does not read back: %v", game, ply, fen, err)
					}
					if back := q.FEN(); back != fen || q.Hash() != p.Hash() || q.SideToMove() != p.SideToMove() || q.TurnPart() != p.TurnPart() {
						t.Fatalf("game %d ply %d: %s (hash %x, player %d, move %d of the turn) reads back as %s (hash %x, player %d, move %d)",
							game, ply, fen, p.Hash(), p.SideToMove(), p.TurnPart(), back, q.Hash(), q.SideToMove(), q.TurnPart())
					}
					ql = q.LegalMoves(ql[:0])
					if a, b := moveNames(g, ml), moveNames(g, ql); !slices.Equal(a, b) {
						pass := passEnded(p.Outcome(ml).Rule)
						if !history && !pass {
							t.Fatalf("game %d ply %d: %s: moves in the game %v, read back %v", game, ply, fen, a, b)
						}
						for i, m := range a {
							if !slices.Contains(b, m) {
								t.Fatalf("game %d ply %d: %s: %s legal in the game, not read back", game, ply, fen, a[i])
							}
						}
						for _, m := range ql {
							if !pass && !slices.Contains(a, g.MoveString(m)) && !historyForbids(p, m, r.NoRepeat, counter) {
								t.Fatalf("game %d ply %d: %s: %s legal read back, not in the game, though it neither repeats a position nor takes", game, ply, fen, g.MoveString(m))
							}
						}
					}
					if len(ml) == 0 || p.Outcome(ml).Over {
						break
					}
					p.Make(ml[rng.Intn(len(ml))])
				}
			}
		})
	}
}

// historyForbids reports whether the history of p's game may forbid m
// where a FEN read back does not: m makes a position that occurred before
// (noRepeat), or takes (counterstrike, after a capture).
func historyForbids(p *interp.Position, m interp.Move, noRepeat, counterstrike bool) bool {
	if counterstrike && m.IsCapture() {
		return true
	}
	if !noRepeat {
		return false
	}
	p.Make(m)
	repeats := p.Repetitions() > 1
	p.Unmake()
	return repeats
}

// moveNames are the moves' coordinate names, sorted.
func moveNames(g *interp.Game, ml []interp.Move) []string {
	out := make([]string, len(ml))
	for i, m := range ml {
		out[i] = g.MoveString(m)
	}
	slices.Sort(out)
	return out
}

// passEnded reports whether an ending is one a pass made, which the FEN
// read back does not know was played.
func passEnded(rule string) bool { return rule == "double pass" || rule == "bikjang" }
