package lang

import (
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/lint"
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
		switch {
		case f.Square >= 0:
			pos = cv.SquarePos(int(f.Square)%cv.Files, int(f.Square)/cv.Files)
		case f.Piece >= 0 && cv.SetArgs[f.Piece] != nil:
			pos = cv.SetArgs[f.Piece].Pos
		case f.Promotion >= 0:
			pos = cv.Promotions[f.Promotion].Stmt.Pos
		case f.Ending >= 0:
			pos = cv.Endings[f.Ending].Stmt.Pos
		case f.Castling && cv.Castling != nil:
			pos = cv.Castling.Stmt.Pos
		}
		diags.Warnf(pos, f.Code, "%s", f.Msg)
	}
}
