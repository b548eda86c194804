package search

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang/diag"
	"gopkg.in/yaml.v3"
)

// Weights are evaluation weights learnt for one variant (vdl tune): the
// pieces' values in centipawns, by piece name. A piece the file does not
// name keeps the value the definition gives (or its mobility's).
type Weights struct {
	Variant string         `yaml:"variant"`
	Values  map[string]int `yaml:"values"`
	// Scalars set named evaluation scalars (ScalarNames), Placement the
	// placement tables of pieces, by name (placement.go); both optional.
	Scalars   map[string]int
	Placement map[string]Tables

	// Where the file said what (ReadWeights): its name, and the line
	// and column of the variant's name and of each piece's name, for
	// Check's messages. Empty for weights made in memory.
	path    string
	at      map[string][2]int
	variant [2]int
	// scalarAt and placeAt: the same for scalars and placement (by
	// piece, and by "PIECE/mg" and "PIECE/eg" the tables).
	scalarAt, placeAt map[string][2]int
	// none: the definition's own evaluation (Definition).
	none bool
}

// maxWeightsBytes bounds a weights file: a few hundred pieces at most.
const maxWeightsBytes = 1 << 20

// weightsShape is what a weights file holds, for messages.
const weightsShape = "expected variant: NAME and values: {PIECE: CENTIPAWNS, ...}, scalars: {NAME: CENTIPAWNS, ...} or placement: {PIECE: {mg: [...], eg: [...]}, ...}"

// ReadWeights reads a weights file (YAML, as vdl tune writes it). Only a
// regular file is read. A mistake is reported at its file:line:col.
func ReadWeights(path string) (*Weights, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file: weights are read from regular files only", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, maxWeightsBytes+1))
	if err != nil {
		return nil, err
	}
	if len(src) > maxWeightsBytes {
		return nil, fmt.Errorf("%s: larger than 1 MiB: not a weights file", path)
	}
	return parseWeights(path, src)
}

// parseWeights reads the text of a weights file named path.
func parseWeights(path string, src []byte) (*Weights, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		// yaml's own messages say "yaml: line N: ...".
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		if rest, ok := strings.CutPrefix(msg, "line "); ok {
			if n, tail, ok := strings.Cut(rest, ": "); ok {
				return nil, fmt.Errorf("%s:%s: %s (%s)", path, n, tail, weightsShape)
			}
		}
		return nil, fmt.Errorf("%s: %s (%s)", path, msg, weightsShape)
	}
	w := &Weights{path: path, at: map[string][2]int{}, Values: map[string]int{}}
	bad := func(n *yaml.Node, format string, args ...any) error {
		return fmt.Errorf("%s:%d:%d: %s", path, n.Line, n.Column, fmt.Sprintf(format, args...))
	}
	if len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s: empty: %s", path, weightsShape)
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, bad(root, "%s", weightsShape)
	}
	var values *yaml.Node
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if seen[k.Value] {
			return nil, bad(k, "%s given twice", k.Value)
		}
		seen[k.Value] = true
		switch k.Value {
		case "variant":
			if v.Kind != yaml.ScalarNode || v.Value == "" {
				return nil, bad(v, "expected the variant's name after variant:")
			}
			w.Variant, w.variant = v.Value, [2]int{v.Line, v.Column}
		case "values":
			if v.Kind != yaml.MappingNode {
				return nil, bad(v, "expected the pieces' values after values: (PIECE: CENTIPAWNS, one a line)")
			}
			values = v
		case "scalars":
			if err := w.readScalars(v, bad); err != nil {
				return nil, err
			}
		case "placement":
			if err := w.readPlacement(v, bad); err != nil {
				return nil, err
			}
		default:
			return nil, bad(k, "unknown key %q%s: %s", k.Value, diag.Suggest(k.Value, []string{"variant", "values", "scalars", "placement"}), weightsShape)
		}
	}
	if w.Variant == "" {
		return nil, bad(root, "no variant: %s", weightsShape)
	}
	if (values == nil || len(values.Content) == 0) && len(w.Scalars) == 0 && len(w.Placement) == 0 {
		return nil, bad(root, "no values, scalars or placement: %s", weightsShape)
	}
	if values == nil {
		return w, nil
	}
	for i := 0; i+1 < len(values.Content); i += 2 {
		k, v := values.Content[i], values.Content[i+1]
		if _, dup := w.at[k.Value]; dup {
			return nil, bad(k, "%s given twice", k.Value)
		}
		n, err := strconv.Atoi(v.Value)
		if v.Kind != yaml.ScalarNode || err != nil {
			return nil, bad(v, "the value of %s is %q: expected a whole number of centipawns", k.Value, v.Value)
		}
		w.Values[k.Value] = n
		w.at[k.Value] = [2]int{k.Line, k.Column}
	}
	return w, nil
}

// where is the file:line:col prefix of a message about the entry at
// pos, or nothing for weights made in memory.
func (w *Weights) where(pos [2]int) string {
	if w.path == "" {
		return ""
	}
	return fmt.Sprintf("%s:%d:%d: ", w.path, pos[0], pos[1])
}

// Check reports weights that do not fit g: another variant, an unknown
// piece (with the nearest name), a value out of range.
func (w *Weights) Check(g *interp.Game) error {
	if w.none {
		return nil
	}
	if w.Variant != g.V.Name {
		return fmt.Errorf("%sthe weights are for %s, not %s", w.where(w.variant), w.Variant, g.V.Name)
	}
	var names []string
	for _, pc := range g.V.Pieces {
		names = append(names, pc.Name)
	}
	keys := make([]string, 0, len(w.Values))
	for k := range w.Values {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if !slices.Contains(names, k) {
			return fmt.Errorf("%sthe weights name a piece %q that %s does not have%s (its pieces: %s)", w.where(w.at[k]), k, g.V.Name, diag.Suggest(k, names), strings.Join(names, ", "))
		}
		if v := w.Values[k]; v < 0 || v > 100000 {
			return fmt.Errorf("%sthe weights give %s the value %d: expected 0 to 100000 centipawns", w.where(w.at[k]), k, v)
		}
	}
	return w.checkPlacement(g, names)
}

// NewWeightedEvaluator is NewEvaluator with the pieces' values from w
// (checked against g).
func NewWeightedEvaluator(g *interp.Game, w *Weights) (*Evaluator, error) {
	if w.none {
		return NewEvaluator(g), nil
	}
	if err := w.Check(g); err != nil {
		return nil, err
	}
	values := make(map[int]int, len(w.Values))
	for t, pc := range g.V.Pieces {
		if v, ok := w.Values[pc.Name]; ok {
			values[t] = v
		}
	}
	e := newEvaluatorValues(g, MeasureMobility(g), values)
	w.apply(e)
	return e, nil
}

// WriteWeights writes w as vdl tune does, after a comment saying how
// they were found.
func WriteWeights(out io.Writer, w *Weights, g *interp.Game, comment string) error {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(comment), "\n") {
		b.WriteString("# " + line + "\n")
	}
	fmt.Fprintf(&b, "variant: %s\n", w.Variant)
	if len(w.Values) > 0 {
		b.WriteString("values:\n")
	}
	for _, pc := range g.V.Pieces { // the definition's order
		if v, ok := w.Values[pc.Name]; ok {
			fmt.Fprintf(&b, "  %s: %d\n", pc.Name, v)
		}
	}
	w.writeExtra(&b, g)
	_, err := io.WriteString(out, b.String())
	return err
}
