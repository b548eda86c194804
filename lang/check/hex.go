package check

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/betza"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Hexagonal boards: board hex N is a regular hexagon of side N (Glinski's
// 91 cells: board hex 6), board hex N E one whose outer files have E
// cells, slanted names ranks along the lower left side (Shafran's board:
// board hex 5 6 slanted); cells are named as fen.HexShape describes (a1
// to l11, no file j). The checker sees the board as a rectangle of its
// files and ranks with the names that are no cell as holes: square names,
// regions (rank N is rank N of the naming), the mirror for Black (the
// board turned top to bottom) and the setup all work on it. Pieces are
// compiled again on the hex board (betza.CompileHex) when a hex variant
// uses them, so the same declaration reads as a square piece in one
// variant and a hex piece in another.

// maxHexEdge bounds the cells of a hex board's outer files.
const maxHexEdge = 2*fen.MaxHexSide - 1

// hexArgs checks board hex SIDE [EDGE] [slanted].
func hexArgs(c *checker, s *syntax.Stmt) bool {
	const usage = "hex, the side of the hexagon, optionally the cells of its outer files and slanted, such as board hex 6 (Glinski's 91 cells) or board hex 5 6 slanted (Shafran's 70)"
	if !arity(c, s, 2, 4, usage) ||
		!kind(c, s, s.Args[1], syntax.Int, "the side of the hexagon, such as 6") {
		return false
	}
	if n := s.Args[1]; n.N < 2 || n.N > fen.MaxHexSide {
		c.errorf(n.Pos, diag.BadHex, "board hex %s: want a side of 2 to %d cells (the files are lettered a to %c without j)",
			diag.Shorten(n.Text), fen.MaxHexSide, fen.HexFiles[len(fen.HexFiles)-1])
		return false
	}
	rest := s.Args[2:]
	if len(rest) > 0 && rest[0].Kind == syntax.Int {
		if e := rest[0]; e.N < 2 || e.N > maxHexEdge {
			c.errorf(e.Pos, diag.BadHex, "board hex %d %s: want outer files of 2 to %d cells", s.Args[1].N, diag.Shorten(e.Text), maxHexEdge)
			return false
		}
		rest = rest[1:]
	}
	for _, a := range rest {
		if a.Kind != syntax.Ident || a.Str != "slanted" {
			c.errorf(a.Pos, diag.BadHex, "board hex: unexpected %s: after the side and the outer files' cells only slanted (ranks along the lower left side) may follow", diag.Shorten(a.Text))
			return false
		}
	}
	if len(rest) > 1 {
		c.errorf(rest[1].Pos, diag.BadHex, "board hex: slanted given twice")
		return false
	}
	return true
}

// hexShape reads the shape of a checked board hex statement.
func hexShape(s *syntax.Stmt) fen.HexShape {
	h := fen.RegularHex(s.Args[1].N)
	for _, a := range s.Args[2:] {
		if a.Kind == syntax.Int {
			h.Edge = a.N
		} else {
			h.Slanted = true
		}
	}
	return h
}

// compileBetza compiles a Betza string on the board being read: a
// hexagonal one in hexMode, else a grid (ep as in betza.CompileEP).
func (c *checker) compileBetza(s string, ep bool) ([]ir.Move, error) {
	if c.hexMode {
		return betza.CompileHex(s, ep)
	}
	return betza.CompileEP(s, ep)
}

// hexPiece is p as a piece of a hex board: its declaration compiled again
// with every Betza string read on hex, once. What that compilation found
// is kept in hexDiags, reported by the variants that use it (hexChecks).
func (c *checker) hexPiece(p *Piece) *Piece {
	if p.hex != nil || p.decl == nil || !p.ok {
		if p.hex != nil {
			return p.hex
		}
		return p
	}
	saved := c.diags
	c.diags = diag.Bounded{}
	c.hexMode = true
	h := c.pieceDecl(p.decl)
	c.hexMode = false
	diags := c.diags.List()
	c.diags = saved
	h.hex, h.hexDiags = h, diags
	p.hex = h
	return h
}

// hexChecks reports what a hex board does not take, and the pieces whose
// moves have no reading on it.
func (vc *vchecker) hexChecks() {
	v := vc.v
	if v.Kind != "hex" {
		return
	}
	for _, kw := range []string{"wrap", "drops", "shuffle", "gating"} {
		if es, _ := vc.find(kw); len(es) > 0 && !(len(es[0].s.Args) == 1 && es[0].s.Args[0].Str == "none") {
			vc.errorf(es[0], es[0].s.Pos, diag.BadHex, "%s: a hex board does not take %s yet", kw, kw)
		}
	}
	for _, p := range v.Promotions {
		if p.Region == nil {
			e, _, _ := vc.find1("promotion")
			vc.errorf(e, e.s.Pos, diag.BadHex, "promotion: on a hex board name the cells where pieces promote with a region (the far edge is not a rank): region far-edge a6 b7 ... and region far-edge in the promotion block")
			break
		}
	}
	for _, p := range v.Pieces {
		e := vc.setArg[p]
		for _, d := range p.hexDiags {
			if d.Severity != diag.Error {
				continue
			}
			vc.report(diag.Error, e, e.arg.Pos, diag.HexMoves, p.Name, fmt.Sprintf("%s, on variant %s's hex board (%s declared %s)",
				strings.TrimSuffix(d.Msg, "."), vc.leaf.name, p.Name, where(p.Pos)))
			break
		}
		for _, m := range p.Moves {
			if len(m.FromRanks) > 0 {
				vc.report(diag.Error, e, e.arg.Pos, diag.BadHex, p.Name, fmt.Sprintf("piece %s: from-ranks on a hex board: use a region of cells and from REGION \"BETZA\" (%s declared %s)", p.Name, p.Name, where(p.Pos)))
				break
			}
		}
	}
}

// hexCastlingFiles reports a castling side given by files on a hex board
// (kingside g f): there the king castles along an orthogonal line through
// it, which no pair of files describes, so only steps MIN..MAX is taken.
func (vc *vchecker) hexCastlingFiles(e entry, s *syntax.Stmt) {
	vc.errorf(e, s.Pos, diag.BadHex, "%s: on a hex board the king castles along its orthogonal line rising to the %s, not to files: write %s steps MIN..MAX (the king goes MIN to MAX cells towards its partner, which lands next to it)",
		s.Keyword, map[string]string{"kingside": "right", "queenside": "left"}[s.Keyword], s.Keyword)
}

// hexCastlingPartner reports kingside-partner or queenside-partner on a
// hex board: a FEN's K or Q names the partner farthest along the king's
// line, and a file letter the one on that file, so no file is needed.
func (vc *vchecker) hexCastlingPartner(e entry, s *syntax.Stmt) {
	vc.errorf(e, s.Pos, diag.BadHex, "%s: a hex board takes no partner file: a FEN's K or Q names the partner farthest along the king's castling line", s.Keyword)
}

// hexFile turns a file index read as if the letters were a to z into a
// hex board's (no j): -1 for j itself.
func hexFile(f int) int {
	switch {
	case f == 9:
		return -1
	case f > 9:
		return f - 1
	}
	return f
}

// hexHole reports whether (file, rank) of the checker's rectangle is not
// a cell of the hex board.
func (v *Variant) hexHole(f, r int) bool {
	return v.Hex.Row(f, r) < 0
}

// hexExtent describes a hex board for a message.
func hexExtent(v *Variant) string {
	return fmt.Sprintf("files a to %c without j, each with %d to %d cells", fen.HexFiles[v.Files-1], v.Hex.Edge, v.Hex.Ranks())
}

// hexSetup rewrites a hex board's setup as the stored rectangle's FEN,
// reporting a wrong shape; offsets map the result back into the setup.
func (vc *vchecker) hexSetup(e entry, a *syntax.Arg, letters []string) (string, []int, bool) {
	grid, offsets, err := fen.HexToGrid(vc.v.Setup, vc.v.Hex, letters)
	if err != nil {
		ferr := err.(*fen.Error)
		if !vc.missingSymbol(a.Str, ferr) {
			vc.errorf(e, a.PosAt(ferr.Offset), diag.BadSetup, "setup: %s", ferr.Msg)
		}
		vc.bad = true
		return "", nil, false
	}
	return grid, offsets, true
}

// cellName is the name of the checker's (file, rank): a hex board's cell
// names skip file j.
func (v *Variant) cellName(f, r int) string {
	if v.Kind == "hex" {
		return fmt.Sprintf("%c%d", fen.HexFiles[f], r+1)
	}
	return squareName(f, r)
}
