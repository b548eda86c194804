package interp

import "fmt"

// What a captor does after taking a piece by moving onto it or en passant
// (ir.Rules.AfterCapture). Both rewrite each such capture into a locust
// move (locust.go), which takes the victim on the way: so Make, Unmake,
// notation and the legality test need nothing of their own.
const (
	captureLand   = iota // the captor stands on the victim's square (chess)
	captureStay          // a shot: the captor stays where it stood
	captureFollow        // it goes on moving, as the victim, without capturing
)

// compileAfterCapture reads Rules.AfterCapture.
func (g *Game) compileAfterCapture() error {
	switch a := g.V.Rules.AfterCapture; a {
	case "", "land":
	case "stay":
		g.afterCapture = captureStay
	case "move-as-victim":
		g.afterCapture = captureFollow
	default:
		return fmt.Errorf("after capture %q: expected land, stay or move-as-victim", a)
	}
	if g.afterCapture != captureLand && g.size() >= killMask {
		return fmt.Errorf("after capture %s on a board of %d cells: at most %d", g.V.Rules.AfterCapture, g.size(), killMask-1)
	}
	if g.afterCapture != captureLand {
		// The victim's square is neither the move's start nor its end:
		// the quick legality test would not see a line it opens.
		g.noQuickLegal = true
	}
	return nil
}

// afterCaptures rewrites the captures among the moves ml[start:] of the
// piece of type t and colour c on from by the after-capture rule.
func (p *Position) afterCaptures(ml []Move, start int, from Square, t, c int) []Move {
	if p.g.afterCapture == captureStay {
		for i := start; i < len(ml); i++ {
			m := &ml[i]
			if v, ok := captureVictim(*m); ok {
				// A shot: the piece takes and stays. It is no move onto a
				// promotion square, so the choices of a capture there are
				// one shot, which dedupFrom keeps once.
				*m = Move{From: from, To: from, Kind: Quiet, Aux: int32(v + 1), side: sideLocust}
			}
		}
		return p.dedupFrom(ml, start)
	}
	end := len(ml)
	for i := start; i < end; i++ {
		if v, ok := captureVictim(ml[i]); ok {
			ml = p.followUps(ml, ml[i], v, t, c)
		}
	}
	// Keep the moves that are no capture, and the follow-ups.
	out := start
	for i := start; i < len(ml); i++ {
		if _, ok := captureVictim(ml[i]); i >= end || !ok {
			ml[out] = ml[i]
			out++
		}
	}
	return p.dedupFrom(ml[:out], start)
}

// captureVictim is the square of the piece m takes by moving onto it or
// en passant (not on the way: locust and chain captures).
func captureVictim(m Move) (Square, bool) {
	switch {
	case m.side&(sideLocust|sideChain) != 0:
		return NoSquare, false
	case m.Kind == Capture:
		return m.To, true
	case m.Kind == EnPassant:
		return Square(m.Aux), true
	}
	return NoSquare, false
}

// followUps appends the moves that complete the capture m of the piece on
// v by the piece of type t and colour c: from where m lands, a move of
// the victim's type, as a piece of colour c that has moved, to an empty
// square. Each is one locust move that takes the victim on the way. A
// follow-up that promotes (a piece moving as a pawn to the last rank)
// turns the captor into the choice; a captor that ends in its own
// promotion zone promotes as it would by any move.
func (p *Position) followUps(ml []Move, m Move, v Square, t, c int) []Move {
	land := m.To
	vt := cellType(p.board[v])
	fromCell, vCell := p.board[m.From], p.board[v]
	virgin := p.virgin[land]
	p.board[m.From], p.board[v] = cellEmpty, cellEmpty
	p.board[land] = pieceCell(vt, c)
	p.virgin[land] = false
	buf := p.genPiece(p.followBuf[:0], land, vt, c)
	p.board[land] = cellEmpty
	p.board[v], p.board[m.From] = vCell, fromCell
	p.virgin[land] = virgin
	p.followBuf = buf[:0]
	for _, f := range buf {
		if f.Kind != Quiet || f.side&sideLocust != 0 || f.gate != 0 || f.wall != 0 || f.To == v {
			continue
		}
		nm := Move{From: m.From, To: f.To, Kind: Quiet, Aux: int32(v + 1), side: sideLocust}
		if f.Promo != 0 && f.pk != pkBecomes {
			nm.Promo, nm.pk = f.Promo, f.pk
			ml = append(ml, nm)
			continue
		}
		ml = p.add(ml, nm, t, c, -1)
	}
	return ml
}
