package diagram_test

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/diagram/raster"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

var update = flag.Bool("update", false, "rewrite the pictures under testdata/pictures")

// pictures are the README's: the variants and positions (FEN, "" for
// the start) that scripts/pictures.sh draws, read from its draw lines.
func pictures(t *testing.T) []struct{ variant, fen string } {
	t.Helper()
	src, err := os.ReadFile("../../scripts/pictures.sh")
	if err != nil {
		t.Fatal(err)
	}
	var out []struct{ variant, fen string }
	for _, m := range regexp.MustCompile(`(?m)^draw (\S+)(?: '([^']*)')?$`).FindAllStringSubmatch(string(src), -1) {
		out = append(out, struct{ variant, fen string }{m[1], m[2]})
	}
	for _, want := range []string{"chess", "shogi", "xiangqi", "glinski", "overboard", "alice", "raumschach"} {
		if !slices.ContainsFunc(out, func(p struct{ variant, fen string }) bool { return p.variant == want }) {
			t.Errorf("scripts/pictures.sh draws no %s", want)
		}
	}
	return out
}

// node is an SVG element with its children and text.
type node struct {
	name  string
	attr  map[string]string
	kids  []*node
	text  string
	class string
}

func parseSVG(t *testing.T, svg string) *node {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(svg))
	root := &node{name: "root"}
	stack := []*node{root}
	for {
		tok, err := dec.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("SVG is not well-formed: %v", err)
			}
			return root
		}
		switch x := tok.(type) {
		case xml.StartElement:
			n := &node{name: x.Name.Local, attr: map[string]string{}}
			for _, a := range x.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			n.class = n.attr["class"]
			top := stack[len(stack)-1]
			top.kids = append(top.kids, n)
			stack = append(stack, n)
		case xml.CharData:
			stack[len(stack)-1].text += string(x)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
}

// all lists the elements under n (n included) that f accepts.
func (n *node) all(f func(*node) bool) []*node {
	var out []*node
	if f(n) {
		out = append(out, n)
	}
	for _, k := range n.kids {
		out = append(out, k.all(f)...)
	}
	return out
}

func (n *node) texts() []string {
	var out []string
	for _, t := range n.all(func(x *node) bool { return x.name == "text" }) {
		out = append(out, t.text)
	}
	return out
}

// Each of the README's pictures draws every piece of its position, on the
// board and in hand (with its count; the shogi picture must have some), each as its figure says; labels every file and
// rank; and equals its golden file. Its PNG has the SVG's size at the
// scale asked for and is not blank.
func TestPictures(t *testing.T) {
	for _, pic := range pictures(t) {
		t.Run(pic.variant, func(t *testing.T) {
			v, err := lang.Find(pic.variant)
			if err != nil {
				t.Fatal(err)
			}
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.StartPosition()
			if pic.fen != "" {
				p, err = g.ParseFEN(pic.fen)
			}
			if err != nil {
				t.Fatal(err)
			}
			svg := diagram.PositionSVG(p)
			root := parseSVG(t, svg)
			checkPieces(t, p, root)
			checkLabels(t, g, root)
			golden(t, filepath.Join("testdata", "pictures", pic.variant+".svg"), svg)
			checkPNG(t, svg, root)
		})
	}
}

// checkPieces compares the pieces drawn with the position's.
func checkPieces(t *testing.T, p *interp.Position, root *node) {
	t.Helper()
	g := p.Game()
	want := map[string]int{}
	side := [2]string{"White", "Black"}
	for s := range g.Files() * g.Ranks() {
		if ty, c, ok := p.PieceAt(interp.Square(s)); ok {
			want[side[c]+" "+g.V.Pieces[ty].Name]++
		}
	}
	var counts []string
	for c := range 2 {
		for ty := range g.V.Pieces {
			if n := p.InHand(c, ty); n > 0 {
				want[side[c]+" "+g.V.Pieces[ty].Name]++ // drawn once, with its count
				counts = append(counts, "×"+strconv.Itoa(n))
			}
		}
	}
	got := map[string]int{}
	widths := map[string][]float64{} // of pieces on points, by their figure's size
	for _, pc := range root.all(func(x *node) bool { return x.class == "piece" }) {
		title := ""
		for _, k := range pc.kids {
			if k.name == "title" {
				title = k.text
			}
		}
		got[title]++
		name := title[strings.Index(title, " ")+1:]
		i := slices.IndexFunc(g.V.Pieces, func(x ir.Piece) bool { return x.Name == name })
		if i < 0 {
			t.Errorf("a piece titled %q, which the variant has not", title)
			continue
		}
		f := g.V.Pieces[i].Figure
		texts := pc.texts()
		switch {
		case f != nil && len(f.Names) > 0:
			var badge []string
			if f.Badge != "" {
				badge = []string{f.Badge}
			}
			if !slices.Equal(texts, badge) || len(pc.all(func(x *node) bool { return x.name == "path" })) == 0 {
				t.Errorf("%s: want a figure of paths and its badge %q, got texts %q", title, badge, texts)
			}
		case f != nil && f.Glyph != "":
			glyph := f.Glyph
			if strings.HasPrefix(title, "Black") && f.BlackGlyph != "" {
				glyph = f.BlackGlyph
			}
			if !slices.Equal(texts, []string{glyph}) {
				t.Errorf("%s: want the glyph %q, got %q", title, glyph, texts)
			}
			// On points, discs (xiangqi's) or octagons (janggi's), as
			// the draw statement says.
			if d := g.V.Board.Draw; d != nil && d.Style == "points" {
				circles := len(pc.all(func(x *node) bool { return x.name == "circle" }))
				octagons := len(pc.all(func(x *node) bool {
					return x.name == "path" && strings.Count(x.attr["d"], "L") == 7 && strings.HasSuffix(x.attr["d"], "Z")
				}))
				if d.Octagons && (octagons != 2 || circles != 0) || !d.Octagons && (octagons != 0 || circles != 2) {
					t.Errorf("%s: %d octagons and %d circles; the board's draw statement says octagons %v", title, octagons, circles, d.Octagons)
				}
				if w := outlineWidth(pc); w > 0 {
					widths[f.Size] = append(widths[f.Size], w)
				}
			}
		default:
			if len(texts) != 1 || !strings.EqualFold(texts[0], g.V.Pieces[i].Letter) {
				t.Errorf("%s: want its letter %s, got %q", title, g.V.Pieces[i].Letter, texts)
			}
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("pieces drawn %v, want %v", got, want)
	}
	// Small pieces are drawn smaller than the others, large ones larger.
	sizes := []string{"small", "", "large"}
	for i, a := range sizes {
		for _, b := range sizes[i+1:] {
			if len(widths[a]) > 0 && len(widths[b]) > 0 && slices.Max(widths[a]) >= slices.Min(widths[b]) {
				t.Errorf("pieces of size %q drawn up to %.1f wide, of size %q from %.1f", a, slices.Max(widths[a]), b, slices.Min(widths[b]))
			}
		}
	}
	if g.HasHands() && len(counts) == 0 {
		t.Errorf("variant %s has hands, but the picture's position holds nothing in hand", g.V.Name)
	}
	var gotCounts []string
	for _, n := range root.all(func(x *node) bool { return x.class == "count" }) {
		gotCounts = append(gotCounts, n.text)
	}
	if !slices.Equal(gotCounts, counts) {
		t.Errorf("hand counts %q, want %q", gotCounts, counts)
	}
}

// checkLabels checks that every file and rank of the board's squares
// is labelled.
func checkLabels(t *testing.T, g *interp.Game, root *node) {
	t.Helper()
	labels := map[string]bool{}
	for _, n := range root.all(func(x *node) bool { return x.class == "label" }) {
		labels[n.text] = true
	}
	for s := range g.Files() * g.Ranks() {
		sq := interp.Square(s)
		if g.IsHole(sq) {
			continue
		}
		name := g.SquareName(sq)
		if n, _ := g.Layers(); n > 1 {
			name = name[1:] // the level's or board's letter
		}
		i := strings.IndexAny(name, "0123456789")
		file, rank := name[:i], name[i:]
		if g.V.Board.Kind == "rings" && sq == 0 {
			continue // the centre
		}
		if !labels[file] || !labels[rank] {
			t.Errorf("square %s: file %q labelled %v, rank %q labelled %v", g.SquareName(sq), file, labels[file], rank, labels[rank])
		}
	}
}

// checkPNG renders the picture and checks its size and that it shows
// more than its background.
func checkPNG(t *testing.T, svg string, root *node) {
	t.Helper()
	data, err := raster.PNG(svg, 1.5)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	svgEl := root.kids[0]
	w, _ := strconv.ParseFloat(svgEl.attr["width"], 64)
	h, _ := strconv.ParseFloat(svgEl.attr["height"], 64)
	if b := img.Bounds(); b.Dx() != int(math.Ceil(w*1.5)) || b.Dy() != int(math.Ceil(h*1.5)) {
		t.Errorf("PNG of %v, want %gx%g", b, w*1.5, h*1.5)
	}
	dark := 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r+g+b < 3*0x4000 {
				dark++
			}
		}
	}
	if dark < 500 {
		t.Errorf("PNG has %d dark pixels: is anything drawn?", dark)
	}
}

// golden compares got with the file at path, or writes it with -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./interp/diagram -update writes it)", err)
	}
	if string(want) != got {
		t.Errorf("picture differs from %s; run go test ./interp/diagram -update, look at it and review the diff", path)
	}
}

// A move diagram's legend shows each mark used, drawn exactly as on the
// board, and nothing else; a capture's mark leaves the piece in sight
// (a ring round it, never a filled disc over it).
func TestLegendMarks(t *testing.T) {
	v, _ := lang.Find("chess")
	g, _ := interp.NewGame(v)
	for _, tt := range []struct{ fen, at string }{
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1"},
		{"", "d4"},
	} {
		var m *diagram.Map
		from, _ := g.ParseSquare(tt.at)
		if tt.fen == "" {
			m, _ = diagram.OnEmptyBoard(g, 5, from) // the Pawn
		} else {
			p, err := g.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if m, err = diagram.InPosition(p, from); err != nil {
				t.Fatal(err)
			}
		}
		root := parseSVG(t, m.SVG())
		sig := func(n *node) string {
			return fmt.Sprint(n.name, n.attr["fill"], n.attr["stroke"], n.attr["stroke-dasharray"], n.attr["r"], n.attr["width"])
		}
		legend := map[string]bool{}
		for _, l := range root.all(func(x *node) bool { return x.class == "legend" }) {
			for _, mk := range l.all(func(x *node) bool { return x.class == "mark" }) {
				legend[sig(mk)] = true
			}
		}
		board := map[string]bool{}
		for _, mk := range root.all(func(x *node) bool { return x.class == "mark" }) {
			board[sig(mk)] = true
		}
		for s := range board {
			if !legend[s] {
				t.Errorf("%s at %s: a mark %s is not in the legend %v", tt.fen, tt.at, s, legend)
			}
		}
		if len(legend) == 0 {
			t.Errorf("%s at %s: no legend", tt.fen, tt.at)
		}
		// The captured piece stays in sight: no filled mark over it.
		for _, mk := range root.all(func(x *node) bool { return x.class == "mark" && x.name == "circle" }) {
			r, _ := strconv.ParseFloat(mk.attr["r"], 64)
			if mk.attr["stroke"] == "#c62828" && (mk.attr["fill"] != "none" || r < 15) {
				t.Errorf("capture mark %v hides or crowds the piece", mk.attr)
			}
		}
	}
}

// outlineWidth is the width of a piece's first outline: a circle's
// diameter, or a path's extent from left to right (its numbers taken as
// x, y pairs); 0 if it has none.
func outlineWidth(pc *node) float64 {
	shapes := pc.all(func(x *node) bool { return x.name == "circle" || x.name == "path" })
	if len(shapes) == 0 {
		return 0
	}
	sh := shapes[0]
	if sh.name == "circle" {
		r, _ := strconv.ParseFloat(sh.attr["r"], 64)
		return 2 * r
	}
	nums := regexp.MustCompile(`-?[0-9.]+`).FindAllString(sh.attr["d"], -1)
	lo, hi := math.Inf(1), math.Inf(-1)
	for i := 0; i < len(nums); i += 2 {
		x, _ := strconv.ParseFloat(nums[i], 64)
		lo, hi = min(lo, x), max(hi, x)
	}
	return hi - lo
}
