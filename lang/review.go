package lang

import (
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/lint"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// placeFindings reports what package lint found in a variant at the
// places of its source the findings are about, leaving out those its
// allow statements silence.
func placeFindings(cv *check.Variant, fs []lint.Finding, diags *diag.List) {
	for _, f := range fs {
		var piece *check.Piece
		if f.Piece >= 0 {
			piece = cv.Pieces[f.Piece]
		}
		if cv.Allowed(f.Code, piece) {
			continue
		}
		pos := cv.Pos
		var stmt *syntax.Stmt
		switch {
		case f.Square >= 0:
			pos, stmt = cv.SquarePos(int(f.Square)%cv.Files, int(f.Square)/cv.Files), nil
		case f.Piece >= 0 && cv.SetArgs[f.Piece] != nil:
			pos, stmt = cv.SetArgs[f.Piece].Pos, cv.SetStmts[f.Piece]
		case f.Promotion >= 0:
			stmt = cv.Promotions[f.Promotion].Stmt
			pos = stmt.Pos
		case f.Ending >= 0:
			stmt = cv.Endings[f.Ending].Stmt
			pos = stmt.Pos
		case f.Castling && cv.Castling != nil:
			stmt = cv.Castling.Stmt
			pos = stmt.Pos
		}
		*diags = append(*diags, cv.Place(diag.Diagnostic{Pos: pos, Severity: diag.Warning, Code: f.Code, Msg: f.Msg}, stmt))
	}
}
