package diagram

import (
	"fmt"
	"math"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// The figures pictures draw (ir.FigureNames), the project's own set: each
// is drawn in a 100 by 100 box, y down, standing on y = 88, as body
// outlines filled in the side's colour and detail lines in the contrast
// colour (fairy.go holds the fairy figures). Compounds (archbishop,
// chancellor, amazon, or two names) draw their two parts side by side,
// the second in front. A figure may be turned (inverted, rotated) and
// carry a badge.

// shape is one figure: closed outlines filled and stroked, then
// detail strokes, then dots (detail-coloured discs: an eye).
type shape struct {
	body   []string
	detail string
	dots   [][3]float64 // x, y, r
}

// circle is path data of a circle, as four cubic curves (no arcs, which
// not every renderer reads alike).
func circle(x, y, r float64) string {
	k := 0.5523 * r
	return fmt.Sprintf("M%g %gC%g %g %g %g %g %gC%g %g %g %g %g %gC%g %g %g %g %g %gC%g %g %g %g %g %gZ",
		x-r, y,
		x-r, y-k, x-k, y-r, x, y-r,
		x+k, y-r, x+r, y-k, x+r, y,
		x+r, y+k, x+k, y+r, x, y+r,
		x-k, y+r, x-r, y+k, x-r, y)
}

var shapes = map[string]shape{
	"pawn": {body: []string{
		"M38 49C38 43 62 43 62 49C62 52 58 54 57 54L61 72C70 74 76 80 76 88L24 88C24 80 30 74 39 72L43 54C42 54 38 52 38 49Z",
		circle(50, 31, 12),
	}},
	"rook": {body: []string{
		"M24 88L76 88L76 80L69 76L66 46L73 40L73 19L63 19L63 27L55 27L55 19L45 19L45 27L37 27L37 19L27 19L27 40L34 46L31 76L24 80Z",
	}, detail: "M34 46L66 46M31 76L69 76M27 40L73 40"},
	"bishop": {body: []string{
		"M26 88L74 88L74 83C74 79 66 77 50 77C34 77 26 79 26 83Z",
		"M36 72C24 60 32 44 50 26C68 44 76 60 64 72Z",
		"M34 78L66 78L63 70L37 70Z",
		circle(50, 21, 6),
	}, detail: "M57 40L45 54"},
	"knight": {body: []string{
		"M30 88L80 88C82 64 78 46 68 34C62 26 57 22 53 21L51 11L44 19L39 12L36 24C30 28 26 36 22 44L14 56C12 62 16 67 22 67C27 67 29 63 33 61C38 59 44 57 48 51C49 61 40 67 34 73C30 77 29 82 30 88Z",
	}, detail: "M57 24C71 35 77 56 75 84M18 60L22 59", dots: [][3]float64{{37, 35, 3.2}}},
	"queen": {body: []string{
		"M28 88L72 88L70 75L81 37L65 61L63 30L55 58L50 25L45 58L37 30L35 61L19 37L30 75Z",
		circle(19, 33, 5), circle(37, 26, 5), circle(50, 20, 5), circle(63, 26, 5), circle(81, 33, 5),
	}, detail: "M30 75L70 75M29 81L71 81"},
	"king": {body: []string{
		"M28 88L72 88L71 74C87 62 84 42 70 42C60 42 54 50 50 58C46 50 40 42 30 42C16 42 13 62 29 74Z",
		"M50 58C43 50 43 41 50 35C57 41 57 50 50 58Z",
		"M47 12L53 12L53 19L60 19L60 25L53 25L53 34L47 34L47 25L40 25L40 19L47 19Z",
	}, detail: "M29 74L71 74M29 81L71 81"},
}

// compounds are the figures drawn as two others together.
var compounds = map[string][2]string{
	"archbishop": {"bishop", "knight"},
	"chancellor": {"rook", "knight"},
	"amazon":     {"queen", "knight"},
}

// turned are the figures drawn as another turned clockwise (degrees):
// the problemists' grasshopper is an inverted queen, their nightrider a
// knight on its side; the commoner is the man.
var turned = map[string]part{
	"grasshopper": {"queen", 180},
	"nightrider":  {"knight", 90},
	"commoner":    {"man", 0},
}

// part is a base figure (a key of shapes) turned clockwise by turn
// degrees.
type part struct {
	name string
	turn int
}

// parts is the list of base figures a figure's names draw, each turned
// by turn degrees more.
func parts(names []string, turn int) []part {
	var out []part
	for _, n := range names {
		if c, ok := compounds[n]; ok {
			out = append(out, part{c[0], turn}, part{c[1], turn})
		} else if t, ok := turned[n]; ok {
			out = append(out, part{t.name, (t.turn + turn) % 360})
		} else {
			out = append(out, part{n, turn})
		}
	}
	return out
}

// Colours of the two sides' figures.
const (
	whiteFill, whiteLine = "#ffffff", "#111111"
	blackFill, blackLine = "#2b2b2b", "#000000"
	blackDetail          = "#e8e8e8"
	komaWood, komaEdge   = "#f3d49a", "#7a5520"
	discFace, discEdge   = "#f6e3b8", "#6b4b1b"
	redInk, blackInk     = "#c0141c", "#151515"
)

// figureSVG draws a figure's named figures centred on (x, y), size
// pixels square, turned as it says, with its badge if any.
func figureSVG(b *strings.Builder, f *ir.Figure, col int, x, y, size float64) {
	ps := parts(f.Names, f.Turn)
	fill, line, detail := whiteFill, whiteLine, whiteLine
	if col == interp.Black {
		fill, line, detail = blackFill, blackLine, blackDetail
	}
	one := func(p part, ox, oy, k float64) {
		sh, ok := shapes[p.name]
		if !ok {
			return
		}
		s := size / 100 * k
		tx, ty := x-size/2+ox*size/100, y-size/2+oy*size/100
		if p.turn == 0 {
			fmt.Fprintf(b, `<g transform="translate(%.2f %.2f) scale(%.4f %.4f)">`, tx, ty, s, s)
		} else {
			// Turned about the box's centre (50, 50): the matrix of
			// translate, scale and rotate(turn 50 50) together.
			a := float64(p.turn) * math.Pi / 180
			c, si := math.Cos(a), math.Sin(a)
			if math.Abs(c) < 1e-9 {
				c = 0
			}
			if math.Abs(si) < 1e-9 {
				si = 0
			}
			e := tx + s*(50-50*c+50*si)
			f := ty + s*(50-50*si-50*c)
			fmt.Fprintf(b, `<g transform="matrix(%.4f %.4f %.4f %.4f %.2f %.2f)">`, s*c, s*si, -s*si, s*c, e, f)
		}
		for _, d := range sh.body {
			fmt.Fprintf(b, `<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>`, d, fill, line)
		}
		if sh.detail != "" {
			fmt.Fprintf(b, `<path d="%s" fill="none" stroke="%s" stroke-width="2.5" stroke-linecap="round"/>`, sh.detail, detail)
		}
		for _, d := range sh.dots {
			fmt.Fprintf(b, `<path d="%s" fill="%s"/>`, circle(d[0], d[1], d[2]), detail)
		}
		b.WriteString("</g>")
	}
	switch len(ps) {
	case 1:
		one(ps[0], 0, 0, 1)
	default:
		// The first part behind on the left, the second in front on the
		// right, both smaller, standing on the same line.
		one(ps[0], -4, 19, 0.8)
		one(ps[1], 24, 19, 0.8)
	}
	if f.Badge != "" {
		badgeSVG(b, f.Badge, col, x, y, size)
	}
}

// badgeSVG draws a badge: its glyph in a small disc at the upper right
// of a figure centred on (x, y), size pixels square, upright whatever
// the figure's turn, in the side's colours.
func badgeSVG(b *strings.Builder, glyph string, col int, x, y, size float64) {
	disc, edge, ink := whiteFill, whiteLine, "#000"
	if col == interp.Black {
		disc, edge, ink = blackFill, blackDetail, "#fff"
	}
	bx, by, r := x+size*0.31, y-size*0.31, size*0.17
	fmt.Fprintf(b, `<circle class="badge" cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>`, bx, by, r, disc, edge, size/40)
	fs := r * 1.45
	if len([]rune(glyph)) > 1 {
		fs = r * 1.05
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="%.1f" font-weight="bold" fill="%s">%s</text>`, bx, by+0.36*fs, fs, ink, escape(glyph))
}

// komaSVG draws a shogi piece: a pentagon pointing at the opponent (up
// for White, down for Black), its glyph upright for its owner, red when
// promoted.
func komaSVG(b *strings.Builder, glyph string, promoted bool, col int, x, y, size float64) {
	s := size / 100
	pt := func(px, py float64) string {
		if col == interp.Black {
			px, py = 100-px, 100-py
		}
		return fmt.Sprintf("%.1f %.1f", x-size/2+px*s, y-size/2+py*s)
	}
	fmt.Fprintf(b, `<path d="M%sL%sL%sL%sL%sZ" fill="%s" stroke="%s" stroke-width="%.1f" stroke-linejoin="round"/>`,
		pt(50, 7), pt(75, 17), pt(85, 93), pt(15, 93), pt(25, 17), komaWood, komaEdge, 1.2*size/40)
	ink := blackInk
	if promoted {
		ink = redInk
	}
	glyphText(b, glyph, ink, col == interp.Black, x, y+4*s, size*0.5)
}

// discSVG draws a xiangqi or janggi piece: a disc with a ring and its
// glyph (an octagon with an octagon inside, if the board's draw
// statement says octagons: janggi's), in the side's ink.
func discSVG(b *strings.Builder, g *interp.Game, glyph string, col int, x, y, size float64) {
	ink := inkOf(g, col)
	if d := g.V.Board.Draw; d != nil && d.Octagons {
		fmt.Fprintf(b, `<path d="%s" fill="%s" stroke="%s" stroke-width="%.1f" stroke-linejoin="round"/>`, octagon(x, y, size*0.46), discFace, discEdge, size/25)
		fmt.Fprintf(b, `<path d="%s" fill="none" stroke="%s" stroke-width="%.1f" stroke-linejoin="round"/>`, octagon(x, y, size*0.38), ink, size/40)
	} else {
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>`, x, y, size*0.45, discFace, discEdge, size/25)
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" stroke-width="%.1f"/>`, x, y, size*0.37, ink, size/40)
	}
	glyphText(b, glyph, ink, false, x, y, size*0.46)
}

// octagon is path data of a regular octagon centred on (x, y), r from
// the centre to the middle of each side, its sides upright and level.
func octagon(x, y, r float64) string {
	k := r * 0.4142 // tan(22.5°): half a side
	var b strings.Builder
	for i, p := range [8][2]float64{{-k, -r}, {k, -r}, {r, -k}, {r, k}, {k, r}, {-k, r}, {-r, k}, {-r, -k}} {
		c := "L"
		if i == 0 {
			c = "M"
		}
		fmt.Fprintf(&b, "%s%.1f %.1f", c, x+p[0], y+p[1])
	}
	b.WriteString("Z")
	return b.String()
}

// sizeScale is how much larger than usual a figure's size draws a
// piece: janggi's general large, its advisors and soldiers small.
var sizeScale = map[string]float64{"": 1, "small": 0.8, "large": 1.08}

// inks are the colours a draw statement may give glyphs.
var inks = map[string]string{"red": redInk, "black": blackInk, "blue": "#1b4fa8", "green": "#17703a"}

// inkOf is the colour of col's glyphs on discs: the draw statement's
// inks, or red for White and black for Black.
func inkOf(g *interp.Game, col int) string {
	if d := g.V.Board.Draw; d != nil && len(d.Inks) == 2 {
		return inks[d.Inks[col]]
	}
	if col == interp.Black {
		return blackInk
	}
	return redInk
}

// glyphText writes a glyph centred on (x, y) at font size fs, turned
// half round if upside down; a glyph of several characters is smaller.
func glyphText(b *strings.Builder, glyph, ink string, upsideDown bool, x, y, fs float64) {
	if n := len([]rune(glyph)); n > 1 {
		fs = fs * 1.6 / float64(n)
	}
	rot := ""
	if upsideDown {
		rot = fmt.Sprintf(` transform="rotate(180 %.1f %.1f)"`, x, y)
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="%.1f" fill="%s"%s>%s</text>`, x, y+0.36*fs, fs, ink, rot, escape(glyph))
}

// letterSVG draws a piece as its letter in a disc: upper case on white
// for White, lower case on black for Black.
func letterSVG(b *strings.Builder, letter string, col int, x, y, size float64) {
	disc, ink, edge := whiteFill, "#000", whiteLine
	if col == interp.Black {
		letter, disc, ink, edge = strings.ToLower(letter), blackFill, "#fff", blackLine
	}
	fs := size * 0.42
	if len(letter) > 1 {
		fs = size * 0.32
	}
	fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>`, x, y, size*0.36, disc, edge, size/30)
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="%.1f" font-weight="bold" fill="%s">%s</text>`, x, y+0.36*fs, fs, ink, escape(letter))
}

// pieceSVG draws a piece of type t and colour col centred on (x, y), in
// a box size pixels square, as its figure says (ir.Figure) and the
// board's style: koma on a koma board, discs with glyphs, figures, or
// the letter in a disc.
func pieceSVG(b *strings.Builder, g *interp.Game, t, col int, x, y, size float64) {
	pc := g.V.Pieces[t]
	f := pc.Figure
	if f == nil {
		f = &ir.Figure{}
	}
	glyph := f.Glyph
	if col == interp.Black && f.BlackGlyph != "" {
		glyph = f.BlackGlyph
	}
	fmt.Fprintf(b, `<g class="piece"><title>%s %s</title>`, sideName(col), escape(pc.Name))
	size *= sizeScale[f.Size]
	switch {
	case style(g) == "koma" && len(f.Names) == 0:
		if glyph == "" {
			glyph = pc.Letter
		}
		komaSVG(b, glyph, f.Promoted, col, x, y, size)
	case len(f.Names) > 0:
		figureSVG(b, f, col, x, y, size)
	case glyph != "":
		discSVG(b, g, glyph, col, x, y, size)
	default:
		letterSVG(b, pc.Letter, col, x, y, size)
	}
	b.WriteString("</g>\n")
}

func sideName(col int) string {
	if col == interp.Black {
		return "Black"
	}
	return "White"
}

// style is the board's drawing style: "squares", "points" or "koma".
func style(g *interp.Game) string {
	if d := g.V.Board.Draw; d != nil {
		return d.Style
	}
	return "squares"
}
