package raster

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"slices"
	"strings"
	"testing"
)

// ink counts the pixels of img darker than mid grey in r.
func ink(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if cr, cg, cb, _ := img.At(x, y).RGBA(); cr+cg+cb < 3*0x8000 {
				n++
			}
		}
	}
	return n
}

// Text is drawn, kanji included (the M+ font), where the SVG puts it:
// centred by text-anchor, turned half round by rotate(180 X Y).
func TestText(t *testing.T) {
	tests := []struct {
		name, text string
		where      image.Rectangle // where the ink must be, at scale 2
	}{
		{"latin, centred", `<text x="50" y="30" font-size="20" text-anchor="middle">Hi</text>`, image.Rect(70, 20, 130, 64)},
		{"kanji", `<text x="50" y="30" font-size="20" text-anchor="middle">歩</text>`, image.Rect(70, 20, 130, 64)},
		{"start anchor", `<text x="10" y="30" font-size="20" text-anchor="start">王</text>`, image.Rect(16, 20, 64, 64)},
		{"upside down, below its spot", `<text x="50" y="30" font-size="20" text-anchor="middle" transform="rotate(180 50 30)">王</text>`, image.Rect(70, 56, 130, 100)},
	}
	for _, tt := range tests {
		svg := `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">` + tt.text + `</svg>`
		img, err := Render(svg, 2)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		in, all := ink(img, tt.where), ink(img, img.Bounds())
		if in < 40 || in != all {
			t.Errorf("%s: %d dark pixels in %v of %d in all", tt.name, in, tt.where, all)
		}
	}
}

// Shapes are drawn with their fills, only inside their own outline.
func TestShapes(t *testing.T) {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#ffffff"/>
<g transform="translate(10 10) scale(0.5 0.5)"><path d="M0 0L40 0L40 40L0 40Z" fill="#000000"/></g>
<circle cx="70" cy="70" r="10" fill="#000"/></svg>`
	img, err := Render(svg, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := ink(img, image.Rect(10, 10, 30, 30)); n != 400 {
		t.Errorf("the square has %d dark pixels, want 400", n)
	}
	if n := ink(img, image.Rect(60, 60, 80, 80)); n < 300 || n > 330 {
		t.Errorf("the disc has %d dark pixels, want about 314", n)
	}
	if n := ink(img, img.Bounds()); n > 400+330 {
		t.Errorf("%d dark pixels in all: ink outside the shapes", n)
	}
}

func TestErrors(t *testing.T) {
	for _, tt := range []struct{ svg, want string }{
		{`<svg xmlns="http://www.w3.org/2000/svg"></svg>`, "no width and height"},
		{`not svg`, "no svg element"},
		{`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="1" y="1" transform="skewX(3)">a</text></svg>`, "only rotate"},
	} {
		if _, err := PNG(tt.svg, 1); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error with %q", tt.svg, err, tt.want)
		}
	}
	if _, err := PNG(`<svg width="10" height="10"></svg>`, 0); err == nil {
		t.Error("scale 0: no error")
	}
}

// PNG writes at most 256 colours: a picture of few colours exactly, one
// of many (anti-aliased edges of many fills) with its most frequent
// colours exact and every pixel close to the full-colour rendering.
func TestPalette(t *testing.T) {
	var many strings.Builder
	for i := range 40 {
		fmt.Fprintf(&many, `<circle cx="%d" cy="%d" r="%d" fill="#%02x%02x%02x" stroke="#%02x3050" stroke-width="1.5"/>`,
			10+i*37%180, 10+i*53%180, 8+i%13, i*6, 255-i*5, (i*97)%256, i*6)
	}
	for _, tt := range []struct {
		name, body string
		exact      bool
	}{
		{"two colours", `<rect x="10" y="10" width="50" height="50" fill="#123456"/>`, true},
		{"many colours", many.String(), false},
	} {
		svg := `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` + tt.body + `</svg>`
		full, err := Render(svg, 1)
		if err != nil {
			t.Fatal(err)
		}
		data, err := PNG(svg, 1)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		p, ok := img.(*image.Paletted)
		if !ok || len(p.Palette) > 256 {
			t.Fatalf("%s: PNG decodes as %T, want a palette of at most 256 colours", tt.name, img)
		}
		counts := map[color.NRGBA]int{}
		for y := range 200 {
			for x := range 200 {
				counts[full.NRGBAAt(x, y)]++
			}
		}
		if !tt.exact && len(counts) <= 256 {
			t.Fatalf("%s: only %d colours: the test needs more than 256", tt.name, len(counts))
		}
		frequent := make([]color.NRGBA, 0, len(counts))
		for c := range counts {
			frequent = append(frequent, c)
		}
		slices.SortFunc(frequent, func(a, b color.NRGBA) int { return counts[b] - counts[a] })
		frequent = frequent[:min(len(frequent), 32)]
		worst, sum := 0, 0
		for y := range 200 {
			for x := range 200 {
				want := full.NRGBAAt(x, y)
				r, g, b, _ := p.At(x, y).RGBA()
				d := max(abs(int(r>>8)-int(want.R)), abs(int(g>>8)-int(want.G)), abs(int(b>>8)-int(want.B)))
				if d > 0 && (tt.exact || slices.Contains(frequent, want)) {
					t.Fatalf("%s: pixel %d,%d is %v, want exactly %v", tt.name, x, y, p.At(x, y), want)
				}
				worst, sum = max(worst, d), sum+d
			}
		}
		if mean := float64(sum) / (200 * 200); worst > 48 || mean > 1 {
			t.Errorf("%s: pixels off by up to %d (mean %.2f) of 255 in a channel", tt.name, worst, mean)
		}
		t.Logf("%s: %d colours, worst %d, mean %.3f", tt.name, len(counts), worst, float64(sum)/(200*200))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
