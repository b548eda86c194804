package check

import (
	"slices"
	"strings"
)

// The statement tables, for tools: editors' grammars, completion in the
// language server. They read the same tables the checker checks with, so
// a statement added to the language is known to the tools at once.

// Declarations lists the keywords of the top level: the declarations and
// import.
func Declarations() []string { return keywords(topLevel) }

// Keywords lists every statement keyword of every block (the top level's
// too), sorted, once each.
func Keywords() []string {
	var all []string
	for k := range blockNames {
		all = append(all, keywords(blockKind(k))...)
	}
	slices.Sort(all)
	return slices.Compact(all)
}

// StatementsIn returns the keywords of the block that the path of
// statement keywords leads to from the top level (nil: the top level
// itself; ["variant", "castling"]: a castling block), sorted, and the
// block's name ("in a castling block"); ok is false if the path leads to
// no block.
func StatementsIn(path []string) (kws []string, name string, ok bool) {
	kind := topLevel
	for _, kw := range path {
		sp, found := specs[kind][kw]
		switch {
		case !found:
			return nil, "", false
		case sp.block == declBlock:
			kind = pieceBody
		case kind == topLevel && (kw == "rules" || kw == "variant"):
			kind = variantBody
		case sp.block == blockOrNone || sp.block == optionalBlock:
			kind = sp.inner
		default:
			return nil, "", false
		}
	}
	return keywords(kind), blockNames[kind], true
}

// Usage is a line of help for a statement keyword: where it may stand.
func Usage(kw string) string {
	var where []string
	for k := range blockNames {
		if _, ok := specs[blockKind(k)][kw]; ok {
			where = append(where, blockNames[k])
		}
	}
	if len(where) == 0 {
		return ""
	}
	return kw + ": a statement " + strings.Join(where, ", ")
}
