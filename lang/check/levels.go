package check

import (
	"errors"
	"fmt"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Boards with levels: board FILESxRANKS levels N stacks N boards (ir.Board
// Levels). Pieces move on them by the three-dimensional reading of their
// Betza strings (betza.CompileLevels); the statements that name squares
// or shapes of a flat board are not taken yet.

// MaxLevels bounds the levels of a board: they are named by one letter.
const MaxLevels = 26

// levelsArgs checks "5x5 levels 5" after the size.
func levelsArgs(c *checker, s *syntax.Stmt) bool {
	const usage = "a size, then levels N, such as board 5x5 levels 5"
	if !arity(c, s, 3, 3, usage) || !sizeArg1(c, s) {
		return false
	}
	if a := s.Args[1]; a.Kind != syntax.Ident || a.Str != "levels" {
		c.errorf(a.Pos, diag.WrongArgType, "board: got %s, want %s", diag.Shorten(a.Text), usage)
		return false
	}
	if !kind(c, s, s.Args[2], syntax.Int, "the number of levels") {
		return false
	}
	if n := s.Args[2]; n.N < 2 || n.N > MaxLevels {
		c.errorf(n.Pos, diag.BadLevels, "board levels %s: want 2 to %d levels (1 level is board %s alone)", diag.Shorten(n.Text), MaxLevels, s.Args[0].Text)
		return false
	}
	return true
}

// levels reports what a board with levels does not take, and pieces whose
// moves do not fit the board's dimensions.
func (vc *vchecker) levels() {
	v := vc.v
	if v.Levels > 1 {
		for _, kw := range []string{"holes", "wrap", "region", "drops", "shuffle"} {
			if es, _ := vc.find(kw); len(es) > 0 && !(kw == "holes" && es[0].s.Args[0].Str == "none") && !(kw == "shuffle" && es[0].s.Args[0].Str == "none") {
				vc.errorf(es[0], es[0].s.Pos, diag.BadLevels, "%s: a board with levels does not take %s yet", kw, kw)
			}
		}
	}
	for _, p := range v.Pieces {
		e := vc.setArg[p]
		switch {
		case v.Levels <= 1 && p.flatErr != nil:
			vc.report(diag.Error, e, e.arg.Pos, diag.LevelMoves, p.Name, fmt.Sprintf("piece %s: Betza %s: %s; variant %s's board has none (%s declared %s)",
				p.Name, diag.QuoteAt(p.Betza, betzaOffset(p.flatErr)), betzaMsg(p.flatErr), vc.leaf.name, p.Name, where(p.Pos)))
		case v.Levels > 1 && p.clauses:
			vc.report(diag.Error, e, e.arg.Pos, diag.LevelMoves, p.Name, fmt.Sprintf("piece %s: its block adds moves or rules, which a board with levels does not take yet: give it a Betza string only (%s declared %s)",
				p.Name, p.Name, where(p.Pos)))
		case v.Levels > 1 && p.levelErr != nil:
			vc.report(diag.Error, e, e.arg.Pos, diag.LevelMoves, p.Name, fmt.Sprintf("piece %s: Betza %s on a board with levels: %s (%s declared %s)",
				p.Name, diag.QuoteAt(p.Betza, betzaOffset(p.levelErr)), betzaMsg(p.levelErr), p.Name, where(p.Pos)))
		}
	}
}

// levelsSetup rewrites a setup written level by level as the stored
// rectangle's FEN (fen.LevelsToGrid), reporting a wrong shape; offsets
// map the result back into the setup string.
func (vc *vchecker) levelsSetup(e entry, a *syntax.Arg) (string, []int, bool) {
	grid, offsets, err := fen.LevelsToGrid(vc.v.Setup, vc.v.Files, vc.v.Ranks, vc.v.Levels)
	if err != nil {
		var ferr *fen.Error
		off := 0
		if errors.As(err, &ferr) {
			off = ferr.Offset
		}
		vc.errorf(e, a.PosAt(off), diag.BadLevels, "setup: %v (a board with levels is written level by level from the top, separated by '|')", ferr.Msg)
		return "", nil, false
	}
	return grid, offsets, true
}
