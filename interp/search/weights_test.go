package search

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadWeights(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := chessPosition(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	g := p.Game()
	for _, tt := range []struct {
		name, text, err string
	}{
		{"good.yaml", "variant: chess\nvalues:\n  Knight: 310\n  Pawn: 95\n", ""},
		{"other.yaml", "variant: shogi\nvalues:\n  Pawn: 95\n", "other.yaml:1:10: the weights are for shogi, not chess"},
		{"piece.yaml", "variant: chess\nvalues:\n  Knigth: 310\n", `piece.yaml:3:3: the weights name a piece "Knigth" that chess does not have (did you mean Knight?)`},
		{"negative.yaml", "variant: chess\nvalues:\n  Pawn: 95\n  Queen: -5\n", "negative.yaml:4:3: the weights give Queen the value -5: expected 0 to 100000"},
		{"field.yaml", "variant: chess\nvalue:\n  Pawn: 5\n", `field.yaml:2:1: unknown key "value" (did you mean values?)`},
		{"empty.yaml", "variant: chess\n", "empty.yaml:1:1: no values, scalars or placement: expected variant: NAME and values"},
		{"nothing.yaml", "", "nothing.yaml: empty: expected variant: NAME and values"},
		{"list.yaml", "- Pawn\n- 95\n", "list.yaml:1:1: expected variant: NAME and values"},
		{"text.yaml", "variant: chess\nvalues:\n  Pawn: lots\n", `text.yaml:3:9: the value of Pawn is "lots": expected a whole number of centipawns`},
		{"decimal.yaml", "variant: chess\nvalues:\n  Pawn: 95.5\n", `decimal.yaml:3:9: the value of Pawn is "95.5"`},
		{"twice.yaml", "variant: chess\nvalues:\n  Pawn: 95\n  Pawn: 96\n", "twice.yaml:4:3: Pawn given twice"},
		{"novariant.yaml", "values:\n  Pawn: 95\n", "novariant.yaml:1:1: no variant"},
		{"syntax.yaml", "variant: chess\nvalues: [\n", "syntax.yaml:2: did not find expected node content"},
	} {
		w, err := ReadWeights(write(tt.name, tt.text))
		var ev *Evaluator
		if err == nil {
			ev, err = NewWeightedEvaluator(g, w)
		}
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.err)
		case tt.err == "":
			base := NewEvaluator(g)
			for ty, pc := range g.V.Pieces {
				want := base.Values[ty]
				if v, ok := w.Values[pc.Name]; ok {
					want = v
				}
				if ev.Values[ty] != want {
					t.Errorf("%s: %s valued %d, want %d", tt.name, pc.Name, ev.Values[ty], want)
				}
			}
		}
	}
	if _, err := ReadWeights(dir); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a folder: error %v", err)
	}
}
