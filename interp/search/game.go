package search

import "github.com/vdl-chess/vdl/interp"

// Record is a finished (or cut-off) game.
type Record struct {
	StartFEN string
	Moves    []string // in short algebraic notation
	UCI      []string // in coordinate notation
	Outcome  interp.Outcome
	FinalFEN string
}

// Play runs a game from p between white and black, stopping when the rules
// end it or after maxPlies plies (then Outcome.Over is false). p is left at
// the final position.
func Play(p *interp.Position, white, black Player, maxPlies int) Record {
	rec := Record{StartFEN: p.FEN()}
	players := [2]Player{white, black}
	var legal []interp.Move
	for ply := 0; ; ply++ {
		legal = p.LegalMoves(legal[:0])
		rec.Outcome = p.Outcome(legal)
		if rec.Outcome.Over || ply >= maxPlies {
			break
		}
		m := players[p.SideToMove()].Choose(p, legal)
		rec.Moves = append(rec.Moves, p.SAN(m))
		rec.UCI = append(rec.UCI, p.Game().MoveString(m))
		p.Make(m)
	}
	rec.FinalFEN = p.FEN()
	return rec
}
