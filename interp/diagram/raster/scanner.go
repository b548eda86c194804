package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/srwiley/rasterx"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// boxScanner is a rasterx.Scanner that rasterizes each path only over
// its own bounding box: rasterx's ScannerGV covers the whole image for
// every path, which made a board of 256 pieces take seconds.
type boxScanner struct {
	dest                   *image.RGBA
	src                    color.Color
	clip                   image.Rectangle
	ops                    []scanOp
	minX, minY, maxX, maxY fixed.Int26_6
	r                      vector.Rasterizer
}

type scanOp struct {
	move bool
	p    fixed.Point26_6
}

var _ rasterx.Scanner = (*boxScanner)(nil)

func newBoxScanner(dest *image.RGBA) *boxScanner {
	s := &boxScanner{dest: dest, src: color.Black}
	s.Clear()
	return s
}

func (s *boxScanner) extend(p fixed.Point26_6) {
	s.minX, s.minY = min(s.minX, p.X), min(s.minY, p.Y)
	s.maxX, s.maxY = max(s.maxX, p.X), max(s.maxY, p.Y)
}

func (s *boxScanner) Start(a fixed.Point26_6) {
	s.extend(a)
	s.ops = append(s.ops, scanOp{true, a})
}

func (s *boxScanner) Line(b fixed.Point26_6) {
	s.extend(b)
	s.ops = append(s.ops, scanOp{false, b})
}

func (s *boxScanner) GetPathExtent() fixed.Rectangle26_6 {
	return fixed.Rectangle26_6{Min: fixed.Point26_6{X: s.minX, Y: s.minY}, Max: fixed.Point26_6{X: s.maxX, Y: s.maxY}}
}

func (s *boxScanner) SetBounds(w, h int) {}

// SetColor takes a colour; a gradient (a rasterx.ColorFunc), which the
// pictures do not use, is drawn in its colour at the box's corner.
func (s *boxScanner) SetColor(c interface{}) {
	switch c := c.(type) {
	case color.Color:
		s.src = c
	case rasterx.ColorFunc:
		s.src = c(0, 0)
	}
}

func (s *boxScanner) SetWinding(useNonZeroWinding bool) {}

func (s *boxScanner) SetClip(rect image.Rectangle) { s.clip = rect }

func (s *boxScanner) Clear() {
	s.ops = s.ops[:0]
	const big = fixed.Int26_6(math.MaxInt32)
	s.minX, s.minY, s.maxX, s.maxY = big, big, -big, -big
}

func (s *boxScanner) Draw() {
	if len(s.ops) == 0 {
		return
	}
	box := image.Rect(s.minX.Floor(), s.minY.Floor(), s.maxX.Ceil()+1, s.maxY.Ceil()+1).Intersect(s.dest.Bounds())
	if s.clip != image.ZR {
		box = box.Intersect(s.clip)
	}
	if box.Empty() {
		return
	}
	w, h := box.Dx(), box.Dy()
	s.r.Reset(w, h)
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	for _, op := range s.ops {
		x, y := float32(op.p.X)/64-ox, float32(op.p.Y)/64-oy
		if op.move {
			s.r.MoveTo(x, y)
		} else {
			s.r.LineTo(x, y)
		}
	}
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	s.r.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(s.dest, box, image.NewUniform(s.src), image.Point{}, m, image.Point{}, draw.Over)
}
