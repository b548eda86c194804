package main

import (
	"fmt"
	"os"

	"github.com/vdl-chess/vdl/interp/diagram/raster"
)

// pngScale is how many PNG pixels a picture's unit becomes: a square of
// 40 units is 60 pixels.
const pngScale = 1.5

// writePicture writes an SVG picture to svgFile and as a PNG image to
// pngFile, each if named.
func writePicture(svgFile, pngFile, svg string) error {
	if svgFile != "" {
		if err := os.WriteFile(svgFile, []byte(svg), 0o644); err != nil {
			return err
		}
	}
	if pngFile != "" {
		data, err := raster.PNG(svg, pngScale)
		if err != nil {
			return fmt.Errorf("drawing %s: %v", pngFile, err)
		}
		if err := os.WriteFile(pngFile, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
