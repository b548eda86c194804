package diagram

import (
	"fmt"
	"math"
	"strings"
)

// The fairy figures, in the style of the orthodox ones (see shapes):
// most stand on a plinth; the animals face left as the knight does.

// plinth is the low base most fairy figures stand on.
const plinth = "M22 88L78 88L78 81C78 78 74 76 68 76L32 76C26 76 22 78 22 81Z"

// poly is path data of a closed polygon through the points (x, y pairs).
func poly(pts ...float64) string {
	var b strings.Builder
	for i := 0; i+1 < len(pts); i += 2 {
		c := "L"
		if i == 0 {
			c = "M"
		}
		fmt.Fprintf(&b, "%s%g %g", c, round1(pts[i]), round1(pts[i+1]))
	}
	b.WriteString("Z")
	return b.String()
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// turnPts turns points (x, y pairs) by deg degrees about (cx, cy).
func turnPts(deg, cx, cy float64, pts ...float64) []float64 {
	a := deg * math.Pi / 180
	c, s := math.Cos(a), math.Sin(a)
	out := make([]float64, len(pts))
	for i := 0; i+1 < len(pts); i += 2 {
		x, y := pts[i]-cx, pts[i+1]-cy
		out[i], out[i+1] = cx+c*x-s*y, cy+s*x+c*y
	}
	return out
}

// mirror appends to the points (x, y pairs, the right half of a figure
// from top to bottom) their mirror images about x = 50, bottom to top.
func mirror(pts ...float64) []float64 {
	out := append([]float64(nil), pts...)
	for i := len(pts) - 2; i >= 0; i -= 2 {
		out = append(out, 100-pts[i], pts[i+1])
	}
	return out
}

// star is the points of a star of n points about (x, y), radii r1 (the
// points) and r2 (between them), a point upwards.
func star(n int, x, y, r1, r2 float64) []float64 {
	var out []float64
	for i := range 2 * n {
		r := r1
		if i%2 == 1 {
			r = r2
		}
		a := math.Pi * float64(i) / float64(n)
		out = append(out, x+r*math.Sin(a), y-r*math.Cos(a))
	}
	return out
}

// ellipse is path data of an ellipse, as four cubic curves.
func ellipse(x, y, rx, ry float64) string {
	kx, ky := 0.5523*rx, 0.5523*ry
	return fmt.Sprintf("M%g %gC%g %g %g %g %g %gC%g %g %g %g %g %gC%g %g %g %g %g %gC%g %g %g %g %g %gZ",
		x-rx, y,
		x-rx, y-ky, x-kx, y-ry, x, y-ry,
		x+kx, y-ry, x+rx, y-ky, x+rx, y,
		x+rx, y+ky, x+kx, y+ry, x, y+ry,
		x-kx, y+ry, x-rx, y+ky, x-rx, y)
}

// cross is the points of a Greek cross about (50, 36): the wazir's head.
var cross = []float64{42, 14, 58, 14, 58, 28, 72, 28, 72, 44, 58, 44, 58, 58, 42, 58, 42, 44, 28, 44, 28, 28, 42, 28}

// knightBody is the knight's outline, which the zebra and the unicorn
// share.
const knightBody = "M30 88L80 88C82 64 78 46 68 34C62 26 57 22 53 21L51 11L44 19L39 12L36 24C30 28 26 36 22 44L14 56C12 62 16 67 22 67C27 67 29 63 33 61C38 59 44 57 48 51C49 61 40 67 34 73C30 77 29 82 30 88Z"

var fairyShapes = map[string]shape{
	// The wazir's one orthogonal step: a Greek cross on a stem.
	"wazir": {body: []string{plinth, "M41 77L59 77L56 56L44 56Z", poly(cross...)}},
	// The ferz's one diagonal step: the cross turned to a saltire.
	"ferz": {body: []string{plinth, "M41 77L59 77L55 46L45 46Z", poly(turnPts(45, 50, 36, cross...)...)}},
	// The man (commoner): a head on broad shoulders.
	"man": {body: []string{
		"M22 88L78 88L78 80C78 62 68 52 50 52C32 52 22 62 22 80Z",
		circle(50, 32, 14),
	}, detail: "M34 68L34 86M66 68L66 86M42 54C45 60 55 60 58 54"},
	// The general: a five-pointed star on a stem.
	"general": {body: []string{plinth, "M41 77L59 77L56 52L44 52Z", poly(star(5, 50, 36, 27, 11)...)}},
	// The camel: a long neck, the head bent down, the hump behind.
	"camel": {body: []string{plinth,
		"M28 77C28 68 30 60 34 54L28 40C26 36 22 34 16 34L10 34C6 34 6 28 10 26L18 20C22 18 28 18 32 20L36 16L38 22C40 28 42 36 46 44C48 36 54 30 62 30C72 30 78 42 78 56C78 64 78 70 76 77Z",
	}, detail: "M46 44C52 48 60 48 64 44M12 30L16 30", dots: [][3]float64{{27, 26, 2.6}}},
	// The zebra: the knight's head, striped.
	"zebra": {body: []string{knightBody},
		detail: "M57 24C71 35 77 56 75 84M18 60L22 59M44 28L52 34M36 36L46 42M54 40L66 48M50 52L70 58M46 66L72 68M38 78L74 78",
		dots:   [][3]float64{{37, 35, 3.2}}},
	// The giraffe: a long neck with spots and horns.
	"giraffe": {body: []string{plinth,
		"M30 77C30 68 34 62 40 58L38 32C34 32 30 32 26 32C20 32 14 30 14 25C14 20 20 18 26 17L34 14C38 13 42 13 46 15C50 17 51 21 50 26L58 54C68 56 76 64 76 77Z",
	}, detail: "M36 14L34 6M42 14L43 6",
		dots: [][3]float64{{34, 6, 2.8}, {43, 6, 2.8}, {30, 22, 2.4}, {46, 34, 3.2}, {48, 46, 3.2}, {44, 64, 3.6}, {58, 66, 3.6}, {66, 72, 3}}},
	// The elephant: a side view, trunk down, ear and tusk.
	"elephant": {body: []string{plinth,
		"M12 72C10 66 16 62 18 56C20 48 20 40 22 34C24 22 34 14 46 14C54 14 58 18 60 22C70 20 84 26 86 42L86 77L72 77L72 66C64 68 52 68 46 66L46 77L32 77L32 56C28 60 24 66 22 72C20 76 14 76 12 72Z",
	}, detail: "M40 24C50 22 56 30 54 42C52 48 46 50 40 46M26 48C30 54 36 56 42 52",
		dots: [][3]float64{{31, 30, 2.6}}},
	// The alfil, shatranj's elephant: its head seen from the front, big
	// ears and the trunk down to the plinth.
	"alfil": {body: []string{plinth,
		"M40 26C26 12 8 20 10 38C12 54 28 58 40 50Z",
		"M60 26C74 12 92 20 90 38C88 54 72 58 60 50Z",
		"M50 12C62 12 68 22 66 34C65 42 60 48 57 52L57 74C57 77 55 78 50 78C45 78 43 77 43 74L43 52C40 48 35 42 34 34C32 22 38 12 50 12Z",
	}, detail: "M42 46C37 52 35 58 37 64M58 46C63 52 65 58 63 64",
		dots: [][3]float64{{43, 30, 2.8}, {57, 30, 2.8}}},
	// The dabbaba, a siege engine: a roofed ram on wheels.
	"dabbaba": {body: []string{
		"M6 50L26 50L26 60L6 60Z",
		"M22 74L78 74L78 42L50 20L22 42Z",
		circle(34, 78, 10), circle(66, 78, 10),
	}, detail: "M22 42L78 42M50 42L50 74M6 55L2 55", dots: [][3]float64{{34, 78, 3}, {66, 78, 3}}},
	// The cannon: a barrel on a wheel.
	"cannon": {body: []string{
		poly(17, 64, 80, 27, 88, 40, 30, 82),
		circle(22, 74, 9),
		circle(48, 70, 17),
	}, detail: "M48 53L48 87M31 70L65 70M36 58L60 82M36 82L60 58M76 30L84 42",
		dots: [][3]float64{{48, 70, 4}}},
	// The lion: a maned head seen from the front.
	"lion": {body: []string{plinth, poly(star(14, 50, 42, 36, 28)...), circle(50, 44, 20)},
		detail: "M45 53L55 53L50 58ZM50 58L50 61M43 63C47 66 53 66 57 63",
		dots:   [][3]float64{{43, 42, 2.8}, {57, 42, 2.8}}},
	// The dragon: a horned head with open jaws and a spiked neck.
	"dragon": {body: []string{
		"M30 88L80 88L82 78L90 74L82 66L88 58L78 54L82 44L72 42L74 32L64 30L70 12L57 24L54 14L47 25C38 26 28 29 21 34L8 38L10 44L26 46L12 52L14 58C22 61 31 59 38 56C40 66 35 74 32 80Z",
	}, detail: "M12 41L16 41M52 40C58 52 60 66 58 84", dots: [][3]float64{{38, 34, 3}}},
	// The unicorn: the knight's head with a horn.
	"unicorn": {body: []string{
		"M34 24L16 2L42 19Z",
		knightBody,
	}, detail: "M57 24C71 35 77 56 75 84M18 60L22 59M24 12L30 10M29 18L36 15",
		dots: [][3]float64{{37, 35, 3.2}}},
	// The snake: coiled, its head raised.
	"snake": {body: []string{
		ellipse(50, 79, 30, 9),
		ellipse(50, 67, 24, 8),
		ellipse(52, 56, 17, 7),
		"M56 52C64 44 64 32 56 24C50 18 40 16 32 20C24 24 22 32 28 36C34 40 40 34 46 36C52 40 48 48 44 54Z",
	}, detail: "M24 28L16 28L12 25M16 28L12 31", dots: [][3]float64{{34, 27, 2.8}}},
	// The bat: its wings spread over a stem.
	"bat": {body: []string{plinth, "M44 77L56 77L53 58L47 58Z",
		poly(mirror(50, 30, 56, 20, 59, 31, 64, 32, 78, 24, 96, 32, 88, 46, 82, 42, 76, 56, 68, 50, 60, 62, 50, 66)...),
	}, detail: "M64 32L68 50M78 24L76 56", dots: [][3]float64{{46, 38, 2.4}, {54, 38, 2.4}}},
}

func init() {
	for n, s := range fairyShapes {
		shapes[n] = s
	}
}
