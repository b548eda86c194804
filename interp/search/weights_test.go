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
		{"other.yaml", "variant: shogi\nvalues:\n  Pawn: 95\n", "not chess"},
		{"piece.yaml", "variant: chess\nvalues:\n  Knigth: 310\n", `piece "Knigth"`},
		{"negative.yaml", "variant: chess\nvalues:\n  Pawn: -5\n", "expected 0 to 100000"},
		{"field.yaml", "variant: chess\nvalue:\n  Pawn: 5\n", "field value not found"},
		{"empty.yaml", "variant: chess\n", "expected variant: NAME and values"},
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
