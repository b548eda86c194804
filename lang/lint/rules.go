package lint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
)

// promotions reports zones that never apply: one no promoting piece can
// reach, one an earlier zone always takes first, and choices limited to
// none.
func (r *reviewer) promotions() {
	zones := r.v.Rules.Promotions
	for zi, z := range zones {
		for _, l := range z.Limits {
			if l.Max == 0 && slices.Contains(z.Choices, l.Piece) {
				f := finding(diag.UnreachablePromotion, "promotion choice %s is never possible: limit %s 0 allows none", r.name(l.Piece), r.name(l.Piece))
				f.Promotion = zi
				r.add(f)
			}
		}
		if j := r.shadowingZone(zi); j >= 0 {
			f := finding(diag.UnreachablePromotion, "this promotion never applies: the zone before it (promotion %d of the variant) covers the same pieces and squares and is tried first", j+1)
			f.Promotion = zi
			r.add(f)
			continue
		}
		if !r.zoneReachable(z) {
			zone := ranksText(z.FromRank, z.ToRank) + ", counted from each side's first rank"
			if z.Region != nil {
				zone = "region " + r.v.Regions[*z.Region].Name
			}
			f := finding(diag.UnreachablePromotion, "no %s can ever reach this promotion zone (%s): their moves never lead there from the setup",
				r.names(promoting(z)), zone)
			f.Promotion = zi
			r.add(f)
		}
	}
}

// shadowingZone returns an earlier zone that applies whenever zone zi
// would, or -1: one without conditions, for the same side or both, whose
// ranks, pieces and moves (on-entry, leave, captures-only) include zi's.
func (r *reviewer) shadowingZone(zi int) int {
	zones := r.v.Rules.Promotions
	z := zones[zi]
	for j, y := range zones[:zi] {
		if len(y.IfPresent) > 0 || len(y.IfAbsent) > 0 || (y.Side != "" && y.Side != z.Side) ||
			y.Region != nil || z.Region != nil ||
			y.FromRank > z.FromRank || y.ToRank < z.ToRank || (y.OnEntry && !z.OnEntry) ||
			(y.CapturesOnly && !z.CapturesOnly) || (z.Leave && !y.Leave) {
			continue
		}
		if !containsAll(promoting(y), promoting(z)) {
			continue
		}
		return j
	}
	return -1
}

// promoting lists the types a zone promotes: its pieces, or the origins
// of its promotion map.
func promoting(z ir.Promotion) []int {
	if len(z.Map) == 0 {
		return z.Pieces
	}
	from := make([]int, len(z.Map))
	for i, pair := range z.Map {
		from[i] = pair.From
	}
	return from
}

func containsAll(set, sub []int) bool {
	for _, x := range sub {
		if !slices.Contains(set, x) {
			return false
		}
	}
	return true
}

// zoneReachable reports whether some promoting piece can end a move in
// the zone.
func (r *reviewer) zoneReachable(z ir.Promotion) bool {
	for _, c := range colours(z.Side) {
		region := r.regionSquares(z.Region, c)
		for _, t := range promoting(z) {
			ends, starts := r.reach(t, c)
			if ends == nil {
				return true
			}
			for s, ok := range ends {
				// A piece already in the zone is reported as such (V054).
				ok = ok || starts[s]
				if ok && (region != nil && region[s] || region == nil && r.inRanks(interp.Square(s), c, z.FromRank, z.ToRank)) {
					return true
				}
			}
		}
	}
	return false
}

// regionSquares marks the squares of colour c of region i, or returns
// nil if i is nil (the rule uses ranks).
func (r *reviewer) regionSquares(i *int, c int) []bool {
	if i == nil {
		return nil
	}
	in := make([]bool, r.size())
	reg := r.v.Regions[*i]
	names := reg.White
	if c == interp.Black {
		names = reg.Black
	}
	for _, name := range names {
		if s, err := r.g.ParseSquare(name); err == nil {
			in[s] = true
		}
	}
	return in
}

func (r *reviewer) inRanks(s interp.Square, c, from, to int) bool {
	rank := r.relRank(s, c)
	return rank >= from && rank <= to && !r.g.IsHole(s)
}

// endings reports endings that can never decide a game.
func (r *reviewer) endings() {
	ends := r.v.Rules.Endings
	for ei, e := range ends {
		f := finding(diag.EndingNeverFires, "")
		f.Ending = ei
		switch {
		case r.earlierSame(ei) >= 0:
			f.Msg = fmt.Sprintf("ending %q never decides a game: ending %q before it has the same condition and is tried first", e.Name, ends[r.earlierSame(ei)].Name)
		case e.Kind == ir.Extinction && r.allRoyal(e.Pieces) && r.v.Rules.Explosion == nil:
			f.Msg = fmt.Sprintf("ending %q never decides a game: %s %s royal, so never taken, and checkmate ends the game first", e.Name, r.names(e.Pieces), isAre(len(e.Pieces)))
		case e.Kind == ir.Reach && !r.goalReachable(e):
			f.Msg = fmt.Sprintf("ending %q never decides a game: no %s can ever reach its goal (%s): their moves never lead there from the setup", e.Name, r.names(e.Pieces), r.goalText(e))
		default:
			continue
		}
		r.add(f)
	}
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// earlierSame returns an earlier ending with the same condition as ending
// ei (whoever it makes win), or -1.
func (r *reviewer) earlierSame(ei int) int {
	ends := r.v.Rules.Endings
	e := ends[ei]
	for j, x := range ends[:ei] {
		if x.Kind == e.Kind && x.Side == e.Side && sameSet(x.Pieces, e.Pieces) && x.PerType == e.PerType &&
			x.AtMost == e.AtMost && x.FromRank == e.FromRank && x.ToRank == e.ToRank &&
			sameSquares(x.Squares, e.Squares) && x.Moves == e.Moves && x.Grace == e.Grace &&
			x.Connect == e.Connect && x.Square == e.Square && x.Collinear == e.Collinear && slices.Equal(x.Between, e.Between) && x.Safe == e.Safe && x.Blocked == e.Blocked && slices.Equal(x.Lines, e.Lines) && x.AtLeast == e.AtLeast {
			return j
		}
	}
	return -1
}

func sameSet(a, b []int) bool { return containsAll(a, b) && containsAll(b, a) }

func sameSquares(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// allRoyal reports whether every type of types is always royal (never
// taken: a side may not leave it attacked), and nothing could remove it
// otherwise: no effects (butts, custodian captures), no simultaneous
// moves (which may take a royal piece).
func (r *reviewer) allRoyal(types []int) bool {
	rules := r.v.Rules
	if rules.RoyalWhenLast || (rules.Turns != nil && rules.Turns.Simultaneous) {
		return false
	}
	for _, pc := range r.v.Pieces {
		if len(pc.Effects) > 0 {
			return false
		}
	}
	for _, t := range types {
		if !slices.Contains(rules.Royal, t) {
			return false
		}
	}
	return len(types) > 0
}

// goalReachable reports whether some piece of a reach ending can stand on
// its goal: from the setup, or by moves.
func (r *reviewer) goalReachable(e ir.Ending) bool {
	goal := make([]bool, r.size())
	for _, name := range e.Squares {
		if s, err := r.g.ParseSquare(name); err == nil {
			goal[s] = true
		}
	}
	for _, c := range colours(e.Side) {
		region := r.regionSquares(e.Region, c)
		for _, t := range e.Pieces {
			ends, starts := r.reach(t, c)
			if ends == nil {
				return true
			}
			for s := range ends {
				if !ends[s] && !starts[s] {
					continue
				}
				sq := interp.Square(s)
				switch {
				case region != nil:
					if region[s] {
						return true
					}
				case len(e.Squares) > 0:
					if goal[s] {
						return true
					}
				case r.inRanks(sq, c, e.FromRank, e.ToRank):
					return true
				}
			}
		}
	}
	return false
}

func (r *reviewer) goalText(e ir.Ending) string {
	if e.Region != nil {
		return "region " + r.v.Regions[*e.Region].Name
	}
	if len(e.Squares) > 0 {
		return "squares " + strings.Join(e.Squares, " ")
	}
	return ranksText(e.FromRank, e.ToRank) + ", counted from each side's first rank"
}

// castling reports castling rules that no game from the setup can use:
// the setup lacks the king or every partner, or gives no castling right.
func (r *reviewer) castling() {
	cs := r.v.Rules.Castling
	if cs == nil {
		return
	}
	var missing []string
	king, partner := false, false
	// Drops with a castle file give rights to a king and partners dropped
	// in place (placement chess): pieces in hand count then.
	dropRights := r.v.Rules.Drops != nil && r.v.Rules.Drops.CastleFile != nil
	count := func(c, t int) int {
		if dropRights {
			return r.start.Count(c, t) + r.start.InHand(c, t)
		}
		return r.start.Count(c, t)
	}
	for c := range 2 {
		king = king || count(c, cs.King) > 0
		for _, t := range cs.Rooks {
			partner = partner || count(c, t) > 0
		}
	}
	if !king {
		missing = append(missing, r.name(cs.King))
	}
	if !partner {
		missing = append(missing, r.names(cs.Rooks))
	}
	f := finding(diag.CastlingImpossible, "")
	f.Castling = true
	switch {
	case len(missing) > 0:
		f.Msg = fmt.Sprintf("castling never happens: the setup has no %s: write castling none, or put them in the setup", strings.Join(missing, " and no "))
	case castlingField(r.start.FEN()) == "-" && !dropRights:
		f.Msg = "castling never happens: the setup gives no castling right (its castling field is -): write castling none, or give the rights, such as KQkq"
	default:
		return
	}
	r.add(f)
}

// flipped reports whether type t is in a flipping promotion map.
func (r *reviewer) flipped(t int) bool {
	for _, z := range r.g.V.Rules.Promotions {
		for _, pr := range z.Map {
			if z.Flip && (pr.From == t || pr.To == t) {
				return true
			}
		}
	}
	return false
}

// castlingField is the third field of a FEN.
func castlingField(fen string) string {
	fields := strings.Fields(fen)
	if len(fields) < 3 {
		return "-"
	}
	return fields[2]
}

// setupInZone reports pieces that stand in their own promotion zone in
// the setup. Pieces that a flipping map turns over are left alone: their
// zone is where they turn, usually the whole board (Kyoto shogi).
func (r *reviewer) setupInZone() {
	for s := 0; s < r.size(); s++ {
		t, c, ok := r.start.PieceAt(interp.Square(s))
		if !ok || !r.g.InPromotionZone(c, t, interp.Square(s)) || r.flipped(t) {
			continue
		}
		side := "White"
		if c == interp.Black {
			side = "Black"
		}
		f := finding(diag.PromotionInSetup, "the %s %s on %s stands in its promotion zone at the start", side, r.name(t), r.g.SquareName(interp.Square(s)))
		f.Piece, f.Square = t, interp.Square(s)
		r.add(f)
	}
}
