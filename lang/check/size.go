package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
)

// MaxLegSquares bounds the interpreter's move tables: the legs of every
// move of every piece of a variant, times the squares of its board. The
// tables hold each move from each square, so their memory grows with this
// product. The largest bundled variant, Leaping Bat Chess, has 741 legs on
// 192 squares (142,272); the limit is seven times that, and keeps the
// tables of any variant within a few hundred megabytes.
const MaxLegSquares = 1_000_000

// tableSize reports a variant with more piece types than the interpreter
// takes, or whose move tables would exceed MaxLegSquares, naming its
// largest pieces.
func (vc *vchecker) tableSize() {
	if n := len(vc.v.Pieces); n > ir.MaxPieceTypes {
		e := vc.setArg[vc.v.Pieces[ir.MaxPieceTypes]]
		vc.errorf(e, e.arg.Pos, diag.VariantTooLarge, "variant %s has %d piece types: the interpreter takes at most %d (this is the first one over)",
			vc.leaf.name, n, ir.MaxPieceTypes)
		return
	}
	squares := vc.v.Files * vc.v.Ranks
	type load struct {
		name string
		legs int
	}
	var loads []load
	total := 0
	for _, p := range vc.v.Pieces {
		n := 0
		for _, m := range p.Moves {
			n += len(m.Legs)
		}
		total += n
		loads = append(loads, load{p.Name, n})
	}
	if total*squares <= MaxLegSquares {
		return
	}
	slices.SortStableFunc(loads, func(a, b load) int { return b.legs - a.legs })
	var most []string
	for _, l := range loads[:min(3, len(loads))] {
		most = append(most, fmt.Sprintf("%s %d", l.name, l.legs))
	}
	vc.errorf(entry{}, vc.v.Pos, diag.VariantTooLarge,
		"variant %s: its pieces' moves have %d legs in all on %d squares, %d leg-squares: more than the %d the interpreter's move tables allow (legs by piece: %s)",
		vc.leaf.name, total, squares, total*squares, MaxLegSquares, strings.Join(most, ", "))
}
