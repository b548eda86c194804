package check

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

const figureUsage = `one or two figure names (figure knight; figure rook knight), or a glyph and optionally Black's (figure "歩"; figure "帥" "將"), then optionally inverted or rotated, badge "GLYPH", promoted, small or large`

// figureOptions are the words that may follow a figure's names or
// glyphs, in any order (badge with a string after it).
var figureOptions = []string{"promoted", "small", "large", "inverted", "rotated", "badge"}

// figureArgs checks a piece's figure statement,
//
//	figure NAME [NAME] [inverted|rotated] [badge "B"] [promoted] [small|large]
//	figure "GLYPH" ["BLACK-GLYPH"] [promoted] [small|large]
//
// (the options in any order) in the first pass; figureOf reads it.
func figureArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 9, figureUsage) {
		return false
	}
	args, opts := splitFigure(s.Args)
	glyphs := args[0].Kind == syntax.String
	ok := true
	seen := map[string]*syntax.Arg{}
	for i := 0; i < len(opts); i++ {
		a := opts[i]
		if a.Kind != syntax.Ident || !slices.Contains(figureOptions, a.Str) {
			c.errorf(a.Pos, diag.BadFigureModifier, "figure: %s after %s: the names or glyphs come first, then inverted or rotated, badge \"GLYPH\", promoted, small or large", diag.Shorten(a.Text), diag.Shorten(opts[i-1].Text))
			return false
		}
		w := a.Str
		switch w {
		case "small", "large":
			w = "size"
		case "inverted", "rotated":
			w = "turn"
		}
		if prev := seen[w]; prev != nil {
			switch {
			case w == "size" && prev.Str != a.Str:
				c.errorf(a.Pos, diag.UnknownFigure, "figure: %s and %s: a piece has one size", prev.Str, a.Str)
			case w == "turn" && prev.Str != a.Str:
				c.errorf(a.Pos, diag.BadFigureModifier, "figure: %s and %s: a figure is turned one way, upside down (inverted) or on its side (rotated)", prev.Str, a.Str)
			case w == "promoted" || w == "size":
				c.errorf(a.Pos, diag.UnknownFigure, "figure: %s twice", a.Str)
			default:
				c.errorf(a.Pos, diag.BadFigureModifier, "figure: %s twice", a.Str)
			}
			return false
		}
		seen[w] = a
		if glyphs && (w == "turn" || w == "badge") {
			c.errorf(a.Pos, diag.BadFigureModifier, "figure %s: a glyph is drawn upright on its koma or disc; inverted, rotated and badge go with named figures (figure queen inverted)", a.Str)
			ok = false
		}
		if w == "badge" {
			if i+1 >= len(opts) || opts[i+1].Kind != syntax.String {
				c.errorf(a.Pos, diag.BadFigureModifier, "figure: badge needs a string after it, the one or two characters drawn on the figure (badge \"N\")")
				return false
			}
			i++
			if msg := badBadge(opts[i].Str); msg != "" {
				c.errorf(opts[i].Pos, diag.BadBadge, "figure: badge %s: %s", diag.Shorten(opts[i].Text), msg)
				ok = false
			}
		}
	}
	for i, a := range args {
		switch {
		case a.Kind != syntax.Ident && a.Kind != syntax.String:
			c.errorf(a.Pos, diag.WrongArgType, "figure: got %s %s, want %s", a.Kind, diag.Shorten(a.Text), figureUsage)
			ok = false
		case (a.Kind == syntax.String) != glyphs:
			c.errorf(a.Pos, diag.BadGlyph, "figure: %s after %s: a figure is names or glyphs, not both", diag.Shorten(a.Text), diag.Shorten(args[0].Text))
			ok = false
		case i >= 2:
			c.errorf(a.Pos, diag.UnknownFigure, "figure: %s: at most two figures (a compound) or two glyphs (White's and Black's)", diag.Shorten(a.Text))
			ok = false
		case glyphs:
			if msg := badGlyph(a.Str); msg != "" {
				c.errorf(a.Pos, diag.BadGlyph, "figure: glyph %s: %s", diag.Shorten(a.Text), msg)
				ok = false
			}
		case !slices.Contains(ir.FigureNames, a.Str):
			c.errorf(a.Pos, diag.UnknownFigure, "figure %s: pictures draw no such figure; want one of %s, or a glyph string%s",
				a.Str, strings.Join(ir.FigureNames, ", "), diag.Suggest(a.Str, append(slices.Clone(ir.FigureNames), figureOptions...)))
			ok = false
		}
	}
	return ok
}

// splitFigure splits a figure statement's arguments into its names or
// glyphs (the first, and those after it up to an option word) and its
// options.
func splitFigure(all []*syntax.Arg) (args, opts []*syntax.Arg) {
	n := 1
	for n < len(all) && !(all[n].Kind == syntax.Ident && slices.Contains(figureOptions, all[n].Str)) {
		n++
	}
	return all[:n], all[n:]
}

// isWord is whether an argument is the word w.
func isWord(w string) func(*syntax.Arg) bool {
	return func(a *syntax.Arg) bool { return a.Kind == syntax.Ident && a.Str == w }
}

// badGlyph says what is wrong with a glyph, or "" if nothing.
func badGlyph(g string) string {
	if g == "" {
		return "empty: want one to three characters, such as \"歩\""
	}
	if n := utf8.RuneCountInString(g); n > 3 {
		return "longer than three characters"
	}
	for _, r := range g {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return "holds a space or a control character"
		}
	}
	return ""
}

// badBadge says what is wrong with a badge's glyph, or "" if nothing.
func badBadge(g string) string {
	if g == "" {
		return "empty: want one or two characters, such as \"N\" or \"+\""
	}
	if n := utf8.RuneCountInString(g); n > 2 {
		return "longer than two characters: a badge is a small disc on the figure"
	}
	for _, r := range g {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return "holds a space or a control character"
		}
	}
	return ""
}

// figureOf is the figure a well-formed figure statement names.
func figureOf(s *syntax.Stmt) *ir.Figure {
	f := &ir.Figure{}
	args, opts := splitFigure(s.Args)
	for _, a := range args {
		switch {
		case a.Kind == syntax.Ident:
			f.Names = append(f.Names, a.Str)
		case f.Glyph == "":
			f.Glyph = a.Str
		default:
			f.BlackGlyph = a.Str
		}
	}
	for i := 0; i < len(opts); i++ {
		switch opts[i].Str {
		case "promoted":
			f.Promoted = true
		case "small", "large":
			f.Size = opts[i].Str
		case "inverted":
			f.Turn = 180
		case "rotated":
			f.Turn = 90
		case "badge":
			i++
			f.Badge = opts[i].Str
		}
	}
	return f
}

var drawStyles = []string{"squares", "points", "koma"}

const drawUsage = "squares, points or koma, then for points optionally river, palace REGION, inks WHITE BLACK and octagons"

// inkNames are the colours of glyphs a draw statement may name.
var inkNames = []string{"red", "black", "blue", "green"}

// drawArgs checks a variant's draw statement in the first pass,
//
//	draw squares|points|koma [river] [palace REGION] [inks WHITE BLACK] [octagons]
func drawArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 8, drawUsage) || !kind(c, s, s.Args[0], syntax.Ident, drawUsage) || !valueIn(c, s, s.Args[0], drawStyles, "squares, points or koma") {
		return false
	}
	ok := true
	rest := s.Args[1:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a.Kind != syntax.Ident:
			c.errorf(a.Pos, diag.WrongArgType, "draw: got %s %s, want %s", a.Kind, diag.Shorten(a.Text), drawUsage)
			ok = false
		case a.Str == "river", a.Str == "octagons":
		case a.Str == "palace":
			if i+1 >= len(rest) || rest[i+1].Kind != syntax.Ident {
				c.errorf(a.Pos, diag.WrongArgCount, "draw: palace needs a region's name after it")
				return false
			}
			i++
		case a.Str == "inks":
			if i+2 >= len(rest) {
				c.errorf(a.Pos, diag.WrongArgCount, "draw: inks needs two colours after it, White's and Black's: %s", strings.Join(inkNames, ", "))
				return false
			}
			for _, ink := range rest[i+1 : i+3] {
				ok = kind(c, s, ink, syntax.Ident, "a colour") && valueIn(c, s, ink, inkNames, strings.Join(inkNames, ", ")) && ok
			}
			i += 2
		default:
			c.errorf(a.Pos, diag.BadValue, "draw %s: want river, palace REGION, inks WHITE BLACK or octagons%s", diag.Shorten(a.Text), diag.Suggest(a.Str, []string{"river", "palace", "inks", "octagons"}))
			ok = false
		}
	}
	return ok
}

// drawing reads the variant's draw statement, if any, and checks it
// against the board.
func (vc *vchecker) drawing() {
	e, ok, _ := vc.find1("draw")
	if !ok {
		return
	}
	v := vc.v
	d := &Drawing{Style: e.s.Args[0].Str}
	flat := v.Kind == "" && v.Levels <= 1 && v.Boards <= 1
	if d.Style != "squares" && !flat {
		vc.errorf(e, e.s.Args[0].Pos, diag.BadDraw, "draw %s: variant %s's board is not one flat grid; only draw squares fits it", d.Style, vc.leaf.name)
		return
	}
	rest := e.s.Args[1:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if d.Style != "points" {
			vc.errorf(e, a.Pos, diag.BadDraw, "draw %s %s: only draw points has a river, a palace, inks and octagons", d.Style, a.Str)
			return
		}
		if a.Str == "inks" {
			d.Inks = []string{rest[i+1].Str, rest[i+2].Str}
			i += 2
			continue
		}
		if a.Str == "octagons" {
			d.Octagons = true
			continue
		}
		if a.Str == "river" {
			if v.Ranks%2 != 0 {
				vc.errorf(e, a.Pos, diag.BadDraw, "draw points river: the river runs between the two halves of the board, and %dx%d has an odd number of ranks", v.Files, v.Ranks)
				return
			}
			d.River = true
			continue
		}
		i++
		if d.Palace = vc.regionRef(e, rest[i], "draw points palace: "); d.Palace == nil {
			return
		}
	}
	v.Draw = d
}
