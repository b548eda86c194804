package check

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Move clauses along the named directions of a rings board (ir.Board):
//
//	step DIRS N             exactly N points one way, over empty points
//	leap DIRS N             exactly N points one way, over anything
//	slide DIRS [N] [round]  any number of points (up to N) over empty points
//	fly DIRS [N] [round]    over at least one occupied point, and empty ones
//
// DIRS is ring (cw and ccw), radial (every spoke direction), any (both),
// cw or ccw. Each moves to an empty point or takes an enemy there. Along
// the ring a slide or flight stops one point short of its own point;
// with round it may go all the way round and end there (Leg.Round).
var ringClauses = map[string]bool{"step": true, "leap": true, "slide": true, "fly": true}

var ringDirSets = []string{"ring", "radial", "any", "cw", "ccw"}

// RoundWord is the last argument of a slide or fly clause that lets it
// come back round its ring to its own point.
const RoundWord = "round"

// RadialDir is the placeholder direction of radial moves in a piece's
// moves: lowering turns each such move into one per spoke ("spoke-K"),
// since the number of spokes is the variant's.
const RadialDir = "radial"

// ringClauseArgs accepts a direction set and a count (required if need;
// else optional and followed by an optional round).
func ringClauseArgs(need bool) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		usage := "directions (ring, radial, any, cw or ccw) and a number of points"
		min, max := 2, 2
		if !need {
			usage = "directions (ring, radial, any, cw or ccw), optionally a number of points, and optionally round"
			min, max = 1, 3
		}
		if !arity(c, s, min, max, usage) || !kind(c, s, s.Args[0], syntax.Ident, "ring, radial, any, cw or ccw") ||
			!valueIn(c, s, s.Args[0], ringDirSets, "ring, radial, any, cw or ccw") {
			return false
		}
		rest := s.Args[1:]
		if !need && len(rest) > 0 && rest[len(rest)-1].Kind == syntax.Ident {
			if !valueIn(c, s, rest[len(rest)-1], []string{RoundWord}, RoundWord+" (the move may go round to its own point)") {
				return false
			}
			rest = rest[:len(rest)-1]
		}
		if len(rest) > 1 {
			c.errorf(rest[1].Pos, diag.WrongArgCount, "%s: got %d arguments, want %s", s.Keyword, len(s.Args), usage)
			return false
		}
		if len(rest) == 1 {
			return kind(c, s, rest[0], syntax.Int, "a number of points") && intRange(c, s, rest[0], 1, 100)
		}
		return true
	}
}

// ringClause compiles a ring move clause into moves with named
// directions, and adds its text to the piece's Betza for display
// ("slide(any)").
func (c *checker) ringClause(p *Piece, st *syntax.Stmt) {
	var dirs []string
	switch set := st.Args[0].Str; set {
	case "ring":
		dirs = []string{"cw", "ccw"}
	case "radial":
		dirs = []string{RadialDir}
	case "any":
		dirs = []string{"cw", "ccw", RadialDir}
	default:
		dirs = []string{set}
	}
	n, round := 0, false
	for _, a := range st.Args[1:] {
		switch {
		case a.Kind == syntax.Int:
			n = a.N
		case a.Kind == syntax.Ident && a.Str == RoundWord:
			round = true
		}
	}
	for _, d := range dirs {
		l := ir.Leg{Dir: d, Min: 1, Max: n, Pass: ir.Empty, Round: round && d != RadialDir}
		switch st.Keyword {
		case "step":
			l.Min = n
		case "leap":
			l.Min, l.Pass = n, ir.Any
		case "fly":
			l.Pass, l.MinHurdles = ir.Any, 1
		}
		p.Moves = append(p.Moves, ir.Move{Legs: []ir.Leg{l}, Final: ir.Modality{Move: true, Capture: true}})
	}
	var args []string
	for _, a := range st.Args {
		args = append(args, a.Text)
	}
	p.Betza = strings.TrimSpace(fmt.Sprintf("%s %s(%s)", p.Betza, st.Keyword, strings.Join(args, " ")))
}

// geometry reports pieces whose moves do not fit the board: vectors on a
// rings board, named directions on a grid.
func (vc *vchecker) geometry() {
	rings := vc.v.Kind == "rings"
	for _, p := range vc.v.Pieces {
		for _, m := range p.Moves {
			if (m.Legs[0].Dir != "") == rings {
				continue
			}
			e := vc.setArg[p]
			if rings {
				vc.report(diag.Error, e, e.arg.Pos, diag.InvalidGeometry, p.Name, fmt.Sprintf("piece %s moves by grid vectors (Betza), but variant %s's board is rings and spokes: give it step, leap, slide or fly moves (%s declared %s)",
					p.Name, vc.leaf.name, p.Name, where(p.Pos)))
			} else {
				vc.report(diag.Error, e, e.arg.Pos, diag.InvalidGeometry, p.Name, fmt.Sprintf("piece %s moves along rings and spokes, but variant %s's board is a grid (%s declared %s)",
					p.Name, vc.leaf.name, p.Name, where(p.Pos)))
			}
			break
		}
	}
}
