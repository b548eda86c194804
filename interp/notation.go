package interp

import (
	"fmt"
	"strings"
)

// MoveString writes m in coordinate notation, as UCI and Fairy-Stockfish do:
// from-square, to-square, and the promotion letter in lower case (e7e8q).
// Castling is the king's from and to squares (e1g1), or the king's and the
// partner's squares when the king could step to its destination anyway.
func (g *Game) MoveString(m Move) string {
	if m.Kind == Drop { // Fairy-Stockfish's drop notation
		if m.pk == pkMap { // dropped promoted: "+" and the type in hand
			return "+" + g.V.Pieces[g.handType(int(m.Promo-1))].Letter + "@" + g.squareName(m.To)
		}
		return g.V.Pieces[m.Promo-1].Letter + "@" + g.squareName(m.To)
	}
	if m.Kind == Pickup { // not UCI: the letter of the piece in hand and its square (N^b1), as Sjaak II writes it
		return g.V.Pieces[m.Aux].Letter + "^" + g.squareName(m.From)
	}
	if m.Kind == Exit { // not UCI: UCI has no moves off the board
		s := g.squareName(m.From) + "-off"
		if m.To != m.From { // mutual destruction: e5xf6-off
			s = g.squareName(m.From) + "x" + g.squareName(m.To) + "-off"
		}
		if m.Aux >= 0 {
			s += "/" + g.squareName(Square(m.Aux))
		}
		return s
	}
	from, to := m.From, m.To
	if m.Kind == Castle && (m.side&2 != 0 || g.chess960) {
		to = Square(m.Aux) // king takes partner: always in Chess960 and the like
	}
	if m.gate != 0 && m.Kind == Castle && m.side&sideGatePartner != 0 {
		// Gating on the partner's square: written from it to the king's
		// square, as Fairy-Stockfish does.
		from, to = Square(m.Aux), m.From
	}
	s := g.squareName(from) + g.squareName(to)
	if m.side&sideLocust != 0 && m.Kind != Castle {
		s = g.locustString(m)
	}
	switch {
	case m.pk == pkMap:
		s += "+"
	case m.pk == pkDemote:
		s += "-"
	case m.Promo != 0:
		s += strings.ToLower(g.V.Pieces[m.Promo-1].Letter)
	}
	if m.gate != 0 {
		s += strings.ToLower(g.V.Pieces[m.gate-1].Letter)
	}
	if m.wall != 0 { // Fairy-Stockfish's walling moves: "e2e4,e4d5"
		s += "," + g.squareName(m.To) + g.squareName(m.wall-1)
	}
	return s
}

// ParseMove finds the legal move that text names in coordinate notation.
func (p *Position) ParseMove(text string) (Move, error) {
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	for _, m := range moves {
		if p.g.MoveString(m) == text {
			return m, nil
		}
	}
	return Move{}, fmt.Errorf("move %q is not legal here: expected one of %s", text, p.listMoves(moves))
}

func (p *Position) listMoves(moves []Move) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = p.g.MoveString(m)
	}
	if len(names) == 0 {
		return "(none: the game is over)"
	}
	return strings.Join(names, " ")
}

// SAN writes m in short algebraic notation (Nf3, exd5, O-O, e8=Q, with +
// for check and # for mate), for a legal move in this position.
func (p *Position) SAN(m Move) string {
	s := p.san(m)
	if m.wall == 0 {
		return s
	}
	// The wall's square after a comma, before the check sign: Nf3,d5+.
	body := strings.TrimRight(s, "+#")
	return body + "," + p.g.squareName(m.wall-1) + s[len(body):]
}

func (p *Position) san(m Move) string {
	g := p.g
	if m.Kind == Pass {
		return "pass"
	}
	if m.Kind == Exit {
		return p.g.MoveString(m) + p.checkSuffix(m)
	}
	if m.Kind == Drop {
		return g.V.Pieces[m.Promo-1].Letter + "@" + g.squareName(m.To) + p.checkSuffix(m)
	}
	if m.Kind == Pickup {
		return g.MoveString(m) + p.checkSuffix(m)
	}
	if m.Kind == Castle {
		s := "O-O"
		if m.side&1 == 1 {
			s = "O-O-O"
		}
		if g.castle.sides[p.side][m.side&1].Steps != nil {
			s += "(" + g.squareName(m.To) + ")" // one of several distances
		}
		if m.gate != 0 {
			s += "/" + g.V.Pieces[m.gate-1].Letter + g.squareName(gateSquare(m))
		}
		return s + p.checkSuffix(m)
	}
	t := cellType(p.board[m.From])
	letter := g.V.Pieces[t].Letter
	var b strings.Builder
	pawnLike := p.isPawnLike(t)
	if !pawnLike {
		b.WriteString(letter)
		b.WriteString(p.disambiguation(m, t))
	} else {
		// A pawn's file, as a capture always has it, and whenever another
		// pawn goes there too (Berolina's b3 from a2 or c2: ab3). When
		// another of the same file goes there too (a pawn that steps
		// back, or moves as a king), the file cannot tell them apart: the
		// letter comes back, with a piece's rank or square (P4c3, as Rc1
		// tells rooks apart), so that the move never reads as the
		// coordinates c4c3.
		file, d := g.fileLabel(m.From), p.disambiguation(m, t)
		rival := p.pawnRival(m, t)
		switch {
		case m.pk == pkStanding && m.From != m.To:
			if rival {
				b.WriteString(letter)
			}
			b.WriteString(g.squareName(m.From)) // as Fairy-Stockfish writes it
		case d != "" && d != file:
			b.WriteString(letter + d)
		default:
			if rival {
				b.WriteString(letter) // two letterless types go there (Wolf's sergeant)
			}
			if d != "" || m.IsCapture() {
				b.WriteString(file)
			}
		}
	}
	if m.side&sideLocust != 0 {
		// Each victim on the way, then the destination: Lxe5-e6, Lxe5xf5.
		var buf [16]Square
		for _, k := range m.Kills(buf[:0]) {
			b.WriteString("x" + g.squareName(k))
		}
		if m.Kind != Capture {
			b.WriteByte('-')
		}
	}
	if m.Kind == Capture || m.Kind == EnPassant {
		b.WriteByte('x')
	}
	if m.Kind == Swap {
		b.WriteByte('&') // exchanges places with the piece there
	}
	b.WriteString(g.squareName(m.To))
	if m.Promo != 0 {
		b.WriteString("=" + g.V.Pieces[m.Promo-1].Letter)
	}
	if m.gate != 0 {
		b.WriteString("/" + g.V.Pieces[m.gate-1].Letter)
	}
	return b.String() + p.checkSuffix(m)
}

// isPawnLike: pieces drawn as pawns (figure pawn) and pieces that promote
// by a choice are written without a letter, as pawns are; others keep
// theirs, those of a promotion map too (shogi's, drawn as koma).
func (p *Position) isPawnLike(t int) bool {
	g := p.g
	if f := g.V.Pieces[t].Figure; f != nil && len(f.Names) == 1 && f.Names[0] == "pawn" {
		return true
	}
	if g.standing[p.side] != nil && g.standingPromotes(t, p.side) {
		return true
	}
	for _, zi := range g.promoZones[p.side][t] {
		if g.promo[p.side][zi].image == nil {
			return true
		}
	}
	return false
}

// pawnRival reports whether a piece of another letterless type (see
// isPawnLike) may also go to m's square.
func (p *Position) pawnRival(m Move, t int) bool {
	rivals := false
	for u := range p.g.nTypes {
		rivals = rivals || u != t && p.isPawnLike(u)
	}
	if !rivals {
		return false
	}
	var buf [256]Move
	for _, o := range p.LegalMoves(buf[:0]) {
		if o.To == m.To && o.Kind != Drop && o.Kind != Pass && o.Kind != Castle {
			if u := cellType(p.board[o.From]); u != t && p.isPawnLike(u) {
				return true
			}
		}
	}
	return false
}

func (p *Position) disambiguation(m Move, t int) string {
	var buf [256]Move
	sameFile, sameRank, others := false, false, false
	for _, o := range p.LegalMoves(buf[:0]) {
		if o.To != m.To || o.From == m.From || cellType(p.board[o.From]) != t {
			continue
		}
		others = true
		sameFile = sameFile || p.g.fileLabel(o.From) == p.g.fileLabel(m.From)
		sameRank = sameRank || p.g.rankLabel(o.From) == p.g.rankLabel(m.From)
	}
	switch {
	case !others:
		return ""
	case !sameFile:
		return p.g.fileLabel(m.From)
	case !sameRank:
		return p.g.rankLabel(m.From)
	}
	return p.g.squareName(m.From)
}

func (p *Position) checkSuffix(m Move) string {
	if p.g.simul {
		return "" // a check comes from the pair, not one of its moves
	}
	p.Make(m)
	defer p.Unmake()
	if !p.InCheck() {
		return ""
	}
	var buf [256]Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		return "#"
	}
	return "+"
}
