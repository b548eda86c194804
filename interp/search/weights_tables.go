package search

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang/diag"
	"gopkg.in/yaml.v3"
)

// Tables are a piece's placement in a weights file: centipawns by
// square from the first player's view, in vdl's order of squares (a1,
// b1, ... along the first rank, then the second rank, ...), for the
// middlegame (MG) and the endgame (EG); a table not given (nil) keeps
// the evaluator's own. The second player's tables are these mirrored
// (the rank counted from the other side).
type Tables struct {
	MG, EG []int
}

// badNode makes an error at a YAML node.
type badNode func(n *yaml.Node, format string, args ...any) error

// readScalars reads scalars: {NAME: CENTIPAWNS, ...}.
func (w *Weights) readScalars(v *yaml.Node, bad badNode) error {
	if v.Kind != yaml.MappingNode {
		return bad(v, "expected the evaluation's scalars after scalars: (NAME: CENTIPAWNS, one a line; names: %s)", strings.Join(ScalarNames[:], ", "))
	}
	w.Scalars = map[string]int{}
	w.scalarAt = map[string][2]int{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, x := v.Content[i], v.Content[i+1]
		if _, dup := w.Scalars[k.Value]; dup {
			return bad(k, "scalar %s given twice", k.Value)
		}
		if !slices.Contains(ScalarNames[:], k.Value) {
			return bad(k, "unknown scalar %q%s (the scalars: %s)", k.Value, diag.Suggest(k.Value, ScalarNames[:]), strings.Join(ScalarNames[:], ", "))
		}
		n, err := strconv.Atoi(x.Value)
		if x.Kind != yaml.ScalarNode || err != nil {
			return bad(x, "the scalar %s is %q: expected a whole number", k.Value, x.Value)
		}
		if lo := scalarMin[slices.Index(ScalarNames[:], k.Value)]; n < lo || n > maxScalar {
			return bad(x, "the scalar %s is %d: expected %d to %d", k.Value, n, lo, maxScalar)
		}
		w.Scalars[k.Value] = n
		w.scalarAt[k.Value] = [2]int{k.Line, k.Column}
	}
	return nil
}

// readPlacement reads placement: {PIECE: {mg: [...], eg: [...]}, ...}.
func (w *Weights) readPlacement(v *yaml.Node, bad badNode) error {
	const shape = "PIECE: {mg: [CENTIPAWNS, ...], eg: [CENTIPAWNS, ...]}, a value for each square"
	if v.Kind != yaml.MappingNode {
		return bad(v, "expected the pieces' placement tables after placement: (%s)", shape)
	}
	w.Placement = map[string]Tables{}
	w.placeAt = map[string][2]int{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, x := v.Content[i], v.Content[i+1]
		if _, dup := w.Placement[k.Value]; dup {
			return bad(k, "placement of %s given twice", k.Value)
		}
		if x.Kind != yaml.MappingNode || len(x.Content) == 0 {
			return bad(x, "expected the tables of %s: mg: [...] and/or eg: [...] (%s)", k.Value, shape)
		}
		var tabs Tables
		for j := 0; j+1 < len(x.Content); j += 2 {
			pk, seq := x.Content[j], x.Content[j+1]
			var dst *[]int
			switch pk.Value {
			case "mg":
				dst = &tabs.MG
			case "eg":
				dst = &tabs.EG
			default:
				return bad(pk, "unknown table %q%s in the placement of %s: expected mg (middlegame) or eg (endgame)", pk.Value, diag.Suggest(pk.Value, []string{"mg", "eg"}), k.Value)
			}
			if *dst != nil {
				return bad(pk, "the %s table of %s given twice", pk.Value, k.Value)
			}
			if seq.Kind != yaml.SequenceNode {
				return bad(seq, "expected the %s table of %s: a list of centipawns, one for each square", pk.Value, k.Value)
			}
			tab := make([]int, len(seq.Content))
			for s, e := range seq.Content {
				n, err := strconv.Atoi(e.Value)
				if e.Kind != yaml.ScalarNode || err != nil {
					return bad(e, "square %d of the %s table of %s is %q: expected a whole number of centipawns", s+1, pk.Value, k.Value, e.Value)
				}
				if n < -maxPlacement || n > maxPlacement {
					return bad(e, "square %d of the %s table of %s is %d: expected -%d to %d", s+1, pk.Value, k.Value, n, maxPlacement, maxPlacement)
				}
				tab[s] = n
			}
			*dst = tab
			w.placeAt[k.Value+"/"+pk.Value] = [2]int{seq.Line, seq.Column}
		}
		w.Placement[k.Value] = tabs
		w.placeAt[k.Value] = [2]int{k.Line, k.Column}
	}
	return nil
}

// checkPlacement reports placement of pieces g does not have and tables
// of the wrong size for g's board.
func (w *Weights) checkPlacement(g *interp.Game, names []string) error {
	keys := make([]string, 0, len(w.Placement))
	for k := range w.Placement {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	size := g.Files() * g.Ranks()
	for _, k := range keys {
		if !slices.Contains(names, k) {
			return fmt.Errorf("%sthe weights give placement to a piece %q that %s does not have%s (its pieces: %s)", w.where(w.placeAt[k]), k, g.V.Name, diag.Suggest(k, names), strings.Join(names, ", "))
		}
		tabs := w.Placement[k]
		for _, ph := range []struct {
			name string
			tab  []int
		}{{"mg", tabs.MG}, {"eg", tabs.EG}} {
			if ph.tab != nil && len(ph.tab) != size {
				return fmt.Errorf("%sthe %s table of %s has %d values: expected %d, one for each square of %s's board (%d files by %d ranks)", w.where(w.placeAt[k+"/"+ph.name]), ph.name, k, len(ph.tab), size, g.V.Name, g.Files(), g.Ranks())
			}
		}
	}
	return nil
}

// apply sets e's scalars and placement from w (checked against e's game).
func (w *Weights) apply(e *Evaluator) {
	for i, name := range ScalarNames {
		if v, ok := w.Scalars[name]; ok {
			e.sc[i] = v
		}
	}
	e.handTerms() // hand_bonus
	for t, pc := range e.g.V.Pieces {
		if tabs, ok := w.Placement[pc.Name]; ok {
			e.setPlacement(t, tabs.MG, tabs.EG)
		}
	}
	e.packTables() // the mobility scalars
}

// writeExtra writes w's scalars and placement tables (a rank a line,
// the first rank first) after its values.
func (w *Weights) writeExtra(b *strings.Builder, g *interp.Game) {
	if len(w.Scalars) > 0 {
		b.WriteString("scalars:\n")
		for _, name := range ScalarNames {
			if v, ok := w.Scalars[name]; ok {
				fmt.Fprintf(b, "  %s: %d\n", name, v)
			}
		}
	}
	if len(w.Placement) == 0 {
		return
	}
	b.WriteString("placement: # centipawns by square, first player's view: a1, b1, ... (rank 1), then rank 2, ...\n")
	files := g.Files()
	for _, pc := range g.V.Pieces {
		tabs, ok := w.Placement[pc.Name]
		if !ok {
			continue
		}
		fmt.Fprintf(b, "  %s:\n", pc.Name)
		for _, ph := range []struct {
			name string
			tab  []int
		}{{"mg", tabs.MG}, {"eg", tabs.EG}} {
			if ph.tab == nil {
				continue
			}
			fmt.Fprintf(b, "    %s: [", ph.name)
			for s, v := range ph.tab {
				switch {
				case s == 0:
				case s%files == 0:
					b.WriteString(",\n        ")
				default:
					b.WriteString(", ")
				}
				fmt.Fprintf(b, "%d", v)
			}
			b.WriteString("]\n")
		}
	}
}
