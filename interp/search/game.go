package search

import (
	"errors"
	"fmt"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Record is a finished (or cut-off) game.
type Record struct {
	StartFEN string
	Moves    []string // in short algebraic notation
	UCI      []string // in coordinate notation
	// Turns says who made each move and in which move number, since a turn
	// may have several moves (placement phases, multi-part turns).
	Turns []Turn
	// Scores are the movers' own evaluations of their moves (from the
	// mover's view), where the player reports one (Scorer).
	Scores []MoveScore
	// Times are what each move took the player, wall clock.
	Times    []time.Duration
	Outcome  interp.Outcome
	FinalFEN string
	Err      error // a player could not play (see PlayGame)
}

// Turn is who made a move, and in which move number.
type Turn struct {
	Side   int
	Number int
}

// MoveScore is a player's evaluation of the move it made.
type MoveScore struct {
	Score Score
	Depth int // the search depth the score comes from; 0: not known
	Valid bool
}

// Scorer is a player that reports its evaluation of its last move.
type Scorer interface {
	LastScore() (Score, bool)
}

// Depther is a player that reports the depth of its last search.
type Depther interface {
	LastDepth() int
}

// FalliblePlayer is a player that may fail to move (an external engine
// that crashes, times out or sends a move vdl's rules do not allow).
// PlayGame uses ChooseMove instead of Choose when a player has it.
type FalliblePlayer interface {
	Player
	ChooseMove(p *interp.Position, legal []interp.Move) (interp.Move, error)
}

// GameOptions are the rules of a game beyond the variant's.
type GameOptions struct {
	MaxPlies int // stop an unfinished game after this many plies
	// Adjudicate, if set, is asked after every move whether to end the
	// game early (a resignation or draw rule of a match); it returns the
	// outcome to record when it does.
	Adjudicate func(p *interp.Position, rec *Record) (interp.Outcome, bool)
	// Clock, if set, times the game: each player has this control, a
	// ClockedPlayer is told the time left before each of its moves, and
	// a player whose move takes longer than its time left (plus
	// TimeMargin) loses on time.
	Clock      *TimeControl
	TimeMargin time.Duration
}

// Play runs a game from p between white and black, stopping when the rules
// end it or after maxPlies plies (then Outcome.Over is false). p is left at
// the final position.
func Play(p *interp.Position, white, black Player, maxPlies int) Record {
	return PlayGame(p, white, black, GameOptions{MaxPlies: maxPlies})
}

// PlayGame is Play with adjudication and players that may fail. Players
// that track the game (Tracker) are told the start and every move. A
// player that fails (a tracker that cannot start, a FalliblePlayer's
// error) loses the game by forfeit, with the error in Record.Err.
func PlayGame(p *interp.Position, white, black Player, o GameOptions) Record {
	rec := Record{StartFEN: p.FEN()}
	players := [2]Player{white, black}
	for side, pl := range players {
		if t, ok := pl.(Tracker); ok {
			if err := t.StartGame(p); err != nil {
				rec.forfeit(side, pl, err)
				rec.FinalFEN = rec.StartFEN
				return rec
			}
		}
	}
	var clock *Clock
	if o.Clock != nil {
		clock = NewClock(*o.Clock)
	}
	var legal []interp.Move
	for ply := 0; ; ply++ {
		legal = p.LegalMoves(legal[:0])
		rec.Outcome = p.Outcome(legal)
		if rec.Outcome.Over || ply >= o.MaxPlies {
			break
		}
		side := p.SideToMove()
		pl := players[side]
		if c, ok := pl.(ClockedPlayer); ok && clock != nil {
			c.SetClock(*clock, side)
		}
		started := time.Now()
		var m interp.Move
		if f, ok := pl.(FalliblePlayer); ok {
			var err error
			if m, err = f.ChooseMove(p, legal); err != nil {
				rec.forfeit(side, pl, err)
				break
			}
		} else {
			m = pl.Choose(p, legal)
		}
		used := time.Since(started)
		if clock != nil {
			left := clock.Left[side]
			if !clock.Spend(side, used, o.TimeMargin) {
				rec.loseOnTime(side, pl, used, left)
				break
			}
		}
		var ms MoveScore
		if sc, ok := pl.(Scorer); ok {
			ms.Score, ms.Valid = sc.LastScore()
		}
		if d, ok := pl.(Depther); ok {
			ms.Depth = d.LastDepth()
		}
		rec.Scores = append(rec.Scores, ms)
		rec.Times = append(rec.Times, used)
		rec.Turns = append(rec.Turns, Turn{Side: side, Number: p.Fullmove()})
		rec.Moves = append(rec.Moves, p.SAN(m))
		rec.UCI = append(rec.UCI, p.Game().MoveString(m))
		p.Make(m)
		for i, pl := range players {
			if t, ok := pl.(Tracker); ok && (i == 0 || players[1] != players[0]) {
				t.Moved(p, m)
			}
		}
		if o.Adjudicate != nil {
			if out, ok := o.Adjudicate(p, &rec); ok {
				rec.Outcome = out
				break
			}
		}
	}
	rec.FinalFEN = p.FEN()
	return rec
}

// Forfeit is the rule of a game lost because a player failed to move.
const Forfeit = "forfeit"

func (rec *Record) forfeit(side int, pl Player, err error) {
	rule := Forfeit
	if errors.Is(err, ErrResign) {
		rule = Resignation
	}
	rec.Err = fmt.Errorf("%s (%s): %w", pl.Name(), colourName(side), err)
	rec.Outcome = interp.Outcome{Over: true, Winner: 1 - side, Rule: rule}
	rec.Outcome.Score[1-side] = 1
}

// TimeForfeit is the rule of a game lost on time.
const TimeForfeit = "time forfeit"

func (rec *Record) loseOnTime(side int, pl Player, used, left time.Duration) {
	rec.Err = fmt.Errorf("%s (%s) lost on time: its move took %v with %v left", pl.Name(), colourName(side),
		used.Round(time.Millisecond), left.Round(time.Millisecond))
	rec.Outcome = interp.Outcome{Over: true, Winner: 1 - side, Rule: TimeForfeit}
	rec.Outcome.Score[1-side] = 1
}

func colourName(side int) string {
	if side == interp.White {
		return "White"
	}
	return "Black"
}
