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

// lowered remembers lowered variants and checkSetup's answers by the
// variant's content, name and title aside: a file of thousands of
// variants that differ only in name (a long extends chain with empty
// bodies) sets up one game, not thousands, and its variants share one IR
// but for their names (read it, never change it in place). Building a game
// costs some twenty times as much as encoding the variant to find it.
type lowered map[[sha256.Size]byte]loweredVariant

type loweredVariant struct {
	v     *ir.Variant
	check setupCheck
}

// check returns v, or an earlier variant of the same content under v's
// name and title, and what the interpreter says of its setup.
func (lw lowered) check(v *ir.Variant) (*ir.Variant, setupCheck) {
	anon := *v
	anon.Name, anon.Title = "", ""
	b, err := json.Marshal(&anon)
	if err != nil {
		return v, checkSetup(v)
	}
	key := sha256.Sum256(b)
	if r, ok := lw[key]; ok {
		same := *r.v
		same.Name, same.Title = v.Name, v.Title
		return &same, r.check
	}
	r := loweredVariant{v, checkSetup(v)}
	lw[key] = r
	return v, r.check
}
