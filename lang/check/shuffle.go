package check

import (
	"slices"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Families of start positions (ir.Shuffle):
//
//	setup chess960                 # Chess960, numbered as Scharnagl
//	setup "FEN"
//	shuffle { rank 1; opposite-colours Bishop; king-between; numbering sorted }
//
// setup chess960 is the orthodox setup with the shuffle of Chess960: its
// first rank's pieces in every order with the bishops on opposite colours
// and the king between the rooks, numbered 0 to 959 (518 is chess).

// chess960Setup is the setup of setup chess960 before shuffling.
const chess960Setup = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// setupFamilies are the names setup takes instead of a FEN.
var setupFamilies = []string{"chess960"}

// Shuffle is a checked shuffle; see ir.Shuffle.
type Shuffle struct {
	Rank            int
	OppositeColours []*Piece
	KingBetween     bool
	Numbering       string     // "chess960" or "" (sorted)
	Pos             syntax.Pos // where the interpreter's objections are reported
}

// setupArg checks setup "FEN" or setup chess960.
func setupArg(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 1, `one string (the start position) or chess960`) {
		return false
	}
	a := s.Args[0]
	if a.Kind == syntax.Ident && slices.Contains(setupFamilies, a.Str) {
		return true
	}
	if a.Kind == syntax.Ident {
		c.errorf(a.Pos, diag.WrongArgType, `setup: got name %s, want a "string" (the start position) or chess960%s`, diag.Shorten(a.Text), diag.Suggest(a.Str, setupFamilies))
		return false
	}
	return kind(c, s, a, syntax.String, `a "string" (the start position) or chess960`)
}

// shuffleRule resolves the variant's family of setups: setup chess960, or
// a shuffle block. Run after the setup and the rules.
func (vc *vchecker) shuffleRule() {
	v := vc.v
	se, sok, _ := vc.find1("setup")
	named := sok && se.s.Args[0].Kind == syntax.Ident
	e, ok, _ := vc.find1("shuffle")
	if ok && e.s.Body == nil {
		ok = false // shuffle none
	}
	switch {
	case named && ok:
		vc.errorf(e, e.s.Pos, diag.BadShuffle, "shuffle: the setup is chess960, a shuffled setup already")
		return
	case named:
		sh := &Shuffle{Rank: 1, KingBetween: true, Numbering: "chess960", Pos: se.s.Args[0].Pos}
		for _, p := range v.Pieces {
			if p.Letter == "B" {
				sh.OppositeColours = []*Piece{p}
			}
		}
		if len(sh.OppositeColours) == 0 || v.Castling == nil {
			vc.errorf(se, se.s.Args[0].Pos, diag.BadShuffle, "setup chess960: variant %s needs a piece lettered B (the bishops) and castling", vc.leaf.name)
			return
		}
		v.Shuffle = sh
		return
	case !ok:
		return
	}
	in := vc.inner(e)
	sh := &Shuffle{Rank: 1, Pos: e.s.Pos}
	if s := in["rank"]; s != nil {
		sh.Rank = s.Args[0].N
		if v.Ranks > 0 && sh.Rank > v.Ranks {
			vc.errorf(e, s.Args[0].Pos, diag.BadShuffle, "shuffle: rank %d is off the board (ranks 1 to %d)", sh.Rank, v.Ranks)
		}
	}
	if s := in["opposite-colours"]; s != nil {
		sh.OppositeColours = vc.members(e, s.Args, "shuffle opposite-colours piece")
	}
	if s := in["king-between"]; s != nil {
		sh.KingBetween = true
		if v.Castling == nil {
			vc.errorf(e, s.Pos, diag.BadShuffle, "shuffle: king-between names the castling king and its partners, but variant %s has no castling", vc.leaf.name)
		}
	}
	if s := in["numbering"]; s != nil && s.Args[0].Str == "chess960" {
		sh.Numbering = "chess960"
	}
	v.Shuffle = sh
}
