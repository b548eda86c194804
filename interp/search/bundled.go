package search

import (
	"io/fs"
	"reflect"
	"sync"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// Definition is the weights that say "the definition's own evaluation":
// eval=none and --eval none, which opt out of a bundled variant's learnt
// weights (NewWeightedEvaluator gives NewEvaluator for it).
func Definition(variant string) *Weights {
	return &Weights{Variant: variant, none: true}
}

// IsDefinition says whether w are the weights of Definition.
func (w *Weights) IsDefinition() bool { return w != nil && w.none }

// bundled caches the learnt weights of bundled variants, by name: the
// compiled bundled variant and its weights (nil if it has none).
var bundled sync.Map // name -> *bundledWeights

// bundledFS holds the bundled weights, as eval/VARIANT.eval.yaml (a
// variable for tests).
var bundledFS fs.FS = definitions.EvalFS

type bundledWeights struct {
	v *ir.Variant
	w *Weights
}

// BundledWeights are the learnt weights vdl ships for g's variant
// (definitions/eval/VARIANT.eval.yaml), if g is that bundled variant (a
// user's variant of the same name, or one changed by options, has none);
// nil otherwise.
func BundledWeights(g *interp.Game) *Weights {
	name := g.V.Name
	entry, ok := bundled.Load(name)
	if !ok {
		b := &bundledWeights{}
		if src, err := fs.ReadFile(bundledFS, "eval/"+name+".eval.yaml"); err == nil {
			if v, err := lang.Find(name); err == nil {
				if w, err := parseWeights("definitions/eval/"+name+".eval.yaml", src); err == nil {
					b.v, b.w = v, w
				}
			}
		}
		entry, _ = bundled.LoadOrStore(name, b)
	}
	b := entry.(*bundledWeights)
	if b.w == nil || (b.v != g.V && !reflect.DeepEqual(b.v, g.V)) {
		return nil
	}
	return b.w
}

// DefaultEvaluator is the evaluation the engine plays g with when told
// nothing: the bundled learnt weights of a bundled variant that has some
// (BundledWeights), else the definition's (NewEvaluator).
func DefaultEvaluator(g *interp.Game) *Evaluator {
	if w := BundledWeights(g); w != nil {
		if e, err := NewWeightedEvaluator(g, w); err == nil {
			return e
		}
	}
	return NewEvaluator(g)
}
