package fsf

import (
	"reflect"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Shared types: Fairy-Stockfish's shogi promotes the pawn, lance, knight
// and silver all to its one gold (promotedPieceType = p:g l:g n:g s:g).
// A promoted piece is a gold with a promoted flag, written in FEN as "+"
// and its origin's letter and turned back into its origin when captured
// (or, with pieceDemotion, when it moves again). vdl gives each image of
// a map a type of its own (Tokin, PromotedSilver, ...), which would need
// a custom piece each, and older builds (Debian's 11.1) read none. So an
// image is written as the type of another piece when nothing tells the
// two apart in the game: the same moves and nothing else of their own,
// and no rule naming either, but for the host being dropped: in a hand,
// only the host can be, since a captured image goes back as its origin.

// shareHosts returns, for each image that can be written as another type,
// that type: a piece no map promotes and that is no image (shogi's
// Gold), or else the first image of those that move alike (micro shogi's
// turned bishop and turned rook, with no gold in the game, are one gold).
func (x *exporter) shareHosts() map[int]int {
	named, dropped := x.namedTypes()
	from := map[int]bool{}
	for _, z := range x.v.Rules.Promotions {
		for _, pr := range z.Map {
			from[pr.From] = true
		}
	}
	hosts := map[int]int{}
	for t := range x.v.Pieces {
		if _, image := x.origin[t]; !image || from[t] || named[t] || dropped[t] {
			continue
		}
		host := -1
		for h := range x.v.Pieces {
			_, image := x.origin[h]
			if h == t || image || from[h] || named[h] || !samePiece(x.v.Pieces[h], x.v.Pieces[t]) {
				continue
			}
			host = h
			break
		}
		for h := 0; host < 0 && h < t; h++ {
			_, image := x.origin[h]
			_, shared := hosts[h]
			if image && !shared && !from[h] && !named[h] && !dropped[h] && samePiece(x.v.Pieces[h], x.v.Pieces[t]) {
				host = h
			}
		}
		if host >= 0 {
			hosts[t] = host
		}
	}
	return hosts
}

// namedTypes lists the types a rule names (other than a promotion map and
// the hand, which send an image back as its origin), and, apart, the
// types that may be dropped or gated, which a host may be and an image
// may not: Fairy-Stockfish would apply such a rule to the host and to
// every promoted piece of its type alike (dropNoDoubled counts promoted
// ones on the file, extinction counts them, ...).
func (x *exporter) namedTypes() (named, dropped map[int]bool) {
	named, dropped = map[int]bool{}, map[int]bool{}
	r := &x.v.Rules
	add := func(set map[int]bool, ts ...int) {
		for _, t := range ts {
			set[t] = true
		}
	}
	add(named, r.Royal...)
	add(named, r.MoveRulePieces...)
	add(named, r.Rank...)
	add(named, r.Petrify...)
	add(named, r.FirstMoveRights...)
	if c := r.Castling; c != nil {
		add(named, c.King)
		add(named, c.Rooks...)
	}
	for _, z := range r.Promotions {
		add(named, z.Pieces...)
		add(named, z.Choices...)
		add(named, z.IfPresent...)
		add(named, z.IfAbsent...)
		for _, l := range z.Limits {
			add(named, l.Piece)
		}
	}
	for _, e := range r.Endings {
		add(named, e.Pieces...)
	}
	if d := r.Drops; d != nil {
		add(dropped, d.Pieces...)
		add(named, d.Must...)
		add(named, d.NoMate...)
		add(named, d.OppositeColors...)
		for _, l := range d.FileLimits {
			add(named, l.Piece)
		}
		for _, rg := range d.Regions {
			add(named, rg.Pieces...)
		}
	}
	if g := r.Gating; g != nil {
		add(dropped, g.Pieces...)
	}
	if h := r.Hand; h != nil {
		for _, e := range h.Captures {
			if o, image := x.origin[e.Piece]; e.As != e.Piece && !(image && e.As == o) {
				add(named, e.Piece, e.As) // turned into another type in hand
			}
		}
	}
	if e := r.Explosion; e != nil {
		add(named, e.Spared...)
		add(named, e.Immune...)
	}
	if m := r.Mate; m != nil {
		add(named, m.NotOnly...)
		add(named, m.Needs...)
	}
	if c := r.Counting; c != nil {
		add(named, c.Pawns...)
		for _, h := range c.PiecesHonour {
			add(named, h.Piece)
		}
	}
	for _, pc := range x.v.Pieces {
		add(named, pc.CapturedBy...)
		add(named, pc.CannotTake...)
		add(named, pc.CannotHop...)
	}
	if mc := r.MaterialCount; mc != nil {
		for t, p := range mc.Points {
			if p != 0 {
				add(named, t)
			}
		}
	}
	return named, dropped
}

// samePiece reports whether a and b play alike: the same moves (as a
// set) and the same everything else but their names, letters, values,
// words and figures (how pictures draw them).
func samePiece(a, b ir.Piece) bool {
	if len(a.Moves) != len(b.Moves) {
		return false
	}
	for _, m := range a.Moves {
		if !slices.ContainsFunc(b.Moves, func(o ir.Move) bool { return reflect.DeepEqual(m, o) }) {
			return false
		}
	}
	plain := func(p ir.Piece) ir.Piece {
		p.Name, p.Letter, p.Betza, p.Description, p.Value, p.Estimated, p.Moves, p.Figure = "", "", "", "", 0, false, nil, nil
		return p
	}
	return reflect.DeepEqual(plain(a), plain(b))
}
