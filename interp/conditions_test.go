package interp_test

import (
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// TestConditionsCostNothingElsewhere checks that the after-move effect
// list and the per-piece restriction tests exist only in the variants
// whose rules ask for them: every other variant's Make and move
// generation skip them with one nil test.
func TestConditionsCostNothingElsewhere(t *testing.T) {
	vs, diags := lang.Bundled()
	if diags.ErrorCount() > 0 {
		t.Fatalf("bundled definitions do not compile:\n%v", diags)
	}
	for _, v := range vs {
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		r := v.Rules
		want := 0
		if r.Rebirth != nil {
			want++
		}
		if r.CaptorChangesSide != nil {
			want++
		}
		if r.Contagion != nil {
			want++
		}
		if got := g.AfterEffects(); got != want {
			t.Errorf("%s: %d after-move effects, want %d", v.Name, got, want)
		}
		freezes := false
		for _, p := range v.Pieces {
			for _, e := range p.Effects {
				freezes = freezes || e.Kind == ir.Freeze
			}
		}
		if want := freezes || r.Paralysis != nil || r.Patrol != nil; g.Restricted() != want {
			t.Errorf("%s: pieces tested before moving = %v, want %v", v.Name, g.Restricted(), want)
		}
	}
}
