package protocol

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// xbBetza turns a piece's moves, as vdl writes them (ir.Piece.Betza:
// plain Betza, then named clauses such as "hole-leap(fmD)" or
// "nearest(W)"), into the XBetza of a piece line. exact is false when
// some move is beyond XBetza: the line then shows the nearest Betza moves
// and only the highlights (and the engine) know the real ones.
func xbBetza(desc string) (betza string, exact bool) {
	exact = true
	var b strings.Builder
	for _, part := range strings.Fields(desc) {
		open := strings.IndexByte(part, '(')
		if open < 0 {
			plain, ok := withoutBentRiders(part)
			exact = exact && ok
			b.WriteString(plain)
			continue
		}
		clause, inner := part[:open], strings.TrimSuffix(part[open+1:], ")")
		switch {
		case clause == "":
			exact = false // a vector such as (8,1): not XBetza
		case strings.HasPrefix(clause, "hole-leap"), strings.HasPrefix(clause, "from-ranks-"),
			strings.HasPrefix(clause, "once-"), strings.HasPrefix(clause, "captures-"):
			// Moves XBetza says in full, made only under a condition
			// (over a hole, from some ranks, once, onto some victims):
			// XBoard allows them always, and vdl refuses them where the
			// condition fails.
			b.WriteString(inner)
		case strings.HasPrefix(clause, "becomes-"):
			// The piece turns into another, which XBoard takes for a
			// promotion it does not expect.
			exact = false
			b.WriteString(inner)
		case clause == "farthest", clause == "nearest", clause == "flying":
			// A rider that stops at the farthest or nearest square, or
			// passes its friends: the plain rider is the nearest XBetza.
			exact = false
			b.WriteString(inner)
		default:
			exact = false
		}
	}
	return xbRiders(b.String()), exact
}

// xbRiders writes Betza's riders as XBoard 4.9 reads them: a doubled atom
// (NN, the nightrider) is the atom with range 0 (N0); XBoard would read
// NN as two knight's leaps.
func xbRiders(betza string) string {
	var b strings.Builder
	for i := 0; i < len(betza); i++ {
		c := betza[i]
		if c >= 'A' && c <= 'Z' && i+1 < len(betza) && betza[i+1] == c && (i+2 == len(betza) || betza[i+2] < '0' || betza[i+2] > '9') {
			b.WriteByte(c)
			b.WriteByte('0')
			i++
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// withoutBentRiders replaces each bent rider of Betza 2.0, [W?B] (a step,
// then maybe a slide on), by its first leg, which XBetza can say: XBoard
// does not read the brackets.
func withoutBentRiders(betza string) (string, bool) {
	var b strings.Builder
	exact := true
	for {
		open := strings.IndexByte(betza, '[')
		if open < 0 {
			b.WriteString(betza)
			return b.String(), exact
		}
		end := strings.IndexByte(betza[open:], ']')
		if end < 0 {
			return b.String(), false
		}
		b.WriteString(betza[:open])
		inner := betza[open+1 : open+end]
		first, _, _ := strings.Cut(inner, "?")
		first, _, _ = strings.Cut(first, "-")
		b.WriteString(first)
		exact = false
		betza = betza[open+end+1:]
	}
}

// castlingBetza is the king's castling in XBetza: O and the squares the
// king moves (lO2rO1 when the two sides differ), "" without castling.
// Castling by a range of distances has no XBetza atom: the GUI learns of
// it from the engine's legal moves only.
func castlingBetza(g *interp.Game, t int) string {
	c := g.V.Rules.Castling
	if c == nil || c.King != t || c.ByColourSet() || c.Kingside != nil && c.Kingside.Steps != nil || c.Queenside != nil && c.Queenside.Steps != nil {
		return ""
	}
	start := -1
	p, err := g.StartPosition()
	if err != nil {
		return ""
	}
	for _, s := range p.PieceSquares(interp.White, t) {
		start = int(s) % g.Files()
	}
	if start < 0 {
		return ""
	}
	var k, q int
	if c.Kingside != nil {
		k = abs(c.Kingside.KingFile - start)
	}
	if c.Queenside != nil {
		q = abs(c.Queenside.KingFile - start)
	}
	switch {
	case k > 0 && k == q:
		return fmt.Sprintf("O%d", k)
	case k > 0 && q > 0:
		return fmt.Sprintf("lO%drO%d", q, k)
	case k > 0:
		return fmt.Sprintf("rO%d", k)
	case q > 0:
		return fmt.Sprintf("lO%d", q)
	}
	return ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// xbPieceLines are the setup line's companions: one "piece ID& BETZA"
// per piece whose moves Betza can say, in full or in part.
//
// XBoard derives Black's moves from White's by turning the board top to
// bottom. In a variant whose Black moves turned half round (black-view
// rotate) a piece that is not left-right symmetric (tori shogi's quails)
// gets a line per colour, Black's with left and right exchanged.
func xbPieceLines(g *interp.Game, xp *xbPieces) (lines []string) {
	rotate := g.V.Board.BlackView == "rotate"
	for t, pc := range g.V.Pieces {
		moves, _ := xbBetza(pc.Betza)
		castle := castlingBetza(g, t)
		betza := moves + castle
		if betza == "" {
			continue
		}
		if rotate && strings.ContainsAny(moves, "lr") {
			lines = append(lines, fmt.Sprintf("piece %s %s", xp.ids[t], betza),
				fmt.Sprintf("piece %s %s", strings.ToLower(xp.ids[t]), swapLeftRight(moves)+castle))
			continue
		}
		lines = append(lines, fmt.Sprintf("piece %s& %s", xp.ids[t], betza))
	}
	return lines
}

// swapLeftRight exchanges Betza's l and r: the piece seen from the other
// side of the board. (No other XBetza letter is an l or an r.)
func swapLeftRight(betza string) string {
	return strings.Map(func(c rune) rune {
		switch c {
		case 'l':
			return 'r'
		case 'r':
			return 'l'
		}
		return c
	}, betza)
}
