package lang

import (
	"errors"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

// startPosition sets up the lowered variant's start position in the
// interpreter, which checks what the checker cannot see from syntax alone:
// castling rights without a king or partner on its square, an en-passant
// square with nothing that could have passed it. On error it returns the
// byte offset of the mistake inside the setup string; inSetup is false
// when the interpreter rejects the variant itself, not its setup (which
// the checker's own checks should have prevented).
func startPosition(v *ir.Variant) (p *interp.Position, offset int, inSetup bool, err error) {
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, 0, false, err
	}
	p, err = g.StartPosition()
	if err != nil {
		var fe *fen.Error
		if errors.As(err, &fe) {
			return nil, fe.Offset, true, errors.New(fe.Msg)
		}
		return nil, 0, true, err
	}
	return p, 0, true, nil
}
