package check

import (
	"errors"
	"fmt"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Boards with levels: board FILESxRANKS levels N stacks N boards (ir.Board
// Levels). Pieces move on them by the three-dimensional reading of their
// Betza strings (betza.CompileLevels); the statements that name squares
// or shapes of a flat board are not taken yet.

// MaxLevels bounds the levels of a board: they are named by one letter.
const MaxLevels = 26

// levelsArgs checks "5x5 levels 5" (or "8x8 boards 2") after the size.
func levelsArgs(c *checker, s *syntax.Stmt) bool {
	what := s.Args[1].Str // levels or boards
	usage := "a size, then levels N or boards N, such as board 5x5 levels 5"
	if !arity(c, s, 3, 3, usage) || !sizeArg1(c, s) {
		return false
	}
	if !kind(c, s, s.Args[2], syntax.Int, "the number of "+what) {
		return false
	}
	code := diag.BadLevels
	if what == "boards" {
		code = diag.BadBoards
		if s.Args[0].N < 2 {
			c.errorf(s.Args[0].Pos, code, "board %s boards: want boards of at least 2 files", s.Args[0].Text)
			return false
		}
	}
	if n := s.Args[2]; n.N < 2 || n.N > MaxLevels {
		c.errorf(n.Pos, code, "board %s %s: want 2 to %d %s (1 is board %s alone)", what, diag.Shorten(n.Text), MaxLevels, what, s.Args[0].Text)
		return false
	}
	files, ranks, n := s.Args[0].N, s.Args[0].M, s.Args[2].N
	cells := files * fen.LevelRows(ranks, n)
	if what == "boards" {
		cells = fen.BoardFiles(files, n) * ranks
	}
	if cells > ir.MaxCells {
		c.errorf(s.Args[2].Pos, code, "board %s %s %d: too large: %d cells with the space kept between the %s, at most %d", s.Args[0].Text, what, n, cells, what, ir.MaxCells)
		return false
	}
	return true
}

// levels reports what a board with levels does not take, and pieces whose
// moves do not fit the board's dimensions.
func (vc *vchecker) levels() {
	v := vc.v
	if v.Levels > 1 || v.Boards > 1 {
		code, what := diag.BadLevels, "a board with levels"
		if v.Boards > 1 {
			code, what = diag.BadBoards, "several boards"
		}
		for _, kw := range []string{"holes", "wrap", "region", "drops", "shuffle"} {
			if es, _ := vc.find(kw); len(es) > 0 && !(kw == "holes" && es[0].s.Args[0].Str == "none") && !(kw == "shuffle" && es[0].s.Args[0].Str == "none") {
				vc.errorf(es[0], es[0].s.Pos, code, "%s: %s does not take %s yet", kw, what, kw)
			}
		}
	}
	vc.transfer()
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

// transfer checks the transfer statement: it needs several boards, and
// no piece may capture or be taken en passant.
func (vc *vchecker) transfer() {
	e, ok, _ := vc.find1("transfer")
	if !ok {
		return
	}
	vc.v.Transfer = true
	if vc.v.Boards < 2 && vc.v.Files > 0 { // (a board statement in error is reported)
		vc.errorf(e, e.s.Pos, diag.BadTransfer, "transfer: the board has no other board to pass to; want board FILESxRANKS boards N")
		return
	}
	for _, p := range vc.v.Pieces {
		for _, m := range p.Moves {
			if m.SetsEnPassant || m.Final.EnPassant {
				at := vc.setArg[p]
				vc.report(diag.Error, at, at.arg.Pos, diag.BadTransfer, p.Name, fmt.Sprintf("piece %s captures or may be taken en passant, which transfer does not take yet: give it moves without e (%s declared %s)", p.Name, p.Name, where(p.Pos)))
				break
			}
		}
	}
}

// levelsSetup rewrites a setup written level by level as the stored
// rectangle's FEN (fen.LevelsToGrid), reporting a wrong shape; offsets
// map the result back into the setup string.
func (vc *vchecker) levelsSetup(e entry, a *syntax.Arg) (string, []int, bool) {
	v := vc.v
	var grid string
	var offsets []int
	var err error
	code, how := diag.BadLevels, "a board with levels is written level by level from the top, separated by '|'"
	if v.Boards > 1 {
		code, how = diag.BadBoards, "several boards are written board by board from A, separated by '|'"
		grid, offsets, err = fen.BoardsToGrid(v.Setup, v.Files, v.Ranks, v.Boards)
	} else {
		grid, offsets, err = fen.LevelsToGrid(v.Setup, v.Files, v.Ranks, v.Levels)
	}
	if err != nil {
		var ferr *fen.Error
		off := 0
		if errors.As(err, &ferr) {
			off = ferr.Offset
		}
		vc.errorf(e, a.PosAt(off), code, "setup: %v (%s)", ferr.Msg, how)
		return "", nil, false
	}
	return grid, offsets, true
}
