package interp

import (
	"fmt"

	"github.com/vdl-chess/vdl/interp/ir"
)

// promoZone is one promotion zone for one colour, compiled.
type promoZone struct {
	in []bool // by square: in the zone
	// choices: what a piece may become (a choice promotion); image and
	// origin instead, by type, for a promotion map: what a piece
	// becomes, and (with flip) what an image turns back into; -1 none.
	choices []int
	image   []int
	origin  []int
	// Which moves may promote (ir.Promotion): by where they start and end.
	enter, within, leave bool
	capturesOnly         bool
	mandatory            bool
	takesPromoted        bool  // mandatory when the move takes a promoted piece
	limits               []int // by type: maximum on the board per side, -1 unlimited
	ifPresent, ifAbsent  []int
}

// Kinds of promotion a move may carry (Move.pk), for notation.
const (
	pkChoice   uint8 = iota // a choice, or a becomes move: written with the type's letter
	pkMap                   // a promotion map's image: written "+"
	pkDemote                // back to the map's origin: written "-"
	pkBecomes               // a becomes move: written with the type's letter
	pkStanding              // a standing promotion (standing.go): written as a choice
)

func (g *Game) compilePromotions() error {
	g.image = make([]int, g.nTypes)
	g.origin = make([]int, g.nTypes)
	for t := range g.image {
		g.image[t], g.origin[t] = -1, -1
	}
	for c := 0; c < 2; c++ {
		g.promoZones[c] = make([][]int8, g.nTypes)
		g.promotes[c] = make([]bool, g.nTypes)
		g.immobile[c] = make([]bool, g.nTypes)
		g.promoTouch[c] = make([][]bool, g.nTypes) // none until compilePromoTouch
	}
	for _, z := range g.V.Rules.Promotions {
		if err := g.compileZone(z); err != nil {
			return err
		}
	}
	return nil
}

// compileZone adds zone z to the zones of the colours it serves.
func (g *Game) compileZone(z ir.Promotion) error {
	if z.Side != "" && z.Side != "white" && z.Side != "black" {
		return fmt.Errorf("promotion side %q: expected white, black or none", z.Side)
	}
	if z.Region == nil && (z.FromRank < 1 || z.ToRank > g.ranks || z.FromRank > z.ToRank) {
		return fmt.Errorf("promotion ranks %d..%d: expected within 1..%d", z.FromRank, z.ToRank, g.ranks)
	}
	if len(z.Map) > 0 && (len(z.Pieces) > 0 || len(z.Choices) > 0) {
		return fmt.Errorf("promotion: a map and pieces or choices: expected one or the other")
	}
	if z.Flip && len(z.Map) == 0 {
		return fmt.Errorf("promotion: flip without a map")
	}
	pz := promoZone{enter: true, within: !z.OnEntry, leave: z.Leave, capturesOnly: z.CapturesOnly,
		mandatory: z.Mandatory, takesPromoted: z.TakesPromoted, limits: make([]int, g.nTypes), ifPresent: z.IfPresent, ifAbsent: z.IfAbsent}
	for _, t := range append(append([]int(nil), z.IfPresent...), z.IfAbsent...) {
		if err := g.checkPiece("promotion condition", t); err != nil {
			return err
		}
	}
	for i := range pz.limits {
		pz.limits[i] = -1
	}
	for _, l := range z.Limits {
		if err := g.checkPiece("promotion limit", l.Piece); err != nil {
			return err
		}
		pz.limits[l.Piece] = l.Max
	}
	for _, t := range z.Choices {
		if err := g.checkPiece("promotion choice", t); err != nil {
			return err
		}
		pz.choices = append(pz.choices, t)
	}
	if z.Standing {
		return g.compileStanding(z, pz)
	}
	movers := append([]int(nil), z.Pieces...)
	if len(z.Map) > 0 {
		pz.image, pz.origin = make([]int, g.nTypes), make([]int, g.nTypes)
		for t := range pz.image {
			pz.image[t], pz.origin[t] = -1, -1
		}
		for _, pr := range z.Map {
			if err := g.mapPair(&pz, pr); err != nil {
				return err
			}
			movers = append(movers, pr.From)
			if z.Flip {
				movers = append(movers, pr.To)
			}
		}
		if !z.Flip {
			pz.origin = nil
		}
	}
	for _, t := range movers {
		if err := g.checkPiece("promoting piece", t); err != nil {
			return err
		}
	}
	for c := 0; c < 2; c++ {
		if z.Side == "white" && c != White || z.Side == "black" && c != Black {
			continue
		}
		cz := pz
		in, err := g.zoneMask("promotion", z.Region, z.FromRank, z.ToRank, c)
		if err != nil {
			return err
		}
		cz.in = in
		zi := int8(len(g.promo[c]))
		g.promo[c] = append(g.promo[c], cz)
		for _, t := range movers {
			g.promotes[c][t] = true
			g.promoZones[c][t] = append(g.promoZones[c][t], zi)
			if z.Immobile && (pz.image == nil || pz.image[t] >= 0) {
				g.immobile[c][t] = true
			}
		}
	}
	return nil
}

// mapPair adds one pair of a promotion map to zone pz and to the
// variant's map, by which captured images go back to hand as their
// origins: an image has one origin in all the variant's zones.
func (g *Game) mapPair(pz *promoZone, pr ir.PromotionPair) error {
	if err := g.checkPiece("promotion map", pr.From); err != nil {
		return err
	}
	if err := g.checkPiece("promotion map", pr.To); err != nil {
		return err
	}
	name := func(t int) string { return g.V.Pieces[t].Name }
	if pr.From == pr.To {
		return fmt.Errorf("promotion map: %s -> %s: a piece cannot promote to itself", name(pr.From), name(pr.To))
	}
	if o := g.origin[pr.To]; o >= 0 && o != pr.From {
		return fmt.Errorf("promotion map: %s is the image of both %s and %s", name(pr.To), name(o), name(pr.From))
	}
	if i := g.image[pr.From]; i >= 0 && i != pr.To {
		return fmt.Errorf("promotion map: %s promotes to both %s and %s", name(pr.From), name(i), name(pr.To))
	}
	if g.origin[pr.From] >= 0 || g.image[pr.To] >= 0 {
		return fmt.Errorf("promotion map: %s -> %s: an image cannot promote again", name(pr.From), name(pr.To))
	}
	g.image[pr.From], g.origin[pr.To] = pr.To, pr.From
	pz.image[pr.From], pz.origin[pr.To] = pr.To, pr.From
	return nil
}

// relRank is the rank of s counted from colour c's own first rank, from 1.
func (g *Game) relRank(s Square, c int) int {
	if c == Black {
		return g.ranks - g.rankOf(s)
	}
	return g.rankOf(s) + 1
}

// compileMobility marks, for the types that may not stand where they
// could never move again (Promotion.Immobile, DropRule.Mobile), the
// squares where they have a move on an empty board.
func (g *Game) compileMobility() {
	need := false
	for c := 0; c < 2; c++ {
		for t := range g.immobile[c] {
			need = need || g.immobile[c][t]
		}
	}
	need = need || g.drops != nil && g.drops.mobile
	if !need {
		return
	}
	// Generation itself reads the table: until it is known, every square
	// counts as one a piece could move from.
	all := make([]bool, g.size())
	for s := range all {
		all[s] = true
	}
	var mobile [2][][]bool
	for c := 0; c < 2; c++ {
		g.mobile[c] = make([][]bool, g.nTypes)
		mobile[c] = make([][]bool, g.nTypes)
		for t := range g.mobile[c] {
			g.mobile[c][t] = all
		}
	}
	p := newPosition(g)
	var ml []Move
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			m := make([]bool, g.size())
			for s := range m {
				if g.hole[s] {
					continue
				}
				ml = p.genPiece(ml[:0], Square(s), t, c)
				p.board[s] = cellEmpty // genPiece puts back a piece it lifts
				for _, mv := range ml {
					m[s] = m[s] || mv.Kind == Quiet
				}
				// A hopper moves only over a screen: it could move again
				// where one piece on another square gives it a move (as
				// Fairy-Stockfish judges a hopper's potential).
				for s2 := 0; s2 < len(m) && !m[s]; s2++ {
					if s2 == s || g.hole[s2] {
						continue
					}
					p.board[s2] = pieceCell(t, c)
					ml = p.genPiece(ml[:0], Square(s), t, c)
					p.board[s], p.board[s2] = cellEmpty, cellEmpty
					for _, mv := range ml {
						m[s] = m[s] || mv.Kind == Quiet
					}
				}
			}
			mobile[c][t] = m
		}
	}
	g.mobile = mobile
}

// compilePromoTouch marks, per colour and type, the squares a move must
// start or end on to meet a promotion zone (every zone asks whether the
// start or the destination lies in it) or to leave the piece stuck, so
// that the generator appends every other move as it is.
func (g *Game) compilePromoTouch() {
	g.everywhere = make([]bool, g.size())
	for s := range g.everywhere {
		g.everywhere[s] = true
	}
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			if !g.promotes[c][t] {
				continue
			}
			touch := make([]bool, g.size())
			for _, zi := range g.promoZones[c][t] {
				for s, in := range g.promo[c][zi].in {
					touch[s] = touch[s] || in
				}
			}
			if g.immobile[c][t] {
				for s, ok := range g.mobile[c][t] {
					touch[s] = touch[s] || !ok
				}
			}
			g.promoTouch[c][t] = touch
		}
	}
}

// promotionZone is the zone in which mv promotes (or, for an image of a
// flipping map, turns back) a piece of type t and colour c, or nil: the
// first of the piece's zones whose conditions hold for mv.
func (p *Position) promotionZone(mv Move, t, c int) *promoZone {
	g := p.g
	for _, zi := range g.promoZones[c][t] {
		z := &g.promo[c][zi]
		fi, ti := z.in[mv.From], z.in[mv.To]
		if !(ti && (z.enter && !fi || z.within && fi) || z.leave && fi && !ti) {
			continue
		}
		// A capture on the way counts: mv is a walk's move with locust
		// victims (p.nKills, locust.go) before addLocust marks it so.
		if z.capturesOnly && !mv.IsCapture() && p.nKills == 0 {
			continue
		}
		if len(z.ifPresent) > 0 && !p.presentAfter(z.ifPresent, mv) {
			continue
		}
		if len(z.ifAbsent) > 0 && p.presentAfter(z.ifAbsent, mv) {
			continue
		}
		return z
	}
	return nil
}

// addPromotions appends mv for a piece of type t and colour c with what its
// promotion rules make of it: one move per choice in a zone, the map's
// image (or origin) and, unless promotion is mandatory or the piece would
// be left where it could never move, the move without promotion.
func (p *Position) addPromotions(ml []Move, mv Move, t, c int) []Move {
	g := p.g
	stuck := g.immobile[c][t] && !g.mobile[c][t][mv.To]
	z := p.promotionZone(mv, t, c)
	if z == nil {
		if stuck {
			return ml
		}
		return append(ml, mv)
	}
	if z.image != nil {
		switch {
		case z.image[t] >= 0:
			to := z.image[t]
			if lim := z.limits[to]; lim < 0 || p.Count(c, to) < lim {
				pm := mv
				pm.Promo, pm.pk = int8(to+1), pkMap
				ml = append(ml, pm)
			}
		case z.origin != nil && z.origin[t] >= 0:
			pm := mv
			pm.Promo, pm.pk = int8(z.origin[t]+1), pkDemote
			ml = append(ml, pm)
		}
	} else {
		for _, ch := range z.choices {
			if lim := z.limits[ch]; lim >= 0 && p.Count(c, ch) >= lim {
				continue
			}
			mv.Promo = int8(ch + 1)
			ml = append(ml, mv)
		}
		mv.Promo = 0
	}
	if !z.mandatory && !stuck && !(z.takesPromoted && p.takesPromoted(mv)) {
		ml = append(ml, mv)
	}
	return ml
}

// takesPromoted reports whether mv takes a promoted piece (the image of
// a promotion map): on its destination, en passant, or on the way (a
// walk's victims, p.kills, while the move is generated).
func (p *Position) takesPromoted(mv Move) bool {
	promoted := func(cell uint8) bool { return cell >= firstCell && p.g.origin[cellType(cell)] >= 0 }
	switch mv.Kind {
	case Capture:
		if promoted(p.board[mv.To]) {
			return true
		}
	case EnPassant:
		if promoted(p.board[Square(mv.Aux)]) {
			return true
		}
	}
	for i := 0; i < p.nKills; i++ {
		if promoted(p.killCells[i]) {
			return true
		}
	}
	return false
}

// presentAfter reports whether a piece of one of the types, of either
// colour, is on the board once mv has taken its victim (on its
// destination, or en passant): a promotion is chosen as the move ends, so
// a Pawn that takes the last Snake promotes as if no Snake were left.
// Pieces removed by effects after the move (custodian, butting) still
// count.
func (p *Position) presentAfter(types []int, mv Move) bool {
	victim, at := -1, NoSquare
	switch mv.Kind {
	case Capture:
		at = mv.To
	case EnPassant:
		at = Square(mv.Aux)
	}
	if at != NoSquare && p.board[at] >= firstCell {
		victim = cellType(p.board[at])
	}
	for _, t := range types {
		n := p.Count(White, t) + p.Count(Black, t)
		if t == victim {
			n--
		}
		if n > 0 {
			return true
		}
	}
	return false
}

// anyOnBoard reports whether a piece of one of the types, of either
// colour, is on the board.
func (p *Position) anyOnBoard(types []int) bool {
	for _, t := range types {
		if p.Count(White, t)+p.Count(Black, t) > 0 {
			return true
		}
	}
	return false
}
