package check

import (
	"slices"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// handRules resolves the drops, gating and hand blocks, in that order:
// what a hand may hold is what can leave it.
func (vc *vchecker) handRules() {
	v := vc.v
	vc.promotionMaps()
	if e, ok, _ := vc.find1("drops"); ok && e.s.Body != nil {
		v.Drops = vc.drops(e)
	}
	if e, ok, _ := vc.find1("gating"); ok && e.s.Body != nil {
		in := vc.inner(e)
		v.Gating = &Gating{}
		if s := in["pieces"]; s != nil {
			v.Gating.Pieces = vc.members(e, s.Args, "gating piece")
		}
		if v.Turns != nil || len(v.TurnParts) > 0 {
			vc.errorf(e, e.s.Pos, diag.BadGating, "gating: variant %s has a turns statement, which gating cannot go with", vc.leaf.name)
		}
	}
	if e, ok, _ := vc.find1("hand"); ok && e.s.Body != nil {
		v.Hand = vc.hand(e)
	}
}

// mayHold reports whether a piece of type p may be in hand: it can be
// dropped or gated.
func (v *Variant) mayHold(p *Piece) bool {
	return v.Drops != nil && slices.Contains(v.Drops.Pieces, p) || v.Gating != nil && slices.Contains(v.Gating.Pieces, p)
}

// drops resolves a drops block.
func (vc *vchecker) drops(e entry) *Drops {
	v := vc.v
	in := vc.inner(e)
	d := &Drops{FromRank: 1, ToRank: v.Ranks}
	if s := in["pieces"]; s != nil {
		d.Pieces = vc.members(e, s.Args, "drop piece")
	}
	dropPieces := func(s *syntax.Stmt, args []*syntax.Arg, role string) []*Piece {
		var out []*Piece
		for _, a := range args {
			p := vc.member(e, a, role)
			if p == nil {
				continue
			}
			if !slices.Contains(d.Pieces, p) {
				vc.errorf(e, a.Pos, diag.BadDrops, "%s: %s is not one of the drop pieces (%s)", s.Keyword, p.Name, pieceNames(d.Pieces))
				continue
			}
			out = append(out, p)
		}
		return out
	}
	for _, s := range e.s.Body.Stmts {
		if !vc.c.ok[s] {
			continue
		}
		switch s.Keyword {
		case "ranks", "own-half":
			from, to := 1, v.Ranks/2
			var forArgs []*syntax.Arg
			if s.Keyword == "ranks" {
				a := s.Args[0]
				from, to = a.N, a.M
				if v.Ranks > 0 && to > v.Ranks {
					vc.errorf(e, a.Pos, diag.BadDrops, "drops: ranks %s are not on the board (ranks 1 to %d)", diag.Shorten(a.Text), v.Ranks)
				}
				forArgs = s.Args[1:]
			} else {
				if v.Ranks%2 != 0 {
					vc.errorf(e, s.Pos, diag.BadDrops, "drops: own-half needs an even number of ranks, and the board has %d", v.Ranks)
				}
				forArgs = s.Args
			}
			if len(forArgs) == 0 {
				d.FromRank, d.ToRank = from, to
				continue
			}
			d.Regions = append(d.Regions, DropRegion{Pieces: dropPieces(s, forArgs[1:], "drop region piece"), FromRank: from, ToRank: to})
		case "region":
			d.Region = vc.regionRef(e, s.Args[0], "drops: ")
		case "outside":
			r := vc.regionRef(e, s.Args[0], "drops: outside: ")
			var ps []*Piece
			if len(s.Args) > 1 {
				ps = dropPieces(s, s.Args[2:], "drop region piece")
			}
			if r != nil {
				d.Outside = append(d.Outside, DropOutside{Region: r, Pieces: ps})
			}
		case "placement":
			d.Placement = s.Args[0].Str
		case "mobile-only":
			d.Mobile = true
		case "file-limit":
			if ps := dropPieces(s, s.Args[:1], "file-limit piece"); len(ps) == 1 {
				if s.Args[1].N < 1 {
					vc.errorf(e, s.Args[1].Pos, diag.BadDrops, "file-limit: %d pieces on a file would forbid every drop of %s: want 1 or more", s.Args[1].N, ps[0].Name)
					continue
				}
				d.FileLimits = append(d.FileLimits, Limit{Piece: ps[0], Max: s.Args[1].N})
			}
		case "no-mate":
			d.NoMate = dropPieces(s, s.Args, "no-mate piece")
		case "no-check":
			d.NoCheck = true
		case "promoted":
			d.Promoted = s.Args[0].Str
			if !slices.ContainsFunc(d.Pieces, func(p *Piece) bool { return v.image(p) != nil }) {
				vc.errorf(e, s.Pos, diag.BadPromotionMap, "promoted: no drop piece of variant %s has an image in a promotion map to be dropped as", vc.leaf.name)
			}
		case "opposite-colors":
			d.OppositeColors = dropPieces(s, s.Args, "opposite-colors piece")
		case "castle-file":
			f := int(s.Args[0].Str[0] - 'a')
			switch {
			case v.Castling == nil:
				vc.errorf(e, s.Pos, diag.BadDrops, "castle-file: variant %s has no castling for a dropped king to take part in", vc.leaf.name)
			case v.Files > 0 && f >= v.Files:
				vc.errorf(e, s.Args[0].Pos, diag.FileOffBoard, "castle-file: file %s is off the board (files a to %c)", s.Args[0].Str, 'a'+v.Files-1)
			default:
				d.CastleFile = &f
			}
		}
	}
	vc.dropConditions(e, in, d)
	if v.Turns != nil || len(v.TurnParts) > 0 {
		vc.errorf(e, e.s.Pos, diag.BadDrops, "drops: variant %s has a turns statement, which drops cannot go with", vc.leaf.name)
	}
	return d
}

// hand resolves a hand block: which captured pieces go to hand, as what.
func (vc *vchecker) hand(e entry) *Hand {
	v := vc.v
	in := vc.inner(e)
	h := &Hand{}
	if v.Drops == nil && v.Gating == nil {
		vc.errorf(e, e.s.Pos, diag.BadHand, "hand: variant %s has neither drops nor gating, so nothing would ever leave the hand", vc.leaf.name)
		return nil
	}
	if s := in["limit"]; s != nil {
		h.Max = s.Args[0].N
	}
	demoted := map[*Piece]*Piece{}
	for _, s := range e.s.Body.Stmts {
		if s.Keyword != "demote" || !vc.c.ok[s] {
			continue
		}
		from, to := vc.member(e, s.Args[0], "demoted piece"), vc.member(e, s.Args[1], "demoted piece's type in hand")
		if from == nil || to == nil {
			continue
		}
		if !v.mayHold(to) {
			vc.errorf(e, s.Args[1].Pos, diag.BadHand, "demote: a captured %s would go to hand as %s, which cannot be dropped or gated", from.Name, to.Name)
			continue
		}
		demoted[from] = to
	}
	choice := slices.ContainsFunc(v.Promotions, func(z *Promotion) bool { return z.Map == nil })
	if s := in["promoted"]; s != nil && !choice {
		vc.errorf(e, s.Pos, diag.BadHand, "promoted: no piece of variant %s promotes by a choice, so no promoted piece needs remembering", vc.leaf.name)
	}
	s := in["captures"]
	if s == nil {
		// Nothing captured comes to this hand, yet "promoted demote"
		// remembers promoted pieces (FEN's ~): they would go to a hand
		// elsewhere as what they were (bughouse's partner board).
		h.TrackPromoted = choice && in["promoted"] != nil && in["promoted"].Args[0].Str == "demote"
		return h
	}
	h.TrackPromoted = choice && (in["promoted"] == nil || in["promoted"].Args[0].Str == "demote")
	kept := v.Pieces
	explicit := len(s.Args) > 0
	if explicit {
		kept = vc.members(e, s.Args, "captured piece")
	}
	for i, p := range kept {
		as := p
		switch {
		case demoted[p] != nil:
			as = demoted[p]
		case v.origin(p) != nil:
			as = v.origin(p)
		}
		if !v.mayHold(as) {
			if explicit {
				vc.errorf(e, s.Args[i].Pos, diag.BadHand, "captures: a captured %s would go to hand as %s, which cannot be dropped or gated", p.Name, as.Name)
			}
			continue
		}
		h.Entries = append(h.Entries, HandEntry{Piece: p, As: as})
	}
	return h
}

// pieceNames lists pieces for a message.
func pieceNames(ps []*Piece) string {
	if len(ps) == 0 {
		return "none"
	}
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += ", "
		}
		s += p.Name
	}
	return s
}
