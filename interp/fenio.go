package interp

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

// StartPosition returns the variant's start position.
func (g *Game) StartPosition() (*Position, error) {
	if g.start == "" {
		return nil, fmt.Errorf("variant %s has no setup", g.V.Name)
	}
	return g.ParseFEN(g.start)
}

// readSetup keeps the setup's cells, by which FEN input decides which
// pieces are still unmoved.
func (g *Game) readSetup() error {
	g.startCells = make([]uint8, g.size())
	if g.start == "" {
		return nil
	}
	start, _, err := g.storedFEN(g.start)
	if err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	rec, err := fen.Parse(start, g.files, g.ranks, g.letters())
	if err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	for sq, cell := range rec.Cells {
		if cell.Piece >= 0 {
			color := White
			if cell.Black {
				color = Black
			}
			g.startCells[sq] = pieceCell(cell.Piece, color)
		}
	}
	return nil
}

// ParseFEN reads a position in extended FEN. Errors are *fen.Error with the
// offset of the mistake in s.
func (g *Game) ParseFEN(s string) (*Position, error) {
	s, offsets, err := g.storedFEN(s)
	if err != nil {
		var ferr *fen.Error
		if errors.As(err, &ferr) {
			return nil, err
		}
		return nil, &fen.Error{Msg: err.Error()}
	}
	rec, err := fen.ParseOptions(s, g.files, g.ranks, g.letters(), fen.Options{Counting: g.counting != nil})
	if err != nil {
		var ferr *fen.Error
		if errors.As(err, &ferr) && offsets != nil && ferr.Offset < len(offsets) {
			ferr.Offset = offsets[ferr.Offset] // into the FEN as written
		}
		return nil, err
	}
	if offsets != nil {
		remapOffsets(rec, offsets)
	}
	p := newPosition(g)
	for sq, cell := range rec.Cells {
		switch {
		case cell.Piece == fen.HoleCell && !g.hole[sq]:
			if err := p.setWall(Square(sq)); err != nil {
				return nil, &fen.Error{Msg: err.Error()}
			}
		case cell.Piece != fen.HoleCell && g.hole[sq]:
			return nil, &fen.Error{Msg: fmt.Sprintf("%s is a hole of this board: expected '*' there", g.squareName(Square(sq)))}
		case cell.Piece >= 0:
			color := White
			if cell.Black {
				color = Black
			}
			p.addPiece(Square(sq), pieceCell(cell.Piece, color))
			if cell.Promoted && p.origin != nil {
				p.setOrigin(Square(sq), int8(g.hands.fromTilde+1))
			}
		}
	}
	if rec.BlackToMove {
		p.side = Black
		p.hash ^= g.zobrist.side
	}
	p.halfmove, p.fullmove = rec.Halfmove, rec.Fullmove
	if p.fullmove < 1 {
		p.fullmove = 1
	}
	p.setInitialVirgins()
	if err := p.setHand(rec); err != nil {
		return nil, err
	}
	if err := p.setOnceUsed(rec.Once, rec.OnceOffset); err != nil {
		return nil, err
	}
	if err := p.setChecks(rec); err != nil {
		return nil, err
	}
	p.startTurn()
	pending := "" // White's chosen move of a simultaneous turn, made below
	switch {
	case rec.Progress != "" && g.simul:
		if !rec.BlackToMove {
			return nil, &fen.Error{Offset: rec.ProgressOffset, Msg: "simultaneous turns: White's chosen move is written after b (b:e2e4); a turn starts with w alone"}
		}
		p.side = White // the turn's start, where White chooses
		p.hash ^= g.zobrist.side
		pending = rec.Progress
	case rec.Progress != "":
		if err := p.setProgress(rec.Progress, rec.ProgressOffset); err != nil {
			return nil, err
		}
	case g.simul && rec.BlackToMove:
		return nil, &fen.Error{Offset: rec.ProgressOffset - 2, Msg: "simultaneous turns: b is written with White's chosen move (b:e2e4); a turn starts with w"}
	}
	if err := p.setCastling(rec.Castling, rec.CastlingOffset); err != nil {
		return nil, err
	}
	if err := p.setEnPassant(p.readCounting(rec.EnPassant), rec.EnPassantOffset, rec.Progress != "" && !g.simul); err != nil {
		return nil, err
	}
	if pending != "" {
		m, err := p.ParseMove(pending)
		if err != nil {
			return nil, &fen.Error{Offset: rec.ProgressOffset, Msg: "White's chosen move: " + err.Error()}
		}
		p.Make(m)
	}
	if g.moveRep != nil {
		p.rootChecked = p.royalAttacked(p.side)
	}
	return p, nil
}

// setInitialVirgins marks as unmoved every piece with initial-only moves
// that stands where the variant's setup has the same piece: FEN does not
// record whether such pieces moved, and this is Fairy-Stockfish's reading
// (a pawn on its start rank may double-step). Make keeps the same rule
// (markPositional), so the state never depends on history FEN cannot say.
func (p *Position) setInitialVirgins() {
	g := p.g
	if g.positional == nil {
		return
	}
	for sq, cell := range g.startCells {
		if cell >= firstCell && g.positional[cellType(cell)] && p.board[sq] == cell {
			p.setVirgin(Square(sq), true)
		}
	}
}

// compilePositional sets Game.positional: the types with initial moves
// whose unmoved state FEN does not carry as a first-move right.
func (g *Game) compilePositional() {
	for t := 0; t < g.nTypes; t++ {
		if g.initial[t] && (g.fenRights == nil || !g.fenRights[t]) {
			if g.positional == nil {
				g.positional = make([]bool, g.nTypes)
			}
			g.positional[t] = true
		}
	}
}

// setOnceUsed reads vdl's seventh FEN field: the once-per-game rights
// already used, one letter each: A for the variant's first right, B for
// the second..., upper case for White, lower case for Black. It is written
// only when some right is used, so ordinary FEN stays as it is.
func (p *Position) setOnceUsed(field string, offset int) error {
	if field == "-" {
		return nil
	}
	names := p.g.moves.onceNames
	for i, ch := range field {
		color := White
		if ch >= 'a' && ch <= 'z' {
			color, ch = Black, ch-'a'+'A'
		}
		r := int(ch - 'A')
		if r < 0 || r >= len(names) {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("once-per-game right %q: this variant has %d such rights (A..)", string(field[i]), len(names))}
		}
		if p.onceUsed[color]&(1<<r) == 0 {
			p.onceUsed[color] |= 1 << r
			p.hash ^= p.g.zobrist.once[color][r]
		}
	}
	return nil
}

func (p *Position) onceField() string {
	var b strings.Builder
	for color := White; color <= Black; color++ {
		for r := range p.g.moves.onceNames {
			if p.onceUsed[color]&(1<<r) != 0 {
				ch := byte('A' + r)
				if color == Black {
					ch += 'a' - 'A'
				}
				b.WriteByte(ch)
			}
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// setCastling reads the castling field: K/Q (and k/q) name the outermost
// partner on the king's right/left, file letters A-Z / a-z a partner on
// that file (Shredder and X-FEN style).
func (p *Position) setCastling(field string, offset int) error {
	if field == "-" {
		return nil
	}
	g := p.g
	if g.castle == nil && g.fenRights == nil && g.gating == nil {
		return &fen.Error{Offset: offset, Msg: "castling field given, but this variant has no castling: expected '-'"}
	}
	var rights [2]bool // by colour: a castling right was read
	for i, ch := range field {
		if ok, err := p.setRight(ch, offset+i); err != nil {
			return err
		} else if ok {
			continue
		}
		if g.castle == nil {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("first-move right %q: expected the file letter of a piece on its side's first rank", string(ch))}
		}
		color := White
		if ch >= 'a' && ch <= 'z' {
			color = Black
		}
		lower := ch | 0x20
		if lower < 'a' || lower > 'z' {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("castling right %q: expected K, Q, k, q or a file letter", string(ch))}
		}
		bad := func(what string) error {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("castling right %q: %s", string(ch), what)}
		}
		var king, partner Square = NoSquare, NoSquare
		if g.castle != nil {
			kings := p.pieceList(color, g.castle.king)
			for _, k := range kings {
				if g.rankOf(k) == backRank(g, color) || len(kings) == 1 {
					king = k
				}
			}
		}
		if king != NoSquare {
			switch {
			case lower == 'k':
				partner = p.defaultPartner(king, 0, color)
			case lower == 'q':
				partner = p.defaultPartner(king, 1, color)
			default:
				s := p.lineSquare(king, g.fileIndex(byte(lower)), color)
				if s != NoSquare && p.board[s] >= firstCell && cellColor(p.board[s]) == color && g.castle.rook[cellType(p.board[s])] {
					partner = s
				}
			}
		}
		if g.gating != nil && lower != 'k' && lower != 'q' {
			gate, castles := p.readGate(lower, king, partner, color)
			if !castles {
				if gate == NoSquare {
					return bad("no piece of that side on that file of its first rank to gate behind")
				}
				continue
			}
		}
		if king == NoSquare {
			return bad("no king of that side to castle with")
		}
		if partner == NoSquare {
			if g.hex {
				return bad(fmt.Sprintf("no castling partner on that side's castling line from the king on %s", g.squareName(king)))
			}
			return bad(fmt.Sprintf("no castling partner on rank %d on that side", g.rankOf(king)+1))
		}
		if g.gating != nil {
			p.readGate(lower, king, partner, color)
		}
		p.setVirgin(king, true)
		p.setVirgin(partner, true)
		rights[color] = true
	}
	if g.gating != nil && g.castle != nil {
		p.gateRights(rights)
	}
	return nil
}

// gateRights gives, as Fairy-Stockfish does for Chess960 gating games, a
// side whose king stands on a gate and which has no castling right but
// pieces in hand (or captures to fill it) a right with every castling
// partner on a gate: its Shredder letters were read as gates.
func (p *Position) gateRights(rights [2]bool) {
	g := p.g
	for c := White; c <= Black; c++ {
		if rights[c] || !p.gateUsable(c) {
			continue
		}
		for _, k := range p.pieceList(c, g.castle.king) {
			if !p.gates[k] {
				continue
			}
			for s := range g.size() {
				cell := p.board[s]
				if p.gates[s] && cell >= firstCell && cellColor(cell) == c && g.castle.rook[cellType(cell)] {
					p.setVirgin(k, true)
					p.setVirgin(Square(s), true)
				}
			}
		}
	}
}

// gateUsable reports whether colour c holds pieces in hand or captures may
// give it some: its gates can be used.
func (p *Position) gateUsable(c int) bool {
	for t := 0; t < p.g.nTypes; t++ {
		if p.InHand(c, t) > 0 {
			return true
		}
	}
	return p.g.hands.captures
}

// readGate reads one castling-field letter of a gating variant, as
// Fairy-Stockfish does: K and Q name the king's and the partner's squares
// as gates (and a castling right); a file letter names the first-rank
// square of that file as a gate, and a castling right only while the side
// has nothing in hand and captures cannot fill it (a letter then means
// what it means without gating). It returns the gate opened on a file
// (NoSquare for none) and whether the letter is also a castling right.
func (p *Position) readGate(lower rune, king, partner Square, c int) (Square, bool) {
	g := p.g
	// Gates of a side whose hand stays empty could never be used: they
	// are closed, as after the move that emptied the hand.
	usable := p.gateUsable(c)
	own := func(s Square) bool { return s != NoSquare && p.board[s] >= firstCell && cellColor(p.board[s]) == c }
	if lower == 'k' || lower == 'q' {
		for _, s := range [2]Square{king, partner} {
			if own(s) && usable {
				p.setGate(s)
			}
		}
		return NoSquare, true
	}
	s := NoSquare
	if f := int(lower - 'a'); f < g.files {
		s = g.square(f, backRank(g, c))
	}
	if !own(s) {
		s = NoSquare
	} else if usable {
		p.setGate(s)
	}
	return s, !usable && partner != NoSquare
}

// defaultPartner is the partner a K (side 0) or Q (side 1) right names:
// the first castling partner of colour c met going along the side's
// castling line from its partner file (the board's edge by default)
// towards the king on k, that is the farthest from the king up to there.
func (p *Position) defaultPartner(k Square, side, c int) Square {
	g := p.g
	dir, step := sideDir(side), g.castle.line[c][side]
	bound := -1 // a file the partner may not be beyond: none
	if sd := g.castle.sides[c][side]; sd != nil && sd.PartnerFile != nil {
		bound = *sd.PartnerFile
	}
	found := NoSquare
	for s, f := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, f = g.lineNext(s, f, dir, step) {
		if bound >= 0 && (f-bound)*dir > 0 {
			break
		}
		if cell := p.board[s]; cell >= firstCell && cellColor(cell) == c && g.castle.rook[cellType(cell)] {
			found = s
		}
	}
	return found
}

// lineSquare is the square of file f on one of the castling lines of
// colour c's king on k (NoSquare if neither crosses it): on a grid, the
// king's rank on that file.
func (p *Position) lineSquare(k Square, f, c int) Square {
	g := p.g
	for side := range 2 {
		dir, step := sideDir(side), g.castle.line[c][side]
		for s, sf := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, sf = g.lineNext(s, sf, dir, step) {
			if sf == f {
				return s
			}
		}
	}
	return NoSquare
}

func backRank(g *Game, color int) int {
	if color == White {
		return 0
	}
	return g.ranks - 1
}

// setEnPassant reads the en-passant field: one or more squares written
// together ("e3", or Fairy-Stockfish's "c5d6"). An empty square is a
// target; an occupied one names a victim: the only one names the victim
// of every target, as Fairy-Stockfish reads it; of several, each names
// the victim of the targets listed since the one before ("e3e4d6d5", a
// mid-turn FEN's rights on pieces of both colours). A target with no
// victim named has epFind's. In the middle of a turn (mid) a victim may
// be the side to move's own piece: a right it opened earlier in the turn,
// kept for the opponent's next turn.
func (p *Position) setEnPassant(field string, offset int, mid bool) error {
	if field == "-" {
		return nil
	}
	g := p.g
	type named struct {
		s      Square
		at     int // offset in field
		victim bool
	}
	var buf [2*maxEP + 2]named
	names := buf[:0]
	nv, nt := 0, 0
	for i := 0; i < len(field); {
		j := i + 1
		if field[i] >= 'A' && field[i] <= 'Z' && j < len(field) { // a level's or board's letter (Ae3)
			j++
		}
		for j < len(field) && field[j] >= '0' && field[j] <= '9' {
			j++
		}
		s, err := g.parseSquare(field[i:j])
		if err != nil {
			return &fen.Error{Offset: offset + i, Msg: "en passant: " + err.Error()}
		}
		if len(names) == cap(names) {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("en passant: more than %d squares", cap(names))}
		}
		switch cell := p.board[s]; {
		case cell == cellEmpty && nt < maxEP:
			nt++
		case cell >= firstCell && (cellColor(cell) != p.side || mid):
			nv++
		default:
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("en-passant square %s: expected an empty square or the piece that just moved", field[i:j])}
		}
		names = append(names, named{s, i, p.board[s] != cellEmpty})
		i = j
	}
	if nt == 0 {
		return &fen.Error{Offset: offset, Msg: "en passant: expected at least one empty target square"}
	}
	first := p.epN  // the targets not yet given a victim start here
	one := NoSquare // the victim of every target
	for _, nm := range names {
		switch {
		case !nm.victim:
			p.epSq[p.epN], p.epVic[p.epN] = nm.s, NoSquare
			p.epN++
		case nv == 1:
			one = nm.s
		case first == p.epN:
			return &fen.Error{Offset: offset + nm.at, Msg: fmt.Sprintf("en passant: %s names the victim of no target (with several victims, each follows its targets)", g.squareName(nm.s))}
		default:
			for ; first < p.epN; first++ {
				p.epVic[first] = nm.s
			}
		}
	}
	for i := 0; i < p.epN; i++ {
		if p.epVic[i] != NoSquare {
			continue
		}
		v := one
		if v == NoSquare {
			v = p.epFind(p.epSq[i], mid)
		}
		if v == NoSquare && nt == 1 {
			return &fen.Error{Offset: offset, Msg: fmt.Sprintf("en passant %s: no enemy piece that could just have passed it", field)}
		}
		if v == NoSquare {
			return &fen.Error{Offset: offset, Msg: fmt.Sprintf("en passant %s: no enemy piece that could just have passed %s", field, g.squareName(p.epSq[i]))}
		}
		p.epVic[i] = v
	}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	return nil
}

// epFind is the victim of the en-passant target s when the FEN names
// none: the nearest enemy piece behind s on its file, seen from the side
// to move; in the middle of a turn (mid), failing that, the nearest piece
// ahead of s if it is the side to move's own (which passed s earlier in
// the turn).
func (p *Position) epFind(s Square, mid bool) Square {
	if v := p.epBehind(s); v != NoSquare || !mid {
		return v
	}
	return p.epAlong(s, true)
}

// epBehind is the nearest enemy piece behind the en-passant square s on
// its file, seen from the side to move: the piece that passed s.
func (p *Position) epBehind(s Square) Square { return p.epAlong(s, false) }

// epAlong is the nearest piece on s's file behind it, seen from the side
// to move, if it is an enemy piece (own false: one that passed s coming
// towards the side to move), or the nearest ahead of it if it is the side
// to move's own (own true); NoSquare if that piece is not such.
func (p *Position) epAlong(s Square, own bool) Square {
	g := p.g
	dir := -1 // Black just moved, downwards
	if p.side == Black {
		dir = 1
	}
	if own {
		dir = -dir
	}
	dir *= g.fileStep()
	for s, k := g.step(s, 0, dir), 1; s != NoSquare && k < g.ranks; s, k = g.step(s, 0, dir), k+1 {
		if cell := p.board[s]; cell >= firstCell {
			if (cellColor(cell) == p.side) == own {
				return s
			}
			break
		}
	}
	return NoSquare
}

// FEN writes the position in extended FEN.
func (p *Position) FEN() string {
	g := p.g
	cells := make([]fen.Cell, g.size())
	for s, c := range p.board {
		switch {
		case c == cellEmpty:
			cells[s] = fen.Cell{Piece: fen.EmptyCell}
		case c == cellHole:
			cells[s] = fen.Cell{Piece: fen.HoleCell}
		default:
			cells[s] = fen.Cell{Piece: cellType(c), Black: cellColor(c) == Black, Promoted: p.origin != nil && p.origin[s] != 0}
		}
	}
	var b strings.Builder
	b.WriteString(fen.Placement(g.files, g.ranks, cells, g.letters()))
	b.WriteString(p.handField())
	b.WriteString([2]string{" w", " b"}[p.player()])
	progress := p.progressField()
	b.WriteString(progress)
	b.WriteByte(' ')
	b.WriteString(p.castlingField())
	b.WriteByte(' ')
	if p.countLimit != 0 { // a running count in place of en passant, as Fairy-Stockfish
		b.WriteString(strconv.Itoa(int(p.countLimit)))
	} else {
		b.WriteString(p.enPassantField(progress != "" && !g.simul))
	}
	b.WriteString(p.checksField())
	if p.countLimit != 0 { // and of the clock
		b.WriteString(" " + strconv.Itoa(int(p.countPly)) + " " + strconv.Itoa(p.fullmove))
	} else {
		b.WriteString(" " + strconv.Itoa(p.halfmove) + " " + strconv.Itoa(p.fullmove))
	}
	if once := p.onceField(); once != "-" {
		b.WriteString(" " + once)
	}
	return g.shapedFEN(b.String())
}

// castlingField lists the castling rights: K/Q for the outermost partner on
// each side of a virgin king, a file letter for any other partner.
func (p *Position) castlingField() string {
	g := p.g
	if g.castle == nil && g.fenRights == nil && g.gating == nil {
		return "-"
	}
	var b strings.Builder
	for color := White; color <= Black; color++ {
		var covered []Square // king and partners a right names: gates too
		if g.castle != nil {
			covered = p.castlingRights(&b, color)
		}
		b.WriteString(p.rightsField(color))
		if g.gating != nil {
			p.gateLetters(&b, color, covered)
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// gateLetters writes the file letters of colour c's open gates that no
// castling right names, as Fairy-Stockfish does: only while the side
// holds pieces in hand, or captures may give it some.
func (p *Position) gateLetters(b *strings.Builder, c int, covered []Square) {
	g := p.g
	holding := 0
	for t := 0; t < g.nTypes; t++ {
		holding += p.InHand(c, t)
	}
	if holding == 0 && !g.hands.captures {
		return
	}
	rank := backRank(g, c)
	for f := 0; f < g.files; f++ {
		s := g.square(f, rank)
		cell := p.board[s]
		if !p.gates[s] || cell < firstCell || cellColor(cell) != c || slices.Contains(covered, s) {
			continue
		}
		ch := strings.ToUpper(fileName(f))
		if c == Black {
			ch = strings.ToLower(ch)
		}
		b.WriteString(ch)
	}
}

// castlingRights writes colour c's castling rights and returns the
// squares they name (kings and partners), which are gates too.
func (p *Position) castlingRights(b *strings.Builder, color int) []Square {
	var covered []Square
	g := p.g
	for _, k := range p.pieceList(color, g.castle.king) {
		if !p.virgin[k] {
			continue
		}
		for side := range 2 {
			first := p.defaultPartner(k, side, color)
			// The partners on the side's line, from the far end inwards.
			var buf [32]Square
			line := buf[:0]
			dir, step := sideDir(side), g.castle.line[color][side]
			for s, f := g.lineNext(k, g.fileOf(k), dir, step); s != NoSquare; s, f = g.lineNext(s, f, dir, step) {
				cell := p.board[s]
				if cell >= firstCell && cellColor(cell) == color && g.castle.rook[cellType(cell)] && p.virgin[s] {
					line = append(line, s)
				}
			}
			for i := len(line) - 1; i >= 0; i-- {
				s := line[i]
				ch := string("KQ"[side])
				if s != first || g.chess960 { // Shredder-FEN in Chess960, as Fairy-Stockfish
					ch = strings.ToUpper(g.fileLetter(g.fileOf(s)))
				}
				if color == Black {
					ch = strings.ToLower(ch)
				}
				b.WriteString(ch)
				covered = append(covered, k, s)
			}
		}
	}
	return covered
}

// enPassantField writes the en-passant squares, and the victims too where
// setEnPassant would not find them: after all the targets when they share
// one, else each after its targets. A FEN at the start of a turn lists
// the rights the player to move may use; one in the middle of a turn
// (mid) every right, those on the player's own pieces too (opened earlier
// in the turn, they are kept for the opponent's).
func (p *Position) enPassantField(mid bool) string {
	g := p.g
	var idx [maxEP]int
	n := 0
	for i := 0; i < p.epN; i++ {
		if c := p.board[p.epVic[i]]; c < firstCell || !mid && cellColor(c) == p.side {
			continue
		}
		idx[n] = i
		n++
	}
	if n == 0 {
		return "-"
	}
	found, shared := true, true
	for _, i := range idx[:n] {
		found = found && p.epFind(p.epSq[i], mid) == p.epVic[i]
		shared = shared && p.epVic[i] == p.epVic[idx[0]]
	}
	var b strings.Builder
	if found || shared {
		for _, i := range idx[:n] {
			b.WriteString(g.squareName(p.epSq[i]))
		}
		if !found {
			b.WriteString(g.squareName(p.epVic[idx[0]]))
		}
		return b.String()
	}
	for k, i := range idx[:n] {
		v := p.epVic[i]
		if slices.ContainsFunc(idx[:k], func(j int) bool { return p.epVic[j] == v }) {
			continue // written with the first of its targets
		}
		for _, j := range idx[k:n] {
			if p.epVic[j] == v {
				b.WriteString(g.squareName(p.epSq[j]))
			}
		}
		b.WriteString(g.squareName(v))
	}
	return b.String()
}

// progressField is how far the turn has gone, written after the side to
// move (":1"), "" at the start of a turn: in turns of several moves the
// moves made; in turns of parts the parts made and the letter of the type
// the last one moved; in simultaneous turns White's chosen move, in
// coordinate notation, once White has chosen.
func (p *Position) progressField() string {
	g := p.g
	switch {
	case g.simul:
		if p.side == Black && len(p.undo) > 0 {
			return ":" + g.MoveString(p.undo[len(p.undo)-1].move)
		}
	case g.parts != nil:
		if i := p.partIndex(); i > 0 {
			s := ":" + strconv.Itoa(i)
			if p.after >= 0 {
				s += g.V.Pieces[p.after].Letter
			}
			return s
		}
	case g.turns != nil:
		if n := g.movesInTurn(p.turnNo) - p.partsLeft; n > 0 {
			return ":" + strconv.Itoa(n)
		}
	}
	return ""
}

// setProgress reads the turn's progress of a FEN (progressField) in a
// game of several moves or parts a turn, at the start of which startTurn
// has put the position.
func (p *Position) setProgress(s string, offset int) error {
	g := p.g
	z := &g.zobrist
	bad := func(format string, a ...any) error {
		return &fen.Error{Offset: offset, Msg: fmt.Sprintf("the turn's progress %q: ", s) + fmt.Sprintf(format, a...)}
	}
	if g.turns == nil {
		return bad("this variant plays one move a turn: expected w or b alone")
	}
	n, i := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9' && n <= ir.MaxTurnMoves; i++ {
		n = n*10 + int(s[i]-'0')
	}
	if i == 0 {
		return bad("expected the number of moves of the turn made (w:1)")
	}
	if g.parts == nil {
		total := g.movesInTurn(p.turnNo)
		switch {
		case i < len(s):
			return bad("expected only the number of moves of the turn made (w:1)")
		case total == 1:
			return bad("this turn has one move: expected w or b alone")
		case n < 1 || n >= total:
			return bad("this turn has %d moves: expected 1 to %d made", total, total-1)
		}
		p.hash ^= z.part[p.partsLeft]
		p.partsLeft -= n
		p.hash ^= z.part[p.partsLeft]
		return nil
	}
	pt := g.parts
	if n < 1 || n >= pt.n {
		return bad("a turn has %d parts: expected 1 to %d made", pt.n, pt.n-1)
	}
	after := -1
	if i < len(s) {
		for t, l := range g.letters() {
			if l == s[i:] {
				after = t
			}
		}
		if after < 0 {
			return &fen.Error{Offset: offset + i, Msg: fmt.Sprintf("the turn's progress %q: %q: expected the upper-case letter of the type the turn's last part moved, one of %s", s, s[i:], strings.Join(g.letters(), " "))}
		}
	}
	player := p.player()
	p.hash ^= z.part[p.partsLeft] ^ z.after[p.after+1]
	p.partsLeft, p.after = pt.n-n, after
	p.enemy = pt.enemy[n]
	if side := player ^ p.enemy; side != p.side {
		p.side = side
		p.hash ^= z.side
	}
	p.hash ^= z.part[p.partsLeft] ^ z.after[p.after+1]
	return nil
}
