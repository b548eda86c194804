package protocol

import (
	"strconv"
	"strings"
)

// xbRanks says how XBoard numbers ranks: from 0 on boards of exactly ten
// ranks (as for xiangqi; Fairy-Stockfish does the same), from 1 on all
// others, so a10 is a9 there and e1 is e0.
type xbRanks struct{ fromZero bool }

func xbRanksFor(ranks int) xbRanks { return xbRanks{fromZero: ranks == 10} }

// name writes rank r (0-based).
func (x xbRanks) name(r int) string {
	if x.fromZero {
		return strconv.Itoa(r)
	}
	return strconv.Itoa(r + 1)
}

// toVDL rewrites the squares of a move in XBoard's numbering as vdl's.
func (x xbRanks) toVDL(move string) string { return x.shift(move, 1) }

// fromVDL rewrites the squares of a move in vdl's numbering as XBoard's.
func (x xbRanks) fromVDL(move string) string { return x.shift(move, -1) }

// shift adds d to the number of every square (a file letter followed by
// digits) in a move.
func (x xbRanks) shift(move string, d int) string {
	if !x.fromZero {
		return move
	}
	var b strings.Builder
	for i := 0; i < len(move); {
		c := move[i]
		j := i + 1
		if c >= 'a' && c <= 'z' {
			for j < len(move) && move[j] >= '0' && move[j] <= '9' {
				j++
			}
			if j > i+1 {
				n, _ := strconv.Atoi(move[i+1 : j])
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
