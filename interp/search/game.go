package search

import "github.com/vdl-chess/vdl/interp"

// Record is a finished (or cut-off) game.
type Record struct {
	StartFEN string
	Moves    []string // in short algebraic notation
	UCI      []string // in coordinate notation
	// Turns says who made each move and in which move number, since a turn
	// may have several moves (placement phases, multi-part turns).
	Turns    []Turn
	Outcome  interp.Outcome
	FinalFEN string
}

// Turn is who made a move, and in which move number.
type Turn struct {
	Side   int
	Number int
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
		rec.Turns = append(rec.Turns, Turn{Side: p.SideToMove(), Number: p.Fullmove()})
		rec.Moves = append(rec.Moves, p.SAN(m))
		rec.UCI = append(rec.UCI, p.Game().MoveString(m))
		p.Make(m)
	}
	rec.FinalFEN = p.FEN()
	return rec
}
