package vdl

import (
	"errors"
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Color is a side: White moves first.
type Color int

const (
	White   Color = interp.White
	Black   Color = interp.Black
	NoColor Color = interp.NoWinner // no side: a draw, or a game not over
)

func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "none"
}

// Game is a game of a variant: a position and the moves played to it,
// which Undo takes back. A Game is not safe for concurrent use; Clone
// gives a copy to hand to another goroutine.
type Game struct {
	v     *Variant
	pos   *interp.Position
	moves []string // UCI
	sans  []string
	legal []interp.Move // of pos, or nil when not computed
}

func newGame(v *Variant, p *interp.Position) *Game {
	return &Game{v: v, pos: p}
}

// Variant is the variant the game is played by.
func (g *Game) Variant() *Variant { return g.v }

// FEN is the position in extended FEN.
func (g *Game) FEN() string { return g.pos.FEN() }

// SideToMove is the side whose turn it is. In a turn of several parts
// (placement phases, a move of the opponent's piece) it is the player who
// chooses the move.
func (g *Game) SideToMove() Color { return Color(g.pos.SideToMove()) }

// InCheck reports whether the side to move has a royal piece attacked.
func (g *Game) InCheck() bool { return g.pos.InCheck() }

func (g *Game) legalMoves() []interp.Move {
	if g.legal == nil {
		g.legal = g.pos.LegalMoves(make([]interp.Move, 0, 64))
	}
	return g.legal
}

// LegalMoves lists the legal moves in coordinate notation (UCI, as
// Fairy-Stockfish writes them: e2e4, e7e8q, e1g1, P@e5), in the move
// generator's order. It is empty when the game is over by having no move.
func (g *Game) LegalMoves() []string {
	legal := g.legalMoves()
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = g.v.game.MoveString(m)
	}
	return out
}

// LegalMovesSAN lists the same moves in the same order, in short
// algebraic notation (Nf3, exd5, O-O, e8=Q, with + and #).
func (g *Game) LegalMovesSAN() []string {
	legal := g.legalMoves()
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = g.pos.SAN(m)
	}
	return out
}

// find returns the legal move that text names, in UCI or SAN.
func (g *Game) find(text string) (interp.Move, error) {
	if strings.TrimSpace(text) == "" {
		return interp.Move{}, errors.New("no move given")
	}
	legal := g.legalMoves()
	if len(legal) == 0 {
		return interp.Move{}, fmt.Errorf("%q: %w (%s)", text, ErrGameOver, g.Result().Rule)
	}
	return search.ParseMoveText(g.pos, legal, text)
}

// SAN writes a legal move, given in UCI or SAN, in SAN.
func (g *Game) SAN(move string) (string, error) {
	m, err := g.find(move)
	if err != nil {
		return "", err
	}
	return g.pos.SAN(m), nil
}

// UCI writes a legal move, given in UCI or SAN, in UCI.
func (g *Game) UCI(move string) (string, error) {
	m, err := g.find(move)
	if err != nil {
		return "", err
	}
	return g.v.game.MoveString(m), nil
}

// Play plays a legal move, given in UCI (e2e4) or SAN (e4, Nf3, O-O,
// e8=Q; the capture, promotion and check signs may be left out). A move
// that is not legal, or that could be several, is an error and the game
// is unchanged.
func (g *Game) Play(move string) error {
	m, err := g.find(move)
	if err != nil {
		return err
	}
	g.make(m)
	return nil
}

func (g *Game) make(m interp.Move) {
	g.moves = append(g.moves, g.v.game.MoveString(m))
	g.sans = append(g.sans, g.pos.SAN(m))
	g.pos.Make(m)
	g.legal = nil
}

// PlayMoves plays moves in turn, each in UCI or SAN. If one is not legal
// the error says which, and the game is as it was before the call.
func (g *Game) PlayMoves(moves ...string) error {
	for i, mv := range moves {
		if err := g.Play(mv); err != nil {
			for range i {
				g.Undo()
			}
			return fmt.Errorf("move %d (%s): %w", i+1, mv, err)
		}
	}
	return nil
}

// Undo takes back the last move played. It reports false, changing
// nothing, when no move has been played since the game's start position.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.pos.Unmake()
	g.moves = g.moves[:len(g.moves)-1]
	g.sans = g.sans[:len(g.sans)-1]
	g.legal = nil
	return true
}

// Moves lists the moves played since the game's start position, in UCI.
func (g *Game) Moves() []string { return append([]string(nil), g.moves...) }

// MovesSAN lists the same moves in SAN.
func (g *Game) MovesSAN() []string { return append([]string(nil), g.sans...) }

// Clone copies the game, moves included, for another goroutine or to try
// moves without changing this one.
func (g *Game) Clone() *Game {
	return &Game{v: g.v, pos: g.pos.Clone(), moves: g.Moves(), sans: g.MovesSAN()}
}

// Perft counts the leaf nodes of the tree of legal moves depth plies
// deep (perft 1 is the number of legal moves), as `vdl perft` does; with
// simultaneous turns depth counts pairs of moves. The game is unchanged.
func (g *Game) Perft(depth int) (uint64, error) {
	if _, err := g.pos.PerftPlies(depth); err != nil {
		return 0, fmt.Errorf("perft depth %v", err)
	}
	return g.pos.Perft(depth), nil
}

// Result is how a game stands by the variant's rules.
type Result struct {
	Over   bool
	Winner Color  // NoColor when drawn or not over
	Rule   string // what ended it: "checkmate", "stalemate", "repetition", "move rule", an ending's name
	// Score is White's and Black's points: 1-0, 0-1 or 1/2-1/2 unless the
	// variant scores the ending otherwise.
	Score [2]float64
}

// String is the result as PGN writes it: 1-0, 0-1, 1/2-1/2, or * for a
// game not over; another split of the points as 0.6-0.4.
func (r Result) String() string {
	switch {
	case !r.Over:
		return "*"
	case r.Score == [2]float64{1, 0}:
		return "1-0"
	case r.Score == [2]float64{0, 1}:
		return "0-1"
	case r.Score == [2]float64{0.5, 0.5}:
		return "1/2-1/2"
	}
	return fmt.Sprintf("%g-%g", r.Score[0], r.Score[1])
}

// Result judges the position: over or not, who won and by which rule.
func (g *Game) Result() Result {
	o := g.pos.Outcome(g.legalMoves())
	r := Result{Over: o.Over, Winner: Color(o.Winner), Rule: o.Rule, Score: o.Score}
	if !o.Over {
		r.Winner, r.Rule, r.Score = NoColor, "", [2]float64{}
	}
	return r
}
