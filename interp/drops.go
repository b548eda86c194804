package interp

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Placement phases (ir.DropRule.Placement).
const (
	placeNone        uint8 = iota // drops are one more kind of move
	placeAlternate                // must drop while holding; the turn passes after each drop
	placeConsecutive              // must drop while holding; the turn passes when the hand is empty
)

// Drop forms (ir.DropRule.Promoted).
const (
	dropAsIs uint8 = iota
	dropEither
	dropPromotedOnly
)

// dropRule is ir.DropRule, compiled.
type dropRule struct {
	drops []bool // by type: may be dropped from hand
	// at: by colour and type, the squares where a piece may be dropped as
	// far as the square alone decides (region, mobility); built by
	// finishDrops once moves are compiled.
	at        [2][][]Square
	regions   [2][][]bool // by colour and type: the drop region, before mobility
	placement uint8
	mobile    bool
	fileLimit []int // by type: most pieces of the type on a file after a drop, 0 none
	anyLimit  bool
	noMate    []bool // by type
	noCheck   bool
	promoted  uint8
	opposite  []bool // by type
	anyOpp    bool
	// castleFile: a castling king dropped on this file of its first rank
	// may castle (-1: no such rule).
	castleFile int
	// legalTest: some drops need a test beyond royal safety (noCheck,
	// opposite).
	legalTest bool
	// The conditions of the placing games (dropconds.go); conditional: any
	// of them, so genDrops hands over to genCondDrops.
	unlimited, adjacent, flipping bool
	onTop, apart, pushedIn        bool
	start                         []bool // by square: filled first; nil none
	must                          []bool // by type: must be dropped when held; nil none
	conditional                   bool
	// pickup: by type, may be taken from the board into the hand as a
	// move (pickup.go); nil none.
	pickup []bool
}

// identRules are the rules on Becomes moves and promotions (ir.Rules
// Limits and MustFirst), compiled.
type mustFirst struct {
	piece, after int
	counted      []int
}

// compileDrops compiles the type limits and must-first rules, and the
// drop rule as far as it needs no move tables (finishDrops does the rest).
func (g *Game) compileDrops() error {
	r := &g.V.Rules
	g.limit = make([]int, g.nTypes)
	for t := range g.limit {
		g.limit[t] = -1
	}
	for _, l := range r.Limits {
		if err := g.checkPiece("limit", l.Piece); err != nil {
			return err
		}
		g.limit[l.Piece] = l.Max
		g.anyLimit = true
	}
	for _, mf := range r.MustFirst {
		if err := g.checkPiece("must-first", mf.Piece); err != nil {
			return err
		}
		for _, t := range mf.Counted {
			if err := g.checkPiece("must-first counted", t); err != nil {
				return err
			}
		}
		g.mustFirst = append(g.mustFirst, mustFirst{piece: mf.Piece, after: mf.After, counted: mf.Counted})
	}
	d := r.Drops
	if d == nil {
		return nil
	}
	if g.turns != nil {
		return fmt.Errorf("drops: cannot go with a turn order")
	}
	dr := &dropRule{drops: make([]bool, g.nTypes), fileLimit: make([]int, g.nTypes), noMate: make([]bool, g.nTypes),
		opposite: make([]bool, g.nTypes), mobile: d.Mobile, noCheck: d.NoCheck, castleFile: -1}
	switch d.Placement {
	case "":
	case "alternate":
		dr.placement = placeAlternate
	case "consecutive":
		dr.placement = placeConsecutive
	default:
		return fmt.Errorf("drops: placement %q, expected none, alternate or consecutive", d.Placement)
	}
	switch d.Promoted {
	case "":
	case "either":
		dr.promoted = dropEither
	case "only":
		dr.promoted = dropPromotedOnly
	default:
		return fmt.Errorf("drops: promoted %q, expected none, either or only", d.Promoted)
	}
	for _, t := range d.Pieces {
		if err := g.checkPiece("drops", t); err != nil {
			return err
		}
		dr.drops[t] = true
	}
	for _, l := range d.FileLimits {
		if err := g.checkPiece("drops: file limit", l.Piece); err != nil {
			return err
		}
		if l.Max < 1 {
			return fmt.Errorf("drops: file limit %d: expected 1 or more", l.Max)
		}
		dr.fileLimit[l.Piece], dr.anyLimit = l.Max, true
	}
	for _, t := range d.NoMate {
		if err := g.checkPiece("drops: no mate", t); err != nil {
			return err
		}
		dr.noMate[t] = true
	}
	for _, t := range d.OppositeColors {
		if err := g.checkPiece("drops: opposite colours", t); err != nil {
			return err
		}
		dr.opposite[t], dr.anyOpp = true, true
	}
	if f := d.CastleFile; f != nil {
		if *f < 0 || *f >= g.files {
			return fmt.Errorf("drops: castling file %d: off the %d-file board", *f, g.files)
		}
		dr.castleFile = *f
	}
	dr.legalTest = dr.noCheck || dr.anyOpp
	if err := g.dropRegions(dr, d); err != nil {
		return err
	}
	if err := g.compileDropConditions(dr); err != nil {
		return err
	}
	if err := g.compilePickup(dr, d); err != nil {
		return err
	}
	g.drops = dr
	return nil
}

// dropRegions marks, by colour and type, the squares of the drop region:
// the ranks of the rule, narrowed for some types by its regions.
func (g *Game) dropRegions(dr *dropRule, d *ir.DropRule) error {
	inRanks := func(from, to int) error {
		if from < 1 || to < from || to > g.ranks {
			return fmt.Errorf("drops: ranks %d..%d, expected within 1..%d", from, to, g.ranks)
		}
		return nil
	}
	if d.Region == nil {
		if err := inRanks(d.FromRank, d.ToRank); err != nil {
			return err
		}
	}
	for _, rg := range d.Regions {
		if err := inRanks(rg.FromRank, rg.ToRank); err != nil {
			return err
		}
		for _, t := range rg.Pieces {
			if err := g.checkPiece("drops: region", t); err != nil {
				return err
			}
		}
	}
	for _, o := range d.Outside {
		for _, t := range o.Pieces {
			if err := g.checkPiece("drops: outside", t); err != nil {
				return err
			}
		}
	}
	for c := 0; c < 2; c++ {
		zone, err := g.zoneMask("drops", d.Region, d.FromRank, d.ToRank, c)
		if err != nil {
			return err
		}
		outside := make([][]bool, len(d.Outside))
		for i, o := range d.Outside {
			if outside[i], err = g.regionMask("drops: outside", o.Region, c); err != nil {
				return err
			}
		}
		dr.regions[c] = make([][]bool, g.nTypes)
		for t := range dr.regions[c] {
			// A confined piece is never dropped outside its region
			// (Fairy-Stockfish's mobilityRegion bounds drops too).
			var confined []bool
			if ci := g.V.Pieces[t].Confined; ci != nil {
				if confined, err = g.regionMask("confined", *ci, c); err != nil {
					return err
				}
			}
			reg := make([]bool, g.size())
			for s := range reg {
				rel := g.relRank(Square(s), c)
				reg[s] = zone[s] && (confined == nil || confined[s])
				for _, rg := range d.Regions {
					if slices.Contains(rg.Pieces, t) && (rel < rg.FromRank || rel > rg.ToRank) {
						reg[s] = false
					}
				}
				for i, o := range d.Outside {
					if outside[i][s] && (len(o.Pieces) == 0 || slices.Contains(o.Pieces, t)) {
						reg[s] = false
					}
				}
			}
			dr.regions[c][t] = reg
		}
	}
	return nil
}

// finishDrops lists the squares each type may be dropped on, once
// compileMobility knows where a piece could never move.
func (g *Game) finishDrops() {
	dr := g.drops
	if dr == nil {
		return
	}
	for c := 0; c < 2; c++ {
		dr.at[c] = make([][]Square, g.nTypes)
		for t := 0; t < g.nTypes; t++ {
			if !dr.drops[t] {
				continue
			}
			for s, ok := range dr.regions[c][t] {
				if ok && (!dr.mobile || g.mobile[c][t][s]) {
					dr.at[c][t] = append(dr.at[c][t], Square(s))
				}
			}
		}
	}
}

// genDrops appends the drops of the side to move: every type it holds,
// onto every empty square where it may go.
func (p *Position) genDrops(ml []Move) []Move {
	g := p.g
	dr := g.drops
	c := p.side
	if dr.conditional {
		return p.genCondDrops(ml)
	}
	hand := p.hand[c*g.nTypes : (c+1)*g.nTypes]
	for t, n := range hand {
		if n == 0 || !dr.drops[t] {
			continue
		}
		var full [32]bool // by file: the file limit is reached
		if lim := dr.fileLimit[t]; lim > 0 {
			var count [32]int8
			for _, s := range p.pieceList(c, t) {
				f := g.fileOf(s)
				count[f]++
				full[f] = int(count[f]) >= lim
			}
		}
		as, promo := int8(t+1), int8(0)
		if im := g.image[t]; im >= 0 && dr.promoted != dropAsIs {
			promo = int8(im + 1)
			if dr.promoted == dropPromotedOnly {
				as, promo = promo, 0
			}
		}
		for _, s := range dr.at[c][t] {
			if p.board[s] != cellEmpty || dr.anyLimit && full[g.fileOf(s)] {
				continue
			}
			ml = append(ml, Move{From: s, To: s, Kind: Drop, Promo: as})
			if promo != 0 {
				ml = append(ml, Move{From: s, To: s, Kind: Drop, Promo: promo, pk: pkMap})
			}
		}
	}
	return ml
}

// makeDrop plays a drop: the piece leaves the hand for the board. The turn
// passes unless placement is consecutive and the side holds more.
func (p *Position) makeDrop(m Move) {
	g := p.g
	u := undoRecord{move: m, capSq: NoSquare, hash: p.hash, halfmove: int32(p.halfmove),
		epSq: p.epSq, epN: int8(p.epN), epVic: p.epVic, onceUsed: p.onceUsed[p.side]}
	for i := 0; i < p.epN; i++ {
		p.hash ^= g.zobrist.ep[p.epSq[i]]
	}
	p.epN = 0
	t := int(m.Promo - 1)
	cell := pieceCell(t, p.side)
	u.moved = cell
	if !g.drops.unlimited {
		p.handAdd(p.side, g.handType(t), -1)
	}
	p.addPiece(m.To, cell)
	if g.flips != flipNone && (!g.flipsSupported || p.nextToOwn(m.To, p.side)) {
		u.nFlip = int16(p.flip(m.To, p.side))
	}
	if g.positional != nil && g.positional[t] && g.startCells[m.To] == cell {
		// Unmoved, as a FEN read back would say (a crazyhouse pawn dropped
		// on its second rank may double-step, as in Fairy-Stockfish).
		p.setVirgin(m.To, true)
	}
	if g.drops.castleFile >= 0 {
		p.castleOnDrop(m.To, t, &u)
	}
	if g.gating != nil {
		p.closeGates(&u)
	}
	p.halfmove = 0
	u.switched = g.drops.placement != placeConsecutive || p.handN[p.side] == 0
	p.finishMove(&u)
}

// unmakeDrop takes back the drop recorded in u.
func (p *Position) unmakeDrop(u *undoRecord) {
	if u.switched {
		p.side ^= 1
		if p.side == Black {
			p.fullmove--
		}
	}
	t := int(u.move.Promo - 1)
	p.virgin[u.move.To] = false
	p.unflip(int(u.nFlip))
	p.removePiece(u.move.To)
	if !p.g.drops.unlimited {
		p.handAdd(p.side, p.g.handType(t), 1)
	}
	for i := int8(0); i < u.nDropped; i++ {
		p.virgin[u.dropped[i]] = false // castling marks the drop gave
	}
	if u.nGates > 0 {
		p.reopenGates(u)
	}
	p.epSq, p.epN, p.epVic = u.epSq, int(u.epN), u.epVic
	p.halfmove = int(u.halfmove)
	p.uncount()
	p.hash = u.hash
	p.uncountCheck(u)
	p.undo = p.undo[:len(p.undo)-1]
	p.history = p.history[:len(p.history)-1]
	if p.g.keepPlies {
		p.plies = p.plies[:len(p.plies)-1]
	}
}

// becomesAllowed reports whether colour c may turn a piece into type b:
// the type's limit is not reached and no must-first rule forbids it.
func (p *Position) becomesAllowed(b, c int) bool {
	g := p.g
	if lim := g.limit[b]; lim >= 0 && p.Count(c, b) >= lim {
		return false
	}
	for i := range g.mustFirst {
		mf := &g.mustFirst[i]
		if b == mf.piece || p.Count(c, mf.piece) > 0 {
			continue
		}
		n := 0
		for _, t := range mf.counted {
			n += p.Count(c, t)
		}
		if n >= mf.after {
			return false
		}
	}
	return true
}

// castleOnDrop gives castling rights to a dropped king or partner
// (ir.DropRule.CastleFile): a king dropped on the castling file of its
// first rank, with the partners in the corners of that rank, or a partner
// dropped in a corner while the king stands on that file, become unmoved.
// A king with no partner stays moved, so that FEN can say what it holds.
func (p *Position) castleOnDrop(s Square, t int, u *undoRecord) {
	g := p.g
	cs := g.castle
	c := p.side
	rank := backRank(g, c)
	if cs == nil || g.rankOf(s) != rank {
		return
	}
	k := g.square(g.drops.castleFile, rank)
	corners := [2]Square{g.square(0, rank), g.square(g.files-1, rank)}
	partner := func(x Square) bool {
		cell := p.board[x]
		return cell >= firstCell && cellColor(cell) == c && cs.rook[cellType(cell)]
	}
	mark := func(x Square) {
		if !p.virgin[x] && int(u.nDropped) < len(u.dropped) {
			p.setVirgin(x, true)
			u.dropped[u.nDropped] = x
			u.nDropped++
		}
	}
	switch {
	case t == cs.king && s == k:
		for _, x := range corners {
			if partner(x) {
				mark(k)
				mark(x)
			}
		}
	case cs.rook[t] && (s == corners[0] || s == corners[1]) && p.board[k] == pieceCell(cs.king, c):
		mark(k)
		mark(s)
	}
}

// dropsAllowed drops, from the pseudo-legal moves ml[start:], the drops
// that the drop rule forbids whatever the royals: drops that give check
// (NoCheck), and drops that would leave a side's pieces of an
// opposite-colours type unable to stand on both colours.
func (p *Position) dropsAllowed(ml []Move, start int) []Move {
	dr := p.g.drops
	out := start
	for i := start; i < len(ml); i++ {
		m := ml[i]
		ok := m.Kind != Drop || (!dr.anyOpp || p.oppositeColorsKept(m)) && (!dr.noCheck || !p.dropChecks(m))
		if ok {
			ml[out] = m
			out++
		}
	}
	return ml[:out]
}

// dropChecks reports whether the drop m attacks an enemy royal.
func (p *Position) dropChecks(m Move) bool {
	p.Make(m)
	check := p.royalAttacked(p.side)
	p.Unmake()
	return check
}

// oppositeColorsKept reports whether, after the drop m, the side to move
// can still put its pieces of each opposite-colours type half on light
// and half on dark squares of the drop region (Fairy-Stockfish's
// dropOppositeColoredBishop): a drop of such a piece may not make more
// than half of them stand on one colour, and any other drop must leave
// enough free squares of each colour for those still in hand.
func (p *Position) oppositeColorsKept(m Move) bool {
	g := p.g
	dr := g.drops
	c := p.side
	dropped := int(m.Promo - 1)
	for t, opp := range dr.opposite {
		if !opp {
			continue
		}
		total := p.Count(c, t) + p.InHand(c, t)
		var on [2]int // pieces of t on dark and light squares
		for _, s := range p.pieceList(c, t) {
			on[g.squareColor(s)]++
		}
		if dropped == t {
			if on[g.squareColor(m.To)]+1 > (total+1)/2 {
				return false
			}
			continue
		}
		var room [2]int // own pieces of t plus free region squares, by colour
		room = on
		for _, s := range dr.at[c][t] {
			if s != m.To && p.board[s] == cellEmpty {
				room[g.squareColor(s)]++
			}
		}
		if room[0] < total/2 || room[1] < total/2 {
			return false
		}
	}
	return true
}
