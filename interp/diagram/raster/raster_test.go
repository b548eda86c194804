package raster

import (
	"image"
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
