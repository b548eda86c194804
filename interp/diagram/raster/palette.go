package raster

import (
	"cmp"
	"image"
	"image/color"
	"slices"
)

// Palette reduction: the pictures are a few flat colours (board, pieces,
// ink) and the shades of their anti-aliased edges, a thousand or two
// colours in all, so a PNG of at most 256 colours (8 bits a pixel instead
// of 32) shows them alike and is smaller. The most frequent colours are
// kept exactly; the rest are grouped by median cut, each group drawn as
// its weighted mean, and every pixel takes the nearest colour of the
// palette (no dithering: it would add noise to the flat areas and cost
// bytes).

const (
	paletteSize = 256
	// exactColours: the most frequent colours, kept as they are (the
	// flat areas: a picture's board, pieces and ink).
	exactColours = 96
)

// rgb is an opaque colour, 8 bits a channel.
type rgb [3]uint8

// weighted is a colour and how many pixels have it.
type weighted struct {
	c rgb
	n int
}

// paletted turns an opaque image into one of at most 256 colours: the
// same colours if it has no more than that, else the reduced palette.
func paletted(img *image.NRGBA) *image.Paletted {
	counts := map[rgb]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for i := 0; i < len(row); i += 4 {
			counts[rgb{row[i], row[i+1], row[i+2]}]++
		}
	}
	all := make([]weighted, 0, len(counts))
	for c, n := range counts {
		all = append(all, weighted{c, n})
	}
	// Most frequent first, ties by colour: the same image always gets
	// the same palette.
	slices.SortFunc(all, func(a, b weighted) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return cmp.Or(cmp.Compare(a.c[0], b.c[0]), cmp.Compare(a.c[1], b.c[1]), cmp.Compare(a.c[2], b.c[2]))
	})
	var pal []rgb
	if len(all) <= paletteSize {
		for _, w := range all {
			pal = append(pal, w.c)
		}
	} else {
		for _, w := range all[:exactColours] {
			pal = append(pal, w.c)
		}
		pal = append(pal, medianCut(all[exactColours:], paletteSize-exactColours)...)
	}
	p := make(color.Palette, len(pal))
	for i, c := range pal {
		p[i] = color.NRGBA{c[0], c[1], c[2], 255}
	}
	index := make(map[rgb]uint8, len(counts))
	for c := range counts {
		index[c] = nearest(pal, c)
	}
	out := image.NewPaletted(b, p)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		dst := out.Pix[out.PixOffset(b.Min.X, y):]
		for i := 0; i < len(row); i += 4 {
			dst[i/4] = index[rgb{row[i], row[i+1], row[i+2]}]
		}
	}
	return out
}

// medianCut splits the colours into at most k groups, each time halving
// the group of most pixels times widest channel at its weighted median
// along that channel, and returns each group's weighted mean.
func medianCut(cs []weighted, k int) []rgb {
	groups := [][]weighted{cs}
	for len(groups) < k {
		best, bestScore, bestCh := -1, 0, 0
		for i, g := range groups {
			if len(g) < 2 {
				continue
			}
			ch, width := widest(g)
			pixels := 0
			for _, w := range g {
				pixels += w.n
			}
			if s := pixels * width; width > 0 && s > bestScore {
				best, bestScore, bestCh = i, s, ch
			}
		}
		if best < 0 {
			break
		}
		g := groups[best]
		slices.SortStableFunc(g, func(a, b weighted) int { return cmp.Compare(a.c[bestCh], b.c[bestCh]) })
		total := 0
		for _, w := range g {
			total += w.n
		}
		cut, acc := 1, 0
		for i, w := range g[:len(g)-1] {
			acc += w.n
			if 2*acc >= total {
				cut = i + 1
				break
			}
			cut = i + 1
		}
		groups[best] = g[:cut]
		groups = append(groups, g[cut:])
	}
	out := make([]rgb, 0, len(groups))
	for _, g := range groups {
		var sum [3]int
		n := 0
		for _, w := range g {
			for ch := range 3 {
				sum[ch] += int(w.c[ch]) * w.n
			}
			n += w.n
		}
		out = append(out, rgb{uint8((sum[0] + n/2) / n), uint8((sum[1] + n/2) / n), uint8((sum[2] + n/2) / n)})
	}
	return out
}

// widest is the channel along which the colours spread most, and how far.
func widest(g []weighted) (ch, width int) {
	for c := range 3 {
		lo, hi := 255, 0
		for _, w := range g {
			lo, hi = min(lo, int(w.c[c])), max(hi, int(w.c[c]))
		}
		if hi-lo > width {
			ch, width = c, hi-lo
		}
	}
	return ch, width
}

// nearest is the index of the palette's colour closest to c.
func nearest(pal []rgb, c rgb) uint8 {
	best, bestD := 0, 1<<30
	for i, p := range pal {
		d := 0
		for ch := range 3 {
			x := int(p[ch]) - int(c[ch])
			d += x * x
		}
		if d < bestD {
			best, bestD = i, d
		}
	}
	return uint8(best)
}
