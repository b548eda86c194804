package fsf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// A square set of a section's board: (file from 0, rank from 1), as a
// Fairy-Stockfish Bitboard value names squares.
type sqset map[[2]int]bool

// stepRegions are where Fairy-Stockfish's pawns double- and triple-step,
// by colour, as squares of the board (absolute, as its Bitboards are).
type stepRegions struct {
	double, triple [2]sqset
}

// bitboard reads a Fairy-Stockfish Bitboard value: squares (a1), ranks
// (*2), files (a*), or - for none.
func (im *importer) bitboard(k *kv) (sqset, bool) {
	out := sqset{}
	for _, f := range strings.Fields(k.value) {
		switch {
		case f == "-":
		case strings.HasPrefix(f, "*"):
			r, err := strconv.Atoi(f[1:])
			if err != nil || r < 1 || r > im.ranks {
				im.fail(k, "expected squares (a1), ranks (*1) or files (a*) of the board")
				return nil, false
			}
			for c := 0; c < maxFiles; c++ {
				out[[2]int{c, r}] = true
			}
		case len(f) == 2 && f[1] == '*':
			c := int(f[0]) - 'a'
			if c < 0 || c >= im.files {
				im.fail(k, "expected squares (a1), ranks (*1) or files (a*) of the board")
				return nil, false
			}
			for r := 1; r <= im.ranks; r++ {
				out[[2]int{c, r}] = true
			}
		default:
			if !validSquare(f, im.files, im.ranks) {
				im.fail(k, "expected squares (a1), ranks (*1) or files (a*) of the board")
				return nil, false
			}
			r, _ := strconv.Atoi(f[1:])
			out[[2]int{int(f[0] - 'a'), r}] = true
		}
	}
	return out, true
}

// rankSet is the squares of the given absolute ranks of the board.
func (im *importer) rankSet(ranks ...int) sqset {
	out := sqset{}
	for _, r := range ranks {
		if r < 1 || r > im.ranks {
			continue
		}
		for c := 0; c < maxFiles; c++ {
			out[[2]int{c, r}] = true
		}
	}
	return out
}

// maxFiles is the widest board: a rank of a region is as wide, as
// Fairy-Stockfish's rank Bitboards are, so that it covers the rank of a
// section that widens its parent's board.
const maxFiles = 26

// readStepRegions applies the section's doubleStepRank, doubleStepRankMin,
// doubleStepRegion{White,Black} and tripleStepRegion{White,Black} keys to
// the inherited regions (Fairy-Stockfish's defaults: White's second rank
// and Black's seventh, whatever the board's size), as Fairy-Stockfish
// reads them: the older rank keys first, the region keys over them.
func (im *importer) readStepRegions(from stepRegions) (sr stepRegions) {
	sr = from
	defer func() {
		for c := 0; c < 2; c++ {
			sr.double[c], sr.triple[c] = clip(sr.double[c], im.files, im.ranks), clip(sr.triple[c], im.files, im.ranks)
		}
	}()
	_, okR := im.get("doubleStepRank")
	_, okM := im.get("doubleStepRankMin")
	if okR || okM {
		hi, lo := intValue(im, "doubleStepRank", 2), intValue(im, "doubleStepRankMin", 2)
		var rel []int
		for r := lo; r <= hi; r++ {
			rel = append(rel, r)
		}
		sr.double[0] = im.rankSet(rel...)
		var mirrored []int
		for _, r := range rel {
			mirrored = append(mirrored, im.ranks+1-r)
		}
		sr.double[1] = im.rankSet(mirrored...)
	}
	for c, side := range []string{"White", "Black"} {
		if k, ok := im.get("doubleStepRegion" + side); ok {
			if s, ok := im.bitboard(k); ok {
				sr.double[c] = s
			}
		}
		if k, ok := im.get("tripleStepRegion" + side); ok {
			if s, ok := im.bitboard(k); ok {
				sr.triple[c] = s
			}
		}
	}
	return sr
}

// clip is the part of s on a files x ranks board.
func clip(s sqset, files, ranks int) sqset {
	out := sqset{}
	for sq := range s {
		if sq[0] < files && sq[1] <= ranks {
			out[sq] = true
		}
	}
	return out
}

// defaultStepRegions are Fairy-Stockfish's: White's second rank, Black's
// seventh (counted from White's side, also on other boards than 8x8).
func (im *importer) defaultStepRegions() stepRegions {
	return stepRegions{double: [2]sqset{im.rankSet(2), im.rankSet(7)}, triple: [2]sqset{{}, {}}}
}

// parentStepRegions are the regions of a bundled parent as its setup
// shows them: the ranks its pawns (moving as pawnBetza) start on, each
// side's (a side without pawns takes the other's, mirrored).
func parentStepRegions(pv *ir.Variant) stepRegions {
	sr := stepRegions{triple: [2]sqset{{}, {}}}
	pawn := slices.IndexFunc(pv.Pieces, func(p ir.Piece) bool { return p.Betza == pawnForms[0].betza })
	if pawn < 0 {
		// Fairy-Stockfish's defaults: White's second rank, Black's seventh.
		sr.double = [2]sqset{{}, {}}
		for f := 0; f < maxFiles; f++ {
			sr.double[0][[2]int{f, 2}] = true
			sr.double[1][[2]int{f, 7}] = true
		}
		return sr
	}
	squares := setupSquares(pv.Setup, strings.ToLower(pv.Pieces[pawn].Letter), pv.Board.Files, pv.Board.Ranks)
	for c := 0; c < 2; c++ {
		sr.double[c] = sqset{}
		for sq := range squares[c] {
			for f := 0; f < maxFiles; f++ {
				sr.double[c][[2]int{f, sq[1]}] = true
			}
		}
	}
	for c := 0; c < 2; c++ {
		if len(sr.double[c]) == 0 {
			for sq := range sr.double[1-c] {
				sr.double[c][[2]int{sq[0], pv.Board.Ranks + 1 - sq[1]}] = true
			}
		}
	}
	return sr
}

// setupSquares lists the squares of a FEN's placement that hold the
// piece written letter (lower case; one letter, not promoted), by colour.
func setupSquares(fen, letter string, files, ranks int) [2]sqset {
	out := [2]sqset{{}, {}}
	placementCells(fen, ranks, func(c byte, promoted bool, f, r int) {
		if promoted || r < 1 || f >= files {
			return
		}
		if string(c) == strings.ToUpper(letter) {
			out[0][[2]int{f, r}] = true
		} else if string(c) == letter {
			out[1][[2]int{f, r}] = true
		}
	})
	return out
}

// sameAsUnmoved reports whether a pawn that double-steps from its start
// square (vdl's i) moves as one that double-steps from region, for the
// side c whose pawns start on setup: every start square is in the
// region, and no pawn can stand on another square of it (pawns go only
// forward; with drops, a pawn can stand anywhere).
func sameAsUnmoved(region, setup sqset, c, ranks int, drops bool) bool {
	rel := func(r int) int {
		if c == 1 {
			return ranks + 1 - r
		}
		return r
	}
	low := ranks + 1
	for sq := range setup {
		if !region[sq] {
			return false
		}
		low = min(low, rel(sq[1]))
	}
	for sq := range region {
		if !setup[sq] && (drops || rel(sq[1]) > low) {
			return false
		}
	}
	return true
}

// pawnSteps writes the pawn (the piece named name, moving as
// pawnForms[0]) as Fairy-Stockfish moves it, where its double steps from
// the regions sr differ from vdl's from the start squares of fen: the
// double step from a region of its own, and a triple step where the
// section gives one. It returns the piece's new declaration and the
// region statements, or "" when nothing differs.
func (im *importer) pawnSteps(k *kv, name, letter, fen string, sr stepRegions, drops bool) (decl string, regions []string) {
	setup := setupSquares(fen, letter, im.files, im.ranks)
	same := true
	for c := 0; c < 2; c++ {
		same = same && sameAsUnmoved(sr.double[c], setup[c], c, im.ranks, drops) && len(sr.triple[c]) == 0
	}
	if same {
		return "", nil
	}
	var clauses []string
	for _, step := range []struct {
		name, betza string
		squares     [2]sqset
	}{{"pawn-double-step", "ifmnD", sr.double}, {"pawn-triple-step", "ifmnH", sr.triple}} {
		if len(step.squares[0]) == 0 && len(step.squares[1]) == 0 {
			continue
		}
		if len(step.squares[0]) == 0 || len(step.squares[1]) == 0 {
			im.fail(k, "pawns that double-step for one side only (%s)", step.name)
			return "", nil
		}
		regions = append(regions, fmt.Sprintf("region %s { white %s; black %s }", step.name, im.items(step.squares[0]), im.items(step.squares[1])))
		clauses = append(clauses, fmt.Sprintf("from %s %q", step.name, step.betza))
	}
	return fmt.Sprintf("piece %s %s %q { %s }", name, letter, pawnForms[2].betza, strings.Join(clauses, "; ")), regions
}

// items writes a square set as region items: whole ranks as rank N, the
// other squares one by one, in square order.
func (im *importer) items(s sqset) string {
	var out []string
	for r := 1; r <= im.ranks; r++ {
		whole := true
		for c := 0; c < im.files; c++ {
			whole = whole && s[[2]int{c, r}]
		}
		if whole {
			out = append(out, fmt.Sprintf("rank %d", r))
			continue
		}
		for c := 0; c < im.files; c++ {
			if s[[2]int{c, r}] {
				out = append(out, fmt.Sprintf("%s%d", fileName(c), r))
			}
		}
	}
	return strings.Join(out, " ")
}

// firstKey returns the first of the keys the section gives, or nil.
func (im *importer) firstKey(keys ...string) *kv {
	for _, key := range keys {
		if k, ok := im.get(key); ok {
			return k
		}
	}
	return nil
}

// stepKeys are the keys that change where pawns double- or triple-step.
var stepKeys = []string{"doubleStepRegionWhite", "doubleStepRegionBlack", "tripleStepRegionWhite", "tripleStepRegionBlack", "doubleStepRank", "doubleStepRankMin"}

// childPawnSteps writes the pawns of a section with a parent as
// Fairy-Stockfish moves them (pawnSteps) on the section's setup fen,
// from the parent's regions (a section above it, or as a bundled
// parent's setup shows them) changed by the section's keys.
func (im *importer) childPawnSteps(fen string, drops bool) {
	base, ok := im.steps[im.sec.parent]
	if !ok {
		base = parentStepRegions(im.parent)
	}
	sr := im.readStepRegions(base)
	im.steps[im.sec.name] = sr
	resized := im.files != im.parent.Board.Files || im.ranks != im.parent.Board.Ranks
	for _, pc := range im.pieces {
		inRegion := strings.Contains(pc.betza, "pawn-double-step")
		if pc.betza != pawnForms[0].betza && !inRegion {
			continue
		}
		if inRegion && !im.has(stepKeys...) && !resized {
			continue // the parent's pawn and regions hold as they are
		}
		k := im.firstKey(append(slices.Clone(stepKeys), "startFen", "maxRank", "pawn")...)
		decl, regions := im.pawnSteps(k, pc.name, pc.letter, fen, sr, drops)
		if decl == "" && !inRegion {
			continue
		}
		if decl == "" {
			decl = fmt.Sprintf("piece %s %s %q", pc.name, pc.letter, pawnForms[0].betza)
		}
		for _, r := range regions {
			im.say("%s", r)
		}
		prefix := fmt.Sprintf("\tpiece %s ", pc.name)
		if i := slices.IndexFunc(im.body, func(l string) bool { return strings.HasPrefix(l, prefix) }); i >= 0 {
			im.body[i] = "\t" + decl
		} else {
			im.say("%s", decl)
		}
	}
}

// lopsided reports whether a piece's Betza string tells left from right
// (l or r): Fairy-Stockfish turns Black's moves half round (vdl's
// black-view rotate), which differs from vdl's mirror only for them.
func (im *importer) lopsided(pieces []ipiece) bool {
	for _, p := range pieces {
		b, _, _ := strings.Cut(p.betza, " ") // the Betza of a piece with clauses
		if strings.ContainsAny(b, "lr") {
			return true
		}
	}
	return false
}
