package check

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// setup checks the holes and the setup FEN against the board and the piece
// set, and warns about pieces that can never appear.
func (vc *vchecker) setup() {
	v := vc.v
	holes := map[[2]int]*syntax.Arg{} // (file, rank), 0-based
	he, hok, hfound := vc.find1("holes")
	if hfound && !hok {
		vc.bad = true
		return // the holes are unknown, so the setup cannot be compared
	}
	if v.Kind == "rings" {
		if hok && he.s.Args[0].Str != "none" {
			vc.errorf(he, he.s.Pos, diag.InvalidGeometry, "holes: a rings board has no holes to declare (its rank 1 is the centre a1 and holes)")
			return
		}
		for f := 1; f < v.Files; f++ {
			holes[[2]int{f, 0}] = vc.boardArg
			v.Holes = append(v.Holes, squareName(f, 0))
		}
		hok = true
	} else if hok && he.s.Args[0].Str != "none" && v.Levels <= 1 && v.Boards <= 1 { // a board with levels takes none (levels.go)
		for _, a := range he.s.Args {
			f, r := squareOf(a.Str)
			if v.Kind == "hex" {
				if f = hexFile(f); f < 0 || v.hexHole(f, r) {
					vc.errorf(he, a.Pos, diag.BadSquare, "holes: %s is not a cell of the hex board (%s)", a.Str, hexExtent(v))
					continue
				}
			} else if v.Files > 0 && (f >= v.Files || r >= v.Ranks) {
				vc.errorf(he, a.Pos, diag.BadSquare, "holes: %s is off the board (a1 to %s)", a.Str, squareName(v.Files-1, v.Ranks-1))
				continue
			}
			if holes[[2]int{f, r}] != nil {
				vc.errorf(he, a.Pos, diag.BadSquare, "holes: %s listed twice", a.Str)
				continue
			}
			holes[[2]int{f, r}] = a
			v.Holes = append(v.Holes, a.Str)
		}
	}

	e, ok, found := vc.find1("setup")
	if !found {
		vc.missing("setup", `setup "FEN", such as setup "8/8/8/8/8/8/8/8 w - - 0 1"`)
		return
	}
	if !ok {
		vc.bad = true
		return
	}
	a := e.s.Args[0]
	v.Setup, v.SetupArg = a.Str, a
	if a.Kind == syntax.Ident { // a named family of setups
		v.Setup = chess960Setup
	}
	if v.Files == 0 {
		return // the board's error is reported
	}
	// With a mistake elsewhere in the chain (a misspelt add-pieces, say),
	// the pieces are not what the author meant: only the setup's shape is
	// judged, so that one mistake is not reported again as unknown symbols.
	if !vc.setOK || len(v.Pieces) == 0 || !vc.lettersOK() || vc.inh.bad {
		vc.setupShape(e, a)
		return
	}
	letters := make([]string, len(v.Pieces))
	for i, p := range v.Pieces {
		letters[i] = p.Letter
	}
	setup, ranks := v.Setup, v.Ranks
	var offsets []int // into the setup as written, for a board with levels
	if v.Levels > 1 || v.Boards > 1 {
		var ok bool
		if setup, offsets, ok = vc.levelsSetup(e, a); !ok {
			return
		}
		if v.Levels > 1 {
			ranks = fen.LevelRows(v.Ranks, v.Levels)
		}
	}
	if v.Kind == "hex" {
		var ok bool
		if setup, offsets, ok = vc.hexSetup(e, a, letters); !ok {
			return
		}
		ranks = v.Hex.Height()
	}
	files := v.Files
	if v.Boards > 1 {
		files = fen.BoardFiles(v.Files, v.Boards)
	}
	rec, err := fen.Parse(setup, files, ranks, letters)
	if err != nil {
		var ferr *fen.Error
		if errors.As(err, &ferr) {
			if offsets != nil && ferr.Offset < len(offsets) {
				ferr.Offset = offsets[ferr.Offset]
			}
			if !vc.missingSymbol(a.Str, ferr) {
				vc.errorf(e, a.PosAt(ferr.Offset), diag.BadSetup, "setup: %s", ferr.Msg)
			}
			vc.bad = true
		} else {
			vc.errorf(e, a.Pos, diag.BadSetup, "setup: %v", err)
		}
		return
	}

	// Holes: both lists must agree.
	used := map[*Piece]bool{}
	for i, cell := range rec.Cells {
		f, r := i%files, i/files
		if v.Boards > 1 && cell.Piece == fen.HoleCell {
			if f%fen.BoardStride(v.Files) < v.Files { // not a file between boards
				vc.errorf(e, a.Pos, diag.BadBoards, "setup: a '*' on board %c: boards have no holes", rune('A'+f/fen.BoardStride(v.Files)))
			}
			continue
		}
		if v.Kind == "hex" {
			// Stored in doubled coordinates: a row between cells is no
			// cell; a cell's rank is its place up its file.
			if r = v.Hex.Rank(f, r); r < 0 {
				continue
			}
		}
		if v.Levels > 1 && cell.Piece == fen.HoleCell {
			if r%fen.LevelStride(v.Ranks) < v.Ranks { // not a row between levels
				vc.errorf(e, a.Pos, diag.BadLevels, "setup: a '*' on level %c: a board with levels has no holes", rune('A'+r/fen.LevelStride(v.Ranks)))
			}
			continue
		}
		switch {
		case cell.Piece == fen.HoleCell && holes[[2]int{f, r}] == nil:
			pos := a.PosAt(cellOffset(v.Setup, v.Files, v.Ranks, letters, f, r))
			if v.Kind == "hex" { // the stored cell's byte, mapped back into the setup
				pos = a.PosAt(offsets[cellOffset(setup, files, ranks, letters, f, i/files)])
			}
			hint := "add it to the holes statement"
			if !hok {
				hint = "declare it with holes " + v.cellName(f, r)
			}
			vc.errorf(e, pos, diag.HoleMismatch, "setup has a hole on %s, but the variant does not: %s", v.cellName(f, r), hint)
		case cell.Piece != fen.HoleCell && holes[[2]int{f, r}] != nil:
			vc.errorf(he, holes[[2]int{f, r}].Pos, diag.HoleMismatch, "hole %s is not a '*' in the setup", v.cellName(f, r))
		case cell.Piece >= 0:
			used[v.Pieces[cell.Piece]] = true
		}
	}
	vc.confinedSetup(e, a, rec.Cells, letters)
	reported := map[*Piece]bool{} // one error a piece type, not one a letter
	for _, hp := range rec.HandPieces {
		p := v.Pieces[hp.Piece]
		used[p] = true
		if reported[p] {
			continue
		}
		reported[p] = true
		_, _, dfound := vc.find1("drops")
		_, _, gfound := vc.find1("gating")
		switch {
		case v.Drops == nil && v.Gating == nil && !dfound && !gfound:
			vc.errorf(e, a.PosAt(hp.Offset), diag.BadDrops, "setup: %s in hand, but variant %s has neither drops nor gating", p.Name, vc.leaf.name)
		case (v.Drops != nil || v.Gating != nil) && !v.mayHold(p):
			vc.errorf(e, a.PosAt(hp.Offset), diag.BadDrops, "setup: %s in hand, but it is neither a drop piece nor a gating piece", p.Name)
		}
	}
	for _, pr := range v.Promotions {
		for _, p := range pr.Choices {
			used[p] = true
		}
		for _, m := range pr.Map {
			used[m.To] = true
		}
	}
	// Pieces dropped from an unlimited supply, which no hand holds.
	if v.Drops != nil && v.Drops.Unlimited {
		for _, p := range v.Drops.Pieces {
			used[p] = true
		}
	}
	// Pieces that others turn into.
	for _, r := range v.PieceRules {
		if r == nil {
			continue
		}
		for _, p := range r.Becomes {
			used[p] = true
		}
		if r.Exit != nil && r.Exit.Into != nil {
			used[r.Exit.Into] = true
		}
		if r.Teleport != nil && r.Teleport.Becomes != nil {
			used[r.Teleport.Becomes] = true
		}
	}
	v.turnedBack(used)
	if vc.bad {
		return
	}
	for _, p := range v.Pieces {
		if !used[p] && !v.Allowed(diag.UnusedPiece, p) {
			e := vc.setArg[p]
			vc.report(diag.Warning, e, e.arg.Pos, diag.UnusedPiece, p.Name, fmt.Sprintf("%s is neither in the setup nor a promotion choice (nor what a piece becomes), so it never appears", p.Name))
		}
	}
}

// missingSymbol reports whether a setup error is an unknown symbol of a
// piece that the variant's rules name but its piece set lacks: that
// mistake is already reported, once (PieceNotInVariant).
func (vc *vchecker) missingSymbol(setup string, ferr *fen.Error) bool {
	if !strings.HasPrefix(ferr.Msg, "unknown piece symbol") || ferr.Offset >= len(setup) {
		return false
	}
	for _, p := range vc.absent {
		if p.Letter != "" && len(setup)-ferr.Offset >= len(p.Letter) && strings.EqualFold(setup[ferr.Offset:ferr.Offset+len(p.Letter)], p.Letter) {
			return true
		}
	}
	return false
}

// lettersOK reports whether every piece of the set has a letter and no two
// share one: only then can the setup be read.
func (vc *vchecker) lettersOK() bool {
	seen := map[string]bool{}
	for _, p := range vc.v.Pieces {
		if p.Letter == "" || seen[p.Letter] {
			return false
		}
		seen[p.Letter] = true
	}
	return true
}

// squareOf splits a square name the first pass has checked ("d4") into a
// 0-based file and rank.
func squareOf(s string) (file, rank int) {
	n, _ := strconv.Atoi(s[1:])
	return int(s[0] - 'a'), n - 1
}

func squareName(file, rank int) string { return fmt.Sprintf("%c%d", 'a'+file, rank+1) }

// cellOffset finds the byte offset in a valid FEN of the symbol for the
// cell (file, rank), so that an error about the cell can point at it.
func cellOffset(s string, files, ranks int, letters []string, file, rank int) int {
	r, f := ranks-1, 0
	for i := 0; i < len(s) && s[i] != ' '; {
		c := s[i]
		switch {
		case c == '/':
			r, f = r-1, 0
			i++
			continue
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[i:j])
			if r == rank && file < f+n && file >= f {
				return i
			}
			f += n
			i = j
			continue
		}
		if r == rank && f == file {
			return i
		}
		n := 1
		for _, l := range letters {
			if len(l) > n && strings.HasPrefix(strings.ToUpper(s[i:]), l) {
				n = len(l)
			}
		}
		f++
		i += n
		if i < len(s) && s[i] == '~' {
			i++
		}
	}
	return 0
}

// setupShape checks what can be checked of a setup whose piece set has
// errors: the shape of the placement and the other fields, reading any
// letter as some piece, so a wrong rank width is not hidden by a misspelt
// piece name elsewhere.
func (vc *vchecker) setupShape(e entry, a *syntax.Arg) {
	var any []string
	for c := 'A'; c <= 'Z'; c++ {
		any = append(any, string(c))
	}
	if vc.v.Levels > 1 || vc.v.Boards > 1 || vc.v.Kind == "hex" {
		return // the setup is judged when the pieces are known
	}
	if _, err := fen.Parse(vc.v.Setup, vc.v.Files, vc.v.Ranks, any); err != nil {
		var ferr *fen.Error
		// Symbols are not known yet: only the shape is judged here.
		if errors.As(err, &ferr) && !strings.HasPrefix(ferr.Msg, "unknown piece symbol") {
			vc.errorf(e, a.PosAt(ferr.Offset), diag.BadSetup, "setup: %s", ferr.Msg)
		}
	}
}

// SquarePos is the position, in the setup string, of the symbol of the
// cell (file, rank), 0-based: where a diagnostic about what the setup puts
// there points.
func (v *Variant) SquarePos(file, rank int) syntax.Pos {
	letters := make([]string, len(v.Pieces))
	for i, p := range v.Pieces {
		letters[i] = p.Letter
	}
	return v.SetupArg.PosAt(cellOffset(v.Setup, v.Files, v.Ranks, letters, file, rank))
}

// turnedBack adds to used the pieces that appear by turning back from a
// piece that appears: the origin of a flipping map's image (Kyoto shogi's
// lance, which only the promoted lance's move makes), and what a captured
// piece goes to hand as, when that can be dropped or gated. Each may lead
// to another, so it runs until nothing is added.
func (v *Variant) turnedBack(used map[*Piece]bool) {
	for added := true; added; {
		added = false
		add := func(from, to *Piece) {
			if used[from] && !used[to] {
				used[to], added = true, true
			}
		}
		for _, pr := range v.Promotions {
			for _, m := range pr.Map {
				if pr.Flip {
					add(m.To, m.From)
				}
			}
		}
		if v.Hand != nil {
			for _, h := range v.Hand.Entries {
				if v.mayHold(h.As) {
					add(h.Piece, h.As)
				}
			}
		}
	}
}
