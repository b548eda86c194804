package lang

import (
	"crypto/sha256"
	"encoding/json"
	"errors"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/lint"
)

// setupCheck is what the interpreter says of a lowered variant when it
// sets up the start position: it checks what the checker cannot see from
// syntax alone (castling rights without a king or partner on its square,
// an en-passant square with nothing that could have passed it), and names
// what is irregular in the position.
type setupCheck struct {
	err       error
	offset    int  // of the mistake inside the setup string
	inSetup   bool // false: the interpreter rejects the variant itself
	irregular []string
	findings  []lint.Finding // what a reviewer would point out (package lint)
}

// checkSetup sets up v's start position in the interpreter. inSetup is
// false when the interpreter rejects the variant itself, not its setup
// (which the checker's own checks should have prevented).
func checkSetup(v *ir.Variant) setupCheck {
	g, err := interp.NewGame(v)
	if err == nil {
		_, err = g.SetupCount() // a family of setups: can its positions be numbered?
	}
	if err != nil {
		return setupCheck{err: err}
	}
	p, err := g.StartPosition()
	if err != nil {
		var fe *fen.Error
		if errors.As(err, &fe) {
			return setupCheck{err: errors.New(fe.Msg), offset: fe.Offset, inSetup: true}
		}
		return setupCheck{err: err, inSetup: true}
	}
	return setupCheck{inSetup: true, irregular: p.Irregularities(), findings: lint.Variant(g, p)}
}

// setupChecks remembers checkSetup's answers by the variant's content,
// name and title aside: a file of thousands of variants that differ only
// in name (a long extends chain with empty bodies) sets up one game, not
// thousands. Building a game costs some twenty times as much as encoding
// the variant to find it.
type setupChecks map[[sha256.Size]byte]setupCheck

func (sc setupChecks) check(v *ir.Variant) setupCheck {
	anon := *v
	anon.Name, anon.Title = "", ""
	b, err := json.Marshal(&anon)
	if err != nil {
		return checkSetup(v)
	}
	key := sha256.Sum256(b)
	r, ok := sc[key]
	if !ok {
		r = checkSetup(v)
		sc[key] = r
	}
	return r
}
