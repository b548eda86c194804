package lang

import (
	"errors"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

// validateSetup sets up the lowered variant's start position in the
// interpreter, which checks what the checker cannot see from syntax alone:
// castling rights without a king or partner on its square, an en-passant
// square with nothing that could have passed it. It returns the byte
// offset of the mistake inside the setup string; inSetup is false when
// the interpreter rejects the variant itself, not its setup (which the
// checker's own checks should have prevented).
func validateSetup(v *ir.Variant) (offset int, inSetup bool, err error) {
	g, err := interp.NewGame(v)
	if err != nil {
		return 0, false, err
	}
	if _, err := g.StartPosition(); err != nil {
		var fe *fen.Error
		if errors.As(err, &fe) {
			return fe.Offset, true, errors.New(fe.Msg)
		}
		return 0, true, err
	}
	return 0, true, nil
}
