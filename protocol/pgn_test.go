package protocol

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// pgnGame is one game of a PGN file: its tags and the moves as written.
type pgnGame struct {
	tags  map[string]string
	moves []string
	end   string // the result at the end of the movetext
}

var pgnTag = regexp.MustCompile(`^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$`)

// parsePGN reads the first game of a PGN file, skipping comments,
// variations, move numbers and annotation glyphs.
func parsePGN(text string) (*pgnGame, error) {
	g := &pgnGame{tags: map[string]string{}}
	var movetext strings.Builder
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if m := pgnTag.FindStringSubmatch(line); m != nil && movetext.Len() == 0 {
			g.tags[m[1]] = m[2]
			continue
		}
		if strings.HasPrefix(line, "%") {
			continue
		}
		movetext.WriteString(line + "\n")
	}
	s := movetext.String()
	depth := 0
	var tok strings.Builder
	flush := func() error {
		t := tok.String()
		tok.Reset()
		switch {
		case t == "":
		case t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*":
			g.end = t
		case strings.HasPrefix(t, "$"):
		default:
			t = strings.TrimLeft(t, "0123456789.")
			if t == "" {
				return nil
			}
			if g.end != "" {
				return fmt.Errorf("move %q after the result", t)
			}
			g.moves = append(g.moves, t)
		}
		return nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '{':
			if err := flush(); err != nil {
				return nil, err
			}
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return nil, fmt.Errorf("unclosed comment")
			}
			i += j
		case c == ';':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				j = len(s) - i
			}
			i += j
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth > 0:
		case c == ' ' || c == '\n' || c == '\t':
			if err := flush(); err != nil {
				return nil, err
			}
		default:
			tok.WriteByte(c)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return g, nil
}

var sanMove = regexp.MustCompile(`^([A-Z]|\+[A-Z])?([a-p])?([0-9]+)?x?([a-p][0-9]+)(?:=?([A-Z]|\+[A-Z]))?$`)

// resolveSAN finds the legal moves XBoard's SAN names, reading squares and
// piece IDs in XBoard's notation (n). It is lenient where XBoard writes
// otherwise than vdl (no capture sign needed, the promotion of a piece
// that becomes another may be left out). Where XBoard does not know a
// piece's moves (legality testing off) its SAN may lack a needed
// disambiguation and fit several moves: all are returned, and checkPGN
// accepts the game only if one of them replays to the end.
func resolveSAN(b *board, n xbNotation, xp *xbPieces, san string) ([]interp.Move, error) {
	g := b.game
	san = strings.TrimRight(san, "+#!?")
	legal := b.legal()
	pick := func(ok func(m interp.Move) bool) ([]interp.Move, error) {
		var found []interp.Move
		for _, m := range legal {
			if ok(m) {
				found = append(found, m)
			}
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%q fits no legal move", san)
		}
		return found, nil
	}
	switch san {
	case "O-O", "O-O-O":
		long := san == "O-O-O"
		return pick(func(m interp.Move) bool {
			return m.Kind == interp.Castle && (m.To < m.From) == long
		})
	}
	if strings.Contains(san, "@") { // a drop, or XBoard's move from rank 16
		m, err := b.parseMove(n.moveToVDL(san))
		if err != nil {
			return nil, err
		}
		return []interp.Move{m}, nil
	}
	p := sanMove.FindStringSubmatch(san)
	if p == nil {
		return nil, fmt.Errorf("%q is not SAN", san)
	}
	piece, file, rank, to, promo := p[1], p[2], p[3], n.shift(p[4], 1), p[5]
	if rank != "" {
		rank = n.shift("a"+rank, 1)[1:]
	}
	moves := func(m interp.Move, allowPromo bool) bool {
		if m.Kind == interp.Drop || g.SquareName(m.To) != to {
			return false
		}
		t, _, _ := b.pos.PieceAt(m.From)
		from := g.SquareName(m.From)
		switch {
		case piece == "" && xp.slots[t] != 0:
			return false
		case piece != "" && xp.toVDL[piece] != g.V.Pieces[t].Letter:
			return false
		case file != "" && from[:1] != file, rank != "" && from[1:] != rank:
			return false
		}
		if promo != "" {
			return m.PromotionType() >= 0 && g.V.Pieces[m.PromotionType()].Letter == xp.toVDL[promo]
		}
		return allowPromo || m.PromotionType() < 0
	}
	if ms, err := pick(func(m interp.Move) bool { return moves(m, false) }); err == nil {
		return ms, nil
	}
	return pick(func(m interp.Move) bool { return moves(m, true) })
}

// checkPGN replays a game XBoard saved, checking each move with vdl's
// rules; it returns the game for further checks.
func checkPGN(b *board, xp *xbPieces, text string) (*pgnGame, error) {
	pg, err := parsePGN(text)
	if err != nil {
		return nil, err
	}
	n := newXBNotation(b.game, xp)
	return pg, replaySAN(b, n, xp, pg.moves, 0)
}

// replaySAN plays moves[i:] on b; a SAN that fits several moves is tried
// with each in turn, and the game replays if one way reaches the end.
func replaySAN(b *board, n xbNotation, xp *xbPieces, moves []string, i int) error {
	if i == len(moves) {
		return nil
	}
	fits, err := resolveSAN(b, n, xp, moves[i])
	if err != nil {
		return fmt.Errorf("move %d (%s) in %s: %v", i+1, moves[i], b.pos.FEN(), err)
	}
	for _, m := range fits {
		b.make(m)
		err = replaySAN(b, n, xp, moves, i+1)
		if err == nil {
			return nil
		}
		b.undo()
	}
	return err
}
