package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// human is a person at the terminal: before each of their moves the board
// is redrawn with the last move, and they type a move in SAN or
// coordinate notation, or a command.
type human struct {
	in   *bufio.Scanner
	out  io.Writer
	last string // the move before this one, in SAN
}

func newHuman(in io.Reader, out io.Writer) *human {
	return &human{in: bufio.NewScanner(in), out: out}
}

const humanHelp = `type a move in SAN (Nf3, exd5, O-O, e8=Q) or coordinates (g1f3, e7e8q, U@e2);
  moves   list the legal moves
  board   draw the board again
  resign  give up the game
  help    this text`

func (h *human) Name() string { return "human" }

func (h *human) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	m, err := h.ChooseMove(p, legal)
	if err != nil {
		return legal[0]
	}
	return m
}

// ChooseMove asks until the person types a legal move; end of input or
// "resign" gives up the game.
func (h *human) ChooseMove(p *interp.Position, legal []interp.Move) (interp.Move, error) {
	h.draw(p)
	for {
		fmt.Fprintf(h.out, "%s to move (%d legal moves; help for commands)> ", sideName(p.SideToMove()), len(legal))
		if !h.in.Scan() {
			fmt.Fprintln(h.out)
			return interp.Move{}, fmt.Errorf("end of input: %w", search.ErrResign)
		}
		text := strings.TrimSpace(h.in.Text())
		switch text {
		case "":
			continue
		case "help", "?":
			fmt.Fprintln(h.out, humanHelp)
			continue
		case "moves":
			names := make([]string, len(legal))
			for i, m := range legal {
				names[i] = p.SAN(m)
			}
			fmt.Fprintln(h.out, strings.Join(names, " "))
			continue
		case "board":
			h.draw(p)
			continue
		case "resign", "quit":
			return interp.Move{}, search.ErrResign
		}
		m, err := search.ParseMoveText(p, legal, text)
		if err != nil {
			fmt.Fprintln(h.out, err)
			continue
		}
		return m, nil
	}
}

// StartGame and Moved follow the game so the board shows the last move.
func (h *human) StartGame(*interp.Position) error { h.last = ""; return nil }

func (h *human) Moved(p *interp.Position, m interp.Move) {
	h.last = p.Game().MoveString(m)
}

func (h *human) draw(p *interp.Position) {
	fmt.Fprintln(h.out)
	rows := boardRows(p)
	fmt.Fprintln(h.out, strings.Join(rows, "\n"))
	if h.last != "" {
		fmt.Fprintf(h.out, "last move: %s\n", h.last)
	}
	fmt.Fprintln(h.out, p.FEN())
}

func sideName(side int) string {
	if side == interp.White {
		return "White"
	}
	return "Black"
}
