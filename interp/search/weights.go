package search

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"gopkg.in/yaml.v3"
)

// Weights are evaluation weights learnt for one variant (vdl tune): the
// pieces' values in centipawns, by piece name. A piece the file does not
// name keeps the value the definition gives (or its mobility's).
type Weights struct {
	Variant string         `yaml:"variant"`
	Values  map[string]int `yaml:"values"`
}

// maxWeightsBytes bounds a weights file: a few hundred pieces at most.
const maxWeightsBytes = 1 << 20

// ReadWeights reads a weights file (YAML, as vdl tune writes it). Only a
// regular file is read.
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
	var w Weights
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(&w); err != nil {
		return nil, fmt.Errorf("%s: %v (expected variant: NAME and values: {PIECE: CENTIPAWNS, ...})", path, err)
	}
	if w.Variant == "" || len(w.Values) == 0 {
		return nil, fmt.Errorf("%s: expected variant: NAME and values: {PIECE: CENTIPAWNS, ...}", path)
	}
	return &w, nil
}

// Check reports weights that do not fit g: another variant, an unknown
// piece, a value out of range.
func (w *Weights) Check(g *interp.Game) error {
	if w.Variant != g.V.Name {
		return fmt.Errorf("the weights are for %s, not %s", w.Variant, g.V.Name)
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
			return fmt.Errorf("the weights name a piece %q that %s does not have (its pieces: %s)", k, g.V.Name, strings.Join(names, ", "))
		}
		if v := w.Values[k]; v < 0 || v > 100000 {
			return fmt.Errorf("the weights give %s the value %d: expected 0 to 100000 centipawns", k, v)
		}
	}
	return nil
}

// NewWeightedEvaluator is NewEvaluator with the pieces' values from w
// (checked against g).
func NewWeightedEvaluator(g *interp.Game, w *Weights) (*Evaluator, error) {
	if err := w.Check(g); err != nil {
		return nil, err
	}
	values := make(map[int]int, len(w.Values))
	for t, pc := range g.V.Pieces {
		if v, ok := w.Values[pc.Name]; ok {
			values[t] = v
		}
	}
	return newEvaluatorValues(g, MeasureMobility(g), values), nil
}

// WriteWeights writes w as vdl tune does, after a comment saying how
// they were found.
func WriteWeights(out io.Writer, w *Weights, g *interp.Game, comment string) error {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(comment), "\n") {
		b.WriteString("# " + line + "\n")
	}
	fmt.Fprintf(&b, "variant: %s\nvalues:\n", w.Variant)
	for _, pc := range g.V.Pieces { // the definition's order
		if v, ok := w.Values[pc.Name]; ok {
			fmt.Fprintf(&b, "  %s: %d\n", pc.Name, v)
		}
	}
	_, err := io.WriteString(out, b.String())
	return err
}
