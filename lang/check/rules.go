package check

import (
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// rules resolves every rule statement of the variant.
func (vc *vchecker) rules() {
	v := vc.v
	if e, ok, _ := vc.find1("royal"); ok && e.s.Args[0].Str != "none" {
		v.Royal = vc.members(e, e.s.Args, "royal piece")
	}
	if e, ok, _ := vc.find1("castling"); ok && e.s.Body != nil {
		v.Castling = vc.castling(e)
	}
	if es, _ := vc.find("promotion"); len(es) > 0 {
		for _, e := range es {
			if e.s.Body != nil {
				if p := vc.promotion(e); p != nil {
					v.Promotions = append(v.Promotions, p)
				}
			}
		}
	}
	if e, ok, _ := vc.find1("checkmate"); ok {
		v.Checkmate = ir.Result(e.s.Args[0].Str)
	}
	if e, ok, _ := vc.find1("stalemate"); ok {
		v.Stalemate = ir.Result(e.s.Args[0].Str)
	}
	if e, ok, _ := vc.find1("move-rule"); ok {
		v.MoveRule = e.s.Args[0].N
		if len(e.s.Args) > 2 {
			v.MoveRulePieces = vc.members(e, e.s.Args[2:], "move-rule piece")
		}
	}
	if e, ok, _ := vc.find1("repetition"); ok {
		v.Repetition = e.s.Args[0].N
	}
}

// inner returns the statements of a block by keyword; the first pass has
// made sure there is at most one of each, except limit.
func (vc *vchecker) inner(e entry) map[string]*syntax.Stmt {
	m := map[string]*syntax.Stmt{}
	for _, s := range e.s.Body.Stmts {
		if vc.c.ok[s] {
			m[s.Keyword] = s
		}
	}
	return m
}

func (vc *vchecker) castling(e entry) *Castling {
	in := vc.inner(e)
	c := &Castling{}
	if s := in["king"]; s != nil {
		c.King = vc.member(e, s.Args[0], "castling king")
	}
	if s := in["rooks"]; s != nil {
		for _, a := range s.Args {
			p := vc.member(e, a, "castling rook")
			if p != nil && p == c.King {
				vc.errorf(e, a.Pos, diag.BadCastling, "castling: %s cannot be both the king and a rook", a.Str)
				continue
			}
			if p != nil {
				c.Rooks = append(c.Rooks, p)
			}
		}
	}
	c.Kingside = vc.castlingSide(e, in["kingside"])
	c.Queenside = vc.castlingSide(e, in["queenside"])
	return c
}

func (vc *vchecker) castlingSide(e entry, s *syntax.Stmt) *ir.CastlingSide {
	if s == nil {
		return nil
	}
	var files [2]int
	ok := true
	for i, a := range s.Args {
		files[i] = int(a.Str[0] - 'a')
		if vc.v.Files > 0 && files[i] >= vc.v.Files {
			vc.errorf(e, a.Pos, diag.FileOffBoard, "%s: file %s is off the board (files a to %c)", s.Keyword, a.Str, 'a'+vc.v.Files-1)
			ok = false
		}
	}
	if ok && files[0] == files[1] {
		vc.errorf(e, s.Args[1].Pos, diag.BadCastling, "%s: the king and its partner cannot both go to file %s", s.Keyword, s.Args[1].Str)
		ok = false
	}
	if !ok {
		return nil
	}
	return &ir.CastlingSide{KingFile: files[0], RookFile: files[1]}
}

func (vc *vchecker) promotion(e entry) *Promotion {
	in := vc.inner(e)
	p := &Promotion{}
	if s := in["pieces"]; s != nil {
		p.Pieces = vc.members(e, s.Args, "promoting piece")
	}
	if s := in["choices"]; s != nil {
		p.Choices = vc.members(e, s.Args, "promotion choice")
	}
	p.Mandatory = in["mandatory"] != nil
	ranks := vc.v.Ranks
	p.FromRank, p.ToRank = ranks, ranks // last-rank, the default
	var at *syntax.Arg
	if s := in["ranks"]; s != nil {
		at = s.Args[0]
		p.FromRank, p.ToRank = at.N, at.M
	}
	if s := in["rank"]; s != nil {
		at = s.Args[0]
		p.FromRank, p.ToRank = at.N, at.N
	}
	if at != nil && ranks > 0 && p.ToRank > ranks {
		vc.errorf(e, at.Pos, diag.RankOffBoard, "promotion rank %d is off the board (ranks 1 to %d)", p.ToRank, ranks)
	}
	for _, s := range e.s.Body.Stmts {
		if s.Keyword == "limit" && vc.c.ok[s] {
			if q := vc.member(e, s.Args[0], "limited piece"); q != nil {
				p.Limits = append(p.Limits, Limit{Piece: q, Max: s.Args[1].N})
			}
		}
	}
	return p
}
