// Package diagram draws boards and the moves of one piece, as text and as
// SVG, the way H. G. Muller's Interactive Diagram shows them: where the
// piece may move only, capture only, or both; which of those it may make
// only as its first move; and where it could go by hopping or by other
// moves that need pieces on the way (potential targets, which no empty
// board shows). It reads the IR and asks the interpreter, so a diagram
// shows exactly what play does.
package diagram

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// Mark is what a piece may do on one square, as a set of flags.
type Mark uint8

const (
	// Move: it may move there (the square empty).
	Move Mark = 1 << iota
	// Capture: it may take an enemy piece there.
	Capture
	// Initial: it may move or capture there only as its first move.
	Initial
	// Potential: a move that needs other pieces on the way (a hurdle, a
	// friend to pass, something to stop at) could end there.
	Potential
	// Castle: a castling move of this piece ends there.
	Castle
)

// Real reports whether the piece may really go there (a move, a capture,
// a castling), not only potentially.
func (m Mark) Real() bool { return m&(Move|Capture|Castle) != 0 }

// Map is the moves of one piece from one square of a position.
type Map struct {
	Pos   *interp.Position // the board shown, the piece on From included
	From  interp.Square
	Type  int
	Color int
	// Marks holds what the piece may do on each square (index Square).
	Marks []Mark
	// Exits: the piece may leave the board from From.
	Exits bool
	// EmptyBoard: the piece stands alone on the board, as a piece that has
	// not moved, and captures are shown wherever an enemy could stand.
	EmptyBoard bool
}

// Game returns the game the map belongs to.
func (m *Map) Game() *interp.Game { return m.Pos.Game() }

// OnEmptyBoard maps the moves of a piece of type t on square from of an
// otherwise empty board, from White's side, as a piece that has not moved
// (so its initial moves show, marked Initial when it has no other way
// there). A capture is marked wherever the piece could take an enemy that
// stood there alone; moves that need more pieces (hurdles) are marked
// Potential wherever the board's shape lets them end.
func OnEmptyBoard(g *interp.Game, t int, from interp.Square) (*Map, error) {
	if t < 0 || t >= len(g.V.Pieces) {
		return nil, fmt.Errorf("piece type %d: the variant has %d", t, len(g.V.Pieces))
	}
	p := g.EmptyPosition()
	if err := p.Put(from, t, interp.White); err != nil {
		return nil, err
	}
	m := &Map{Pos: p, From: from, Type: t, Color: interp.White, Marks: make([]Mark, len(squares(g))), EmptyBoard: true}
	first := make([]Mark, len(m.Marks)) // as a piece that has not moved
	var ml []interp.Move
	collect := func(into []Mark, victim interp.Square) {
		ml = p.PieceMoves(from, ml[:0])
		for _, mv := range ml {
			switch {
			case mv.Kind == interp.Exit && mv.To != from: // mutual destruction
				if mv.To == victim {
					into[mv.To] |= Capture
				}
			case mv.Kind == interp.Exit:
				m.Exits = true
			case mv.Kind == interp.Quiet && victim < 0:
				into[mv.To] |= Move
			case mv.Kind == interp.Capture && mv.To == victim:
				into[mv.To] |= Capture
			}
		}
	}
	victims := victimTypes(g)
	for _, moved := range []bool{true, false} {
		into := m.Marks
		if !moved {
			into = first
		}
		p.SetMoved(from, moved)
		collect(into, -1)
		for _, s := range squares(g) {
			if s == from || g.IsHole(s) {
				continue
			}
			for _, v := range victims {
				if into[s]&Capture != 0 {
					break
				}
				if p.Put(s, v, interp.Black) == nil {
					collect(into, s)
					p.Clear(s)
				}
			}
		}
	}
	p.SetMoved(from, false)
	for s := range m.Marks {
		if m.Marks[s] == 0 && first[s] != 0 {
			m.Marks[s] = first[s] | Initial
		}
	}
	var ends []interp.Square
	for _, mv := range g.V.Pieces[t].Moves {
		if needsPieces(mv) {
			ends = g.MoveEnds(mv, interp.White, from, ends)
		}
	}
	for _, s := range ends {
		if s != from {
			m.Marks[s] |= Potential
		}
	}
	return m, nil
}

// InPosition maps the moves the piece on square from may make in position
// p: its legal moves if its side is to move, else the moves its patterns
// allow (before any test of royal safety).
func InPosition(p *interp.Position, from interp.Square) (*Map, error) {
	g := p.Game()
	t, c, ok := p.PieceAt(from)
	if !ok {
		return nil, fmt.Errorf("%s is empty", g.SquareName(from))
	}
	m := &Map{Pos: p, From: from, Type: t, Color: c, Marks: make([]Mark, len(squares(g)))}
	var ml []interp.Move
	if p.SideToMove() == c {
		ml = p.LegalMoves(nil)
	} else {
		ml = p.PieceMoves(from, nil)
	}
	var victims []interp.Square
	for _, mv := range ml {
		if mv.From != from || mv.Kind == interp.Drop {
			continue
		}
		switch mv.Kind {
		case interp.Exit:
			if mv.To != from { // mutual destruction: it takes the piece there
				m.Marks[mv.To] |= Capture
			} else {
				m.Exits = true
			}
		case interp.Quiet:
			m.Marks[mv.To] |= Move
		case interp.Capture, interp.EnPassant:
			m.Marks[mv.To] |= Capture
		case interp.Castle:
			m.Marks[mv.To] |= Castle
		}
		// What it takes on the way (locust) or by effects (a withdrawal,
		// a pinch) is marked as taken too.
		victims = p.EffectVictims(mv, victims[:0])
		for _, s := range victims {
			m.Marks[s] |= Capture
		}
	}
	return m, nil
}

// DefaultSquare is where a move diagram puts a piece: the centre of a
// grid (d4 on 8x8), or the square nearest it that is not a hole; on a
// rings board the first spoke's point on the middle ring; on several
// boards the centre of the first, on levels that of the middle level.
func DefaultSquare(g *interp.Game) interp.Square {
	files, ranks := g.Files(), g.Ranks()
	if g.V.Board.Kind == "rings" {
		return interp.Square((ranks / 2) * files)
	}
	if n, kind := g.Layers(); n > 1 {
		l := 0
		if kind == "level" {
			l = (n - 1) / 2
		}
		return g.LayerSquare((g.LayerFiles()-1)/2, (g.LayerRanks()-1)/2, l)
	}
	cf, cr := (files-1)/2, (ranks-1)/2
	best, bestD := interp.Square(-1), 0
	for s := 0; s < files*ranks; s++ {
		if g.IsHole(interp.Square(s)) {
			continue
		}
		f, r := s%files, s/files
		d := (f-cf)*(f-cf) + (r-cr)*(r-cr)
		if best < 0 || d < bestD {
			best, bestD = interp.Square(s), d
		}
	}
	return best
}

// victimTypes are the piece types to try as the enemy a capture takes: one
// type that every capture may take, and every type that some captures may
// not take or only some pieces may capture (Victims, CapturedBy).
func victimTypes(g *interp.Game) []int {
	special := make([]bool, len(g.V.Pieces))
	for t, pc := range g.V.Pieces {
		if len(pc.CapturedBy) > 0 {
			special[t] = true
		}
		for _, mv := range pc.Moves {
			for _, v := range mv.Victims {
				special[v] = true
			}
		}
	}
	var out []int
	if i := slices.Index(special, false); i >= 0 {
		out = append(out, i)
	}
	for t, s := range special {
		if s {
			out = append(out, t)
		}
	}
	return out
}

// needsPieces reports whether a move can only be made, or goes further,
// with other pieces on the way: a hurdle to pass or land on, a friend to
// pass, or a square where it must stop for what stands beyond.
func needsPieces(mv ir.Move) bool {
	for i, l := range mv.Legs {
		if l.MinHurdles > 0 || occupied(l.Pass) || (i < len(mv.Legs)-1 && occupied(l.End)) {
			return true
		}
		if l.Extent == ir.Nearest || l.Extent == ir.Farthest {
			return true
		}
	}
	return false
}

func occupied(o ir.Occupancy) bool {
	return o == ir.Occupied || o == ir.Friend || o == ir.Enemy
}

// squares lists every cell of the board, holes included.
func squares(g *interp.Game) []interp.Square {
	out := make([]interp.Square, g.Files()*g.Ranks())
	for i := range out {
		out[i] = interp.Square(i)
	}
	return out
}
