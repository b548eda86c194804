package definitions_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// Helpers shared by the definition tests: the bundled variants compiled
// once, positions set up from them, moves played by name.

var (
	bundledOnce  sync.Once
	bundledByTag map[string]*ir.Variant
	bundledErr   string
)

// bundledVariants returns every bundled variant by name, failing the test
// if the definitions do not compile.
func bundledVariants(t testing.TB) map[string]*ir.Variant {
	t.Helper()
	bundledOnce.Do(func() {
		vs, diags := lang.Bundled()
		if diags.ErrorCount() > 0 {
			bundledErr = diags.Error()
		}
		bundledByTag = map[string]*ir.Variant{}
		for _, v := range vs {
			bundledByTag[v.Name] = v
		}
	})
	if bundledErr != "" {
		t.Fatalf("bundled definitions do not compile:\n%s", bundledErr)
	}
	return bundledByTag
}

// bundledVariant returns the bundled variant name.
func bundledVariant(t testing.TB, name string) *ir.Variant {
	t.Helper()
	v := bundledVariants(t)[name]
	if v == nil {
		t.Fatalf("no bundled variant %s", name)
	}
	return v
}

// bundledGame compiles the bundled variant name for the interpreter.
func bundledGame(t testing.TB, name string) *interp.Game {
	t.Helper()
	g, err := interp.NewGame(bundledVariant(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

// bundledPosition sets up fen (the start position if "") in variant name.
func bundledPosition(t testing.TB, name, fen string) (*interp.Game, *interp.Position) {
	t.Helper()
	g := bundledGame(t, name)
	if fen == "" {
		fen = g.V.Setup
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %s: %v", name, fen, err)
	}
	return g, p
}

// playMoves makes moves given in coordinate notation; the game must not be
// over before any of them.
func playMoves(t testing.TB, p *interp.Position, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		if o := p.Outcome(p.LegalMoves(nil)); o.Over {
			t.Fatalf("%s: the game is over (%s) before %s", p.FEN(), o.Rule, text)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		p.Make(m)
	}
}
