// Package lower turns a checked variant into the IR the interpreter runs.
//
// All the judgement happens in package check; lowering only changes
// representation: pieces referred to by pointer become indices into
// Variant.Pieces, and everything is copied, so that the IR shares no
// memory with the checker (whose pieces several variants share) and a
// consumer may modify its copy.
package lower

import (
	"slices"
	"strconv"

	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/check"
)

// Lower returns the IR of a checked variant.
func Lower(v *check.Variant) *ir.Variant {
	out := &ir.Variant{
		Name:  v.Name,
		Title: v.Title,
		Board: ir.Board{Kind: "grid", Files: v.Files, Ranks: v.Ranks, Holes: slices.Clone(v.Holes), BlackView: v.BlackView, Wrap: v.Wrap, Levels: v.Levels, Boards: v.Boards},
		Setup: v.Setup,
	}
	idx := func(p *check.Piece) int { return v.Index(p) }
	regionIdx := map[*check.Region]int{}
	for i, r := range v.Regions {
		regionIdx[r] = i
		names := squareNames
		if v.Kind == "hex" {
			names = hexNames
		}
		out.Regions = append(out.Regions, ir.Region{Name: r.Name, White: names(r.White), Black: names(r.Black)})
	}
	// regionRef is the index of a region, nil for none.
	regionRef := func(r *check.Region) *int {
		if r == nil {
			return nil
		}
		i := regionIdx[r]
		return &i
	}
	regionRefs := func(rs []*check.Region) []int {
		var out []int
		for _, r := range rs {
			out = append(out, regionIdx[r])
		}
		return out
	}
	indices := func(ps []*check.Piece) []int {
		var out []int
		for _, p := range ps {
			out = append(out, idx(p))
		}
		return out
	}
	for i, p := range v.Pieces {
		ip := ir.Piece{
			Name:        p.Name,
			Letter:      p.Letter,
			Betza:       p.Betza,
			Description: p.Desc,
			Value:       p.Value,
			Estimated:   p.ValueEstimated,
			Moves:       copyMoves(p.Moves),
			Seniority:   p.Seniority,
		}
		if p.SwapAnywhere != nil {
			x := *p.SwapAnywhere
			ip.SwapAnywhere = &x
		}
		if p.Figure != nil {
			f := *p.Figure
			f.Names = slices.Clone(f.Names)
			ip.Figure = &f
		}
		if i < len(v.PieceRules) && v.PieceRules[i] != nil {
			pr := v.PieceRules[i]
			for m, q := range pr.Becomes {
				t := idx(q)
				ip.Moves[m].Becomes = &t
			}
			for m, vs := range pr.Victims {
				ip.Moves[m].Victims = indices(vs)
			}
			for m, by := range pr.Relays {
				ip.Moves[m].Relay = &ir.Relay{By: indices(by), Vectors: slices.Clone(pr.RelayVectors[m])}
			}
			for m, mr := range pr.Regions {
				ip.Moves[m].Region = &ir.MoveRegion{Region: regionIdx[mr.Region], Mode: mr.Mode}
			}
			ip.CapturedBy = indices(pr.CapturedBy)
			ip.Uncapturable = pr.Uncapturable
			ip.CannotTake, ip.CannotHop = indices(pr.CannotTake), indices(pr.CannotHop)
			ip.CannotTakeProtected = indices(pr.CannotTakeProtected)
			if len(pr.SpoiledBy) > 0 {
				ip.Spoil = &ir.SpoilRule{By: indices(pr.SpoiledBy), Moves: copyMoves(pr.SpoilMoves)}
			}
			for _, e := range pr.Effects {
				ip.Effects = append(ip.Effects, ir.Effect{Kind: e.Kind, Vectors: slices.Clone(e.Vectors),
					Victims: indices(e.Victims), Partners: indices(e.Partners), After: slices.Clone(e.After)})
			}
			if x := pr.Destruction; x != nil {
				ip.Destruction = &ir.Destruction{Vectors: slices.Clone(x.Vectors), Victims: indices(x.Victims)}
			}
			if x := pr.Teleport; x != nil {
				ip.Teleport = &ir.TeleportRule{Forks: x.Forks, Becomes: -1}
				if x.Region != nil {
					ip.Teleport.Region = regionRef(x.Region)
				}
				if x.Becomes != nil {
					ip.Teleport.Becomes = idx(x.Becomes)
				}
			}
			if x := pr.Exit; x != nil {
				ip.Exit = &ir.ExitRule{Steps: slices.Clone(x.Steps), Promote: indices(x.Promote)}
				if x.Into != nil {
					ip.Exit.Into = idx(x.Into)
				}
			}
		}
		ip.Confined = regionRef(v.Confined[p])
		if v.Kind == "rings" {
			ip.Moves = ringMoves(ip.Moves, v.Files)
		}
		if v.Levels > 1 {
			ip.Moves = copyMoves(p.LevelMoves)
		}
		out.Pieces = append(out.Pieces, ip)
	}
	if v.Kind == "rings" {
		out.Board.Kind = "rings"
	}
	if d := v.Draw; d != nil {
		out.Board.Draw = &ir.Drawing{Style: d.Style, River: d.River, Palace: regionRef(d.Palace), Inks: slices.Clone(d.Inks), Octagons: d.Octagons}
	}
	if v.Kind == "hex" { // stored in doubled coordinates (interp/hex.go)
		out.Board.Kind, out.Board.Ranks, out.Board.Slanted = "hex", v.Hex.Height(), v.Hex.Slanted
	}
	r := &out.Rules
	r.Royal = indices(v.Royal)
	r.RoyalWhenLast, r.DupleCheck, r.RoyalTogether = v.RoyalWhenLast, v.DupleCheck, v.RoyalTogether
	r.RoyalPassesSafe = v.RoyalPassesSafe
	r.RoyalWhenLastMax = v.RoyalLastMax
	r.RoyalPromotionNextTurn = v.RoyalPromotionNextTurn
	if c := v.Castling; c != nil {
		r.Castling = &ir.Castling{Rooks: indices(c.Rooks), Kingside: cloneSide(c.Kingside), Queenside: cloneSide(c.Queenside)}
		r.Castling.King = idx(c.King)
		r.Castling.Opposite = c.Opposite
		for colour := range c.ByColour {
			for side, s := range c.ByColour[colour] {
				if s == nil {
					continue
				}
				if r.Castling.ByColour == nil {
					r.Castling.ByColour = new([2][2]*ir.CastlingSide)
				}
				r.Castling.ByColour[colour][side] = cloneSide(s)
			}
		}
	}
	for _, p := range v.Promotions {
		zone := ir.Promotion{
			Pieces:        indices(p.Pieces),
			Side:          p.Side,
			FromRank:      p.FromRank,
			ToRank:        p.ToRank,
			Region:        regionRef(p.Region),
			Choices:       indices(p.Choices),
			Mandatory:     p.Mandatory,
			Immobile:      p.Immobile,
			TakesPromoted: p.TakesPromoted,
			OnEntry:       p.OnEntry,
			Leave:         p.Leave,
			CapturesOnly:  p.CapturesOnly,
			Flip:          p.Flip,
			IfPresent:     indices(p.IfPresent),
			IfAbsent:      indices(p.IfAbsent),
			Standing:      p.Standing,
			LastAnywhere:  p.LastAnywhere,
			Peaceful:      p.Peaceful,
			Unforced:      p.Unforced,
		}
		for _, m := range p.Map {
			zone.Map = append(zone.Map, ir.PromotionPair{From: idx(m.From), To: idx(m.To)})
		}
		for _, l := range p.Limits {
			zone.Limits = append(zone.Limits, ir.Limit{Piece: idx(l.Piece), Max: l.Max})
		}
		r.Promotions = append(r.Promotions, zone)
	}
	r.Checkmate, r.Stalemate, r.StalemateByCount = v.Checkmate, v.Stalemate, v.StalemateByCount
	r.MoveRule, r.MoveRulePieces = v.MoveRule, indices(v.MoveRulePieces)
	r.Repetition, r.RepetitionResult = v.Repetition, v.RepetitionResult
	r.NoChecks = v.NoChecks
	r.Transfer = v.Transfer
	if v.Turns != nil {
		r.Turns = &ir.TurnOrder{Opening: slices.Clone(v.Turns.Opening), Then: slices.Clone(v.Turns.Then), Simultaneous: v.Turns.Simultaneous,
			Progressive: v.Turns.Progressive, EnPassant: v.Turns.EnPassant}
	}
	r.Rank = indices(v.Rank)
	if len(v.TurnParts) > 0 {
		r.Turns = &ir.TurnOrder{}
		for _, tp := range v.TurnParts {
			part := ir.TurnPart{Mover: tp.Mover, Wall: tp.Wall, WallMoves: tp.WallMoves, WallInstead: tp.WallInstead, WallRegion: regionRef(tp.WallRegion)}
			for _, pr := range tp.Rules {
				part.Rules = append(part.Rules, ir.PartRule{After: indices(pr.After), Only: indices(pr.Only), Except: indices(pr.Except)})
			}
			r.Turns.Parts = append(r.Turns.Parts, part)
		}
	}
	for _, e := range v.Endings {
		r.Endings = append(r.Endings, ir.Ending{Kind: e.Kind, Side: e.Side, Pieces: indices(e.Pieces),
			PerType: e.PerType, AtMost: e.AtMost, OpponentAtLeast: e.OpponentAtLeast, Grace: e.Grace, Safe: e.Safe, FromRank: e.FromRank, ToRank: e.ToRank,
			Squares: slices.Clone(e.Squares), Region: regionRef(e.Region), Moves: e.Moves, Checks: e.Checks,
			Connect: e.Connect, Square: e.Square, Collinear: e.Collinear, Blocked: e.Blocked, Between: regionRefs(e.Between), Lines: slices.Clone(e.Lines), AtLeast: e.AtLeast, Wing: e.Wing, Winner: e.Winner, Name: e.Name})
	}
	r.Scores = slices.Clone(v.Scores)
	if sh := v.Shuffle; sh != nil {
		out.Shuffle = &ir.Shuffle{Rank: sh.Rank, OppositeColours: indices(sh.OppositeColours), KingBetween: sh.KingBetween, Numbering: sh.Numbering}
	}
	r.Facing = v.Facing
	r.MoveRepetition = v.MoveRepetition
	r.NoRepeat, r.NoRepeatInCheck = v.NoRepeat, v.NoRepeatInCheck
	if t := v.Trading; t != nil {
		r.Trading = &ir.Trading{Pieces: indices(t.Pieces), DistantProtected: t.DistantProtected, Protected: t.Protected,
			Bridge: t.Bridge, BridgeNot: indices(t.BridgeNot), Counterstrike: t.Counterstrike, CounterstrikeAny: t.CounterstrikeAny}
	}
	r.RoyalInCheck = v.RoyalInCheck
	if v.HasMateRule {
		r.Mate = &ir.MateRule{NotOnly: indices(v.MateNotOnly), Needs: indices(v.MateNeeds)}
	}
	if ct := v.Counting; ct != nil {
		r.Counting = &ir.CountingRule{Pawns: indices(ct.Pawns), MostPieces: ct.MostPieces, BoardHonour: ct.BoardHonour,
			BoardHonourWithPawns: ct.BoardHonourWithPawns, Otherwise: ct.Otherwise, FromZero: ct.FromZero, LastPawn: ct.LastPawn}
		for _, h := range ct.PiecesHonour {
			r.Counting.PiecesHonour = append(r.Counting.PiecesHonour, ir.Honour{Piece: idx(h.Piece), AtLeast: h.AtLeast, Moves: h.Moves})
		}
	}
	r.FirstMoveRights = indices(v.FirstMoveRights)
	if mc := v.MaterialCount; mc != nil {
		r.MaterialCount = &ir.MaterialCount{Points: make([]float64, len(v.Pieces)), White: mc.White, Black: mc.Black}
		for p, n := range mc.Points {
			r.MaterialCount.Points[idx(p)] = n
		}
	}
	if v.Pass != "" {
		r.Pass = &ir.PassRule{When: v.Pass}
	}
	if d := v.Drops; d != nil {
		r.Drops = &ir.DropRule{Pieces: indices(d.Pieces), FromRank: d.FromRank, ToRank: d.ToRank, Region: regionRef(d.Region), Placement: d.Placement,
			Mobile: d.Mobile, NoMate: indices(d.NoMate), NoCheck: d.NoCheck, Promoted: d.Promoted,
			OppositeColors: indices(d.OppositeColors),
			Unlimited:      d.Unlimited, Adjacent: d.Adjacent, Flipping: d.Flipping, OnTop: d.OnTop, Apart: d.Apart, PushedIn: d.PushedIn,
			StartSquares: slices.Clone(d.StartSquares), Must: indices(d.Must), Pickup: indices(d.Pickup)}
		for _, rg := range d.Regions {
			r.Drops.Regions = append(r.Drops.Regions, ir.DropRegion{Pieces: indices(rg.Pieces), FromRank: rg.FromRank, ToRank: rg.ToRank})
		}
		for _, l := range d.FileLimits {
			r.Drops.FileLimits = append(r.Drops.FileLimits, ir.Limit{Piece: idx(l.Piece), Max: l.Max})
		}
		if d.CastleFile != nil {
			f := *d.CastleFile
			r.Drops.CastleFile = &f
		}
	}
	if h := v.Hand; h != nil {
		r.Hand = &ir.HandRule{TrackPromoted: h.TrackPromoted, Max: h.Max}
		for _, e := range h.Entries {
			r.Hand.Captures = append(r.Hand.Captures, ir.HandEntry{Piece: idx(e.Piece), As: idx(e.As)})
		}
	}
	if gt := v.Gating; gt != nil {
		r.Gating = &ir.GatingRule{Pieces: indices(gt.Pieces)}
	}
	for _, l := range v.Limits {
		r.Limits = append(r.Limits, ir.Limit{Piece: idx(l.Piece), Max: l.Max})
	}
	r.MustCapture, r.Flips, r.Petrify = v.MustCapture, v.Flips, indices(v.Petrify)
	r.FlipsSupported = v.FlipsSupported
	r.AfterCapture = v.AfterCapture
	r.MustCaptureMost = v.MustCaptureMost
	if v.Rebirth {
		r.Rebirth = &ir.Rebirth{ByFile: indices(v.RebirthByFile)}
	}
	if v.CaptorChange {
		r.CaptorChangesSide = &ir.CaptorChange{Except: indices(v.CaptorKeeps)}
	}
	if len(v.Contagious) > 0 {
		r.Contagion = &ir.Contagion{Pieces: indices(v.Contagious), Except: indices(v.Immune)}
		if !slices.Equal(v.Contagious, v.ContagionInto) && len(v.ContagionInto) == len(v.Contagious) {
			r.Contagion.Into = indices(v.ContagionInto)
		}
	}
	if v.Paralysis {
		r.Paralysis = &ir.Paralysis{Except: indices(v.ParalysisExcept)}
	}
	if v.Patrol {
		r.Patrol = &ir.Patrol{Pieces: indices(v.PatrolPieces)}
	}
	if v.FrozenSuicide {
		r.FrozenSuicide = &ir.FrozenSuicide{Except: indices(v.FrozenSuicideExcept)}
	}
	r.LandCapturing = regionRef(v.LandCapturing)
	r.LandFewest = v.LandFewest
	if x := v.Explosion; x != nil {
		r.Explosion = &ir.Explosion{Vectors: slices.Clone(x.Vectors), Spared: indices(x.Spared), Immune: indices(x.Immune)}
	}
	for _, mf := range v.MustFirst {
		r.MustFirst = append(r.MustFirst, ir.MustFirst{Piece: idx(mf.Piece), After: mf.After, Counted: indices(mf.Counted)})
	}
	return out
}

// squareNames writes (file, rank) pairs as algebraic names.
func squareNames(sq [][2]int) []string {
	out := make([]string, len(sq))
	for i, s := range sq {
		out[i] = string(rune('a'+s[0])) + strconv.Itoa(s[1]+1)
	}
	return out
}

func cloneSide(s *ir.CastlingSide) *ir.CastlingSide {
	if s == nil {
		return nil
	}
	c := *s
	if s.PartnerFile != nil {
		f := *s.PartnerFile
		c.PartnerFile = &f
	}
	return &c
}

func copyMoves(ms []ir.Move) []ir.Move {
	out := make([]ir.Move, len(ms))
	for i, m := range ms {
		out[i] = m
		out[i].Legs = slices.Clone(m.Legs)
		out[i].Victims = slices.Clone(m.Victims)
		out[i].FromRanks = slices.Clone(m.FromRanks)
		out[i].ToRanks = slices.Clone(m.ToRanks)
	}
	return out
}

// ringMoves makes the named-direction moves of a piece concrete for a
// rings board of the given number of files (spokes): a radial move
// becomes one move per spoke, and a leg around the ring goes at most one
// point short of its own point (files-1 points), or, with Round, once
// round (files points), back to its own point.
func ringMoves(ms []ir.Move, files int) []ir.Move {
	var out []ir.Move
	for _, m := range ms {
		l := m.Legs[0]
		if len(m.Legs) != 1 || l.Dir == "" {
			out = append(out, m)
			continue
		}
		if l.Dir == check.RadialDir {
			for k := 0; k < files; k++ {
				m.Legs = []ir.Leg{l}
				m.Legs[0].Dir = "spoke-" + strconv.Itoa(k)
				out = append(out, m)
			}
			continue
		}
		if l.Dir == "cw" || l.Dir == "ccw" {
			most := files - 1
			if l.Round {
				most = files
			}
			if l.Max == 0 || l.Max > most {
				l.Max = most
			}
		}
		m.Legs = []ir.Leg{l}
		out = append(out, m)
	}
	return out
}

// hexNames writes (file, rank) pairs of a hex board as its cell names
// (no file j).
func hexNames(sq [][2]int) []string {
	out := make([]string, len(sq))
	for i, s := range sq {
		out[i] = fen.HexFiles[s[0]:s[0]+1] + strconv.Itoa(s[1]+1)
	}
	return out
}
