package interp

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

// Boards with levels (ir.Board.Levels: Raumschach's 5x5x5 cube). They are
// stored as one rectangle, the levels stacked from the bottom, each
// followed by Ranks-1 rows of holes, so a level is fen.LevelStride rows
// above the one below it. A move (dx, dy, dz) is then the plain vector
// (dx, dy + dz*stride): no step of fewer than Ranks ranks can reach
// another level but through the holes, every step table, ray and attack
// is the grid's, and Black's mirror (dy -> -dy) turns levels over too
// (dz -> -dz), as a three-dimensional game wants. The move generator
// knows nothing of levels: the IR is folded into stored vectors once,
// when the game is compiled.

// foldLevels returns a copy of v on its stored rectangle: level
// components folded into the rank component, promotion and reach ranks
// moved to the last level. v itself is not changed.
func foldLevels(v *ir.Variant) (*ir.Variant, error) {
	b := v.Board
	if b.Kind != "" && b.Kind != "grid" || b.Wrap != "" {
		return nil, fmt.Errorf("board with %d levels: expected a grid without wrap", b.Levels)
	}
	if b.Levels > 26 || b.Files < 1 || b.Ranks < 1 {
		return nil, fmt.Errorf("board %dx%d with %d levels: expected 1x1 to 26x26 with up to 26 levels", b.Files, b.Ranks, b.Levels)
	}
	stride := fen.LevelStride(b.Ranks)
	out := *v
	out.Board.Ranks = fen.LevelRows(b.Ranks, b.Levels)
	out.Pieces = slices.Clone(v.Pieces)
	for i := range out.Pieces {
		p := &out.Pieces[i]
		p.Moves = foldMoves(p.Moves, b, stride)
		if p.Spoil != nil {
			spoil := *p.Spoil
			spoil.Moves = foldMoves(spoil.Moves, b, stride)
			p.Spoil = &spoil
		}
	}
	// Ranks counted from a side's own first rank name the far level's:
	// White's last rank is the top level's.
	shift := (b.Levels - 1) * stride
	out.Rules.Promotions = slices.Clone(v.Rules.Promotions)
	for i := range out.Rules.Promotions {
		if z := &out.Rules.Promotions[i]; z.Region == nil {
			z.FromRank, z.ToRank = z.FromRank+shift, z.ToRank+shift
		}
	}
	out.Rules.Endings = slices.Clone(v.Rules.Endings)
	for i := range out.Rules.Endings {
		if e := &out.Rules.Endings[i]; e.Region == nil && e.FromRank > 0 {
			e.FromRank, e.ToRank = e.FromRank+shift, e.ToRank+shift
		}
	}
	return &out, nil
}

// foldMoves rewrites legs (dx, dy, dz) as stored vectors. A leg of Ranks
// or more ranks in one step never lands on its own level: it is sent off
// the board rather than folded into another level.
func foldMoves(moves []ir.Move, b ir.Board, stride int) []ir.Move {
	out := slices.Clone(moves)
	for i := range out {
		out[i].Legs = slices.Clone(out[i].Legs)
		for j := range out[i].Legs {
			l := &out[i].Legs[j]
			if abs(l.DY) >= b.Ranks {
				l.DY = sign(l.DY) * 2 * fen.LevelRows(b.Ranks, b.Levels)
			}
			l.DY += l.DZ * stride
			l.DZ = 0
		}
	}
	return out
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// compileLevels marks the rows between levels as holes.
func (g *geometry) compileLevels(levels, ranks int) {
	g.levels, g.levelRanks = levels, ranks
	for s := range g.hole {
		if g.levelRank(Square(s)) < 0 {
			g.hole[s] = true
		}
	}
}

// levelOf is the 0-based level of s; levelRank its 0-based rank on that
// level, or -1 for a row between levels.
func (g *geometry) levelOf(s Square) int {
	return g.rankOf(s) / fen.LevelStride(g.levelRanks)
}

func (g *geometry) levelRank(s Square) int {
	r := g.rankOf(s) % fen.LevelStride(g.levelRanks)
	if r >= g.levelRanks {
		return -1
	}
	return r
}

// levelSquare is the cell of file f, rank r and level l (0-based), or
// NoSquare.
func (g *geometry) levelSquare(f, r, l int) Square {
	if r < 0 || r >= g.levelRanks || l < 0 || l >= g.levels {
		return NoSquare
	}
	return g.square(f, l*fen.LevelStride(g.levelRanks)+r)
}

// levelName is "Aa1": the level letter, then the square's name on its
// level. A row between levels has no name of its own; it is written
// after the level below it with a '+' ("Aa1+3"), for messages only.
func (g *geometry) levelName(s Square) string {
	l, f := g.levelOf(s), g.fileOf(s)
	r := g.levelRank(s)
	name := string(rune('A'+l)) + fileName(f)
	if r < 0 {
		return name + strconv.Itoa(g.levelRanks) + "+" + strconv.Itoa(g.rankOf(s)%fen.LevelStride(g.levelRanks)-g.levelRanks+1)
	}
	return name + strconv.Itoa(r+1)
}

// parseLevelSquare reads "Aa1" (level, file, rank).
func (g *geometry) parseLevelSquare(name string) (Square, error) {
	bad := func() (Square, error) {
		return NoSquare, fmt.Errorf("square %q: expected a level letter A to %c, a file and a rank, like Ac1", name, rune('A'+g.levels-1))
	}
	if len(name) < 3 || name[0] < 'A' || name[0] > 'Z' {
		return bad()
	}
	l := int(name[0] - 'A')
	i := 1
	f := -1
	for i < len(name) && name[i] >= 'a' && name[i] <= 'z' {
		f = (f+1)*26 + int(name[i]-'a')
		i++
	}
	r, err := strconv.Atoi(name[i:])
	if i == 1 || err != nil {
		return bad()
	}
	s := NoSquare
	if f < g.files {
		s = g.levelSquare(f, r-1, l)
	}
	if s == NoSquare {
		return NoSquare, fmt.Errorf("square %q is off the %dx%dx%d board", name, g.files, g.levelRanks, g.levels)
	}
	return s, nil
}

// storedFEN rewrites a FEN of the board's own shape (hex, levels) as the
// stored rectangle's; offsets, if not nil, map its bytes back to s.
func (g *Game) storedFEN(s string) (string, []int, error) {
	switch {
	case g.hex:
		return fen.HexToGrid(s, g.hexShape, g.letters())
	case g.levels > 1:
		return fen.LevelsToGrid(s, g.files, g.levelRanks, g.levels)
	case g.boards > 1:
		return fen.BoardsToGrid(s, g.boardFiles, g.ranks, g.boards)
	}
	return s, nil, nil
}

// shapedFEN is storedFEN's inverse, for a FEN the interpreter wrote.
func (g *Game) shapedFEN(s string) string {
	switch {
	case g.hex:
		return fen.GridToHex(s, g.hexShape, g.letters())
	case g.levels > 1:
		return fen.GridToLevels(s, g.levelRanks, g.levels)
	case g.boards > 1:
		return fen.GridToBoards(s, g.boardFiles, g.boards)
	}
	return s
}

// Levels is the number of levels of the board (1 for a flat board); the
// Level... methods place a square on them.
func (g *Game) Levels() int { return max(g.levels, 1) }

// LevelRanks is the number of ranks of one level.
func (g *Game) LevelRanks() int {
	if g.levels > 1 {
		return g.levelRanks
	}
	return g.ranks
}

// Layers is how a diagram splits the board: the number of levels
// (levels.go) or of boards side by side (boards.go), and which it is;
// (1, "") for a flat board.
func (g *Game) Layers() (n int, kind string) {
	switch {
	case g.levels > 1:
		return g.levels, "level"
	case g.boards > 1:
		return g.boards, "board"
	}
	return 1, ""
}

// LayerFiles and LayerRanks are the files and ranks of one layer.
func (g *Game) LayerFiles() int {
	if g.boards > 1 {
		return g.boardFiles
	}
	return g.files
}

func (g *Game) LayerRanks() int { return g.LevelRanks() }

// LayerSquare is the square of file f, rank r on layer l (all 0-based),
// NoSquare if there is none.
func (g *Game) LayerSquare(f, r, l int) Square {
	switch {
	case g.levels > 1:
		return g.levelSquare(f, r, l)
	case g.boards > 1:
		return g.boardSquare(f, r, l)
	case l != 0:
		return NoSquare
	}
	return g.square(f, r)
}

// remapOffsets points the field offsets of a FEN record read from a
// stored rectangle's FEN (storedFEN) back into the FEN as written.
func remapOffsets(rec *fen.Record, offsets []int) {
	at := func(o *int) {
		if *o >= 0 && *o < len(offsets) {
			*o = offsets[*o]
		}
	}
	at(&rec.CastlingOffset)
	at(&rec.EnPassantOffset)
	at(&rec.ChecksOffset)
	at(&rec.OnceOffset)
	at(&rec.ProgressOffset)
	for i := range rec.HandPieces {
		at(&rec.HandPieces[i].Offset)
	}
}
