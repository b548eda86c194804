package diagram_test

import (
	"bytes"
	"fmt"
	"image/png"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/diagram/raster"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// drawFigure compiles a variant whose piece Fig has the figure
// statement's arguments, draws its position (a White and a Black Fig and
// the Kings) and returns the picture and the White Fig's piece element.
func drawFigure(t *testing.T, figure string) (string, *node) {
	t.Helper()
	src := fmt.Sprintf(`piece Fig x "W" { figure %s }
variant v {
	board 4x4
	pieces King Fig
	royal King
	setup "k2x/4/4/X2K w - - 0 1"
}
`, figure)
	vs, diags := lang.CompileSource("fig.vdl", []byte(src))
	if diags.ErrorCount() > 0 || len(vs) != 1 {
		t.Fatalf("figure %s: %v", figure, diags)
	}
	g, err := interp.NewGame(vs[0])
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.StartPosition()
	if err != nil {
		t.Fatal(err)
	}
	svg := diagram.PositionSVG(p)
	root := parseSVG(t, svg)
	for _, pc := range root.all(func(x *node) bool { return x.class == "piece" }) {
		if slices.ContainsFunc(pc.kids, func(k *node) bool { return k.name == "title" && k.text == "White Fig" }) {
			return svg, pc
		}
	}
	t.Fatalf("figure %s: no White Fig drawn", figure)
	return "", nil
}

// shapesOf is a piece element's drawing without its title: what tells
// two figures apart.
func shapesOf(pc *node) string {
	var b strings.Builder
	for _, x := range pc.all(func(x *node) bool { return x != pc && x.name != "title" }) {
		fmt.Fprint(&b, x.name, x.attr["d"], x.attr["transform"], x.text, ";")
	}
	return b.String()
}

// Every figure name draws: a well-formed SVG whose piece is paths (no
// letter, no disc), a PNG that decodes; and each draws apart from every
// other but its aliases (man and commoner are one figure).
func TestFigureNamesDraw(t *testing.T) {
	alias := map[string]string{"commoner": "man"}
	seen := map[string]string{}
	for _, name := range ir.FigureNames {
		t.Run(name, func(t *testing.T) {
			svg, pc := drawFigure(t, name)
			if texts := pc.texts(); len(texts) > 0 {
				t.Errorf("figure %s draws texts %q: a letter, not a figure", name, texts)
			}
			if n := len(pc.all(func(x *node) bool { return x.name == "circle" })); n > 0 {
				t.Errorf("figure %s draws %d circle elements: a disc, not a figure", name, n)
			}
			if n := len(pc.all(func(x *node) bool { return x.name == "path" })); n == 0 {
				t.Errorf("figure %s draws no path", name)
			}
			data, err := raster.PNG(svg, 1)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := png.Decode(bytes.NewReader(data)); err != nil {
				t.Fatalf("figure %s: the PNG does not decode: %v", name, err)
			}
			key := shapesOf(pc)
			want := alias[name]
			for other, k := range seen {
				if k == key && other != want && alias[other] != name {
					t.Errorf("figure %s draws as figure %s", name, other)
				}
				if other == want && k != key {
					t.Errorf("figure %s draws other than %s, its alias", name, other)
				}
			}
			seen[name] = key
		})
	}
}

var matrix = regexp.MustCompile(`matrix\(([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+) `)

// inverted turns a figure half round and rotated a quarter (the
// problemists' conventions: the grasshopper is the inverted queen, the
// nightrider the rotated knight); a badge draws its glyph in a disc,
// upright whatever the figure's turn.
func TestFigureModifiers(t *testing.T) {
	for _, tt := range []struct {
		figure string
		turn   [4]string // the matrix's a b c d signs: +, -, 0
		badge  string
		same   string // a figure drawn alike
	}{
		{figure: "knight"},
		{figure: "knight inverted", turn: [4]string{"-", "0", "0", "-"}},
		{figure: "knight rotated", turn: [4]string{"0", "+", "-", "0"}, same: "nightrider"},
		{figure: "queen inverted", turn: [4]string{"-", "0", "0", "-"}, same: "grasshopper"},
		{figure: "grasshopper inverted", same: "queen"},
		{figure: "pawn badge \"N\"", badge: "N"},
		{figure: "rook knight inverted badge \"+\" small", turn: [4]string{"-", "0", "0", "-"}, badge: "+"},
		{figure: "queen badge \"P2\" rotated", turn: [4]string{"0", "+", "-", "0"}, badge: "P2"},
	} {
		t.Run(tt.figure, func(t *testing.T) {
			_, pc := drawFigure(t, tt.figure)
			var signs [][4]string
			for _, g := range pc.all(func(x *node) bool { return x.name == "g" && x.attr["transform"] != "" }) {
				m := matrix.FindStringSubmatch(g.attr["transform"])
				if m == nil {
					if !strings.HasPrefix(g.attr["transform"], "translate(") {
						t.Errorf("transform %q", g.attr["transform"])
					}
					signs = append(signs, [4]string{})
					continue
				}
				var s [4]string
				for i, v := range m[1:] {
					switch {
					case strings.Trim(v, "-0.") == "":
						s[i] = "0"
					case v[0] == '-':
						s[i] = "-"
					default:
						s[i] = "+"
					}
				}
				signs = append(signs, s)
			}
			if len(signs) == 0 {
				t.Fatal("no figure drawn")
			}
			for _, s := range signs {
				if s != tt.turn {
					t.Errorf("turned %v, want %v", s, tt.turn)
				}
			}
			texts := pc.texts()
			badges := pc.all(func(x *node) bool { return x.class == "badge" })
			if tt.badge == "" && (len(texts) > 0 || len(badges) > 0) {
				t.Errorf("texts %q and %d badges, want none", texts, len(badges))
			}
			if tt.badge != "" && (!slices.Equal(texts, []string{tt.badge}) || len(badges) != 1) {
				t.Errorf("texts %q and %d badges, want the badge %q", texts, len(badges), tt.badge)
			}
			if tt.same != "" {
				_, other := drawFigure(t, tt.same)
				if shapesOf(pc) != shapesOf(other) {
					t.Errorf("figure %s draws other than figure %s", tt.figure, tt.same)
				}
			}
		})
	}
}

// seedVariants are the variants of the rule texts the project is built
// from (/work/shared/seeds: Snark Hunt, Overboard, Snake Chess, the Bat
// games and Complete Alfil Chess, Parton's games) and the bundled games
// of many fairy pieces.
var seedVariants = []string{
	"snark-hunt", "overboard",
	"snake-chess", "snake-chess-tigers", "snake-chess-asymmetric", "snake-chess-alternative",
	"leaping-bat-chess", "missing-bat-chess-zebra", "missing-bat-chess-nightrider", "complete-alfil-chess",
	"coregal", "capricorn", "capricorn-knights", "butters", "black-kings-complaint", "march-hare",
	"identific", "identific-alternate", "synchronistic", "jabberwocky", "dodo",
	"tamerlane", "rococo", "ultima", "baroque",
}

// discsAllowed are the seed variants' pieces still drawn as their letter
// in a disc, each with the reason.
var discsAllowed = map[string]string{}

// Every piece of the seed variants is drawn as a figure that says what it
// is (none as its letter in a disc, but those of discsAllowed), and no
// two pieces of a variant are drawn alike.
func TestSeedFigures(t *testing.T) {
	var discs []string
	for _, name := range seedVariants {
		v, err := lang.Find(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		drawn := map[string]string{}
		for _, pc := range v.Pieces {
			f := pc.Figure
			if f == nil || len(f.Names) == 0 && f.Glyph == "" {
				if _, ok := discsAllowed[name+" "+pc.Name]; !ok {
					discs = append(discs, name+" "+pc.Name)
				}
				continue
			}
			key := fmt.Sprint(f.Names, f.Glyph, f.BlackGlyph, f.Turn, f.Badge)
			if other, ok := drawn[key]; ok {
				t.Errorf("%s: %s and %s are drawn alike (%v)", name, other, pc.Name, key)
			}
			drawn[key] = pc.Name
		}
	}
	if len(discs) > 0 {
		t.Errorf("pieces drawn as their letter in a disc: %s; give them a figure, or say why not in discsAllowed", strings.Join(discs, ", "))
	}
}
