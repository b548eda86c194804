package protocol

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/vdl-chess/vdl/interp"
)

// xbNotation translates moves and FEN between vdl and XBoard. XBoard
// numbers the ranks of a board of exactly ten ranks from 0 (as for
// xiangqi; Fairy-Stockfish does the same), so a10 is a9 there and e1 is
// e0; other boards are numbered from 1 as in vdl. Pieces are XBoard's
// IDs (xbPieces), the same as vdl's symbols unless a promotion target had
// to take a one-letter ID.
type xbNotation struct {
	fromZero bool
	// rank16: XBoard 4.9 stores rank 16 as the character '@' and sends a
	// move from there as if it were a drop: i16h16 arrives as I@h16. On
	// such boards without drops, X@ is read as the square x16.
	rank16 bool
	pieces *xbPieces
}

func newXBNotation(g *interp.Game, xp *xbPieces) xbNotation {
	return xbNotation{fromZero: g.Ranks() == 10, rank16: g.Ranks() == 16 && g.V.Rules.Drops == nil, pieces: xp}
}

// rankName writes rank r (0-based).
func (x xbNotation) rankName(r int) string {
	if x.fromZero {
		return strconv.Itoa(r)
	}
	return strconv.Itoa(r + 1)
}

// moveToVDL rewrites a move in XBoard's notation as vdl's.
func (x xbNotation) moveToVDL(move string) string {
	// XBoard 4.9 writes a move of a piece in its Lion's slot onto the last
	// rank of a 10x10 board as a promotion to no piece (d5h9.): it stays
	// what it is.
	if len(move) > 4 && strings.HasSuffix(move, ".") && move[len(move)-2] >= '0' && move[len(move)-2] <= '9' {
		move = move[:len(move)-1]
	}
	if x.rank16 && len(move) > 2 && move[1] == '@' && move[0] >= 'A' && move[0] <= 'Z' {
		move = strings.ToLower(move[:1]) + "16" + move[2:]
	}
	return x.move(move, 1, x.pieces.toVDL)
}

// xbMoveString is a move in vdl's notation as XBoard will read it: a
// demotion (vdl's "-" suffix, which XBoard 4.9 does not know) is written
// as a promotion to the piece it becomes, which XBoard makes as written;
// a pickup (N^b1) is written as Sjaak II writes it, @@b1.
func xbMoveString(g *interp.Game, m interp.Move) string {
	if m.Kind == interp.Pickup {
		return "@@" + g.SquareName(m.From) // Sjaak II's notation for a pickup (vdl's N^b1)
	}
	s := g.MoveString(m)
	if t := m.PromotionType(); t >= 0 && strings.HasSuffix(s, "-") && len(g.V.Pieces[t].Letter) == 1 {
		s = s[:len(s)-1] + strings.ToLower(g.V.Pieces[t].Letter)
	}
	return s
}

// moveToXB rewrites a move in vdl's notation as XBoard's.
func (x xbNotation) moveToXB(move string) string {
	return x.move(move, -1, x.pieces.toXB)
}

// move shifts the ranks of a move's squares by d and renames its pieces:
// the dropped piece (P@e5) and the promotion (e7e8q, lower case).
func (x xbNotation) move(move string, d int, rename map[string]string) string {
	if drop, sq, ok := strings.Cut(move, "@"); ok {
		return renamed(drop, rename) + "@" + x.shift(sq, d)
	}
	if strings.Contains(move, "-off") {
		return x.shift(move, d)
	}
	end := strings.LastIndexFunc(move, unicode.IsDigit) + 1
	body, promo := move[:end], move[end:]
	if promo != "" {
		promo = strings.ToLower(renamed(strings.ToUpper(promo), rename))
	}
	return x.shift(body, d) + promo
}

// renamed looks a symbol up in either case.
func renamed(sym string, rename map[string]string) string {
	if r, ok := rename[strings.ToUpper(sym)]; ok {
		if sym != strings.ToUpper(sym) {
			return strings.ToLower(r)
		}
		return r
	}
	return sym
}

// shift adds d to the number of every square (a file letter followed by
// digits) in s, on boards numbered from 0.
func (x xbNotation) shift(s string, d int) string {
	if !x.fromZero {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		j := i + 1
		if c >= 'a' && c <= 'z' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j > i+1 {
				n, _ := strconv.Atoi(s[i+1 : j])
				b.WriteByte(c)
				b.WriteString(strconv.Itoa(n + d))
				i = j
				continue
			}
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}

// fenToXB and fenToVDL rename the pieces of a FEN's placement and hand.
func (x xbNotation) fenToXB(fen string) string  { return renameFEN(fen, x.pieces.toXB) }
func (x xbNotation) fenToVDL(fen string) string { return renameFEN(fen, x.pieces.toVDL) }

// renameFEN renames each piece ("N", "+b") of the first field of a FEN,
// the hand included; the other fields are left as they are.
func renameFEN(fen string, rename map[string]string) string {
	placement, rest, _ := strings.Cut(fen, " ")
	var b strings.Builder
	for i := 0; i < len(placement); i++ {
		c := placement[i]
		switch {
		case c == '+' && i+1 < len(placement) && unicode.IsLetter(rune(placement[i+1])):
			b.WriteString(renamed(placement[i:i+2], rename))
			i++
		case unicode.IsLetter(rune(c)):
			b.WriteString(renamed(string(c), rename))
		default:
			b.WriteByte(c)
		}
	}
	if rest != "" {
		b.WriteString(" " + rest)
	}
	return b.String()
}
