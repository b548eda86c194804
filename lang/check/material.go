package check

import (
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// MaterialCount is a checked material-count block; see ir.MaterialCount.
//
//	material-count {
//		points Chariot 13
//		points Elephant Advisor 3
//		bonus black 1.5
//	}
type MaterialCount struct {
	Points       map[*Piece]float64
	White, Black float64
}

// pointsArgs checks points NAME... N.
func pointsArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, -1, "piece names and their points, such as points Chariot 13") {
		return false
	}
	ok := true
	for _, a := range s.Args[:len(s.Args)-1] {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return pointsArg(c, s, s.Args[len(s.Args)-1]) && ok
}

// bonusArgs checks bonus white|black N.
func bonusArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, 2, "white or black and points, such as bonus black 1.5") {
		return false
	}
	ok := valueIn(c, s, s.Args[0], []string{"white", "black"}, "white or black")
	return pointsArg(c, s, s.Args[1]) && ok
}

func pointsArg(c *checker, s *syntax.Stmt, a *syntax.Arg) bool {
	if a.Kind != syntax.Int && a.Kind != syntax.Decimal {
		c.errorf(a.Pos, diag.WrongArgType, "%s: got %s %s, want points such as 3 or 1.5", s.Keyword, a.Kind, diag.Shorten(a.Text))
		return false
	}
	if a.F > 100000 {
		c.errorf(a.Pos, diag.BadValue, "%s %s: want 0 to 100000 points", s.Keyword, diag.Shorten(a.Text))
		return false
	}
	return true
}

// materialCount resolves the material-count block.
func (vc *vchecker) materialCount() {
	e, ok, _ := vc.find1("material-count")
	if !ok || e.s.Body == nil {
		return
	}
	mc := &MaterialCount{Points: map[*Piece]float64{}}
	for _, s := range e.s.Body.Stmts {
		if !vc.c.ok[s] {
			continue
		}
		n := s.Args[len(s.Args)-1].F
		if s.Keyword == "bonus" {
			if s.Args[0].Str == "white" {
				mc.White = n
			} else {
				mc.Black = n
			}
			continue
		}
		for i, p := range vc.members(e, s.Args[:len(s.Args)-1], "material-count piece") {
			if _, dup := mc.Points[p]; dup {
				vc.errorf(e, s.Args[i].Pos, diag.BadMaterialCount, "material-count: %s has points already", p.Name)
				continue
			}
			mc.Points[p] = n
		}
	}
	vc.v.MaterialCount = mc
}
