package interp

import (
	"math/bits"
	"reflect"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// The bitboard path: perft for the plainest games on boards of at most 64
// squares, chosen once per variant when its tables are built
// (compileBitboard). A game qualifies when every piece is made of plain
// leaps, full-length rook or bishop lines and a pawn's double step, with
// one royal type, castling, en passant and choice promotions, and no rule
// beyond them that changes which moves are legal (the IR is read field by
// field: a field this file does not know rules the game out). Everything
// else, and every position the path does not take (bbFromPosition), is
// counted by the general interpreter, which stays the one source of
// truth: TestBitboardAgrees compares the two on every perft suite.
//
// Bit i of a bitboard is square i, as Square numbers them (rank*files +
// file). Positions are copied, not unmade: a bbPos is a few hundred bytes.

const bbMaxTypes = 16

// bbGame is a game's bitboard tables. Tables by colour and type are
// indexed c*nTypes + t.
type bbGame struct {
	files, ranks int
	nTypes       int
	full         uint64 // every square of the board
	royal        int8   // the royal type

	quiet, capt, epCap [][64]uint64 // leaps onto an empty square, onto an enemy, en passant
	revAtk             [][64]uint64 // by square s: where a piece of the colour and type attacks s from
	leapers            [2][]int8    // by colour: the types with leap captures
	rookT, bishT       []bool       // by type: slides along all four rook (bishop) lines
	rookTypes          []int8
	bishTypes          []int8
	sliders            []bool // rookT or bishT

	// The double step, by colour*nTypes + type and square: the square
	// passed and the destination (-1: none); only from an unmoved piece
	// (dblInitial) and from dblFrom's squares (FromRanks); dblEP: it
	// opens the passed square to en passant.
	dblMid, dblTo [][64]int8
	dblInitial    []bool
	dblFrom       []uint64
	dblEP         []bool

	// Promotion, by colour*nTypes + type: the zone (0: none), the
	// choices, and whether the piece may stay as it is (not mandatory).
	promo        []uint64
	promoChoices [][]int8
	promoStay    []bool

	positional []bool     // by type: unmoved exactly on its setup squares (Game.positional)
	startBB    [][]uint64 // by colour and type: the setup's squares

	rankOf  [64]uint64    // the squares of a square's rank
	rays    [8][64]uint64 // by direction (bbDirs) and square, the square excluded
	rookE   [64]uint64    // rook lines from a square on an empty board
	bishE   [64]uint64
	between [64][64]uint64 // squares strictly between two on a line
	line    [64][64]uint64 // the whole line through two squares (0: none)

	castle      bool
	castleRook  []bool // by type: a castling partner
	castleSides [2]bool
	castleKing  [2]int // king's and partner's destination files, by side
	castleRookF [2]int
}

// bbDirs are the eight line directions; the first four run towards
// higher square numbers.
var bbDirs = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {-1, 1}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}}

// bbOpp is the opposite of each direction.
var bbOpp = [8]int{5, 6, 7, 4, 3, 0, 1, 2}

// bbUp reports whether direction d runs towards higher square numbers.
func bbUp(d int) bool { return d < 4 }

// onlyFields reports whether struct x has the zero value in every field
// but the named ones.
func onlyFields(x any, allowed ...string) bool {
	v := reflect.ValueOf(x)
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		if !slices.Contains(allowed, t.Field(i).Name) && !v.Field(i).IsZero() {
			return false
		}
	}
	return true
}

// bbPiece is one type's moves as the bitboard path reads them, in
// White's view.
type bbPiece struct {
	quiet, capt, ep [][2]int // leaps
	dirs            [8]bool  // full-length slides
	dbl             *[2]int  // double step: two steps of this vector
	dblInitial      bool
	dblRanks        []int
	dblEP           bool
}

// bbReadPiece reads a piece's moves, ok false if one is beyond the path.
func bbReadPiece(pc ir.Piece) (bp bbPiece, ok bool) {
	if !onlyFields(pc, "Name", "Letter", "Betza", "Description", "Value", "Estimated", "Moves", "Figure") {
		return bp, false
	}
	for _, m := range pc.Moves {
		if !onlyFields(m, "Legs", "Final", "Initial", "SetsEnPassant", "FromRanks") {
			return bp, false
		}
		for _, l := range m.Legs {
			if !onlyFields(l, "DX", "DY", "Min", "Max", "Pass", "End", "Extent") ||
				l.Pass != "" && l.Pass != ir.Empty || l.Extent != "" && l.Extent != ir.Anywhere || l.DX == 0 && l.DY == 0 {
				return bp, false
			}
		}
		f := m.Final
		switch len(m.Legs) {
		case 1:
			l := m.Legs[0]
			if m.Initial || m.SetsEnPassant || len(m.FromRanks) > 0 || l.Min != 1 {
				return bp, false
			}
			v := [2]int{l.DX, l.DY}
			switch {
			case l.Max == 1:
				if f.Move {
					bp.quiet = append(bp.quiet, v)
				}
				if f.Capture {
					bp.capt = append(bp.capt, v)
				}
				if f.EnPassant {
					bp.ep = append(bp.ep, v)
				}
			case l.Max == 0 && f.Move && f.Capture && !f.EnPassant && abs(l.DX) <= 1 && abs(l.DY) <= 1:
				d := slices.Index(bbDirs[:], v)
				bp.dirs[d] = true
			default:
				return bp, false
			}
		case 2:
			a, b := m.Legs[0], m.Legs[1]
			if bp.dbl != nil || a.DX != b.DX || a.DY != b.DY || a.Min != 1 || a.Max != 1 || b.Min != 1 || b.Max != 1 ||
				a.End != "" && a.End != ir.Empty || f != (ir.Modality{Move: true}) {
				return bp, false
			}
			bp.dbl = &[2]int{a.DX, a.DY}
			bp.dblInitial, bp.dblRanks, bp.dblEP = m.Initial, m.FromRanks, m.SetsEnPassant
		default:
			return bp, false
		}
	}
	orth, diag := 0, 0
	for d, on := range bp.dirs {
		if on && bbDirs[d][0] != 0 && bbDirs[d][1] != 0 {
			diag++
		} else if on {
			orth++
		}
	}
	if orth%4 != 0 || diag%4 != 0 {
		return bp, false // a slide along some rook or bishop lines only
	}
	if v := bp.dbl; v != nil {
		// The double step must be the only move to its destination, or
		// which of two moves stands would matter (en passant).
		two := [2]int{2 * v[0], 2 * v[1]}
		if slices.Contains(bp.quiet, two) {
			return bp, false
		}
		if d := slices.Index(bbDirs[:], *v); d >= 0 && bp.dirs[d] {
			return bp, false
		}
	}
	return bp, true
}

// compileBitboard builds the bitboard tables of g, or returns nil if the
// game is beyond the path.
func compileBitboard(g *Game) *bbGame {
	v := g.V
	n := g.size()
	if n > 64 || g.nTypes > bbMaxTypes || g.rings || g.hex || g.wraps() || slices.Contains(g.hole, true) {
		return nil
	}
	if !onlyFields(v.Board, "Kind", "Files", "Ranks", "BlackView", "Draw") { // a setup family (Shuffle) is fine
		return nil
	}
	r := v.Rules
	if !onlyFields(r, "Royal", "Castling", "Promotions", "Checkmate", "Stalemate", "StalemateByCount",
		"MoveRule", "MoveRulePieces", "Repetition", "RepetitionResult", "Scores", "MaterialCount") || len(r.Royal) != 1 {
		return nil
	}
	// What the compiled game says, in case a rule reaches it otherwise.
	if g.hands != nil || g.drops != nil || g.gating != nil || g.freeze != nil || g.blast != nil || g.wall != nil ||
		g.hasEndings || g.turns != nil || g.simul || g.parts != nil || g.after != nil || g.pass != passNever ||
		g.facing != facingAllowed || g.noQuickLegal || g.anyKill || g.anyImmune || g.lastRoyal != nil ||
		len(g.royalTypes) != 1 || g.counting != nil || g.trading != nil || g.noRepeat || g.flips != flipNone ||
		g.mustCapture || g.afterCapture != captureLand || g.epKeep != 0 || g.standing[0] != nil || g.standing[1] != nil ||
		g.spoilers != nil || g.petrifies != nil || g.checkLimit != 0 || g.checkedRoyalTakes || g.transfer || g.anyLimit ||
		g.mate != nil || g.moveRep != nil {
		return nil
	}
	for _, x := range g.exits {
		if x != nil {
			return nil
		}
	}
	pieces := make([]bbPiece, g.nTypes)
	for t, pc := range v.Pieces {
		bp, ok := bbReadPiece(pc)
		if !ok {
			return nil
		}
		pieces[t] = bp
	}
	royal := r.Royal[0]
	if rp := pieces[royal]; rp.dbl != nil || len(rp.ep) > 0 {
		return nil
	}
	b := &bbGame{files: g.files, ranks: g.ranks, nTypes: g.nTypes, royal: int8(royal)}
	if n == 64 {
		b.full = ^uint64(0)
	} else {
		b.full = 1<<uint(n) - 1
	}
	b.buildLines()
	nt := g.nTypes
	b.quiet = make([][64]uint64, 2*nt)
	b.capt = make([][64]uint64, 2*nt)
	b.epCap = make([][64]uint64, 2*nt)
	b.revAtk = make([][64]uint64, 2*nt)
	b.dblMid = make([][64]int8, 2*nt)
	b.dblTo = make([][64]int8, 2*nt)
	b.dblInitial = make([]bool, 2*nt)
	b.dblFrom = make([]uint64, 2*nt)
	b.dblEP = make([]bool, 2*nt)
	b.promo = make([]uint64, 2*nt)
	b.promoChoices = make([][]int8, 2*nt)
	b.promoStay = make([]bool, 2*nt)
	b.rookT = make([]bool, nt)
	b.bishT = make([]bool, nt)
	b.sliders = make([]bool, nt)
	b.positional = make([]bool, nt)
	b.startBB = [][]uint64{make([]uint64, nt), make([]uint64, nt)}
	for t := range pieces {
		b.rookT[t] = pieces[t].dirs[0]
		b.bishT[t] = pieces[t].dirs[1]
		b.sliders[t] = b.rookT[t] || b.bishT[t]
		if b.rookT[t] {
			b.rookTypes = append(b.rookTypes, int8(t))
		}
		if b.bishT[t] {
			b.bishTypes = append(b.bishTypes, int8(t))
		}
		b.positional[t] = g.positional != nil && g.positional[t]
	}
	for c := 0; c < 2; c++ {
		o := g.orient[c]
		for t := range pieces {
			i := c*nt + t
			bp := &pieces[t]
			for s := 0; s < n; s++ {
				sq := Square(s)
				leaps := func(vs [][2]int) uint64 {
					var m uint64
					for _, v := range vs {
						if to := g.step(sq, v[0]*o.x, v[1]*o.y); to != NoSquare {
							m |= 1 << uint(to)
						}
					}
					return m
				}
				b.quiet[i][s] = leaps(bp.quiet)
				b.capt[i][s] = leaps(bp.capt)
				b.epCap[i][s] = leaps(bp.ep)
				for a := b.capt[i][s]; a != 0; a &= a - 1 {
					b.revAtk[i][bits.TrailingZeros64(a)] |= 1 << uint(s)
				}
				b.dblMid[i][s], b.dblTo[i][s] = -1, -1
				if v := bp.dbl; v != nil {
					mid := g.step(sq, v[0]*o.x, v[1]*o.y)
					if mid != NoSquare {
						if to := g.step(mid, v[0]*o.x, v[1]*o.y); to != NoSquare {
							b.dblMid[i][s], b.dblTo[i][s] = int8(mid), int8(to)
						}
					}
					if len(bp.dblRanks) == 0 || slices.Contains(bp.dblRanks, g.relRank(sq, c)) {
						b.dblFrom[i] |= 1 << uint(s)
					}
				}
			}
			b.dblInitial[i], b.dblEP[i] = bp.dbl != nil && bp.dblInitial, bp.dbl != nil && bp.dblEP
			for s := range b.revAtk[i] {
				if b.revAtk[i][s] != 0 {
					b.leapers[c] = append(b.leapers[c], int8(t))
					break
				}
			}
		}
		for s, cell := range g.startCells {
			if cell >= firstCell && cellColor(cell) == c {
				b.startBB[c][cellType(cell)] |= 1 << uint(s)
			}
		}
	}
	if !b.compilePromotions(g) || !b.compileCastling(g, pieces) {
		return nil
	}
	return b
}

// compilePromotions reads the promotion zones: at most one per colour and
// type, of choices, entered or moved within, nothing more.
func (b *bbGame) compilePromotions(g *Game) bool {
	for _, z := range g.V.Rules.Promotions {
		if !onlyFields(z, "Pieces", "Side", "FromRank", "ToRank", "Choices", "Mandatory") || len(z.Choices) == 0 {
			return false
		}
		if slices.Contains(z.Choices, int(b.royal)) || slices.Contains(z.Pieces, int(b.royal)) {
			return false
		}
	}
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			zs := g.promoZones[c][t]
			if len(zs) == 0 {
				continue
			}
			z := &g.promo[c][zs[0]]
			if len(zs) > 1 || z.image != nil || !z.enter || !z.within || z.leave || z.capturesOnly ||
				len(z.ifPresent) > 0 || len(z.ifAbsent) > 0 || g.immobile[c][t] {
				return false
			}
			for _, l := range z.limits {
				if l >= 0 {
					return false
				}
			}
			i := c*g.nTypes + t
			for s, in := range z.in {
				if in {
					b.promo[i] |= 1 << uint(s)
				}
			}
			for _, ch := range z.choices {
				b.promoChoices[i] = append(b.promoChoices[i], int8(ch))
			}
			b.promoStay[i] = !z.mandatory
		}
	}
	return true
}

// compileCastling reads castling: the royal type castles with partners
// that have no initial moves, to fixed files.
func (b *bbGame) compileCastling(g *Game, pieces []bbPiece) bool {
	cs := g.castle
	if cs == nil {
		return true
	}
	if cs.king != int(b.royal) || g.V.Rules.Castling == nil || g.V.Rules.Castling.Opposite {
		return false
	}
	b.castle = true
	b.castleRook = cs.rook
	for t, r := range cs.rook {
		if r && (pieces[t].dbl != nil || t == int(b.royal)) {
			return false
		}
	}
	if g.V.Rules.Castling.ByColourSet() {
		return false // the tables hold one set of castling files for both colours
	}
	for side, sd := range cs.sides[0] {
		if sd == nil {
			continue
		}
		if sd.Steps != nil {
			return false
		}
		b.castleSides[side] = true
		b.castleKing[side], b.castleRookF[side] = sd.KingFile, sd.RookFile
	}
	return true
}

// buildLines fills the ray, between and line tables.
func (b *bbGame) buildLines() {
	n := b.files * b.ranks
	for s := 0; s < n; s++ {
		f, r := s%b.files, s/b.files
		b.rankOf[s] = (uint64(1)<<uint(b.files) - 1) << uint(r*b.files)
		for d, v := range bbDirs {
			var ray uint64
			for k := 1; ; k++ {
				x, y := f+k*v[0], r+k*v[1]
				if x < 0 || x >= b.files || y < 0 || y >= b.ranks {
					break
				}
				t := y*b.files + x
				b.between[s][t] = ray
				ray |= 1 << uint(t)
			}
			b.rays[d][s] = ray
			if v[0] == 0 || v[1] == 0 {
				b.rookE[s] |= ray
			} else {
				b.bishE[s] |= ray
			}
		}
	}
	for s := 0; s < n; s++ {
		for d := range bbDirs {
			for a := b.rays[d][s]; a != 0; a &= a - 1 {
				t := bits.TrailingZeros64(a)
				b.line[s][t] = b.rays[d][s] | b.rays[bbOpp[d]][s] | 1<<uint(s)
			}
		}
	}
}
