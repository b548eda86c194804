package check

import (
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// First-pass argument checkers of the statements about hands, drops,
// gating and promotion maps.

// rangeForArgs: ranks FROM..TO [for NAME...] (in a drops block).
func rangeForArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, "a range such as 2..7, optionally followed by for and piece names") {
		return false
	}
	cut := *s
	cut.Args = s.Args[:1]
	if !rangeArg(c, &cut) {
		return false
	}
	cut.Args = s.Args[1:]
	return forArgs(c, &cut)
}

// regionForArgs: outside REGION [for NAME...] (in a drops block).
func regionForArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, "a region's name, optionally followed by for and piece names") ||
		!kind(c, s, s.Args[0], syntax.Ident, "a region's name") {
		return false
	}
	cut := *s
	cut.Args = s.Args[1:]
	return forArgs(c, &cut)
}

// forArgs: nothing, or for NAME...
func forArgs(c *checker, s *syntax.Stmt) bool {
	if len(s.Args) == 0 {
		return true
	}
	_, ok := sections(c, s, s.Args, "for")
	return ok
}

// twoNames: demote NAME NAME.
func twoNames(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 2, 2, "two piece names: the captured piece and the type it goes to hand as") &&
		kind(c, s, s.Args[0], syntax.Ident, "a piece name") && kind(c, s, s.Args[1], syntax.Ident, "a piece name")
}

// optionalOneOf accepts nothing or one of values.
func optionalOneOf(values ...string) func(*checker, *syntax.Stmt) bool {
	want := strings.Join(values, " or ") + ", or nothing"
	return func(c *checker, s *syntax.Stmt) bool {
		if len(s.Args) == 0 {
			return true
		}
		if !arity(c, s, 0, 1, want) || !kind(c, s, s.Args[0], syntax.Ident, want) {
			return false
		}
		return valueIn(c, s, s.Args[0], values, want)
	}
}

// triggerArgs: on enter within leave (any of them, at least one).
func triggerArgs(c *checker, s *syntax.Stmt) bool {
	want := "enter, within and leave: the moves that may promote, by where they start and end"
	if !arity(c, s, 1, 3, want) {
		return false
	}
	seen := map[string]bool{}
	for _, a := range s.Args {
		if !kind(c, s, a, syntax.Ident, "enter, within or leave") || !valueIn(c, s, a, []string{"enter", "within", "leave"}, "enter, within or leave") {
			return false
		}
		if seen[a.Str] {
			c.errorf(a.Pos, diag.DuplicateStatement, "on: %s given twice", a.Str)
			return false
		}
		seen[a.Str] = true
	}
	return true
}

// mapArgs: map NAME -> NAME[,] NAME -> NAME ... (commas optional).
func mapArgs(c *checker, s *syntax.Stmt) bool {
	const usage = "pairs such as Pawn -> Tokin, Silver -> PromotedSilver"
	var args []*syntax.Arg
	for i, a := range s.Args {
		if a.Kind == syntax.Symbol && a.Str == "," {
			if i == 0 || i == len(s.Args)-1 || s.Args[i-1].Str == "," {
				c.errorf(a.Pos, diag.BadPromotionMap, "map: a comma goes between two pairs: want %s", usage)
				return false
			}
			continue
		}
		args = append(args, a)
	}
	if len(args) == 0 {
		c.errorf(s.Pos, diag.WrongArgCount, "map: got no pairs, want %s", usage)
		return false
	}
	if len(args) == 1 && args[0].Kind == syntax.Ident && len(s.Args) == 1 {
		return true // the name of a promotion-map (resolved by the variant)
	}
	for i := 0; i < len(args); i += 3 {
		if i+2 >= len(args) {
			c.errorf(args[len(args)-1].Pos, diag.BadPromotionMap, "map: %s is not a complete pair: want %s", strings.Join(texts(args[i:]), " "), usage)
			return false
		}
		from, arrow, to := args[i], args[i+1], args[i+2]
		if arrow.Kind != syntax.Symbol || arrow.Str != "->" {
			c.errorf(arrow.Pos, diag.BadPromotionMap, "map: got %s after %s, want -> and the type it promotes to", diag.Shorten(arrow.Text), diag.Shorten(from.Text))
			return false
		}
		for _, a := range []*syntax.Arg{from, to} {
			if a.Kind != syntax.Ident {
				c.errorf(a.Pos, diag.BadPromotionMap, "map: got %s %s, want a piece name in %s", a.Kind, diag.Shorten(a.Text), usage)
				return false
			}
		}
	}
	return true
}

func texts(args []*syntax.Arg) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a.Text
	}
	return out
}

// promotionMapArgs: promotion-map NAME, then its block of map lines.
func promotionMapArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 1, "a name for the map, then a block of map lines") ||
		!kind(c, s, s.Args[0], syntax.Ident, "a name for the map") {
		return false
	}
	if s.Body == nil {
		c.errorf(s.Pos, diag.BadBlock, "promotion-map %s needs a block: { map Pawn -> Tokin, ... }", diag.Shorten(s.Args[0].Str))
		return false
	}
	return true
}
