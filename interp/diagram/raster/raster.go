// Package raster turns the SVG pictures of package diagram (and of
// analyze's charts) into PNG images, in Go alone: shapes are drawn by
// oksvg and rasterx, text with the Go fonts (golang.org/x/image/font/gofont)
// and, for kanji and other characters the Go fonts lack, the M+ 1p font
// that Ebitengine ships with its examples (free licence: "Unlimited
// permission is granted to use, copy, and distribute them").
//
// It reads the subset of SVG those pictures use: shapes with fills,
// strokes, dashes, opacity and transforms; text with x, y, font-size,
// font-weight, fill, text-anchor (inherited) and a rotate(A X Y)
// transform. Text is drawn after the shapes.
package raster

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/examples/resources/fonts"
	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// PNG renders an SVG picture at scale times its size (width and height
// attributes) and returns the PNG file's bytes: an image of at most 256
// colours (see paletted).
func PNG(svg string, scale float64) ([]byte, error) {
	img, err := Render(svg, scale)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, paletted(img)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Render draws an SVG picture at scale times its size.
func Render(svg string, scale float64) (*image.NRGBA, error) {
	if scale <= 0 {
		return nil, fmt.Errorf("scale %g: want more than 0", scale)
	}
	icon, err := oksvg.ReadIconStream(strings.NewReader(svg), oksvg.IgnoreErrorMode)
	if err != nil {
		return nil, fmt.Errorf("reading the SVG: %v", err)
	}
	w, h, err := size(svg)
	if err != nil {
		return nil, err
	}
	W, H := int(math.Ceil(w*scale)), int(math.Ceil(h*scale))
	if W <= 0 || H <= 0 || W*H > 64<<20 {
		return nil, fmt.Errorf("picture of %dx%d pixels: too large or empty", W, H)
	}
	rgba := image.NewRGBA(image.Rect(0, 0, W, H))
	draw.Draw(rgba, rgba.Bounds(), image.White, image.Point{}, draw.Src)
	icon.SetTarget(0, 0, float64(W), float64(H))
	icon.Draw(rasterx.NewDasher(W, H, newBoxScanner(rgba)), 1)
	texts, err := readTexts(svg)
	if err != nil {
		return nil, err
	}
	k := float64(W) / w
	for _, t := range texts {
		drawText(rgba, t, k)
	}
	out := image.NewNRGBA(rgba.Bounds())
	draw.Draw(out, out.Bounds(), rgba, image.Point{}, draw.Src)
	return out, nil
}

// size reads the root element's width and height.
func size(svg string) (w, h float64, err error) {
	dec := xml.NewDecoder(strings.NewReader(svg))
	for {
		tok, err := dec.Token()
		if err != nil {
			return 0, 0, fmt.Errorf("reading the SVG: no svg element")
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "svg" {
			w, _ = strconv.ParseFloat(attr(se, "width"), 64)
			h, _ = strconv.ParseFloat(attr(se, "height"), 64)
			if w <= 0 || h <= 0 {
				return 0, 0, fmt.Errorf("reading the SVG: the svg element has no width and height")
			}
			return w, h, nil
		}
	}
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// text is one text element, in the picture's own units.
type text struct {
	x, y, size   float64
	anchor       string // start, middle or end
	bold         bool
	fill         color.Color
	s            string
	rot, rx, ry  float64 // rotate(rot rx ry), degrees
	hasTransform bool
}

// readTexts collects the text elements, with the attributes they inherit.
func readTexts(svg string) ([]text, error) {
	type inherited struct {
		anchor, weight, fill, size string
	}
	stack := []inherited{{anchor: "start", weight: "normal", fill: "#000", size: "16"}}
	var out []text
	var cur *text
	dec := xml.NewDecoder(strings.NewReader(svg))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading the SVG: %v", err)
		}
		switch se := tok.(type) {
		case xml.StartElement:
			in := stack[len(stack)-1]
			if v := attr(se, "text-anchor"); v != "" {
				in.anchor = v
			}
			if v := attr(se, "font-weight"); v != "" {
				in.weight = v
			}
			if v := attr(se, "fill"); v != "" {
				in.fill = v
			}
			if v := attr(se, "font-size"); v != "" {
				in.size = v
			}
			stack = append(stack, in)
			if se.Name.Local == "text" {
				t := text{anchor: in.anchor, bold: in.weight == "bold"}
				t.x, _ = strconv.ParseFloat(attr(se, "x"), 64)
				t.y, _ = strconv.ParseFloat(attr(se, "y"), 64)
				t.size, _ = strconv.ParseFloat(in.size, 64)
				t.fill = parseColour(in.fill)
				if tr := attr(se, "transform"); tr != "" {
					if _, err := fmt.Sscanf(tr, "rotate(%g %g %g)", &t.rot, &t.rx, &t.ry); err != nil {
						return nil, fmt.Errorf("reading the SVG: text transform %q: only rotate(A X Y) is read", tr)
					}
					t.hasTransform = true
				}
				cur = &t
			}
		case xml.CharData:
			if cur != nil {
				cur.s += string(se)
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
			if se.Name.Local == "text" && cur != nil {
				if cur.fill != nil && strings.TrimSpace(cur.s) != "" {
					out = append(out, *cur)
				}
				cur = nil
			}
		}
	}
}

// parseColour reads #rgb, #rrggbb and a few names; nil for none.
func parseColour(s string) color.Color {
	switch s {
	case "none", "":
		return nil
	case "black":
		return color.Black
	case "white":
		return color.White
	}
	if strings.HasPrefix(s, "#") {
		h := s[1:]
		if len(h) == 3 {
			h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
		}
		if v, err := strconv.ParseUint(h, 16, 32); err == nil && len(h) == 6 {
			return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
		}
	}
	return color.Black
}

var (
	fontsOnce          sync.Once
	regular, bold, cjk *opentype.Font
	fontErr            error
	faces              = map[faceKey]font.Face{}
	facesMu            sync.Mutex
)

type faceKey struct {
	f    *opentype.Font
	size float64
}

func loadFonts() {
	fontsOnce.Do(func() {
		if regular, fontErr = opentype.Parse(goregular.TTF); fontErr != nil {
			return
		}
		if bold, fontErr = opentype.Parse(gobold.TTF); fontErr != nil {
			return
		}
		cjk, fontErr = opentype.Parse(fonts.MPlus1pRegular_ttf)
	})
}

// fontFor picks the Go font when it has every character of s, else M+.
func fontFor(s string, isBold bool) *opentype.Font {
	f := regular
	if isBold {
		f = bold
	}
	for _, r := range s {
		if i, _ := f.GlyphIndex(nil, r); i == 0 {
			return cjk
		}
	}
	return f
}

func face(f *opentype.Font, size float64) font.Face {
	facesMu.Lock()
	defer facesMu.Unlock()
	k := faceKey{f, math.Round(size*4) / 4}
	if fc, ok := faces[k]; ok {
		return fc
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: k.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	faces[k] = fc
	return fc
}

// drawText draws t onto img, whose pixels are k picture units each.
func drawText(img *image.RGBA, t text, k float64) {
	loadFonts()
	if fontErr != nil || t.size <= 0 {
		return
	}
	fc := face(fontFor(t.s, t.bold), t.size*k)
	if fc == nil {
		return
	}
	width := font.MeasureString(fc, t.s).Ceil()
	m := fc.Metrics()
	asc, desc := m.Ascent.Ceil(), m.Descent.Ceil()
	// The text into a mask of its own, baseline at asc.
	mask := image.NewAlpha(image.Rect(0, 0, width+2, asc+desc+2))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: fc, Dot: fixed.P(1, asc+1)}
	d.DrawString(t.s)
	ox := t.x * k
	switch t.anchor {
	case "middle":
		ox -= float64(width) / 2
	case "end":
		ox -= float64(width)
	}
	oy := t.y*k - float64(asc) - 1
	src := image.NewUniform(t.fill)
	if !t.hasTransform || math.Mod(t.rot, 360) == 0 {
		r := mask.Bounds().Add(image.Pt(int(math.Round(ox))-1, int(math.Round(oy))))
		draw.DrawMask(img, r, src, image.Point{}, mask, image.Point{}, draw.Over)
		return
	}
	// Rotated: each destination pixel near the text takes the mask's
	// value where the inverse rotation brings it.
	a := t.rot * math.Pi / 180
	sin, cos := math.Sin(a), math.Cos(a)
	cx, cy := t.rx*k, t.ry*k
	rot := func(x, y float64) (float64, float64) {
		x, y = x-cx, y-cy
		return cx + x*cos - y*sin, cy + x*sin + y*cos
	}
	mb := mask.Bounds()
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range [][2]float64{{0, 0}, {float64(mb.Dx()), 0}, {0, float64(mb.Dy())}, {float64(mb.Dx()), float64(mb.Dy())}} {
		x, y := rot(ox+c[0], oy+c[1])
		minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
	}
	cr, cg, cb, _ := t.fill.RGBA()
	for py := int(minY) - 1; py <= int(maxY)+1; py++ {
		for px := int(minX) - 1; px <= int(maxX)+1; px++ {
			if !image.Pt(px, py).In(img.Bounds()) {
				continue
			}
			// Inverse rotation of the pixel's centre.
			x, y := float64(px)+0.5-cx, float64(py)+0.5-cy
			sx, sy := cx+x*cos+y*sin-ox, cy-x*sin+y*cos-oy
			ix, iy := int(math.Floor(sx)), int(math.Floor(sy))
			if !image.Pt(ix, iy).In(mb) {
				continue
			}
			al := uint32(mask.AlphaAt(ix, iy).A)
			if al == 0 {
				continue
			}
			o := img.RGBAAt(px, py)
			mix := func(dst uint8, src uint32) uint8 {
				return uint8((uint32(dst)*(255-al) + (src>>8)*al) / 255)
			}
			img.SetRGBA(px, py, color.RGBA{mix(o.R, cr), mix(o.G, cg), mix(o.B, cb), 255})
		}
	}
}
