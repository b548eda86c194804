package search

import (
	"errors"
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// ErrResign is the error a player gives to resign (PlayGame records the
// game as lost by resignation).
var ErrResign = errors.New("resigned")

// Resignation is the rule of a game a player resigned.
const Resignation = "resignation"

// ParseMoveText finds the legal move that text names, in coordinate
// notation (e2e4, e7e8q, U@e2) or in short algebraic notation as SAN
// writes it (Nf3, exd5, O-O, e8=Q), with or without the capture sign,
// the promotion sign and the check suffix.
func ParseMoveText(p *interp.Position, legal []interp.Move, text string) (interp.Move, error) {
	return ParseMoveTextSAN(p, legal, nil, text)
}

// ParseMoveTextSAN is ParseMoveText with the SAN of each legal move
// given (sans[i] = p.SAN(legal[i])), for a caller that reads many texts
// in one position; with sans nil it writes them as it needs them.
func ParseMoveTextSAN(p *interp.Position, legal []interp.Move, sans []string, text string) (interp.Move, error) {
	text = strings.TrimSpace(text)
	g := p.Game()
	for _, m := range legal {
		if g.MoveString(m) == text {
			return m, nil
		}
	}
	want := normalSAN(text)
	var found []interp.Move
	for i, m := range legal {
		san := ""
		if sans != nil {
			san = sans[i]
		} else {
			san = p.SAN(m)
		}
		if normalSAN(san) == want {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return interp.Move{}, fmt.Errorf("%q is not a legal move here", text)
	}
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = g.MoveString(m)
	}
	return interp.Move{}, fmt.Errorf("%q is ambiguous: it could be %s", text, strings.Join(names, ", "))
}

// normalSAN drops what a person may leave out of a move in SAN.
func normalSAN(s string) string {
	s = strings.TrimRight(s, "+#!?")
	s = strings.ReplaceAll(s, "0-0", "O-O")
	s = strings.ReplaceAll(s, "x", "")
	s = strings.ReplaceAll(s, "=", "")
	return s
}

// Movetext numbers the moves as PGN does ("1. e4 e5"), and where a side
// makes several moves in a row (placement, multi-part turns) it numbers
// each run of them: "1. U@a3 U@d3 1... U@b1".
func (r Record) Movetext() string { return r.MovetextWith(nil) }

// MovetextWith is Movetext with a comment after each move where comment
// (if not nil) returns one: "1. e4 {+0.20/8 0.10s} e5".
func (r Record) MovetextWith(comment func(i int) string) string {
	var b strings.Builder
	prev, run := Turn{Side: -1}, 0 // run: moves in a row by prev.Side
	for i, m := range r.Moves {
		t := r.Turns[i]
		newRun := t.Side != prev.Side || t.Number != prev.Number
		switch {
		case !newRun:
		case t.Side == interp.White:
			fmt.Fprintf(&b, "%d. ", t.Number)
		case prev.Side != interp.White || prev.Number != t.Number || run > 1:
			fmt.Fprintf(&b, "%d... ", t.Number)
		}
		if newRun {
			run = 0
		}
		run++
		prev = t
		b.WriteString(m + " ")
		if comment != nil {
			if c := comment(i); c != "" {
				b.WriteString("{" + c + "} ")
			}
		}
	}
	return strings.TrimSpace(b.String())
}
