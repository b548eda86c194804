package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Regions are named sets of squares, one for each side:
//
//	region palace d1..f3                  # White's; Black's is the mirror
//	region river-crossed ranks 6..10
//	region promo { white a8 b8 c8; black e1 f1 g1 }
//
// Written without a block, the items are White's squares and Black's are
// their mirror image (rank r becomes rank ranks+1-r), so "ranks 6..10"
// counts from each side's own first rank. A block gives each side's
// squares as they stand on the board; a side left out is the mirror of the
// other. An item is a square (e4), a rectangle of squares between two
// corners (d1..f3), rank N, ranks A..B, file X or files X..Y; the region
// is their union. Regions are inherited along an extends chain by name: a
// nearer one replaces a farther one of the same name.

// Region is a checked region: the squares of each side, as (file, rank)
// pairs from 0, sorted by rank and then file.
type Region struct {
	Name         string
	White, Black [][2]int
}

// regionItem is one item of a region, read by the first pass.
type regionItem struct {
	arg            *syntax.Arg
	f0, r0, f1, r1 int // 0-based corners, inclusive; -1 for "any" (a rank or file item)
}

var (
	squareRangeRE = regexp.MustCompile(`^([a-z][1-9][0-9]*)\.\.([a-z][1-9][0-9]*)$`)
	fileRangeRE   = regexp.MustCompile(`^([a-z])\.\.([a-z])$`)
)

const regionUsage = "squares (e4), square ranges (d1..f3), rank N, ranks A..B, file X or files X..Y"

// regionArgs checks region NAME ITEM..., or region NAME { white ...; black ... }.
func regionArgs(c *checker, s *syntax.Stmt) bool {
	if len(s.Args) == 0 {
		c.errorf(s.Pos, diag.WrongArgCount, "region needs a name and its squares: want region NAME %s, or region NAME { white ...; black ... }", regionUsage)
		return false
	}
	if !kind(c, s, s.Args[0], syntax.Ident, "the region's name") {
		return false
	}
	if strings.Contains(s.Args[0].Str, "..") {
		c.errorf(s.Args[0].Pos, diag.BadRegion, "region: %s is not a name; want the region's name, then its squares", s.Args[0].Str)
		return false
	}
	if s.Body != nil {
		if len(s.Args) > 1 {
			c.errorf(s.Args[1].Pos, diag.WrongArgCount, "region %s: squares go either after the name or in the block, by side (white ...; black ...), not both", s.Args[0].Str)
			return false
		}
		return true
	}
	if len(s.Args) == 1 {
		c.errorf(s.Args[0].Pos, diag.WrongArgCount, "region %s has no squares: want %s after the name", s.Args[0].Str, regionUsage)
		return false
	}
	_, ok := readItems(c, s, s.Args[1:])
	return ok
}

// sideItems checks white ITEM... and black ITEM... in a region block.
func sideItems(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, regionUsage) {
		return false
	}
	_, ok := readItems(c, s, s.Args)
	return ok
}

// readItems reads the items of a region, reporting malformed ones.
func readItems(c *checker, s *syntax.Stmt, args []*syntax.Arg) ([]regionItem, bool) {
	var items []regionItem
	ok := true
	bad := func(a *syntax.Arg, format string, xs ...any) {
		c.errorf(a.Pos, diag.BadRegion, format, xs...)
		ok = false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Kind == syntax.Ident {
			switch a.Str {
			case "rank", "ranks", "file", "files":
				if i+1 == len(args) {
					bad(a, "%s: %s needs what follows it, such as %s", s.Keyword, a.Str, map[string]string{"rank": "rank 3", "ranks": "ranks 1..3", "file": "file e", "files": "files d..f"}[a.Str])
					continue
				}
				i++
				if it, good := lineItem(c, s, a.Str, args[i]); good {
					items = append(items, it)
				} else {
					ok = false
				}
				continue
			}
			if squareRE.MatchString(a.Str) {
				f, r := squareOf(a.Str)
				items = append(items, regionItem{arg: a, f0: f, r0: r, f1: f, r1: r})
				continue
			}
			if m := squareRangeRE.FindStringSubmatch(a.Str); m != nil {
				f0, r0 := squareOf(m[1])
				f1, r1 := squareOf(m[2])
				items = append(items, regionItem{arg: a, f0: min(f0, f1), r0: min(r0, r1), f1: max(f0, f1), r1: max(r0, r1)})
				continue
			}
		}
		bad(a, "%s: got %s, want %s", s.Keyword, diag.Shorten(a.Text), regionUsage)
	}
	return items, ok
}

// lineItem reads the argument after rank, ranks, file or files.
func lineItem(c *checker, s *syntax.Stmt, kw string, a *syntax.Arg) (regionItem, bool) {
	it := regionItem{arg: a, f0: -1, r0: -1, f1: -1, r1: -1}
	fail := func(want string) (regionItem, bool) {
		c.errorf(a.Pos, diag.BadRegion, "%s: %s %s: want %s", s.Keyword, kw, diag.Shorten(a.Text), want)
		return it, false
	}
	switch kw {
	case "rank":
		if a.Kind != syntax.Int || a.N < 1 {
			return fail("a rank number from 1")
		}
		it.r0, it.r1 = a.N-1, a.N-1
	case "ranks":
		if a.Kind != syntax.Range || a.N < 1 || a.N > a.M {
			return fail("a range of ranks FROM..TO with 1 <= FROM <= TO")
		}
		it.r0, it.r1 = a.N-1, a.M-1
	case "file":
		if a.Kind != syntax.Ident || !fileRE.MatchString(a.Str) {
			return fail("a file letter a-z")
		}
		it.f0 = int(a.Str[0] - 'a')
		it.f1 = it.f0
	case "files":
		m := fileRangeRE.FindStringSubmatch(a.Str)
		if a.Kind != syntax.Ident || m == nil || m[1] > m[2] {
			return fail("a range of files such as d..f")
		}
		it.f0, it.f1 = int(m[1][0]-'a'), int(m[2][0]-'a')
	}
	return it, true
}

// recordRegions enters the regions declared in d's body, reporting two of
// one name. Called after the first pass over the body.
func (c *checker) recordRegions(d *decl) {
	seen := map[string]*syntax.Stmt{}
	for _, s := range d.body {
		if s.Keyword != "region" || !c.ok[s] {
			continue
		}
		name := s.Args[0].Str
		if prev := seen[name]; prev != nil {
			c.errorf(s.Args[0].Pos, diag.BadRegion, "region %s already declared %s", name, where(prev.Args[0].Pos))
			c.ok[s] = false
			d.bad = true
			continue
		}
		seen[name] = s
	}
}

// resolveRegions computes the squares of every region the variant sees,
// on its board, reporting items off the board. Regions of the chain are
// listed root first, each body's in source order; a nearer one of the
// same name replaces a farther one.
func (vc *vchecker) resolveRegions() {
	vc.regionByName = map[string]*Region{}
	if vc.v.Files == 0 {
		return // the board's error is reported; nothing can be placed
	}
	var es []entry
	seen := map[string]bool{}
	for op := vc.inh.regions; op != nil; op = op.prev {
		name := op.e.s.Args[0].Str
		if seen[name] || !vc.c.ok[op.e.s] {
			seen[name] = true
			continue
		}
		seen[name] = true
		es = append(es, op.e)
	}
	slices.Reverse(es)
	for _, e := range es {
		if r := vc.region(e); r != nil {
			vc.v.Regions = append(vc.v.Regions, r)
			vc.regionByName[r.Name] = r
		}
	}
}

// region computes one region statement's squares.
func (vc *vchecker) region(e entry) *Region {
	s := e.s
	r := &Region{Name: s.Args[0].Str}
	var white, black []regionItem
	var haveWhite, haveBlack bool
	if s.Body == nil {
		white, _ = readItemsQuiet(s, s.Args[1:])
		haveWhite = true
	} else {
		for _, st := range s.Body.Stmts {
			if !vc.c.ok[st] {
				return nil
			}
			items, _ := readItemsQuiet(st, st.Args)
			if st.Keyword == "white" {
				white, haveWhite = items, true
			} else {
				black, haveBlack = items, true
			}
		}
	}
	ok := true
	var ws, bs [][2]int
	if haveWhite {
		ws, ok = vc.itemSquares(e, r.Name, white)
	}
	if haveBlack {
		var okB bool
		bs, okB = vc.itemSquares(e, r.Name, black)
		ok = ok && okB
	}
	if !ok {
		return nil
	}
	switch {
	case !haveBlack:
		bs = vc.mirror(ws)
	case !haveWhite:
		ws = vc.mirror(bs)
	}
	r.White, r.Black = ws, bs
	return r
}

// readItemsQuiet rereads items the first pass has checked.
func readItemsQuiet(s *syntax.Stmt, args []*syntax.Arg) ([]regionItem, bool) {
	c := &checker{ok: map[*syntax.Stmt]bool{}}
	return readItems(c, s, args)
}

// itemSquares turns items into the squares of the board they cover,
// reporting items off the board and single squares that are holes; holes
// inside a range, rank or file are left out.
func (vc *vchecker) itemSquares(e entry, name string, items []regionItem) ([][2]int, bool) {
	v := vc.v
	in := make([]bool, v.Files*v.Ranks)
	ok := true
	for _, it := range items {
		f0, f1, r0, r1 := it.f0, it.f1, it.r0, it.r1
		if v.Kind == "hex" && f0 >= 0 {
			f0, f1 = hexFile(f0), hexFile(f1)
			if f0 < 0 || f1 < 0 {
				vc.errorf(e, it.arg.Pos, diag.RegionOffBoard, "region %s: %s: a hex board has no file j (%s)", name, it.arg.Text, hexExtent(v))
				ok = false
				continue
			}
		}
		if f0 < 0 {
			f0, f1 = 0, v.Files-1
		}
		if r0 < 0 {
			r0, r1 = 0, v.Ranks-1
		}
		if f1 >= v.Files || r1 >= v.Ranks {
			vc.errorf(e, it.arg.Pos, diag.RegionOffBoard, "region %s: %s is off the board (%s)", name, it.arg.Text, boardExtent(v))
			ok = false
			continue
		}
		single := f0 == f1 && r0 == r1 && it.f0 >= 0 && it.r0 >= 0
		for r := r0; r <= r1; r++ {
			for f := f0; f <= f1; f++ {
				if vc.isHole(f, r) {
					if single && v.Kind == "hex" {
						vc.errorf(e, it.arg.Pos, diag.RegionOffBoard, "region %s: %s is not a cell of the hex board (%s)", name, it.arg.Text, hexExtent(v))
						ok = false
					} else if single {
						vc.errorf(e, it.arg.Pos, diag.RegionOffBoard, "region %s: %s is a hole of the board", name, it.arg.Text)
						ok = false
					}
					continue
				}
				in[r*v.Files+f] = true
			}
		}
	}
	var out [][2]int
	for i, b := range in {
		if b {
			out = append(out, [2]int{i % v.Files, i / v.Files})
		}
	}
	return out, ok
}

// boardExtent describes the board for a message: files and ranks.
func boardExtent(v *Variant) string {
	if v.Kind == "hex" {
		return hexExtent(v)
	}
	return fmt.Sprintf("files a to %c, ranks 1 to %d", 'a'+v.Files-1, v.Ranks)
}

// mirror reflects squares top to bottom, leaving out holes.
func (vc *vchecker) mirror(sq [][2]int) [][2]int {
	var out [][2]int
	for _, s := range sq {
		m := [2]int{s[0], vc.v.Ranks - 1 - s[1]}
		if vc.v.Kind == "hex" { // the cell the board turned top to bottom puts there
			m[1] = vc.v.Hex.Mirror(s[0], s[1])
		}
		if !vc.isHole(m[0], m[1]) {
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int {
		if a[1] != b[1] {
			return a[1] - b[1]
		}
		return a[0] - b[0]
	})
	return out
}

// isHole reports whether (file, rank) is a hole of the variant's board as
// its holes statement (or a rings board) declares them.
func (vc *vchecker) isHole(f, r int) bool {
	if vc.v.Kind == "hex" && vc.v.hexHole(f, r) {
		return true
	}
	if vc.holes == nil {
		vc.holes = map[[2]int]bool{}
		if vc.v.Kind == "rings" {
			for f := 1; f < vc.v.Files; f++ {
				vc.holes[[2]int{f, 0}] = true
			}
		} else if he, ok, _ := vc.find1("holes"); ok && he.s.Args[0].Str != "none" {
			for _, a := range he.s.Args {
				h := squareXY(a.Str)
				if vc.v.Kind == "hex" {
					h[0] = hexFile(h[0])
				}
				vc.holes[h] = true
			}
		}
	}
	return vc.holes[[2]int{f, r}]
}

func squareXY(s string) [2]int {
	f, r := squareOf(s)
	return [2]int{f, r}
}

// regionRef resolves a region name used by a statement.
func (vc *vchecker) regionRef(e entry, a *syntax.Arg, role string) *Region {
	if r := vc.regionByName[a.Str]; r != nil {
		return r
	}
	if vc.v.Files == 0 {
		vc.bad = true // no board, so no region could be resolved
		return nil
	}
	for op := vc.inh.regions; op != nil; op = op.prev {
		if op.e.s.Args[0].Str == a.Str {
			vc.bad = true // declared, but with an error of its own
			return nil
		}
	}
	var names []string
	for op := vc.inh.regions; op != nil; op = op.prev {
		names = append(names, op.e.s.Args[0].Str)
	}
	msg := "variant " + vc.leaf.name + " declares no region of that name"
	if len(names) == 0 {
		msg = "variant " + vc.leaf.name + " declares no regions"
	}
	vc.errorf(e, a.Pos, diag.UnknownRegion, "%sno region %s: %s%s", role, a.Str, msg, diag.Suggest(a.Str, names))
	return nil
}

// landing resolves landing REGION captures-only.
func (vc *vchecker) landing() {
	if e, ok, _ := vc.find1("landing"); ok {
		vc.v.LandCapturing = vc.regionRef(e, e.s.Args[0], "landing: ")
		vc.v.LandFewest = len(e.s.Args) == 3
	}
}

// confinements resolves the confine statements: confine REGION PIECE...
func (vc *vchecker) confinements() {
	es, _ := vc.find("confine")
	for _, e := range es {
		r := vc.regionRef(e, e.s.Args[0], "confine: ")
		for _, p := range vc.members(e, e.s.Args[1:], "confined piece") {
			if prev, dup := vc.v.Confined[p]; dup {
				vc.errorf(e, e.s.Pos, diag.BadRegion, "confine: %s is confined already, to %s", p.Name, prev.Name)
				continue
			}
			if r != nil {
				if vc.v.Confined == nil {
					vc.v.Confined = map[*Piece]*Region{}
				}
				vc.v.Confined[p] = r
			}
		}
	}
}

// confineArgs checks confine REGION PIECE...
func confineArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, -1, "a region's name and the pieces it confines, such as confine palace King Advisor") {
		return false
	}
	ok := kind(c, s, s.Args[0], syntax.Ident, "a region's name")
	for _, a := range s.Args[1:] {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return ok
}

// landingArgs checks landing REGION captures-only [fewest].
func landingArgs(c *checker, s *syntax.Stmt) bool {
	want := "a region's name and captures-only, optionally fewest, such as landing edge captures-only fewest"
	if !arity(c, s, 2, 3, want) || !kind(c, s, s.Args[0], syntax.Ident, "a region's name") || !kind(c, s, s.Args[1], syntax.Ident, "captures-only") {
		return false
	}
	if !valueIn(c, s, s.Args[1], []string{"captures-only"}, "captures-only") {
		return false
	}
	return len(s.Args) == 2 || kind(c, s, s.Args[2], syntax.Ident, "fewest") && valueIn(c, s, s.Args[2], []string{"fewest"}, "fewest")
}

// oneRegion checks a single region name (region NAME in a zone block).
func oneRegion(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 1, 1, "a region's name") && kind(c, s, s.Args[0], syntax.Ident, "a region's name")
}

// twoRegions checks a statement of two region names (a connect ending's
// between).
func twoRegions(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 2, 2, "two regions' names") && kind(c, s, s.Args[0], syntax.Ident, "a region's name") &&
		kind(c, s, s.Args[1], syntax.Ident, "a region's name")
}

// regionAndBetza checks from REGION "BETZA", not-from REGION "BETZA" and
// within REGION "BETZA" in a piece block.
func regionAndBetza(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 2, 2, `a region's name and a Betza string such as "sW"`) &&
		kind(c, s, s.Args[0], syntax.Ident, "a region's name") &&
		kind(c, s, s.Args[1], syntax.String, `a Betza string such as "sW"`)
}

// confinedSetup reports confined pieces that the setup puts outside their
// region: they could never move.
func (vc *vchecker) confinedSetup(e entry, a *syntax.Arg, cells []fen.Cell, letters []string) {
	v := vc.v
	if len(v.Confined) == 0 {
		return
	}
	for i, cell := range cells {
		if cell.Piece < 0 {
			continue
		}
		black := cell.Black
		p := v.Pieces[cell.Piece]
		r := v.Confined[p]
		if r == nil {
			continue
		}
		f, rk := i%v.Files, i/v.Files
		squares := r.White
		side := "White"
		if black {
			squares, side = r.Black, "Black"
		}
		if slices.Contains(squares, [2]int{f, rk}) {
			continue
		}
		pos := a.PosAt(cellOffset(v.Setup, v.Files, v.Ranks, letters, f, rk))
		vc.errorf(e, pos, diag.ConfinedOutside, "setup: %s's %s on %s is outside its region %s (%s's squares: %s)",
			side, p.Name, squareName(f, rk), r.Name, side, squaresText(squares))
	}
}

// squaresText lists squares for a message, at most a dozen.
func squaresText(sq [][2]int) string {
	var names []string
	for i, s := range sq {
		if i == 12 {
			names = append(names, fmt.Sprintf("and %d more", len(sq)-12))
			break
		}
		names = append(names, squareName(s[0], s[1]))
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}
